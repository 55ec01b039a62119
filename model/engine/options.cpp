// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "options.h"

#include "abbotmodule.h"
#include "bigtopmodule.h"
#include "engine.h"
#include "ghostsmodule.h"
#include "messengersmodule.h"
#include "robbersmodule.h"
#include "ruleerror.h"
#include "rules.h"
#include "towermodule.h"
#include "tradersmodule.h"

#include <algorithm>

namespace ml {

namespace {

// Each option is what the engine's own checks accept: a check returns its refusal, so asking one is asking the rules,
// and none throws here (trying every feature and track space by catching exceptions cost more than the rest).

constexpr FigureKind AllKinds[] = { FigureKind::Meeple, FigureKind::Guard,   FigureKind::Ringmaster, FigureKind::Abbot,
                                    FigureKind::Large,  FigureKind::Builder, FigureKind::Pig };
constexpr FeatureType AllTypes[] = { FeatureType::Road,  FeatureType::City,     FeatureType::Monastery,
                                     FeatureType::Field, FeatureType::Castle,   FeatureType::Cemetery,
                                     FeatureType::Tower, FeatureType::Acrobats, FeatureType::Garden };

bool inPlay(const GameState &s, std::optional<Expansion> needed)
{
    return !needed || s.has(*needed);
}

/** The ringmasters on @p f that need a count, in seating order from the active player. */
QStringList ringmastersNeedingCount(const GameState &s, const Feature &f)
{
    QStringList out;
    if (!takesRingmasterBonus(f.type))
        return out;
    for (int player : s.seatingFromActive()) {
        for (const QString &id : f.figures) {
            const Figure &fig = s.figures[id];
            if (fig.owner == player && fig.kind == FigureKind::Ringmaster)
                out.append(id);
        }
    }
    return out;
}

FeatureOption featureOption(const GameState &s, const Feature &f, Valuation when)
{
    return { f.id, f.type, valueFields(f.type, when, s.has(Expansion::Inns)), ringmastersNeedingCount(s, f),
             s.majority(f) };
}

PlacementOptions placementOptions(const Engine &engine)
{
    const GameState &s = engine.state();
    const PlayerState &me = s.players[s.active];
    PlacementOptions out;
    for (FigureKind kind : AllKinds) {
        if (inPlay(s, requiredExpansion(kind)) && me.supply[std::size_t(kind)] > 0)
            out.kinds.append(kind);
    }
    const auto target = [&](const Feature &f, bool existing) {
        PlacementTarget t { existing ? f.id : QString(), f.type, {} };
        for (FigureKind kind : std::as_const(out.kinds)) {
            // Most features on the board take no other figure, and most kinds stand on a few types: asked first,
            // without trying (and throwing).
            if (!mayStandOn(kind, f.type) || (existing && !Engine::mayJoin(kind, f.type)))
                continue;
            if (!engine.placementRefusal(s.active, kind, f, existing))
                t.kinds.append(kind);
        }
        return t;
    };
    for (FeatureType type : AllTypes) {
        if (!inPlay(s, requiredExpansion(type)))
            continue;
        Feature fresh;
        fresh.type = type;
        const PlacementTarget t = target(fresh, false);
        if (!t.kinds.isEmpty())
            out.newFeatures.append(t);
    }
    for (const Feature *f : s.featuresInOrder()) {
        const PlacementTarget t = target(*f, true);
        if (!t.kinds.isEmpty())
            out.sharedFeatures.append(t);
    }
    return out;
}

QList<MergeOption> mergeOptions(const GameState &s)
{
    QList<MergeOption> out;
    for (FeatureType type : { FeatureType::Road, FeatureType::City, FeatureType::Field }) {
        MergeOption m { type, {} };
        for (const Feature *f : s.featuresInOrder()) {
            if (f->type == type)
                m.features.append(f->id);
        }
        if (m.features.size() >= 2)
            out.append(m);
    }
    return out;
}

QList<RobberOption> robberOptions(const GameState &s)
{
    QList<RobberOption> out;
    for (int player : s.seatingFromActive()) {
        RobberOption r { player, s.players[player].robber, {} };
        for (int space = 0; space < rules::TrackSpaces; ++space) {
            if (!robberPlacementRefusal(s, player, space))
                r.spaces.append(space);
        }
        if (!r.spaces.isEmpty())
            out.append(r);
    }
    return out;
}

QList<MessageOption> messageOptions(const GameState &s)
{
    QList<MessageOption> out;
    for (int tile = 1; tile <= rules::MessageTiles; ++tile) {
        MessageOption m;
        m.tile = tile;
        if (const auto type = messageFeatureType(tile)) {
            // Messages 1–3 value the feature as at the end; message 5 counts only the coats of arms.
            for (const Feature *f : messageFeatures(s, tile)) {
                FeatureOption option {
                    f->id, f->type, valueFields(f->type, Valuation::Final, s.has(Expansion::Inns)), {}, s.majority(*f)
                };
                if (tile == 5) {
                    option.values.erase(std::remove_if(option.values.begin(), option.values.end(),
                                                       [](const ValueField &v) { return v.key != u"coats"; }),
                                        option.values.end());
                    for (ValueField &v : option.values) {
                        v.atMost.clear();
                        v.optional = false;
                    }
                }
                m.features.append(option);
            }
            m.actionAllowed = tile == 5 || !m.features.isEmpty();
        }
        if (tile == 8) {
            for (const Feature *f : s.featuresInOrder()) {
                for (const QString &id : f->figures) {
                    const Figure &fig = s.figures[id];
                    if (fig.owner != s.active || !isFollower(fig.kind))
                        continue; // message 8 never names a builder or a pig
                    const bool ringmaster = fig.kind == FigureKind::Ringmaster && takesRingmasterBonus(f->type);
                    FeatureOption feature { f->id,
                                            f->type,
                                            valueFields(f->type, Valuation::Final, s.has(Expansion::Inns)),
                                            {},
                                            s.majority(*f) };
                    m.figures.append({ id, fig.kind, feature, ringmaster });
                }
            }
            // Message 8 scores one of the player's figures: without one on the board it is taken as points.
            m.actionAllowed = !m.figures.isEmpty();
        }
        out.append(m);
    }
    return out;
}

QList<RansomOption> ransomOptions(const GameState &s)
{
    QList<RansomOption> out;
    if (s.ransomPaidThisTurn)
        return out;
    QList<ScoringFigure> payers;
    for (ScoringFigure f : { ScoringFigure::Meeple, ScoringFigure::Messenger }) {
        if ((f == ScoringFigure::Meeple || s.has(Expansion::Messengers)) && canPayRansom(s, f))
            payers.append(f);
    }
    // No scoring figure holds the ransom: a ransom would be refused, so none is offered.
    if (payers.isEmpty())
        return out;
    for (int captor = 0; captor < s.playerCount(); ++captor) {
        for (const Prisoner &p : s.players[captor].prisoners) {
            if (p.owner == s.active)
                out.append({ p.figure, p.kind, captor, payers });
        }
    }
    return out;
}

QStringList prisonersOf(const GameState &s, int holder, int owner)
{
    QStringList out;
    for (const Prisoner &p : s.players[holder].prisoners) {
        if (p.owner == owner)
            out.append(p.figure);
    }
    return out;
}

std::optional<TowerOptions> towerOptions(const GameState &s)
{
    const PlayerState &me = s.players[s.active];
    if (me.floors <= 0)
        return std::nullopt;
    TowerOptions out;
    out.floorsLeft = me.floors;
    for (const Feature *f : s.featuresInOrder()) {
        if (f->type == FeatureType::Tower && f->figures.isEmpty())
            out.towers.append(f->id);
    }
    for (const Feature *f : s.featuresInOrder()) {
        for (const QString &id : f->figures) {
            const Figure &fig = s.figures[id];
            if (!isFollower(fig.kind))
                continue; // a builder or a pig is never captured
            CaptureOption c { id, fig.owner, {}, {} };
            // Capturing another player's figure swaps prisoners at once when that player holds one of ours.
            if (fig.owner != s.active && holdsPrisonerOf(s, fig.owner, s.active)) {
                c.ownFiguresBack = prisonersOf(s, fig.owner, s.active);
                c.theirFiguresBack = prisonersOf(s, s.active, fig.owner) << id;
            }
            out.captures.append(c);
        }
    }
    return out;
}

} // namespace

QList<PendingChoice> pendingChoices(const Engine &engine)
{
    QList<PendingChoice> out;
    const GameState &s = engine.state();
    const Batch &b = engine.batch();
    if (!b.open || !s.has(Expansion::Robbers))
        return out;
    for (int owner : s.seatingFromActive()) {
        bool chosen = false;
        for (const StealChoice &c : b.steals)
            chosen = chosen || c.robber == owner;
        const QList<RobberCandidate> candidates = robberCandidates(s, b, owner);
        if (chosen || candidates.isEmpty())
            continue;
        out.append({ owner, b.startRobbers[owner], candidates, adviseSteal(s, candidates, owner) });
    }
    return out;
}

TableOptions tableOptions(const Engine &open)
{
    // Every event but a `steal` (and a `score` that extends the run) closes the open batch first, robbing and moving
    // robbers by default: the options of those events are those of the table once it is closed.
    TableOptions out;
    out.pending = pendingChoices(open);
    Engine engine(open);
    engine.finish();
    const GameState &s = engine.state();
    out.started = s.turnStarted;
    out.actionsThisTurnPart = s.actionsThisTurnPart;
    out.finished = s.finished;
    out.active = s.active;
    out.nextPlayer = s.turnStarted ? (s.active + 1) % s.playerCount() : 0;
    out.scoringFigures.append(ScoringFigure::Meeple);
    if (s.has(Expansion::Messengers))
        out.scoringFigures.append(ScoringFigure::Messenger);
    if (s.finished)
        return out;
    for (const Feature *f : s.featuresInOrder()) {
        if (scoredAtEnd(f->type))
            out.finalValues.append(featureOption(s, *f, Valuation::Final));
    }
    if (s.has(Expansion::BigTop)) {
        for (int a = 0; a < AnimalCount; ++a) {
            if (s.animals[std::size_t(a)] > 0)
                out.animals.append({ Animal(a), rules::AnimalValues[std::size_t(a)], s.animals[std::size_t(a)] });
        }
        for (int p = 0; p < s.playerCount(); ++p)
            out.circusFigures.append(s.boardFigures(p));
    }
    if (!s.turnStarted)
        return out;

    out.place = placementOptions(engine);
    for (const Feature *f : s.featuresInOrder()) {
        if (scoredWhenCompleted(f->type))
            out.scorable.append(featureOption(s, *f, Valuation::Completed));
        if (pyramidComplete(*f))
            out.pyramids.append(f->id);
    }
    out.merges = mergeOptions(s);
    if (s.has(Expansion::Robbers))
        out.robbers = robberOptions(s);
    if (s.has(Expansion::Ghosts) && s.ghostSupply > 0) {
        for (const Feature *f : s.featuresInOrder()) {
            for (const QString &id : f->figures) {
                const Figure &fig = s.figures[id];
                if (!ghostRefusal(s, fig, true))
                    out.ghostsExpand.append(id);
                if (!ghostRefusal(s, fig, false))
                    out.ghostsLimit.append(id);
            }
        }
    }
    if (s.has(Expansion::Messengers)) {
        out.messageOwed = messageOwed(s);
        if (out.messageOwed)
            out.messages = messageOptions(s);
    }
    if (s.has(Expansion::Tower)) {
        out.ransoms = ransomOptions(s);
        out.tower = towerOptions(s);
    }
    out.turnPart = s.turnPart;
    out.builderPart = s.builderPart;
    if (s.has(Expansion::Abbot)) {
        for (const Feature *f : s.featuresInOrder()) {
            for (const QString &id : f->figures) {
                const Figure &fig = s.figures[id];
                if (canRecall(s, fig))
                    out.recalls.append({ id, f->id, f->type, fig.ghosts, rules::RecallTilesMax });
            }
        }
    }
    if (s.has(Expansion::Traders)) {
        out.builderTile = builderTileAllowed(s);
        GoodsOption goods { s.goodsSupply, false };
        // A city scored by this tile: its goods, if it shows any, go to the active player [Traders and Builders rules].
        const Batch &batch = open.batch();
        if (batch.open && batch.scoreRun) {
            // The batch's payouts are the ledger's last entries: read from the end, never the whole game.
            const AppendList<LedgerEntry> &ledger = open.state().ledger;
            for (auto e = ledger.crbegin(); e != ledger.crend() && e->event >= batch.firstEvent; ++e) {
                if (e->rule == LedgerRule::CityCompleted || e->rule == LedgerRule::CathedralCompleted)
                    goods.cityScored = true;
            }
        }
        if (std::ranges::any_of(goods.left, [](int n) { return n > 0; }))
            out.goods = goods;
    }
    return out;
}

} // namespace ml
