// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "outbox.h"

#include "database.h"
#include "recordfile.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

ClubError libraryError(const StoreError &error)
{
    return { ClubError::Kind::Library, error.message };
}

} // namespace

Outbox::Outbox(const QString &path)
    : m_database(std::make_unique<Database>(path))
{
}

Outbox::~Outbox() = default;

ClubResult<bool> Outbox::open()
{
    if (Status status = m_database->open(); !status.ok())
        return libraryError(status.error());
    return true;
}

ClubResult<std::pair<QString, QString>> Outbox::device() const
{
    std::pair<QString, QString> identity;
    const Phrase what = [] { return tr("read the library's device id"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT key, value FROM library_info WHERE key IN ('device_id', 'name')"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        while (query.next())
            (query.value(0).toString() == u"device_id"_s ? identity.first : identity.second) =
                query.value(1).toString();
        return {};
    });
    if (!status.ok())
        return libraryError(status.error());
    return identity;
}

ClubResult<QList<Outbox::Owed>> Outbox::owed() const
{
    QList<Owed> games;
    const Phrase what = [] { return tr("read what the club server is owed"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT o.uuid, o.revision, o.deleted, g.id, g.header, g.head, g.created_at, g.revision "
                      u"FROM outbox o LEFT JOIN games g ON g.uuid = o.uuid ORDER BY g.created_at, o.uuid"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        QSqlQuery events(db);
        events.setForwardOnly(true);
        events.prepare(u"SELECT payload FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
        while (query.next()) {
            Owed owed;
            owed.uuid = query.value(0).toString();
            owed.revision = query.value(1).toLongLong();
            owed.deleted = query.value(2).toBool() || query.value(3).isNull();
            if (!owed.deleted) {
                owed.revision = query.value(7).toLongLong();
                owed.header = RecordFile::parseObject(query.value(4).toByteArray());
                owed.header.remove(u"game"_s);
                owed.created = query.value(6).toString();
                events.addBindValue(query.value(3));
                events.addBindValue(query.value(5));
                if (Status status = m_database->exec(events, what); !status.ok())
                    return status;
                while (events.next())
                    owed.events.append(RecordFile::parseObject(events.value(0).toByteArray()));
            }
            games.append(std::move(owed));
        }
        return {};
    });
    if (!status.ok())
        return libraryError(status.error());
    return games;
}

ClubResult<bool> Outbox::markPushed(const Owed &owed)
{
    bool cleared = false;
    const Phrase what = [] { return tr("note what the club server holds"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM outbox WHERE uuid = ? AND revision = ? AND deleted = ?"_s);
        query.addBindValue(owed.uuid);
        query.addBindValue(owed.revision);
        query.addBindValue(owed.deleted ? 1 : 0);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        cleared = query.numRowsAffected() == 1;
        return {};
    });
    if (!status.ok())
        return libraryError(status.error());
    return cleared;
}

ClubResult<int> Outbox::oweWhatTheServerLacks(const QHash<QString, qint64> &held)
{
    int owed = 0;
    const Phrase what = [] { return tr("note what the club server is owed"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery games(db);
        games.setForwardOnly(true);
        games.prepare(u"SELECT uuid, revision FROM games WHERE uuid NOT IN (SELECT uuid FROM outbox)"_s);
        if (Status status = m_database->exec(games, what); !status.ok())
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
            if (Status status = m_database->exec(owe, what); !status.ok())
                return status;
            ++owed;
        }
        return {};
    });
    if (!status.ok())
        return libraryError(status.error());
    return owed;
}

} // namespace ml
