// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "replay.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

/** @brief Builds a `meeple-ledger/1` record in a test, one event at a time. */
class TestRecord
{
public:
    TestRecord(const QStringList &playerIds, const QStringList &expansions = {})
    {
        QJsonArray players;
        for (const QString &id : playerIds)
            players.append(QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("name"), id } });
        m_record = QJsonObject { { QStringLiteral("format"), QStringLiteral("meeple-ledger/1") },
                                 { QStringLiteral("players"), players },
                                 { QStringLiteral("expansions"), QJsonArray::fromStringList(expansions) } };
    }

    /** @brief Appends any event object. */
    TestRecord &event(const QJsonObject &e)
    {
        m_events.append(e);
        return *this;
    }

    TestRecord &turn(const QString &player)
    {
        return event({ { QStringLiteral("type"), QStringLiteral("turn") }, { QStringLiteral("player"), player } });
    }

    /** @brief A `place` event; featureType may be empty for an existing feature. */
    TestRecord &place(const QString &figure, const QString &player, const QString &kind, const QString &feature,
                      const QString &featureType = {})
    {
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("place") },
                        { QStringLiteral("figure"), figure },
                        { QStringLiteral("player"), player },
                        { QStringLiteral("kind"), kind },
                        { QStringLiteral("feature"), feature } };
        if (!featureType.isEmpty())
            e.insert(QStringLiteral("featureType"), featureType);
        return event(e);
    }

    /** @brief A `score` event; `values` holds the type's fields (tiles, coats, mist, ringmaster, movers…). */
    TestRecord &score(const QString &feature, QJsonObject values = {})
    {
        values.insert(QStringLiteral("type"), QStringLiteral("score"));
        values.insert(QStringLiteral("feature"), feature);
        return event(values);
    }

    [[nodiscard]] QJsonObject json() const
    {
        QJsonObject r = m_record;
        r.insert(QStringLiteral("events"), m_events);
        return r;
    }

    [[nodiscard]] ml::ReplayOutcome replay() const { return ml::replay(json()); }

    /** @brief Number of events so far (the index the next event gets). */
    [[nodiscard]] int size() const { return int(m_events.size()); }

private:
    QJsonObject m_record;
    QJsonArray m_events;
};
