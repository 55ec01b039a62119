// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "options.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

/*
 * The engine's options (ml::TableOptions) as typed values the screens read (AppState.session.options): players by
 * their record id, kinds and types by the record's words. Nothing is decided here; every entry is one the engine gave.
 * Each type compares equal when its content is, so a model announces a change only when there is one.
 */

/** @brief A number the table gives for a feature (ml::ValueField). */
struct OfferedField {
    Q_GADGET
    QML_VALUE_TYPE(offeredField)
    Q_PROPERTY(QString key MEMBER key CONSTANT)
    Q_PROPERTY(int min MEMBER min CONSTANT)
    /** @brief Whether the number has an upper bound of its own (`max`). */
    Q_PROPERTY(bool hasMax MEMBER hasMax CONSTANT)
    Q_PROPERTY(int max MEMBER max CONSTANT)
    /** @brief Another field of the same feature this one may not exceed (coats ≤ tiles), or empty. */
    Q_PROPERTY(QString atMost MEMBER atMost CONSTANT)
    Q_PROPERTY(bool optional MEMBER optional CONSTANT)
    /** @brief Where a typical entry starts. */
    Q_PROPERTY(int start MEMBER start CONSTANT)
    /**
     * @brief True or false (an inn on the road, a cathedral in the city) rather than a number: `start` is 1 when the
     * players noted it on the feature (GameSession::markFeature()), else 0.
     */
    Q_PROPERTY(bool flag MEMBER flag CONSTANT)

public:
    QString key;
    int min = 0;
    bool hasMax = false;
    int max = 0;
    QString atMost;
    bool optional = false;
    int start = 0;
    bool flag = false;
    bool operator==(const OfferedField &) const = default;
};

/** @brief A feature that may be scored, or whose values a message or the final scoring needs (ml::FeatureOption). */
struct OfferedFeature {
    Q_GADGET
    QML_VALUE_TYPE(offeredFeature)
    Q_PROPERTY(QString feature MEMBER feature CONSTANT)
    Q_PROPERTY(QString type MEMBER type CONSTANT)
    Q_PROPERTY(QList<OfferedField> fields MEMBER fields CONSTANT)
    /** @brief Ringmaster figures that need a count of circus and acrobat tiles. */
    Q_PROPERTY(QStringList ringmasters MEMBER ringmasters CONSTANT)
    /** @brief The players who score it, in seating order from the active player. */
    Q_PROPERTY(QStringList majority MEMBER majority CONSTANT)

public:
    QString feature;
    QString type;
    QList<OfferedField> fields;
    QStringList ringmasters;
    QStringList majority;
    bool operator==(const OfferedFeature &) const = default;
};

/** @brief Where a figure may be placed: a new feature of a type (`feature` empty), or one that takes another. */
struct OfferedTarget {
    Q_GADGET
    QML_VALUE_TYPE(offeredTarget)
    Q_PROPERTY(QString feature MEMBER feature CONSTANT)
    Q_PROPERTY(QString type MEMBER type CONSTANT)
    /** @brief The kinds the active player holds that may stand there. */
    Q_PROPERTY(QStringList kinds MEMBER kinds CONSTANT)

public:
    QString feature;
    QString type;
    QStringList kinds;
    bool operator==(const OfferedTarget &) const = default;
};

/** @brief What the active player may place now. */
struct OfferedPlacement {
    Q_GADGET
    QML_VALUE_TYPE(offeredPlacement)
    Q_PROPERTY(QStringList kinds MEMBER kinds CONSTANT)
    Q_PROPERTY(QList<OfferedTarget> newFeatures MEMBER newFeatures CONSTANT)
    Q_PROPERTY(QList<OfferedTarget> sharedFeatures MEMBER sharedFeatures CONSTANT)

public:
    QStringList kinds;
    QList<OfferedTarget> newFeatures;
    QList<OfferedTarget> sharedFeatures;
    bool operator==(const OfferedPlacement &) const = default;
};

/** @brief Features of one type a tile may join (`merge`). */
struct OfferedMerge {
    Q_GADGET
    QML_VALUE_TYPE(offeredMerge)
    Q_PROPERTY(QString type MEMBER type CONSTANT)
    /** @brief Two or more, in the order they were first occupied. */
    Q_PROPERTY(QStringList features MEMBER features CONSTANT)

public:
    QString type;
    QStringList features;
    bool operator==(const OfferedMerge &) const = default;
};

/** @brief Where a player's robber may go now. */
struct OfferedRobber {
    Q_GADGET
    QML_VALUE_TYPE(offeredRobber)
    Q_PROPERTY(QString player MEMBER player CONSTANT)
    /** @brief Where it stands, -1 in the supply. */
    Q_PROPERTY(int space MEMBER space CONSTANT)
    /** @brief The legal track spaces, ascending. */
    Q_PROPERTY(QList<int> spaces MEMBER spaces CONSTANT)

public:
    QString player;
    int space = -1;
    QList<int> spaces;
    bool operator==(const OfferedRobber &) const = default;
};

/** @brief A figure message 8 may score, with what its feature needs. */
struct OfferedMessageFigure {
    Q_GADGET
    QML_VALUE_TYPE(offeredMessageFigure)
    Q_PROPERTY(QString figure MEMBER figure CONSTANT)
    Q_PROPERTY(QString kind MEMBER kind CONSTANT)
    Q_PROPERTY(OfferedFeature feature MEMBER feature CONSTANT)
    Q_PROPERTY(bool needsRingmasterCount MEMBER needsRingmasterCount CONSTANT)

public:
    QString figure;
    QString kind;
    OfferedFeature feature;
    bool needsRingmasterCount = false;
    bool operator==(const OfferedMessageFigure &) const = default;
};

/** @brief One message tile as the active player may resolve it now. */
struct OfferedMessage {
    Q_GADGET
    QML_VALUE_TYPE(offeredMessage)
    Q_PROPERTY(int tile MEMBER tile CONSTANT)
    /** @brief False: the tile's action has nothing to act on, and it gives its points. */
    Q_PROPERTY(bool actionAllowed MEMBER actionAllowed CONSTANT)
    Q_PROPERTY(QList<OfferedFeature> features MEMBER features CONSTANT)
    Q_PROPERTY(QList<OfferedMessageFigure> figures MEMBER figures CONSTANT)

public:
    int tile = 1;
    bool actionAllowed = true;
    QList<OfferedFeature> features;
    QList<OfferedMessageFigure> figures;
    bool operator==(const OfferedMessage &) const = default;
};

/** @brief A prisoner the active player may buy back now. */
struct OfferedRansom {
    Q_GADGET
    QML_VALUE_TYPE(offeredRansom)
    Q_PROPERTY(QString figure MEMBER figure CONSTANT)
    Q_PROPERTY(QString kind MEMBER kind CONSTANT)
    Q_PROPERTY(QString captor MEMBER captor CONSTANT)
    /** @brief The scoring figures holding enough points to pay. */
    Q_PROPERTY(QStringList payers MEMBER payers CONSTANT)

public:
    QString figure;
    QString kind;
    QString captor;
    QStringList payers;
    bool operator==(const OfferedRansom &) const = default;
};

/** @brief A capture a tower floor may make, and the swap it leads to. */
struct OfferedCapture {
    Q_GADGET
    QML_VALUE_TYPE(offeredCapture)
    Q_PROPERTY(QString figure MEMBER figure CONSTANT)
    Q_PROPERTY(QString owner MEMBER owner CONSTANT)
    Q_PROPERTY(QStringList ownFiguresBack MEMBER ownFiguresBack CONSTANT)
    Q_PROPERTY(QStringList theirFiguresBack MEMBER theirFiguresBack CONSTANT)

public:
    QString figure;
    QString owner;
    QStringList ownFiguresBack;
    QStringList theirFiguresBack;
    bool operator==(const OfferedCapture &) const = default;
};

/** @brief What a `tower` event may do now. */
struct OfferedTower {
    Q_GADGET
    QML_VALUE_TYPE(offeredTower)
    Q_PROPERTY(int floorsLeft MEMBER floorsLeft CONSTANT)
    Q_PROPERTY(QStringList towers MEMBER towers CONSTANT)
    Q_PROPERTY(QList<OfferedCapture> captures MEMBER captures CONSTANT)

public:
    int floorsLeft = 0;
    QStringList towers;
    QList<OfferedCapture> captures;
    bool operator==(const OfferedTower &) const = default;
};

/** @brief A player a robber may rob, with the points their scoring figure moved and the robber's share of them. */
struct ChoiceCandidate {
    Q_GADGET
    QML_VALUE_TYPE(choiceCandidate)
    Q_PROPERTY(QString player MEMBER player CONSTANT)
    Q_PROPERTY(QString figure MEMBER figure CONSTANT)
    Q_PROPERTY(int points MEMBER points CONSTANT)
    /** @brief What the robber takes (ml::rules::robberShare). */
    Q_PROPERTY(int share MEMBER share CONSTANT)

public:
    QString player;
    QString figure;
    int points = 0;
    int share = 0;
    bool operator==(const ChoiceCandidate &) const = default;
};

/** @brief A robber's victim the table still has to choose, with the engine's suggestion. */
struct OpenChoice {
    Q_GADGET
    QML_VALUE_TYPE(openChoice)
    Q_PROPERTY(QString robber MEMBER robber CONSTANT)
    Q_PROPERTY(int space MEMBER space CONSTANT)
    Q_PROPERTY(QList<ChoiceCandidate> candidates MEMBER candidates CONSTANT)
    Q_PROPERTY(ChoiceCandidate suggested MEMBER suggested CONSTANT)
    /** @brief The scoring figure the suggestion moves the stolen points with. */
    Q_PROPERTY(QString suggestedMover MEMBER suggestedMover CONSTANT)
    /** @brief Why the engine suggests it, as a reason code (Words.reasonText). */
    Q_PROPERTY(QString reason MEMBER reason CONSTANT)

public:
    QString robber;
    int space = 0;
    QList<ChoiceCandidate> candidates;
    ChoiceCandidate suggested;
    QString suggestedMover;
    QString reason;
    bool operator==(const OpenChoice &) const = default;
};

/** @brief An animal token that may still be revealed under the big top. */
struct OfferedAnimal {
    Q_GADGET
    QML_VALUE_TYPE(offeredAnimal)
    Q_PROPERTY(QString animal MEMBER animal CONSTANT)
    Q_PROPERTY(int value MEMBER value CONSTANT)
    Q_PROPERTY(int left MEMBER left CONSTANT)

public:
    QString animal;
    int value = 0;
    int left = 0;
    bool operator==(const OfferedAnimal &) const = default;
};

/** @brief An abbot the active player may take back now, from an incomplete monastery or garden (`recall`). */
struct OfferedRecall {
    Q_GADGET
    QML_VALUE_TYPE(offeredRecall)
    Q_PROPERTY(QString figure MEMBER figure CONSTANT)
    Q_PROPERTY(QString feature MEMBER feature CONSTANT)
    /** @brief "monastery" or "garden". */
    Q_PROPERTY(QString type MEMBER type CONSTANT)
    /** @brief Ghosts on the abbot: each costs 2. */
    Q_PROPERTY(int ghosts MEMBER ghosts CONSTANT)
    /** @brief The most tiles an incomplete neighbourhood counts (its tile and 7 neighbours). */
    Q_PROPERTY(int maxTiles MEMBER maxTiles CONSTANT)

public:
    QString figure;
    QString feature;
    QString type;
    int ghosts = 0;
    int maxTiles = 0;
    bool operator==(const OfferedRecall &) const = default;
};

/** @brief What the table may do next (ml::TableOptions): an empty list or a false `has…` means not possible. */
struct TurnOptions {
    Q_GADGET
    QML_VALUE_TYPE(turnOptions)
    Q_PROPERTY(bool started MEMBER started CONSTANT)
    Q_PROPERTY(bool finished MEMBER finished CONSTANT)
    /** @brief The active player's id, empty before the first turn. */
    Q_PROPERTY(QString active MEMBER active CONSTANT)
    Q_PROPERTY(QString nextPlayer MEMBER nextPlayer CONSTANT)
    /** @brief The figures a payout may move (the messenger only with The Messengers). */
    Q_PROPERTY(QStringList scoringFigures MEMBER scoringFigures CONSTANT)
    /** @brief Figures placed and tower floors added in this turn part: each is the turn's one action. */
    Q_PROPERTY(int actionsThisTurnPart MEMBER actionsThisTurnPart CONSTANT)
    Q_PROPERTY(bool hasPlace MEMBER hasPlace CONSTANT)
    Q_PROPERTY(OfferedPlacement place MEMBER place CONSTANT)
    Q_PROPERTY(QList<OfferedFeature> scorable MEMBER scorable CONSTANT)
    Q_PROPERTY(QList<OfferedMerge> merges MEMBER merges CONSTANT)
    Q_PROPERTY(QList<OfferedRobber> robbers MEMBER robbers CONSTANT)
    /** @brief Figures of other players a ghost may haunt. */
    Q_PROPERTY(QStringList ghostsExpand MEMBER ghostsExpand CONSTANT)
    /** @brief The active player's own figures a ghost may haunt. */
    Q_PROPERTY(QStringList ghostsLimit MEMBER ghostsLimit CONSTANT)
    Q_PROPERTY(bool messageOwed MEMBER messageOwed CONSTANT)
    Q_PROPERTY(QList<OfferedMessage> messages MEMBER messages CONSTANT)
    Q_PROPERTY(QList<OfferedRansom> ransoms MEMBER ransoms CONSTANT)
    Q_PROPERTY(bool hasTower MEMBER hasTower CONSTANT)
    Q_PROPERTY(OfferedTower tower MEMBER tower CONSTANT)
    /** @brief Full acrobat spaces. */
    Q_PROPERTY(QStringList pyramids MEMBER pyramids CONSTANT)
    /** @brief Tokens left for a big top scoring. */
    Q_PROPERTY(QList<OfferedAnimal> animals MEMBER animals CONSTANT)
    /** @brief The robbers' victims still to choose, before the next event takes the suggestions. */
    Q_PROPERTY(QList<OpenChoice> pending MEMBER pending CONSTANT)
    /** @brief What the final scoring needs values for. */
    Q_PROPERTY(QList<OfferedFeature> finalValues MEMBER finalValues CONSTANT)
    /** @brief 0 the turn itself, then one more for each extra tile (message 4) and builder's tile. */
    Q_PROPERTY(int turnPart MEMBER turnPart CONSTANT)
    /** @brief The running turn part is a builder's second tile. */
    Q_PROPERTY(bool builderPart MEMBER builderPart CONSTANT)
    /** @brief The Abbot: the abbots that may be taken back now. */
    Q_PROPERTY(QList<OfferedRecall> recalls MEMBER recalls CONSTANT)
    /** @brief Traders and Builders: the active player's builder may earn a second tile now. */
    Q_PROPERTY(bool builderTile MEMBER builderTile CONSTANT)
    /** @brief Traders and Builders: goods tokens are left to take. */
    Q_PROPERTY(bool hasGoods MEMBER hasGoods CONSTANT)
    /** @brief The goods tokens left in the general supply: wine, grain, cloth. */
    Q_PROPERTY(QList<int> goodsLeft MEMBER goodsLeft CONSTANT)
    /** @brief A city was scored by the running tile: the moment its goods are taken. */
    Q_PROPERTY(bool goodsAfterCity MEMBER goodsAfterCity CONSTANT)

public:
    /** @brief The most figures a big top scoring may count for @p player. */
    Q_INVOKABLE [[nodiscard]] int circusFiguresOf(const QString &player) const;
    /** @brief The scoring option for @p feature; an empty one (no `feature`) when it cannot be scored now. */
    Q_INVOKABLE [[nodiscard]] OfferedFeature scorableFeature(const QString &feature) const;
    /** @brief Whether @p feature may be scored now. */
    Q_INVOKABLE [[nodiscard]] bool canScore(const QString &feature) const;
    /** @brief The merge option that holds @p feature; an empty one when no tile may join it to another. */
    Q_INVOKABLE [[nodiscard]] OfferedMerge mergeOf(const QString &feature) const;
    /** @brief Whether a ghost may haunt @p figure now, for either reason. */
    Q_INVOKABLE [[nodiscard]] bool canHaunt(const QString &figure) const;
    /** @brief Whether a tower floor may capture @p figure now. */
    Q_INVOKABLE [[nodiscard]] bool canCapture(const QString &figure) const;
    /** @brief Message tile @p tile as it may be resolved now; tile 0 when no message is owed. */
    Q_INVOKABLE [[nodiscard]] OfferedMessage message(int tile) const;
    /** @brief The track spaces @p player's robber may go to now; empty when it may not move. */
    Q_INVOKABLE [[nodiscard]] QList<int> robberSpaces(const QString &player) const;

    bool started = false;
    bool finished = false;
    QString active;
    QString nextPlayer;
    QStringList scoringFigures;
    int actionsThisTurnPart = 0;
    bool hasPlace = false;
    OfferedPlacement place;
    QList<OfferedFeature> scorable;
    QList<OfferedMerge> merges;
    QList<OfferedRobber> robbers;
    QStringList ghostsExpand;
    QStringList ghostsLimit;
    bool messageOwed = false;
    QList<OfferedMessage> messages;
    QList<OfferedRansom> ransoms;
    bool hasTower = false;
    OfferedTower tower;
    QStringList pyramids;
    QList<OfferedAnimal> animals;
    QStringList circusPlayers; ///< with circusFigures: the ids the counts are for
    QList<int> circusFigures;
    QList<OpenChoice> pending;
    QList<OfferedFeature> finalValues;
    int turnPart = 0;
    bool builderPart = false;
    QList<OfferedRecall> recalls;
    bool builderTile = false;
    bool hasGoods = false;
    QList<int> goodsLeft;
    bool goodsAfterCity = false;
    bool operator==(const TurnOptions &) const = default;
};

/**
 * @brief The engine's @p options as typed values, players named by @p playerIds; a flag of a feature in @p marked (an
 * inn or a cathedral the players noted on it) starts true.
 */
[[nodiscard]] TurnOptions turnOptions(const ml::TableOptions &options, const QStringList &playerIds,
                                      const QSet<QString> &marked = {});

/** @brief @p choices with players named by @p playerIds (the candidates' shares from ml::rules). */
[[nodiscard]] QList<OpenChoice> openChoices(const QList<ml::PendingChoice> &choices, const QStringList &playerIds);
