// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelog.h"

#include "database.h"
#include "eventchain.h"
#include "featurevalue.h"
#include "libraryinternal.h"
#include "recordfile.h"
#include "sayings.h"
#include "summarytable.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

using storeinternal::changedOutside;

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
    return m_head.header();
}

QJsonObject GameLog::record() const
{
    return RecordFile::compose(m_head.header(), m_head.events());
}

QJsonArray GameLog::events() const
{
    return m_head.events();
}

int GameLog::eventCount() const
{
    return m_head.eventCount();
}

int GameLog::redoCount() const
{
    return m_redoCount;
}

bool GameLog::canUndo() const
{
    return m_head.eventCount() > 0;
}

bool GameLog::canRedo() const
{
    return m_redoCount > 0;
}

const ReplayOutcome &GameLog::outcome() const
{
    return m_head.outcome();
}

TableOptions GameLog::options() const
{
    return m_head.options();
}

QJsonObject GameLog::state() const
{
    return outcome().output;
}

const GameState &GameLog::table() const
{
    return m_head.table();
}

bool GameLog::finished() const
{
    return table().finished;
}

int GameLog::snapshotCount() const
{
    return m_head.snapshotCount();
}

SummaryTable::SeatPoints GameLog::pointsAfter(const GameHead::Step &step) const
{
    if (!step.outcome.table)
        return {};
    if (!m_points)
        return SummaryTable::pointsOf(*step.outcome.table);
    SummaryTable::SeatPoints points = *m_points;
    SummaryTable::addPoints(points, table(), step.change.firstLedgerRow, -1);
    SummaryTable::addPoints(points, *step.outcome.table, step.change.firstLedgerRow, 1);
    return points;
}

const SummaryTable::SeatPoints *GameLog::writtenPoints() const
{
    return m_points ? &*m_points : nullptr;
}

void GameLog::moveTo(GameHead::Step step, SummaryTable::SeatPoints points, TableChange *change)
{
    if (change)
        *change = step.change;
    m_head.commit(std::move(step));
    m_points = std::move(points);
}

Status GameLog::checkOpen() const
{
    if (!m_database)
        return StoreError { StoreError::Code::NotOpen,
                            Sayings::say([] { return tr("This game log belongs to no game library."); }),
                            {},
                            {} };
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
        return { StoreError::Code::NotFound,
                 Sayings::say([game = m_gameId] {
                     //: %1 the game's number in the library
                     return tr("Game %1 is no longer in the library.").arg(game);
                 }),
                 {},
                 {} };
    return { StoreError::Code::Conflict,
             Sayings::say([game = m_gameId] {
                 //: %1 the game's number in the library
                 return tr("Game %1 was changed in another window or program since it was loaded; reload it and try "
                           "again.")
                     .arg(game);
             }),
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
    if (Status status = m_database->exec(query, [game = m_gameId] { return tr("update game %1").arg(game); });
        !status.ok())
        return status;
    if (query.numRowsAffected() != 1)
        return changedElsewhere(db);
    return {};
}

StoreError GameLog::notOnTable(const QString &featureId) const
{
    return StoreError { StoreError::Code::NotFound,
                        Sayings::say([featureId, game = m_gameId] {
                            //: %1 the feature's id in the record, %2 the game's number in the library
                            return tr("Feature %1 is not on the table of game %2.").arg(featureId).arg(game);
                        }),
                        {},
                        {} };
}

Result<QHash<int, FeatureName>> GameLog::featureNames() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    return FeatureNotes::read(*m_database, m_gameId);
}

Status GameLog::nameFeature(int order, const QString &featureId, const QString &name)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const auto feature = table().features.constFind(featureId);
    if (feature == table().features.constEnd() || feature->order != order) {
        return notOnTable(featureId);
    }
    return FeatureNotes::write(*m_database, m_gameId, order, { featureId, name, eventCount() });
}

Result<QSet<int>> GameLog::featureMarks() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    return FeatureNotes::readMarks(*m_database, m_gameId);
}

Status GameLog::markFeature(const QString &featureId, bool marked)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const auto feature = table().features.constFind(featureId);
    if (feature == table().features.constEnd()) {
        return notOnTable(featureId);
    }
    if (markOf(feature->type, table().has(Expansion::Inns)).isEmpty()) {
        return StoreError { StoreError::Code::InvalidInput,
                            Sayings::say([featureId] {
                                //: %1 the feature's id in the record
                                return tr("Feature %1 takes no inn or cathedral in this game.").arg(featureId);
                            }),
                            {},
                            {} };
    }
    return FeatureNotes::mark(*m_database, m_gameId, feature->order, feature->joined, marked);
}

Status GameLog::reload()
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    // One statement reads the game and its events from one snapshot, even while another program writes.
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(u"SELECT g.header, g.head, g.revision, e.seq, e.payload, e.hash FROM games g "
                  u"LEFT JOIN events e ON e.game_id = g.id WHERE g.id = ? ORDER BY e.seq"_s);
    query.addBindValue(m_gameId);
    //: %1 the game's number in the library
    if (Status status = m_database->exec(query, [game = m_gameId] { return tr("read game %1").arg(game); });
        !status.ok())
        return status;
    if (!query.next())
        return StoreError { StoreError::Code::NotFound,
                            Sayings::say([game = m_gameId] {
                                //: %1 the game's number in the library
                                return tr("There is no game %1 in the library.").arg(game);
                            }),
                            {},
                            {} };
    const QJsonObject header = RecordFile::parseObject(query.value(0).toByteArray());
    const int head = query.value(1).toInt();
    const qint64 revision = query.value(2).toLongLong();
    QJsonArray events;
    QList<QByteArray> hashes;
    EventChain chain;
    int redo = 0;
    int expected = 0;
    do {
        if (query.value(3).isNull())
            break;
        const int seq = query.value(3).toInt();
        if (seq != expected)
            return StoreError {
                StoreError::Code::Damaged,
                Sayings::say([game = m_gameId, expected, path = m_database->path()] {
                    //: %1 the game's number, %2 the event's index in it, %3 the library file
                    return tr("Game %1 misses its event %2 in the library %3.").arg(game).arg(expected).arg(path);
                }),
                {},
                {}
            };
        ++expected;
        // Every stored event, undone ones too, must be as it was written: a redo stores nothing new.
        const QByteArray payload = query.value(4).toByteArray();
        if (!chain.take(payload, query.value(5).toByteArray()))
            return changedOutside(m_gameId, seq, m_database->path());
        hashes.append(chain.head());
        if (seq < head)
            events.append(RecordFile::parseObject(payload));
        else
            ++redo;
    } while (query.next());
    if (events.size() < head)
        return StoreError { StoreError::Code::Damaged,
                            Sayings::say([game = m_gameId, head, path = m_database->path(), stored = events.size()] {
                                //: %1 the game's number, %2 the events it should have, %3 the library file, %4 the events stored
                                return tr("Game %1 should have %2 events in the library %3, but only %4 are stored.")
                                    .arg(game)
                                    .arg(head)
                                    .arg(path)
                                    .arg(stored);
                            }),
                            {},
                            {} };
    m_head = GameHead(header, events);
    m_hashes = std::move(hashes);
    m_redoCount = redo;
    m_revision = revision;
    m_points.reset();
    return {};
}

Result<int> GameLog::append(const QJsonObject &event, TableChange *change)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    // The engine sees exactly what the library will hold: the event as it reads back from its stored text.
    const QByteArray payload = RecordFile::compact(event);
    GameHead::Step step = m_head.tryAppend(RecordFile::parseObject(payload));
    if (step.refusal)
        return StoreError::refused(*step.refusal);

    const int index = m_head.eventCount();
    const QByteArray hash = EventChain::next(index > 0 ? m_hashes.at(index - 1) : EventChain::start(), payload);
    // The summary row is written from the table the check just made: the game is not replayed again.
    const SummaryTable::SeatPoints points = pointsAfter(step);
    //: %1 the event's index in the game, %2 the game's number in the library
    const Phrase what = [index, game = m_gameId] { return tr("store event %1 of game %2").arg(index).arg(game); };
    const Status written = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, index + 1); !status.ok())
            return status;
        if (Status status = SummaryTable::write(*m_database, db, m_gameId, m_head.header(), step.outcome, index + 1, 0,
                                                what, &points, writtenPoints());
            !status.ok())
            return status;
        QSqlQuery query(db);
        // A new event ends the redo history.
        query.prepare(u"DELETE FROM events WHERE game_id = ? AND seq >= ?"_s);
        query.addBindValue(m_gameId);
        query.addBindValue(index);
        //: %1 the game's number in the library
        if (Status status = m_database->exec(
                query, [game = m_gameId] { return tr("clear the redo history of game %1").arg(game); });
            !status.ok())
            return status;
        // The features the undone events created are gone for good: a later feature of the same order is another.
        if (m_redoCount > 0) {
            if (Status status = FeatureNotes::forgetFrom(*m_database, db, m_gameId, m_head.table().nextFeatureOrder);
                !status.ok())
                return status;
        }
        query.prepare(u"INSERT INTO events (game_id, seq, payload, hash) VALUES (?, ?, ?, ?)"_s);
        query.addBindValue(m_gameId);
        query.addBindValue(index);
        query.addBindValue(QString::fromUtf8(payload));
        query.addBindValue(hash);
        //: %1 the event's index in the game, %2 the game's number in the library
        return m_database->exec(
            query, [index, game = m_gameId] { return tr("store event %1 of game %2").arg(index).arg(game); });
    });
    if (!written.ok())
        return written.error();
    m_hashes.resize(index);
    m_hashes.append(hash);
    m_redoCount = 0;
    ++m_revision;
    moveTo(std::move(step), points, change);
    return index;
}

GameLog::Trial GameLog::tryAppend(const QJsonObject &event) const
{
    // The event as append() would store it and the engine would read it back.
    GameHead::Step step = m_head.tryAppend(RecordFile::parseObject(RecordFile::compact(event)));
    if (step.refusal)
        return { std::move(step.refusal), nullptr, {}, {} };
    QList<PendingChoice> pending = step.replay ? step.replay->pending() : QList<PendingChoice> {};
    return { std::nullopt, std::move(step.outcome.table), std::move(step.change), std::move(pending) };
}

Result<QJsonObject> GameLog::undo(TableChange *change)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (m_head.eventCount() == 0)
        return StoreError { StoreError::Code::NothingToUndo,
                            Sayings::say([game = m_gameId] {
                                //: %1 the game's number in the library
                                return tr("Nothing to undo: game %1 has no event in effect.").arg(game);
                            }),
                            {},
                            {} };
    const int head = m_head.eventCount() - 1;
    GameHead::Step step = m_head.tryUndo();
    const SummaryTable::SeatPoints points = pointsAfter(step);
    //: %1 the event's index in the game, %2 the game's number in the library
    const Phrase what = [head, game = m_gameId] { return tr("undo event %1 of game %2").arg(head).arg(game); };
    const Status stored = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, head); !status.ok())
            return status;
        return SummaryTable::write(*m_database, db, m_gameId, m_head.header(), step.outcome, head, m_redoCount + 1,
                                   what, &points, writtenPoints());
    });
    if (!stored.ok())
        return stored.error();
    const QJsonObject undone = step.event;
    ++m_redoCount;
    ++m_revision;
    moveTo(std::move(step), points, change);
    return undone;
}

Result<QJsonObject> GameLog::redo(TableChange *change)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (m_redoCount == 0)
        return StoreError { StoreError::Code::NothingToRedo,
                            Sayings::say([game = m_gameId] {
                                //: %1 the game's number in the library
                                return tr("Nothing to redo: game %1 has no undone event.").arg(game);
                            }),
                            {},
                            {} };
    QSqlDatabase db = m_database->connection();
    const int index = m_head.eventCount();
    QSqlQuery query(db);
    query.prepare(u"SELECT payload FROM events WHERE game_id = ? AND seq = ?"_s);
    query.addBindValue(m_gameId);
    query.addBindValue(index);
    //: %1 the event's index in the game, %2 the game's number in the library
    if (Status status = m_database->exec(
            query, [index, game = m_gameId] { return tr("read event %1 of game %2").arg(index).arg(game); });
        !status.ok())
        return status.error();
    if (!query.next())
        return changedElsewhere(db);
    const QJsonObject event = RecordFile::parseObject(query.value(0).toByteArray());
    query.finish();
    GameHead::Step step = m_head.tryAppend(event);
    if (step.refusal)
        return StoreError::refused(*step.refusal);
    const SummaryTable::SeatPoints points = pointsAfter(step);
    //: %1 the event's index in the game, %2 the game's number in the library
    const Phrase what = [index, game = m_gameId] { return tr("redo event %1 of game %2").arg(index).arg(game); };
    const Status stored = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        if (Status status = moveHead(db, index + 1); !status.ok())
            return status;
        return SummaryTable::write(*m_database, db, m_gameId, m_head.header(), step.outcome, index + 1, m_redoCount - 1,
                                   what, &points, writtenPoints());
    });
    if (!stored.ok())
        return stored.error();
    --m_redoCount;
    ++m_revision;
    moveTo(std::move(step), points, change);
    return event;
}

} // namespace ml
