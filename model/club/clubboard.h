// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubsync.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace ml {

/**
 * @brief What the club's projector shows, worked out from the games on the club server: every table's game in
 * progress with its scores, and the finished games the season's standings are made of.
 */
struct ClubBoard {
    /** @brief One seat of a game in progress. */
    struct Seat {
        QString name;
        QString color;
        int score = 0;
        /** @brief Whose turn it is. */
        bool active = false;
    };
    /** @brief One table's game in progress. */
    struct Table {
        /** @brief The library's name ("Table 3"), else its device id. */
        QString device;
        QString gameId;
        QList<Seat> seats;
        /** @brief Turns begun. */
        int turns = 0;
        int events = 0;
        /** @brief Another table's version of this game differs from this one. */
        bool fork = false;
    };

    /** @brief Games in progress, by table name. */
    QList<Table> inProgress;
    /** @brief The finished games, as the server holds them (the league reads them). */
    QList<ClubSync::ServerGame> finished;
    /** @brief Games whose record the engine refuses: counted, not shown. */
    int refused = 0;
    /** @brief When the server was read. */
    QDateTime readAt;

    /** @brief Replays every game of @p games and sorts them into the two lists. */
    [[nodiscard]] static ClubBoard from(const QList<ClubSync::ServerGame> &games);
};

} // namespace ml
