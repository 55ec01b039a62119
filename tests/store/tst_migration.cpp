// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Schema migrations (Kaidan's DatabaseTest pattern): build the oldest schema with its own SQL, migrate it,
// and compare it with a fresh library: same tables, columns, indexes and foreign keys, data preserved.

#include "gamelibrary.h"
#include "rawsql.h"
#include "recordfile.h"
#include "refusaltext.h"
#include "replay.h"
#include "schema.h"
#include "schemaversion1.h"
#include "storetestdata.h"

#include <QJsonDocument>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QStringList version1Sql = schemaVersion1Sql();

// Schema version 2, frozen as it shipped: undo/redo head, revision, profiles linked to seats, no summary rows.
const QStringList version2Sql {
    u"CREATE TABLE games (id INTEGER PRIMARY KEY, header TEXT NOT NULL, created_at TEXT NOT NULL, "
    u"updated_at TEXT NOT NULL, head INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0, "
    u"touched_at TEXT NOT NULL DEFAULT '')"_s,
    u"CREATE TABLE events (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    u"seq INTEGER NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID"_s,
    u"CREATE INDEX games_updated ON games(updated_at)"_s,
    u"CREATE INDEX games_touched ON games(touched_at)"_s,
    u"CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, color TEXT NOT NULL DEFAULT '', "
    u"language TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL)"_s,
    u"CREATE UNIQUE INDEX profiles_name ON profiles(name)"_s,
    u"CREATE TABLE game_players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    u"seat INTEGER NOT NULL, player_id TEXT NOT NULL, "
    u"profile_id INTEGER REFERENCES profiles(id) ON DELETE SET NULL, PRIMARY KEY (game_id, seat)) WITHOUT ROWID"_s,
    u"CREATE INDEX game_players_profile ON game_players(profile_id)"_s,
    u"PRAGMA application_id = 1296843847"_s,
    u"PRAGMA user_version = 2"_s,
};

// Schema version 3, frozen as it shipped: version 2 with a summary row per game and game ids never given twice.
QStringList version3Sql()
{
    QStringList statements = version2Sql;
    statements.removeLast(); // its user_version
    statements << u"CREATE TABLE game_summaries (game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
                  u"event_count INTEGER NOT NULL, redo_count INTEGER NOT NULL, finished INTEGER NOT NULL, "
                  u"problem TEXT NOT NULL, expansions TEXT NOT NULL)"_s
               << u"CREATE TABLE game_results (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
                  u"seat INTEGER NOT NULL, player_id TEXT NOT NULL, name TEXT NOT NULL, color TEXT NOT NULL, "
                  u"score INTEGER NOT NULL, winner INTEGER NOT NULL, PRIMARY KEY (game_id, seat)) WITHOUT ROWID"_s
               << u"CREATE TABLE game_points (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
                  u"seat INTEGER NOT NULL, source TEXT NOT NULL, points INTEGER NOT NULL, "
                  u"PRIMARY KEY (game_id, seat, source)) WITHOUT ROWID"_s
               << u"CREATE TABLE id_sequence (name TEXT PRIMARY KEY, last INTEGER NOT NULL) WITHOUT ROWID"_s
               << u"CREATE TRIGGER games_retire_id AFTER DELETE ON games BEGIN "
                  u"INSERT OR REPLACE INTO id_sequence (name, last) VALUES ('games', "
                  u"max(OLD.id, coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0))); END"_s
               << u"PRAGMA user_version = 3"_s;
    return statements;
}

// Runs statements on a raw connection that is closed again before returning.
// Every table with its columns, indexes (with their columns) and foreign keys, plus the header pragmas.
QStringList describeSchema(const QString &path)
{
    const QString name = u"migration-test-describe"_s;
    QStringList lines;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        if (!db.open())
            return { u"cannot open "_s + path };
        QSqlQuery query(db);
        const auto rows = [&query](const QString &sql) {
            QStringList result;
            if (!query.exec(sql))
                return QStringList { u"failed: "_s + sql };
            while (query.next()) {
                QStringList fields;
                for (int i = 0; i < query.record().count(); ++i)
                    fields.append(query.value(i).isNull() ? u"NULL"_s : query.value(i).toString());
                result.append(fields.join(u'|'));
            }
            return result;
        };
        lines << u"user_version "_s + rows(u"PRAGMA user_version"_s).join(u',');
        lines << u"application_id "_s + rows(u"PRAGMA application_id"_s).join(u',');
        const QStringList tables =
            rows(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"_s);
        for (const QString &table : tables) {
            lines << u"table "_s + table;
            for (const QString &column : rows(u"PRAGMA table_info("_s + table + u')'))
                lines << u"  column "_s + column;
            for (const QString &key : rows(u"PRAGMA foreign_key_list("_s + table + u')'))
                lines << u"  foreign key "_s + key.section(u'|', 2); // without the id and seq columns
            QStringList indexes = rows(u"PRAGMA index_list("_s + table + u')');
            for (QString &index : indexes)
                index = index.section(u'|', 1); // without the seq column
            indexes.sort();
            for (const QString &index : std::as_const(indexes)) {
                lines << u"  index "_s + index;
                for (const QString &column : rows(u"PRAGMA index_info("_s + index.section(u'|', 0, 0) + u')'))
                    lines << u"    on "_s + column;
            }
        }
        lines << u"other objects "_s
                + rows(u"SELECT type || ' ' || name FROM sqlite_master WHERE type NOT IN ('table', 'index') "
                       u"ORDER BY name"_s)
                      .join(u',');
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return lines;
}

QString sqlQuoted(const QByteArray &utf8)
{
    return u'\'' + QString::fromUtf8(utf8).replace(u'\'', u"''"_s) + u'\'';
}

// Inserts a record as version 1 stored it: the header and one row per event.
QStringList version1Game(int id, const QJsonObject &record, const QString &when)
{
    QStringList statements;
    statements << u"INSERT INTO games (id, header, created_at, updated_at) VALUES (%1, %2, '%3', '%3')"_s.arg(id).arg(
        sqlQuoted(ml::RecordFile::compact(ml::RecordFile::header(record))), when);
    const QJsonArray events = record.value(u"events"_s).toArray();
    for (qsizetype i = 0; i < events.size(); ++i)
        statements << u"INSERT INTO events (game_id, seq, payload) VALUES (%1, %2, %3)"_s.arg(id).arg(i).arg(
            sqlQuoted(ml::RecordFile::compact(events.at(i).toObject())));
    return statements;
}

// Inserts a game as version 2 stored it: the header, every event (those from head on wait for redo), its seats.
QStringList version2Game(int id, const QJsonObject &record, int head, const QString &when)
{
    QStringList statements;
    statements << u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at) "
                  u"VALUES (%1, %2, '%3', '%3', %4, 7, '%3')"_s.arg(id)
                      .arg(sqlQuoted(ml::RecordFile::compact(ml::RecordFile::header(record))), when)
                      .arg(head);
    const QJsonArray events = record.value(u"events"_s).toArray();
    for (qsizetype i = 0; i < events.size(); ++i)
        statements << u"INSERT INTO events (game_id, seq, payload) VALUES (%1, %2, %3)"_s.arg(id).arg(i).arg(
            sqlQuoted(ml::RecordFile::compact(events.at(i).toObject())));
    const QJsonArray players = record.value(u"players"_s).toArray();
    for (qsizetype seat = 0; seat < players.size(); ++seat)
        statements << u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (%1, %2, %3, %4)"_s
                          .arg(id)
                          .arg(seat)
                          .arg(sqlQuoted(players.at(seat)[u"id"_s].toString().toUtf8()))
                          .arg(seat + 1);
    return statements;
}

// The first count events of record.
QJsonObject truncated(QJsonObject record, qsizetype count)
{
    QJsonArray events = record.value(u"events"_s).toArray();
    while (events.size() > count)
        events.removeLast();
    record.insert(u"events"_s, events);
    return record;
}

} // namespace

class TestMigration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void freshLibraryIsCurrent();
    void version1MigratesToCurrent();
    void version2MigratesToCurrent();
    void version3MigratesToCurrent();
    void failedMigrationRollsBack();
    void failedIdentityStepRollsBack();
    void migratedLibraryKeepsWorking();

private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir->filePath(name); }
    [[nodiscard]] bool buildVersion1(const QString &file) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QJsonObject m_finished;
    QJsonObject m_tie;
};

void TestMigration::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_finished = StoreTestData::example(u"base-final-scoring"_s);
    // Names version 1 stored in its records: quotes, emoji and right-to-left text must survive the migration.
    QJsonArray players = m_finished.value(u"players"_s).toArray();
    players[0] = QJsonObject { { u"id"_s, u"red"_s }, { u"name"_s, u"Zoë \"Z\" O'Neil 🐉"_s } };
    players[1] = QJsonObject { { u"id"_s, u"blue"_s }, { u"name"_s, u"שרה"_s }, { u"color"_s, u"navy"_s } };
    m_finished.insert(u"players"_s, players);
    m_tie = StoreTestData::example(u"base-city-tie"_s);
}

void TestMigration::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

bool TestMigration::buildVersion1(const QString &file) const
{
    QStringList statements = version1Sql;
    statements << version1Game(1, m_finished, u"2024-03-01T19:00:00.000Z"_s)
               << version1Game(2, m_tie, u"2024-03-08T19:30:00.000Z"_s);
    QString error;
    const bool ok = runRawSql(file, statements, &error);
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

void TestMigration::freshLibraryIsCurrent()
{
    ml::GameLibrary library(path(u"fresh.sqlite"_s));
    const ml::Status opened = library.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(library.schemaVersion(), ml::Schema::CurrentVersion);
    QVERIFY(library.backupPath().isEmpty());
    library.close();
    // Nothing but the library file next to it: no backup, and the write-ahead log is folded in on close.
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList { u"fresh.sqlite"_s });
    const QStringList schema = describeSchema(path(u"fresh.sqlite"_s));
    QVERIFY(schema.contains(u"user_version "_s + QString::number(ml::Schema::CurrentVersion)));
    QVERIFY(schema.contains(u"table feature_names"_s));
    QVERIFY(schema.contains(u"table feature_marks"_s));
    QVERIFY(schema.contains(u"table profiles"_s));
    QVERIFY(schema.contains(u"table game_summaries"_s));
}

void TestMigration::version1MigratesToCurrent()
{
    const QString old = path(u"old.sqlite"_s);
    QVERIFY(buildVersion1(old));
    const QByteArray version1Bytes = StoreTestData::fileBytes(old);
    QVERIFY(describeSchema(old).contains(u"user_version 1"_s));

    ml::GameLibrary migrated(old);
    const ml::Status opened = migrated.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(migrated.schemaVersion(), ml::Schema::CurrentVersion);

    // The copy made before migrating is the version 1 file, byte for byte.
    QVERIFY(!migrated.backupPath().isEmpty());
    QVERIFY(migrated.backupPath().startsWith(old + u".schema1-backup-"_s));
    QCOMPARE(StoreTestData::fileBytes(migrated.backupPath()), version1Bytes);

    // Data preserved: both games, their events, their players, now with profiles.
    const auto games = migrated.games();
    QVERIFY2(games.ok(), qPrintable(games.message()));
    QCOMPARE(games.value().size(), 2);
    QCOMPARE(migrated.openGame(1).value().record(), m_finished);
    QCOMPARE(migrated.openGame(2).value().record(), m_tie);
    QCOMPARE(migrated.openGame(1).value().redoCount(), 0);
    const ml::GameSummary first = migrated.game(1).value();
    QCOMPARE(first.createdAt, QDateTime(QDate(2024, 3, 1), QTime(19, 0), Qt::UTC));
    QVERIFY(first.finished);
    QCOMPARE(first.winners, QStringList { u"red"_s });
    QCOMPARE(first.players.at(0).name, u"Zoë \"Z\" O'Neil 🐉"_s);
    QCOMPARE(first.players.at(0).score, 9);
    const auto profiles = migrated.profiles();
    QStringList names;
    for (const ml::Profile &profile : profiles.value())
        names.append(profile.name);
    names.sort();
    QStringList expected { u"Zoë \"Z\" O'Neil 🐉"_s, u"שרה"_s, u"Red"_s, u"Blue"_s, u"Green"_s };
    expected.sort();
    QCOMPARE(names, expected);
    QCOMPARE(migrated.profileByName(u"שרה"_s).value().color, u"navy"_s);
    QCOMPARE(migrated.profileByName(u"Green"_s).value().color, u"green"_s);
    QCOMPARE(migrated.profile(first.players.at(1).profileId).value().name, u"שרה"_s);
    QCOMPARE(migrated.statistics(migrated.profileByName(u"Red"_s).value().id).value().gamesInProgress, 1);
    migrated.close();

    ml::GameLibrary fresh(path(u"fresh.sqlite"_s));
    QVERIFY(fresh.open().ok());
    fresh.close();
    const QStringList migratedSchema = describeSchema(old);
    const QStringList freshSchema = describeSchema(path(u"fresh.sqlite"_s));
    QCOMPARE(migratedSchema, freshSchema);
    QVERIFY(freshSchema.size() > 20);

    // A second open finds nothing to migrate and makes no second backup.
    ml::GameLibrary again(old);
    QVERIFY(again.open().ok());
    QVERIFY(again.backupPath().isEmpty());
}

void TestMigration::version2MigratesToCurrent()
{
    const QString old = path(u"old.sqlite"_s);
    const QJsonObject unfinished = StoreTestData::example(u"base-city-tie"_s);
    // Game 3's stored events no longer replay: its event 2 is refused, so its summary carries the problem.
    QJsonObject broken = m_finished;
    QJsonArray brokenEvents = broken.value(u"events"_s).toArray();
    brokenEvents.insert(2, QJsonObject { { u"type"_s, u"score"_s }, { u"feature"_s, u"nowhere"_s } });
    broken.insert(u"events"_s, brokenEvents);
    QStringList statements = version2Sql;
    statements << u"INSERT INTO profiles (id, name, created_at) VALUES (1, 'Ana', '2024-01-01T00:00:00.000Z'), "
                  u"(2, 'Ben', '2024-01-01T00:00:00.000Z'), (3, 'Cy', '2024-01-01T00:00:00.000Z')"_s;
    statements << version2Game(1, m_finished, int(m_finished.value(u"events"_s).toArray().size()),
                               u"2024-03-01T19:00:00.000Z"_s);
    // Two of game 2's events are undone: they wait for redo and count for nothing.
    const int tieHead = int(unfinished.value(u"events"_s).toArray().size()) - 2;
    statements << version2Game(2, unfinished, tieHead, u"2024-03-08T19:30:00.000Z"_s);
    statements << version2Game(3, broken, int(brokenEvents.size()), u"2024-03-09T19:30:00.000Z"_s);
    QString error;
    QVERIFY2(runRawSql(old, statements, &error), qPrintable(error));
    QVERIFY(describeSchema(old).contains(u"user_version 2"_s));
    const QByteArray version2Bytes = StoreTestData::fileBytes(old);

    ml::GameLibrary migrated(old);
    const ml::Status opened = migrated.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(migrated.schemaVersion(), ml::Schema::CurrentVersion);
    QVERIFY(migrated.backupPath().startsWith(old + u".schema2-backup-"_s));
    QCOMPARE(StoreTestData::fileBytes(migrated.backupPath()), version2Bytes);

    // Every summary is what the replay of the events in effect gives.
    const auto games = migrated.games();
    QVERIFY2(games.ok(), qPrintable(games.message()));
    QCOMPARE(games.value().size(), 3);
    const QList<QJsonObject> inEffect { m_finished, truncated(unfinished, tieHead), broken };
    for (const ml::GameSummary &game : games.value()) {
        const QJsonObject record = inEffect.at(game.id - 1);
        const ml::ReplayOutcome outcome = ml::replay(record);
        QCOMPARE(game.eventCount, int(record.value(u"events"_s).toArray().size()));
        QCOMPARE(game.redoCount, game.id == 2 ? 2 : 0);
        QCOMPARE(game.finished, outcome.ok && outcome.output.value(u"finished"_s).toBool());
        QCOMPARE(game.problem, outcome.ok ? QString() : ml::refusalLine(outcome.error));
        const QJsonObject scores = outcome.output.value(u"scores"_s).toObject();
        for (const ml::GamePlayer &player : game.players) {
            QCOMPARE(player.score, scores.value(player.id).toInt());
            QVERIFY(player.profileId > 0);
        }
    }
    QVERIFY(migrated.game(1).value().finished);
    QCOMPARE(migrated.game(1).value().winners, QStringList { u"red"_s });
    QVERIFY(!migrated.game(3).value().problem.isEmpty());
    // The problem is said from the engine's refusal when the game is read, not in the words the summary was written
    // with (another program, another language).
    QString stale;
    QVERIFY2(runRawSql(
                 old, { u"UPDATE game_summaries SET problem = 'in the words of another language' WHERE game_id = 3"_s },
                 &stale),
             qPrintable(stale));
    QCOMPARE(migrated.game(3).value().problem, ml::refusalLine(ml::replay(broken).error));
    QVERIFY(migrated.games(ml::GameLibrary::Filter::InProgress)
                .value()
                .constFirst()
                .problem.startsWith(u"error: event 2"_s));
    QCOMPARE(migrated.lastGameInProgress().value()->id, 3);
    QCOMPARE(migrated.games(ml::GameLibrary::Filter::Finished).value().size(), 1);
    // The seat of profile 1 is red in every game: one finished game won, one in progress, the broken one not counted.
    const ml::PlayerStatistics ana = migrated.statistics(1).value();
    QCOMPARE(ana.gamesPlayed, 1);
    QCOMPARE(ana.wins, 1);
    QCOMPARE(ana.gamesInProgress, 1);
    QCOMPARE(ana.bestScore, 9);
    migrated.close();

    ml::GameLibrary fresh(path(u"fresh.sqlite"_s));
    QVERIFY(fresh.open().ok());
    fresh.close();
    QCOMPARE(describeSchema(old), describeSchema(path(u"fresh.sqlite"_s)));
}

void TestMigration::version3MigratesToCurrent()
{
    const QString old = path(u"old.sqlite"_s);
    QStringList statements = version3Sql();
    statements << u"INSERT INTO profiles (id, name, created_at) VALUES (1, 'Ana', '2024-01-01T00:00:00.000Z'), "
                  u"(2, 'Ben', '2024-01-01T00:00:00.000Z')"_s;
    // Two finished games with their summary rows as version 3 wrote them (red 9: road 3, field 6; blue 5: monastery).
    for (const int id : { 1, 2 }) {
        statements << version2Game(id, m_finished, int(m_finished.value(u"events"_s).toArray().size()),
                                   u"2024-03-0%1T19:00:00.000Z"_s.arg(id));
        statements << u"INSERT INTO game_summaries VALUES (%1, 13, 0, 1, '', '')"_s.arg(id)
                   << u"INSERT INTO game_results VALUES (%1, 0, 'red', 'Zoë', 'red', 9, 1), "
                      u"(%1, 1, 'blue', 'שרה', 'navy', 5, 0)"_s.arg(id)
                   << u"INSERT INTO game_points VALUES (%1, 0, 'roads', 3), (%1, 0, 'fields', 6), "
                      u"(%1, 1, 'monasteries', 5)"_s.arg(id);
    }
    statements << u"INSERT INTO id_sequence VALUES ('games', 5)"_s;
    QString error;
    QVERIFY2(runRawSql(old, statements, &error), qPrintable(error));
    QVERIFY(describeSchema(old).contains(u"user_version 3"_s));
    const QByteArray version3Bytes = StoreTestData::fileBytes(old);

    ml::GameLibrary migrated(old);
    const ml::Status opened = migrated.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(migrated.schemaVersion(), ml::Schema::CurrentVersion);
    QVERIFY(migrated.backupPath().startsWith(old + u".schema3-backup-"_s));
    QCOMPARE(StoreTestData::fileBytes(migrated.backupPath()), version3Bytes);

    // Every game and profile has a UUID of its own; the library a device id and no name yet.
    const QList<ml::GameSummary> games = migrated.games().value();
    QCOMPARE(games.size(), 2);
    QSet<QString> ids;
    for (const ml::GameSummary &game : games) {
        QCOMPARE(QUuid::fromString(game.uuid).toString(QUuid::WithoutBraces), game.uuid);
        ids.insert(game.uuid);
        QCOMPARE(game.players.at(0).score, 9);
        QCOMPARE(game.forkOf, 0);
        // The record carries them, with the time the game started.
        const QJsonObject record = QJsonDocument::fromJson(migrated.exportRecord(game.id).value()).object();
        QCOMPARE(record[u"game"_s][u"id"_s].toString(), game.uuid);
        QCOMPARE(record[u"game"_s][u"created"_s].toString(), u"2024-03-0%1T19:00:00.000Z"_s.arg(game.id));
        QVERIFY(ml::replay(record).ok);
    }
    QCOMPARE(ids.size(), 2);
    const QList<ml::Profile> profiles = migrated.profiles().value();
    QCOMPARE(profiles.size(), 2);
    QVERIFY(!QUuid::fromString(profiles.at(0).uuid).isNull());
    QVERIFY(profiles.at(0).uuid != profiles.at(1).uuid);
    const ml::GameLibrary::Identity identity = migrated.identity().value();
    QVERIFY(!QUuid::fromString(identity.deviceId).isNull());
    QVERIFY(identity.name.isEmpty());
    QCOMPARE(migrated.statistics(1).value().wins, 2);
    // Game ids are still never given twice.
    QCOMPARE(migrated.createGame(StoreTestData::playersOf(m_tie)).value(), 6);
    migrated.close();
    // Every game is owed to a club server, the migrated ones and the new one, each at its revision.
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"outbox-look"_s);
        db.setDatabaseName(old);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT (SELECT count(*) FROM outbox), count(*) FROM games g JOIN outbox o "
                           u"ON o.uuid = g.uuid AND o.revision = g.revision AND o.deleted = 0"_s)
                && query.next());
        QCOMPARE(query.value(0).toInt(), 3);
        QCOMPARE(query.value(1).toInt(), 3);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(u"outbox-look"_s);

    ml::GameLibrary fresh(path(u"fresh.sqlite"_s));
    QVERIFY(fresh.open().ok());
    fresh.close();
    QCOMPARE(describeSchema(old), describeSchema(path(u"fresh.sqlite"_s)));
}

void TestMigration::failedMigrationRollsBack()
{
    const QString old = path(u"old.sqlite"_s);
    QVERIFY(buildVersion1(old));
    // A table in the way makes the step to version 2 fail half-way, after its ALTER TABLE statements.
    QVERIFY(runRawSql(old, { u"CREATE TABLE profiles (id INTEGER PRIMARY KEY)"_s }));
    const QStringList before = describeSchema(old);

    ml::GameLibrary library(old);
    const ml::Status opened = library.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().code, ml::StoreError::Code::Migration);
    QVERIFY2(opened.message().contains(u"schema 2"_s), qPrintable(opened.message()));
    QVERIFY(opened.message().contains(u"profiles already exists"_s));
    QVERIFY(opened.message().contains(u"still at schema 1"_s));
    QVERIFY(!opened.error().path.isEmpty());
    QVERIFY(QFileInfo::exists(opened.error().path));
    QVERIFY(!library.isOpen());
    // Rolled back as a whole: the games table has no new column, the version is still 1.
    QCOMPARE(describeSchema(old), before);
}

void TestMigration::failedIdentityStepRollsBack()
{
    const QString old = path(u"old.sqlite"_s);
    QStringList statements = version3Sql();
    statements << version2Game(1, m_finished, int(m_finished.value(u"events"_s).toArray().size()),
                               u"2024-03-01T19:00:00.000Z"_s);
    // A table in the way makes the step to version 4 fail after it has given the games their UUIDs.
    statements << u"CREATE TABLE library_info (key TEXT)"_s;
    QVERIFY(runRawSql(old, statements));
    const QStringList before = describeSchema(old);

    ml::GameLibrary library(old);
    const ml::Status opened = library.open();
    QCOMPARE(opened.error().code, ml::StoreError::Code::Migration);
    QVERIFY2(opened.message().contains(u"schema 4"_s), qPrintable(opened.message()));
    QVERIFY(opened.message().contains(u"still at schema 3"_s));
    QVERIFY(opened.error().path.startsWith(old + u".schema3-backup-"_s));
    // Rolled back as a whole: no uuid column, no new index, still version 3.
    QCOMPARE(describeSchema(old), before);
}

void TestMigration::migratedLibraryKeepsWorking()
{
    const QString old = path(u"old.sqlite"_s);
    QVERIFY(buildVersion1(old));
    ml::GameLibrary library(old);
    QVERIFY(library.open().ok());
    ml::GameLog log = library.openGame(2).value();
    QCOMPARE(log.eventCount(), 9);
    QVERIFY(log.undo().ok());
    QCOMPARE(log.redoCount(), 1);
    QVERIFY(log.redo().ok());
    const auto appended = log.append({ { u"type"_s, u"turn"_s }, { u"player"_s, u"blue"_s } });
    QVERIFY2(appended.ok(), qPrintable(appended.message()));
    QCOMPARE(appended.value(), 9);
    const auto created = library.createGame(StoreTestData::playersOf(m_tie));
    QVERIFY2(created.ok(), qPrintable(created.message()));
    QCOMPARE(created.value(), 3);
    // The profiles made by the migration are reused by name.
    QCOMPARE(library.profiles().value().size(), 5);
}

QTEST_GUILESS_MAIN(TestMigration)
#include "tst_migration.moc"
