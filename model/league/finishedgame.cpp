// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "finishedgame.h"

#include "summarytable.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

int FinishedGame::place(qsizetype seat) const
{
    const int score = seats.at(seat).score;
    return 1
        + int(std::count_if(seats.cbegin(), seats.cend(), [score](const FinishedSeat &s) { return s.score > score; }));
}

FinishedGame::FromRecord FinishedGame::fromRecord(const QJsonObject &record, const QDateTime &finished,
                                                  const QHash<QString, QString> &profileUuids)
{
    return fromOutcome(record, replay(record), finished, profileUuids);
}

FinishedGame::FromRecord FinishedGame::fromOutcome(const QJsonObject &record, const ReplayOutcome &outcome,
                                                   const QDateTime &finished,
                                                   const QHash<QString, QString> &profileUuids)
{
    FromRecord made;
    if (!outcome.ok) {
        made.error = outcome.error;
        return made;
    }
    // The summary the library keeps of a game, made the same way: scores and points by source agree with its rows.
    QJsonObject header = record;
    header.remove(u"events"_s);
    const SummaryRow summary = SummaryTable::fromOutcome(header, outcome, 0, 0);
    if (!summary.finished) {
        made.outcome = FromRecord::Outcome::InProgress;
        return made;
    }
    made.outcome = FromRecord::Outcome::Finished;
    const QJsonObject game = record.value(u"game"_s).toObject();
    made.game.gameUuid = game.value(u"id"_s).toString();
    made.game.device = game.value(u"device"_s).toString();
    made.game.finished = finished.toUTC();
    for (const SeatResult &seat : summary.seats)
        made.game.seats.append(
            { profileUuids.value(seat.playerId), seat.playerId, seat.name, seat.score, seat.pointsBySource });
    return made;
}

QList<FinishedGame> FinishedGame::fromResults(const QList<GameLibrary::ResultRow> &rows)
{
    QList<FinishedGame> games;
    QHash<QString, qsizetype> indexOf;
    for (const GameLibrary::ResultRow &row : rows) {
        if (!row.finished.isValid())
            continue;
        auto at = indexOf.constFind(row.gameUuid);
        if (at == indexOf.cend()) {
            at = indexOf.insert(row.gameUuid, games.size());
            games.append({ row.gameUuid, row.finished.toUTC(), row.device, {} });
        }
        games[*at].seats.append({ row.profileUuid, row.playerId, row.name, row.score, row.pointsBySource });
    }
    return games;
}

} // namespace ml
