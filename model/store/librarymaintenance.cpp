// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Keeping GameLibrary's games safe: recovering the games of a damaged library, backing the library up, and restoring a
// backup in one transaction.

#include "gamelibrary.h"

#include "database.h"
#include "databaseinternal.h"
#include "libraryinternal.h"
#include "recordfile.h"
#include "sayings.h"
#include "schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QUrl>

#include <tuple>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

Result<GameLibrary::Recovery> GameLibrary::recoverFrom(const QString &damagedPath)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Recovery recovery;
    recovery.path = damagedPath;
    QList<Profile> profiles;
    QList<QJsonObject> records;
    const QString name = m_database->connection().connectionName() + u"-recovery"_s;
    // False when SQLite could not even list the games this way.
    const auto read = [&](bool immutable) {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
        db.setDatabaseName(QUrl::fromLocalFile(damagedPath).toString(QUrl::FullyEncoded)
                           + (immutable ? u"?immutable=1"_s : u"?mode=ro"_s));
        if (!db.open())
            return false;
        QSqlQuery query(db);
        if (!query.exec(u"SELECT id, header, head FROM games ORDER BY id"_s))
            return false;
        QList<std::tuple<qint64, QByteArray, int>> games;
        while (query.next())
            games.append({ query.value(0).toLongLong(), query.value(1).toByteArray(), query.value(2).toInt() });
        recovery.complete = !query.lastError().isValid();
        // Who each game is, from a library of schema 4 on: the recovered game stays the same game.
        QHash<qint64, QJsonObject> identities;
        if (query.exec(u"SELECT id, uuid, created_at, device FROM games WHERE uuid <> ''"_s)) {
            while (query.next()) {
                QJsonObject identity { { u"id"_s, query.value(1).toString() },
                                       { u"created"_s, query.value(2).toString() } };
                if (!query.value(3).toString().isEmpty())
                    identity.insert(u"device"_s, query.value(3).toString());
                identities.insert(query.value(0).toLongLong(), identity);
            }
        }
        // Game by game: a damaged page costs the games whose events are on it, not the others.
        for (const auto &[id, header, head] : std::as_const(games)) {
            query.prepare(u"SELECT seq, payload FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
            query.addBindValue(id);
            query.addBindValue(head);
            QJsonArray events;
            bool readable = query.exec();
            while (readable && query.next()) {
                readable = query.value(0).toInt() == events.size();
                events.append(RecordFile::parseObject(query.value(1).toByteArray()));
            }
            if (readable && !query.lastError().isValid() && events.size() == head) {
                QJsonObject record = RecordFile::compose(RecordFile::parseObject(header), events);
                if (identities.contains(id))
                    record.insert(u"game"_s, identities.value(id));
                records.append(record);
            } else
                ++recovery.lost;
        }
        if (query.exec(u"SELECT name, color, language FROM profiles"_s)) {
            while (query.next()) {
                Profile profile;
                profile.name = query.value(0).toString();
                profile.color = query.value(1).toString();
                profile.language = query.value(2).toString();
                profiles.append(profile);
            }
        }
        return true;
    };
    // Read only; as immutable when SQLite cannot read it otherwise (its -wal then stays unread).
    bool listed = read(false);
    QSqlDatabase::removeDatabase(name);
    if (!listed) {
        listed = read(true);
        QSqlDatabase::removeDatabase(name);
    }
    if (!listed)
        recovery.complete = false;
    // Profiles first, so that the games link to them with their colours and languages.
    for (const Profile &profile : std::as_const(profiles)) {
        if (!profileByName(profile.name).ok())
            (void)addProfile(profile);
    }
    for (const QJsonObject &record : std::as_const(records)) {
        // The engine decides, as for any import: a game that no longer replays is not stored.
        const Result<qint64> imported = importRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
        if (imported.ok())
            ++recovery.recovered;
        else if (imported.error().code == StoreError::Code::Refused
                 || imported.error().code == StoreError::Code::InvalidInput)
            ++recovery.lost;
        else
            return imported.error();
    }
    return recovery;
}

Status GameLibrary::backUp(const QString &target) const
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
        //: %1 the library file's path
        return invalid([path = m_path] { return tr("A backup cannot replace the library %1 itself.").arg(path); });
    return m_database->copyTo(target);
}

namespace {

// The tables of a library, parents before the rows that refer to them; id_sequence first, so that it is emptied after
// the games, whose deletion writes to it.
const QStringList LibraryTables { u"id_sequence"_s, u"library_info"_s,  u"profiles"_s,       u"games"_s,
                                  u"events"_s,      u"game_players"_s,  u"game_summaries"_s, u"game_results"_s,
                                  u"game_points"_s, u"feature_names"_s, u"feature_marks"_s };

} // namespace

Status GameLibrary::restore(const QString &source)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (isReadOnly()) // refused with the reason, before anything is read or written
        return m_database->transaction([] { return tr("restore the library"); },
                                       [](QSqlDatabase &) -> Status { return {}; });
    const auto refused = [&source](const Phrase &reason) -> Status {
        return invalid([file = QDir::toNativeSeparators(source), reason] {
            //: %1 is a file name, %2 why it cannot be restored
            //: %1 the backup file, %2 why it cannot
            return tr("%1 cannot be restored: %2. Nothing was changed.").arg(file, reason());
        });
    };
    QFile file(source);
    if (!QFileInfo(source).isFile() || !file.open(QIODevice::ReadOnly))
        return refused([] { return tr("there is no such file"); });
    const QByteArray magic = file.read(16);
    file.close();
    if (!isSqliteHeader(magic))
        return refused([] { return tr("it is not a Meeple Ledger library"); });

    // The backup is read through a connection of its own, read-only: what is wrong with it is found before anything
    // here changes. Its whole contents are copied beside the library (VACUUM INTO), where an older schema is upgraded.
    const QString staging = m_path + u".restoring-"_s + Schema::newUuid();
    const QString name = m_database->connection().connectionName() + u"-restore"_s;
    Phrase problem;
    std::optional<StoreError> failed;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        db.setDatabaseName(source);
        QSqlQuery query(db);
        const auto scalar = [&query](const QString &sql) { return query.exec(sql) && query.next(); };
        if (!db.open() || !scalar(u"PRAGMA application_id"_s))
            problem = [] { return tr("it is not a Meeple Ledger library"); };
        else if (query.value(0).toInt() != Schema::ApplicationId)
            problem = [] { return tr("it is not a Meeple Ledger library"); };
        else if (!scalar(u"PRAGMA user_version"_s) || query.value(0).toInt() > Schema::CurrentVersion)
            problem = [version = query.value(0).toInt()] {
                //: %1 the backup's schema, %2 the newest schema this version reads
                return tr("it was written by a newer version of Meeple Ledger (library schema %1; this version reads "
                          "up to schema %2)")
                    .arg(version)
                    .arg(Schema::CurrentVersion);
            };
        else if (!scalar(u"PRAGMA quick_check"_s) || query.value(0).toString() != u"ok"_s)
            problem = [] { return tr("it is damaged"); };
        else {
            query.prepare(u"VACUUM INTO ?"_s);
            query.addBindValue(staging);
            if (!query.exec()) // the backup was fine: writing its copy here failed (a full disk…)
                failed = m_database->sqlError(query.lastError(), [] { return tr("restore the library"); });
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    const auto removeStaging = [&staging]() {
        for (const QString &suffix : { u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s })
            QFile::remove(staging + suffix);
        const QFileInfo info(staging);
        for (const QString &backup : QDir(info.absolutePath()).entryList({ info.fileName() + u".schema*"_s }))
            QFile::remove(info.absolutePath() + u'/' + backup);
    };
    if (!problem.isEmpty() || failed) {
        removeStaging();
        return failed ? Status(*failed) : refused(problem);
    }
    {
        Database staged(staging);
        if (Status opened = staged.open(); !opened.ok()) {
            removeStaging();
            return refused([said = opened.message()] { return Sayings::again(said); });
        }
    }

    // One write transaction replaces every row: other connections see the library before or after, never between;
    // a window holding a game finds it changed (every revision moves past the old ones) and reloads before it writes.
    QSqlDatabase db = m_database->connection();
    QSqlQuery attach(db);
    attach.prepare(u"ATTACH DATABASE ? AS restored"_s);
    attach.addBindValue(staging);
    if (!attach.exec()) {
        const StoreError error = m_database->sqlError(attach.lastError(), [] { return tr("restore the library"); });
        removeStaging();
        return error;
    }
    const Phrase what = [] { return tr("restore the library"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        const auto run = [&](const QString &sql) {
            query.prepare(sql);
            return m_database->exec(query, what);
        };
        // The revisions to add, and the last id this library gave a game (deleted ones too).
        if (Status status =
                run(u"SELECT coalesce(max(revision), 0) + 1, "_s + Schema::nextGameId() + u" - 1 FROM games"_s);
            !status.ok())
            return status;
        query.next();
        const qint64 revisions = query.value(0).toLongLong();
        const qint64 lastId = query.value(1).toLongLong();
        for (auto table = LibraryTables.crbegin(); table != LibraryTables.crend(); ++table) {
            if (Status status = run(u"DELETE FROM main."_s + *table); !status.ok())
                return status;
        }
        for (const QString &table : LibraryTables) {
            if (Status status = run(u"INSERT INTO main."_s + table + u" SELECT * FROM restored."_s + table);
                !status.ok())
                return status;
        }
        if (Status status = run(u"UPDATE games SET revision = revision + "_s + QString::number(revisions));
            !status.ok())
            return status;
        // No id this library ever gave a game is given again.
        return run(u"INSERT OR REPLACE INTO id_sequence (name, last) VALUES ('games', max("_s + QString::number(lastId)
                   + u", coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0)))"_s);
    });
    attach.exec(u"DETACH DATABASE restored"_s);
    removeStaging();
    return status;
}

} // namespace ml
