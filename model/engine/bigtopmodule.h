// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

namespace ml {

/** @brief Whether a ringmaster on a feature of @p type takes a bonus: roads, cities, monasteries and fields. */
[[nodiscard]] bool takesRingmasterBonus(FeatureType type);
/** @brief Whether the acrobat space @p feature holds a full pyramid, which a `pyramid` event scores. */
[[nodiscard]] bool pyramidComplete(const Feature &feature);

/** @brief Under the Big Top: the circus and its animal tokens, acrobat pyramids and the ringmaster. */
class BigTopModule : public RuleModule
{
public:
    void setup(GameState &state) override;
    [[nodiscard]] QStringList eventTypes() const override;
    void apply(Engine &engine, const QString &type, const EventReader &event) override;
    [[nodiscard]] std::optional<Refusal> placementRefusal(const Engine &engine, const Figure &figure,
                                                          const Feature &feature) const override;
    void afterFeatureScored(Engine &engine, const Feature &feature, const EventReader &event) override;
    void checkEnd(const Engine &engine, const EventReader &end) const override;
    void finalScoring(Engine &engine, FinalStep step, const EventReader &end) override;
    void finalFeature(Engine &engine, const Feature &feature, const EventReader &values) override;

private:
    void scoreCircus(Engine &engine, const EventReader &circus, const Movers &movers, LedgerRule rule);
    void scorePyramid(Engine &engine, const EventReader &event);
};

} // namespace ml
