// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "advisor.h"
#include "featurevalue.h"
#include "gamestate.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml {

class Engine;

/** @brief Where a figure may be placed: a new feature of a type, or an existing feature that takes more figures. */
struct PlacementTarget {
    QString feature; ///< empty for a new feature
    FeatureType type = FeatureType::Road;
    QList<FigureKind> kinds; ///< the kinds the active player holds that may stand there
};

/** @brief What the active player may place now. */
struct PlacementOptions {
    QList<FigureKind> kinds; ///< kinds in the active player's supply
    QList<PlacementTarget> newFeatures; ///< one per feature type a new feature may have
    QList<PlacementTarget> sharedFeatures; ///< acrobat spaces with room, open towers
};

/** @brief A feature that may be scored now (`score`), or that `end` or a message needs the values of. */
struct FeatureOption {
    QString feature;
    FeatureType type = FeatureType::Road;
    QList<ValueField> values; ///< the numbers the table gives, in the record's keys
    QStringList ringmasters; ///< ringmaster figures that need a count of circus and acrobat tiles
    QList<int> majority; ///< the players who score it, in seating order from the active player
};

/** @brief Features of one type that a tile may join (`merge`). */
struct MergeOption {
    FeatureType type = FeatureType::Road;
    QStringList features; ///< two or more, in the order they were first occupied
};

/** @brief Where a player's robber may go now. */
struct RobberOption {
    int player = 0;
    int space = -1; ///< where it stands, -1 in the supply
    QList<int> spaces; ///< legal track spaces, ascending
};

/** @brief A figure message 8 may score, with what its feature needs. */
struct MessageFigure {
    QString figure;
    FigureKind kind = FigureKind::Meeple;
    FeatureOption feature; ///< values empty where nothing is counted (acrobat, tower, cemetery)
    bool needsRingmasterCount = false;
};

/** @brief One message tile as the active player may resolve it now. */
struct MessageOption {
    int tile = 1;
    bool actionAllowed = true; ///< false: messages 1–3 without such a feature, or 8 without a figure, give points
    QList<FeatureOption> features; ///< tiles 1, 2, 3, 5: the player's features whose values the action needs
    QList<MessageFigure> figures; ///< tile 8: the player's figures
};

/** @brief A prisoner the active player may buy back now. */
struct RansomOption {
    QString figure;
    FigureKind kind = FigureKind::Meeple;
    int captor = 0;
    QList<ScoringFigure> payers; ///< the active player's scoring figures holding enough points
};

/** @brief A capture a tower floor may make, and the swap it leads to. */
struct CaptureOption {
    QString figure;
    int owner = 0;
    /** @brief When the two players then hold prisoners of each other: which of each side may be swapped back. */
    QStringList ownFiguresBack; ///< the active player's figures the other player holds (earliest first)
    QStringList theirFiguresBack; ///< the other player's figures the active player would hold (earliest first)
};

/** @brief What a `tower` event may do now. */
struct TowerOptions {
    int floorsLeft = 0;
    QStringList towers; ///< open towers that take a floor
    QList<CaptureOption> captures; ///< every board figure
};

/** @brief A decision the table still has to make before the turn goes on: a robber's victim and its scoring figure. */
struct PendingChoice {
    int robber = 0; ///< the robber's owner
    int space = 0;
    QList<RobberCandidate> candidates;
    StealAdvice suggested;
};

/** @brief An animal token that may still be revealed under the big top. */
struct AnimalOption {
    Animal animal = Animal::Flea;
    int value = 0;
    int left = 0;
};

/** @brief An abbot the active player may take back now (`recall`), from an incomplete monastery or garden. */
struct RecallOption {
    QString figure;
    QString feature;
    FeatureType type = FeatureType::Monastery;
    int ghosts = 0; ///< each costs 2 of what the abbot scores
    int maxTiles = 0; ///< the feature's tile and its neighbours, short of complete
};

/** @brief The goods tokens the active player may take for a city they completed (`goods`). */
struct GoodsOption {
    std::array<int, GoodsCount> left {}; ///< in the general supply, by Goods
    bool cityScored = false; ///< a city was scored by the running tile: the moment its goods are taken
};

/**
 * @brief What the table may do next, as the engine sees it: every screen presents these and never re-derives a rule.
 *
 * Each list holds what the record would accept now; an empty list means the event is not possible. `pending` is what
 * the open scoring batch still asks (a `steal` may answer it); every other option is for the next event of another
 * kind, which closes that batch first with the suggested answers.
 */
struct TableOptions {
    bool started = false; ///< a turn has begun
    bool finished = false;
    int active = -1;
    int nextPlayer = 0; ///< whose turn comes next (before the first turn: any player may begin)
    QList<ScoringFigure> scoringFigures; ///< the figures a payout may move (the messenger only with The Messengers)
    /** Figures placed and tower floors added in this turn part: each is the turn's one action, so a second one is
     * allowed (a figure may be entered late) but unusual, and the table is asked first. */
    int actionsThisTurnPart = 0;
    std::optional<PlacementOptions> place;
    QList<FeatureOption> scorable; ///< `score`
    QList<MergeOption> merges;
    QList<RobberOption> robbers;
    QStringList ghostsExpand; ///< figures of other players a ghost may haunt
    QStringList ghostsLimit; ///< the active player's own figures a ghost may haunt
    bool messageOwed = false;
    QList<MessageOption> messages; ///< the eight tiles, when a message is owed
    QList<RansomOption> ransoms;
    std::optional<TowerOptions> tower;
    QStringList pyramids; ///< full acrobat spaces
    QList<AnimalOption> animals; ///< tokens left for a big top scoring
    QList<int> circusFigures; ///< per player: the most figures a big top scoring may count
    QList<PendingChoice> pending; ///< must be answered (or the suggestion taken) before the next event
    QList<FeatureOption> finalValues; ///< what `end` needs values for
    int turnPart = 0; ///< 0 the turn itself, then one more for each extra tile (message 4) and builder's tile
    bool builderPart = false; ///< the running turn part is a builder's second tile
    QList<RecallOption> recalls; ///< The Abbot: abbots that may be taken back
    bool builderTile = false; ///< Traders and Builders: the active player's builder may earn a second tile now
    std::optional<GoodsOption> goods; ///< Traders and Builders: while tokens are left
};

/** @brief The decisions the open scoring batch leaves to the table: robbers with candidates and no `steal` yet. */
[[nodiscard]] QList<PendingChoice> pendingChoices(const Engine &engine);

/** @brief The options of the table @p engine stands at. */
[[nodiscard]] TableOptions tableOptions(const Engine &engine);

} // namespace ml
