// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"
#include "robbersmodule.h"

namespace ml {

/** @brief Which scoring figure a player does best to move for a payout, and the rule id of the reason. */
struct MoverAdvice {
    ScoringFigure figure = ScoringFigure::Meeple;
    /** `mover.only` (no messenger), `mover.keepMessage`, `mover.darkSpace`, `mover.dodgeRobber`,
        `mover.clampAtZero` or `mover.either` */
    QString reason;
    std::array<int, 2> landing {}; ///< where each figure would stand
};

/** @brief Which candidate a robber does best to rob, onto which figure, and why. */
struct StealAdvice {
    RobberCandidate candidate;
    ScoringFigure mover = ScoringFigure::Meeple;
    QString reason; ///< `steal.message` (the rogue points land on a dark space) or `steal.mostPoints`
};

/**
 * @brief Advice for @p player taking @p points (may be negative): land on a dark space when it brings a message, keep
 * a message already owed, dodge another player's robber, lose as little as possible at 0.
 */
[[nodiscard]] MoverAdvice adviseMover(const GameState &state, int player, int points);

/** @brief Advice for the robber of @p owner choosing among @p candidates (not empty). */
[[nodiscard]] StealAdvice adviseSteal(const GameState &state, const QList<RobberCandidate> &candidates, int owner);

} // namespace ml
