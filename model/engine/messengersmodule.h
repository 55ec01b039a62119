// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

#include <optional>

namespace ml {

/** @brief Whether the active player owes a message now: a figure whose last movement was forward from points stands on
 * a dark space. */
[[nodiscard]] bool messageOwed(const GameState &state);

/** @brief The feature type whose features message @p tile asks values for (1 roads, 2 and 5 cities, 3 monasteries). */
[[nodiscard]] std::optional<FeatureType> messageFeatureType(int tile);
/** @brief The active player's features that message @p tile (1, 2, 3 or 5) needs values for, first occupied first. */
[[nodiscard]] QList<const Feature *> messageFeatures(const GameState &state, int tile);

/** @brief The Messengers: a second scoring figure, dark spaces and the eight message tiles. */
class MessengersModule : public RuleModule
{
public:
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    void onTurnPartEnd(Engine &engine) override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;

private:
    int smallestFeature(Engine &engine, int tile, FeatureType type, const EventReader &event, Detail &detail);
    int coats(Engine &engine, const EventReader &event, Detail &detail);
    /** Message 8's payout for the figure; @p bonusTiles gets a ringmaster's count, paid as a payout of its own. */
    int scoreMeeple(Engine &engine, const EventReader &event, Detail &detail, QString &feature,
                    std::optional<int> &bonusTiles);
};

} // namespace ml
