// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "types.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace ml {

/**
 * @brief The rule a payout in the ledger follows. The output writes it as its id (`city.completed`, toString());
 * every table keyed by it (the vocabulary's names, the explanations, the statistics' groups) is a switch over this
 * type, so a rule added here is missing nowhere without the compiler saying so.
 */
enum class LedgerRule {
    RoadCompleted,
    CityCompleted,
    MonasteryCompleted,
    CastleCompleted,
    CemeteryCompleted,
    RingmasterBonus,
    RobberSteal,
    RobberEnd,
    MessagePoints,
    MessageRoad,
    MessageCity,
    MessageMonastery,
    MessageExtraTile,
    MessageCoats,
    MessageKnights,
    MessageFarmers,
    MessageMeeple,
    TowerRansomPaid,
    TowerRansomReceived,
    CircusScored,
    CircusFinal,
    PyramidScored,
    RoadFinal,
    CityFinal,
    MonasteryFinal,
    FieldFinal,
    CastleFinal,
    AcrobatsFinal,
    RingmasterFinal,
    GhostsFinal,
    MessengersCombined,
    InnCompleted,
    CathedralCompleted,
    GardenCompleted,
    AbbotRecall,
    InnFinal,
    CathedralFinal,
    GardenFinal,
    GoodsMajority,
    Adjust,
};

inline constexpr int LedgerRuleCount = int(LedgerRule::Adjust) + 1;

/** @brief The rule's id, as the output writes it. */
[[nodiscard]] QString toString(LedgerRule rule);

/** @brief The rule of id @p id; none for an id no rule has. */
[[nodiscard]] std::optional<LedgerRule> ledgerRuleFrom(QStringView id);

/** @brief The rule of a feature of @p type completed during the game (`score`): roads, cities, monasteries, castles,
 * cemeteries, gardens; an inn road or a cathedral city has a rule of its own (innRule(), cathedralRule()). */
[[nodiscard]] LedgerRule completedRule(FeatureType type);

/** @brief The rule of an incomplete feature of @p type at the final scoring: roads, cities, monasteries, fields,
 * castles. */
[[nodiscard]] LedgerRule finalRule(FeatureType type);

/** @brief The rule of a road with an inn, completed or (@p completed false) open at the end. */
[[nodiscard]] LedgerRule innRule(bool completed);

/** @brief The rule of a city with a cathedral, completed or (@p completed false) open at the end. */
[[nodiscard]] LedgerRule cathedralRule(bool completed);

/** @brief The rule message tile @p tile (1–8) pays by its action. */
[[nodiscard]] LedgerRule messageRule(int tile);

} // namespace ml
