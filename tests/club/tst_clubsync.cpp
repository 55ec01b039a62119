// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Two tables' libraries and the club server, a real PostgreSQL cluster (the fixture club_cluster): pushing, pushing
// again, who owns a game, undo after a push, the schema's versions, row-level security, the server stopped mid-sync and
// the command-line sync killed at random moments.

#include "cluster.h"

#include "clubsync.h"
#include "eventchain.h"
#include "gamelibrary.h"
#include "recordfile.h"
#include "syncworker.h"
#include "syntheticgame.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <thread>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

// One table's library, and its file for the sync pass and the command-line tool.
struct Table {
    QString path;
    ml::GameLibrary library;
    explicit Table(const QString &file)
        : path(file)
        , library(file)
    {
    }
};

// Adds @p games games of the synthetic game, each with its first @p events events, as the table screen stores them.
bool addGames(ml::GameLibrary &library, int games, int events)
{
    for (int g = 0; g < games; ++g) {
        if (!SyntheticGame::store(library, events))
            return false;
    }
    return true;
}

// Every game of the library as the server should hold it: UUID → the events in effect.
QMap<QString, QJsonArray> libraryEvents(ml::GameLibrary &library)
{
    QMap<QString, QJsonArray> games;
    const QList<ml::GameSummary> list = library.games().value();
    for (const ml::GameSummary &summary : list) {
        const QJsonObject record = QJsonDocument::fromJson(library.exportRecord(summary.id).value()).object();
        games.insert(record.value(u"game"_s).toObject().value(u"id"_s).toString(), record.value(u"events"_s).toArray());
    }
    return games;
}

QMap<QString, QJsonArray> serverEvents(const QList<ml::ClubSync::ServerGame> &games, const QString &deviceName = {})
{
    QMap<QString, QJsonArray> events;
    for (const ml::ClubSync::ServerGame &game : games) {
        if (deviceName.isEmpty() || game.deviceName == deviceName)
            events.insert(game.record.value(u"game"_s).toObject().value(u"id"_s).toString(),
                          game.record.value(u"events"_s).toArray());
    }
    return events;
}

QString describe(const ml::ClubSync::Pass &pass)
{
    return pass.error ? pass.error->message : u"ok"_s;
}

} // namespace

class TestClubSync : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_club = 0;
    QString m_database;

    ml::ClubAddress as(const QString &role) const { return Cluster::address(m_database, role); }

    QList<ml::ClubSync::ServerGame> pulled()
    {
        const auto games = ml::ClubSync::pull(as(u"organiser"_s));
        if (!games.ok())
            qWarning("pull: %s", qPrintable(games.error().message));
        return games.ok() ? games.value() : QList<ml::ClubSync::ServerGame> {};
    }

    QString file(const QString &name) const { return m_dir.filePath(name + QString::number(m_club) + u".sqlite"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Every test function gets a club database of its own, its schema made by the organiser's first connection.
    void init()
    {
        m_database = u"club_%1"_s.arg(++m_club);
        QString error;
        QVERIFY2(Cluster::freshClub(m_database, &error), qPrintable(error));
        upgrade();
    }

private:
    // The schema made or upgraded by an organiser's connection.
    void upgrade()
    {
        const QString name = u"club-test-organiser"_s;
        {
            auto opened = as(u"organiser"_s).open(name);
            QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
            QSqlDatabase db = opened.value();
            const ml::ClubResult<int> migrated = ml::ClubSchema::migrate(db);
            QVERIFY2(migrated.ok(), qPrintable(migrated.ok() ? QString() : migrated.error().message));
            QCOMPARE(migrated.value(), ml::ClubSchema::CurrentVersion);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private Q_SLOTS:
    // The outbox is cleared for the server pushed to; a new club server (or one recreated, or restored from an older
    // backup) still gets every game it lacks, and one that holds them all is sent nothing.
    void aNewServerGetsEveryGame()
    {
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 2, 6));
        const ml::ClubSync::Pass first = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!first.error, qPrintable(describe(first)));
        QCOMPARE(first.games.size(), 2);

        const QString other = m_database + u"_new"_s;
        QString error;
        QVERIFY2(Cluster::freshClub(other, &error), qPrintable(error));
        const ml::ClubAddress organiser = Cluster::address(other, u"organiser"_s);
        {
            auto opened = organiser.open(u"club-test-new"_s);
            QVERIFY(opened.ok());
            QSqlDatabase db = opened.value();
            QVERIFY(ml::ClubSchema::migrate(db).ok());
            db.close();
        }
        QSqlDatabase::removeDatabase(u"club-test-new"_s);
        const ml::ClubSync::Pass moved = ml::ClubSync::pass(a.path, Cluster::address(other, u"table_a"_s));
        QVERIFY2(!moved.error, qPrintable(describe(moved)));
        QCOMPARE(moved.games.size(), 2);
        const auto games = ml::ClubSync::pull(organiser);
        QVERIFY(games.ok());
        QCOMPARE(serverEvents(games.value()), libraryEvents(a.library));
        const ml::ClubSync::Pass again = ml::ClubSync::pass(a.path, Cluster::address(other, u"table_a"_s));
        QVERIFY2(!again.error, qPrintable(describe(again)));
        QCOMPARE(again.games.size(), 0);
        // And the first server, which holds them all, is sent nothing either.
        const ml::ClubSync::Pass back = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!back.error, qPrintable(describe(back)));
        QCOMPARE(back.games.size(), 0);
    }

    void twoTablesSync()
    {
        Table a(file(u"a"_s));
        Table b(file(u"b"_s));
        QVERIFY(a.library.open().ok() && b.library.open().ok());
        QVERIFY(a.library.setName(u"Table A"_s).ok() && b.library.setName(u"Table B"_s).ok());
        QVERIFY(addGames(a.library, 3, 9));
        QVERIFY(addGames(b.library, 2, 12));

        const ml::ClubSync::Pass first = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!first.error, qPrintable(describe(first)));
        QCOMPARE(first.games.size(), 3);
        for (const auto &game : first.games) {
            QCOMPARE(game.outcome, ml::ClubSync::Pushed::Outcome::Pushed);
            QCOMPARE(game.eventCount, 9);
        }
        QVERIFY(!first.encrypted); // a unix socket: no TLS
        const ml::ClubSync::Pass second = ml::ClubSync::pass(b.path, as(u"table_b"_s));
        QVERIFY2(!second.error, qPrintable(describe(second)));
        QCOMPARE(second.games.size(), 2);

        const auto games = pulled();
        QCOMPARE(games.size(), 5);
        QCOMPARE(serverEvents(games, u"Table A"_s), libraryEvents(a.library));
        QCOMPARE(serverEvents(games, u"Table B"_s), libraryEvents(b.library));
        for (const auto &game : games) {
            QVERIFY(game.counted);
            // The chain's head travelled with the push: the SHA-256 chain over the events' stored text.
            QByteArray head = ml::EventChain::start();
            for (const QJsonValue &event : game.record.value(u"events"_s).toArray())
                head = ml::EventChain::next(head, ml::RecordFile::compact(event.toObject()));
            QCOMPARE(game.chainHead.toHex(), head.toHex());
            QCOMPARE(game.record.value(u"format"_s).toString(), u"meeple-ledger/1"_s);
            QCOMPARE(game.record.value(u"players"_s).toArray().size(), 2);
            QVERIFY(!game.record.value(u"game"_s).toObject().value(u"created"_s).toString().isEmpty());
        }

        // Nothing changed: the second pass pushes nothing.
        const ml::ClubSync::Pass again = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!again.error, qPrintable(describe(again)));
        QCOMPARE(again.games.size(), 0);

        // A deleted game is deleted on the server too.
        QVERIFY(a.library.deleteGame(a.library.games().value().first().id).ok());
        const ml::ClubSync::Pass deleted = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!deleted.error, qPrintable(describe(deleted)));
        QCOMPARE(deleted.games.size(), 1);
        QCOMPARE(deleted.games.first().outcome, ml::ClubSync::Pushed::Outcome::Deleted);
        QCOMPARE(serverEvents(pulled(), u"Table A"_s), libraryEvents(a.library));
    }

    // Every push notifies meeple_events with the game's UUID once the server committed it: what the club screen hears.
    void pushesNotify()
    {
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 2, 3));
        const QString name = u"club-test-listen"_s;
        {
            auto opened = as(u"table_b"_s).open(name);
            QVERIFY(opened.ok());
            QSqlDatabase db = opened.value();
            QVERIFY(db.driver()->subscribeToNotification(QString::fromLatin1(ml::ClubSchema::EventsChannel)));
            QStringList heard;
            connect(db.driver(), &QSqlDriver::notification, this,
                    [&heard](const QString &channel, QSqlDriver::NotificationSource, const QVariant &payload) {
                        if (channel == QLatin1String(ml::ClubSchema::EventsChannel))
                            heard.append(payload.toString());
                    });
            const ml::ClubSync::Pass pass = ml::ClubSync::pass(a.path, as(u"table_a"_s));
            QVERIFY2(!pass.error, qPrintable(describe(pass)));
            QTRY_COMPARE_WITH_TIMEOUT(heard.size(), 2, 5000);
            QStringList pushed { pass.games.at(0).uuid, pass.games.at(1).uuid };
            pushed.sort();
            heard.sort();
            QCOMPARE(heard, pushed);
            // A pass that pushes nothing says nothing.
            QVERIFY(!ml::ClubSync::pass(a.path, as(u"table_a"_s)).error);
            QTest::qWait(200);
            QCOMPARE(heard.size(), 2);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    void undoAfterPushIsANewRevision()
    {
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 1, 9));
        const ml::ClubSync::Pass first = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!first.error, qPrintable(describe(first)));
        ml::GameLog log = a.library.openGame(a.library.games().value().first().id).value();
        QVERIFY(log.undo().ok());
        QVERIFY(log.undo().ok());
        const ml::ClubSync::Pass second = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!second.error, qPrintable(describe(second)));
        QCOMPARE(second.games.size(), 1);
        QVERIFY(second.games.first().revision > first.games.first().revision);
        QCOMPARE(second.games.first().eventCount, 7);
        QCOMPARE(serverEvents(pulled()), libraryEvents(a.library));
        QVERIFY(log.redo().ok());
        const ml::ClubSync::Pass third = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QCOMPARE(third.games.size(), 1);
        QCOMPARE(third.games.first().eventCount, 8);
        QCOMPARE(serverEvents(pulled()), libraryEvents(a.library));
        // Every revision pushed is kept, once.
        QString error;
        QVERIFY2(Cluster::run(m_database, u"postgres"_s,
                              { u"DO $$ BEGIN IF (SELECT count(*) FROM meeple.game_revisions) <> 3 THEN "
                                u"RAISE EXCEPTION 'not three revisions'; END IF; END $$"_s },
                              &error),
                 qPrintable(error));
    }

    void theFirstTableOwnsAGame()
    {
        Table a(file(u"a"_s));
        Table b(file(u"b"_s));
        QVERIFY(a.library.open().ok() && b.library.open().ok());
        QVERIFY(a.library.setName(u"Table A"_s).ok() && b.library.setName(u"Table B"_s).ok());
        QVERIFY(addGames(a.library, 1, 6));
        const qint64 id = a.library.games().value().first().id;
        // The same game, by its UUID, in the second library; then each table goes on differently.
        const ml::Result<ml::GameLibrary::Import> imported = b.library.importGame(a.library.exportRecord(id).value());
        QVERIFY(imported.ok());
        ml::GameLog onA = a.library.openGame(id).value();
        QVERIFY(onA.append(SyntheticGame::end()).ok());
        ml::GameLog onB = b.library.openGame(imported.value().gameId).value();
        for (int i = 6; i < 9; ++i)
            QVERIFY(onB.append(SyntheticGame::event(i)).ok());

        const ml::ClubSync::Pass first = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY2(!first.error, qPrintable(describe(first)));
        QCOMPARE(first.games.first().outcome, ml::ClubSync::Pushed::Outcome::Pushed);
        const ml::ClubSync::Pass second = ml::ClubSync::pass(b.path, as(u"table_b"_s));
        QVERIFY2(!second.error, qPrintable(describe(second)));
        QCOMPARE(second.games.size(), 1);
        // The game is A's, who pushed it first: B's version is kept for the organiser and counts for nothing.
        QCOMPARE(second.games.first().outcome, ml::ClubSync::Pushed::Outcome::Awaiting);
        QCOMPARE(second.games.first().owner, u"Table A"_s);

        const auto games = pulled();
        QCOMPARE(games.size(), 2);
        QCOMPARE(games.at(0).deviceName, u"Table A"_s); // the owner's version first
        QVERIFY(games.at(0).counted && !games.at(1).counted);
        QCOMPARE(games.at(1).ownerName, u"Table A"_s);
        QCOMPARE(serverEvents(games, u"Table A"_s), libraryEvents(a.library));
        QCOMPARE(serverEvents(games, u"Table B"_s), libraryEvents(b.library));

        // A copy that only extends another version is the same version seen twice: the longer one is read back.
        Table c(file(u"c"_s));
        QVERIFY(c.library.open().ok());
        QVERIFY(c.library.importGame(b.library.exportRecord(imported.value().gameId).value()).ok());
        ml::GameLog onC = c.library.openGame(c.library.games().value().first().id).value();
        for (int i = 9; i < 12; ++i)
            QVERIFY(onC.append(SyntheticGame::event(i)).ok());
        QString error;
        QVERIFY2(Cluster::run(u"postgres"_s, u"postgres"_s,
                              { u"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'table_c') THEN "
                                u"CREATE ROLE table_c LOGIN IN ROLE meeple_club; END IF; END $$"_s },
                              &error),
                 qPrintable(error));
        const ml::ClubSync::Pass third = ml::ClubSync::pass(c.path, as(u"table_c"_s));
        QVERIFY2(!third.error, qPrintable(describe(third)));
        QCOMPARE(third.games.first().outcome, ml::ClubSync::Pushed::Outcome::Awaiting); // it still differs from A's
        const auto after = pulled();
        QCOMPARE(after.size(), 2); // B's version is inside C's
        QCOMPARE(serverEvents(after, u"Table A"_s), libraryEvents(a.library));
        QVERIFY(after.at(0).counted && !after.at(1).counted);
        // A copy that the owner's version holds entirely says nothing new: it is not listed.
        Table d(file(u"d"_s));
        QVERIFY(d.library.open().ok());
        QVERIFY(d.library.importGame(a.library.exportRecord(id).value()).ok());
        QVERIFY2(Cluster::run(u"postgres"_s, u"postgres"_s,
                              { u"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'table_d') THEN "
                                u"CREATE ROLE table_d LOGIN IN ROLE meeple_club; END IF; END $$"_s },
                              &error),
                 qPrintable(error));
        QVERIFY(!ml::ClubSync::pass(d.path, as(u"table_d"_s)).error);
        QCOMPARE(pulled().size(), 2);

        // A server from before games had owners (and results): upgraded, each game belongs to the device whose version
        // reached it first.
        QVERIFY2(Cluster::run(m_database, u"postgres"_s,
                              { u"DROP TABLE meeple.game_results"_s, u"DROP TABLE meeple.game_owners"_s,
                                u"DROP FUNCTION meeple.claim_game() CASCADE"_s, u"DROP FUNCTION meeple.stamp_owner()"_s,
                                u"ALTER TABLE meeple.games DROP COLUMN chain_head"_s,
                                u"ALTER TABLE meeple.game_revisions DROP COLUMN chain_head"_s,
                                u"UPDATE meeple.schema_version SET version = 2"_s },
                              &error),
                 qPrintable(error));
        QVERIFY(pulled().isEmpty()); // no owners table: the pull is refused
        upgrade(); // as the organiser's connection does
        const auto upgraded = pulled();
        QCOMPARE(upgraded.size(), 2);
        QVERIFY(upgraded.at(0).counted && upgraded.at(0).deviceName == u"Table A"_s && !upgraded.at(1).counted);
        QCOMPARE(ml::ClubSync::diverge(SyntheticGame::events(6), SyntheticGame::events(9)), false);
    }

    // A game whose stored event was changed outside the app is not pushed: the pass names it, pushes the others, and
    // the game stays owed.
    void aChangedGameIsNotPushed()
    {
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 2, 6));
        const qint64 changedId = a.library.games().value().first().id;
        QVERIFY(runRawSql(a.path,
                          { u"UPDATE events SET payload = replace(payload, '\"tiles\":2', '\"tiles\":3') "
                            u"WHERE game_id = %1 AND seq = 5"_s.arg(changedId) }));
        for (int pass = 0; pass < 2; ++pass) {
            const ml::ClubSync::Pass synced = ml::ClubSync::pass(a.path, as(u"table_a"_s));
            QVERIFY2(!synced.error, qPrintable(describe(synced)));
            QCOMPARE(synced.games.size(), 2 - pass); // the intact game once, the changed one every time
            const auto damaged = std::find_if(synced.games.cbegin(), synced.games.cend(), [](const auto &game) {
                return game.outcome == ml::ClubSync::Pushed::Outcome::Damaged;
            });
            QVERIFY(damaged != synced.games.cend());
            QVERIFY2(
                damaged->reason.contains(u"Game %1 was changed outside Meeple Ledger: its event 5"_s.arg(changedId)),
                qPrintable(damaged->reason));
        }
        QCOMPARE(pulled().size(), 1);
    }

    void schemaVersions()
    {
        // A table's role cannot create the schema; it is told to have an organiser connect.
        QString error;
        QVERIFY2(Cluster::freshClub(m_database, &error), qPrintable(error));
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 1, 3));
        const ml::ClubSync::Pass refused = ml::ClubSync::pass(a.path, as(u"table_a"_s));
        QVERIFY(refused.error);
        QCOMPARE(refused.error->kind, ml::ClubError::Kind::Refused);
        QVERIFY2(refused.error->message.contains(u"organiser"_s), qPrintable(refused.error->message));
        // The organiser's pass creates it; a newer server schema is refused and nothing is marked pushed.
        const ml::ClubSync::Pass created = ml::ClubSync::pass(a.path, as(u"organiser"_s));
        QVERIFY2(!created.error, qPrintable(describe(created)));
        QVERIFY(addGames(a.library, 1, 3));
        QVERIFY2(
            Cluster::run(m_database, u"postgres"_s, { u"UPDATE meeple.schema_version SET version = 99"_s }, &error),
            qPrintable(error));
        const ml::ClubSync::Pass newer = ml::ClubSync::pass(a.path, as(u"organiser"_s));
        QVERIFY(newer.error);
        QVERIFY2(newer.error->message.contains(u"99"_s), qPrintable(newer.error->message));
        QCOMPARE(newer.games.size(), 0);
    }

    void foreignWritesAreRefused()
    {
        Table a(file(u"a"_s));
        Table b(file(u"b"_s));
        QVERIFY(a.library.open().ok() && b.library.open().ok());
        QVERIFY(addGames(a.library, 1, 6));
        QVERIFY(addGames(b.library, 1, 3));
        QVERIFY(!ml::ClubSync::pass(a.path, as(u"table_a"_s)).error);
        QVERIFY(!ml::ClubSync::pass(b.path, as(u"table_b"_s)).error);
        const QString game = libraryEvents(a.library).firstKey();
        const QString deviceA = a.library.identity().value().deviceId;
        const QString deviceB = b.library.identity().value().deviceId;

        const QString name = u"club-test-foreign"_s;
        {
            QSqlDatabase db = as(u"table_b"_s).open(name).value();
            QSqlQuery query(db);
            // Everyone in the club reads everything.
            QVERIFY(query.exec(u"SELECT count(*) FROM meeple.games"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), 2);
            // A new revision of A's game, written by B's role: refused by the server.
            QVERIFY(!query.exec(u"INSERT INTO meeple.game_revisions (game, device, revision, events, event_count) "
                                u"VALUES ('%1', '%2', 1000, '[]', 0)"_s.arg(game, deviceA)));
            QCOMPARE(query.lastError().nativeErrorCode(), u"42501"_s); // insufficient_privilege: the policy
            // Changing A's game: no row of it may be changed by B.
            QVERIFY(query.exec(u"UPDATE meeple.games SET event_count = 0, deleted = true WHERE id = '%1'"_s.arg(game)));
            QCOMPARE(query.numRowsAffected(), 0);
            // Taking it over, by moving B's own game onto A's device, is refused too.
            QVERIFY(!query.exec(u"UPDATE meeple.games SET device = '%1' WHERE device = '%2'"_s.arg(deviceA, deviceB)));
            // Nor may B claim A's device.
            QVERIFY(query.exec(u"UPDATE meeple.devices SET owner = 'table_b' WHERE id = '%1'"_s.arg(deviceA)));
            QCOMPARE(query.numRowsAffected(), 0);
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        QCOMPARE(serverEvents(pulled()).value(game), libraryEvents(a.library).value(game));

        // B's library cannot push as A's device either: a library restored from A's backup is told so.
        Table copy(file(u"copy"_s));
        QVERIFY(a.library.backUp(copy.path).ok());
        const ml::ClubSync::Pass stolen = ml::ClubSync::pass(copy.path, as(u"table_b"_s));
        QVERIFY(stolen.error);
        QCOMPARE(stolen.error->kind, ml::ClubError::Kind::Refused);
        QVERIFY2(stolen.error->message.contains(u"table_a"_s), qPrintable(stolen.error->message));

        // The organiser may correct any game.
        QString error;
        QVERIFY2(Cluster::run(m_database, u"organiser"_s,
                              { u"UPDATE meeple.games SET finished = true WHERE id = '%1'"_s.arg(game) }, &error),
                 qPrintable(error));
    }

    void serverStoppedMidSync()
    {
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 150, 30));
        a.library.close();

        // The app's loop, in its own thread: it stops on the server's loss and resumes when it is back.
        ml::SyncWorker worker(a.path, as(u"table_a"_s));
        worker.setInterval(200);
        worker.setBackoff(100, 400);
        QList<ml::ClubSync::Pass> passes;
        QObject receiver;
        connect(&worker, &ml::SyncWorker::passFinished, &receiver,
                [&passes](const ml::ClubSync::Pass &pass) { passes.append(pass); });
        QElapsedTimer clock;
        clock.start();
        worker.start();
        // Stop the server once some, not all, games are on it; the tests after this one need it back if this fails.
        bool stopped = false;
        std::optional<QScopeGuard<std::function<void()>>> restartOnFailure;
        while (!stopped && clock.elapsed() < 60000) {
            QString error;
            if (Cluster::run(m_database, u"postgres"_s,
                             { u"DO $$ BEGIN IF (SELECT count(*) FROM meeple.games) < 20 THEN "
                               u"RAISE EXCEPTION 'few'; END IF; END $$"_s },
                             &error)) {
                QVERIFY(Cluster::control(u"kill"_s));
                stopped = true;
                restartOnFailure.emplace([] { std::ignore = Cluster::control(u"restart"_s); });
            } else {
                QTest::qWait(5);
            }
        }
        QVERIFY(stopped);
        QTRY_VERIFY_WITH_TIMEOUT(!passes.isEmpty() && passes.last().error, 30000);
        QCOMPARE(passes.last().error->kind, ml::ClubError::Kind::Unreachable);
        QTest::qWait(500); // a few failed passes while the server is away
        restartOnFailure->dismiss();
        QVERIFY(Cluster::control(u"restart"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!passes.last().error && passes.last().games.isEmpty(), 60000);
        worker.stop();

        QVERIFY(a.library.open().ok());
        const auto games = pulled();
        QCOMPARE(games.size(), 150);
        QCOMPARE(serverEvents(games), libraryEvents(a.library));
        QString error;
        QVERIFY2(Cluster::run(m_database, u"postgres"_s,
                              { u"DO $$ BEGIN IF (SELECT count(*) FROM meeple.game_revisions) <> 150 THEN "
                                u"RAISE EXCEPTION 'a revision twice or missing'; END IF; END $$"_s },
                              &error),
                 qPrintable(error));
    }

    void killedCliSync()
    {
#ifndef MEEPLE_CLI
        QFAIL("the command-line tool is not built: build meeple-ledger-cli");
#else
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 40, 12));
        const QString server = u"host=%1 dbname=%2 user=table_a"_s.arg(Cluster::dir(), m_database);
        const quint32 seed = qEnvironmentVariableIsSet("MEEPLE_CLUB_SEED")
            ? qEnvironmentVariable("MEEPLE_CLUB_SEED").toUInt()
            : QRandomGenerator::global()->generate();
        qInfo("seed %u (MEEPLE_CLUB_SEED=%u repeats it)", seed, seed);
        QRandomGenerator random(seed);
        const QStringList arguments { u"sync"_s, u"--library"_s, a.path, u"--server"_s, server };
        // More to push before each run: an event more in every game, or an undo in a quarter of them.
        const auto changeEveryGame = [&]() {
            const QList<ml::GameSummary> list = a.library.games().value();
            for (const ml::GameSummary &summary : list) {
                ml::GameLog log = a.library.openGame(summary.id).value();
                const bool undone = random.bounded(4) == 0 && log.canUndo() ? log.undo().ok() : false;
                if (!undone && !log.append(SyntheticGame::event(log.eventCount())).ok())
                    return false;
            }
            return true;
        };
        // How long a run that pushes every game takes, uninterrupted, here and now: the kills fall inside it.
        // The shortest of three runs, as the first can carry a cold start the later ones do not; a run
        // that ends before its kill shortens it further.
        const auto timedRun = [&]() {
            QElapsedTimer clock;
            clock.start();
            QProcess measured;
            measured.start(QStringLiteral(MEEPLE_CLI), arguments);
            if (!measured.waitForFinished(60000) || measured.exitCode() != 0)
                return -1;
            return int(clock.elapsed());
        };
        int runTime = std::numeric_limits<int>::max();
        for (int run = 0; run < 3; ++run) {
            QVERIFY(changeEveryGame());
            const int took = timedRun();
            QVERIFY2(took >= 0, "an uninterrupted sync failed");
            runTime = std::min(runTime, took);
        }
        const int measuredTime = runTime;
        int interrupted = 0;
        for (int kill = 0; kill < 20; ++kill) {
            QVERIFY(changeEveryGame());
            QElapsedTimer clock;
            clock.start();
            QProcess process;
            process.start(QStringLiteral(MEEPLE_CLI), arguments);
            QVERIFY(process.waitForStarted());
            QTest::qWait(int(random.bounded(runTime + 1)));
            if (process.state() != QProcess::NotRunning) {
                process.kill(); // SIGKILL
                ++interrupted;
            } else {
                runTime = std::min(runTime, int(clock.elapsed()));
            }
            process.waitForFinished();
        }
        qInfo("%d of 20 syncs killed while running (an uninterrupted one took %d ms, the kills fell within %d ms)",
              interrupted, measuredTime, runTime);
        QVERIFY2(interrupted >= 10,
                 qPrintable(u"only %1 of 20 syncs were still running when killed"_s.arg(interrupted)));
        QProcess last;
        last.start(QStringLiteral(MEEPLE_CLI), arguments);
        QVERIFY(last.waitForFinished(60000));
        QVERIFY2(last.exitCode() == 0, last.readAllStandardError().constData());
        const QString out = QString::fromUtf8(last.readAllStandardOutput());
        QVERIFY2(out.contains(u"not encrypted"_s), qPrintable(out));
        const auto games = pulled();
        QCOMPARE(games.size(), 40);
        QCOMPARE(serverEvents(games), libraryEvents(a.library));

        // Nothing more is owed: a pass pushes nothing.
        QProcess again;
        again.start(QStringLiteral(MEEPLE_CLI), arguments);
        QVERIFY(again.waitForFinished(60000));
        QCOMPARE(again.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(again.readAllStandardOutput()).count(u'\n'), 1); // the encryption line only
#endif
    }

    void cliErrors()
    {
#ifndef MEEPLE_CLI
        QFAIL("the command-line tool is not built: build meeple-ledger-cli");
#else
        Table a(file(u"a"_s));
        QVERIFY(a.library.open().ok());
        QVERIFY(addGames(a.library, 1, 3));
        a.library.close();
        const auto cli = [&](const QString &server) {
            QProcess process;
            process.start(QStringLiteral(MEEPLE_CLI), { u"sync"_s, u"--library"_s, a.path, u"--server"_s, server });
            process.waitForFinished(60000);
            return std::pair { process.exitCode(), QString::fromUtf8(process.readAllStandardError()) };
        };
        const auto bad = cli(u"dbname=x colour=red"_s);
        QCOMPARE(bad.first, 2);
        QVERIFY2(bad.second.contains(u"colour"_s), qPrintable(bad.second));
        const auto away = cli(u"postgresql://table_a@/club?host=%1/nothing-here"_s.arg(Cluster::dir()));
        QCOMPARE(away.first, 69);
        QVERIFY2(away.second.startsWith(u"error: "_s), qPrintable(away.second));
        const auto url = cli(u"postgresql://table_a@/%1?host=%2"_s.arg(m_database, Cluster::dir()));
        QVERIFY2(url.first == 0, qPrintable(url.second));
#endif
    }
};

QTEST_GUILESS_MAIN(TestClubSync)
#include "tst_clubsync.moc"
