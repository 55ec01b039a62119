// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "result.h"
#include "rules.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
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
 * @brief What the players tell the table about a feature that its record does not hold, kept in the library beside a
 * game's events: the name they gave it ("the river city"), and the inn on a road or the cathedral in a city they
 * noted (a mark), so that the card says so and its scoring starts with it ticked.
 *
 * A note belongs to one feature of one game: it is keyed by the game and the feature's order (the engine's count of
 * features first occupied before it), which no later feature of the same history shares, even one that reuses the
 * record id once the first is empty. A feature that a tile joined to others holds the marks of all of them
 * (ml::Feature::holds()). Undo and redo change nothing here: a note is shown while its feature is on the board. Only
 * a new event after undo, which ends the redo history, forgets the notes of the features that history created
 * (forgetFrom(), in the same transaction).
 */
class FeatureNotes
{
    Q_DECLARE_TR_FUNCTIONS(FeatureNotes)

public:
    /** @brief The statements that create the table of names (schema version 6). */
    [[nodiscard]] static QStringList nameStatements();
    /** @brief The statements that create the table of marks (schema version 8). */
    [[nodiscard]] static QStringList markStatements();
    /** @brief Every name of game @p gameId, by feature order. */
    [[nodiscard]] static Result<QHash<int, FeatureName>> read(Database &database, qint64 gameId);
    /**
     * @brief Names the feature of @p order @p given.name, its spaces simplified; an empty name clears it, a name
     * longer than MaxLength is refused (InvalidInput) and changes nothing.
     */
    [[nodiscard]] static Status write(Database &database, qint64 gameId, int order, const FeatureName &given);
    /** @brief The orders of game @p gameId's marked features. */
    [[nodiscard]] static Result<QSet<int>> readMarks(Database &database, qint64 gameId);
    /**
     * @brief Marks the feature of @p order (@p marked), or takes the mark off it and off every order in @p joined
     * (the features joined into it), in one transaction.
     */
    [[nodiscard]] static Status mark(Database &database, qint64 gameId, int order, const QList<int> &joined,
                                     bool marked);
    /** @brief Inside a write transaction: forgets the names and marks of features of order @p order and later. */
    [[nodiscard]] static Status forgetFrom(const Database &database, QSqlDatabase &db, qint64 gameId, int order);
    /** @brief The longest name kept, in characters (a record's player name has 40). */
    static constexpr int MaxLength = rules::MaxNameLength;
};

} // namespace ml
