// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// GameLibrary's records in and out: importing a record (recognising a game the library holds by its `game.id`: updated,
// unchanged or kept as a fork), exporting one with its `game` object, and who the library is (its device id and name).

#include "gamelibrary.h"

#include "database.h"
#include "eventchain.h"
#include "libraryinternal.h"
#include "nametext.h"
#include "recordfile.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "sayings.h"
#include "schema.h"
#include "summarytable.h"

#include <QDir>
#include <QSqlQuery>

#include <new>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

namespace {

/** @brief How an imported record relates to a stored game of the same id. */
enum class Relation { Older, Extends, Fork };

Relation relation(const QJsonObject &storedHeader, const QJsonArray &stored, const QJsonObject &header,
                  const QJsonArray &events)
{
    if (storedHeader.value(u"players"_s) != header.value(u"players"_s)
        || storedHeader.value(u"expansions"_s) != header.value(u"expansions"_s))
        return Relation::Fork;
    const qsizetype common = std::min(stored.size(), events.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (stored.at(i) != events.at(i))
            return Relation::Fork;
    }
    return events.size() > stored.size() ? Relation::Extends : Relation::Older;
}

// A time as the library stores it ("2026-12-04T19:30:00.000Z"), from any ISO 8601 UTC text the engine accepted.
QString storedText(const QString &iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

/** @brief A stored game an imported record may be a version of. */
struct GameLibrary::Candidate {
    qint64 id = 0;
    QJsonObject header;
    QJsonArray events;
    /** @brief True for the game holding the record's id, false for a fork of it. */
    bool original = false;
};

Result<QList<GameLibrary::Candidate>> GameLibrary::candidates(QSqlDatabase &db, const QString &uuid) const
{
    QList<Candidate> found;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT id, header, head, uuid = ? FROM games WHERE uuid = ? OR fork_of = ? "
                  u"ORDER BY uuid = ? DESC, id"_s);
    for (int i = 0; i < 4; ++i)
        query.addBindValue(uuid);
    if (Status status = m_database->exec(query, [] { return tr("import a game"); }); !status.ok())
        return status.error();
    QList<int> heads;
    while (query.next()) {
        found.append({ query.value(0).toLongLong(),
                       RecordFile::parseObject(query.value(1).toByteArray()),
                       {},
                       query.value(3).toBool() });
        heads.append(query.value(2).toInt());
    }
    EventsInEffect events(*m_database, db);
    for (qsizetype i = 0; i < found.size(); ++i) {
        Result<QJsonArray> read = events.of(found[i].id, heads[i], [] { return tr("import a game"); });
        if (!read.ok())
            return read.error();
        found[i].events = std::move(read).value();
    }
    return found;
}

Result<GameLibrary::Import> GameLibrary::importGame(const QByteArray &json)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (json.size() > RecordJson::MaxBytes)
        return invalid([] {
            //: %1 is the largest size of a record in MiB (16)
            //: %1 the largest size allowed, in MiB
            return tr("The record is larger than %1 MiB, the most a game record can be.")
                .arg(RecordJson::MaxBytes / (1024 * 1024));
        });
    QJsonObject record;
    ReplayOutcome outcome;
    try {
        const RecordJson text(json);
        outcome = text.ok() ? ml::replay(text.object()) : ReplayOutcome { false, { -1, {}, text.refusal() }, {}, {} };
        if (!outcome.ok)
            return StoreError::refused(outcome.error);
        record = text.object();
    } catch (const std::bad_alloc &) {
        return invalid([] { return tr("The record is too large to read in the memory available."); });
    }
    // Who the game is lives in the games table, not in its stored header: an export writes it from there.
    QJsonObject header = RecordFile::header(record);
    const QJsonObject identity = header.take(u"game"_s).toObject();
    const QJsonArray events = record.value(u"events"_s).toArray();
    const QString recordId = identity.value(u"id"_s).toString().toLower();
    // A record without `game` has no start time of its own (its events carry none): the import is when it started.
    const QString created = storedText(identity.value(u"created"_s).toString());
    const QString device = identity.value(u"device"_s).toString();

    Import result;
    const Phrase what = [] { return tr("import a game"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QList<Candidate> found;
        if (!recordId.isEmpty()) {
            Result<QList<Candidate>> read = candidates(db, recordId);
            if (!read.ok())
                return read.error();
            found = std::move(read).value();
        }
        // The version that already holds every event of the record, else the longest one the record extends.
        const Candidate *extended = nullptr;
        for (const Candidate &candidate : std::as_const(found)) {
            switch (relation(candidate.header, candidate.events, header, events)) {
            case Relation::Older:
                result = { Import::Outcome::Unchanged, candidate.id, 0, 0 };
                return {};
            case Relation::Extends:
                if (!extended || candidate.events.size() > extended->events.size())
                    extended = &candidate;
                break;
            case Relation::Fork:
                break;
            }
        }
        if (extended) {
            const QString now = Database::now();
            QSqlQuery query(db);
            // A newer version of the game replaces any redo history, as a new event would.
            query.prepare(u"DELETE FROM events WHERE game_id = ? AND seq >= ?"_s);
            query.addBindValue(extended->id);
            query.addBindValue(int(extended->events.size()));
            if (Status status = m_database->exec(query, what); !status.ok())
                return status;
            if (Status status = insertEvents(*m_database, db, extended->id, events, extended->events.size());
                !status.ok())
                return status;
            // The revision changes, so that a window holding the older version reloads before it writes.
            query.prepare(u"UPDATE games SET head = ?, revision = revision + 1, updated_at = ?, touched_at = ? "
                          u"WHERE id = ?"_s);
            query.addBindValue(int(events.size()));
            query.addBindValue(now);
            query.addBindValue(now);
            query.addBindValue(extended->id);
            if (Status status = m_database->exec(query, what); !status.ok())
                return status;
            result = { Import::Outcome::Updated, extended->id, int(events.size() - extended->events.size()), 0 };
            return SummaryTable::write(*m_database, db, extended->id, extended->header, outcome, int(events.size()), 0,
                                       what);
        }
        // A fork keeps the record's start and device under an id of its own, pointing at the game it forks from.
        const bool fork = !found.isEmpty();
        const bool originalHeld = fork && found.constFirst().original;
        const QString uuid = recordId.isEmpty() || originalHeld ? Schema::newUuid() : recordId;
        Result<QList<qint64>> profileIds = profilesOfSeats(db, header);
        if (!profileIds.ok())
            return profileIds.error();
        Result<qint64> stored =
            insertGame(db, header, events, outcome, { uuid, created, device, originalHeld ? recordId : QString() },
                       profileIds.value(), what);
        if (!stored.ok())
            return stored.error();
        result = { fork ? Import::Outcome::Fork : Import::Outcome::Imported, stored.value(), 0,
                   fork ? found.constFirst().id : 0 };
        return {};
    });
    if (!status.ok())
        return status.error();
    return result;
}

Result<GameLibrary::Import> GameLibrary::importGameFile(const QString &path)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Result<QByteArray> data = RecordFile::read(path);
    if (!data.ok())
        return data.error();
    Result<Import> imported = importGame(data.value());
    if (!imported.ok() && imported.error().code == StoreError::Code::Refused) {
        StoreError error = imported.error();
        error.message = Sayings::say([file = QDir::toNativeSeparators(path), refusal = error.replayError] {
            //: %1 the record file, %2 why it was refused
            return tr("%1 was not imported: %2").arg(file, refusalPlace(refusal));
        });
        return error;
    }
    return imported;
}

Result<qint64> GameLibrary::importRecord(const QByteArray &json)
{
    Result<Import> imported = importGame(json);
    if (!imported.ok())
        return imported.error();
    return imported.value().gameId;
}

Result<qint64> GameLibrary::importFile(const QString &path)
{
    Result<Import> imported = importGameFile(path);
    if (!imported.ok())
        return imported.error();
    return imported.value().gameId;
}

Result<QMap<qint64, int>> GameLibrary::changedGames(std::optional<qint64> onlyGame) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QMap<qint64, int> changed;
    const Status status = m_database->read(
        [] { return tr("check the games' events"); },
        [&](QSqlDatabase &db) -> Status {
            QSqlQuery query(db);
            query.setForwardOnly(true);
            query.prepare(u"SELECT game_id, payload, hash FROM events"_s
                          + (onlyGame ? u" WHERE game_id = :id"_s : QString()) + u" ORDER BY game_id, seq"_s);
            if (onlyGame)
                query.bindValue(u":id"_s, *onlyGame);
            if (Status status = m_database->exec(query, [] { return tr("check the games' events"); }); !status.ok())
                return status;
            qint64 game = -1;
            EventChain chain;
            bool broken = false;
            while (query.next()) {
                if (query.value(0).toLongLong() != game) {
                    game = query.value(0).toLongLong();
                    chain = EventChain();
                    broken = false;
                }
                if (!broken && !chain.take(query.value(1).toByteArray(), query.value(2).toByteArray())) {
                    changed.insert(game, chain.length());
                    broken = true;
                }
            }
            return {};
        });
    if (!status.ok())
        return status.error();
    return changed;
}

Result<qint64> GameLibrary::keepIntact(qint64 gameId)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    const Result<QMap<qint64, int>> changed = changedGames(gameId);
    if (!changed.ok())
        return changed.error();
    if (!changed.value().contains(gameId))
        return invalid([gameId] {
            //: %1 the game's number
            return tr("Game %1 is as it was stored: there is nothing to keep apart.").arg(gameId);
        });
    QJsonObject header;
    QJsonArray events;
    const int intact = changed.value().value(gameId);
    const Phrase what = [gameId] {
        //: %1 the game's number
        return tr("read game %1").arg(gameId);
    };
    const Status read = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT header, head FROM games WHERE id = ?"_s);
        query.addBindValue(gameId);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (!query.next())
            return noSuchGame(gameId);
        header = RecordFile::parseObject(query.value(0).toByteArray());
        const int head = std::min(query.value(1).toInt(), intact);
        query.prepare(u"SELECT payload FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
        query.addBindValue(gameId);
        query.addBindValue(head);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        while (query.next())
            events.append(RecordFile::parseObject(query.value(0).toByteArray()));
        return {};
    });
    if (!read.ok())
        return read.error();
    // A new game: the record goes without the changed game's identity, through the engine like any import.
    header.remove(u"game"_s);
    const Result<Import> kept = importGame(RecordFile::serialize(RecordFile::compose(header, events)));
    if (!kept.ok())
        return kept.error();
    return kept.value().gameId;
}

Result<QByteArray> GameLibrary::exportRecord(qint64 gameId) const
{
    Result<StoredGame> stored = loadGame(gameId);
    if (!stored.ok())
        return stored.error();
    const StoredGame &game = stored.value();
    QJsonObject record = game.record();
    QJsonObject identity { { u"id"_s, game.uuid },
                           { u"created"_s, game.createdAt.toUTC().toString(Qt::ISODateWithMs) } };
    QString device = game.device;
    if (device.isEmpty()) {
        // Made here: the record names this library, as its users named it.
        Result<Identity> library = this->identity();
        if (!library.ok())
            return library.error();
        device = library.value().name;
    }
    if (!device.isEmpty())
        identity.insert(u"device"_s, device);
    record.insert(u"game"_s, identity);
    return RecordFile::serialize(record);
}

Status GameLibrary::exportFile(qint64 gameId, const QString &path) const
{
    Result<QByteArray> data = exportRecord(gameId);
    if (!data.ok())
        return data.error();
    return RecordFile::write(path, data.value());
}

Result<GameLibrary::Identity> GameLibrary::identity() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    return identityOf(*m_database, [] { return tr("read the library's name"); });
}

Result<GameLibrary::Identity> GameLibrary::identityOf(Database &database, const Phrase &what)
{
    if (!database.connection().isOpen())
        return database.notOpenError();
    QSqlQuery query(database.connection());
    query.prepare(u"SELECT key, value FROM library_info WHERE key IN ('device_id', 'name')"_s);
    if (Status status = database.exec(query, what); !status.ok())
        return status.error();
    Identity identity;
    while (query.next()) {
        if (query.value(0).toString() == u"device_id"_s)
            identity.deviceId = query.value(1).toString();
        else
            identity.name = query.value(1).toString();
    }
    return identity;
}

Status GameLibrary::setName(const QString &name)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const QString trimmed = name.trimmed();
    if (std::optional<StoreError> refused = checkPrintable(trimmed))
        return *refused;
    if (nameProblem(trimmed) != NameProblem::None)
        //: %1 is the longest a name may be (40)
        return invalid([] { return tr("A library's name must be 1 to %1 characters long.").arg(MaxNameLength); });
    return m_database->transaction([] { return tr("name the library"); },
                                   [&](QSqlDatabase &db) -> Status {
                                       QSqlQuery query(db);
                                       query.prepare(
                                           u"INSERT OR REPLACE INTO library_info (key, value) VALUES ('name', ?)"_s);
                                       query.addBindValue(trimmed);
                                       return m_database->exec(query, [] { return tr("name the library"); });
                                   });
}

} // namespace ml
