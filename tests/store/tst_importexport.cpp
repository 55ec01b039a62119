// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Import and export of `meeple-ledger/1` record files: an export is exactly what the command-line tool
// reads and replays to the same output; a bad file is refused with the engine's error and stores nothing.

#include "gamelibrary.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "replay.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestImportExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void exportReplaysToTheSameOutput_data();
    void exportReplaysToTheSameOutput();
    void exportLeavesRedoHistoryOut();
    void commandLineToolReadsTheExport();
    void badFileIsRefused_data();
    void badFileIsRefused();
    void missingFilesAreNamed();
    void tooLargeRecordsAreRefused();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestImportExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestImportExport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestImportExport::exportReplaysToTheSameOutput_data()
{
    QTest::addColumn<QString>("example");
    for (const QString &name : StoreTestData::validExamples())
        QTest::addRow("%s", qPrintable(name)) << name;
}

void TestImportExport::exportReplaysToTheSameOutput()
{
    QFETCH(QString, example);
    const QByteArray original = StoreTestData::exampleBytes(example);
    const ml::ReplayOutcome expected = ml::replay(original);
    QVERIFY(expected.ok);

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto imported = library.importFile(StoreTestData::examplesDir() + u'/' + example + u".json"_s);
    QVERIFY2(imported.ok(), qPrintable(imported.message()));
    const auto log = library.openGame(imported.value());
    QCOMPARE(log.value().state(), expected.output);

    const QString file = m_dir->filePath(example + u".json"_s);
    QVERIFY(library.exportFile(imported.value(), file).ok());
    const QByteArray exported = StoreTestData::fileBytes(file);
    QCOMPARE(exported, library.exportRecord(imported.value()).value());
    const QJsonObject exportedRecord = QJsonDocument::fromJson(exported).object();
    QCOMPARE(StoreTestData::withoutGame(exportedRecord), QJsonDocument::fromJson(original).object());
    // The record carries who the game is: the id the library gave it and when it was imported.
    const ml::GameSummary summary = library.game(imported.value()).value();
    QCOMPARE(exportedRecord[u"game"_s][u"id"_s].toString(), summary.uuid);
    QVERIFY(!QUuid::fromString(summary.uuid).isNull());
    QCOMPARE(QDateTime::fromString(exportedRecord[u"game"_s][u"created"_s].toString(), Qt::ISODateWithMs),
             summary.createdAt);
    const ml::ReplayOutcome replayed = ml::replay(exported);
    QVERIFY2(replayed.ok, qPrintable(replayed.error.message()));
    QCOMPARE(replayed.output, expected.output);
}

void TestImportExport::exportLeavesRedoHistoryOut()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = library.createGame(SyntheticGame::players()).value();
    ml::GameLog log = library.openGame(gameId).value();
    for (int i = 0; i < 6; ++i)
        QVERIFY(log.append(SyntheticGame::event(i)).ok());
    QVERIFY(log.undo().ok());
    const QJsonObject exported = QJsonDocument::fromJson(library.exportRecord(gameId).value()).object();
    QCOMPARE(exported.value(u"events"_s).toArray(), SyntheticGame::events(5));
    QCOMPARE(exported.value(u"players"_s), SyntheticGame::header().value(u"players"_s));
    QCOMPARE(library.exportRecord(77).error().code, ml::StoreError::Code::NotFound);
}

void TestImportExport::commandLineToolReadsTheExport()
{
#ifndef MEEPLE_CLI
    QFAIL("the test needs the command-line tool, which is not part of this build");
#else
    QVERIFY2(QFileInfo::exists(QStringLiteral(MEEPLE_CLI)), "the test needs the command-line tool, not built");
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto imported = library.importRecord(StoreTestData::exampleBytes(u"robbers-steal"_s));
    QVERIFY(imported.ok());
    const QString file = m_dir->filePath(u"export.json"_s);
    QVERIFY(library.exportFile(imported.value(), file).ok());

    QProcess cli;
    cli.start(QStringLiteral(MEEPLE_CLI), { u"replay"_s, file });
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject printed = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(printed, ml::replay(StoreTestData::exampleBytes(u"robbers-steal"_s)).output);
#endif
}

void TestImportExport::badFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addRow("turn out of order") << StoreTestData::exampleBytes(u"error-turn-order"_s);
    QTest::addRow("ghost on a guard") << StoreTestData::exampleBytes(u"error-ghost-on-guard"_s);
    QTest::addRow("not JSON") << QByteArray("{\"format\": \"meeple-ledger/1\", \"players\": [");
    QTest::addRow("a JSON array") << QByteArray("[1, 2, 3]");
    QTest::addRow("another format") << QByteArray(R"({"format": "other/2", "players": [], "events": []})");
    QTest::addRow("empty file") << QByteArray();
    // Before the strict reader: the second key won, and the game was imported with 0 events.
    QTest::addRow("a second events key") << [] {
        QByteArray bytes = StoreTestData::exampleBytes(u"base-city-tie"_s).trimmed();
        bytes.chop(1);
        return QByteArray(bytes + ", \"events\": []}");
    }();
    // Before: stored as "\U00010041na"; and a raw NUL cut the name to "A".
    QTest::addRow("a lone surrogate") << QByteArray(R"({"format": "meeple-ledger/1", "players": [{"id": "a", "name": )"
                                                    R"("\ud800Ana"}, {"id": "b", "name": "B"}], "events": []})");
    QTest::addRow("a NUL byte") << QByteArray(R"({"format": "meeple-ledger/1", "players": [{"id": "a", "name": "A)"
                                              "\0"
                                              R"(na"}, {"id": "b", "name": "B"}], "events": []})",
                                              111);
    QTest::addRow("nested too deep") << QByteArray(R"({"format": "meeple-ledger/1", "x": )") + QByteArray(70, '[')
            + QByteArray(70, ']') + "}";
}

void TestImportExport::badFileIsRefused()
{
    QFETCH(QByteArray, bytes);
    const ml::ReplayOutcome engine = ml::replay(bytes);
    QVERIFY(!engine.ok);

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(library.importRecord(StoreTestData::exampleBytes(u"base-city-tie"_s)).ok());
    const auto gamesBefore = library.games().value().size();
    const auto profilesBefore = library.profiles().value().size();

    const auto refused = library.importRecord(bytes);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().code, ml::StoreError::Code::Refused);
    QCOMPARE(refused.message(), ml::refusalLine(engine.error));
    QCOMPARE(refused.error().replayError.event, engine.error.event);

    const QString file = m_dir->filePath(u"bad.json"_s);
    QVERIFY(StoreTestData::writeFile(file, bytes));
    const auto refusedFile = library.importFile(file);
    QCOMPARE(refusedFile.error().code, ml::StoreError::Code::Refused);
    QVERIFY(refusedFile.message().contains(ml::refusalPlace(engine.error)));
    QVERIFY(refusedFile.message().contains(u"bad.json"_s));

    QCOMPARE(library.games().value().size(), gamesBefore);
    QCOMPARE(library.profiles().value().size(), profilesBefore);
}

void TestImportExport::missingFilesAreNamed()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const QString missing = m_dir->filePath(u"nowhere/game.json"_s);
    const auto imported = library.importFile(missing);
    QCOMPARE(imported.error().code, ml::StoreError::Code::Io);
    QVERIFY(imported.message().contains(missing));
    const qint64 gameId = library.importRecord(StoreTestData::exampleBytes(u"base-city-tie"_s)).value();
    const auto exported = library.exportFile(gameId, missing);
    QCOMPARE(exported.error().code, ml::StoreError::Code::Io);
    QVERIFY(exported.message().contains(missing));
}

void TestImportExport::tooLargeRecordsAreRefused()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    // Valid JSON a byte past the bound: refused for its size alone, before it is parsed.
    QByteArray bytes = R"({"format": "meeple-ledger/1", "x": ")";
    bytes += QByteArray(ml::RecordJson::MaxBytes - bytes.size() - 1, 'x') + "\"}";
    QCOMPARE(bytes.size(), ml::RecordJson::MaxBytes + 1);
    const auto refused = library.importRecord(bytes);
    QCOMPARE(refused.error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(refused.message(), u"The record is larger than 16 MiB, the most a game record can be."_s);

    const QString file = m_dir->filePath(u"big.json"_s);
    QVERIFY(StoreTestData::writeFile(file, bytes));
    const auto refusedFile = library.importFile(file);
    QCOMPARE(refusedFile.error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(refusedFile.message(), file + u" is larger than 16 MiB, the most a game record can be."_s);
    // A file with no size to check first (a device that never ends) is read only to the bound.
    const auto zero = library.importFile(u"/dev/zero"_s);
    QCOMPARE(zero.error().code, ml::StoreError::Code::InvalidInput);
    QCOMPARE(library.games().value().size(), 0);
}

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_importexport.moc"
