// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The library's file and its -wal deleted, renamed or replaced while a program has them open. SQLite's open
// connection goes on working, but a restart would not see what it wrote since: every later change would be
// acknowledged and lost. The store checks its files around every change and saves what the connection holds
// back to the library's path; these tests delete and replace the files under a writer process, kill it with
// SIGKILL (no clean close that could hide the loss) and check that a new opening finds every acknowledged event.

#include "filewriterclient.h"
#include "gamelibrary.h"
#include "replay.h"
#include "syntheticgame.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <cstdio>

using namespace Qt::StringLiterals;

class TestFileWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void removedOrReplacedFileLosesNothing_data();
    void removedOrReplacedFileLosesNothing();
    void removedLogIsSavedWithoutAnotherChange();
    void untouchedFilesAreLeftAlone();
    void twoWritersWithDeletedLogsLoseNothing();
    void openingWaitsForTheWriterThatLostItsLog();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    [[nodiscard]] QStringList filesNamed(const QString &pattern) const
    {
        return QDir(m_dir->path()).entryList({ pattern }, QDir::Files, QDir::Name);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFileWatch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestFileWatch::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFileWatch::removedOrReplacedFileLosesNothing_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("says");
    QTest::addRow("-wal deleted") << u"delete-wal"_s << u"write-ahead log"_s;
    QTest::addRow("-wal renamed") << u"rename-wal"_s << u"write-ahead log"_s;
    QTest::addRow("library deleted") << u"delete-db"_s << u"deleted or renamed"_s;
    QTest::addRow("library replaced by another library") << u"replace-db"_s << u"replaced by another one"_s;
}

void TestFileWatch::removedOrReplacedFileLosesNothing()
{
    QFETCH(QString, change);
    QFETCH(QString, says);
    constexpr int Before = 5;
    constexpr int After = 5;

    // The file put in the library's place: another library with one game of its own.
    const QString other = m_dir->filePath(u"other.sqlite"_s);
    {
        ml::GameLibrary library(other);
        QVERIFY(library.open().ok());
        QJsonObject record = SyntheticGame::header();
        record.insert(u"events"_s, SyntheticGame::events(7));
        QVERIFY(library.importRecord(QJsonDocument(record).toJson()).ok());
    }

    Writer writer(libraryPath());
    QCOMPARE(writer.answer(), u"ok opened"_s);
    const QString created = writer.answer(u"create"_s);
    QVERIFY2(created.startsWith(u"ok "_s), qPrintable(created));
    const qint64 gameId = created.mid(3).toLongLong();
    for (int i = 0; i < Before; ++i)
        QCOMPARE(writer.answer(u"append"_s), u"ok %1"_s.arg(i));
    QVERIFY(writer.notices().isEmpty());

    const QByteArray path = QFile::encodeName(libraryPath());
    if (change == u"delete-wal"_s)
        QVERIFY(QFile::remove(libraryPath() + u"-wal"_s));
    else if (change == u"rename-wal"_s)
        QVERIFY(QFile::rename(libraryPath() + u"-wal"_s, m_dir->filePath(u"elsewhere-wal"_s)));
    else if (change == u"delete-db"_s)
        QVERIFY(QFile::remove(libraryPath()));
    else
        QCOMPARE(std::rename(QFile::encodeName(other).constData(), path.constData()), 0);

    // Every later event is acknowledged only once it is in the library's file.
    for (int i = Before; i < Before + After; ++i)
        QCOMPARE(writer.answer(u"append"_s), u"ok %1"_s.arg(i));
    QCOMPARE(writer.notices().size(), 1);
    QVERIFY2(writer.notices().first().contains(says), qPrintable(writer.notices().first()));
    QVERIFY2(writer.notices().first().contains(libraryPath()), qPrintable(writer.notices().first()));
    QVERIFY(writer.kill());

    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    const ml::Result<ml::GameLog> log = library.openGame(gameId);
    QVERIFY2(log.ok(), qPrintable(log.message()));
    QCOMPARE(log.value().eventCount(), Before + After);
    for (int i = 0; i < Before + After; ++i)
        QCOMPARE(log.value().events().at(i).toObject(), SyntheticGame::event(i));
    QVERIFY(log.value().outcome().ok);
    QCOMPARE(library.games().value().size(), 1);
    QVERIFY(filesNamed(u"*.rescue-*"_s).isEmpty());

    // The file found in the library's place is kept, whole, under another name.
    const QStringList kept = filesNamed(u"library.sqlite.replaced-*"_s);
    if (change == u"replace-db"_s) {
        QCOMPARE(kept.size(), 1);
        QVERIFY2(writer.notices().first().contains(kept.first()), qPrintable(writer.notices().first()));
        ml::GameLibrary replaced(m_dir->filePath(kept.first()));
        QVERIFY(replaced.open().ok());
        const auto games = replaced.games();
        QVERIFY(games.ok());
        QCOMPARE(games.value().size(), 1);
        QCOMPARE(games.value().first().eventCount, 7);
    } else {
        QVERIFY2(kept.isEmpty(), qPrintable(kept.join(u", "_s)));
    }
}

void TestFileWatch::removedLogIsSavedWithoutAnotherChange()
{
    // What the app does when its folder changes: a check, no write. The events already acknowledged are saved.
    Writer writer(libraryPath());
    QCOMPARE(writer.answer(), u"ok opened"_s);
    const QString created = writer.answer(u"create"_s);
    QVERIFY2(created.startsWith(u"ok "_s), qPrintable(created));
    for (int i = 0; i < 10; ++i)
        QCOMPARE(writer.answer(u"append"_s), u"ok %1"_s.arg(i));
    QVERIFY(QFile::remove(libraryPath() + u"-wal"_s));
    QCOMPARE(writer.answer(u"check"_s), u"ok checked"_s);
    QCOMPARE(writer.notices().size(), 1);
    QCOMPARE(writer.answer(u"check"_s), u"ok checked"_s);
    QCOMPARE(writer.notices().size(), 1);
    QVERIFY(writer.kill());

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const ml::Result<ml::GameLog> log = library.openGame(created.mid(3).toLongLong());
    QVERIFY2(log.ok(), qPrintable(log.message()));
    QCOMPARE(log.value().eventCount(), 10);
}

void TestFileWatch::untouchedFilesAreLeftAlone()
{
    QStringList notices;
    ml::GameLibrary library(libraryPath());
    library.setNoticeHandler([&notices](const QString &notice) { notices.append(notice); });
    QVERIFY(library.open().ok());
    const ml::Result<qint64> created = library.createGame(SyntheticGame::players());
    QVERIFY(created.ok());
    ml::Result<ml::GameLog> opened = library.openGame(created.value());
    QVERIFY(opened.ok());
    ml::GameLog log = std::move(opened).value();
    for (int i = 0; i < 50; ++i) {
        QVERIFY(log.append(SyntheticGame::event(i)).ok());
        QVERIFY(library.checkFiles().ok());
    }
    QVERIFY(notices.isEmpty());
    QCOMPARE(filesNamed(u"library.sqlite*"_s),
             (QStringList { u"library.sqlite"_s, u"library.sqlite-shm"_s, u"library.sqlite-wal"_s }));

    // In the same process too: the open library saves itself back and goes on.
    QVERIFY(QFile::remove(libraryPath() + u"-wal"_s));
    QVERIFY(log.append(SyntheticGame::event(50)).ok());
    QCOMPARE(notices.size(), 1);
    QVERIFY(log.append(SyntheticGame::event(51)).ok());
    QCOMPARE(notices.size(), 1);
    QVERIFY(QFileInfo::exists(libraryPath() + u"-wal"_s));
}

namespace {

// The events of game @p gameId in the SQLite file @p path, read as another program would (0 when it has none).
int eventsIn(const QString &path, qint64 gameId)
{
    const QString name = u"store-test-count"_s;
    int count = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        db.setDatabaseName(path);
        QSqlQuery query(db);
        if (db.open() && query.exec(u"SELECT count(*) FROM events WHERE game_id = %1"_s.arg(gameId)) && query.next())
            count = query.value(0).toInt();
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return count;
}

} // namespace

void TestFileWatch::twoWritersWithDeletedLogsLoseNothing()
{
    // Two programs on one library, each entering a game of its own, while a cleaner deletes the -wal and the -shm
    // again and again. Each program writes back what its connection holds when the files go; the other one must then
    // go on in that file, not take it for a file put in the library's place and move it aside with its events.
    constexpr int Rounds = 12;
    constexpr int AppendsPerRound = 3;

    Writer first(libraryPath());
    QCOMPARE(first.answer(), u"ok opened"_s);
    Writer second(libraryPath());
    QCOMPARE(second.answer(), u"ok opened"_s);
    Writer *const writers[] { &first, &second };
    qint64 games[2] {};
    int acknowledged[2] {};
    QStringList refused;
    for (int w = 0; w < 2; ++w) {
        const QString created = writers[w]->answer(u"create"_s);
        QVERIFY2(created.startsWith(u"ok "_s), qPrintable(created));
        games[w] = created.mid(3).toLongLong();
    }
    QVERIFY(games[0] != games[1]);

    for (int round = 0; round < Rounds; ++round) {
        QFile::remove(libraryPath() + u"-wal"_s);
        QFile::remove(libraryPath() + u"-shm"_s);
        for (int i = 0; i < AppendsPerRound; ++i) {
            for (int w = 0; w < 2; ++w) {
                const QString answer = writers[w]->answer(u"append"_s);
                if (answer == u"ok %1"_s.arg(acknowledged[w]))
                    ++acknowledged[w];
                else
                    refused.append(answer);
            }
        }
    }
    // No clean close: what a restart finds is what each program's acknowledgements were worth.
    QVERIFY(first.kill());
    QVERIFY(second.kill());

    const QStringList kept = filesNamed(u"library.sqlite.replaced-*"_s);
    int inLibrary[2] {};
    int onlyAside[2] {};
    for (int w = 0; w < 2; ++w) {
        inLibrary[w] = eventsIn(libraryPath(), games[w]);
        for (const QString &file : kept) {
            if (!file.endsWith(u"-wal"_s) && !file.endsWith(u"-shm"_s))
                onlyAside[w] = std::max(onlyAside[w], eventsIn(m_dir->filePath(file), games[w]) - inLibrary[w]);
        }
    }
    qInfo("acknowledged %d + %d events, in the library %d + %d, more in %lld files moved aside: %d + %d",
          acknowledged[0], acknowledged[1], inLibrary[0], inLibrary[1], qint64(kept.size()), onlyAside[0],
          onlyAside[1]);
    QVERIFY2(refused.isEmpty(), qPrintable(refused.join(u"\n"_s)));
    // Each deletion is saved back once, by the writer that found it first; the other goes on without a word.
    const QStringList notices = first.notices() + second.notices();
    QCOMPARE(notices.size(), Rounds);
    for (const QString &notice : notices)
        QVERIFY2(notice.contains(u"write-ahead log"_s), qPrintable(notice));
    QCOMPARE(acknowledged[0], Rounds * AppendsPerRound);
    QCOMPARE(acknowledged[1], Rounds * AppendsPerRound);

    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(library.games().value().size(), 2);
    for (int w = 0; w < 2; ++w) {
        const ml::Result<ml::GameLog> log = library.openGame(games[w]);
        QVERIFY2(log.ok(), qPrintable(log.message()));
        QCOMPARE(log.value().eventCount(), acknowledged[w]);
        for (int i = 0; i < acknowledged[w]; ++i)
            QCOMPARE(log.value().events().at(i).toObject(), SyntheticGame::event(i));
    }
    // Deleting the -wal and the -shm put no other file in the library's place: nothing is moved aside.
    QVERIFY2(kept.isEmpty(), qPrintable(kept.join(u", "_s)));
    QVERIFY(filesNamed(u"*.rescue-*"_s).isEmpty());
}

void TestFileWatch::openingWaitsForTheWriterThatLostItsLog()
{
    // A program opening the library while another one has lost its -wal and -shm would read the file without what the
    // other committed since its last checkpoint, and write a log of its own beside it. It waits until the other one has
    // saved the library back (here at its next check; the app checks when its folder changes).
    constexpr int Before = 5;
    Writer first(libraryPath());
    QCOMPARE(first.answer(), u"ok opened"_s);
    const QString created = first.answer(u"create"_s);
    QVERIFY2(created.startsWith(u"ok "_s), qPrintable(created));
    const qint64 firstGame = created.mid(3).toLongLong();
    for (int i = 0; i < Before; ++i)
        QCOMPARE(first.answer(u"append"_s), u"ok %1"_s.arg(i));
    QVERIFY(QFile::remove(libraryPath() + u"-wal"_s));
    QVERIFY(QFile::remove(libraryPath() + u"-shm"_s));

    Writer second(libraryPath());
    // Time for the second program to reach its opening (the outcome does not depend on it).
    QThread::msleep(300);
    QCOMPARE(first.answer(u"check"_s), u"ok checked"_s);
    QCOMPARE(first.notices().size(), 1);
    QCOMPARE(second.answer(), u"ok opened"_s);
    QCOMPARE(second.answer(u"open %1"_s.arg(firstGame)), u"ok %1"_s.arg(Before));
    const QString secondCreated = second.answer(u"create"_s);
    QVERIFY2(secondCreated.startsWith(u"ok "_s), qPrintable(secondCreated));
    const qint64 secondGame = secondCreated.mid(3).toLongLong();
    QVERIFY(secondGame != firstGame);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(second.answer(u"append"_s), u"ok %1"_s.arg(i));
        QCOMPARE(first.answer(u"append"_s), u"ok %1"_s.arg(Before + i));
    }
    QVERIFY(second.notices().isEmpty());
    QCOMPARE(first.notices().size(), 1);
    QVERIFY(first.kill());
    QVERIFY(second.kill());

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QCOMPARE(library.games().value().size(), 2);
    QCOMPARE(library.openGame(firstGame).value().eventCount(), Before + 3);
    QCOMPARE(library.openGame(secondGame).value().eventCount(), 3);
    QVERIFY(filesNamed(u"library.sqlite.replaced-*"_s).isEmpty());
}

QTEST_GUILESS_MAIN(TestFileWatch)
#include "tst_filewatch.moc"
