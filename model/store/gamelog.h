// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "featurenotes.h"
#include "gamehead.h"
#include "result.h"
#include "summarytable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <memory>
#include <optional>

class QSqlDatabase;

namespace ml {

class Database;

/**
 * @brief One game's events as stored: append, undo and redo made durable in the library, with the game's head
 * (GameHead: the events in effect and the engine's table after them) following each stored change.
 *
 * Every change is validated by the engine first and committed durably before the call returns; the state
 * is always ml::replay() of the stored events. Obtained from GameLibrary::openGame(); it stops working
 * (NotOpen) when its library is closed. If another window or program changes the same game, the next
 * change fails with Conflict and reload() brings the log up to date.
 */
class GameLog
{
    Q_DECLARE_TR_FUNCTIONS(GameLog)

public:
    /** @brief An empty log that belongs to no game (isValid() is false). */
    GameLog() = default;

    /** @brief True for a log obtained from a library. */
    [[nodiscard]] bool isValid() const;
    /** @brief The game's id in the library. */
    [[nodiscard]] qint64 gameId() const;
    /** @brief The record without its events: format, players, expansions. */
    [[nodiscard]] QJsonObject header() const;
    /** @brief The current `meeple-ledger/1` record: the header and every event in effect. */
    [[nodiscard]] QJsonObject record() const;
    /** @brief The events in effect, in order. */
    [[nodiscard]] QJsonArray events() const;
    /** @brief How many events are in effect (the index the next appended event gets). */
    [[nodiscard]] int eventCount() const;
    /** @brief How many undone events redo() can bring back. */
    [[nodiscard]] int redoCount() const;
    /** @brief True when at least one event is in effect. */
    [[nodiscard]] bool canUndo() const;
    /** @brief True when an undone event waits for redo. */
    [[nodiscard]] bool canRedo() const;
    /** @brief The engine's replay of record(); not ok only if stored events no longer replay. */
    [[nodiscard]] const ReplayOutcome &outcome() const;
    /** @brief What the table may do next, as the engine answers it for the events in effect. */
    [[nodiscard]] TableOptions options() const;
    /** @brief The replay output (scores, figures, ledger, finished…) of record(), as JSON: for the edges only. */
    [[nodiscard]] QJsonObject state() const;
    /**
     * @brief The table the events in effect leave (the last scoring batch closed), as typed values; an empty table when
     * they do not replay.
     */
    [[nodiscard]] const GameState &table() const;
    /** @brief True once the game's `end` event is in effect. */
    [[nodiscard]] bool finished() const;

    /**
     * @brief Validates the event with the engine and stores it durably; returns its index.
     *
     * A refused event stores nothing and fails with Refused and the engine's error line. Undone events
     * waiting for redo are discarded. When it succeeds, @p change (if given) says what changed on table().
     */
    [[nodiscard]] Result<int> append(const QJsonObject &event, TableChange *change = nullptr);
    /** @brief What appending an event would do: the engine's refusal, or the table after it and what changed. */
    struct Trial {
        std::optional<ReplayError> refusal;
        std::shared_ptr<const GameState> table; ///< null when refused
        TableChange change;
        QList<PendingChoice> pending; ///< the robber choices the event leaves open (a scoring's batch)
    };
    /**
     * @brief Tries @p event once on a copy of the table, as append() would check it, and stores nothing: the cost of
     * one event, not of the game.
     */
    [[nodiscard]] Trial tryAppend(const QJsonObject &event) const;
    /** @brief Takes back the last event in effect (it waits for redo()); returns it, and what changed in @p change. */
    [[nodiscard]] Result<QJsonObject> undo(TableChange *change = nullptr);
    /** @brief Brings back the most recently undone event; returns it, and what changed in @p change. */
    [[nodiscard]] Result<QJsonObject> redo(TableChange *change = nullptr);
    /** @brief The names the players gave this game's features (FeatureNotes), by the features' order. */
    [[nodiscard]] Result<QHash<int, FeatureName>> featureNames() const;
    /**
     * @brief Gives the feature of @p order on the table, record id @p featureId, a name of the players' own (an empty
     * one clears it); NotFound when no such feature is on the table.
     */
    [[nodiscard]] Status nameFeature(int order, const QString &featureId, const QString &name);
    /** @brief The orders of the features the players marked with an inn or a cathedral (FeatureNotes). */
    [[nodiscard]] Result<QSet<int>> featureMarks() const;
    /**
     * @brief Notes an inn or a cathedral on the feature @p featureId on the table (@p marked), or takes the note off it
     * and off the features joined into it; NotFound when no such feature is on the table, InvalidInput when a feature
     * of its type takes no mark in this game (ml::markOf()).
     */
    [[nodiscard]] Status markFeature(const QString &featureId, bool marked);
    /** @brief Reads the game again from the library (after a Conflict). */
    [[nodiscard]] Status reload();

    /** @brief Every this many events the log keeps a copy of the table (a snapshot): GameHead's. */
    static constexpr int SnapshotInterval = GameHead::SnapshotInterval;
    /** @brief Snapshots rebuilt at once when an undo goes below the lowest one: GameHead's. */
    static constexpr int RebuiltIntervals = GameHead::RebuiltIntervals;
    /** @brief How many snapshots the log holds now: at most eventCount() / SnapshotInterval + 1. */
    [[nodiscard]] int snapshotCount() const;

private:
    /** NotFound: feature @p featureId is not on this game's table. */
    [[nodiscard]] StoreError notOnTable(const QString &featureId) const;
    friend class GameLibrary;
    GameLog(std::shared_ptr<Database> database, qint64 gameId);

    [[nodiscard]] Status checkOpen() const;
    [[nodiscard]] Status moveHead(QSqlDatabase &db, int head) const;
    [[nodiscard]] StoreError changedElsewhere(QSqlDatabase &db) const;
    /** @brief The summary's points of @p step's table: the head's, with only the ledger's changed tail redone. */
    [[nodiscard]] SummaryTable::SeatPoints pointsAfter(const GameHead::Step &step) const;
    /** The points the game's summary rows were last written from (m_points), or null when not known here. */
    [[nodiscard]] const SummaryTable::SeatPoints *writtenPoints() const;
    /** @brief Makes @p step (stored, with @p points) the head; @p change, if given, gets what it changed. */
    void moveTo(GameHead::Step step, SummaryTable::SeatPoints points, TableChange *change);

    std::shared_ptr<Database> m_database;
    qint64 m_gameId = 0;
    int m_redoCount = 0;
    qint64 m_revision = 0;
    /** @brief The events in effect and the engine's table after them. */
    GameHead m_head;
    /** @brief The hash of every stored event, in effect and undone (EventChain): the next append goes on from one. */
    QList<QByteArray> m_hashes;
    /** @brief The summary's points of table(), once a change computed them (empty before). */
    std::optional<SummaryTable::SeatPoints> m_points;
};

} // namespace ml
