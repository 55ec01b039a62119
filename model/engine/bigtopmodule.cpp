// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "bigtopmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

namespace ml {

namespace {

using rules::AcrobatPoints;
using rules::AnimalTokens;
using rules::AnimalValues;
using rules::PyramidSize;

/**
 * The ringmaster counts a scoring needs (`ringmaster: {figureId: n}` in @p fields), in seating order from the active
 * player; refuses a missing count and one for a figure that is not a ringmaster on @p f.
 */
QList<std::pair<QString, int>> ringmasterCounts(const GameState &s, const Feature &f, const EventReader &fields)
{
    QList<std::pair<QString, int>> out;
    const bool bonus = takesRingmasterBonus(f.type);
    const EventReader counts = fields.has(QStringLiteral("ringmaster"))
        ? fields.child(QStringLiteral("ringmaster"))
        : EventReader(QJsonObject {}, fields.fieldName(QStringLiteral("ringmaster")));
    counts.forEachKey([&](const QString &id) {
        const auto fig = s.figures.constFind(id);
        if (!bonus || fig == s.figures.constEnd() || fig->feature != f.id || fig->kind != FigureKind::Ringmaster)
            throw RuleError(RefusalCode::NotABonusRingmaster, counts.fieldName(id), id, f.type, f.id);
    });
    if (!bonus)
        return out;
    for (int player : s.seatingFromActive()) {
        for (const QString &id : f.figures) {
            const Figure &fig = s.figures[id];
            if (fig.owner != player || fig.kind != FigureKind::Ringmaster)
                continue;
            if (!counts.has(id))
                throw RuleError(RefusalCode::RingmasterCountMissing, counts.fieldName(id), id);
            out.append({ id, counts.integer(id, 0, rules::RingmasterCountMax) });
        }
    }
    return out;
}

} // namespace

bool takesRingmasterBonus(FeatureType t)
{
    return t == FeatureType::Road || t == FeatureType::City || t == FeatureType::Monastery || t == FeatureType::Field;
}

bool pyramidComplete(const Feature &feature)
{
    return feature.type == FeatureType::Acrobats && feature.figures.size() == PyramidSize;
}

void BigTopModule::setup(GameState &state)
{
    for (int a = 0; a < AnimalCount; ++a)
        state.animals[std::size_t(a)] = AnimalTokens[std::size_t(a)];
    for (PlayerState &p : state.players)
        p.supply[std::size_t(FigureKind::Ringmaster)] = 1;
}

QStringList BigTopModule::eventTypes() const
{
    return { QStringLiteral("circus"), QStringLiteral("pyramid") };
}

void BigTopModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    engine.requireTurn();
    if (type == QLatin1String("pyramid"))
        return scorePyramid(engine, event);
    const Movers movers = engine.movers(event);
    engine.beginBatch();
    scoreCircus(engine, event, movers, LedgerRule::CircusScored);
}

void BigTopModule::scoreCircus(Engine &engine, const EventReader &circus, const Movers &movers, LedgerRule rule)
{
    GameState &s = engine.state();
    const QString name = circus.string(QStringLiteral("animal"));
    const auto animal = animalFromString(name);
    if (!animal)
        throw RuleError(RefusalCode::AnimalUnknown, circus.fieldName(QStringLiteral("animal")), name);
    int &left = s.animals[std::size_t(*animal)];
    if (left <= 0)
        throw RuleError(RefusalCode::AnimalTokensGone, AnimalTokens[std::size_t(*animal)], *animal);
    const EventReader meeples = circus.child(QStringLiteral("meeples"));
    QHash<int, int> counts;
    meeples.forEachKey([&](const QString &id) {
        int player = engine.findPlayer(id);
        if (player < 0)
            player = engine.playerIndex(id, meeples.fieldName(id)); // throws, naming the field
        const int onBoard = s.boardFigures(player);
        counts.insert(player, meeples.integer(id, 0, onBoard));
    });
    --left;
    const int value = AnimalValues[std::size_t(*animal)];
    for (int player : s.seatingFromActive()) {
        if (!counts.contains(player))
            continue;
        engine.pay(player, movers.value(player, ScoringFigure::Meeple), counts[player] * value, rule,
                   { { QStringLiteral("animal"), name },
                     { QStringLiteral("value"), value },
                     { QStringLiteral("figures"), counts[player] } });
    }
}

void BigTopModule::scorePyramid(Engine &engine, const EventReader &event)
{
    GameState &s = engine.state();
    const Feature f = engine.feature(event.string(QStringLiteral("feature")));
    if (f.type != FeatureType::Acrobats)
        throw RuleError(RefusalCode::NotAnAcrobatSpace, f.id, f.type);
    if (!pyramidComplete(f))
        throw RuleError(RefusalCode::PyramidIncomplete, f.id, int(f.figures.size()));
    const Movers movers = engine.movers(event);
    engine.beginBatch();
    for (int player : s.seatingFromActive()) {
        const int acrobats = s.figuresOf(f, player);
        if (acrobats == 0)
            continue;
        const int ghosts = s.ghostsOf(f, player);
        engine.pay(player, movers.value(player, ScoringFigure::Meeple),
                   AcrobatPoints * acrobats - rules::GhostPenalty * ghosts, LedgerRule::PyramidScored,
                   { { QStringLiteral("acrobats"), acrobats }, { QStringLiteral("ghosts"), ghosts } }, f.id);
    }
    for (const QString &id : f.figures)
        engine.returnToSupply(id);
}

std::optional<Refusal> BigTopModule::placementRefusal(const Engine &engine, const Figure &figure,
                                                      const Feature &feature) const
{
    Q_UNUSED(engine)
    if (feature.type != FeatureType::Acrobats)
        return std::nullopt;
    if (figure.kind == FigureKind::Ringmaster)
        return refusalOf(RefusalCode::RingmasterNeverAcrobat);
    // Only normal meeples make a pyramid: not the large meeple [Under the Big Top rules; rulings between the
    // expansions].
    if (figure.kind == FigureKind::Large)
        return refusalOf(RefusalCode::LargeMeepleNeverAcrobat);
    if (feature.figures.size() >= PyramidSize)
        return refusalOf(RefusalCode::PyramidComplete, feature.id);
    return std::nullopt;
}

void BigTopModule::afterFeatureScored(Engine &engine, const Feature &feature, const EventReader &event)
{
    const GameState &s = engine.state();
    bool ringmaster = event.has(QStringLiteral("ringmaster"));
    for (const QString &id : feature.figures)
        ringmaster = ringmaster || s.figures[id].kind == FigureKind::Ringmaster;
    if (!ringmaster)
        return;
    const QList<std::pair<QString, int>> counts = ringmasterCounts(s, feature, event);
    const Movers movers = engine.movers(event);
    const Movers bonusMovers = engine.movers(event, QStringLiteral("bonusMovers"));
    for (const auto &[id, tiles] : counts) {
        const int owner = s.figures[id].owner;
        const ScoringFigure figure = bonusMovers.value(owner, movers.value(owner, ScoringFigure::Meeple));
        engine.pay(owner, figure, rules::RingmasterPointsPerTile * tiles, LedgerRule::RingmasterBonus,
                   { { QStringLiteral("ringmaster"), id }, { QStringLiteral("tiles"), tiles } }, feature.id);
    }
}

void BigTopModule::checkEnd(const Engine &engine, const EventReader &end) const
{
    const GameState &s = engine.state();
    const EventReader values = end.child(QStringLiteral("values"));
    for (const Feature *f : s.featuresInOrder()) {
        if (values.has(f->id))
            (void)ringmasterCounts(s, *f, values.child(f->id));
    }
}

void BigTopModule::finalScoring(Engine &engine, FinalStep step, const EventReader &end)
{
    if (step != FinalStep::Circus || !end.has(QStringLiteral("circus")))
        return;
    scoreCircus(engine, end.child(QStringLiteral("circus")), engine.movers(end), LedgerRule::CircusFinal);
}

void BigTopModule::finalFeature(Engine &engine, const Feature &feature, const EventReader &values)
{
    const GameState &s = engine.state();
    if (feature.type == FeatureType::Acrobats) {
        for (int player : s.seatingFromActive()) {
            const int acrobats = s.figuresOf(feature, player);
            if (acrobats > 0)
                engine.pay(player, ScoringFigure::Meeple, AcrobatPoints * acrobats, LedgerRule::AcrobatsFinal,
                           { { QStringLiteral("acrobats"), acrobats } }, feature.id);
        }
        return;
    }
    if (!takesRingmasterBonus(feature.type))
        return;
    for (const auto &[id, tiles] : ringmasterCounts(s, feature, values.child(feature.id))) {
        engine.pay(s.figures[id].owner, ScoringFigure::Meeple, rules::RingmasterPointsPerTile * tiles,
                   LedgerRule::RingmasterFinal,
                   { { QStringLiteral("ringmaster"), id }, { QStringLiteral("tiles"), tiles } }, feature.id);
    }
}

} // namespace ml
