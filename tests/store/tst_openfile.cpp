// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Opening files that are not a healthy library of this version: never a crash, never an overwrite, and a
// message that names the file and the problem.

#include "gamelibrary.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray randomBytes(quint32 seed, int size)
{
    QRandomGenerator generator(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (char &byte : bytes)
        byte = char(generator.bounded(256));
    return bytes;
}

bool runSql(const QString &path, const QStringList &statements)
{
    const QString name = u"openfile-test-raw"_s;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery query(db);
        for (const QString &statement : statements)
            ok = ok && query.exec(statement);
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestOpenFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void damagedFileIsMovedAside_data();
    void damagedFileIsMovedAside();
    void newerLibraryIsRefusedUntouched_data();
    void newerLibraryIsRefusedUntouched();
    void foreignDatabaseIsRefusedUntouched();
    void emptyFileBecomesALibrary();
    void folderInTheWayIsReported();
    void movingAsideNeverOverwrites();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    // A closed library of a few pages: 40 games of 30 events.
    [[nodiscard]] bool makeLibrary() const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestOpenFile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestOpenFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

bool TestOpenFile::makeLibrary() const
{
    ml::GameLibrary library(libraryPath());
    if (!library.open().ok())
        return false;
    QJsonObject record = SyntheticGame::header();
    record.insert(u"events"_s, SyntheticGame::events(30));
    const QByteArray json = QJsonDocument(record).toJson();
    for (int i = 0; i < 40; ++i) {
        if (!library.importRecord(json).ok())
            return false;
    }
    return true;
}

void TestOpenFile::damagedFileIsMovedAside_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<ml::StoreError::Code>("code");
    QTest::addColumn<QString>("says");
    QTest::addRow("random bytes") << u"random"_s << ml::StoreError::Code::NotADatabase << u"not a SQLite database"_s;
    QTest::addRow("a few bytes") << u"short"_s << ml::StoreError::Code::NotADatabase << u"not a SQLite database"_s;
    QTest::addRow("a text file") << u"text"_s << ml::StoreError::Code::NotADatabase << u"not a SQLite database"_s;
    QTest::addRow("truncated database") << u"truncated"_s << ml::StoreError::Code::Damaged << u"is damaged"_s;
    QTest::addRow("header only") << u"header"_s << ml::StoreError::Code::Damaged << u"is damaged"_s;
    QTest::addRow("scribbled pages") << u"scribbled"_s << ml::StoreError::Code::Damaged << u"is damaged"_s;
}

void TestOpenFile::damagedFileIsMovedAside()
{
    QFETCH(QString, damage);
    QFETCH(ml::StoreError::Code, code);
    QFETCH(QString, says);

    if (damage == u"random"_s) {
        QVERIFY(StoreTestData::writeFile(libraryPath(), randomBytes(20240601, 8192)));
    } else if (damage == u"short"_s) {
        QVERIFY(StoreTestData::writeFile(libraryPath(), "SQLite"));
    } else if (damage == u"text"_s) {
        QVERIFY(StoreTestData::writeFile(libraryPath(), "{\"format\": \"meeple-ledger/1\"}\n"));
    } else {
        QVERIFY(makeLibrary());
        QByteArray bytes = StoreTestData::fileBytes(libraryPath());
        QVERIFY(bytes.size() > 16 * 4096);
        if (damage == u"truncated"_s)
            bytes.truncate(bytes.size() / 2);
        else if (damage == u"header"_s)
            bytes.truncate(100);
        else
            bytes.replace(3 * 4096, 3 * 4096, randomBytes(7, 3 * 4096));
        QVERIFY(StoreTestData::writeFile(libraryPath(), bytes));
    }
    const QByteArray damagedBytes = StoreTestData::fileBytes(libraryPath());

    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY(!opened.ok());
    QVERIFY(!library.isOpen());
    QCOMPARE(opened.error().code, code);
    QVERIFY2(opened.message().contains(says), qPrintable(opened.message()));
    QVERIFY2(opened.message().contains(libraryPath()), qPrintable(opened.message()));

    // Moved aside with a time stamp, byte for byte, and named in the message.
    const QString movedTo = opened.error().path;
    QVERIFY(movedTo.startsWith(libraryPath() + u".damaged-"_s));
    QVERIFY(opened.message().contains(movedTo));
    QVERIFY(!QFileInfo::exists(libraryPath()));
    QCOMPARE(StoreTestData::fileBytes(movedTo), damagedBytes);

    // The next open starts a new, empty library; the damaged file stays as it was.
    const ml::Status again = library.open();
    QVERIFY2(again.ok(), qPrintable(again.message()));
    QVERIFY(library.games().value().isEmpty());
    QVERIFY(library.createGame(SyntheticGame::players()).ok());
    library.close();
    QCOMPARE(StoreTestData::fileBytes(movedTo), damagedBytes);
}

void TestOpenFile::newerLibraryIsRefusedUntouched_data()
{
    QTest::addColumn<bool>("walMode");
    QTest::addRow("write-ahead log") << true;
    QTest::addRow("rollback journal") << false;
}

void TestOpenFile::newerLibraryIsRefusedUntouched()
{
    QFETCH(bool, walMode);
    QVERIFY(makeLibrary());
    QVERIFY(runSql(
        libraryPath(),
        { walMode ? u"PRAGMA journal_mode=WAL"_s : u"PRAGMA journal_mode=DELETE"_s, u"PRAGMA user_version = 7"_s }));
    const QByteArray before = StoreTestData::fileBytes(libraryPath());
    const QStringList filesBefore = QDir(m_dir->path()).entryList(QDir::Files);

    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().code, ml::StoreError::Code::TooNew);
    QVERIFY2(opened.message().contains(u"newer version"_s), qPrintable(opened.message()));
    QVERIFY(opened.message().contains(u"schema 7"_s));
    QVERIFY(opened.message().contains(u"up to schema 2"_s));
    QVERIFY(opened.message().contains(libraryPath()));
    QVERIFY(!library.isOpen());
    QCOMPARE(library.games().error().code, ml::StoreError::Code::NotOpen);
    // Opening twice changes nothing either; no backup, nothing moved aside.
    QCOMPARE(library.open().error().code, ml::StoreError::Code::TooNew);
    QCOMPARE(StoreTestData::fileBytes(libraryPath()), before);
    for (const QString &file : QDir(m_dir->path()).entryList(QDir::Files))
        QVERIFY2(filesBefore.contains(file) || file.endsWith(u"-shm"_s) || file.endsWith(u"-wal"_s), qPrintable(file));
}

void TestOpenFile::foreignDatabaseIsRefusedUntouched()
{
    QVERIFY(runSql(libraryPath(),
                   { u"CREATE TABLE recipes (name TEXT)"_s, u"INSERT INTO recipes VALUES ('bread')"_s,
                     u"PRAGMA user_version = 1"_s }));
    const QByteArray before = StoreTestData::fileBytes(libraryPath());
    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QCOMPARE(opened.error().code, ml::StoreError::Code::Foreign);
    QVERIFY(opened.message().contains(u"another program"_s));
    QCOMPARE(StoreTestData::fileBytes(libraryPath()), before);
    QVERIFY(!QFileInfo::exists(libraryPath() + u".schema1-backup"_s));
}

void TestOpenFile::emptyFileBecomesALibrary()
{
    QVERIFY(StoreTestData::writeFile(libraryPath(), QByteArray()));
    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(library.schemaVersion(), 2);
}

void TestOpenFile::folderInTheWayIsReported()
{
    QVERIFY(QDir(m_dir->path()).mkdir(u"library.sqlite"_s));
    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QCOMPARE(opened.error().code, ml::StoreError::Code::Io);
    QVERIFY(opened.message().contains(u"is not a file"_s));
    QVERIFY(QFileInfo(libraryPath()).isDir());

    // A folder that cannot be created (a file stands where it should be).
    QVERIFY(StoreTestData::writeFile(m_dir->filePath(u"blocker"_s), "x"));
    ml::GameLibrary nested(m_dir->filePath(u"blocker/library.sqlite"_s));
    const ml::Status nestedOpened = nested.open();
    QCOMPARE(nestedOpened.error().code, ml::StoreError::Code::Io);
    QVERIFY(nestedOpened.message().contains(u"folder"_s));
}

void TestOpenFile::movingAsideNeverOverwrites()
{
    // Two damaged files in the same second get two names.
    QStringList moved;
    for (int i = 0; i < 3; ++i) {
        QVERIFY(StoreTestData::writeFile(libraryPath(), randomBytes(quint32(i + 1), 1024)));
        ml::GameLibrary library(libraryPath());
        const ml::Status opened = library.open();
        QCOMPARE(opened.error().code, ml::StoreError::Code::NotADatabase);
        QVERIFY(!moved.contains(opened.error().path));
        moved.append(opened.error().path);
        QCOMPARE(StoreTestData::fileBytes(opened.error().path), randomBytes(quint32(i + 1), 1024));
    }
    for (int i = 0; i < 3; ++i)
        QCOMPARE(StoreTestData::fileBytes(moved.at(i)), randomBytes(quint32(i + 1), 1024));
}

QTEST_GUILESS_MAIN(TestOpenFile)
#include "tst_openfile.moc"
