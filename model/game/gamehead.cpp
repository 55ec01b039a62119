// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamehead.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

QJsonObject compose(const QJsonObject &header, const QJsonArray &events)
{
    QJsonObject record = header;
    record.insert(u"events"_s, events);
    return record;
}

} // namespace

GameHead::GameHead(QJsonObject header, QJsonArray events)
    : m_header(std::move(header))
    , m_events(std::move(events))
{
    replayAll();
}

const ReplayOutcome &GameHead::outcome() const
{
    if (!m_outcome)
        m_outcome = m_replay ? m_replay->outcome() : ReplayOutcome {};
    return *m_outcome;
}

const GameState &GameHead::table() const
{
    static const GameState empty;
    const ReplayOutcome &current = outcome();
    return current.table ? *current.table : empty;
}

TableOptions GameHead::options() const
{
    return m_replay ? m_replay->options() : TableOptions {};
}

IncrementalReplay GameHead::current() const
{
    return m_replay ? *m_replay : IncrementalReplay(compose(m_header, m_events));
}

TableChange GameHead::changeTo(const ReplayOutcome &outcome, int sharedEvents) const
{
    static const GameState empty;
    TableChange change = compareTables(table(), outcome.table ? *outcome.table : empty, sharedEvents);
    change.headMoved = true;
    return change;
}

GameHead::Step GameHead::tryAppend(const QJsonObject &event) const
{
    Step step;
    step.event = event;
    IncrementalReplay next = current();
    if (auto refusal = next.append(event)) {
        step.refusal = std::move(refusal);
        return step;
    }
    step.outcome = next.outcome();
    step.change = changeTo(step.outcome, eventCount());
    step.replay = std::move(next);
    return step;
}

GameHead::Step GameHead::tryUndo()
{
    Step step;
    step.undo = true;
    if (m_events.isEmpty())
        return step;
    // The table without the last event: the nearest snapshot and at most SnapshotInterval - 1 events after it.
    const int head = eventCount() - 1;
    step.event = m_events.at(head).toObject();
    IncrementalReplay replay = replayTo(head);
    step.outcome = replay.outcome();
    step.change = changeTo(step.outcome, head);
    step.replay = std::move(replay);
    return step;
}

void GameHead::commit(Step step)
{
    if (step.refusal || !step.replay)
        return;
    if (step.undo) {
        m_events.removeLast();
        // A snapshot past the new head would no longer match if another event is appended there.
        m_snapshots.erase(m_snapshots.upper_bound(eventCount()), m_snapshots.end());
    } else {
        m_events.append(step.event);
    }
    m_replay = std::move(step.replay);
    m_outcome = std::move(step.outcome);
    if (!step.undo)
        keepSnapshot();
}

void GameHead::replayAll()
{
    m_snapshots.clear();
    m_outcome.reset();
    // One replay up to the last snapshot boundary below the last event, then event by event: the first undo after a
    // reopen starts from that snapshot, for the price of at most SnapshotInterval checked appends here. Lower
    // snapshots are made when an undo needs them.
    const int count = eventCount();
    IncrementalReplay table = replayPrefix(std::max(0, (count - 1) / SnapshotInterval * SnapshotInterval));
    if (table.ok()) {
        m_snapshots.emplace(table.eventCount(), table);
        if (replayEvents(table, table.eventCount(), count)) {
            m_replay = std::move(table);
            return;
        }
        m_snapshots.clear();
    }
    // The stored events no longer replay, or replay only as a whole (an imported record may close a batch at its
    // end that an earlier end would refuse): the whole record's replay says which, exactly as replay() does.
    m_replay = replayPrefix(count);
}

void GameHead::keepSnapshot()
{
    if (m_replay && m_replay->ok() && m_replay->eventCount() % SnapshotInterval == 0)
        m_snapshots.try_emplace(m_replay->eventCount(), *m_replay);
}

bool GameHead::replayEvents(IncrementalReplay &table, int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (table.append(m_events.at(i).toObject()))
            return false;
        if ((i + 1) % SnapshotInterval == 0)
            m_snapshots.try_emplace(i + 1, table);
    }
    return true;
}

IncrementalReplay GameHead::replayPrefix(int count) const
{
    QJsonArray events;
    for (int i = 0; i < count; ++i)
        events.append(m_events.at(i));
    return IncrementalReplay(compose(m_header, events));
}

IncrementalReplay GameHead::replayTo(int count)
{
    auto above = m_snapshots.upper_bound(count);
    if (above != m_snapshots.begin()) {
        // The usual case: fewer than SnapshotInterval events after the nearest snapshot.
        const auto &[at, snapshot] = *std::prev(above);
        IncrementalReplay table = snapshot;
        if (replayEvents(table, at, count))
            return table;
    } else if (!m_snapshots.empty()) {
        // Below the lowest snapshot: one replay of the events before the rebuilt intervals, then event by event.
        const int low = std::max(0, (count / SnapshotInterval - (RebuiltIntervals - 1)) * SnapshotInterval);
        IncrementalReplay table = replayPrefix(low);
        if (table.ok()) {
            m_snapshots.emplace(low, table);
            if (replayEvents(table, low, count))
                return table;
        }
    }
    return replayPrefix(count);
}

} // namespace ml
