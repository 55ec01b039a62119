// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "finishedgame.h"
#include "rating.h"
#include "season.h"

#include <QList>
#include <QMap>
#include <QString>

namespace ml {

/** @brief One player's line of a league table. */
struct Standing {
    /** @brief The player's profile; empty for a player known only by name. */
    QString profileUuid;
    /** @brief The name of the player's last game in the season. */
    QString name;
    /** @brief 1 for the highest rating. */
    int rank = 0;
    /** @brief Finished games in the season. */
    int games = 0;
    /** @brief Games in which no one scored more (a shared first place is a win for each). */
    int wins = 0;
    /** @brief The mean of the player's final scores. */
    double averagePoints = 0;
    /** @brief The mean of the player's places, tied players sharing the better place (1, 1, 3). */
    double averagePlace = 0;
    /** @brief The season's points by PointSources group, summed over the games. */
    QMap<QString, int> pointsBySource;
    /** @brief After the season's games, each one update in finished-time order. */
    Rating rating;
};

/**
 * @brief The league table of @p season over @p games (any order; games outside the season are left out): one line per
 * player, a player being a profile or, without one, a name. Ranked by rating (Rating::ordinal()), then wins, then
 * average place, then name.
 */
[[nodiscard]] QList<Standing> standings(const Season &season, const QList<FinishedGame> &games,
                                        const PlackettLuce &model = PlackettLuce());

} // namespace ml
