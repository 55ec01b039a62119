// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubsync.h"

#include "clubresults.h"
#include "clubschema.h"
#include "outbox.h"
#include "sayings.h"

#include <QAtomicInt>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

QString compact(const QJsonValue &value)
{
    return QString::fromUtf8(value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                             : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

QJsonValue parse(const QVariant &text)
{
    const QJsonDocument document = QJsonDocument::fromJson(text.toString().toUtf8());
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

// What a failed push of one game was doing, said in the language installed when it is asked for.
Phrase pushing(const QString &uuid)
{
    return [uuid] {
        //: %1 the game's UUID
        return ClubSync::tr("push game %1").arg(uuid);
    };
}

QString connectionName()
{
    static QAtomicInt counter;
    return u"meeple-club-"_s + QString::number(counter.fetchAndAddRelaxed(1) + 1);
}

// A connection of its own for the lifetime of one call, removed afterwards.
class Connection
{
public:
    explicit Connection(const ClubAddress &address)
        : m_name(connectionName())
        , m_opened(address.open(m_name))
    {
    }
    ~Connection()
    {
        if (m_opened.ok()) {
            QSqlDatabase db = m_opened.value();
            db.close();
        }
        m_opened = ClubError {};
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    [[nodiscard]] const ClubResult<QSqlDatabase> &opened() const { return m_opened; }

private:
    QString m_name;
    ClubResult<QSqlDatabase> m_opened;
};

// Registers the library's device under the connection's role, or finds it registered by this role already.
// Every game the server holds of the device @p deviceId, with the revision it holds (a deleted one too: it is known).
ClubResult<QHash<QString, qint64>> heldBy(QSqlDatabase &db, const QString &deviceId)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT id, revision FROM meeple.games WHERE device = ?::uuid"_s);
    query.addBindValue(deviceId);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(),
                                    [] { return ClubSync::tr("read which games the club server holds"); });
    QHash<QString, qint64> held;
    while (query.next())
        held.insert(query.value(0).toString(), query.value(1).toLongLong());
    return held;
}

std::optional<ClubError> registerDevice(QSqlDatabase &db, const QString &deviceId, const QString &name)
{
    const Phrase registering = [] { return ClubSync::tr("register this library"); };
    QSqlQuery query(db);
    query.prepare(u"SELECT owner = current_user, owner FROM meeple.devices WHERE id = ?::uuid"_s);
    query.addBindValue(deviceId);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), registering);
    if (query.next()) {
        if (!query.value(0).toBool())
            return ClubError { ClubError::Kind::Refused, Sayings::say([deviceId, role = query.value(1).toString()] {
                                   //: %1 the library's device id, %2 the club role that registered it
                                   return ClubSync::tr("this library (device %1) is registered on the club server by "
                                                       "the role %2; connect with that role")
                                       .arg(deviceId, role);
                               }) };
        query.prepare(u"UPDATE meeple.devices SET name = ? WHERE id = ?::uuid AND name <> ?"_s);
        query.addBindValue(name);
        query.addBindValue(deviceId);
        query.addBindValue(name);
    } else {
        query.prepare(u"INSERT INTO meeple.devices (id, name) VALUES (?::uuid, ?)"_s);
        query.addBindValue(deviceId);
        query.addBindValue(name);
    }
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), registering);
    return std::nullopt;
}

bool finished(const QJsonArray &events)
{
    return !events.isEmpty() && events.last().toObject().value(u"type"_s).toString() == u"end"_s;
}

// One game's push, inside the caller's transaction.
ClubResult<ClubSync::Pushed> pushOne(QSqlDatabase &db, const QString &deviceId, const Outbox::Owed &owed)
{
    ClubSync::Pushed pushed { owed.uuid, owed.revision, int(owed.events.size()), ClubSync::Pushed::Outcome::Pushed, {},
                              {} };
    const Phrase what = pushing(owed.uuid);
    QSqlQuery query(db);
    const auto run = [&]() -> std::optional<ClubError> {
        if (!query.exec())
            return ClubSchema::sqlError(query.lastError(), what);
        return std::nullopt;
    };
    // Pushes of one game wait for each other, so a fork is judged against the versions committed before.
    query.prepare(u"SELECT pg_advisory_xact_lock(hashtext(?))"_s);
    query.addBindValue(owed.uuid);
    if (auto error = run())
        return *error;
    if (owed.deleted) {
        query.prepare(u"UPDATE meeple.games SET deleted = true, pushed_at = now() "
                      u"WHERE id = ?::uuid AND device = ?::uuid AND NOT deleted"_s);
        query.addBindValue(owed.uuid);
        query.addBindValue(deviceId);
        if (auto error = run())
            return *error;
        pushed.outcome =
            query.numRowsAffected() > 0 ? ClubSync::Pushed::Outcome::Deleted : ClubSync::Pushed::Outcome::Unchanged;
        return pushed;
    }
    query.prepare(u"SELECT 1 FROM meeple.game_revisions WHERE game = ?::uuid AND device = ?::uuid AND revision = ?"_s);
    query.addBindValue(owed.uuid);
    query.addBindValue(deviceId);
    query.addBindValue(owed.revision);
    if (auto error = run())
        return *error;
    if (query.next()) {
        pushed.outcome = ClubSync::Pushed::Outcome::Unchanged;
        return pushed;
    }
    // Another device's version that differs inside the common events makes this one a fork of it.
    query.prepare(u"SELECT g.device, r.events FROM meeple.games g JOIN meeple.game_revisions r "
                  u"ON r.game = g.id AND r.device = g.device AND r.revision = g.revision "
                  u"WHERE g.id = ?::uuid AND g.device <> ?::uuid AND NOT g.deleted ORDER BY g.pushed_at"_s);
    query.addBindValue(owed.uuid);
    query.addBindValue(deviceId);
    if (auto error = run())
        return *error;
    QVariant forkOf;
    while (query.next()) {
        if (ClubSync::diverge(parse(query.value(1)).toArray(), owed.events)) {
            forkOf = query.value(0).toString();
            break;
        }
    }
    const QString events = compact(owed.events);
    query.prepare(u"INSERT INTO meeple.games (id, device, created, players, expansions, header, revision, "
                  u"event_count, finished, fork_of, chain_head) "
                  u"VALUES (?::uuid, ?::uuid, ?::timestamptz, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?::uuid, "
                  u"decode(?, 'hex')) "
                  u"ON CONFLICT (id, device) DO UPDATE SET header = EXCLUDED.header, players = EXCLUDED.players, "
                  u"expansions = EXCLUDED.expansions, revision = EXCLUDED.revision, "
                  u"event_count = EXCLUDED.event_count, finished = EXCLUDED.finished, "
                  u"fork_of = coalesce(meeple.games.fork_of, EXCLUDED.fork_of), chain_head = EXCLUDED.chain_head, "
                  u"deleted = false, pushed_at = now() "
                  u"WHERE meeple.games.revision < EXCLUDED.revision"_s);
    query.addBindValue(owed.uuid);
    query.addBindValue(deviceId);
    query.addBindValue(owed.created);
    query.addBindValue(compact(owed.header.value(u"players"_s).toArray()));
    query.addBindValue(compact(owed.header.value(u"expansions"_s).toArray()));
    query.addBindValue(compact(owed.header));
    query.addBindValue(owed.revision);
    query.addBindValue(int(owed.events.size()));
    query.addBindValue(finished(owed.events));
    query.addBindValue(forkOf);
    query.addBindValue(QString::fromLatin1(owed.chainHead.toHex()));
    if (auto error = run())
        return *error;
    query.prepare(u"INSERT INTO meeple.game_revisions (game, device, revision, events, event_count, chain_head) "
                  u"VALUES (?::uuid, ?::uuid, ?, ?::jsonb, ?, decode(?, 'hex'))"_s);
    query.addBindValue(owed.uuid);
    query.addBindValue(deviceId);
    query.addBindValue(owed.revision);
    query.addBindValue(events);
    query.addBindValue(int(owed.events.size()));
    query.addBindValue(QString::fromLatin1(owed.chainHead.toHex()));
    if (auto error = run())
        return *error;
    // The version's result as the engine makes it, kept beside the revision for the league and the club screen.
    // (The record without its `game` object: the result does not depend on it.)
    QJsonObject record = owed.header;
    record.insert(u"events"_s, owed.events);
    if (auto error =
            ClubResults::write(db, owed.uuid, deviceId, owed.revision, owed.chainHead, ClubResults::of(record)))
        return *error;
    // The server wrote who owns the game when its first version arrived: another device's push is kept, not counted.
    query.prepare(u"SELECT o.device = ?::uuid, coalesce(nullif(d.name, ''), d.id::text) FROM meeple.game_owners o "
                  u"JOIN meeple.devices d ON d.id = o.device WHERE o.game = ?::uuid"_s);
    query.addBindValue(deviceId);
    query.addBindValue(owed.uuid);
    if (auto error = run())
        return *error;
    if (query.next() && !query.value(0).toBool()) {
        pushed.outcome = ClubSync::Pushed::Outcome::Awaiting;
        pushed.owner = query.value(1).toString();
    }
    // Delivered on commit, with the push: the club screen reads the game then.
    query.prepare(u"SELECT pg_notify(?, ?)"_s);
    query.addBindValue(QString::fromLatin1(ClubSchema::EventsChannel));
    query.addBindValue(owed.uuid);
    if (auto error = run())
        return *error;
    return pushed;
}

} // namespace

bool ClubSync::diverge(const QJsonArray &a, const QJsonArray &b)
{
    const qsizetype common = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (a.at(i) != b.at(i))
            return true;
    }
    return false;
}

bool ClubSync::encrypted(QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(u"SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"_s) && query.next()
        && query.value(0).toBool();
}

ClubSync::Pass ClubSync::pass(const QString &libraryPath, const ClubAddress &address,
                              const std::function<void(const Pushed &)> &progress)
{
    Pass pass;
    Outbox outbox(libraryPath);
    if (ClubResult<bool> opened = outbox.open(); !opened.ok()) {
        pass.error = opened.error();
        return pass;
    }
    const ClubResult<std::pair<QString, QString>> device = outbox.device();
    if (!device.ok()) {
        pass.error = device.error();
        return pass;
    }
    Connection connection(address);
    if (!connection.opened().ok()) {
        pass.error = connection.opened().error();
        return pass;
    }
    QSqlDatabase db = connection.opened().value();
    pass.encrypted = encrypted(db);
    if (ClubResult<int> migrated = ClubSchema::migrate(db); !migrated.ok()) {
        pass.error = migrated.error();
        return pass;
    }
    if (auto error = registerDevice(db, device.value().first, device.value().second)) {
        pass.error = *error;
        return pass;
    }
    // The outbox says what this library changed since its last push; the server says what it holds. A server that lacks
    // a game (a new club server, one recreated or restored from an older backup) is owed it again.
    const ClubResult<QHash<QString, qint64>> held = heldBy(db, device.value().first);
    if (!held.ok()) {
        pass.error = held.error();
        return pass;
    }
    if (const ClubResult<int> reowed = outbox.oweWhatTheServerLacks(held.value()); !reowed.ok()) {
        pass.error = reowed.error();
        return pass;
    }
    const ClubResult<QList<Outbox::Owed>> owed = outbox.owed();
    if (!owed.ok()) {
        pass.error = owed.error();
        return pass;
    }
    for (const Outbox::Owed &game : owed.value()) {
        if (!game.damaged.isEmpty()) {
            const Pushed skipped { game.uuid, game.revision, 0, Pushed::Outcome::Damaged, {}, game.damaged };
            pass.games.append(skipped);
            if (progress)
                progress(skipped);
            continue;
        }
        if (!db.transaction()) {
            pass.error = ClubSchema::sqlError(db, pushing(game.uuid));
            return pass;
        }
        ClubResult<Pushed> pushed = pushOne(db, device.value().first, game);
        if (!pushed.ok()) {
            if (db.isOpen()) // a connection the server dropped has nothing to roll back
                db.rollback();
            pass.error = pushed.error();
            return pass;
        }
        if (!db.commit()) {
            pass.error = ClubSchema::sqlError(db, pushing(game.uuid));
            return pass;
        }
        // Only now, with the server's commit, is the game no longer owed.
        if (ClubResult<bool> marked = outbox.markPushed(game); !marked.ok()) {
            pass.error = marked.error();
            return pass;
        }
        pass.games.append(pushed.value());
        if (progress)
            progress(pushed.value());
    }
    return pass;
}

ClubResult<QList<ClubSync::ServerGame>> ClubSync::pull(const ClubAddress &address)
{
    Connection connection(address);
    if (!connection.opened().ok())
        return connection.opened().error();
    QSqlDatabase db = connection.opened().value();
    return pull(db);
}

ClubResult<QList<ClubSync::ServerGame>> ClubSync::pull(QSqlDatabase &db)
{
    return pull(db, Filter());
}

ClubResult<QList<ClubSync::ServerGame>> ClubSync::pull(QSqlDatabase &db, const Filter &filter)
{
    QString where = u"NOT g.deleted"_s;
    if (!filter.games.isEmpty())
        where += u" AND g.id = ANY (?::uuid[])"_s;
    if (filter.contested)
        where += u" AND g.id IN (SELECT c.id FROM meeple.games c JOIN meeple.game_owners co ON co.game = c.id "
                 u"WHERE c.device <> co.device AND NOT c.deleted)"_s;
    if (filter.inProgress)
        where += u" AND g.id IN (SELECT c.id FROM meeple.games c JOIN meeple.game_owners co ON co.game = c.id "
                 u"AND co.device = c.device WHERE NOT c.finished AND NOT c.deleted)"_s;
    if (filter.countedOnly)
        where += u" AND g.device = o.device"_s;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    const QString sql =
        u"SELECT g.id, g.device, d.name, to_char(g.created AT TIME ZONE 'UTC', "
        u"'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), g.header, r.events, g.revision, "
        u"to_char(g.pushed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
        u"o.device, coalesce(nullif(od.name, ''), od.id::text), encode(g.chain_head, 'hex') "
        u"FROM meeple.games g JOIN meeple.devices d ON d.id = g.device "
        u"JOIN meeple.game_revisions r ON r.game = g.id AND r.device = g.device AND r.revision = g.revision "
        u"LEFT JOIN meeple.game_owners o ON o.game = g.id LEFT JOIN meeple.devices od ON od.id = o.device "
        u"WHERE "_s
        + where + u" ORDER BY g.created, g.id, g.device = o.device DESC, g.pushed_at"_s;
    // Prepared only with a value to bind: a statement the server refuses is then said as the server said it.
    bool done = false;
    if (filter.games.isEmpty()) {
        done = query.exec(sql);
    } else {
        query.prepare(sql);
        query.addBindValue(QString(u'{' + filter.games.join(u',') + u'}'));
        done = query.exec();
    }
    if (!done)
        return ClubSchema::sqlError(query.lastError(), [] { return tr("read the club's games"); });
    QList<ServerGame> versions;
    while (query.next()) {
        ServerGame game;
        game.deviceId = query.value(1).toString();
        game.deviceName = query.value(2).toString();
        game.revision = query.value(6).toLongLong();
        game.pushedAt = QDateTime::fromString(query.value(7).toString(), Qt::ISODateWithMs);
        game.ownerId = query.value(8).toString();
        game.ownerName = query.value(9).toString();
        game.counted = game.deviceId == game.ownerId;
        game.chainHead = QByteArray::fromHex(query.value(10).toString().toLatin1());
        QJsonObject record = parse(query.value(4)).toObject();
        record.insert(u"events"_s, parse(query.value(5)).toArray());
        QJsonObject identity { { u"id"_s, query.value(0).toString() }, { u"created"_s, query.value(3).toString() } };
        if (!game.deviceName.isEmpty())
            identity.insert(u"device"_s, game.deviceName);
        record.insert(u"game"_s, identity);
        game.record = record;
        versions.append(std::move(game));
    }
    // Of each game: the owner's version (first, by the query's order), and the others that say something it does not.
    // A version the owner's or another one holds entirely is the same game seen by a second table.
    const auto idOf = [](const ServerGame &g) {
        return g.record.value(u"game"_s).toObject().value(u"id"_s).toString();
    };
    const auto eventsOf = [](const ServerGame &g) { return g.record.value(u"events"_s).toArray(); };
    QList<ServerGame> games;
    for (qsizetype i = 0; i < versions.size();) {
        qsizetype end = i;
        while (end < versions.size() && idOf(versions.at(end)) == idOf(versions.at(i)))
            ++end;
        for (qsizetype a = i; a < end; ++a) {
            const ServerGame &version = versions.at(a);
            bool covered = false;
            for (qsizetype b = i; b < end && !covered && !version.counted; ++b) {
                // The same chain head is the same history: a copy, whatever its length says.
                if (a != b && !version.chainHead.isEmpty() && version.chainHead == versions.at(b).chainHead
                    && (versions.at(b).counted || b < a)) {
                    covered = true;
                    break;
                }
                if (a == b || diverge(eventsOf(version), eventsOf(versions.at(b))))
                    continue;
                const qsizetype lengthA = eventsOf(version).size();
                const qsizetype lengthB = eventsOf(versions.at(b)).size();
                covered =
                    versions.at(b).counted ? lengthB >= lengthA : (lengthB > lengthA || (lengthB == lengthA && b < a));
            }
            if (!covered)
                games.append(version);
        }
        i = end;
    }
    return games;
}

ClubResult<ClubSync::HandedOver> ClubSync::handOver(QSqlDatabase &db, const QString &game, const QString &device)
{
    const Phrase what = [game] {
        //: %1 the game's UUID as given
        return tr("hand over game %1").arg(game);
    };
    // A UUID or its beginning is hexadecimal digits and dashes: anything else names no game or device by its id.
    static const QRegularExpression IdPrefix(u"^[0-9a-f-]{8,36}$"_s);
    const QString gameId = game.trimmed().toLower();
    const QString deviceId =
        IdPrefix.match(device.trimmed().toLower()).hasMatch() ? device.trimmed().toLower() : QString();
    QSqlQuery query(db);
    // The game by its UUID or the beginning of it, as league --server lists it.
    query.prepare(u"SELECT o.game::text, o.device::text, coalesce(nullif(d.name, ''), d.id::text), "
                  u"d.owner = current_user OR pg_has_role(current_user, 'meeple_organiser', 'MEMBER') "
                  u"FROM meeple.game_owners o JOIN meeple.devices d ON d.id = o.device "
                  u"WHERE o.game::text LIKE ? || '%' ORDER BY o.game LIMIT 2"_s);
    query.addBindValue(gameId);
    const bool known = IdPrefix.match(gameId).hasMatch();
    if (known && !query.exec())
        return ClubSchema::sqlError(query.lastError(), what);
    if (!known || !query.next())
        return ClubError { ClubError::Kind::Refused, Sayings::say([game] {
                               //: %1 the game's UUID as given
                               return tr("the club server has no game %1 (give its UUID, or at least its first 8 "
                                         "characters)")
                                   .arg(game);
                           }) };
    const QString uuid = query.value(0).toString();
    const QString ownerName = query.value(2).toString();
    const bool mayHandOver = query.value(3).toBool();
    if (query.next())
        return ClubError { ClubError::Kind::Refused, Sayings::say([game] {
                               //: %1 the beginning of a UUID as given
                               return tr("more than one game on the club server begins with %1: give more of its "
                                         "UUID")
                                   .arg(game);
                           }) };
    const auto notTheOwner = [uuid, ownerName] {
        return ClubError { ClubError::Kind::Refused, Sayings::say([uuid, ownerName] {
                               //: %1 the game's UUID, %2 the table that owns it
                               return tr("game %1 belongs to %2: only that table or an organiser may hand it over")
                                   .arg(uuid, ownerName);
                           }) };
    };
    if (!mayHandOver)
        return notTheOwner();
    // The device by its name, its id or the beginning of its id; a name two devices share is not enough.
    query.prepare(u"SELECT id::text, coalesce(nullif(name, ''), id::text) FROM meeple.devices "
                  u"WHERE name = ? OR (? <> '' AND id::text LIKE ? || '%') ORDER BY id LIMIT 2"_s);
    query.addBindValue(device);
    query.addBindValue(deviceId);
    query.addBindValue(deviceId);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), what);
    if (!query.next())
        return ClubError { ClubError::Kind::Refused, Sayings::say([device] {
                               //: %1 the device as given
                               return tr("the club server knows no table called %1 (give its library's name or its "
                                         "device id)")
                                   .arg(device);
                           }) };
    HandedOver done { uuid, query.value(0).toString(), query.value(1).toString() };
    if (query.next())
        return ClubError {
            ClubError::Kind::Refused, Sayings::say([device] {
                //: %1 the device as given
                return tr("more than one table on the club server is called %1: give its device id").arg(device);
            })
        };
    query.prepare(u"UPDATE meeple.game_owners SET device = ?::uuid WHERE game = ?::uuid"_s);
    query.addBindValue(done.deviceId);
    query.addBindValue(uuid);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), what);
    // The server decides too: an update its policy does not allow finds no row.
    if (query.numRowsAffected() != 1)
        return notTheOwner();
    // The club screen reads the game again, as after a push.
    query.prepare(u"SELECT pg_notify(?, ?)"_s);
    query.addBindValue(QString::fromLatin1(ClubSchema::EventsChannel));
    query.addBindValue(uuid);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), what);
    return done;
}

} // namespace ml
