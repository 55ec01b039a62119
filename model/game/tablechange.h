// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"

#include <QList>
#include <QStringList>

namespace ml {

/**
 * @brief What one append, undo or redo changed on the table: the rows a model showing it has to update.
 *
 * Made by compareTables() from the tables before and after, in a time that does not grow with the game's length.
 */
struct TableChange {
    /**
     * @brief The first ledger entry that differs: entries before it are the same, from it on removed or new; the size
     * of both ledgers when they are the same.
     */
    int firstLedgerRow = 0;
    /** @brief Player indexes whose PlayerState changed (track, robber, supply, prisoners), ascending. */
    QList<int> players;
    /** @brief Features added, removed or changed on the board. */
    QStringList features;
    /** @brief Figures added, removed or changed on the board. */
    QStringList figures;
    /** @brief The active player, the turn count or the turn part moved. */
    bool turnMoved = false;
    /** @brief The number of events in effect changed. */
    bool headMoved = false;
    /** @brief Anything else the table shows changed: warnings, general supply, animals, finished. */
    bool otherChanged = false;

    /** @brief Whether any ledger entry was removed, added or changed. */
    bool ledgerChanged = false;
    /** @brief The table is another one altogether (a game newly shown, or read again): nothing before it holds. */
    bool everything = false;

    /** @brief A change that names everything of @p after (a game newly shown). */
    [[nodiscard]] static TableChange wholeTable(const GameState &after);
};

/**
 * @brief What changed from @p before to @p after, two tables of the same game whose first @p sharedEvents events are
 * the same (an append, undo or redo changes only the last one).
 *
 * Only what an event can touch is compared: the players, the figures and features on the board, and the ledger entries
 * of the events from `sharedEvents - 1` on (closing a scoring batch at the end of a replay writes entries of the last
 * event; every earlier entry is as it was, since the engine only ever appends to the ledger).
 */
[[nodiscard]] TableChange compareTables(const GameState &before, const GameState &after, int sharedEvents);

} // namespace ml
