// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief The goods of which @p player holds the most tokens (at least 1; ties all lead), by Goods. */
[[nodiscard]] std::array<bool, GoodsCount> leadsGoods(const GameState &state, int player);

/** @brief Whether the active player may take a builder's tile now (`builder`). */
[[nodiscard]] bool builderTileAllowed(const GameState &state);

/**
 * @brief Traders and Builders: goods tokens taken from completed cities and their majorities at the end; the builder,
 * which earns a second tile; the pig, which makes its owner's field worth 4 per city.
 */
class TradersModule : public RuleModule
{
public:
    void setup(GameState &state) override;
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    [[nodiscard]] std::optional<Refusal> placementRefusal(const Engine &engine, const Figure &figure,
                                                          const Feature &feature) const override;
    void onTurnPartBegins(Engine &engine, TurnPart part) override;
    void adjustFinalPayout(const GameState &state, const Feature &feature, int player, int &points,
                           Detail &detail) const override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;

private:
    static void takeGoods(Engine &engine, const EventReader &event);
    static void builderTile(Engine &engine);
};

} // namespace ml
