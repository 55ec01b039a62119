// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"

namespace ml {

class EventReader;

/** @brief What a feature is worth and the numbers that make it up (tiles, coats, mist, cities). */
struct FeatureValue {
    int value = 0;
    Detail detail;
};

/** @brief The worth of a feature completed during the game, read from the `score` event's fields. */
[[nodiscard]] FeatureValue completedValue(FeatureType type, const EventReader &fields);

/** @brief The worth of an incomplete feature at final scoring (also messages 1–3 and 8), read from its values. */
[[nodiscard]] FeatureValue finalValue(FeatureType type, const EventReader &fields);

/** @brief Whether a feature of @p type is scored by majority at the end and needs an `end` entry. */
[[nodiscard]] bool scoredAtEnd(FeatureType type);

} // namespace ml
