// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Backing up a whole library while another program writes to it, and restoring a backup: in one transaction, into a
// library another connection holds open, from an older schema; files that are not backups are refused untouched.

#include "gamelibrary.h"
#include "rawsql.h"
#include "recordfile.h"
#include "schemaversion1.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <algorithm>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Every game's exported record, by id: what a library holds, to compare two of them.
QMap<qint64, QByteArray> records(const ml::GameLibrary &library)
{
    QMap<qint64, QByteArray> result;
    const QList<ml::GameSummary> games = library.games().value();
    for (const ml::GameSummary &game : games)
        result.insert(game.id, library.exportRecord(game.id).value());
    return result;
}

} // namespace

class TestBackup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void backupWhileAnotherProgramWrites();
    void backupIsRefusedOverTheLibrary();
    void restoreReplacesTheLibrary();
    void restoreIntoALibraryInUse();
    void restoreKeepsTheNamesOfFeatures();
    void restoreFromAnOlderSchema();
    void refusedRestoreChangesNothing_data();
    void refusedRestoreChangesNothing();

private:
    [[nodiscard]] QString path(const QString &name) const { return m_dir->filePath(name); }
    [[nodiscard]] QString libraryPath() const { return path(u"library.sqlite"_s); }
    /** @brief Imports base-city-tie and base-final-scoring and names the library "Table 3". */
    [[nodiscard]] bool fill(ml::GameLibrary &library) const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestBackup::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestBackup::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

bool TestBackup::fill(ml::GameLibrary &library) const
{
    return library.importRecord(StoreTestData::exampleBytes(u"base-city-tie"_s)).ok()
        && library.importRecord(StoreTestData::exampleBytes(u"base-final-scoring"_s)).ok()
        && library.setName(u"Table 3"_s).ok();
}

void TestBackup::backupWhileAnotherProgramWrites()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    // The writer takes the game in progress touched last, and once it is finished the next one: the city tie's game,
    // still in progress, is ended first (green's road of 2 tiles), so that the games from before stay as they are.
    const QList<ml::GameSummary> imported = library.games().value();
    for (const ml::GameSummary &game : imported) {
        if (game.finished)
            continue;
        ml::GameLog log = library.openGame(game.id).value();
        const QJsonObject road { { u"tiles"_s, 2 } };
        const auto ended = log.append({ { u"type"_s, u"end"_s }, { u"values"_s, QJsonObject { { u"rd"_s, road } } } });
        QVERIFY2(ended.ok(), qPrintable(ended.error().message));
    }
    QVERIFY(std::ranges::all_of(library.games().value(), &ml::GameSummary::finished));
    const QMap<qint64, QByteArray> before = records(library);
    // The game in progress, which the writer takes.
    const qint64 written = library.createGame(SyntheticGame::players()).value();

    // Another program appends to a game of its own, commit after commit, while the backups are taken.
    QProcess writer;
    writer.start(QStringLiteral(MEEPLE_CRASH_WRITER), { u"append"_s, libraryPath(), u"60"_s, u"7"_s });
    QVERIFY(writer.waitForStarted());
    QVERIFY(writer.waitForReadyRead(30000));
    int lastEvents = -1;
    int grew = 0;
    for (int i = 0; i < 6; ++i) {
        // At least one more acknowledged commit between two backups.
        writer.readAllStandardOutput();
        QVERIFY(writer.waitForReadyRead(30000));
        const QString copy = path(u"backup-%1.sqlite"_s.arg(i));
        const ml::Status copied = library.backUp(copy);
        QVERIFY2(copied.ok(), qPrintable(copied.message()));
        QVERIFY(!QFileInfo::exists(copy + u"-wal"_s));
        // The copy is a whole library at one commit: it opens (checked page by page), every game replays to its
        // summary, and it holds the games that were there before it began.
        ml::GameLibrary backup(copy);
        const ml::Status opened = backup.open();
        QVERIFY2(opened.ok(), qPrintable(opened.message()));
        QVERIFY(backup.checkedWhole());
        QCOMPARE(backup.identity().value().deviceId, library.identity().value().deviceId);
        QCOMPARE(backup.identity().value().name, u"Table 3"_s);
        const QList<ml::GameSummary> games = backup.games().value();
        QVERIFY(games.size() >= 3); // the writer starts another game once its game is finished
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(backup.exportRecord(it.key()).value(), it.value());
        // What the writer made so far: its game's events, and those of the games it starts once one is finished (a
        // loaded machine may let it finish several between two backups). Every commit adds to it.
        int writtenSoFar = 0;
        for (const ml::GameSummary &game : games) {
            const ml::GameLog log = backup.openGame(game.id).value();
            QCOMPARE(log.eventCount(), game.eventCount);
            const QJsonObject scores = log.state().value(u"scores"_s).toObject();
            for (const ml::GamePlayer &player : game.players)
                QCOMPARE(player.score, scores.value(player.id).toInt());
            if (game.id >= written)
                writtenSoFar += game.eventCount + 1;
        }
        grew += writtenSoFar > lastEvents ? 1 : 0;
        QVERIFY(writtenSoFar >= lastEvents);
        lastEvents = writtenSoFar;
    }
    writer.kill();
    QVERIFY(writer.waitForFinished());
    // The writer did write between the backups: they are snapshots of a library that was changing.
    // A commit printed just after a backup may have been in it: one backup may show nothing new.
    QVERIFY2(grew >= 5, qPrintable(QString::number(grew)));
    QVERIFY(lastEvents > 0);
}

void TestBackup::backupIsRefusedOverTheLibrary()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    QCOMPARE(library.backUp(libraryPath()).error().code, ml::StoreError::Code::InvalidInput);
    const ml::Status nowhere = library.backUp(path(u"missing/folder/backup.sqlite"_s));
    QCOMPARE(nowhere.error().code, ml::StoreError::Code::Io);
    QVERIFY2(nowhere.message().contains(u"backup.sqlite"_s), qPrintable(nowhere.message()));
    QCOMPARE(library.games().value().size(), 2);
    // An older backup at that name is replaced by a whole new one.
    const QString copy = path(u"backup.sqlite"_s);
    QVERIFY(library.backUp(copy).ok());
    QVERIFY(library.importRecord(StoreTestData::exampleBytes(u"robbers-steal"_s)).ok());
    QVERIFY(library.backUp(copy).ok());
    ml::GameLibrary backup(copy);
    QVERIFY(backup.open().ok());
    QCOMPARE(backup.games().value().size(), 3);
    backup.close();
    QCOMPARE(QDir(m_dir->path()).entryList({ u"backup.sqlite*"_s }, QDir::Files), QStringList { u"backup.sqlite"_s });
}

void TestBackup::restoreReplacesTheLibrary()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    const QMap<qint64, QByteArray> saved = records(library);
    const ml::GameLibrary::Identity identity = library.identity().value();
    const QList<ml::Profile> profiles = library.profiles().value();
    const QString copy = path(u"backup.sqlite"_s);
    QVERIFY(library.backUp(copy).ok());

    // Changed after the backup: a game added, one deleted, the library renamed.
    QVERIFY(library.importRecord(StoreTestData::exampleBytes(u"robbers-steal"_s)).ok());
    QVERIFY(library.deleteGame(saved.firstKey()).ok());
    QVERIFY(library.setName(u"Other"_s).ok());
    const ml::Status restored = library.restore(copy);
    QVERIFY2(restored.ok(), qPrintable(restored.message()));
    QCOMPARE(records(library), saved);
    QCOMPARE(library.identity().value().deviceId, identity.deviceId);
    QCOMPARE(library.identity().value().name, u"Table 3"_s);
    QCOMPARE(library.profiles().value().size(), profiles.size());
    QCOMPARE(library.profiles().value().first().uuid, profiles.first().uuid);
    // No id a game had before the restore is given again.
    QCOMPARE(library.createGame(SyntheticGame::players()).value(), 4);
    // Nothing of the restore is left beside the library.
    QCOMPARE(QDir(m_dir->path()).entryList({ u"library.sqlite.*"_s }, QDir::Files), QStringList());
}

void TestBackup::restoreKeepsTheNamesOfFeatures()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const ml::Result<qint64> imported = library.importRecord(StoreTestData::exampleBytes(u"base-city-tie"_s));
    QVERIFY(imported.ok());
    const auto name = [&](const QString &given) {
        ml::Result<ml::GameLog> opened = library.openGame(imported.value());
        if (!opened.ok())
            return false;
        ml::GameLog log = std::move(opened).value();
        return log.nameFeature(log.table().features.value(u"rd"_s).order, u"rd"_s, given).ok();
    };
    const auto named = [&] {
        const ml::Result<ml::GameLog> log = library.openGame(imported.value());
        return log.ok()
            ? log.value().featureNames().value().value(log.value().table().features.value(u"rd"_s).order).name
            : QString();
    };
    QVERIFY(name(u"the long road"_s));
    const QString copy = path(u"named.sqlite"_s);
    QVERIFY(library.backUp(copy).ok());
    QVERIFY(name(QString()));
    QCOMPARE(named(), QString());
    const ml::Status restored = library.restore(copy);
    QVERIFY2(restored.ok(), qPrintable(restored.message()));
    QCOMPARE(named(), u"the long road"_s);
}

void TestBackup::restoreIntoALibraryInUse()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    const QString copy = path(u"backup.sqlite"_s);
    QVERIFY(library.backUp(copy).ok());
    QVERIFY(library.importRecord(StoreTestData::exampleBytes(u"robbers-steal"_s)).ok());

    // Another window holds a game open; the restore goes through SQLite's locks, as any change does.
    ml::GameLibrary window(libraryPath());
    QVERIFY(window.open().ok());
    ml::GameLog open = window.openGame(1).value();
    QVERIFY(library.restore(copy).ok());
    QCOMPARE(window.games().value().size(), 2);
    // The game it held changed under it: its next change is refused and nothing is overwritten.
    const auto appended = open.append({ { u"type"_s, u"turn"_s }, { u"player"_s, u"blue"_s } });
    QCOMPARE(appended.error().code, ml::StoreError::Code::Conflict);
    QVERIFY(open.reload().ok());
    QCOMPARE(open.record(), StoreTestData::example(u"base-city-tie"_s));
    window.close();
    library.close();
    // Opened again, the file is whole.
    ml::GameLibrary again(libraryPath());
    QVERIFY(again.open().ok());
    QCOMPARE(again.games().value().size(), 2);
}

void TestBackup::restoreFromAnOlderSchema()
{
    const QString old = path(u"old.sqlite"_s);
    const QJsonObject record = StoreTestData::example(u"base-final-scoring"_s);
    QStringList statements = schemaVersion1Sql();
    statements << u"INSERT INTO games (id, header, created_at, updated_at) VALUES (1, '%1', "
                  u"'2024-03-01T19:00:00.000Z', '2024-03-01T19:00:00.000Z')"_s.arg(
                      QString::fromUtf8(ml::RecordFile::compact(ml::RecordFile::header(record))));
    const QJsonArray events = record.value(u"events"_s).toArray();
    for (qsizetype i = 0; i < events.size(); ++i)
        statements << u"INSERT INTO events (game_id, seq, payload) VALUES (1, %1, '%2')"_s.arg(i).arg(
            QString::fromUtf8(ml::RecordFile::compact(events.at(i).toObject())));
    QVERIFY(runRawSql(old, statements));
    const QByteArray oldBytes = StoreTestData::fileBytes(old);

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    const ml::Status restored = library.restore(old);
    QVERIFY2(restored.ok(), qPrintable(restored.message()));
    const QList<ml::GameSummary> games = library.games().value();
    QCOMPARE(games.size(), 1);
    QCOMPARE(library.openGame(1).value().record(), record);
    QCOMPARE(games.first().createdAt, QDateTime(QDate(2024, 3, 1), QTime(19, 0), Qt::UTC));
    QVERIFY(!games.first().uuid.isEmpty());
    QVERIFY(games.first().finished);
    // The backup is only read.
    QCOMPARE(StoreTestData::fileBytes(old), oldBytes);
    QCOMPARE(QDir(m_dir->path()).entryList({ u"library.sqlite.*"_s, u"old.sqlite.*"_s }, QDir::Files), QStringList());
}

void TestBackup::refusedRestoreChangesNothing_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::addRow("missing") << u"missing"_s << u"there is no such file"_s;
    QTest::addRow("text") << u"text"_s << u"not a Meeple Ledger library"_s;
    QTest::addRow("another program's database") << u"foreign"_s << u"not a Meeple Ledger library"_s;
    QTest::addRow("newer schema") << u"newer"_s << u"newer version of Meeple Ledger (library schema 99"_s;
    QTest::addRow("damaged") << u"damaged"_s << u"damaged"_s;
}

void TestBackup::refusedRestoreChangesNothing()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(fill(library));
    const QMap<qint64, QByteArray> before = records(library);
    const QString source = path(u"source.sqlite"_s);
    if (kind == u"text"_s) {
        QVERIFY(StoreTestData::writeFile(source, "{ \"format\": \"meeple-ledger/1\" }"));
    } else if (kind == u"foreign"_s) {
        QVERIFY(runRawSql(source, { u"CREATE TABLE notes (text TEXT)"_s, u"INSERT INTO notes VALUES ('hello')"_s }));
    } else if (kind == u"newer"_s) {
        QVERIFY(library.backUp(source).ok());
        QVERIFY(runRawSql(source, { u"PRAGMA user_version = 99"_s }));
    } else if (kind == u"damaged"_s) {
        // A backup whose pages after the first are overwritten.
        QVERIFY(library.backUp(source).ok());
        QByteArray bytes = StoreTestData::fileBytes(source);
        QVERIFY(bytes.size() > 8192);
        for (qsizetype i = 4096; i < bytes.size(); ++i)
            bytes[i] = char(0xA5);
        QVERIFY(StoreTestData::writeFile(source, bytes));
    }
    const QByteArray sourceBytes = StoreTestData::fileBytes(source);

    const ml::Status restored = library.restore(source);
    QVERIFY(!restored.ok());
    QCOMPARE(restored.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY2(restored.message().contains(reason), qPrintable(restored.message()));
    QVERIFY2(restored.message().contains(source), qPrintable(restored.message()));
    QVERIFY(restored.message().contains(u"Nothing was changed"_s));
    QCOMPARE(records(library), before);
    QCOMPARE(library.identity().value().name, u"Table 3"_s);
    QCOMPARE(StoreTestData::fileBytes(source), sourceBytes);
    QCOMPARE(QDir(m_dir->path()).entryList({ u"library.sqlite.*"_s }, QDir::Files), QStringList());
}

QTEST_GUILESS_MAIN(TestBackup)
#include "tst_backup.moc"
