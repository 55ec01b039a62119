// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Undo from the log's snapshots: after every undo, redo, append and reopen, the log's state is exactly the replay of
// the events in effect, across snapshot boundaries, and the log keeps at most one snapshot per SnapshotInterval events.

#include "gamelibrary.h"
#include "recordgenerator.h"
#include "replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int Interval = ml::GameLog::SnapshotInterval;

/** A generated game with all five expansions, cut to @p events events (a game in progress). */
QJsonObject generatedGame(int events)
{
    RecordGenerator::Options options;
    options.seed = 7;
    options.players = 4;
    options.finish = false;
    options.turns = events / 2;
    QJsonObject record = RecordGenerator::generate(options);
    QJsonArray all = record.value(u"events"_s).toArray();
    if (all.size() < events)
        qFatal("the generated game has only %lld events", qlonglong(all.size()));
    while (all.size() > events)
        all.removeLast();
    record.insert(u"events"_s, all);
    return record;
}

/** @p record with its first @p count events. */
QJsonObject prefix(const QJsonObject &record, int count)
{
    const QJsonArray all = record.value(u"events"_s).toArray();
    QJsonArray events;
    for (int i = 0; i < count; ++i)
        events.append(all.at(i));
    QJsonObject out = record;
    out.insert(u"events"_s, events);
    return out;
}

/** The most snapshots a log with @p events events in effect may hold: the empty table and one per full interval. */
int maxSnapshots(int events)
{
    return events / Interval + 1;
}

} // namespace

class TestUndoSnapshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void undoEveryEventMatchesReplay();
    void redoEveryEventMatchesReplay();
    void appendAfterUndoPastSnapshot();
    void reopenInTheMiddle();
    void copiesAreIndependent();

private:
    /** Compares the log's state with ml::replay() of the first @p count events of @p record. */
    void verifyState(const ml::GameLog &log, int count, const QJsonObject &record);

    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<ml::GameLibrary> m_library;
    QJsonObject m_record;
    qint64 m_gameId = 0;
};

void TestUndoSnapshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Three full intervals and a part of the fourth.
    m_record = generatedGame(3 * Interval + 20);
    QVERIFY(ml::replay(m_record).ok);
}

void TestUndoSnapshots::init()
{
    m_folder = std::make_unique<QTemporaryDir>();
    QVERIFY(m_folder->isValid());
    m_library = std::make_unique<ml::GameLibrary>(m_folder->filePath(u"library.sqlite"_s));
    QVERIFY(m_library->open().ok());
    const auto imported = m_library->importRecord(QJsonDocument(m_record).toJson());
    QVERIFY2(imported.ok(), qPrintable(imported.message()));
    m_gameId = imported.value();
}

void TestUndoSnapshots::cleanup()
{
    m_library.reset();
    m_folder.reset();
}

void TestUndoSnapshots::verifyState(const ml::GameLog &log, int count, const QJsonObject &record)
{
    QCOMPARE(log.eventCount(), count);
    const ml::ReplayOutcome expected = ml::replay(prefix(record, count));
    QVERIFY2(expected.ok, qPrintable(expected.error.message()));
    QVERIFY2(log.outcome().ok, qPrintable(log.outcome().error.message()));
    const QJsonObject expectedOutput = expected.output;
    if (log.state() != expectedOutput)
        QFAIL(qPrintable(u"the state after %1 events differs from the replay of those events"_s.arg(count)));
    QVERIFY(log.snapshotCount() >= 1);
    QVERIFY(log.snapshotCount() <= maxSnapshots(count));
}

void TestUndoSnapshots::undoEveryEventMatchesReplay()
{
    auto opened = m_library->openGame(m_gameId);
    QVERIFY(opened.ok());
    ml::GameLog log = std::move(opened).value();
    const int total = log.eventCount();
    verifyState(log, total, m_record);
    // Opening replays the game once and keeps the snapshot below its last event only.
    QCOMPARE(log.snapshotCount(), 1);
    // Down to the empty game: every distance from a snapshot, and every snapshot boundary crossed.
    for (int count = total - 1; count >= 0; --count) {
        const auto undone = log.undo();
        QVERIFY2(undone.ok(), qPrintable(undone.message()));
        QCOMPARE(QJsonValue(undone.value()), m_record.value(u"events"_s).toArray().at(count));
        verifyState(log, count, m_record);
    }
    QCOMPARE(log.undo().error().code, ml::StoreError::Code::NothingToUndo);
    QCOMPARE(log.snapshotCount(), 1);
    // Forward again: every boundary passed keeps its snapshot.
    while (log.canRedo())
        QVERIFY(log.redo().ok());
    verifyState(log, total, m_record);
    QCOMPARE(log.snapshotCount(), maxSnapshots(total));
}

void TestUndoSnapshots::redoEveryEventMatchesReplay()
{
    ml::GameLog log = m_library->openGame(m_gameId).value();
    const int total = log.eventCount();
    for (int i = 0; i < 2 * Interval + 5; ++i)
        QVERIFY(log.undo().ok());
    // Back and forth around the snapshots, then all the way forward.
    for (int count = log.eventCount() + 1; count <= total; ++count) {
        const auto redone = log.redo();
        QVERIFY2(redone.ok(), qPrintable(redone.message()));
        verifyState(log, count, m_record);
        if (count % Interval == 0) {
            QVERIFY(log.undo().ok());
            verifyState(log, count - 1, m_record);
            QVERIFY(log.redo().ok());
            verifyState(log, count, m_record);
        }
    }
    QCOMPARE(log.redo().error().code, ml::StoreError::Code::NothingToRedo);
}

void TestUndoSnapshots::appendAfterUndoPastSnapshot()
{
    ml::GameLog log = m_library->openGame(m_gameId).value();
    // Undo past the snapshot at 2 × Interval, then append other events there: the snapshots dropped by the undo must
    // not come back with the old events in them.
    const int target = 2 * Interval - 3;
    while (log.eventCount() > target)
        QVERIFY(log.undo().ok());
    QVERIFY(log.snapshotCount() <= maxSnapshots(target));
    QJsonObject record = prefix(m_record, target);
    QJsonArray events = record.value(u"events"_s).toArray();
    const QString player = m_record.value(u"players"_s).toArray().at(0).toObject().value(u"id"_s).toString();
    for (int i = 0; i < 6; ++i) {
        const QJsonObject adjust { { u"type"_s, u"adjust"_s },
                                   { u"player"_s, player },
                                   { u"points"_s, i + 1 },
                                   { u"reason"_s, u"a correction"_s } };
        const auto appended = log.append(adjust);
        QVERIFY2(appended.ok(), qPrintable(appended.message()));
        events.append(adjust);
    }
    QCOMPARE(log.redoCount(), 0);
    record.insert(u"events"_s, events);
    verifyState(log, target + 6, record);
    // Back over the new snapshot boundary and forward again.
    for (int count = target + 5; count >= target - 2; --count) {
        QVERIFY(log.undo().ok());
        verifyState(log, count, record);
    }
    while (log.canRedo())
        QVERIFY(log.redo().ok());
    verifyState(log, target + 6, record);
    // The library holds the same game.
    ml::GameLog reread = m_library->openGame(m_gameId).value();
    verifyState(reread, target + 6, record);
}

void TestUndoSnapshots::reopenInTheMiddle()
{
    int count = 0;
    {
        ml::GameLog log = m_library->openGame(m_gameId).value();
        for (int i = 0; i < Interval + 10; ++i)
            QVERIFY(log.undo().ok());
        count = log.eventCount();
    }
    m_library->close();
    m_library = std::make_unique<ml::GameLibrary>(m_folder->filePath(u"library.sqlite"_s));
    QVERIFY(m_library->open().ok());
    ml::GameLog log = m_library->openGame(m_gameId).value();
    verifyState(log, count, m_record);
    QCOMPARE(log.redoCount(), Interval + 10);
    // The reopened log undoes across its snapshots as well as the one that made them.
    for (int i = 0; i < Interval + 2; ++i) {
        QVERIFY(log.undo().ok());
        verifyState(log, --count, m_record);
    }
    while (log.canRedo()) {
        QVERIFY(log.redo().ok());
        verifyState(log, ++count, m_record);
    }
}

void TestUndoSnapshots::copiesAreIndependent()
{
    ml::GameLog log = m_library->openGame(m_gameId).value();
    const ml::GameLog copy = log;
    const int total = log.eventCount();
    for (int i = 0; i < Interval + 1; ++i)
        QVERIFY(log.undo().ok());
    // The copy still shows the whole game; the undos went to the library, so it is stale until reloaded.
    verifyState(copy, total, m_record);
    ml::GameLog reloaded = copy;
    QVERIFY(reloaded.reload().ok());
    verifyState(reloaded, total - Interval - 1, m_record);
}

QTEST_GUILESS_MAIN(TestUndoSnapshots)
#include "tst_undosnapshots.moc"
