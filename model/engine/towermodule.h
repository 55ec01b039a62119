// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief Whether @p holder holds a prisoner of @p owner. */
[[nodiscard]] bool holdsPrisonerOf(const GameState &state, int holder, int owner);
/** @brief Whether the active player's scoring figure @p payer holds enough points to pay a ransom. */
[[nodiscard]] bool canPayRansom(const GameState &state, ScoringFigure payer);

/** @brief The Tower: tower floors, captures, prisoners, the automatic exchange and ransoms. */
class TowerModule : public RuleModule
{
public:
    void setup(GameState &state) override;
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    [[nodiscard]] std::optional<Refusal> placementRefusal(const Engine &engine, const Figure &figure,
                                                          const Feature &feature) const override;

private:
    void addFloor(Engine &engine, const EventReader &event);
    void exchange(Engine &engine, int captor, int owner, const EventReader &event);
    void ransom(Engine &engine, const EventReader &event);
};

} // namespace ml
