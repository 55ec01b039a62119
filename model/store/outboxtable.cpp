// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "outboxtable.h"

#include "database.h"
#include "libraryinternal.h"
#include "recordfile.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

QStringList OutboxTable::createStatements()
{
    return {
        u"CREATE TABLE outbox ("
        u"uuid TEXT PRIMARY KEY, "
        u"revision INTEGER NOT NULL, "
        u"deleted INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID"_s,
        u"CREATE TRIGGER games_owed_insert AFTER INSERT ON games BEGIN "
        u"INSERT OR REPLACE INTO outbox (uuid, revision, deleted) VALUES (NEW.uuid, NEW.revision, 0); END"_s,
        u"CREATE TRIGGER games_owed_update AFTER UPDATE ON games "
        u"WHEN NEW.revision <> OLD.revision OR NEW.uuid <> OLD.uuid BEGIN "
        u"INSERT OR REPLACE INTO outbox (uuid, revision, deleted) VALUES (NEW.uuid, NEW.revision, 0); END"_s,
        u"CREATE TRIGGER games_owed_delete AFTER DELETE ON games BEGIN "
        u"INSERT OR REPLACE INTO outbox (uuid, revision, deleted) VALUES (OLD.uuid, OLD.revision, 1); END"_s,
    };
}

Result<QList<OwedGame>> OutboxTable::owed(Database &database, const Phrase &what)
{
    QList<OwedGame> games;
    const Status status = database.read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT o.uuid, o.revision, o.deleted, g.id, g.header, g.head, g.created_at, g.revision "
                      u"FROM outbox o LEFT JOIN games g ON g.uuid = o.uuid ORDER BY g.created_at, o.uuid"_s);
        if (Status status = database.exec(query, what); !status.ok())
            return status;
        EventsInEffect events(database, db);
        while (query.next()) {
            OwedGame owed;
            owed.uuid = query.value(0).toString();
            owed.revision = query.value(1).toLongLong();
            owed.deleted = query.value(2).toBool() || query.value(3).isNull();
            if (!owed.deleted) {
                owed.revision = query.value(7).toLongLong();
                owed.header = RecordFile::parseObject(query.value(4).toByteArray());
                owed.header.remove(u"game"_s);
                owed.created = query.value(6).toString();
                Result<QJsonArray> read = events.of(query.value(3).toLongLong(), query.value(5).toInt(), what);
                if (!read.ok() && read.error().code != StoreError::Code::Damaged)
                    return read.error();
                // One game changed outside the app does not hold back the others.
                if (read.ok()) {
                    owed.events = std::move(read).value();
                    owed.chainHead = events.chainHead();
                } else
                    owed.damaged = read.message();
            }
            games.append(std::move(owed));
        }
        return {};
    });
    if (!status.ok())
        return status.error();
    return games;
}

Result<bool> OutboxTable::clear(Database &database, const OwedGame &game, const Phrase &what)
{
    bool cleared = false;
    const Status status = database.transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM outbox WHERE uuid = ? AND revision = ? AND deleted = ?"_s);
        query.addBindValue(game.uuid);
        query.addBindValue(game.revision);
        query.addBindValue(game.deleted ? 1 : 0);
        if (Status status = database.exec(query, what); !status.ok())
            return status;
        cleared = query.numRowsAffected() == 1;
        return {};
    });
    if (!status.ok())
        return status.error();
    return cleared;
}

Result<int> OutboxTable::oweWhatIsLacking(Database &database, const QHash<QString, qint64> &held, const Phrase &what)
{
    int owed = 0;
    const Status status = database.transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery games(db);
        games.setForwardOnly(true);
        games.prepare(u"SELECT uuid, revision FROM games WHERE uuid NOT IN (SELECT uuid FROM outbox)"_s);
        if (Status status = database.exec(games, what); !status.ok())
            return status;
        QSqlQuery owe(db);
        owe.prepare(u"INSERT OR IGNORE INTO outbox (uuid, revision, deleted) VALUES (?, ?, 0)"_s);
        while (games.next()) {
            const QString uuid = games.value(0).toString();
            const qint64 revision = games.value(1).toLongLong();
            if (held.value(uuid, -1) == revision)
                continue;
            owe.addBindValue(uuid);
            owe.addBindValue(revision);
            if (Status status = database.exec(owe, what); !status.ok())
                return status;
            ++owed;
        }
        return {};
    });
    if (!status.ok())
        return status.error();
    return owed;
}

} // namespace ml
