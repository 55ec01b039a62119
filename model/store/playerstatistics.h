// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QMap>
#include <QString>

namespace ml {

/** @brief What a profile's games add up to; scores and points count finished games only. */
struct PlayerStatistics {
    /** @brief The profile these numbers belong to. */
    qint64 profileId = 0;
    /** @brief The profile's name. */
    QString name;
    /** @brief Finished games with this player at the table. */
    int gamesPlayed = 0;
    /** @brief Games with this player that have not reached `end`. */
    int gamesInProgress = 0;
    /** @brief Finished games this player won; a tie for the highest score is a win for each tied player. */
    int wins = 0;
    /** @brief Mean final score over gamesPlayed; 0 when none. */
    double averageScore = 0;
    /** @brief Highest final score; 0 when no game is finished. */
    int bestScore = 0;
    /** @brief Points moved on the track by source group (PointSources), summed over finished games. */
    QMap<QString, int> pointsBySource;
};

} // namespace ml
