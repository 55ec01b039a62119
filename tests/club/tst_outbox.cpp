// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The library's outbox: every stored change marks its game owed to the club server, and only a push of the revision
// still stored clears it.

#include "gamelibrary.h"
#include "outbox.h"
#include "syntheticgame.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestOutbox : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // What the outbox of @p path owes, read through a connection of its own: uuid → (revision, deleted, events).
    static QList<ml::Outbox::Owed> owed(const QString &path)
    {
        ml::Outbox outbox(path);
        if (!outbox.open().ok())
            return {};
        const auto games = outbox.owed();
        return games.ok() ? games.value() : QList<ml::Outbox::Owed> {};
    }

    static void clear(const QString &path)
    {
        ml::Outbox outbox(path);
        QVERIFY(outbox.open().ok());
        const QList<ml::Outbox::Owed> games = outbox.owed().value();
        for (const ml::Outbox::Owed &game : games)
            QVERIFY(outbox.markPushed(game).value());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void everyChangeIsOwed()
    {
        const QString path = m_dir.filePath(u"changes.sqlite"_s);
        ml::GameLibrary library(path);
        QVERIFY(library.open().ok());
        const qint64 id = library.createGame(SyntheticGame::players()).value();
        const QString uuid = library.game(id).value().uuid;
        QCOMPARE(owed(path).size(), 1);
        QCOMPARE(owed(path).first().uuid, uuid);
        clear(path);
        QCOMPARE(owed(path).size(), 0);

        ml::GameLog log = library.openGame(id).value();
        QCOMPARE(owed(path).size(), 0); // opening changes nothing
        const auto check = [&](int events) {
            const QList<ml::Outbox::Owed> games = owed(path);
            QCOMPARE(games.size(), 1);
            QCOMPARE(games.first().uuid, uuid);
            QVERIFY(!games.first().deleted);
            QCOMPARE(games.first().events, SyntheticGame::events(events));
            QCOMPARE(games.first().header.value(u"players"_s).toArray().size(), 2);
            QVERIFY(!games.first().created.isEmpty());
        };
        for (int i = 0; i < 3; ++i)
            QVERIFY(log.append(SyntheticGame::event(i)).ok());
        check(3);
        clear(path);
        QVERIFY(log.undo().ok());
        check(2);
        clear(path);
        QVERIFY(log.redo().ok());
        check(3);
        clear(path);

        // An import that extends the game marks it; one that changes nothing does not.
        QByteArray record = library.exportRecord(id).value();
        QVERIFY(library.importGame(record).ok());
        QCOMPARE(owed(path).size(), 0);
        QVERIFY(log.append(SyntheticGame::event(3)).ok());
        const QByteArray longer = library.exportRecord(id).value();
        QVERIFY(log.undo().ok());
        clear(path);
        QCOMPARE(library.importGame(longer).value().outcome, ml::GameLibrary::Import::Outcome::Updated);
        check(4);
        clear(path);

        QVERIFY(library.deleteGame(id).ok());
        const QList<ml::Outbox::Owed> deleted = owed(path);
        QCOMPARE(deleted.size(), 1);
        QCOMPARE(deleted.first().uuid, uuid);
        QVERIFY(deleted.first().deleted);
        clear(path);
        QCOMPARE(owed(path).size(), 0);
    }

    void aChangeDuringThePushStaysOwed()
    {
        const QString path = m_dir.filePath(u"during.sqlite"_s);
        ml::GameLibrary library(path);
        QVERIFY(library.open().ok());
        const qint64 id = library.createGame(SyntheticGame::players()).value();
        ml::Outbox outbox(path);
        QVERIFY(outbox.open().ok());
        const ml::Outbox::Owed read = outbox.owed().value().first();
        ml::GameLog log = library.openGame(id).value();
        QVERIFY(log.append(SyntheticGame::event(0)).ok()); // while the revision read is being pushed
        QCOMPARE(outbox.markPushed(read).value(), false);
        const QList<ml::Outbox::Owed> still = outbox.owed().value();
        QCOMPARE(still.size(), 1);
        QVERIFY(still.first().revision > read.revision);
        QCOMPARE(still.first().events.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestOutbox)
#include "tst_outbox.moc"
