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

#include <QProcess>
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
        QCOMPARE(league.forks, 0);

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
};

QTEST_GUILESS_MAIN(TestClubLeague)
#include "tst_clubleague.moc"
