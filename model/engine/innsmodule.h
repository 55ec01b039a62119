// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/**
 * @brief Inns and Cathedrals: each player's large meeple, which weighs 2 in a majority (majorityWeight()); an inn on a
 * road and a cathedral in a city raise their value when completed and make them worth 0 when open at the end
 * (featurevalue.cpp).
 */
class InnsModule : public RuleModule
{
public:
    void setup(GameState &state) override;
};

} // namespace ml
