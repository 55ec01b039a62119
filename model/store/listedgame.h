// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QVarLengthArray>

namespace ml {

/**
 * @brief One game of a whole-library listing (GameLibrary::listGames()): what a line of `library list` shows, as the
 * library stores it. The text is UTF-8, valid during the call that hands the game over only.
 */
struct ListedGame {
    struct Seat {
        QByteArrayView name;
        qint64 score = 0;
    };

    qint64 id = 0;
    /** @brief When the game was created: ISO 8601 in UTC to the second ("2026-12-04T19:30:00Z"). */
    QByteArrayView createdAt;
    bool finished = false;
    /** @brief Whether the game is another version of a game (the fork of another table's copy). */
    bool isFork = false;
    /** @brief The number of the game in this library it is a fork of; 0 when that game is not in this library. */
    qint64 forkOf = 0;
    /** @brief The seats in their order, each with its score. */
    QVarLengthArray<Seat, 6> seats;
};

} // namespace ml
