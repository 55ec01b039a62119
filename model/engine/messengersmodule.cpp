// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "messengersmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "featurevalue.h"
#include "ruleerror.h"
#include "rules.h"

#include <limits>

namespace ml {

namespace {

using rules::DarkSpaceEvery;
using rules::MessagePoints;

/** The features of @p type on which @p player has a figure, in the order they were first occupied. */
QList<const Feature *> featuresWith(const GameState &s, int player, FeatureType type)
{
    QList<const Feature *> out;
    for (const Feature *f : s.featuresInOrder()) {
        if (f->type == type && s.figuresOf(*f, player) > 0)
            out.append(f);
    }
    return out;
}

/** Checks that `values` names exactly @p features. */
void requireExactly(const GameState &s, const EventReader &values, const QList<const Feature *> &features,
                    FeatureType type)
{
    for (const Feature *f : features) {
        if (!values.has(f->id))
            throw RuleError(RefusalCode::MessageValueMissing, type, f->id, s.playerArg(s.active));
    }
    for (auto it = values.json().begin(); it != values.json().end(); ++it) {
        bool listed = false;
        for (const Feature *f : features)
            listed = listed || f->id == it.key();
        if (!listed)
            throw RuleError(RefusalCode::MessageValueNotListed, it.key(), type, s.playerArg(s.active));
    }
}

int figuresOn(const GameState &s, int player, FeatureType type)
{
    int n = 0;
    for (const Figure &f : s.figures) {
        if (f.owner == player && isFollower(f.kind) && s.features.value(f.feature).type == type)
            ++n;
    }
    return n;
}

} // namespace

std::optional<FeatureType> messageFeatureType(int tile)
{
    switch (tile) {
    case 1:
        return FeatureType::Road;
    case 2:
    case 5:
        return FeatureType::City;
    case 3:
        return FeatureType::Monastery;
    default:
        return std::nullopt;
    }
}

QList<const Feature *> messageFeatures(const GameState &state, int tile)
{
    const auto type = messageFeatureType(tile);
    return type ? featuresWith(state, state.active, *type) : QList<const Feature *> {};
}

bool messageOwed(const GameState &state)
{
    if (!state.has(Expansion::Messengers) || state.active < 0 || state.finished)
        return false;
    const PlayerState &p = state.players[state.active];
    for (std::size_t f = 0; f < 2; ++f) {
        if (p.movedThisPart[f] && p.lastMoveForwardFromPoints[f] && p.position[f] % DarkSpaceEvery == 0)
            return true;
    }
    return false;
}

QStringList MessengersModule::eventTypes() const
{
    return { QStringLiteral("message") };
}

void MessengersModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    Q_UNUSED(type)
    engine.requireTurn();
    GameState &s = engine.state();
    if (!messageOwed(s))
        throw RuleError(RefusalCode::NoMessageOwed, s.playerArg(s.active));
    const int tile = event.integer(QStringLiteral("tile"), 1, rules::MessageTiles);
    const QString take = event.string(QStringLiteral("take"));
    if (take != QLatin1String("points") && take != QLatin1String("action"))
        throw RuleError(RefusalCode::MessageTakeUnknown, take);
    const ScoringFigure mover = engine.mover(event);

    // The message answers what was owed; only its own points count for the next one.
    for (PlayerState &p : s.players) {
        p.movedThisPart = {};
        p.lastMoveForwardFromPoints = {};
    }
    Detail detail { { QStringLiteral("tile"), tile } };
    QString feature;
    int points = 0;
    std::optional<int> bonusTiles;
    LedgerRule rule = messageRule(tile);
    if (take == QLatin1String("points")) {
        rule = LedgerRule::MessagePoints;
        points = MessagePoints;
    } else {
        switch (tile) {
        case 1:
        case 2:
        case 3:
            points = smallestFeature(engine, tile, *messageFeatureType(tile), event, detail);
            break;
        case 4:
            engine.beginTurnPart(TurnPart::ExtraTile); // the extra tile's events are a new turn part
            break;
        case 5:
            points = rules::MessagePointsPerItem * coats(engine, event, detail);
            break;
        case 6:
        case 7: {
            const int n = figuresOn(s, s.active, tile == 6 ? FeatureType::City : FeatureType::Field);
            detail.insert(QStringLiteral("figures"), n);
            points = rules::MessagePointsPerItem * n;
            break;
        }
        case 8:
            points = scoreMeeple(engine, event, detail, feature, bonusTiles);
            break;
        }
    }
    engine.beginBatch();
    engine.pay(s.active, mover, points, rule, detail, feature);
    if (tile == 8 && take == QLatin1String("action")) {
        const QString figure = event.string(QStringLiteral("figure"));
        // The ringmaster's bonus is a payout of its own after the figure's, never reduced by ghosts (as with `score`).
        if (bonusTiles)
            engine.pay(s.active, mover, rules::RingmasterPointsPerTile * *bonusTiles, LedgerRule::RingmasterBonus,
                       { { QStringLiteral("ringmaster"), figure }, { QStringLiteral("tiles"), *bonusTiles } }, feature);
        engine.returnToSupply(figure);
    }
}

int MessengersModule::smallestFeature(Engine &engine, int tile, FeatureType type, const EventReader &event,
                                      Detail &detail)
{
    const GameState &s = engine.state();
    const QList<const Feature *> features = featuresWith(s, s.active, type);
    if (features.isEmpty())
        throw RuleError(RefusalCode::MessageWithoutFigure, s.playerArg(s.active), type, tile);
    const EventReader values = event.child(QStringLiteral("values"));
    requireExactly(s, values, features, type);
    int best = std::numeric_limits<int>::max();
    for (const Feature *f : features) {
        const FeatureValue v = finalValue(type, values.child(f->id), s.has(Expansion::Inns));
        if (v.value < best) {
            best = v.value;
            detail.insert(QStringLiteral("chosen"), f->id);
        }
    }
    detail.insert(QStringLiteral("value"), best);
    return best;
}

int MessengersModule::coats(Engine &engine, const EventReader &event, Detail &detail)
{
    const GameState &s = engine.state();
    const QList<const Feature *> cities = featuresWith(s, s.active, FeatureType::City);
    const EventReader values = cities.isEmpty() && !event.has(QStringLiteral("values"))
        ? EventReader(QJsonObject {}, QStringLiteral("values"))
        : event.child(QStringLiteral("values"));
    requireExactly(s, values, cities, FeatureType::City);
    int total = 0;
    for (const Feature *f : cities)
        total += values.child(f->id).integer(QStringLiteral("coats"), 0, std::numeric_limits<int>::max() / 4);
    detail.insert(QStringLiteral("coats"), total);
    return total;
}

int MessengersModule::scoreMeeple(Engine &engine, const EventReader &event, Detail &detail, QString &feature,
                                  std::optional<int> &bonusTiles)
{
    const GameState &s = engine.state();
    const QString id = event.string(QStringLiteral("figure"));
    const Figure &fig = engine.figure(id);
    if (fig.owner != s.active)
        throw RuleError(RefusalCode::MessageEightOtherFigure, id, s.playerArg(fig.owner));
    if (!isFollower(fig.kind))
        throw RuleError(RefusalCode::MessageEightNotFollower, id, fig.kind);
    const Feature &f = s.features[fig.feature];
    feature = f.id;
    detail.insert(QStringLiteral("figure"), id);
    detail.insert(QStringLiteral("ghosts"), fig.ghosts);
    if (f.type == FeatureType::Tower || f.type == FeatureType::Cemetery) {
        detail.insert(QStringLiteral("value"), 0);
        return 0;
    }
    if (f.type == FeatureType::Acrobats) {
        detail.insert(QStringLiteral("value"), rules::AcrobatPoints);
        return rules::AcrobatPoints - rules::GhostPenalty * fig.ghosts;
    }
    const EventReader values = event.child(QStringLiteral("values"));
    const FeatureValue value = finalValue(f.type, values, s.has(Expansion::Inns));
    const bool bonusFeature = f.type != FeatureType::Castle;
    if (fig.kind == FigureKind::Ringmaster && bonusFeature) {
        bonusTiles = values.integer(QStringLiteral("ringmaster"), 0, rules::RingmasterCountMax);
    } else if (values.has(QStringLiteral("ringmaster"))) {
        throw RuleError(RefusalCode::MessageRingmasterValue);
    }
    const bool majority = s.majority(f).contains(s.active);
    for (const Detail::Item &item : value.detail.items())
        detail.insert(item.first, item.second);
    // The value the player scores there at the end: a pig of theirs in the field counts (an inn road left open is 0).
    const int worth = majority ? engine.finalPayout(f, s.active, value, detail) : value.value;
    detail.insert(QStringLiteral("value"), worth);
    detail.insert(QStringLiteral("majority"), majority);
    return majority ? worth - rules::GhostPenalty * fig.ghosts : 0;
}

void MessengersModule::onTurnPartEnd(Engine &engine)
{
    GameState &s = engine.state();
    if (messageOwed(s))
        s.warnings.append({ engine.currentEvent(), QStringLiteral("message.notDrawn"), s.active });
}

void MessengersModule::finalScoring(Engine &engine, FinalStep step, const EventReader &end)
{
    Q_UNUSED(end)
    if (step != FinalStep::Messengers)
        return;
    GameState &s = engine.state();
    for (int player : s.seatingFromActive()) {
        PlayerState &p = s.players[player];
        const int messenger = p.position[1];
        if (messenger == 0)
            continue;
        const int from = p.position[0];
        p.position[0] += messenger;
        p.position[1] = 0;
        // Two entries, so each figure's movements still add up: the messenger gives its points to the meeple.
        const Detail detail { { QStringLiteral("messenger"), messenger } };
        const LedgerRule rule = LedgerRule::MessengersCombined;
        s.ledger.append(
            { engine.currentEvent(), player, -messenger, ScoringFigure::Messenger, rule, {}, messenger, 0, detail });
        s.ledger.append(
            { engine.currentEvent(), player, messenger, ScoringFigure::Meeple, rule, {}, from, p.position[0], detail });
    }
}

} // namespace ml
