// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelog.h"

#include "database.h"
#include "recordfile.h"
#include "refusaltext.h"
#include "summarytable.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

StoreError refused(const ReplayError &error)
{
    return { StoreError::Code::Refused, refusalLine(error), {}, error };
}

} // namespace

GameLog::GameLog(std::shared_ptr<Database> database, qint64 gameId)
    : m_database(std::move(database))
    , m_gameId(gameId)
{
}

bool GameLog::isValid() const
{
    return m_database != nullptr;
}

qint64 GameLog::gameId() const
{
    return m_gameId;
}

QJsonObject GameLog::header() const
{
    return m_header;
}

QJsonObject GameLog::record() const
{
    return RecordFile::compose(m_header, m_events);
}

QJsonArray GameLog::events() const
{
    return m_events;
}

int GameLog::eventCount() const
{
    return int(m_events.size());
}

int GameLog::redoCount() const
{
    return m_redoCount;
}

bool GameLog::canUndo() const
{
    return !m_events.isEmpty();
}

bool GameLog::canRedo() const
{
    return m_redoCount > 0;
}

const ReplayOutcome &GameLog::outcome() const
{
    if (!m_outcome)
        m_outcome = m_replay ? m_replay->outcome() : ReplayOutcome {};
    return *m_outcome;
}

TableOptions GameLog::options() const
{
    return m_replay ? m_replay->options() : TableOptions {};
}

QJsonObject GameLog::state() const
{
    return outcome().output;
}

bool GameLog::finished() const
{
    return outcome().ok && outcome().output.value(u"finished"_s).toBool();
}

void GameLog::setReplay(IncrementalReplay replay)
{
    m_replay = std::move(replay);
    m_outcome.reset();
}

int GameLog::snapshotCount() const
{
    return int(m_snapshots.size());
}

void GameLog::replayAll()
{
    m_snapshots.clear();
    // One replay up to the last snapshot boundary below the last event, then event by event: the first undo after a
    // reopen starts from that snapshot, for the price of at most SnapshotInterval checked appends here. Lower
    // snapshots are made when an undo needs them.
    const int count = int(m_events.size());
    IncrementalReplay table = replayPrefix(std::max(0, (count - 1) / SnapshotInterval * SnapshotInterval));
    if (table.ok()) {
        m_snapshots.emplace(table.eventCount(), table);
        if (replayEvents(table, table.eventCount(), count)) {
            setReplay(std::move(table));
            return;
        }
        m_snapshots.clear();
    }
    // The stored events no longer replay, or replay only as a whole (an imported record may close a batch at its
    // end that an earlier end would refuse): the whole record's replay says which, exactly as replay() does.
    setReplay(replayPrefix(count));
}

void GameLog::keepSnapshot()
{
    if (m_replay && m_replay->ok() && m_replay->eventCount() % SnapshotInterval == 0)
        m_snapshots.try_emplace(m_replay->eventCount(), *m_replay);
}

bool GameLog::replayEvents(IncrementalReplay &table, int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (table.append(m_events.at(i).toObject()))
            return false;
        if ((i + 1) % SnapshotInterval == 0)
            m_snapshots.try_emplace(i + 1, table);
    }
    return true;
}

IncrementalReplay GameLog::replayPrefix(int count) const
{
    QJsonArray events;
    for (int i = 0; i < count; ++i)
        events.append(m_events.at(i));
    return IncrementalReplay(RecordFile::compose(m_header, events));
}

IncrementalReplay GameLog::replayTo(int count)
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

Status GameLog::checkOpen() const
{
    if (!m_database)
        return StoreError { StoreError::Code::NotOpen, tr("This game log belongs to no game library."), {}, {} };
    if (!m_database->isOpen())
        return m_database->notOpenError();
    return {};
}

StoreError GameLog::changedElsewhere(QSqlDatabase &db) const
{
    QSqlQuery query(db);
    query.prepare(u"SELECT 1 FROM games WHERE id = ?"_s);
    query.addBindValue(m_gameId);
    if (query.exec() && !query.next())
        //: %1 the game's number in the library
        return { StoreError::Code::NotFound, tr("Game %1 is no longer in the library.").arg(m_gameId), {}, {} };
    return { StoreError::Code::Conflict,
             //: %1 the game's number in the library
             tr("Game %1 was changed in another window or program since it was loaded; reload it and try again.")
                 .arg(m_gameId),
             {},
             {} };
}

// The revision makes every change conditional on the game being exactly as this log last read it.
Status GameLog::moveHead(QSqlDatabase &db, int head) const
{
    const QString now = Database::now();
    QSqlQuery query(db);
    query.prepare(u"UPDATE games SET head = ?, revision = revision + 1, updated_at = ?, touched_at = ? "
                  u"WHERE id = ? AND revision = ?"_s);
    query.addBindValue(head);
    query.addBindValue(now);
    query.addBindValue(now);
    query.addBindValue(m_gameId);
    query.addBindValue(m_revision);
    //: %1 the game's number in the library
    if (Status status = m_database->exec(query, tr("update game %1").arg(m_gameId)); !status.ok())
        return status;
    if (query.numRowsAffected() != 1)
        return changedElsewhere(db);
    return {};
}

Status GameLog::reload()
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    // One statement reads the game and its events from one snapshot, even while another program writes.
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(u"SELECT g.header, g.head, g.revision, e.seq, e.payload FROM games g "
                  u"LEFT JOIN events e ON e.game_id = g.id WHERE g.id = ? ORDER BY e.seq"_s);
    query.addBindValue(m_gameId);
    //: %1 the game's number in the library
    if (Status status = m_database->exec(query, tr("read game %1").arg(m_gameId)); !status.ok())
        return status;
    if (!query.next())
        return StoreError { //: %1 the game's number in the library
                            StoreError::Code::NotFound,
                            tr("There is no game %1 in the library.").arg(m_gameId),
                            {},
                            {}
        };
    const QJsonObject header = RecordFile::parseObject(query.value(0).toByteArray());
    const int head = query.value(1).toInt();
    const qint64 revision = query.value(2).toLongLong();
    QJsonArray events;
    int redo = 0;
    int expected = 0;
    do {
        if (query.value(3).isNull())
            break;
        const int seq = query.value(3).toInt();
        if (seq != expected)
            return StoreError { StoreError::Code::Damaged,
                                //: %1 the game's number, %2 the event's index in it, %3 the library file
                                tr("Game %1 misses its event %2 in the library %3.")
                                    .arg(m_gameId)
                                    .arg(expected)
                                    .arg(m_database->path()),
                                {},
                                {} };
        ++expected;
        if (seq < head)
            events.append(RecordFile::parseObject(query.value(4).toByteArray()));
        else
            ++redo;
    } while (query.next());
    if (events.size() < head)
        return StoreError {
            StoreError::Code::Damaged,
            //: %1 the game's number, %2 the events it should have, %3 the library file, %4 the events stored
            tr("Game %1 should have %2 events in the library %3, but only %4 are stored.")
                .arg(m_gameId)
                .arg(head)
                .arg(m_database->path())
                .arg(events.size()),
            {},
            {}
        };
    m_header = header;
    m_events = events;
    m_redoCount = redo;
    m_revision = revision;
    replayAll();
    return {};
}

Result<int> GameLog::append(const QJsonObject &event)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    // The engine sees exactly what the library will hold: the event as it reads back from its stored text.
    const QByteArray payload = RecordFile::compact(event);
    const QJsonObject stored = RecordFile::parseObject(payload);
    IncrementalReplay next = m_replay ? *m_replay : IncrementalReplay(RecordFile::compose(m_header, m_events));
    if (const auto refusal = next.append(stored))
        return refused(*refusal);

    const int index = int(m_events.size());
    // The summary row is written from the table the check just made: the game is not replayed again.
    const ReplayOutcome outcome = next.outcome();
    //: %1 the event's index in the game, %2 the game's number in the library
    const QString what = tr("store event %1 of game %2").arg(index).arg(m_gameId);
    const Status written = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, index + 1); !status.ok())
            return status;
        if (Status status = SummaryTable::write(*m_database, db, m_gameId, m_header, outcome, index + 1, 0, what);
            !status.ok())
            return status;
        QSqlQuery query(db);
        // A new event ends the redo history.
        query.prepare(u"DELETE FROM events WHERE game_id = ? AND seq >= ?"_s);
        query.addBindValue(m_gameId);
        query.addBindValue(index);
        //: %1 the game's number in the library
        if (Status status = m_database->exec(query, tr("clear the redo history of game %1").arg(m_gameId));
            !status.ok())
            return status;
        query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (?, ?, ?)"_s);
        query.addBindValue(m_gameId);
        query.addBindValue(index);
        query.addBindValue(QString::fromUtf8(payload));
        //: %1 the event's index in the game, %2 the game's number in the library
        return m_database->exec(query, tr("store event %1 of game %2").arg(index).arg(m_gameId));
    });
    if (!written.ok())
        return written.error();
    m_events.append(stored);
    m_redoCount = 0;
    ++m_revision;
    setReplay(std::move(next));
    m_outcome = outcome;
    keepSnapshot();
    return index;
}

Result<QJsonObject> GameLog::undo()
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (m_events.isEmpty())
        return StoreError { StoreError::Code::NothingToUndo,
                            //: %1 the game's number in the library
                            tr("Nothing to undo: game %1 has no event in effect.").arg(m_gameId),
                            {},
                            {} };
    // The table without the last event: the nearest snapshot and at most SnapshotInterval - 1 events after it.
    const int head = int(m_events.size()) - 1;
    const QJsonObject undone = m_events.at(head).toObject();
    IncrementalReplay replay = replayTo(head);
    const ReplayOutcome outcome = replay.outcome();
    //: %1 the event's index in the game, %2 the game's number in the library
    const QString what = tr("undo event %1 of game %2").arg(head).arg(m_gameId);
    const Status stored = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, head); !status.ok())
            return status;
        return SummaryTable::write(*m_database, db, m_gameId, m_header, outcome, head, m_redoCount + 1, what);
    });
    if (!stored.ok())
        return stored.error();
    m_events.removeLast();
    // A snapshot past the new head would no longer match if another event is appended there.
    m_snapshots.erase(m_snapshots.upper_bound(head), m_snapshots.end());
    ++m_redoCount;
    ++m_revision;
    setReplay(std::move(replay));
    m_outcome = outcome;
    return undone;
}

Result<QJsonObject> GameLog::redo()
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (m_redoCount == 0)
        return StoreError { //: %1 the game's number in the library
                            StoreError::Code::NothingToRedo,
                            tr("Nothing to redo: game %1 has no undone event.").arg(m_gameId),
                            {},
                            {}
        };
    QSqlDatabase db = m_database->connection();
    const int index = int(m_events.size());
    QSqlQuery query(db);
    query.prepare(u"SELECT payload FROM events WHERE game_id = ? AND seq = ?"_s);
    query.addBindValue(m_gameId);
    query.addBindValue(index);
    //: %1 the event's index in the game, %2 the game's number in the library
    if (Status status = m_database->exec(query, tr("read event %1 of game %2").arg(index).arg(m_gameId)); !status.ok())
        return status.error();
    if (!query.next())
        return changedElsewhere(db);
    const QJsonObject event = RecordFile::parseObject(query.value(0).toByteArray());
    query.finish();
    IncrementalReplay next = m_replay ? *m_replay : IncrementalReplay(RecordFile::compose(m_header, m_events));
    if (const auto refusal = next.append(event))
        return refused(*refusal);
    const ReplayOutcome outcome = next.outcome();
    //: %1 the event's index in the game, %2 the game's number in the library
    const QString what = tr("redo event %1 of game %2").arg(index).arg(m_gameId);
    const Status stored = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, index + 1); !status.ok())
            return status;
        return SummaryTable::write(*m_database, db, m_gameId, m_header, outcome, index + 1, m_redoCount - 1, what);
    });
    if (!stored.ok())
        return stored.error();
    m_events.append(event);
    --m_redoCount;
    ++m_revision;
    setReplay(std::move(next));
    m_outcome = outcome;
    keepSnapshot();
    return event;
}

} // namespace ml
