// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gameplayer.h"

#include <QDateTime>
#include <QList>
#include <QStringList>

namespace ml {

/** @brief A game as the library lists it: who played, when, with what, and the result of its replay. */
struct GameSummary {
    /** @brief The game's id in the library. */
    qint64 id = 0;
    /** @brief Players in seating order, each with the score of the replay. */
    QList<GamePlayer> players;
    /** @brief The record's expansions. */
    QStringList expansions;
    /** @brief When the game started (UTC): created here, or its record's `game.created` (see docs/storage.md). */
    QDateTime createdAt;
    /** @brief The last time an event was entered, undone or redone. */
    QDateTime updatedAt;
    /** @brief The last time the game was opened or changed (what "resume" looks at). */
    QDateTime touchedAt;
    /** @brief Events in effect. */
    int eventCount = 0;
    /** @brief Undone events waiting for redo. */
    int redoCount = 0;
    /** @brief True once the record's `end` event is in effect. */
    bool finished = false;
    /** @brief For a finished game: the ids of every player with the highest score (a tie shares the victory). */
    QStringList winners;
    /** @brief The engine's error when the stored events no longer replay; empty normally. */
    QString problem;
    /** @brief The game's UUID, the same in every library that holds it. */
    QString uuid;
    /** @brief The library that made the game, as its users named it; empty for a game made in this library. */
    QString device;
    /** @brief For a game imported as a fork: the id of the game in this library it forks from (0: none, or deleted). */
    qint64 forkOf = 0;
    /** @brief For a fork: the UUID of the game it forks from (kept when that game is deleted). */
    QString forkOfUuid;
};

} // namespace ml
