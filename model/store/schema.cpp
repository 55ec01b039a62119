// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "schema.h"

#include "eventchain.h"
#include "featurenotes.h"
#include "outboxtable.h"
#include "replay.h"
#include "summarytable.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

std::optional<QString> execAll(QSqlDatabase &db, const QStringList &statements)
{
    QSqlQuery query(db);
    for (const QString &statement : statements) {
        if (!query.exec(statement))
            return query.lastError().text() + u" (in: "_s + statement.simplified() + u')';
    }
    return std::nullopt;
}

// Version 1 kept games and their events only: undo deleted the last event, and players existed only as
// names inside each record. Version 2 adds the undo/redo head, a revision for concurrent windows, the
// time a game was last opened, and player profiles linked to the seats of every game.
std::optional<QString> migrateTo2(QSqlDatabase &db)
{
    if (auto error =
            execAll(db,
                    {
                        u"ALTER TABLE games ADD COLUMN head INTEGER NOT NULL DEFAULT 0"_s,
                        u"ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0"_s,
                        u"ALTER TABLE games ADD COLUMN touched_at TEXT NOT NULL DEFAULT ''"_s,
                        // Version 1 had no redo history: every stored event is in effect.
                        u"UPDATE games SET head = (SELECT count(*) FROM events WHERE events.game_id = games.id), "
                        u"touched_at = updated_at"_s,
                        u"CREATE INDEX games_touched ON games(touched_at)"_s,
                        u"CREATE TABLE profiles ("
                        u"id INTEGER PRIMARY KEY, "
                        u"name TEXT NOT NULL, "
                        u"color TEXT NOT NULL DEFAULT '', "
                        u"language TEXT NOT NULL DEFAULT '', "
                        u"created_at TEXT NOT NULL)"_s,
                        u"CREATE UNIQUE INDEX profiles_name ON profiles(name)"_s,
                        u"CREATE TABLE game_players ("
                        u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
                        u"seat INTEGER NOT NULL, "
                        u"player_id TEXT NOT NULL, "
                        u"profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL, "
                        u"PRIMARY KEY (game_id, seat)) WITHOUT ROWID"_s,
                        u"CREATE INDEX game_players_profile ON game_players(profile_id)"_s,
                    }))
        return error;

    // One profile per distinct player name found in the stored records, linked to every seat of that name.
    QSqlQuery games(db);
    if (!games.exec(u"SELECT id, header, created_at FROM games ORDER BY id"_s))
        return games.lastError().text();
    QHash<QString, qint64> profileIds;
    QSqlQuery insertProfile(db);
    insertProfile.prepare(u"INSERT INTO profiles (name, color, created_at) VALUES (?, coalesce(?, ''), ?)"_s);
    QSqlQuery insertSeat(db);
    insertSeat.prepare(u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (?, ?, ?, ?)"_s);
    while (games.next()) {
        const qint64 gameId = games.value(0).toLongLong();
        const QJsonArray players =
            QJsonDocument::fromJson(games.value(1).toString().toUtf8()).object().value(u"players"_s).toArray();
        for (qsizetype seat = 0; seat < players.size(); ++seat) {
            const QJsonObject player = players.at(seat).toObject();
            const QString playerId = player.value(u"id"_s).toString();
            const QString name = player.value(u"name"_s).toString();
            QVariant profileId;
            if (!name.trimmed().isEmpty()) {
                auto known = profileIds.constFind(name);
                if (known == profileIds.cend()) {
                    insertProfile.addBindValue(name);
                    insertProfile.addBindValue(player.value(u"color"_s).toString(playerId));
                    insertProfile.addBindValue(games.value(2).toString());
                    if (!insertProfile.exec())
                        return insertProfile.lastError().text();
                    known = profileIds.insert(name, insertProfile.lastInsertId().toLongLong());
                }
                profileId = *known;
            }
            insertSeat.addBindValue(gameId);
            insertSeat.addBindValue(int(seat));
            insertSeat.addBindValue(playerId);
            insertSeat.addBindValue(profileId);
            if (!insertSeat.exec())
                return insertSeat.lastError().text();
        }
    }
    return std::nullopt;
}

// A game's id is never given to another game, as AUTOINCREMENT would keep it (which an existing table cannot be
// altered to): deleting a game records its id, and a new game takes the next id above every id ever used. A window
// that deletes from a list it read earlier can then never delete a newer game that took the same number.
const QStringList IdSequenceStatements {
    u"CREATE TABLE id_sequence (name TEXT PRIMARY KEY, last INTEGER NOT NULL) WITHOUT ROWID"_s,
    u"CREATE TRIGGER games_retire_id AFTER DELETE ON games BEGIN "
    u"INSERT OR REPLACE INTO id_sequence (name, last) VALUES ('games', "
    u"max(OLD.id, coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0))); END"_s,
};

// Version 3 adds one summary row per game (SummaryTable): its result as the engine gives it, so that listing and
// statistics never replay. Each game's events in effect are replayed once here to fill it. It also keeps game ids
// from being used twice.
std::optional<QString> migrateTo3(QSqlDatabase &db)
{
    if (auto error = execAll(db, SummaryTable::createStatements() + IdSequenceStatements))
        return error;
    QSqlQuery games(db);
    games.setForwardOnly(true);
    if (!games.exec(u"SELECT id, header, head FROM games ORDER BY id"_s))
        return games.lastError().text();
    QSqlQuery events(db);
    events.setForwardOnly(true);
    events.prepare(u"SELECT seq < ?, payload FROM events WHERE game_id = ? ORDER BY seq"_s);
    while (games.next()) {
        const qint64 gameId = games.value(0).toLongLong();
        QJsonObject record = QJsonDocument::fromJson(games.value(1).toString().toUtf8()).object();
        events.addBindValue(games.value(2).toInt());
        events.addBindValue(gameId);
        if (!events.exec())
            return events.lastError().text();
        QJsonArray inEffect;
        int redo = 0;
        while (events.next()) {
            if (events.value(0).toBool())
                inEffect.append(QJsonDocument::fromJson(events.value(1).toString().toUtf8()).object());
            else
                ++redo;
        }
        record.insert(u"events"_s, inEffect);
        const SummaryRow row = SummaryTable::fromOutcome(record, ml::replay(record), int(inEffect.size()), redo);
        if (const auto error = SummaryTable::writeRow(db, gameId, row))
            return error->text();
    }
    return std::nullopt;
}

// Who a game, a profile and the library itself are wherever their records travel: a UUID each, and the library's
// name ("Table 3"). The uuid and fork_of columns are filled before their indexes are made, so a unique index never
// sees two empty ids.
const QStringList IdentityStatements {
    u"CREATE UNIQUE INDEX games_uuid ON games(uuid)"_s,
    u"CREATE INDEX games_fork_of ON games(fork_of)"_s,
    u"CREATE UNIQUE INDEX profiles_uuid ON profiles(uuid)"_s,
    u"CREATE TABLE library_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID"_s,
};

QStringList libraryInfoStatements()
{
    return { u"INSERT INTO library_info (key, value) VALUES ('device_id', '"_s + Schema::newUuid()
             + u"'), "
               u"('name', '')"_s };
}

// Version 4 gives every game and profile a UUID and the library a device id and a name, so that a game imported
// twice is recognised and a club server can tell the tables apart. Existing games keep their created_at as the time
// they started; each gets a fresh UUID.
std::optional<QString> migrateTo4(QSqlDatabase &db)
{
    if (auto error = execAll(db,
                             {
                                 u"ALTER TABLE games ADD COLUMN uuid TEXT NOT NULL DEFAULT ''"_s,
                                 u"ALTER TABLE games ADD COLUMN device TEXT NOT NULL DEFAULT ''"_s,
                                 u"ALTER TABLE games ADD COLUMN fork_of TEXT NOT NULL DEFAULT ''"_s,
                                 u"ALTER TABLE profiles ADD COLUMN uuid TEXT NOT NULL DEFAULT ''"_s,
                             }))
        return error;
    for (const QString &table : { u"games"_s, u"profiles"_s }) {
        QSqlQuery rows(db);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT id FROM "_s + table))
            return rows.lastError().text();
        QList<qint64> ids;
        while (rows.next())
            ids.append(rows.value(0).toLongLong());
        QSqlQuery update(db);
        update.prepare(u"UPDATE "_s + table + u" SET uuid = ? WHERE id = ?"_s);
        for (const qint64 id : std::as_const(ids)) {
            update.addBindValue(Schema::newUuid());
            update.addBindValue(id);
            if (!update.exec())
                return update.lastError().text();
        }
    }
    return execAll(db, IdentityStatements + libraryInfoStatements());
}

// Version 5 adds the outbox of the club server; every game already stored is owed to it.
std::optional<QString> migrateTo5(QSqlDatabase &db)
{
    return execAll(
        db,
        OutboxTable::createStatements()
            + QStringList { u"INSERT INTO outbox (uuid, revision, deleted) SELECT uuid, revision, 0 FROM games"_s });
}

// Version 6 keeps the names players give features ("the river city"), beside the events and outside the record.
std::optional<QString> migrateTo6(QSqlDatabase &db)
{
    return execAll(db, FeatureNotes::nameStatements());
}

// Version 7 makes each game's events a hash chain (EventChain): every event keeps the SHA-256 of the previous one's
// hash and its own stored text, so that an event changed outside the app is found where it was changed.
std::optional<QString> migrateTo7(QSqlDatabase &db)
{
    if (auto error = execAll(db, { u"ALTER TABLE events ADD COLUMN hash BLOB NOT NULL DEFAULT x''"_s }))
        return error;
    QSqlQuery events(db);
    events.setForwardOnly(true);
    if (!events.exec(u"SELECT game_id, seq, payload FROM events ORDER BY game_id, seq"_s))
        return events.lastError().text();
    QList<std::tuple<qint64, int, QByteArray>> hashes;
    qint64 game = -1;
    QByteArray previous;
    while (events.next()) {
        if (events.value(0).toLongLong() != game) {
            game = events.value(0).toLongLong();
            previous = EventChain::start();
        }
        previous = EventChain::next(previous, events.value(2).toByteArray());
        hashes.append({ game, events.value(1).toInt(), previous });
    }
    QSqlQuery update(db);
    update.prepare(u"UPDATE events SET hash = ? WHERE game_id = ? AND seq = ?"_s);
    for (const auto &[id, seq, hash] : std::as_const(hashes)) {
        update.addBindValue(hash);
        update.addBindValue(id);
        update.addBindValue(seq);
        if (!update.exec())
            return update.lastError().text();
    }
    return std::nullopt;
}

// Version 8 keeps the inns and cathedrals players note on features (FeatureNotes), beside their names.
std::optional<QString> migrateTo8(QSqlDatabase &db)
{
    return execAll(db, FeatureNotes::markStatements());
}

} // namespace

QString Schema::newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// Version 1, as it shipped: games and their events. Every later table and column is added by a migration step.
QStringList Schema::firstStatements()
{
    return {
        u"CREATE TABLE games ("
        u"id INTEGER PRIMARY KEY, "
        u"header TEXT NOT NULL, "
        u"created_at TEXT NOT NULL, "
        u"updated_at TEXT NOT NULL)"_s,
        u"CREATE TABLE events ("
        u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
        u"seq INTEGER NOT NULL, "
        u"payload TEXT NOT NULL, "
        u"PRIMARY KEY (game_id, seq)) WITHOUT ROWID"_s,
        u"CREATE INDEX games_updated ON games(updated_at)"_s,
    };
}

QString Schema::nextGameId()
{
    return u"(SELECT max(coalesce((SELECT max(id) FROM games), 0), "
           u"coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0)) + 1)"_s;
}

QList<MigrationStep> Schema::migrations()
{
    // The summaries stay in English here (they name the transactions); an upgrade error translates them in the
    // context "Schema" (Database::migrate).
    return {
        { 2, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "add undo/redo state and player profiles")), migrateTo2 },
        { 3, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "add a summary row to every game")), migrateTo3 },
        { 4, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "give games, profiles and the library their ids")),
          migrateTo4 },
        { 5, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "keep what the club server is owed")), migrateTo5 },
        { 6, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "keep the names players give features")), migrateTo6 },
        { 7, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "chain each game's events by their hashes")), migrateTo7 },
        { 8, QString::fromUtf8(QT_TRANSLATE_NOOP("Schema", "keep the inns and cathedrals players note on features")),
          migrateTo8 },
    };
}

} // namespace ml
