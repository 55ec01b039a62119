// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "towermodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

namespace ml {

namespace {

using rules::RansomPoints;

/** Floors per player by player count [The Tower rules, Preparation]. */
int floorsFor(int players)
{
    return rules::TowerFloors[std::size_t(players)];
}

/** The index in @p holder's prisoners of a figure of @p owner: @p named if given, else the earliest captured. */
qsizetype pickPrisoner(const GameState &s, int holder, int owner, const std::optional<QString> &named)
{
    const QList<Prisoner> &list = s.players[holder].prisoners;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].owner == owner && (!named || list[i].figure == *named))
            return i;
    }
    throw RuleError(RefusalCode::ExchangeNoSuchPrisoner, s.playerArg(holder), named.value_or(QString()),
                    s.playerArg(owner));
}

} // namespace

bool holdsPrisonerOf(const GameState &s, int holder, int owner)
{
    for (const Prisoner &p : s.players[holder].prisoners) {
        if (p.owner == owner)
            return true;
    }
    return false;
}

bool canPayRansom(const GameState &s, ScoringFigure payer)
{
    return s.players[s.active].position[std::size_t(payer)] >= RansomPoints;
}

void TowerModule::setup(GameState &state)
{
    for (PlayerState &p : state.players)
        p.floors = floorsFor(state.playerCount());
}

QStringList TowerModule::eventTypes() const
{
    return { QStringLiteral("tower"), QStringLiteral("ransom") };
}

void TowerModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    engine.requireTurn();
    if (type == QLatin1String("tower"))
        addFloor(engine, event);
    else
        ransom(engine, event);
}

void TowerModule::addFloor(Engine &engine, const EventReader &event)
{
    GameState &s = engine.state();
    const QString towerId = event.string(QStringLiteral("tower"));
    PlayerState &me = s.players[s.active];
    if (me.floors <= 0)
        throw RuleError(RefusalCode::NoFloorLeft, s.playerArg(s.active));
    auto it = s.features.find(towerId);
    if (it == s.features.end()) {
        it = s.features.insert(towerId, Feature { towerId, FeatureType::Tower, {}, 0, s.nextFeatureOrder++, {} });
    } else if (it->type != FeatureType::Tower) {
        throw RuleError(RefusalCode::NotATower, towerId, it->type);
    } else if (!it->figures.isEmpty()) {
        throw RuleError(RefusalCode::TowerClosed, towerId, it->figures.first());
    }
    ++it->floors;
    --me.floors;
    ++s.actionsThisTurnPart; // a floor is the turn's action instead of a figure

    const auto captured = event.optionalString(QStringLiteral("capture"));
    if (!captured) {
        if (event.has(QStringLiteral("exchange")))
            throw RuleError(RefusalCode::ExchangeWithoutCapture);
        return;
    }
    if (const Figure &target = engine.figure(*captured, QStringLiteral("capture")); !isFollower(target.kind))
        throw RuleError(RefusalCode::NeverCaptured, target.id, target.kind); // a builder or a pig [The Tower rules T5]
    const Figure fig = engine.takeOffBoard(*captured);
    if (fig.owner == s.active) {
        ++me.supply[std::size_t(fig.kind)];
        if (event.has(QStringLiteral("exchange")))
            throw RuleError(RefusalCode::ExchangeAfterOwnCapture);
        return;
    }
    me.prisoners.append({ fig.id, fig.owner, fig.kind });
    exchange(engine, s.active, fig.owner, event);
}

void TowerModule::exchange(Engine &engine, int captor, int owner, const EventReader &event)
{
    GameState &s = engine.state();
    const bool swap = holdsPrisonerOf(s, owner, captor);
    std::optional<QString> namedForOwner;
    std::optional<QString> namedForCaptor;
    if (event.has(QStringLiteral("exchange"))) {
        if (!swap)
            throw RuleError(RefusalCode::ExchangeNoPrisoner, s.playerArg(owner), s.playerArg(captor));
        const EventReader choice = event.child(QStringLiteral("exchange"));
        for (auto it = choice.json().begin(); it != choice.json().end(); ++it) {
            const int who = engine.playerIndex(it.key(), choice.fieldName(it.key()));
            if (who != owner && who != captor)
                throw RuleError(RefusalCode::ExchangeNotTakingPart, s.playerArg(who));
            (who == owner ? namedForOwner : namedForCaptor) = choice.string(it.key());
        }
    }
    if (!swap)
        return;
    // Each owner takes back one of their figures: the one they name, else the earliest captured.
    const qsizetype forOwner = pickPrisoner(s, captor, owner, namedForOwner);
    const qsizetype forCaptor = pickPrisoner(s, owner, captor, namedForCaptor);
    const Prisoner back = s.players[captor].prisoners.takeAt(forOwner);
    const Prisoner mine = s.players[owner].prisoners.takeAt(forCaptor);
    ++s.players[owner].supply[std::size_t(back.kind)];
    ++s.players[captor].supply[std::size_t(mine.kind)];
}

void TowerModule::ransom(Engine &engine, const EventReader &event)
{
    GameState &s = engine.state();
    const QString id = event.string(QStringLiteral("figure"));
    int captor = -1;
    qsizetype index = -1;
    for (int p = 0; p < s.playerCount() && captor < 0; ++p) {
        for (qsizetype i = 0; i < s.players[p].prisoners.size(); ++i) {
            if (s.players[p].prisoners[i].figure == id) {
                captor = p;
                index = i;
            }
        }
    }
    if (captor < 0)
        throw RuleError(RefusalCode::NotAPrisoner, id);
    const Prisoner prisoner = s.players[captor].prisoners[index];
    if (prisoner.owner != s.active)
        throw RuleError(RefusalCode::RansomNotOwner, s.playerArg(prisoner.owner), id);
    if (s.ransomPaidThisTurn)
        throw RuleError(RefusalCode::RansomOncePerTurn);
    const ScoringFigure payer = engine.mover(event);
    const ScoringFigure receiver = engine.mover(event, QStringLiteral("captorMover"));
    const int held = s.players[s.active].position[std::size_t(payer)];
    if (!canPayRansom(s, payer))
        throw RuleError(RefusalCode::RansomBelowZero, s.playerArg(s.active), payer, held);
    s.ransomPaidThisTurn = true;
    s.players[captor].prisoners.removeAt(index);
    ++s.players[s.active].supply[std::size_t(prisoner.kind)];
    const int from = s.players[s.active].position[std::size_t(payer)];
    engine.pay(s.active, payer, -RansomPoints, LedgerRule::TowerRansomPaid,
               { { QStringLiteral("prisoner"), id }, { QStringLiteral("captor"), s.players[captor].id } }, {},
               MoveCause::Payment);
    engine.pay(captor, receiver, RansomPoints, LedgerRule::TowerRansomReceived,
               { { QStringLiteral("prisoner"), id }, { QStringLiteral("owner"), s.players[s.active].id } }, {},
               MoveCause::Payment);
    // A robber follows the payer's figure only if nobody else's figure stands on its space once both have moved.
    engine.settlePayment(s.active, payer, from, s.players[s.active].position[std::size_t(payer)]);
}

std::optional<Refusal> TowerModule::placementRefusal(const Engine &engine, const Figure &figure,
                                                     const Feature &feature) const
{
    Q_UNUSED(engine)
    Q_UNUSED(figure)
    if (feature.type == FeatureType::Tower && !feature.figures.isEmpty())
        return refusalOf(RefusalCode::TowerClosed, feature.id, feature.figures.first());
    return std::nullopt;
}

} // namespace ml
