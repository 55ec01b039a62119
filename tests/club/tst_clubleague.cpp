// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The league over the club server, against the real PostgreSQL cluster of the fixture club_cluster: two tables'
// finished games add up to the standings worked out by hand below; the seasons the organiser sets on the server
// choose the games, a table's role may not set one, and the club screen's board counts the same games.

#include "cluster.h"

#include "clubboard.h"
#include "clubleague.h"
#include "clubsync.h"
#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const ml::Standing *standingOf(const QList<ml::Standing> &standings, const QString &name)
{
    for (const ml::Standing &s : standings) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

} // namespace

class TestClubLeague : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_database = u"club_league"_s;

    ml::ClubAddress as(const QString &role) const { return Cluster::address(m_database, role); }

    /** Runs @p work on a connection as @p role. */
    template<typename Work>
    void withServer(const QString &role, Work work)
    {
        const QString name = u"club-league-"_s + role;
        {
            auto opened = as(role).open(name);
            QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
            QSqlDatabase db = opened.value();
            work(db);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QString error;
        QVERIFY2(Cluster::freshClub(m_database, &error), qPrintable(error));
        withServer(u"organiser"_s, [](QSqlDatabase &db) {
            const ml::ClubResult<int> migrated = ml::ClubSchema::migrate(db);
            QVERIFY2(migrated.ok(), qPrintable(migrated.ok() ? QString() : migrated.error().message));
        });

        // Table A: Ana scores a road (2 points), the game ends: Ana 2, Ben 0.
        // Table B: Ana and Ben each score a road: 2 and 2, a shared first place.
        for (const auto &[file, events] : { std::pair { u"a.sqlite"_s, 3 }, std::pair { u"b.sqlite"_s, 6 } }) {
            ml::GameLibrary library(m_dir.filePath(file));
            QVERIFY(library.open().ok());
            QVERIFY(library.setName(file == u"a.sqlite"_s ? u"Table A"_s : u"Table B"_s).ok());
            // Each three events a turn in which the player scores a road of 2 tiles (2 points, 1 a tile), then the end
            // (nothing left on the board to score).
            QVERIFY(SyntheticGame::store(library, events, true));
            // And a game still in progress, which the league does not count.
            const ml::Result<qint64> open = library.createGame(SyntheticGame::players());
            QVERIFY(open.ok());
        }
        for (const auto &[file, role] :
             { std::pair { u"a.sqlite"_s, u"table_a"_s }, std::pair { u"b.sqlite"_s, u"table_b"_s } }) {
            const ml::ClubSync::Pass pass = ml::ClubSync::pass(m_dir.filePath(file), as(role));
            QVERIFY2(!pass.error, qPrintable(pass.error ? pass.error->message : QString()));
            QCOMPARE(pass.games.size(), 2);
        }
    }

    void standingsAddUpBothTables()
    {
        const auto games = ml::ClubSync::pull(as(u"table_a"_s));
        QVERIFY(games.ok());
        const ml::ClubLeague::Games league = ml::ClubLeague::games(games.value());
        QCOMPARE(league.finished.size(), 2);
        QCOMPARE(league.inProgress, 2);
        QVERIFY(league.awaiting.isEmpty());
        QVERIFY(league.refused.isEmpty());

        const QList<ml::Standing> standings = ml::standings(ml::Season::everyGame(), league.finished);
        QCOMPARE(standings.size(), 2); // the same names at both tables are the same players
        const ml::Standing *ana = standingOf(standings, u"Ana"_s);
        const ml::Standing *ben = standingOf(standings, u"Ben"_s);
        QVERIFY(ana && ben);
        // Ana: won A alone and shared first place in B: 2 games, 2 wins, (2 + 2) / 2 = 2 points, places (1 + 1) / 2.
        QCOMPARE(ana->games, 2);
        QCOMPARE(ana->wins, 2);
        QCOMPARE(ana->averagePoints, 2.0);
        QCOMPARE(ana->averagePlace, 1.0);
        // Ben: second in A, shared first in B: 1 win, (0 + 2) / 2 = 1 point, places (2 + 1) / 2 = 1.5.
        QCOMPARE(ben->games, 2);
        QCOMPARE(ben->wins, 1);
        QCOMPARE(ben->averagePoints, 1.0);
        QCOMPARE(ben->averagePlace, 1.5);
        // A win and a draw against a loss and a draw: Ana rates above Ben (a draw moves two ratings towards each other
        // but never past), so she is first.
        QCOMPARE(ana->rank, 1);
        QCOMPARE(ben->rank, 2);
        QVERIFY(ana->rating.ordinal() > ben->rating.ordinal());
        // Points by source: every point was a road's.
        QCOMPARE(ana->pointsBySource.value(u"roads"_s), 4);
        QCOMPARE(ben->pointsBySource.value(u"roads"_s), 2);

        // The push kept each version's result beside it: the league reads those rows, not the events, and finds the
        // same games.
        withServer(u"table_b"_s, [&](QSqlDatabase &db) {
            const ml::ClubResult<ml::ClubLeague::Games> read = ml::ClubLeague::read(db);
            QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
            QCOMPARE(read.value().inProgress, 2);
            QVERIFY(read.value().awaiting.isEmpty() && read.value().refused.isEmpty());
            QList<ml::FinishedGame> kept = read.value().finished;
            QList<ml::FinishedGame> replayed = league.finished;
            const auto byId = [](const ml::FinishedGame &x, const ml::FinishedGame &y) {
                return x.gameUuid < y.gameUuid;
            };
            std::sort(kept.begin(), kept.end(), byId);
            std::sort(replayed.begin(), replayed.end(), byId);
            QCOMPARE(kept.size(), 2);
            for (qsizetype i = 0; i < kept.size(); ++i) {
                QCOMPARE(kept.at(i).gameUuid, replayed.at(i).gameUuid);
                QCOMPARE(kept.at(i).finished, replayed.at(i).finished);
                QCOMPARE(kept.at(i).device, replayed.at(i).device);
                QCOMPARE(kept.at(i).seats, replayed.at(i).seats);
            }
            // Table A's row, as worked out above: Ana 2 (1st, roads 2), Ben 0 (2nd, nothing).
            QSqlQuery query(db);
            QVERIFY(query.exec(u"SELECT r.seats::text FROM meeple.game_results r JOIN meeple.devices d "
                               u"ON d.id = r.device WHERE d.name = 'Table A' AND r.outcome = 'finished'"_s));
            QVERIFY(query.next());
            const QJsonArray seats = QJsonDocument::fromJson(query.value(0).toString().toUtf8()).array();
            QCOMPARE(seats.size(), 2);
            QCOMPARE(seats.at(0).toObject().value(u"name"_s).toString(), u"Ana"_s);
            QCOMPARE(seats.at(0).toObject().value(u"score"_s).toInt(), 2);
            QCOMPARE(seats.at(0).toObject().value(u"place"_s).toInt(), 1);
            QCOMPARE(seats.at(0).toObject().value(u"sources"_s).toObject().value(u"roads"_s).toInt(), 2);
            QCOMPARE(seats.at(1).toObject().value(u"score"_s).toInt(), 0);
            QCOMPARE(seats.at(1).toObject().value(u"place"_s).toInt(), 2);
            QVERIFY(!query.next()); // one finished game at table A
        });
    }

    void seasonsAreTheOrganisers()
    {
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const ml::Season now { u"Tonight"_s, today.addDays(-1), today.addDays(1) };
        const ml::Season past { u"Last year"_s, today.addYears(-1).addDays(-30), today.addYears(-1) };
        // A table's role may read seasons but not set one.
        withServer(u"table_a"_s, [&](QSqlDatabase &db) {
            const ml::ClubResult<bool> set = ml::ClubLeague::setSeason(db, now);
            QVERIFY(!set.ok());
            QCOMPARE(set.error().kind, ml::ClubError::Kind::Refused);
            QVERIFY2(set.error().message.contains(u"permission denied"_s), qPrintable(set.error().message));
        });
        withServer(u"organiser"_s, [&](QSqlDatabase &db) {
            QVERIFY(ml::ClubLeague::setSeason(db, now).ok());
            QVERIFY(ml::ClubLeague::setSeason(db, past).ok());
            // Setting a season again changes its days.
            QVERIFY(ml::ClubLeague::setSeason(db, { u"Tonight"_s, today.addDays(-2), today.addDays(1) }).ok());
        });
        withServer(u"table_b"_s, [&](QSqlDatabase &db) {
            const auto seasons = ml::ClubLeague::seasons(db);
            QVERIFY(seasons.ok());
            QCOMPARE(seasons.value().size(), 2);
            const auto tonight = ml::ClubLeague::season(db, u"Tonight"_s);
            QVERIFY(tonight.ok());
            QCOMPARE(tonight.value().first, today.addDays(-2));
            const auto missing = ml::ClubLeague::season(db, u"Summer"_s);
            QVERIFY(!missing.ok());
            QVERIFY(missing.error().message.contains(u"Summer"_s));
            QCOMPARE(ml::ClubLeague::current(seasons.value(), today).name, u"Tonight"_s);

            const auto games = ml::ClubSync::pull(db);
            QVERIFY(games.ok());
            const ml::ClubLeague::Games league = ml::ClubLeague::games(games.value());
            // The games finished (reached the server) today: in tonight's season, not in last year's.
            QCOMPARE(ml::standings(tonight.value(), league.finished).size(), 2);
            QVERIFY(ml::standings(past, league.finished).isEmpty());

            // The club screen's board: the season today is in, the same standings, the games in progress.
            const ml::ClubBoard board = ml::ClubBoard::from(games.value(), seasons.value(), today);
            QCOMPARE(board.season.name, u"Tonight"_s);
            QCOMPARE(board.finishedGames, 2);
            QCOMPARE(board.standings.size(), 2);
            QCOMPARE(board.standings.constFirst().name, u"Ana"_s);
            QCOMPARE(board.inProgress.size(), 2);
        });
    }

    void commandLinePrintsTheStandings()
    {
        QProcess cli;
        cli.start(QStringLiteral(MEEPLE_CLI),
                  { u"league"_s, u"--lang"_s, u"en"_s, u"--server"_s,
                    u"host=%1 dbname=%2 user=table_a"_s.arg(Cluster::dir(), m_database), u"--season"_s, u"Tonight"_s });
        QVERIFY(cli.waitForFinished(30000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput());
        QCOMPARE(cli.exitCode(), 0);
        const QStringList lines = out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // the header, Ana, Ben
        QVERIFY2(lines.at(1).simplified().startsWith(u"1 Ana 2 2 2.00 1.00"_s), qPrintable(out));
        QVERIFY2(lines.at(2).simplified().startsWith(u"2 Ben 2 1 1.00 1.50"_s), qPrintable(out));

        // A season the server does not have is refused, naming it.
        cli.start(QStringLiteral(MEEPLE_CLI),
                  { u"league"_s, u"--lang"_s, u"en"_s, u"--server"_s,
                    u"host=%1 dbname=%2 user=table_a"_s.arg(Cluster::dir(), m_database), u"--season"_s, u"Summer"_s });
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY(QString::fromUtf8(cli.readAllStandardError()).contains(u"no season called \"Summer\""_s));
    }

    // The attacks of one table on another's games, with nothing but its own credentials: a forged version of a finished
    // game, a finished ending pushed for a game in progress, and versions written by hand with an event the rules
    // refuse. None moves the standings; the organiser sees each; a hand-over by the owner or an organiser is what
    // makes another table's version count.
    void aTableCannotSettleAnothersGame()
    {
        const QString server = u"host=%1 dbname=%2 user=%3"_s;
        const auto league = [&](const QString &role) {
            QProcess cli;
            cli.start(
                QStringLiteral(MEEPLE_CLI),
                { u"league"_s, u"--lang"_s, u"en"_s, u"--server"_s, server.arg(Cluster::dir(), m_database, role) });
            cli.waitForFinished(30000);
            return std::pair { cli.exitCode(), QString::fromUtf8(cli.readAllStandardOutput()).split(u'\n') };
        };
        const auto handOver = [&](const QString &role, const QString &game, const QString &to) {
            QProcess cli;
            cli.start(QStringLiteral(MEEPLE_CLI),
                      { u"club"_s, u"hand-over"_s, game, u"--to"_s, to, u"--lang"_s, u"en"_s, u"--server"_s,
                        server.arg(Cluster::dir(), m_database, role) });
            cli.waitForFinished(30000);
            return std::pair { cli.exitCode(),
                               QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError()) };
        };
        // Ana 1st and Ben 2nd, as standingsAddUpBothTables works out.
        const auto [status, before] = league(u"table_a"_s);
        QCOMPARE(status, 0);
        const QStringList standings = before.mid(0, 3);
        QVERIFY2(standings.at(1).simplified().startsWith(u"1 Ana 2 2"_s), qPrintable(before.join(u'\n')));

        ml::GameLibrary a(m_dir.filePath(u"a.sqlite"_s));
        ml::GameLibrary b(m_dir.filePath(u"b.sqlite"_s));
        QVERIFY(a.open().ok() && b.open().ok());
        const QList<ml::GameSummary> bGames = b.games().value();
        QCOMPARE(bGames.size(), 2);
        QString finishedId;
        QString openId;
        for (const ml::GameSummary &game : bGames) {
            const QJsonObject record = QJsonDocument::fromJson(b.exportRecord(game.id).value()).object();
            const bool finished = record.value(u"events"_s).toArray().size() == 7;
            QJsonObject forged = record;
            // The finished game forged: only Ana's road, then the end: Ana 2, Ben 0, a win that was a draw.
            // The game in progress given an ending of A's choosing: Ana's road and the end, a game Ana wins.
            QJsonArray events = SyntheticGame::events(3);
            events.append(SyntheticGame::end());
            forged.insert(u"events"_s, events);
            (finished ? finishedId : openId) = record.value(u"game"_s).toObject().value(u"id"_s).toString();
            QVERIFY(a.importGame(QJsonDocument(forged).toJson()).ok());
        }
        QVERIFY(!finishedId.isEmpty() && !openId.isEmpty());
        const ml::ClubSync::Pass forged = ml::ClubSync::pass(a.path(), as(u"table_a"_s));
        QVERIFY2(!forged.error, qPrintable(forged.error ? forged.error->message : QString()));
        QCOMPARE(forged.games.size(), 2);
        for (const ml::ClubSync::Pushed &pushed : forged.games) {
            QCOMPARE(pushed.outcome, ml::ClubSync::Pushed::Outcome::Awaiting);
            QCOMPARE(pushed.owner, u"Table B"_s);
        }
        // Written by hand, past the app: a version of B's finished game whose event the rules refuse, and a game of
        // A's own that the rules refuse. The server still gives B's game to B.
        const QString deviceA = a.identity().value().deviceId;
        const QString header = QString::fromUtf8(QJsonDocument(SyntheticGame::header()).toJson(QJsonDocument::Compact));
        const QString impossible = uR"([{"type":"score","feature":"nowhere","tiles":2},{"type":"end","values":{}}])"_s;
        const QString ownGame = u"00000000-0000-4000-8000-00000000a11a"_s;
        QStringList statements;
        for (const QString &game : { finishedId, ownGame })
            statements << u"INSERT INTO meeple.games (id, device, created, players, expansions, header, revision, "
                          u"event_count, finished) VALUES ('%1', '%2', now(), '[]', '[]', '%3', 100, 2, true) "
                          u"ON CONFLICT (id, device) DO UPDATE SET revision = 100, event_count = 2"_s.arg(game, deviceA,
                                                                                                          header)
                       << u"INSERT INTO meeple.game_revisions (game, device, revision, events, event_count) "
                          u"VALUES ('%1', '%2', 100, '%3', 2)"_s.arg(game, deviceA, impossible);
        QString error;
        QVERIFY2(Cluster::run(m_database, u"table_a"_s, statements, &error), qPrintable(error));
        // Nor may A take B's game over by writing who owns it.
        QVERIFY(
            !Cluster::run(m_database, u"table_a"_s,
                          { u"INSERT INTO meeple.game_owners (game, device) VALUES ('%1', '%2') "
                            u"ON CONFLICT (game) DO UPDATE SET device = EXCLUDED.device"_s.arg(finishedId, deviceA) }));
        QVERIFY(Cluster::run(
            m_database, u"table_a"_s,
            { u"UPDATE meeple.game_owners SET device = '%1' WHERE game = '%2'"_s.arg(deviceA, finishedId) }));

        // The standings have not moved; the organiser reads each attempt, by table and game.
        const auto [afterStatus, after] = league(u"organiser"_s);
        QCOMPARE(afterStatus, 0);
        QCOMPARE(after.mid(0, 3), standings);
        const QString notes = after.mid(3).join(u'\n');
        QCOMPARE(notes.count(u"awaiting the organiser: Table A holds another version of Table B's game"_s), 2);
        QVERIFY2(notes.contains(u"Table B's game %1 (Ana and Ben)"_s.arg(finishedId)), qPrintable(notes));
        QVERIFY2(notes.contains(u"Table B's game %1 (Ana and Ben)"_s.arg(openId)), qPrintable(notes));
        QVERIFY2(notes.contains(u"left out: the rules refuse Table A's game %1"_s.arg(ownGame)), qPrintable(notes));
        const auto pulled = ml::ClubSync::pull(as(u"organiser"_s));
        QVERIFY(pulled.ok());
        QCOMPARE(ml::ClubLeague::games(pulled.value()).awaiting.size(), 2); // the hand-written version is A's latest

        // A cannot hand B's game to itself; B, the owner, can: the game was continued on A's laptop.
        const auto [refusedStatus, refused] = handOver(u"table_a"_s, openId, u"Table A"_s);
        QCOMPARE(refusedStatus, 2);
        QVERIFY2(refused.contains(u"belongs to Table B"_s), qPrintable(refused));
        const auto [givenStatus, given] = handOver(u"table_b"_s, openId.left(8), u"Table A"_s);
        QVERIFY2(givenStatus == 0, qPrintable(given));
        QVERIFY2(given.contains(u"game %1 belongs to Table A now"_s.arg(openId)), qPrintable(given));
        // Now A's ending counts: Ana has a third game and a third win; B's empty version is a copy and not listed.
        const QStringList handed = league(u"organiser"_s).second;
        QVERIFY2(handed.at(1).simplified().startsWith(u"1 Ana 3 3"_s), qPrintable(handed.join(u'\n')));
        QCOMPARE(handed.mid(3).join(u'\n').count(u"awaiting the organiser"_s), 1);
        // The organiser settles it the other way: B's version counts again, and the standings are as before.
        const auto [backStatus, back] = handOver(u"organiser"_s, openId, u"Table B"_s);
        QVERIFY2(backStatus == 0, qPrintable(back));
        QCOMPARE(league(u"organiser"_s).second.mid(0, 3), standings);
        // A game or a table the server does not know is named.
        QVERIFY(handOver(u"organiser"_s, u"ffffffff"_s, u"Table B"_s).second.contains(u"no game ffffffff"_s));
        QVERIFY(handOver(u"organiser"_s, openId, u"Table Z"_s).second.contains(u"no table called Table Z"_s));
    }

    // The results the league reads are the pushing table's word: a table may write its own row by hand. The
    // organiser's check replays every counted game, names each row that differs or is missing, and puts the replay's
    // result back; a table's role may check but not repair.
    void keptResultsAreCheckedAgainstTheReplay()
    {
        const QString server = u"host=%1 dbname=%2 user=%3"_s;
        const auto cli = [&](const QString &role, const QStringList &arguments) {
            QProcess process;
            process.start(QStringLiteral(MEEPLE_CLI),
                          arguments
                              + QStringList { u"--lang"_s, u"en"_s, u"--server"_s,
                                              server.arg(Cluster::dir(), m_database, role) });
            process.waitForFinished(60000);
            return std::pair { process.exitCode(),
                               QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError()) };
        };
        // The game table A wrote by hand past the app (aTableCannotSettleAnothersGame) has no result kept.
        const QString handWritten = u"00000000-0000-4000-8000-00000000a11a"_s;
        const auto [status, first] = cli(u"organiser"_s, { u"club"_s, u"check-results"_s });
        QCOMPARE(status, 2);
        QVERIFY2(first.contains(u"game %1 (Table A, revision 100): no result kept; its events replay to refused by "
                                u"the rules"_s.arg(handWritten)),
                 qPrintable(first));
        QVERIFY2(first.contains(u"1 kept result(s) differ"_s), qPrintable(first));
        QCOMPARE(cli(u"organiser"_s, { u"club"_s, u"check-results"_s, u"--repair"_s }).first, 0);
        const auto [cleanStatus, clean] = cli(u"organiser"_s, { u"club"_s, u"check-results"_s });
        QVERIFY2(cleanStatus == 0, qPrintable(clean));
        QVERIFY2(clean.contains(u"every kept result is what its events replay to"_s), qPrintable(clean));
        const QString before = cli(u"organiser"_s, { u"league"_s }).second;

        // Table A gives Ana 100 more points in the row of its own finished game: Ana 2 → 102. The league believes it.
        const QString aFinished = u"(SELECT r.game FROM meeple.game_results r JOIN meeple.game_owners o ON o.game = "
                                  u"r.game AND o.device = r.device JOIN meeple.devices d ON d.id = r.device WHERE "
                                  u"d.name = 'Table A' AND r.outcome = 'finished' ORDER BY r.written_at LIMIT 1)"_s;
        QString error;
        QVERIFY2(
            Cluster::run(m_database, u"table_a"_s,
                         { u"UPDATE meeple.game_results SET seats = jsonb_set(seats, '{0,score}', '102') "
                           u"WHERE game = "_s
                           + aFinished + u" AND device IN (SELECT id FROM meeple.devices WHERE name = 'Table A')"_s },
                         &error),
            qPrintable(error));
        QVERIFY(cli(u"organiser"_s, { u"league"_s }).second != before);
        // And a result lost: B's finished game's row deleted (as a server restored from before results were kept).
        QVERIFY2(Cluster::run(m_database, u"postgres"_s,
                              { u"DELETE FROM meeple.game_results r USING meeple.devices d WHERE d.id = r.device "
                                u"AND d.name = 'Table B' AND r.outcome = 'finished'"_s },
                              &error),
                 qPrintable(error));

        const auto [found, listed] = cli(u"table_b"_s, { u"club"_s, u"check-results"_s });
        QCOMPARE(found, 2);
        QVERIFY2(listed.contains(u"(Table A, revision"_s)
                     && listed.contains(u"kept finished: Ana 102, Ben 0, but its "
                                        u"events replay to finished: Ana 2, Ben 0"_s),
                 qPrintable(listed));
        QVERIFY2(listed.contains(u"(Table B, revision"_s)
                     && listed.contains(u"no result kept; its events replay to finished: Ana 2, Ben 2"_s),
                 qPrintable(listed));
        QVERIFY2(listed.contains(u"2 kept result(s) differ from the replay"_s), qPrintable(listed));
        // A table may not repair; the organiser does, and the standings are the replay's again.
        const auto [refused, refusal] = cli(u"table_b"_s, { u"club"_s, u"check-results"_s, u"--repair"_s });
        QCOMPARE(refused, 2);
        QVERIFY2(refusal.contains(u"only an organiser's role may repair"_s), qPrintable(refusal));
        const auto [repaired, repair] = cli(u"organiser"_s, { u"club"_s, u"check-results"_s, u"--repair"_s });
        QVERIFY2(repaired == 0, qPrintable(repair));
        QVERIFY2(repair.contains(u"2 result(s) kept anew from the replay"_s), qPrintable(repair));
        QCOMPARE(cli(u"organiser"_s, { u"league"_s }).second, before);
        QCOMPARE(cli(u"table_a"_s, { u"club"_s, u"check-results"_s }).first, 0);
    }

    // The club screen reads everything once, then only the games a push names: a table's turn is a read of its own
    // game, and the standings stay as they were.
    void theClubScreenReadsOnlyTheGameNamed()
    {
        const QDate today = QDateTime::currentDateTimeUtc().date();
        ml::GameLibrary b(m_dir.filePath(u"b.sqlite"_s));
        QVERIFY(b.open().ok());
        std::optional<ml::GameSummary> open = b.lastGameInProgress().value();
        QVERIFY(open.has_value());
        const QJsonObject record = QJsonDocument::fromJson(b.exportRecord(open->id).value()).object();
        const QString openId = record.value(u"game"_s).toObject().value(u"id"_s).toString();
        withServer(u"organiser"_s, [&](QSqlDatabase &db) {
            ml::ClubBoard::Reader reader;
            const ml::ClubResult<ml::ClubBoard> first = reader.readAll(db, today);
            QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message));
            // The same board as replaying every game.
            const auto seasons = ml::ClubLeague::seasons(db);
            const ml::ClubBoard whole = ml::ClubBoard::from(ml::ClubSync::pull(db).value(), seasons.value(), today);
            QCOMPARE(first.value().finishedGames, whole.finishedGames);
            QCOMPARE(first.value().awaiting, whole.awaiting);
            QCOMPARE(first.value().inProgress.size(), whole.inProgress.size());
            for (qsizetype i = 0; i < whole.inProgress.size(); ++i) {
                QCOMPARE(first.value().inProgress.at(i).gameId, whole.inProgress.at(i).gameId);
                QCOMPARE(first.value().inProgress.at(i).events, whole.inProgress.at(i).events);
            }
            QCOMPARE(first.value().standings.size(), whole.standings.size());
            for (qsizetype i = 0; i < whole.standings.size(); ++i)
                QCOMPARE(first.value().standings.at(i).name, whole.standings.at(i).name);
            const auto tableB = [&openId](const ml::ClubBoard &board) {
                for (const ml::ClubBoard::Table &table : board.inProgress) {
                    if (table.gameId == openId)
                        return table;
                }
                return ml::ClubBoard::Table();
            };
            QCOMPARE(tableB(first.value()).device, u"Table B"_s);
            const int events = tableB(first.value()).events;

            // Table B enters Ana's meeple on a road and syncs: the game has one more event.
            ml::GameLog log = b.openGame(open->id).value();
            QVERIFY(log.append(SyntheticGame::event(0)).ok());
            QVERIFY(!ml::ClubSync::pass(b.path(), as(u"table_b"_s)).error);
            const ml::ClubResult<QStringList> changed = reader.changedSinceLastRead(db);
            QVERIFY(changed.ok());
            QVERIFY(changed.value().contains(openId));
            const ml::ClubResult<ml::ClubBoard> next = reader.readGames(db, { openId }, today);
            QVERIFY(next.ok());
            QCOMPARE(tableB(next.value()).events, events + 1);
            QCOMPARE(next.value().finishedGames, first.value().finishedGames);
            QCOMPARE(next.value().standings.size(), first.value().standings.size());
            for (qsizetype i = 0; i < first.value().standings.size(); ++i) {
                QCOMPARE(next.value().standings.at(i).name, first.value().standings.at(i).name);
                QCOMPARE(next.value().standings.at(i).games, first.value().standings.at(i).games);
            }
        });
    }

    // A server from before results were kept (version 3) is read by replaying its games; upgraded, its games have no
    // kept result yet and are still replayed: the standings are the same each time.
    void aServerWithoutKeptResultsIsReplayed()
    {
        const auto names = [](const ml::ClubLeague::Games &league) {
            QStringList lines;
            for (const ml::Standing &s : ml::standings(ml::Season::everyGame(), league.finished))
                lines.append(u"%1 %2 %3 %4"_s.arg(s.name).arg(s.games).arg(s.wins).arg(s.averagePoints));
            return lines;
        };
        QStringList kept;
        withServer(u"table_b"_s, [&](QSqlDatabase &db) {
            const auto league = ml::ClubLeague::read(db);
            QVERIFY(league.ok());
            kept = names(league.value());
        });
        QVERIFY(!kept.isEmpty());
        QString error;
        QVERIFY2(
            Cluster::run(m_database, u"postgres"_s,
                         { u"DROP TABLE meeple.game_results"_s, u"UPDATE meeple.schema_version SET version = 3"_s },
                         &error),
            qPrintable(error));
        withServer(u"table_b"_s, [&](QSqlDatabase &db) {
            const auto league = ml::ClubLeague::read(db);
            QVERIFY2(league.ok(), qPrintable(league.ok() ? QString() : league.error().message));
            QCOMPARE(names(league.value()), kept);
        });
        withServer(u"organiser"_s, [&](QSqlDatabase &db) {
            QCOMPARE(ml::ClubSchema::migrate(db).value(), ml::ClubSchema::CurrentVersion);
            const auto league = ml::ClubLeague::read(db);
            QVERIFY(league.ok());
            QCOMPARE(names(league.value()), kept);
            QSqlQuery query(db);
            QVERIFY(query.exec(u"SELECT count(*) FROM meeple.game_results"_s) && query.next());
            QCOMPARE(query.value(0).toInt(), 0); // nothing kept yet: every game was replayed
        });
    }
};

QTEST_GUILESS_MAIN(TestClubLeague)
#include "tst_clubleague.moc"
