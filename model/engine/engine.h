// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "featurevalue.h"
#include "gamestate.h"
#include "rulemodule.h"

#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <optional>
#include <vector>

namespace ml {

class EventReader;

/** @brief One movement of a scoring figure within a scoring batch. */
struct Movement {
    int player = 0;
    ScoringFigure figure = ScoringFigure::Meeple;
    int from = 0;
    int to = 0;
    bool rogue = false;
};

/** @brief A robber's choice named by a `steal` event. */
struct StealChoice {
    int event = 0;
    int robber = 0; ///< the robber's owner
    int from = 0;
    std::optional<ScoringFigure> figure;
    ScoringFigure mover = ScoringFigure::Meeple;
};

/** @brief One scoring batch: the features one tile completed, or one circus, pyramid or message payout. */
struct Batch {
    bool open = false;
    bool scoreRun = false; ///< a run of `score` events, which the next `score` extends
    int firstEvent = 0;
    QList<std::array<int, 2>> startPositions; ///< by player, by ScoringFigure
    QList<int> startRobbers; ///< by player: track space or -1
    QList<Movement> movements;
    QList<StealChoice> steals;
};

/** @brief How a scoring figure moves: from points (scores, messages, rogue points) or from a payment or correction. */
enum class MoveCause { Points, RoguePoints, Payment, Correction };

/**
 * @brief Replays a `meeple-ledger/1` record event by event.
 *
 * The state is a pure function of the events applied; an event that breaks a rule throws RuleError
 * and the caller discards the engine (or a copy of it), so nothing is ever half-applied.
 */
class Engine
{
public:
    /** @brief Validates the record's top level and sets up the table; throws RuleError. */
    explicit Engine(const QJsonObject &record);
    ~Engine();
    /** @brief A copy of the table: apply an event to a copy to try it without touching the original. */
    Engine(const Engine &other);
    Engine &operator=(const Engine &) = delete;

    /** @brief Applies event number @p index; throws RuleError. */
    void apply(int index, const QJsonObject &event);
    /** @brief Closes what the last event left open (a scoring batch); call once after the last event. */
    void finish();

    [[nodiscard]] const GameState &state() const { return m_state; }
    [[nodiscard]] GameState &state() { return m_state; }
    [[nodiscard]] int currentEvent() const { return m_event; }
    [[nodiscard]] QJsonObject output() const { return output(m_state); }
    /** @brief The output object of the table @p state (without `choices`). */
    [[nodiscard]] static QJsonObject output(const GameState &state);

    // --- for the rule modules ---
    /** @brief The index of player @p id; throws RuleError naming @p field when unknown. */
    [[nodiscard]] int playerIndex(const QString &id, const QString &field = QStringLiteral("player")) const;
    /** @brief The index of player @p id, or -1. */
    [[nodiscard]] int findPlayer(const QString &id) const;
    /** @brief The scoring figure `key` names (default: the scoring meeple). */
    [[nodiscard]] ScoringFigure mover(const EventReader &event, const QString &key = QStringLiteral("mover")) const;
    /** @brief The per-player scoring figures an object `{playerId: "meeple"|"messenger"}` names. */
    [[nodiscard]] Movers movers(const EventReader &event, const QString &key = QStringLiteral("movers")) const;
    /** @brief Throws refusal @p code (with @p what, then @p e, as its arguments) unless @p e is enabled. */
    void requireExpansion(Expansion e, RefusalCode code, const std::optional<RefusalArg> &what = std::nullopt) const;
    void requireTurn() const;
    /** @brief Pays @p points (may be negative) to one scoring figure and writes the ledger entry. */
    void pay(int player, ScoringFigure figure, int points, LedgerRule rule, const Detail &detail,
             const QString &feature = {}, MoveCause cause = MoveCause::Points);
    /**
     * @brief Tells the modules that a payment (a ransom) is over, in which @p player's @p figure went from @p from to
     * @p to: what follows the payer's figure looks at the track once both sides have moved.
     */
    void settlePayment(int player, ScoringFigure figure, int from, int to);
    /** @brief Closes any open batch and opens a new one. */
    void beginBatch(bool scoreRun = false);
    [[nodiscard]] Batch &batch() { return m_batch; }
    /** @brief Takes a figure off the board: its ghosts go back to the general supply, an empty feature disappears. */
    Figure takeOffBoard(const QString &figureId);
    /** @brief Takes a figure off the board and back to its owner's supply. */
    void returnToSupply(const QString &figureId);
    /** @brief The feature @p id, or throws naming the field. */
    [[nodiscard]] Feature &feature(const QString &id, const QString &field = QStringLiteral("feature"));
    /** @brief The board figure @p id, or throws naming the field. */
    [[nodiscard]] Figure &figure(const QString &id, const QString &field = QStringLiteral("figure"));
    /**
     * @brief Whether a figure of @p kind may join a feature of @p type that figures already stand on: an open tower and
     * an acrobat space take more; a builder or a pig joins its owner's follower (the modules say where).
     */
    [[nodiscard]] static bool mayJoin(FigureKind kind, FeatureType type);
    /**
     * @brief Why a figure of @p kind of @p player may not stand on @p target, or none: an occupied feature takes no
     * other figure (but an acrobat space and an open tower), a tower must be built first, and the expansions' rules.
     */
    [[nodiscard]] std::optional<Refusal> placementRefusal(int player, FigureKind kind, const Feature &target,
                                                          bool existing) const;
    /** @brief The open batch (for the table's options). */
    [[nodiscard]] const Batch &batch() const { return m_batch; }
    /** @brief Whether @p id is used by a figure on the board or a prisoner. */
    [[nodiscard]] bool figureIdInUse(const QString &id) const;
    /**
     * @brief What @p player scores for the open feature @p f worth @p value at the end (or by message 8), with the
     * modules' adjustments (a pig); writes `value` into @p detail.
     */
    [[nodiscard]] int finalPayout(const Feature &f, int player, const FeatureValue &value, Detail &detail) const;
    /** @brief Begins a turn part: the turn itself, message 4's extra tile or a builder's tile. */
    void beginTurnPart(TurnPart part);
    /** @brief Ends the running turn part's scoring: a message owed and not drawn is recorded and lapses. */
    void endTurnPart();
    /** @brief Pays one majority player for a completed or message-scored feature, with the modules' adjustments. */
    void payFeature(const Feature &f, int player, int value, LedgerRule rule, Detail detail, ScoringFigure figure);
    /** @brief Runs @p fn for each enabled module. */
    template<typename Fn>
    void forEachModule(Fn fn) const
    {
        for (const auto &m : m_modules)
            fn(*m);
    }

private:
    void createModules();
    void applyTurn(const EventReader &e);
    void applyPlace(const EventReader &e);
    void applyMerge(const EventReader &e);
    void applyScore(const EventReader &e);
    void applyRemove(const EventReader &e);
    void applyAdjust(const EventReader &e);
    void applyEnd(const EventReader &e);
    void closeBatch();
    void checkEndValues(const EventReader &e) const;
    void scoreFinalFeatures(const EventReader &e);

    GameState m_state;
    Batch m_batch;
    int m_event = -1;
    std::vector<std::unique_ptr<RuleModule>> m_modules;
    QHash<QString, RuleModule *> m_handlers; ///< event type → the module that applies it
};

} // namespace ml
