// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubboard.h"

#include "clubleague.h"
#include "gamestate.h"
#include "replay.h"

#include <QCollator>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

ClubBoard ClubBoard::from(const QList<ClubSync::ServerGame> &games, const QList<Season> &seasons, const QDate &today)
{
    ClubBoard board;
    board.readAt = QDateTime::currentDateTimeUtc();
    board.seasons = seasons;
    board.season = ClubLeague::current(seasons, today);
    // Each game is replayed once: a game in progress is a table's row, a finished one goes to the league.
    ClubLeague::Games league;
    QSet<QString> contested;
    for (const ClubSync::ServerGame &game : games) {
        if (!game.counted)
            contested.insert(game.record.value(u"game"_s).toObject().value(u"id"_s).toString());
    }
    for (const ClubSync::ServerGame &game : games) {
        // Only the owner's version is a table's row; another one is listed as awaiting the organiser.
        if (!game.counted) {
            ++board.awaiting;
            Awaiting version { game.record.value(u"game"_s).toObject().value(u"id"_s).toString(),
                               game.deviceName.isEmpty() ? game.deviceId : game.deviceName,
                               game.deviceId,
                               game.ownerName,
                               {} };
            for (const QJsonValue &player : game.record.value(u"players"_s).toArray())
                version.players.append(player.toObject().value(u"name"_s).toString());
            board.awaitingVersions.append(version);
            continue;
        }
        const ReplayOutcome outcome = replay(game.record);
        ClubLeague::add(league, game, outcome);
        if (!outcome.ok || !outcome.table || outcome.table->finished)
            continue;
        const GameState &table = *outcome.table;
        Table row;
        row.device = game.deviceName.isEmpty() ? game.deviceId : game.deviceName;
        row.gameId = game.record.value(u"game"_s).toObject().value(u"id"_s).toString();
        row.turns = table.turns;
        row.events = int(game.record.value(u"events"_s).toArray().size());
        row.contested = contested.contains(row.gameId);
        for (int i = 0; i < table.playerCount(); ++i)
            row.seats.append(
                { table.players.at(i).name, table.players.at(i).color, table.score(i), i == table.active });
        board.inProgress.append(row);
    }
    board.finished = league.finished;
    for (const FinishedGame &game : league.finished)
        board.finishedGames += board.season.contains(game.finished) ? 1 : 0;
    board.standings = ml::standings(board.season, league.finished);
    QCollator collator;
    collator.setNumericMode(true); // "Table 2" before "Table 10"
    std::stable_sort(board.inProgress.begin(), board.inProgress.end(),
                     [&collator](const Table &a, const Table &b) { return collator.compare(a.device, b.device) < 0; });
    return board;
}

} // namespace ml
