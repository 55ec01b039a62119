// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Opening files that are not a healthy library of this version: never a crash, never an overwrite, and a
// message that names the file and the problem.

#include "filewriterclient.h"
#include "gamelibrary.h"
#include "rawsql.h"
#include "schema.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

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
    void readOnlyLibraryIsOpenedForReading_data();
    void readOnlyLibraryIsOpenedForReading();
    void damagedLibraryGivesBackTheGamesThatRead();
    void checkedWholeUnlessClosedWholeAndUnchanged();

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
    // One line, whatever SQLite's report of the damage holds.
    QVERIFY2(!opened.message().contains(u'\n'), qPrintable(opened.message()));

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
    QVERIFY(runRawSql(libraryPath(),
                      { walMode ? u"PRAGMA journal_mode=WAL"_s : u"PRAGMA journal_mode=DELETE"_s,
                        u"PRAGMA user_version = %1"_s.arg(ml::Schema::CurrentVersion + 1) }));
    const QByteArray before = StoreTestData::fileBytes(libraryPath());
    const QStringList filesBefore = QDir(m_dir->path()).entryList(QDir::Files);

    ml::GameLibrary library(libraryPath());
    const ml::Status opened = library.open();
    QVERIFY(!opened.ok());
    QCOMPARE(opened.error().code, ml::StoreError::Code::TooNew);
    QVERIFY2(opened.message().contains(u"newer version"_s), qPrintable(opened.message()));
    QVERIFY(opened.message().contains(u"schema %1"_s.arg(ml::Schema::CurrentVersion + 1)));
    QVERIFY(opened.message().contains(u"up to schema %1"_s.arg(ml::Schema::CurrentVersion)));
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
    QVERIFY(runRawSql(libraryPath(),
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
    QCOMPARE(library.schemaVersion(), ml::Schema::CurrentVersion);
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

void TestOpenFile::readOnlyLibraryIsOpenedForReading_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addRow("read-only file") << false;
    QTest::addRow("read-only folder") << true;
}

void TestOpenFile::readOnlyLibraryIsOpenedForReading()
{
    QFETCH(bool, folder);
    QVERIFY(makeLibrary());
    const QByteArray before = StoreTestData::fileBytes(libraryPath());
    const QStringList filesBefore = QDir(m_dir->path()).entryList(QDir::Files);
    // Root writes through any permission: the writer then runs as "nobody", for whom they hold.
    const QByteArray file = QFile::encodeName(libraryPath());
    const QByteArray dir = QFile::encodeName(m_dir->path());
    // In a read-only folder the file itself is the writer's to write.
    if (folder && ::geteuid() == 0)
        QCOMPARE(::chown(file.constData(), 65534, 65534), 0);
    QCOMPARE(::chmod(file.constData(), folder ? 0644 : 0444), 0);
    QCOMPARE(::chmod(dir.constData(), folder ? 0555 : 0755), 0);
    const auto restore = qScopeGuard([&] {
        ::chmod(dir.constData(), 0755);
        ::chmod(file.constData(), 0644);
    });

    Writer writer(libraryPath(), true);
    QCOMPARE(writer.answer(), u"ok opened"_s);
    QCOMPARE(writer.answer(u"readonly"_s), u"ok 1"_s);
    // Every game is there to be viewed…
    QCOMPARE(writer.answer(u"list"_s), u"ok 40"_s);
    QCOMPARE(writer.answer(u"open 1"_s), u"ok 30"_s);
    QCOMPARE(writer.answer(u"open 40"_s), u"ok 30"_s);
    // …and every change is refused with the reason, before SQLite is asked to write.
    const QString code = QString::number(int(ml::StoreError::Code::ReadOnly));
    const QString appended = writer.answer(u"append"_s);
    QVERIFY2(appended.startsWith(u"error "_s + code + u' '), qPrintable(appended));
    QVERIFY2(appended.contains(u"is read-only"_s) && appended.contains(u"can be viewed but not changed"_s)
                 && appended.contains(folder ? u"folder"_s : u"the file is read-only"_s),
             qPrintable(appended));
    QVERIFY2(!appended.contains(u"attempt to write"_s), qPrintable(appended));
    const QString created = writer.answer(u"create"_s);
    QVERIFY2(created.startsWith(u"error "_s + code + u' '), qPrintable(created));
    QVERIFY(writer.kill());

    QCOMPARE(StoreTestData::fileBytes(libraryPath()), before);
    if (folder)
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), filesBefore);
}

void TestOpenFile::damagedLibraryGivesBackTheGamesThatRead()
{
    // 40 games told apart by their players' names and lengths; then one page of events is zeroed.
    constexpr int Games = 40;
    QHash<QString, QJsonObject> originals;
    QHash<QString, ml::GameSummary> identities;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        QVERIFY(library.addProfile({ 0, u"Ana 3"_s, u"green"_s, u"de"_s, {} }).ok());
        for (int i = 0; i < Games; ++i) {
            QJsonObject record = SyntheticGame::header();
            QJsonArray players = record.value(u"players"_s).toArray();
            for (qsizetype seat = 0; seat < players.size(); ++seat) {
                QJsonObject player = players.at(seat).toObject();
                player.insert(u"name"_s, QString(player.value(u"name"_s).toString() + u' ' + QString::number(i)));
                players[seat] = player;
            }
            record.insert(u"players"_s, players);
            record.insert(u"events"_s, SyntheticGame::events(30 + 3 * (i % 4)));
            const ml::Result<qint64> imported = library.importRecord(QJsonDocument(record).toJson());
            QVERIFY(imported.ok());
            originals.insert(players.at(0).toObject().value(u"name"_s).toString(), record);
            identities.insert(players.at(0).toObject().value(u"name"_s).toString(),
                              library.game(imported.value()).value());
        }
    }
    QList<int> leaves;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"openfile-test-pages"_s);
        db.setDatabaseName(libraryPath());
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY pageno"_s));
        while (query.next())
            leaves.append(query.value(0).toInt());
        QVERIFY(query.exec(u"PRAGMA page_size"_s) && query.next());
        const int pageSize = query.value(0).toInt();
        query.finish();
        db.close();
        QVERIFY2(leaves.size() > 10, "the events should span many pages");
        QFile file(libraryPath());
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(qint64(leaves.at(leaves.size() / 2) - 1) * pageSize));
        QCOMPARE(file.write(QByteArray(pageSize, '\0')), qint64(pageSize));
    }
    QSqlDatabase::removeDatabase(u"openfile-test-pages"_s);

    ml::GameLibrary library(libraryPath());
    const ml::Status damaged = library.open();
    QCOMPARE(damaged.error().code, ml::StoreError::Code::Damaged);
    const QString moved = damaged.error().path;
    QVERIFY(QFileInfo::exists(moved));
    const QByteArray damagedBytes = StoreTestData::fileBytes(moved);
    QVERIFY(library.open().ok());

    const ml::Result<ml::GameLibrary::Recovery> recovery = library.recoverFrom(moved);
    QVERIFY2(recovery.ok(), qPrintable(recovery.message()));
    QCOMPARE(recovery.value().path, moved);
    QVERIFY(recovery.value().complete);
    QCOMPARE(recovery.value().recovered + recovery.value().lost, Games);
    QVERIFY2(recovery.value().lost >= 1 && recovery.value().lost <= 3,
             qPrintable(QString::number(recovery.value().lost)));

    // Each game that came back is the one that was stored, event for event, and replays.
    const auto games = library.games();
    QVERIFY(games.ok());
    QCOMPARE(games.value().size(), recovery.value().recovered);
    for (const ml::GameSummary &game : games.value()) {
        QVERIFY(game.problem.isEmpty());
        const ml::Result<QByteArray> exported = library.exportRecord(game.id);
        QVERIFY(exported.ok());
        const QJsonObject record = QJsonDocument::fromJson(exported.value()).object();
        const QString name = record.value(u"players"_s).toArray().at(0).toObject().value(u"name"_s).toString();
        QVERIFY2(originals.contains(name), qPrintable(name));
        QCOMPARE(record.value(u"events"_s), originals.value(name).value(u"events"_s));
        QCOMPARE(record.value(u"players"_s), originals.value(name).value(u"players"_s));
        // The same game: its UUID and start come back with it.
        QCOMPARE(game.uuid, identities.value(name).uuid);
        QCOMPARE(game.createdAt, identities.value(name).createdAt);
    }
    // The profiles come back with what the records do not hold, and the damaged file is only read.
    const ml::Result<ml::Profile> profile = library.profileByName(u"Ana 3"_s);
    QVERIFY(profile.ok());
    QCOMPARE(profile.value().language, u"de"_s);
    QCOMPARE(StoreTestData::fileBytes(moved), damagedBytes);
}

void TestOpenFile::checkedWholeUnlessClosedWholeAndUnchanged()
{
    // Reading every page costs time in proportion to the library: a file this program closed whole and nobody changed
    // since is not read again; any other is.
    QVERIFY(makeLibrary());
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(!library.checkedWhole());
    {
        ml::Result<ml::GameLog> opened = library.openGame(1);
        QVERIFY(opened.ok());
        ml::GameLog log = opened.value();
        QVERIFY(log.undo().ok());
    }
    library.close();
    QVERIFY(library.open().ok());
    QVERIFY2(!library.checkedWhole(), "changed by this program, then closed whole");

    // Open and written in another window: its -wal holds that change, so this opening checks.
    {
        ml::GameLog log = library.openGame(1).value();
        QVERIFY(log.redo().ok());
    }
    ml::GameLibrary other(libraryPath());
    QVERIFY(other.open().ok());
    QVERIFY(other.checkedWhole());
    other.close();
    library.close();

    // Written by another program: the file is not as this program left it.
    QVERIFY(library.open().ok());
    library.close();
    QVERIFY(runRawSql(libraryPath(), { u"UPDATE games SET touched_at = 'x' WHERE id = 1"_s }));
    QVERIFY(library.open().ok());
    QVERIFY(library.checkedWhole());
    library.close();

    // A new library is checked (there is nothing to read yet), and so is a file that was never closed here.
    ml::GameLibrary fresh(m_dir->filePath(u"fresh.sqlite"_s));
    QVERIFY(fresh.open().ok());
    QVERIFY(fresh.checkedWhole());
}

QTEST_GUILESS_MAIN(TestOpenFile)
#include "tst_openfile.moc"
