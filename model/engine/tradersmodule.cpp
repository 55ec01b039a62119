// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "tradersmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

#include <algorithm>

namespace ml {

namespace {

/** Whether @p player's builder stands on the board. */
bool builderOnBoard(const GameState &s, int player)
{
    return std::ranges::any_of(s.figures,
                               [&](const Figure &f) { return f.owner == player && f.kind == FigureKind::Builder; });
}

} // namespace

std::array<bool, GoodsCount> leadsGoods(const GameState &state, int player)
{
    std::array<bool, GoodsCount> out {};
    for (std::size_t g = 0; g < out.size(); ++g) {
        int most = 0;
        for (const PlayerState &p : state.players)
            most = std::max(most, p.goods[g]);
        out[g] = most > 0 && state.players[player].goods[g] == most;
    }
    return out;
}

bool builderTileAllowed(const GameState &state)
{
    return state.turnStarted && !state.finished && state.builderTilesTaken < state.builderTilesEarned;
}

void TradersModule::setup(GameState &state)
{
    state.goodsSupply = rules::GoodsTokens;
    for (PlayerState &p : state.players) {
        p.supply[std::size_t(FigureKind::Builder)] = rules::Builders;
        p.supply[std::size_t(FigureKind::Pig)] = rules::Pigs;
    }
}

QStringList TradersModule::eventTypes() const
{
    return { QStringLiteral("goods"), QStringLiteral("builder") };
}

void TradersModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    engine.requireTurn();
    if (type == QLatin1String("goods"))
        takeGoods(engine, event);
    else
        builderTile(engine);
}

void TradersModule::takeGoods(Engine &engine, const EventReader &event)
{
    GameState &s = engine.state();
    event.forEachKey([&](const QString &key) {
        if (key != QLatin1String("type") && !goodsFromString(key))
            throw RuleError(RefusalCode::GoodsUnknown, key);
    });
    std::array<int, GoodsCount> taken {};
    for (int g = 0; g < GoodsCount; ++g) {
        const QString key = toString(Goods(g));
        taken[std::size_t(g)] = event.optionalInteger(key, 0, std::numeric_limits<int>::max() / 4).value_or(0);
        const int left = s.goodsSupply[std::size_t(g)];
        if (taken[std::size_t(g)] > left)
            throw RuleError(RefusalCode::GoodsTokensGone, Goods(g), taken[std::size_t(g)], left);
    }
    if (std::ranges::all_of(taken, [](int n) { return n == 0; }))
        throw RuleError(RefusalCode::GoodsNone);
    // Whoever held the city, the player who completed it takes its goods [Traders and Builders rules].
    for (std::size_t g = 0; g < taken.size(); ++g) {
        s.goodsSupply[g] -= taken[g];
        s.players[s.active].goods[g] += taken[g];
    }
}

void TradersModule::builderTile(Engine &engine)
{
    GameState &s = engine.state();
    if (!builderTileAllowed(s))
        throw RuleError(s.builderTilesEarned == 0 ? RefusalCode::BuilderNotOnBoard : RefusalCode::BuilderTileTaken,
                        s.playerArg(s.active));
    ++s.builderTilesTaken;
    // The builder's tile is a turn part of its own: the scoring of the one before is over [rulings between the
    // expansions].
    engine.endTurnPart();
    engine.beginTurnPart(TurnPart::BuilderTile);
}

void TradersModule::onTurnPartBegins(Engine &engine, TurnPart part)
{
    // A part that began with the builder on the board may earn one builder's tile; a builder's tile never earns one.
    GameState &s = engine.state();
    if (part != TurnPart::BuilderTile && builderOnBoard(s, s.active))
        ++s.builderTilesEarned;
}

std::optional<Refusal> TradersModule::placementRefusal(const Engine &engine, const Figure &figure,
                                                       const Feature &feature) const
{
    const GameState &s = engine.state();
    if (figure.kind != FigureKind::Builder && figure.kind != FigureKind::Pig)
        return std::nullopt;
    if (!mayStandOn(figure.kind, feature.type))
        return refusalOf(RefusalCode::BuilderPlacement, figure.kind, feature.type);
    if (s.figureOfKind(feature, figure.owner, figure.kind))
        return refusalOf(RefusalCode::BuilderOrPigAlreadyThere, figure.kind, feature.id, s.playerArg(figure.owner));
    if (s.figuresOf(feature, figure.owner) == 0)
        return refusalOf(RefusalCode::BuilderNeedsOwnFigure, figure.kind, feature.id, s.playerArg(figure.owner));
    return std::nullopt;
}

void TradersModule::adjustFinalPayout(const GameState &state, const Feature &feature, int player, int &points,
                                      Detail &detail) const
{
    if (feature.type != FeatureType::Field || !state.figureOfKind(feature, player, FigureKind::Pig))
        return;
    // The scoring farmer's own pig: 4 per city instead of 3 [Traders and Builders rules, The pig].
    const int cities = detail.number(QStringLiteral("cities"));
    points = rules::PigFieldPointsPerCity * cities;
    detail.insert(QStringLiteral("pig"), true);
    detail.insert(QStringLiteral("perCity"), rules::PigFieldPointsPerCity);
}

void TradersModule::finalScoring(Engine &engine, FinalStep step, const EventReader &end)
{
    Q_UNUSED(end)
    if (step != FinalStep::Goods)
        return;
    const GameState &s = engine.state();
    for (int g = 0; g < GoodsCount; ++g) {
        // The most tokens of a kind, at least 1: nobody without one has the most.
        for (int player : s.seatingFromActive()) {
            if (leadsGoods(s, player)[std::size_t(g)])
                engine.pay(player, ScoringFigure::Meeple, rules::GoodsMajorityPoints, LedgerRule::GoodsMajority,
                           { { QStringLiteral("goods"), toString(Goods(g)) },
                             { QStringLiteral("tokens"), s.players[player].goods[std::size_t(g)] } });
        }
    }
}

} // namespace ml
