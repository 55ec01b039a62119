// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "abbotmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

namespace ml {

bool canRecall(const GameState &state, const Figure &figure)
{
    return figure.kind == FigureKind::Abbot && figure.owner == state.active && state.recallsThisTurnPart == 0;
}

void AbbotModule::setup(GameState &state)
{
    for (PlayerState &p : state.players)
        p.supply[std::size_t(FigureKind::Abbot)] = rules::Abbots;
}

QStringList AbbotModule::eventTypes() const
{
    return { QStringLiteral("recall") };
}

void AbbotModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    Q_UNUSED(type)
    engine.requireTurn();
    GameState &s = engine.state();
    const QString id = event.string(QStringLiteral("figure"));
    const Figure fig = engine.figure(id);
    if (fig.kind != FigureKind::Abbot)
        throw RuleError(RefusalCode::RecallNotAbbot, id, fig.kind);
    if (fig.owner != s.active)
        throw RuleError(RefusalCode::RecallOtherPlayer, id, s.playerArg(fig.owner));
    if (s.recallsThisTurnPart > 0)
        throw RuleError(RefusalCode::RecallTwice, s.playerArg(s.active));
    // The monastery or garden is incomplete: its tile and at most 7 of its 8 neighbours [The Abbot rules].
    const int tiles = event.integer(QStringLiteral("tiles"), 1, rules::RecallTilesMax);
    const ScoringFigure mover = engine.mover(event);
    // A batch of its own: robbers steal from it and it may owe a message; each ghost costs 2 [rulings between the
    // expansions].
    engine.beginBatch();
    engine.pay(s.active, mover, tiles - rules::GhostPenalty * fig.ghosts, LedgerRule::AbbotRecall,
               { { QStringLiteral("figure"), id },
                 { QStringLiteral("tiles"), tiles },
                 { QStringLiteral("ghosts"), fig.ghosts },
                 { QStringLiteral("featureType"), toString(s.features.value(fig.feature).type) } },
               fig.feature);
    engine.returnToSupply(id);
    ++s.recallsThisTurnPart;
}

std::optional<Refusal> AbbotModule::placementRefusal(const Engine &engine, const Figure &figure,
                                                     const Feature &feature) const
{
    Q_UNUSED(engine)
    if (figure.kind == FigureKind::Abbot && !mayStandOn(figure.kind, feature.type))
        return refusalOf(RefusalCode::AbbotOnlyOnMonastery, feature.type);
    if (feature.type == FeatureType::Garden && !mayStandOn(figure.kind, feature.type))
        return refusalOf(RefusalCode::GardenOnlyForAbbot, figure.kind);
    return std::nullopt;
}

} // namespace ml
