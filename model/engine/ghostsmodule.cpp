// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ghostsmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

namespace ml {

namespace {

using rules::GhostsThatScare;
using rules::GhostSupply;
using rules::SpareGuards;
constexpr int Meeples = rules::GhostsMeeples;
constexpr int Guards = rules::GhostsGuards;

} // namespace

void GhostsModule::setup(GameState &state)
{
    state.ghostSupply = GhostSupply;
    for (PlayerState &p : state.players) {
        p.supply[std::size_t(FigureKind::Meeple)] = Meeples;
        p.supply[std::size_t(FigureKind::Guard)] = Guards;
        p.generalGuards = SpareGuards;
    }
}

std::optional<Refusal> ghostRefusal(const GameState &s, const Figure &fig, bool expand)
{
    if (fig.kind == FigureKind::Guard)
        return refusalOf(RefusalCode::GhostOnGuard, fig.id);
    if (!isFollower(fig.kind))
        return refusalOf(RefusalCode::NeverHaunted, fig.id, fig.kind); // a builder or a pig
    if (s.ghostSupply <= 0)
        return refusalOf(RefusalCode::NoGhostLeft);
    if (expand && fig.owner == s.active)
        return refusalOf(RefusalCode::ExpandOnOwnFigure, fig.id, s.playerArg(s.active));
    if (!expand && fig.owner != s.active)
        return refusalOf(RefusalCode::LimitOnOtherFigure, fig.id, s.playerArg(fig.owner));
    return std::nullopt;
}

QString ghostReason(const GameState &s, const Figure &fig)
{
    return fig.owner == s.active ? QStringLiteral("limit") : QStringLiteral("expand");
}

QStringList GhostsModule::eventTypes() const
{
    return { QStringLiteral("ghost") };
}

void GhostsModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    Q_UNUSED(type)
    engine.requireTurn();
    GameState &s = engine.state();
    const QString id = event.string(QStringLiteral("figure"));
    const QString reason = event.string(QStringLiteral("reason"));
    if (reason != QLatin1String("expand") && reason != QLatin1String("limit"))
        throw RuleError(RefusalCode::GhostReasonUnknown, reason);
    Figure &fig = engine.figure(id);
    if (auto refusal = ghostRefusal(s, fig, reason == QLatin1String("expand")))
        throw RuleError(std::move(*refusal));
    --s.ghostSupply;
    if (++fig.ghosts >= GhostsThatScare)
        engine.returnToSupply(id); // the third ghost scares the figure off; its ghosts go back
}

void GhostsModule::adjustPayout(const GameState &state, const Feature &feature, int player, int &points,
                                Detail &detail) const
{
    const int ghosts = state.ghostsOf(feature, player);
    detail.insert(QStringLiteral("ghosts"), ghosts);
    points -= rules::GhostPenalty * ghosts;
}

void GhostsModule::afterFeatureScored(Engine &engine, const Feature &feature, const EventReader &event)
{
    Q_UNUSED(event)
    if (feature.type != FeatureType::Cemetery)
        return;
    GameState &s = engine.state();
    for (const QString &id : feature.figures) {
        PlayerState &keeper = s.players[s.figures[id].owner];
        if (keeper.generalGuards > 0) {
            --keeper.generalGuards;
            ++keeper.supply[std::size_t(FigureKind::Guard)];
        }
    }
}

void GhostsModule::finalScoring(Engine &engine, FinalStep step, const EventReader &end)
{
    Q_UNUSED(end)
    if (step != FinalStep::Ghosts)
        return;
    GameState &s = engine.state();
    for (int player : s.seatingFromActive()) {
        int ghosts = 0;
        for (const Figure &f : std::as_const(s.figures)) {
            if (f.owner == player && s.features.value(f.feature).type != FeatureType::Cemetery)
                ghosts += f.ghosts;
        }
        if (ghosts > 0)
            engine.pay(player, ScoringFigure::Meeple, -rules::FinalGhostPenalty * ghosts, LedgerRule::GhostsFinal,
                       { { QStringLiteral("ghosts"), ghosts } });
    }
}

} // namespace ml
