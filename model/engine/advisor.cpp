// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "advisor.h"
#include "rules.h"

namespace ml {

namespace {

using rules::DarkSpaceEvery;
using rules::TrackSpaces;

bool robberOfAnotherPlayerOn(const GameState &s, int space, int player)
{
    for (int p = 0; p < s.playerCount(); ++p) {
        if (p != player && s.players[p].robber == space)
            return true;
    }
    return false;
}

/** Whether figure @p f of @p player is what makes a message owed now. */
bool owesMessage(const GameState &s, int player, std::size_t f)
{
    const PlayerState &p = s.players[player];
    return player == s.active && p.movedThisPart[f] && p.lastMoveForwardFromPoints[f]
        && p.position[f] % DarkSpaceEvery == 0;
}

} // namespace

MoverAdvice adviseMover(const GameState &state, int player, int points)
{
    const PlayerState &p = state.players[player];
    MoverAdvice advice;
    for (std::size_t f = 0; f < 2; ++f)
        advice.landing[f] = std::max(0, p.position[f] + points);
    if (!state.has(Expansion::Messengers)) {
        advice.reason = QStringLiteral("mover.only");
        return advice;
    }
    const auto pick = [&](ScoringFigure f, const char *reason) {
        advice.figure = f;
        advice.reason = QLatin1String(reason);
        return advice;
    };
    if (points < 0) {
        // The track stops at 0: the lower figure loses less.
        const int lost0 = p.position[0] - advice.landing[0];
        const int lost1 = p.position[1] - advice.landing[1];
        if (lost0 != lost1)
            return pick(lost0 < lost1 ? ScoringFigure::Meeple : ScoringFigure::Messenger, "mover.clampAtZero");
        return pick(ScoringFigure::Meeple, "mover.either");
    }
    if (points == 0)
        return pick(ScoringFigure::Meeple, "mover.either");

    const bool active = player == state.active;
    std::array<bool, 2> message {}, robbed {}, keeps {};
    for (std::size_t f = 0; f < 2; ++f) {
        message[f] = active && advice.landing[f] % DarkSpaceEvery == 0;
        robbed[f] =
            state.has(Expansion::Robbers) && robberOfAnotherPlayerOn(state, p.position[f] % TrackSpaces, player);
        // Moving the other figure keeps a message this one already earned.
        keeps[f] = owesMessage(state, player, 1 - f);
    }
    for (std::size_t f = 0; f < 2; ++f) {
        if (keeps[f] && !keeps[1 - f] && !message[1 - f])
            return pick(ScoringFigure(f), "mover.keepMessage");
    }
    if (message[0] != message[1])
        return pick(message[0] ? ScoringFigure::Meeple : ScoringFigure::Messenger, "mover.darkSpace");
    if (robbed[0] != robbed[1])
        return pick(robbed[0] ? ScoringFigure::Messenger : ScoringFigure::Meeple, "mover.dodgeRobber");
    return pick(ScoringFigure::Meeple, "mover.either");
}

StealAdvice adviseSteal(const GameState &state, const QList<RobberCandidate> &candidates, int owner)
{
    StealAdvice advice;
    advice.reason = QStringLiteral("steal.mostPoints");
    advice.candidate = candidates.first();
    for (const RobberCandidate &c : candidates) {
        if (c.points > advice.candidate.points)
            advice.candidate = c;
    }
    if (owner != state.active || !state.has(Expansion::Messengers))
        return advice;
    // The active player's rogue points landing on a dark space bring a message: worth more than a point or two.
    const PlayerState &p = state.players[owner];
    const auto darkLanding = [&](const RobberCandidate &c) -> std::optional<ScoringFigure> {
        for (std::size_t f = 0; f < 2; ++f) {
            if ((p.position[f] + rules::robberShare(c.points)) % DarkSpaceEvery == 0)
                return ScoringFigure(f);
        }
        return std::nullopt;
    };
    if (const auto f = darkLanding(advice.candidate)) {
        advice.mover = *f;
        return advice;
    }
    for (const RobberCandidate &c : candidates) {
        if (const auto f = darkLanding(c)) {
            advice = { c, *f, QStringLiteral("steal.message") };
            return advice;
        }
    }
    return advice;
}

} // namespace ml
