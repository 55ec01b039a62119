// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

// Games for the league's tests (the league, its model and its command): finished games with the scores a test needs.
namespace LeagueTestData {

/** @brief A finished game of these players (names in seating order) in which each got their score from one agreed
 * correction. */
inline QByteArray finishedRecord(const QList<std::pair<QString, int>> &scores)
{
    QJsonArray players;
    QJsonArray events { QJsonObject { { QStringLiteral("type"), QStringLiteral("turn") },
                                      { QStringLiteral("player"), QStringLiteral("p0") } } };
    for (qsizetype i = 0; i < scores.size(); ++i) {
        const QString id = QStringLiteral("p") + QString::number(i);
        players.append(QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("name"), scores[i].first } });
        events.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("adjust") },
                                    { QStringLiteral("player"), id },
                                    { QStringLiteral("points"), scores[i].second },
                                    { QStringLiteral("reason"), QStringLiteral("the scores of the evening") } });
    }
    events.append(
        QJsonObject { { QStringLiteral("type"), QStringLiteral("end") }, { QStringLiteral("values"), QJsonObject() } });
    return QJsonDocument(QJsonObject { { QStringLiteral("format"), QStringLiteral("meeple-ledger/1") },
                                       { QStringLiteral("players"), players },
                                       { QStringLiteral("expansions"), QJsonArray() },
                                       { QStringLiteral("events"), events } })
        .toJson();
}

} // namespace LeagueTestData
