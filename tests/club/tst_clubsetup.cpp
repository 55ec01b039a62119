// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// A club in three commands, against a real PostgreSQL cluster (the fixture club_cluster): a new, empty database becomes
// a club server with `meeple-ledger-cli club setup`, each laptop and organiser gets its login with `club add-table` and
// `club add-organiser`, and two tables then sync to it with the connections those printed, with no SQL typed by hand.

#include "clubsync.h"
#include "cluster.h"
#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(MEEPLE_CLI), QStringList { u"--lang"_s, u"en"_s } + args);
    process.waitForFinished(60000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
             QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError()) };
}

const QString Database = u"club_setup"_s;
const QStringList Logins { u"setup_table_a"_s, u"setup_table_b"_s, u"setup_organiser"_s };

} // namespace

class TestClubSetup : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // The superuser's connection to the new database, through the cluster's socket.
    QString superuser() const { return u"host=%1 dbname=%2 user=postgres"_s.arg(Cluster::dir(), Database); }

    // The connection `club add-table` or `club add-organiser` printed on its second line.
    QString added(const QString &command, const QString &name)
    {
        const Run r = cli({ u"club"_s, command, name, u"--server"_s, superuser() });
        if (r.exitCode != 0) {
            qWarning("%s", qPrintable(r.err));
            return {};
        }
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        return lines.size() == 2 ? lines[1] : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // A new, empty database, and none of this test's logins left from an earlier run on the same cluster.
        QStringList statements { u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(Database) };
        for (const QString &login : Logins)
            statements.append(u"DROP ROLE IF EXISTS %1"_s.arg(login));
        statements.append(u"CREATE DATABASE %1"_s.arg(Database));
        QString error;
        QVERIFY2(Cluster::run(u"postgres"_s, u"postgres"_s, statements, &error), qPrintable(error));
    }

    void setupMakesAClubServerAndRunsAgainHarmlessly()
    {
        for (int run = 0; run < 2; ++run) {
            const Run r = cli({ u"club"_s, u"setup"_s, u"--server"_s, superuser() });
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY2(r.out.startsWith(
                         u"club_setup is a club server (schema version %1)"_s.arg(ml::ClubSchema::CurrentVersion)),
                     qPrintable(r.out));
        }
        // The tables belong to the organisers' group, so that an organiser's app can upgrade them later.
        QString error;
        QVERIFY2(
            Cluster::run(Database, u"postgres"_s,
                         { u"DO $$ BEGIN IF (SELECT tableowner FROM pg_tables WHERE schemaname = 'meeple' AND "
                           u"tablename = 'games') <> 'meeple_organiser' THEN RAISE 'not the organisers'''; END IF; "
                           u"END $$"_s },
                         &error),
            qPrintable(error));
    }

    void twoTablesSyncWithThePrintedConnections()
    {
        const QString a = added(u"add-table"_s, u"setup_table_a"_s);
        const QString b = added(u"add-table"_s, u"setup_table_b"_s);
        const QString organiser = added(u"add-organiser"_s, u"setup_organiser"_s);
        for (const QString &connection : { a, b, organiser }) {
            QVERIFY2(connection.contains(u"dbname=club_setup"_s), qPrintable(connection));
            QVERIFY2(connection.contains(QRegularExpression(u" password=[A-Za-z0-9]{24}$"_s)), qPrintable(connection));
        }
        QVERIFY(a.contains(u"user=setup_table_a"_s));
        QVERIFY(organiser.contains(u"user=setup_organiser"_s));

        // Each table's library, one game each, pushed with the connection its laptop was given.
        QStringList libraries;
        for (const QString &table : { u"a"_s, u"b"_s }) {
            const QString path = m_dir.filePath(table + u".sqlite"_s);
            ml::GameLibrary library(path);
            QVERIFY(library.open().ok());
            QVERIFY(SyntheticGame::store(library, 6));
            libraries.append(path);
        }
        for (qsizetype i = 0; i < libraries.size(); ++i) {
            const Run r = cli({ u"sync"_s, u"--library"_s, libraries[i], u"--server"_s, i == 0 ? a : b });
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY2(r.out.contains(u"pushed revision"_s), qPrintable(r.out));
        }
        const auto games = ml::ClubSync::pull(ml::ClubAddress::parse(organiser).value());
        QVERIFY2(games.ok(), qPrintable(games.ok() ? QString() : games.error().message));
        QCOMPARE(games.value().size(), 2);
        QSet<QString> devices;
        for (const ml::ClubSync::ServerGame &game : games.value())
            devices.insert(game.deviceId);
        QCOMPARE(devices.size(), 2);
    }

    void anExistingLoginKeepsItsPassword()
    {
        const Run again = cli({ u"club"_s, u"add-table"_s, u"setup_table_a"_s, u"--server"_s, superuser() });
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.startsWith(u"setup_table_a exists already and keeps its password"_s), qPrintable(again.out));
        QVERIFY(!again.out.contains(u"password="_s));
        const QString renewed = [&] {
            const Run r = cli({ u"club"_s, u"add-table"_s, u"setup_table_a"_s, u"--server"_s, superuser(), u"--host"_s,
                                u"club.local"_s, u"--new-password"_s });
            return r.exitCode == 0 ? r.out : r.err;
        }();
        QVERIFY2(renewed.contains(u"host=club.local dbname=club_setup user=setup_table_a password="_s),
                 qPrintable(renewed));
    }

    void refusedWithoutTheRights()
    {
        // A table's own login may not make logins: refused, naming what it needs, and nothing is made.
        const QString table = u"host=%1 dbname=%2 user=setup_table_b"_s.arg(Cluster::dir(), Database);
        const Run r = cli({ u"club"_s, u"add-table"_s, u"setup_intruder"_s, u"--server"_s, table });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.startsWith(u"error: the club server refused to create the login role setup_intruder: that "
                                  u"needs a superuser's connection"_s),
                 qPrintable(r.err));
        const Run setup = cli({ u"club"_s, u"setup"_s, u"--server"_s, table });
        QCOMPARE(setup.exitCode, 2);
        QVERIFY2(setup.err.contains(u"superuser"_s), qPrintable(setup.err));
    }

    void badNamesAndCommandLines()
    {
        const Run name = cli({ u"club"_s, u"add-table"_s, u"Table 3"_s, u"--server"_s, superuser() });
        QCOMPARE(name.exitCode, 2);
        QVERIFY2(name.err.contains(u"lower-case letters"_s), qPrintable(name.err));
        QCOMPARE(cli({ u"club"_s, u"setup"_s }).exitCode, 64);
        QCOMPARE(cli({ u"club"_s, u"add-table"_s, u"--server"_s, superuser() }).exitCode, 64);
        QCOMPARE(cli({ u"club"_s, u"drop"_s, u"--server"_s, superuser() }).exitCode, 64);
        const Run help = cli({ u"club"_s, u"--help"_s });
        QCOMPARE(help.exitCode, 0);
        for (const QString &word :
             { u"setup"_s, u"add-table"_s, u"add-organiser"_s, u"--server"_s, u"--host"_s, u"--new-password"_s })
            QVERIFY2(help.out.contains(word), qPrintable(word + u" is missing from:\n"_s + help.out));
    }
};

QTEST_GUILESS_MAIN(TestClubSetup)
#include "tst_clubsetup.moc"
