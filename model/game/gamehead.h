// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "options.h"
#include "replay.h"
#include "tablechange.h"

#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <memory>
#include <optional>

namespace ml {

/**
 * @brief One game's events in effect and the engine's table after them: what the table may do next, and what one
 * more event, or one fewer, would make of it.
 *
 * A change is first worked out (tryAppend(), tryUndo()) without touching the head, so that whoever keeps the events
 * can store it; only then is it made the head (commit()). The head keeps copies of the table every SnapshotInterval
 * events, so stepping back replays at most that many events, however long the game.
 */
class GameHead
{
public:
    /** @brief A head without events or players (a game log of no game). */
    GameHead() = default;
    /** @brief The game of @p header (players, expansions) with @p events in effect, replayed. */
    GameHead(QJsonObject header, QJsonArray events);

    /** @brief A change worked out on a copy of the table: the refusal, or the table after it and what changed. */
    struct Step {
        std::optional<ReplayError> refusal;
        std::optional<IncrementalReplay> replay; ///< the table after the change; none when refused
        ReplayOutcome outcome;
        TableChange change;
        /** @brief The event added (an append), or the one taken back (an undo). */
        QJsonObject event;
        bool undo = false;
    };

    /** @brief The record without its events: format, players, expansions. */
    [[nodiscard]] const QJsonObject &header() const { return m_header; }
    /** @brief The events in effect, in order. */
    [[nodiscard]] const QJsonArray &events() const { return m_events; }
    [[nodiscard]] int eventCount() const { return int(m_events.size()); }
    /** @brief The engine's replay of the events in effect; not ok only if they no longer replay. */
    [[nodiscard]] const ReplayOutcome &outcome() const;
    /** @brief The table the events in effect leave (the last scoring batch closed); empty when they do not replay. */
    [[nodiscard]] const GameState &table() const;
    /** @brief What the table may do next. */
    [[nodiscard]] TableOptions options() const;

    /** @brief @p event (as it will be stored and read back) appended to a copy of the table. */
    [[nodiscard]] Step tryAppend(const QJsonObject &event) const;
    /** @brief The table without the last event in effect (there must be one), from the nearest snapshot below. */
    [[nodiscard]] Step tryUndo();
    /** @brief Makes @p step, worked out on this head and stored, the head. */
    void commit(Step step);

    /** @brief Every this many events the head keeps a copy of the table (a snapshot). */
    static constexpr int SnapshotInterval = 64;
    /**
     * @brief When an undo goes below the lowest snapshot (after a reopen, which keeps only the last one), the snapshots
     * of this many intervals below it are rebuilt at once: one replay of the events before them.
     */
    static constexpr int RebuiltIntervals = 2;
    /** @brief How many snapshots the head holds now: at most eventCount() / SnapshotInterval + 1. */
    [[nodiscard]] int snapshotCount() const { return int(m_snapshots.size()); }

private:
    /** @brief Replays every event in effect, keeping a snapshot at the last SnapshotInterval boundary. */
    void replayAll();
    /** @brief Keeps a copy of m_replay when it sits on a snapshot boundary. */
    void keepSnapshot();
    /** @brief The table after the first @p count events, from the nearest snapshot below (rebuilding some if none). */
    [[nodiscard]] IncrementalReplay replayTo(int count);
    /** @brief Appends the events [@p from, @p to) to @p table, keeping the snapshots on the way; false if refused. */
    [[nodiscard]] bool replayEvents(IncrementalReplay &table, int from, int to);
    /** @brief The replay of the record made of the first @p count events in effect. */
    [[nodiscard]] IncrementalReplay replayPrefix(int count) const;
    /** @brief A copy of the table after every event in effect, to try one more on. */
    [[nodiscard]] IncrementalReplay current() const;
    /** @brief What changes from table() to @p outcome's table, a table sharing its first @p sharedEvents events. */
    [[nodiscard]] TableChange changeTo(const ReplayOutcome &outcome, int sharedEvents) const;

    QJsonObject m_header;
    QJsonArray m_events;
    /** @brief The events in effect, kept open so an append is checked without replaying the whole game. */
    std::optional<IncrementalReplay> m_replay;
    /**
     * @brief Snapshots by event count (multiples of SnapshotInterval, at most eventCount()): the table after that many
     * events in effect. Without gaps from the lowest up; empty when the events replay only as a whole.
     */
    std::map<int, IncrementalReplay> m_snapshots;
    /** @brief outcome() of m_replay, computed when first asked for. */
    mutable std::optional<ReplayOutcome> m_outcome;
};

} // namespace ml
