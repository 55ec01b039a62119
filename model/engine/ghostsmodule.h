// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief Why a ghost on @p figure may not be added for the active player, or none: `expand` haunts another player's
 * figure, `limit` one of their own; never a guard, never a builder or a pig, never from an empty supply. */
[[nodiscard]] std::optional<Refusal> ghostRefusal(const GameState &state, const Figure &figure, bool expand);
/** @brief Why a ghost on @p figure is placed, as the record says it: "limit" on the active player's own figure, else
 * "expand". */
[[nodiscard]] QString ghostReason(const GameState &state, const Figure &figure);

/** @brief Ghosts, Castles and Cemeteries: guard meeples, ghosts on figures, haunted castles and cemeteries. */
class GhostsModule : public RuleModule
{
public:
    void setup(GameState &state) override;
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    void adjustPayout(const GameState &state, const Feature &feature, int player, int &points,
                      Detail &detail) const override;
    void afterFeatureScored(Engine &engine, const Feature &feature, const EventReader &event) override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;
};

} // namespace ml
