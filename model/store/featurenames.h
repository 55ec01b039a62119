// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "result.h"
#include "rules.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace ml {

class Database;

/** @brief A name the players gave a feature ("the river city"): the record id the feature had then, and when. */
struct FeatureName {
    QString featureId;
    QString name;
    /** How many events were in effect when it was given: the ledger names the feature from there on. */
    int namedAt = 0;

    friend bool operator==(const FeatureName &, const FeatureName &) = default;
};

/**
 * @brief The names players give features, kept in the library beside a game's events and never in its record.
 *
 * A name belongs to one feature of one game: it is keyed by the game and the feature's order (the engine's count of
 * features first occupied before it), which no later feature of the same history shares, even one that reuses the
 * record id once the first is empty. Undo and redo change nothing here: a name is shown while its feature is on the
 * board. Only a new event after undo, which ends the redo history, forgets the names of the features that history
 * created (forgetFrom(), in the same transaction).
 */
class FeatureNames
{
    Q_DECLARE_TR_FUNCTIONS(FeatureNames)

public:
    /** @brief The statements that create the table of CurrentVersion. */
    [[nodiscard]] static QStringList createStatements();
    /** @brief Every name of game @p gameId, by feature order. */
    [[nodiscard]] static Result<QHash<int, FeatureName>> read(Database &database, qint64 gameId);
    /**
     * @brief Names the feature of @p order @p given.name, its spaces simplified; an empty name clears it, a name
     * longer than MaxLength is refused (InvalidInput) and changes nothing.
     */
    [[nodiscard]] static Status write(Database &database, qint64 gameId, int order, const FeatureName &given);
    /** @brief Inside a write transaction: forgets the names of features of order @p order and later. */
    [[nodiscard]] static Status forgetFrom(const Database &database, QSqlDatabase &db, qint64 gameId, int order);
    /** @brief The longest name kept, in characters (a record's player name has 40). */
    static constexpr int MaxLength = rules::MaxNameLength;
};

} // namespace ml
