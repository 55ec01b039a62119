// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

struct Batch;

/** @brief A movement a robber may steal from: the first forward movement of another player's figure on its space. */
struct RobberCandidate {
    int player = 0;
    ScoringFigure figure = ScoringFigure::Meeple;
    int points = 0;
};

/** @brief What the robber of @p owner may steal from in batch @p batch, judged where it stood when the batch began. */
[[nodiscard]] QList<RobberCandidate> robberCandidates(const GameState &state, const Batch &batch, int owner);

/** @brief Why @p player's robber may not go on track @p space now, or none: the active player places or moves theirs,
 * another player only places one not on the track; the space must hold another player's scoring figure. */
[[nodiscard]] std::optional<Refusal> robberPlacementRefusal(const GameState &state, int player, int space);

/** @brief The Robbers: robbers on the scoring track steal half of a scoring figure's first movement in a batch. */
class RobbersModule : public RuleModule
{
public:
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    void onBatchClosed(Engine &engine) override;
    void onPayment(Engine &engine, int player, ScoringFigure figure, int from, int to) override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;

private:
    void placeRobber(Engine &engine, const EventReader &event);
    void recordSteal(Engine &engine, const EventReader &event);
};

} // namespace ml
