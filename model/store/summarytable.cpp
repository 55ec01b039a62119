// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "summarytable.h"

#include "database.h"
#include "gameanalysis.h"
#include "refusaltext.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace ml {

QStringList SummaryTable::createStatements()
{
    return {
        u"CREATE TABLE game_summaries ("
        u"game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
        u"event_count INTEGER NOT NULL, "
        u"redo_count INTEGER NOT NULL, "
        u"finished INTEGER NOT NULL, "
        u"problem TEXT NOT NULL, "
        u"expansions TEXT NOT NULL)"_s,
        u"CREATE TABLE game_results ("
        u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
        u"seat INTEGER NOT NULL, "
        u"player_id TEXT NOT NULL, "
        u"name TEXT NOT NULL, "
        u"color TEXT NOT NULL, "
        u"score INTEGER NOT NULL, "
        u"winner INTEGER NOT NULL, "
        u"PRIMARY KEY (game_id, seat)) WITHOUT ROWID"_s,
        u"CREATE TABLE game_points ("
        u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
        u"seat INTEGER NOT NULL, "
        u"source TEXT NOT NULL, "
        u"points INTEGER NOT NULL, "
        u"PRIMARY KEY (game_id, seat, source)) WITHOUT ROWID"_s,
    };
}

SummaryRow SummaryTable::fromOutcome(const QJsonObject &header, const ReplayOutcome &outcome, int eventCount,
                                     int redoCount)
{
    SummaryRow row;
    row.eventCount = eventCount;
    row.redoCount = redoCount;
    for (const QJsonValue &e : header.value(u"expansions"_s).toArray())
        row.expansions.append(e.toString());
    for (const QJsonValue &p : header.value(u"players"_s).toArray()) {
        SeatResult seat;
        seat.playerId = p[u"id"_s].toString();
        seat.name = p[u"name"_s].toString();
        seat.color = p[u"color"_s].toString(seat.playerId);
        row.seats.append(seat);
    }
    if (!outcome.ok) {
        row.problem = refusalLine(outcome.error);
        return row;
    }
    const QJsonObject &output = outcome.output;
    row.finished = output.value(u"finished"_s).toBool();
    const QJsonObject scores = output.value(u"scores"_s).toObject();
    const QStringList winners = GameAnalysis::winners(output);
    const QMap<QString, QMap<QString, int>> points = GameAnalysis::pointsBySource(output);
    for (SeatResult &seat : row.seats) {
        seat.score = scores.value(seat.playerId).toInt();
        seat.winner = winners.contains(seat.playerId);
        seat.pointsBySource = points.value(seat.playerId);
    }
    return row;
}

std::optional<QSqlError> SummaryTable::writeRow(QSqlDatabase &db, qint64 gameId, const SummaryRow &row)
{
    QSqlQuery query(db);
    const auto run = [&query]() -> std::optional<QSqlError> {
        if (!query.exec())
            return query.lastError();
        return std::nullopt;
    };
    query.prepare(u"INSERT OR REPLACE INTO game_summaries "
                  u"(game_id, event_count, redo_count, finished, problem, expansions) VALUES (?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(gameId);
    query.addBindValue(row.eventCount);
    query.addBindValue(row.redoCount);
    query.addBindValue(row.finished ? 1 : 0);
    query.addBindValue(row.problem.isEmpty() ? u""_s : row.problem); // a null QString would bind NULL
    // Expansion ids are lower-case letters: a space between them is a list no id can break.
    query.addBindValue(row.expansions.isEmpty() ? u""_s : row.expansions.join(u' '));
    if (auto error = run())
        return error;
    for (const QString &table : { u"game_results"_s, u"game_points"_s }) {
        query.prepare(u"DELETE FROM "_s + table + u" WHERE game_id = ?"_s);
        query.addBindValue(gameId);
        if (auto error = run())
            return error;
    }
    query.prepare(u"INSERT INTO game_results (game_id, seat, player_id, name, color, score, winner) "
                  u"VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (qsizetype seat = 0; seat < row.seats.size(); ++seat) {
        const SeatResult &s = row.seats[seat];
        query.addBindValue(gameId);
        query.addBindValue(int(seat));
        query.addBindValue(s.playerId);
        query.addBindValue(s.name);
        query.addBindValue(s.color);
        query.addBindValue(s.score);
        query.addBindValue(s.winner ? 1 : 0);
        if (auto error = run())
            return error;
    }
    query.prepare(u"INSERT INTO game_points (game_id, seat, source, points) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype seat = 0; seat < row.seats.size(); ++seat) {
        const QMap<QString, int> &points = row.seats[seat].pointsBySource;
        for (auto it = points.begin(); it != points.end(); ++it) {
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(it.key());
            query.addBindValue(it.value());
            if (auto error = run())
                return error;
        }
    }
    return std::nullopt;
}

Status SummaryTable::write(const Database &database, QSqlDatabase &db, qint64 gameId, const QJsonObject &header,
                           const ReplayOutcome &outcome, int eventCount, int redoCount, const QString &what)
{
    if (const auto error = writeRow(db, gameId, fromOutcome(header, outcome, eventCount, redoCount)))
        return database.sqlError(*error, what);
    return {};
}

} // namespace ml
