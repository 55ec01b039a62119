// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The club connection of a machine: the server kept without its password, the password in a file only the user
// reads (tests never use the keychain), the connection test off the calling thread, and the sync worker started
// when a club and a library are set.

#include "cluster.h"

#include "clubsettings.h"
#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestClubSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString settingsFile() const { return m_dir.filePath(u"meeple-ledger.ini"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QString error;
        QVERIFY2(Cluster::freshClub(u"club_settings"_s, &error), qPrintable(error));
    }

    void passwordIsKeptApart()
    {
        ml::ClubSettings settings(settingsFile(), m_dir.path());
        QVERIFY(!ml::ClubSecrets(m_dir.path()).filePath().isEmpty());
        QSignalSpy changed(&settings, &ml::ClubSettings::serverChanged);
        QCOMPARE(settings.save(u"postgresql://table_3:s3cret-word@club.local/club?sslmode=require"_s, {}), QString());
        QCOMPARE(changed.count(), 1);
        QVERIFY(settings.hasPassword());
        QCOMPARE(settings.server(), u"host=club.local dbname=club user=table_3 sslmode=require"_s);
        QCOMPARE(settings.secrets().place(), u"file"_s);

        QFile ini(settingsFile());
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray kept = ini.readAll();
        QVERIFY2(kept.contains("club.local"), kept.constData());
        QVERIFY(!kept.contains("s3cret-word"));
        QFile secret(settings.secrets().filePath());
        QCOMPARE(
            secret.permissions()
                & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::WriteOther),
            QFileDevice::Permissions());
        QVERIFY(secret.open(QIODevice::ReadOnly));
        QCOMPARE(secret.readAll(), QByteArray("s3cret-word"));

        // Read back by the next start; an empty password keeps the one kept; an empty server forgets it all.
        ml::ClubSettings again(settingsFile(), m_dir.path());
        QCOMPARE(again.server(), settings.server());
        QVERIFY(again.hasPassword());
        QCOMPARE(again.save(u"host=club.local dbname=club user=table_4"_s, {}), QString());
        QCOMPARE(again.secrets().read(), u"s3cret-word"_s);
        QVERIFY(!again.save(u"dbname=club colour=red"_s, {}).isEmpty());
        QCOMPARE(again.server(), u"host=club.local dbname=club user=table_4"_s);
        QCOMPARE(again.save({}, {}), QString());
        QVERIFY(!again.hasPassword());
        QVERIFY(!QFile::exists(settings.secrets().filePath()));
        QCOMPARE(ml::ClubSettings(settingsFile(), m_dir.path()).server(), QString());
    }

    void connectionTestRunsAside()
    {
        ml::ClubSettings settings({}, m_dir.path());
        QSignalSpy tested(&settings, &ml::ClubSettings::testChanged);
        settings.testConnection(u"host=%1 dbname=club_settings user=table_a"_s.arg(Cluster::dir()), {});
        QVERIFY(settings.testing()); // the call returned before the connection was made
        QTRY_VERIFY_WITH_TIMEOUT(!settings.testing(), 10000);
        QVERIFY2(settings.testPassed(), qPrintable(settings.testMessage()));
        QVERIFY(!settings.encrypted());
        QVERIFY2(settings.testMessage().contains(u"not encrypted"_s), qPrintable(settings.testMessage()));

        settings.testConnection(u"host=%1/none dbname=club_settings user=table_a"_s.arg(Cluster::dir()), {});
        QTRY_VERIFY_WITH_TIMEOUT(!settings.testing(), 10000);
        QVERIFY(!settings.testPassed());
        QVERIFY2(settings.testMessage().contains(u"cannot be reached"_s), qPrintable(settings.testMessage()));

        settings.testConnection(u"dbname"_s, {});
        QVERIFY(!settings.testing());
        QVERIFY(!settings.testPassed());
        QVERIFY(!settings.testMessage().isEmpty());
    }

    void workerSyncsTheLibrary()
    {
        const QString path = m_dir.filePath(u"library.sqlite"_s);
        {
            ml::GameLibrary library(path);
            QVERIFY(library.open().ok());
            const qint64 id = library.createGame(SyntheticGame::players()).value();
            ml::GameLog log = library.openGame(id).value();
            for (int i = 0; i < 6; ++i)
                QVERIFY(log.append(SyntheticGame::event(i)).ok());
            // And a game whose stored event is then changed outside the app: held back, and named.
            const std::optional<qint64> changed = SyntheticGame::store(library, 3);
            QVERIFY(changed);
            QVERIFY(runRawSql(path,
                              { u"UPDATE events SET payload = replace(payload, '\"tiles\":2', '\"tiles\":5') "
                                u"WHERE game_id = %1 AND seq = 2"_s.arg(*changed) }));
        }
        ml::ClubSettings settings({}, m_dir.path());
        QCOMPARE(settings.save(u"host=%1 dbname=club_settings user=organiser"_s.arg(Cluster::dir()), {}), QString());
        QVERIFY(!settings.worker()); // no library yet
        settings.setLibraryPath(path);
        QVERIFY(settings.worker());
        QTRY_VERIFY_WITH_TIMEOUT(!settings.syncStatus().isEmpty(), 20000);
        QVERIFY2(settings.syncStatus().contains(u"1 game"_s), qPrintable(settings.syncStatus()));
        QVERIFY2(settings.syncStatus().contains(u"was changed outside Meeple Ledger: its event 2"_s),
                 qPrintable(settings.syncStatus()));
        const auto games = ml::ClubSync::pull(Cluster::address(u"club_settings"_s, u"organiser"_s));
        QVERIFY(games.ok());
        QCOMPARE(games.value().size(), 1);
        QCOMPARE(games.value().first().record.value(u"events"_s).toArray(), SyntheticGame::events(6));
        QVERIFY2(!settings.syncStatus().contains(u"not encrypted"_s), qPrintable(settings.syncStatus())); // a socket
        settings.setLibraryPath({});
        QVERIFY(!settings.worker());

        // Over the network without TLS the table is told, on every pass, that its session is plain.
        const QString port = qEnvironmentVariable("PGPORT");
        QVERIFY2(!port.isEmpty(), "PGPORT is not set: run the club tests through ctest");
        QCOMPARE(settings.save(
                     u"host=127.0.0.1 port=%1 dbname=club_settings user=organiser sslmode=disable"_s.arg(port), {}),
                 QString());
        settings.setLibraryPath(path);
        QTRY_VERIFY_WITH_TIMEOUT(settings.syncStatus().contains(u"not encrypted"_s), 20000);
        settings.setLibraryPath({});
    }
};

QTEST_GUILESS_MAIN(TestClubSettings)
#include "tst_clubsettings.moc"
