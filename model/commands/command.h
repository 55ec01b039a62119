// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "turnstamp.h"

#include <QJsonObject>
#include <QMetaType>
#include <QVariantMap>

namespace ml {

/**
 * @brief One thing the table enters: a record event, made by a CommandBuilder and stamped with its turn part.
 *
 * The screens never write a record event: they ask the builder for a command, show the engine's preview of it and
 * apply that same command. A command is a value; `withMovers()` and its siblings return a copy with the scoring
 * figures the players chose.
 */
class Command
{
    Q_GADGET
    /** @brief What the command enters. */
    Q_PROPERTY(Kind kind READ kind CONSTANT)
    /** @brief False for the empty command (answers still incomplete). */
    Q_PROPERTY(bool isValid READ isValid CONSTANT)
    /** @brief The turn part the command was made for. */
    Q_PROPERTY(ml::TurnStamp stamp READ stamp CONSTANT)

public:
    /** @brief The record's event types, one command each (docs/record-format.md). */
    enum class Kind {
        None,
        Turn,
        Place,
        Score,
        Merge,
        Ghost,
        Tower,
        Ransom,
        Robber,
        Steal,
        Message,
        Circus,
        Pyramid,
        Remove,
        Adjust,
        End,
        Recall,
        Goods,
        Builder
    };
    Q_ENUM(Kind)

    /** @brief The empty command. */
    Command() = default;
    Command(Kind kind, QJsonObject event, TurnStamp stamp);

    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] bool isValid() const { return m_kind != Kind::None; }
    [[nodiscard]] TurnStamp stamp() const { return m_stamp; }
    /** @brief The record event the command enters. */
    [[nodiscard]] const QJsonObject &event() const { return m_event; }

    /** @brief This command for the turn part @p stamp (the one a screen showed when it asked). */
    Q_INVOKABLE [[nodiscard]] ml::Command madeFor(const ml::TurnStamp &stamp) const;
    /** @brief With the scoring figure each paid player moves ({playerId: "meeple" | "messenger"}); empty: none. */
    Q_INVOKABLE [[nodiscard]] ml::Command withMovers(const QVariantMap &movers) const;
    /** @brief With the scoring figure the one paying or paid player moves; empty: the scoring meeple. */
    Q_INVOKABLE [[nodiscard]] ml::Command withMover(const QString &mover) const;
    /** @brief A ransom with the scoring figure its captor moves; empty: the scoring meeple. */
    Q_INVOKABLE [[nodiscard]] ml::Command withCaptorMover(const QString &mover) const;
    /** @brief True when both enter the same event for the same turn part. */
    Q_INVOKABLE [[nodiscard]] bool sameAs(const ml::Command &other) const;

    friend bool operator==(const Command &a, const Command &b)
    {
        return a.m_kind == b.m_kind && a.m_stamp == b.m_stamp && a.m_event == b.m_event;
    }

private:
    [[nodiscard]] Command with(const QString &key, const QJsonValue &value) const;

    Kind m_kind = Kind::None;
    QJsonObject m_event;
    TurnStamp m_stamp;
};

} // namespace ml
