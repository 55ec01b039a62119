// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "summarytable.h"

#include "database.h"
#include "pointsources.h"
#include "refusaltext.h"

#include <QHash>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <limits>

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

SummaryTable::SeatPoints SummaryTable::pointsOf(const GameState &table)
{
    SeatPoints points;
    addPoints(points, table, 0, 1);
    return points;
}

void SummaryTable::addPoints(SeatPoints &points, const GameState &table, qsizetype from, int sign)
{
    if (points.size() < table.playerCount())
        points.resize(table.playerCount());
    for (qsizetype i = from; i < table.ledger.size(); ++i) {
        const LedgerEntry &entry = table.ledger.at(i);
        if (entry.player < 0 || entry.player >= points.size())
            continue;
        std::pair<int, int> &group = points[entry.player][PointSources::groupOf(entry.rule)];
        group.first += sign * PointSources::scoreEffect(entry);
        group.second += sign;
    }
}

SummaryRow SummaryTable::fromOutcome(const QJsonObject &header, const ReplayOutcome &outcome, int eventCount,
                                     int redoCount, const SeatPoints *points)
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
    if (!outcome.ok || !outcome.table) {
        row.problem = refusalLine(outcome.error);
        return row;
    }
    // The typed table: the output object is not built for the row.
    const GameState &table = *outcome.table;
    row.finished = table.finished;
    int best = std::numeric_limits<int>::min();
    for (int i = 0; i < table.playerCount(); ++i)
        best = std::max(best, table.score(i));
    const SeatPoints all = points ? SeatPoints() : pointsOf(table);
    const SeatPoints &bySeat = points ? *points : all;
    for (qsizetype seat = 0; seat < row.seats.size() && seat < table.playerCount(); ++seat) {
        SeatResult &result = row.seats[seat];
        result.score = table.score(int(seat));
        result.winner = table.finished && result.score == best;
        result.pointsBySource = sourcesOf(bySeat.value(seat));
    }
    return row;
}

QMap<QString, int> SummaryTable::sourcesOf(const SourcePoints &points)
{
    QMap<QString, int> out;
    // A group whose entries were all taken back (an undone payout) is no source.
    for (auto it = points.cbegin(); it != points.cend(); ++it) {
        if (it.value().second > 0)
            out.insert(it.key(), it.value().first);
    }
    return out;
}

std::optional<QSqlError> SummaryTable::writeRow(QSqlDatabase &db, qint64 gameId, const SummaryRow &row,
                                                const QList<QMap<QString, int>> *stored)
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
    // What the point rows hold now, seat by seat: nothing when they are all written again.
    const bool changesOnly = stored && stored->size() == row.seats.size();
    const QStringList replaced =
        changesOnly ? QStringList { u"game_results"_s } : QStringList { u"game_results"_s, u"game_points"_s };
    for (const QString &table : replaced) {
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
    query.prepare(u"INSERT OR REPLACE INTO game_points (game_id, seat, source, points) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype seat = 0; seat < row.seats.size(); ++seat) {
        const QMap<QString, int> &points = row.seats[seat].pointsBySource;
        for (auto it = points.begin(); it != points.end(); ++it) {
            if (changesOnly) {
                const auto was = stored->at(seat).constFind(it.key());
                if (was != stored->at(seat).cend() && *was == it.value())
                    continue;
            }
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(it.key());
            query.addBindValue(it.value());
            if (auto error = run())
                return error;
        }
    }
    if (!changesOnly)
        return std::nullopt;
    // A source whose every entry was taken back (an undone payout) is gone.
    query.prepare(u"DELETE FROM game_points WHERE game_id = ? AND seat = ? AND source = ?"_s);
    for (qsizetype seat = 0; seat < row.seats.size(); ++seat) {
        const QMap<QString, int> &was = stored->at(seat);
        for (auto it = was.begin(); it != was.end(); ++it) {
            if (row.seats[seat].pointsBySource.contains(it.key()))
                continue;
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(it.key());
            if (auto error = run())
                return error;
        }
    }
    return std::nullopt;
}

Status SummaryTable::write(const Database &database, QSqlDatabase &db, qint64 gameId, const QJsonObject &header,
                           const ReplayOutcome &outcome, int eventCount, int redoCount, const Phrase &what,
                           const SeatPoints *points, const SeatPoints *before)
{
    const SummaryRow row = fromOutcome(header, outcome, eventCount, redoCount, points);
    // The rows were last written from `before` only when that table had the same seats and no problem.
    QList<QMap<QString, int>> stored;
    if (before && outcome.ok) {
        for (const SourcePoints &seat : *before)
            stored.append(sourcesOf(seat));
    }
    const bool diff = before && outcome.ok && stored.size() == row.seats.size();
    if (const auto error = writeRow(db, gameId, row, diff ? &stored : nullptr))
        return database.sqlError(*error, what);
    return {};
}

} // namespace ml
