// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief Whether @p figure may be taken back now by a `recall`: the active player's abbot, none taken back yet in this
 * turn part. */
[[nodiscard]] bool canRecall(const GameState &state, const Figure &figure);

/**
 * @brief The Abbot: each player's abbot stands on a monastery or a garden (a garden holds only an abbot), scores as a
 * monk, and may be taken back early from an incomplete one for 1 per tile of its neighbourhood (`recall`).
 */
class AbbotModule : public RuleModule
{
public:
    void setup(GameState &state) override;
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    [[nodiscard]] std::optional<Refusal> placementRefusal(const Engine &engine, const Figure &figure,
                                                          const Feature &feature) const override;
};

} // namespace ml
