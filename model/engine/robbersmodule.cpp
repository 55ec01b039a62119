// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "robbersmodule.h"

#include "engine.h"
#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

namespace ml {

namespace {

int spaceOf(int position)
{
    return position % rules::TrackSpaces;
}

/** Whether a scoring figure of a player other than @p owner stands on @p space. */
bool otherFigureOn(const GameState &s, int space, int owner)
{
    for (int p = 0; p < s.playerCount(); ++p) {
        if (p == owner)
            continue;
        if (spaceOf(s.players[p].position[0]) == space)
            return true;
        if (s.has(Expansion::Messengers) && spaceOf(s.players[p].position[1]) == space)
            return true;
    }
    return false;
}

/** The first movement in the batch of each scoring figure (rogue movements excepted), in batch order. */
QList<Movement> firstMovements(const Batch &b)
{
    QList<Movement> out;
    quint64 seen = 0; // bit player * 2 + figure
    for (const Movement &m : b.movements) {
        if (m.rogue)
            continue;
        const quint64 bit = quint64(1) << (m.player * 2 + int(m.figure));
        if (seen & bit)
            continue;
        seen |= bit;
        out.append(m);
    }
    return out;
}

} // namespace

QList<RobberCandidate> robberCandidates(const GameState &state, const Batch &batch, int owner)
{
    QList<RobberCandidate> candidates;
    const int space = batch.startRobbers.value(owner, -1);
    if (space < 0)
        return candidates;
    for (const Movement &m : firstMovements(batch)) {
        const bool onSpace = spaceOf(batch.startPositions[m.player][std::size_t(m.figure)]) == space;
        const bool counted = m.figure == ScoringFigure::Meeple || state.has(Expansion::Messengers);
        if (m.player != owner && onSpace && counted && m.to > m.from)
            candidates.append({ m.player, m.figure, m.to - m.from });
    }
    return candidates;
}

namespace {

/** The candidate a steal names (the largest of that player's, or of all when @p choice names nobody), if any. */
std::optional<RobberCandidate> chosenCandidate(const GameState &state, const Batch &batch, const StealChoice &choice)
{
    std::optional<RobberCandidate> best;
    for (const RobberCandidate &c : robberCandidates(state, batch, choice.robber)) {
        const bool named =
            choice.from < 0 || (c.player == choice.from && (!choice.figure || *choice.figure == c.figure));
        if (named && (!best || c.points > best->points))
            best = c;
    }
    return best;
}

} // namespace

std::optional<Refusal> robberPlacementRefusal(const GameState &s, int player, int space)
{
    if (player != s.active && s.players[player].robber >= 0)
        return refusalOf(RefusalCode::RobberMovedByOther, s.playerArg(player), s.players[player].robber);
    if (!otherFigureOn(s, space, player))
        return refusalOf(RefusalCode::RobberSpaceEmpty, space);
    return std::nullopt;
}

QStringList RobbersModule::eventTypes() const
{
    return { QStringLiteral("robber"), QStringLiteral("steal") };
}

void RobbersModule::apply(Engine &engine, const QString &type, const EventReader &event)
{
    if (type == QLatin1String("robber"))
        placeRobber(engine, event);
    else
        recordSteal(engine, event);
}

void RobbersModule::placeRobber(Engine &engine, const EventReader &event)
{
    engine.requireTurn();
    GameState &s = engine.state();
    const int player = engine.playerIndex(event.string(QStringLiteral("player")));
    const int space = event.integer(QStringLiteral("space"), 0, rules::TrackSpaces - 1);
    if (auto refusal = robberPlacementRefusal(s, player, space))
        throw RuleError(std::move(*refusal));
    s.players[player].robber = space;
}

void RobbersModule::recordSteal(Engine &engine, const EventReader &event)
{
    Batch &b = engine.batch();
    if (!b.open)
        throw RuleError(RefusalCode::StealWithoutScoring);
    const GameState &s = engine.state();
    StealChoice choice;
    choice.event = engine.currentEvent();
    choice.robber = engine.playerIndex(event.string(QStringLiteral("robber")), QStringLiteral("robber"));
    choice.from = engine.playerIndex(event.string(QStringLiteral("from")), QStringLiteral("from"));
    if (const auto name = event.optionalString(QStringLiteral("figure"))) {
        choice.figure = scoringFigureFromString(*name);
        if (!choice.figure)
            throw RuleError(RefusalCode::ScoringFigureUnknown, QStringLiteral("figure"), *name);
    }
    choice.mover = engine.mover(event);
    for (const StealChoice &other : std::as_const(b.steals)) {
        if (other.robber == choice.robber)
            throw RuleError(RefusalCode::RobberChoseTwice, s.playerArg(choice.robber));
    }
    // A steal comes after the movements it chooses from, so it is judged now: the error names this event.
    const int space = b.startRobbers[choice.robber];
    if (space < 0)
        throw RuleError(RefusalCode::RobberNotOnTrack, s.playerArg(choice.robber));
    if (robberCandidates(s, b, choice.robber).isEmpty())
        throw RuleError(RefusalCode::NothingToSteal, s.playerArg(choice.robber));
    if (!chosenCandidate(s, b, choice) && choice.figure)
        throw RuleError(RefusalCode::StealNotCandidateFigure, s.playerArg(choice.robber), s.playerArg(choice.from),
                        *choice.figure, space);
    if (!chosenCandidate(s, b, choice))
        throw RuleError(RefusalCode::StealNotCandidate, s.playerArg(choice.robber), s.playerArg(choice.from), space);
    b.steals.append(choice);
}

void RobbersModule::onBatchClosed(Engine &engine)
{
    GameState &s = engine.state();
    Batch &b = engine.batch();
    const QList<Movement> first = firstMovements(b);

    QList<int> stole;
    for (int owner : s.seatingFromActive()) {
        const int space = b.startRobbers[owner];
        if (space < 0)
            continue;
        const StealChoice *choice = nullptr;
        for (const StealChoice &c : std::as_const(b.steals)) {
            if (c.robber == owner)
                choice = &c;
        }
        // Each steal was checked when it came; without one the robber takes the largest candidate.
        const std::optional<RobberCandidate> chosen =
            choice ? chosenCandidate(s, b, *choice) : chosenCandidate(s, b, StealChoice { -1, owner, -1, {}, {} });
        if (!chosen)
            continue;
        const RobberCandidate best = *chosen;
        stole.append(owner);
        s.players[owner].robber = -1;
        const ScoringFigure mover = choice ? choice->mover : ScoringFigure::Meeple;
        const int before = s.players[owner].position[std::size_t(mover)];
        const Detail detail { { QStringLiteral("robbed"), s.players[best.player].id },
                              { QStringLiteral("robbedFigure"), toString(best.figure) },
                              { QStringLiteral("stolen"), best.points },
                              { QStringLiteral("space"), space } };
        engine.pay(owner, mover, rules::robberShare(best.points), LedgerRule::RobberSteal, detail, {},
                   MoveCause::RoguePoints);
        // Robbers don't rob robbers: one standing where the rogue movement starts goes along with it.
        const int after = s.players[owner].position[std::size_t(mover)];
        for (PlayerState &p : s.players) {
            if (p.robber >= 0 && p.robber == spaceOf(before))
                p.robber = spaceOf(after);
        }
    }

    // A robber that stole nothing follows a figure of another player that left its space backwards.
    for (int owner : s.seatingFromActive()) {
        const int space = b.startRobbers[owner];
        if (space < 0 || stole.contains(owner) || s.players[owner].robber != space)
            continue;
        for (const Movement &m : first) {
            const bool onSpace = spaceOf(b.startPositions[m.player][std::size_t(m.figure)]) == space;
            if (m.player == owner || !onSpace || m.to >= m.from)
                continue;
            if (!otherFigureOn(s, space, owner))
                s.players[owner].robber = spaceOf(s.players[m.player].position[std::size_t(m.figure)]);
            break;
        }
    }
}

void RobbersModule::onPayment(Engine &engine, int player, ScoringFigure figure, int from, int to)
{
    Q_UNUSED(figure)
    if (to >= from)
        return;
    GameState &s = engine.state();
    for (int owner = 0; owner < s.playerCount(); ++owner) {
        PlayerState &p = s.players[owner];
        if (owner != player && p.robber == spaceOf(from) && !otherFigureOn(s, p.robber, owner))
            p.robber = spaceOf(to);
    }
}

void RobbersModule::finalScoring(Engine &engine, FinalStep step, const EventReader &end)
{
    if (step != FinalStep::Robbers)
        return;
    GameState &s = engine.state();
    const Movers movers = engine.movers(end);
    for (int owner : s.seatingFromActive()) {
        const int space = s.players[owner].robber;
        if (space < 0)
            continue;
        s.players[owner].robber = -1;
        engine.pay(owner, movers.value(owner, ScoringFigure::Meeple), rules::RobberEndPoints, LedgerRule::RobberEnd,
                   { { QStringLiteral("space"), space } });
    }
}

} // namespace ml
