// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubsync.h"
#include "season.h"
#include "standings.h"

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
        /** @brief Another table holds a version of this game that differs from this one or goes beyond it. */
        bool contested = false;
    };

    /** @brief Games in progress, by table name. */
    QList<Table> inProgress;
    /** @brief The season being played: the one today is in (ClubLeague::current()), else every game. */
    Season season;
    /** @brief The seasons set on the server. */
    QList<Season> seasons;
    /** @brief Every finished game the league counts (ClubLeague::games()), whatever its season. */
    QList<FinishedGame> finished;
    /** @brief Its standings over the finished games (ClubLeague::games(), ml::standings()). */
    QList<Standing> standings;
    /** @brief Finished games the standings count. */
    int finishedGames = 0;
    /** @brief A version held by a table that does not own its game: it counts for nothing until handed over. */
    struct Awaiting {
        QString gameId;
        /** @brief The table holding this version: its name (else its device id), and its device id. */
        QString device;
        QString deviceId;
        /** @brief The table that owns the game. */
        QString owner;
        QStringList players;
    };
    /** @brief Versions held by tables that do not own their game, awaiting the organiser: they count for nothing. */
    int awaiting = 0;
    /** @brief Those versions, each to be told apart and handed over (ClubSync::handOver()). */
    QList<Awaiting> awaitingVersions;
    /** @brief When the server was read. */
    QDateTime readAt;

    /**
     * @brief Replays every game of @p games into the games in progress and the standings of the season of @p seasons
     * that @p today is in.
     */
    [[nodiscard]] static ClubBoard from(const QList<ClubSync::ServerGame> &games, const QList<Season> &seasons,
                                        const QDate &today);
};

} // namespace ml
