// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"

#include <QList>

#include <optional>

namespace ml {

class EventReader;

/** @brief What a feature is worth and the numbers that make it up (tiles, coats, mist, cities). */
struct FeatureValue {
    int value = 0;
    Detail detail;
    LedgerRule rule = LedgerRule::Adjust; ///< the rule its payouts follow (an inn road's is not a plain road's)
};

/** @brief When a feature is valued: completed during the game, or incomplete at the end (also messages 1–3 and 8). */
enum class Valuation { Completed, Final };

/** @brief One number the table gives for a feature, as the record names it and the rules bound it. */
struct ValueField {
    QString key; ///< the record's key: `tiles`, `coats`, `mist`, `cities`
    int min = 0;
    std::optional<int> max; ///< none: no upper bound
    QString atMost; ///< another field of the same feature this one may not exceed (coats ≤ tiles), or empty
    bool optional = false; ///< may be left out (a city without `coats` has 0)
    int start = 0; ///< where a typical entry starts, so it takes one or two key presses
    bool flag = false; ///< true or false (`inn`, `cathedral`), written only when true; min and max do not apply
};

/**
 * @brief The numbers a feature of @p type needs when it is valued @p when, in the record's order; none for most. With
 * Inns and Cathedrals (@p inns) a road also takes `inn` and a city `cathedral`.
 */
[[nodiscard]] QList<ValueField> valueFields(FeatureType type, Valuation when, bool inns);

/**
 * @brief The flag the table may note on a feature of @p type before it is valued — `inn` on a road, `cathedral` on a
 * city with Inns and Cathedrals (@p inns) — or empty when there is none.
 */
[[nodiscard]] QString markOf(FeatureType type, bool inns);

/** @brief Whether a feature of @p type is completed and scored during the game (`score`). */
[[nodiscard]] bool scoredWhenCompleted(FeatureType type);

/**
 * @brief The worth of a feature completed during the game, read from the `score` event's fields; throws when they
 * hold an inn or a cathedral and Inns and Cathedrals (@p inns) is not played.
 */
[[nodiscard]] FeatureValue completedValue(FeatureType type, const EventReader &fields, bool inns);

/** @brief The worth of an incomplete feature at final scoring (also messages 1–3 and 8), read from its values. */
[[nodiscard]] FeatureValue finalValue(FeatureType type, const EventReader &fields, bool inns);

/** @brief Whether a feature of @p type is scored by majority at the end and needs an `end` entry. */
[[nodiscard]] bool scoredAtEnd(FeatureType type);

} // namespace ml
