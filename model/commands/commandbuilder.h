// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "command.h"
#include "usedids.h"

#include <QStringList>
#include <QVariantMap>

namespace ml {

struct GameState;

/**
 * @brief Makes the table's commands for the turn part a table stands at: the one place a record event is written.
 *
 * Every command is stamped with the table's turn part. New figures and features get ids no event in effect uses;
 * what the record needs that the table knows (the ghost's reason, the feature a merge continues as) comes from the
 * engine's table, never from the caller. Ids that name nothing are left for the engine to refuse, in words.
 */
class CommandBuilder
{
public:
    CommandBuilder(const GameState &table, const QStringList &playerIds, const UsedIds &usedIds);

    /** @brief Ends the running turn part (if any) and begins the next player's turn. */
    [[nodiscard]] Command turn() const;
    /**
     * @brief Places a figure of @p player (empty: the active player) of @p kind (empty: a meeple) on @p feature; an
     * empty @p feature is a new one of @p featureType. Invalid when neither is given.
     */
    [[nodiscard]] Command place(const QString &player, const QString &kind, const QString &feature,
                                const QString &featureType) const;
    /** @brief Scores a completed feature with the table's numbers (@p values by the record's keys) and each
     * ringmaster's count of circus and acrobat tiles. */
    [[nodiscard]] Command score(const QString &feature, const QVariantMap &values,
                                const QVariantMap &ringmasters = {}) const;
    /** @brief Joins features of one type; they continue as the one of them first occupied. */
    [[nodiscard]] Command merge(const QStringList &features) const;
    /** @brief A ghost on @p figure, with the reason the engine's table gives. */
    [[nodiscard]] Command ghost(const QString &figure) const;
    /** @brief A floor on @p tower (empty: a new tower), capturing @p capture if given, with a prisoner exchange. */
    [[nodiscard]] Command tower(const QString &tower, const QString &capture, const QVariantMap &exchange = {}) const;
    /** @brief The active player buys back @p figure. */
    [[nodiscard]] Command ransom(const QString &figure) const;
    /** @brief @p player's robber onto track space @p space. */
    [[nodiscard]] Command robber(const QString &player, int space) const;
    /** @brief @p robber's robber takes from @p from (that player's scoring figure @p figure, if given). */
    [[nodiscard]] Command steal(const QString &robber, const QString &from, const QString &figure = {}) const;
    /** @brief Message @p tile, taken as "points" or "action", with the numbers the action needs. */
    [[nodiscard]] Command message(int tile, const QString &take, const QVariantMap &fields = {}) const;
    /** @brief Scores the big top: @p animal and each player's figures under it. */
    [[nodiscard]] Command circus(const QString &animal, const QVariantMap &meeples) const;
    /** @brief Scores the full acrobat pyramid on @p feature. */
    [[nodiscard]] Command pyramid(const QString &feature) const;
    /** @brief Takes @p figure off the board unscored (@p reason empty: a correction). */
    [[nodiscard]] Command remove(const QString &figure, const QString &reason = {}) const;
    /** @brief A correction the table agreed on: @p points (±) for @p player. */
    [[nodiscard]] Command adjust(const QString &player, int points, const QString &reason) const;
    /** @brief The active player takes their abbot @p figure back early, its feature counting @p tiles. */
    [[nodiscard]] Command recall(const QString &figure, int tiles) const;
    /** @brief The active player takes the goods tokens of a city they completed; kinds with 0 are left out. */
    [[nodiscard]] Command goods(int wine, int grain, int cloth) const;
    /** @brief The active player's builder earned a second tile: a new turn part begins. */
    [[nodiscard]] Command builder() const;
    /** @brief The final scoring, with the values of each feature and of the big top. */
    [[nodiscard]] Command end(const QVariantMap &values, const QVariantMap &circus = {}) const;

private:
    [[nodiscard]] Command make(Command::Kind kind, QJsonObject event) const;

    const GameState &m_table;
    QStringList m_playerIds;
    const UsedIds &m_usedIds;
};

} // namespace ml
