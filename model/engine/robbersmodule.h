#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief The Robbers: robbers on the scoring track steal half of a scoring figure's first movement in a batch. */
class RobbersModule : public RuleModule
{
public:
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    void onBatchClosed(Engine &engine) override;
    void onPayment(Engine &engine, int player, ScoringFigure figure, int from, int to) override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;
    void writeOutput(const GameState &state, QJsonObject &output) const override;

private:
    void placeRobber(Engine &engine, const EventReader &event);
    void recordSteal(Engine &engine, const EventReader &event);
};

} // namespace ml
