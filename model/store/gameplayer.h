// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

namespace ml {

/** @brief One seat of a game: the record's player and the profile it is linked to. */
struct GamePlayer {
    /** @brief The record's player id (`[a-z0-9_-]{1,16}`); chosen from the colour when left empty. */
    QString id;
    /** @brief The name at this table; the profile's name when left empty. */
    QString name;
    /** @brief The colour at this table; the profile's preferred colour when left empty. */
    QString color;
    /** @brief The linked profile, 0 for none (a new game links or creates the profile of that name). */
    qint64 profileId = 0;
    /** @brief When creating a game: the language this player reads, remembered in their profile; empty keeps it. */
    QString language;
    /** @brief In summaries: the score of the replay (final once the game is finished). */
    int score = 0;
};

} // namespace ml
