// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "replay.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

class QSqlDatabase;

namespace ml {

class Database;

/** @brief One seat of a game as its summary keeps it: who sat there and what they have. */
struct SeatResult {
    QString playerId;
    QString name;
    QString color;
    int score = 0;
    /** @brief A finished game's player with the highest score (a tie makes several). */
    bool winner = false;
    /** @brief Points moved on the track by PointSources group. */
    QMap<QString, int> pointsBySource;
};

/** @brief One game's summary: its result as the engine gave it when the game last changed. */
struct SummaryRow {
    /** @brief Events in effect. */
    int eventCount = 0;
    /** @brief Undone events waiting for redo. */
    int redoCount = 0;
    /** @brief True once the `end` event is in effect. */
    bool finished = false;
    /** @brief The engine's refusal when the events do not replay; empty normally. */
    QString problem;
    /** @brief The record's expansions. */
    QStringList expansions;
    /** @brief The seats in seating order. */
    QList<SeatResult> seats;
};

/**
 * @brief The summary tables: per game, what the library's list and statistics need, so that neither replays nor reads
 * a record.
 *
 * `game_summaries` holds a row per game (counts, finished, problem, expansions), `game_results` a row per seat (the
 * player, score and whether they won) and `game_points` a row per seat and point source: facts in columns, so the
 * list is one read and the statistics add up in SQL. They are written in the same transaction as every change of
 * their game (create, import, append, undo, redo) from the engine's outcome the change already computed; deleting a
 * game deletes its rows (ON DELETE CASCADE). The dates stay in the games table.
 */
class SummaryTable
{
public:
    /** @brief Per PointSources group: the points moved on the track and the number of entries that moved them. */
    using SourcePoints = QMap<QString, std::pair<int, int>>;
    /** @brief A row's `pointsBySource` per seat, with the entries behind each group. */
    using SeatPoints = QList<SourcePoints>;
    /** @brief The points of every ledger entry of @p table. */
    [[nodiscard]] static SeatPoints pointsOf(const GameState &table);
    /** @brief Adds (@p sign 1) or takes away (-1) the points of @p table's ledger entries from @p from on. */
    static void addPoints(SeatPoints &points, const GameState &table, qsizetype from, int sign);

    /** @brief The CREATE TABLE statements of the current schema. */
    [[nodiscard]] static QStringList createStatements();
    /** @brief The summary of a game with record header @p header whose events in effect replay to @p outcome. */
    [[nodiscard]] static SummaryRow fromOutcome(const QJsonObject &header, const ReplayOutcome &outcome, int eventCount,
                                                int redoCount, const SeatPoints *points = nullptr);
    /**
     * @brief Replaces game @p gameId's rows with @p row on @p db's open transaction; the SQL error when one fails.
     * @p stored, when given, is what its seats' `game_points` rows hold now (SeatResult::pointsBySource per seat): only
     * the points that differ are written, so a change costs what it changed, not what the game has gathered.
     */
    [[nodiscard]] static std::optional<QSqlError> writeRow(QSqlDatabase &db, qint64 gameId, const SummaryRow &row,
                                                           const QList<QMap<QString, int>> *stored = nullptr);
    /**
     * @brief Writes game @p gameId's rows from the replay of its events in effect on @p db's open transaction; an error
     * names @p what, the change the rows belong to. @p points, when given, are pointsOf() the outcome's table, kept up
     * to date by the caller (a change adds and takes away only the ledger's tail); @p before, when given, are the
     * points the rows were last written from, and only what differs from them is written.
     */
    [[nodiscard]] static Status write(const Database &database, QSqlDatabase &db, qint64 gameId,
                                      const QJsonObject &header, const ReplayOutcome &outcome, int eventCount,
                                      int redoCount, const Phrase &what, const SeatPoints *points = nullptr,
                                      const SeatPoints *before = nullptr);

private:
    /** The points a seat's `pointsBySource` holds: the groups with an entry that was not taken back. */
    [[nodiscard]] static QMap<QString, int> sourcesOf(const SourcePoints &points);
};

} // namespace ml
