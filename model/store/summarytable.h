// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "replay.h"
#include "result.h"

#include <QMap>
#include <QString>
#include <QStringList>

class QSqlDatabase;
class QSqlQuery;

namespace ml {

class Database;

/** @brief One game's row of the summary table: its result as the engine gave it when the game last changed. */
struct SummaryRow {
    /** @brief Events in effect. */
    int eventCount = 0;
    /** @brief Undone events waiting for redo. */
    int redoCount = 0;
    /** @brief True once the `end` event is in effect. */
    bool finished = false;
    /** @brief The engine's refusal when the events do not replay; empty normally. */
    QString problem;
    /** @brief Score per player id. */
    QMap<QString, int> scores;
    /** @brief For a finished game, the ids of every player with the highest score. */
    QStringList winners;
    /** @brief Points moved on the track per player id, then per PointSources group. */
    QMap<QString, QMap<QString, int>> pointsBySource;
};

/**
 * @brief The `game_summaries` table: per game, what the library's list and statistics need, so that neither replays.
 *
 * A row is written in the same transaction as every change of its game (create, import, append, undo, redo) from the
 * engine's outcome the change already computed; deleting a game deletes its row (ON DELETE CASCADE). Players' names
 * and colours, the expansions and the dates stay where they are stored anyway: the header and the games table.
 */
class SummaryTable
{
public:
    /** @brief The CREATE TABLE statement of the current schema. */
    [[nodiscard]] static QString createStatement();
    /** @brief The row of a game whose events in effect replay to @p outcome. */
    [[nodiscard]] static SummaryRow fromOutcome(const ReplayOutcome &outcome, int eventCount, int redoCount);
    /** @brief Prepares @p query to insert or replace game @p gameId's row; the caller executes it. */
    static void prepareWrite(QSqlQuery &query, qint64 gameId, const SummaryRow &row);
    /**
     * @brief Writes game @p gameId's row from the replay of its events in effect on @p db's open transaction; an error
     * names @p what, the change the row belongs to.
     */
    [[nodiscard]] static Status write(const Database &database, QSqlDatabase &db, qint64 gameId,
                                      const ReplayOutcome &outcome, int eventCount, int redoCount, const QString &what);
    /** @brief The columns read() expects, in its order, of the table named @p alias in the query. */
    [[nodiscard]] static QString columns(const QString &alias);
    /** @brief The row from the columns() of @p query starting at @p first; points only when @p withPoints. */
    [[nodiscard]] static SummaryRow read(const QSqlQuery &query, int first, bool withPoints = false);
};

} // namespace ml
