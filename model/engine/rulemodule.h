// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"
#include "refusal.h"

#include <QStringList>

#include <optional>

namespace ml {

class Engine;
class EventReader;

/** @brief The steps of final scoring, in the order the record format gives them (docs/record-format.md). */
enum class FinalStep { Robbers, Circus, Messengers, Features, Goods, Ghosts };

/** @brief What a turn part is: the turn itself, message 4's extra tile or a builder's second tile. */
enum class TurnPart { Turn, ExtraTile, BuilderTile };

/**
 * @brief One expansion's rules, hooked into the engine's events.
 *
 * The engine runs the base game and calls the modules of the expansions a record enables at each
 * hook; a module owns the event types of its expansion.
 */
class RuleModule
{
public:
    virtual ~RuleModule() = default;

    /** @brief Sets up supplies at the start of the game. */
    virtual void setup(GameState &state) { Q_UNUSED(state) }
    /** @brief The event types this module applies. */
    [[nodiscard]] virtual QStringList eventTypes() const { return {}; }
    /** @brief Applies one of its own events. */
    virtual void apply(Engine &engine, const QString &type, const EventReader &event)
    {
        Q_UNUSED(engine)
        Q_UNUSED(type)
        Q_UNUSED(event)
    }
    /**
     * @brief Why the expansion's rules forbid a placement, or none: returned, not thrown, so that the table's options
     * ask it of every feature on the board cheaply.
     */
    [[nodiscard]] virtual std::optional<Refusal> placementRefusal(const Engine &engine, const Figure &figure,
                                                                  const Feature &feature) const
    {
        Q_UNUSED(engine)
        Q_UNUSED(figure)
        Q_UNUSED(feature)
        return std::nullopt;
    }
    /** @brief Adjusts the points a majority player takes from a feature scored during the game or by message 8. */
    virtual void adjustPayout(const GameState &state, const Feature &feature, int player, int &points,
                              Detail &detail) const
    {
        Q_UNUSED(state)
        Q_UNUSED(feature)
        Q_UNUSED(player)
        Q_UNUSED(points)
        Q_UNUSED(detail)
    }
    /** @brief Runs after a completed feature's payouts, before its figures return. */
    virtual void afterFeatureScored(Engine &engine, const Feature &feature, const EventReader &event)
    {
        Q_UNUSED(engine)
        Q_UNUSED(feature)
        Q_UNUSED(event)
    }
    /** @brief Runs when a scoring batch is over. */
    virtual void onBatchClosed(Engine &engine) { Q_UNUSED(engine) }
    /** @brief Runs once a payment outside any batch (a ransom) is over, with the payer's figure's movement. */
    virtual void onPayment(Engine &engine, int player, ScoringFigure figure, int from, int to)
    {
        Q_UNUSED(engine)
        Q_UNUSED(player)
        Q_UNUSED(figure)
        Q_UNUSED(from)
        Q_UNUSED(to)
    }
    /** @brief Runs when the active player's turn part is over (next turn, message 4, end). */
    virtual void onTurnPartEnd(Engine &engine) { Q_UNUSED(engine) }
    /** @brief Runs when a turn part begins (the turn itself first, before onTurnBegins). */
    virtual void onTurnPartBegins(Engine &engine, TurnPart part)
    {
        Q_UNUSED(engine)
        Q_UNUSED(part)
    }
    /** @brief Adjusts what a majority player scores for an open feature at the end or by message 8 (a pig). */
    virtual void adjustFinalPayout(const GameState &state, const Feature &feature, int player, int &points,
                                   Detail &detail) const
    {
        Q_UNUSED(state)
        Q_UNUSED(feature)
        Q_UNUSED(player)
        Q_UNUSED(points)
        Q_UNUSED(detail)
    }
    /** @brief Runs when a new turn begins. */
    virtual void onTurnBegins(Engine &engine) { Q_UNUSED(engine) }
    /** @brief Checks the `end` event before anything is scored (throws RuleError). */
    virtual void checkEnd(const Engine &engine, const EventReader &end) const
    {
        Q_UNUSED(engine)
        Q_UNUSED(end)
    }
    /** @brief Takes part in one step of final scoring. */
    virtual void finalScoring(Engine &engine, FinalStep step, const EventReader &end)
    {
        Q_UNUSED(engine)
        Q_UNUSED(step)
        Q_UNUSED(end)
    }
    /** @brief Scores this expansion's part of one feature at the end, after the feature's majority payouts. */
    virtual void finalFeature(Engine &engine, const Feature &feature, const EventReader &values)
    {
        Q_UNUSED(engine)
        Q_UNUSED(feature)
        Q_UNUSED(values)
    }
};

} // namespace ml
