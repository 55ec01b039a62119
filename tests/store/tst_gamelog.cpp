// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The event store: appends are validated by the engine and survive a reopen; undo and redo, with their
// history, survive a restart; a refused event stores nothing.

#include "gamelibrary.h"
#include "recordfile.h"
#include "refusaltext.h"
#include "replay.h"
#include "schema.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestGameLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void eventRoundTrip_data();
    void eventRoundTrip();
    void changeNamesWhatDiffers_data();
    void changeNamesWhatDiffers();
    void refusedEventStoresNothing();
    void undoRedoAcrossReopen();
    void undoAndRedoRefusedCleanly();
    void newEventClearsRedoHistory();
    void conflictingWindowsAreDetected();
    void closedLibraryRefusesChanges();
    void resumeFindsTheGameTouchedLast();
    void summariesListPlayersAndResults();
    void deleteGameRemovesItsEvents();
    void deletedIdsAreNeverGivenAgain();
    void defaultPathIsCreatedOnFirstRun();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    [[nodiscard]] qint64 createSynthetic(ml::GameLibrary &library, int events) const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestGameLog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestGameLog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

qint64 TestGameLog::createSynthetic(ml::GameLibrary &library, int events) const
{
    const auto created = library.createGame(SyntheticGame::players());
    if (!created.ok())
        return 0;
    auto log = library.openGame(created.value());
    if (!log.ok())
        return 0;
    ml::GameLog game = log.value();
    for (int i = 0; i < events; ++i) {
        if (!game.append(SyntheticGame::event(i)).ok())
            return 0;
    }
    return created.value();
}

void TestGameLog::eventRoundTrip_data()
{
    QTest::addColumn<QString>("example");
    for (const QString &name : StoreTestData::validExamples())
        QTest::addRow("%s", qPrintable(name)) << name;
}

void TestGameLog::eventRoundTrip()
{
    QFETCH(QString, example);
    const QJsonObject record = StoreTestData::example(example);
    const QJsonArray events = record.value(u"events"_s).toArray();
    const ml::ReplayOutcome expected = ml::replay(record);
    QVERIFY2(expected.ok, qPrintable(expected.error.message()));

    qint64 gameId = 0;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY2(library.open().ok(), "open");
        const auto created = library.createGame(StoreTestData::playersOf(record), StoreTestData::expansionsOf(record));
        QVERIFY2(created.ok(), qPrintable(created.message()));
        gameId = created.value();
        auto opened = library.openGame(gameId);
        QVERIFY2(opened.ok(), qPrintable(opened.message()));
        ml::GameLog log = opened.value();
        QCOMPARE(log.header(), ml::RecordFile::header(record));
        for (qsizetype i = 0; i < events.size(); ++i) {
            const auto appended = log.append(events.at(i).toObject());
            QVERIFY2(appended.ok(), qPrintable(appended.message()));
            QCOMPARE(appended.value(), int(i));
            QCOMPARE(log.eventCount(), int(i + 1));
            // The state is always the replay of what is stored so far.
            QCOMPARE(log.state(),
                     ml::replay(ml::RecordFile::compose(log.header(), StoreTestData::first(events, i + 1))).output);
        }
        QCOMPARE(log.record(), record);
    }

    ml::GameLibrary reopened(libraryPath());
    QVERIFY(reopened.open().ok());
    auto opened = reopened.openGame(gameId);
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    QCOMPARE(opened.value().record(), record);
    QVERIFY(opened.value().outcome().ok);
    QCOMPARE(opened.value().state(), expected.output);
    QCOMPARE(opened.value().redoCount(), 0);
}

namespace {

/** The ids whose values differ between @p before and @p after, or that only one of them has. */
template<typename T>
QStringList differingKeys(const QHash<QString, T> &before, const QHash<QString, T> &after)
{
    QSet<QString> ids;
    for (const QString &id : before.keys() + after.keys()) {
        if (before.contains(id) != after.contains(id) || !(before.value(id) == after.value(id)))
            ids.insert(id);
    }
    return QStringList(ids.begin(), ids.end());
}

/** What differs between two tables, found by comparing all of them (the ledger from its first entry). */
ml::TableChange fullComparison(const ml::GameState &before, const ml::GameState &after)
{
    ml::TableChange change;
    qsizetype same = 0;
    while (same < before.ledger.size() && same < after.ledger.size() && before.ledger.at(same) == after.ledger.at(same))
        ++same;
    change.firstLedgerRow = int(same);
    change.ledgerChanged = same != before.ledger.size() || same != after.ledger.size();
    for (int i = 0; i < after.playerCount(); ++i) {
        if (!(before.players.value(i) == after.players.at(i)))
            change.players.append(i);
    }
    change.features = differingKeys(before.features, after.features);
    change.figures = differingKeys(before.figures, after.figures);
    return change;
}

/** The part of @p change the log promises, in a form that compares regardless of order. */
QString described(ml::TableChange change)
{
    std::sort(change.features.begin(), change.features.end());
    std::sort(change.figures.begin(), change.figures.end());
    QStringList players;
    for (int p : change.players)
        players.append(QString::number(p));
    return u"ledger from %1 (%2); players %3; features %4; figures %5"_s.arg(change.firstLedgerRow)
        .arg(change.ledgerChanged ? u"changed"_s : u"same"_s, players.join(u','), change.features.join(u','),
             change.figures.join(u','));
}

} // namespace

void TestGameLog::changeNamesWhatDiffers_data()
{
    eventRoundTrip_data();
}

void TestGameLog::changeNamesWhatDiffers()
{
    // Every append, undo and redo of every example names exactly what a comparison of the whole tables finds.
    QFETCH(QString, example);
    const QJsonObject record = StoreTestData::example(example);
    const QJsonArray events = record.value(u"events"_s).toArray();
    ml::GameLibrary library(libraryPath());
    QVERIFY2(library.open().ok(), "open");
    const auto created = library.createGame(StoreTestData::playersOf(record), StoreTestData::expansionsOf(record));
    QVERIFY2(created.ok(), qPrintable(created.message()));
    auto opened = library.openGame(created.value());
    QVERIFY2(opened.ok(), qPrintable(opened.message()));
    ml::GameLog log = opened.value();
    for (qsizetype i = 0; i < events.size(); ++i) {
        const ml::GameState before = log.table();
        // Trying the event first stores nothing, and says what appending it then does.
        const ml::GameLog::Trial trial = log.tryAppend(events.at(i).toObject());
        QVERIFY(!trial.refusal);
        QCOMPARE(log.eventCount(), int(i));
        ml::TableChange change;
        const auto appended = log.append(events.at(i).toObject(), &change);
        QVERIFY2(appended.ok(), qPrintable(appended.message()));
        const ml::GameState after = log.table();
        QVERIFY(trial.table->ledger == after.ledger);
        QCOMPARE(described(trial.change), described(change));
        QCOMPARE(after.ledger.size(), log.state().value(u"ledger"_s).toArray().size());
        QVERIFY(change.headMoved);
        QCOMPARE(described(change), described(fullComparison(before, after)));
        QCOMPARE(change.turnMoved,
                 before.active != after.active || before.turns != after.turns || before.turnStarted != after.turnStarted
                     || before.actionsThisTurnPart != after.actionsThisTurnPart);

        QVERIFY(log.undo(&change).ok());
        QCOMPARE(described(change), described(fullComparison(after, before)));
        QVERIFY(log.redo(&change).ok());
        QCOMPARE(described(change), described(fullComparison(before, after)));
    }
}

void TestGameLog::refusedEventStoresNothing()
{
    const QJsonObject record = StoreTestData::example(u"base-final-scoring"_s);
    const QJsonArray events = record.value(u"events"_s).toArray();
    qint64 gameId = 0;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        gameId = library.createGame(StoreTestData::playersOf(record)).value();
        ml::GameLog log = library.openGame(gameId).value();
        for (int i = 0; i < 4; ++i)
            QVERIFY(log.append(events.at(i).toObject()).ok());
        QVERIFY(log.append(events.at(4).toObject()).ok());
        QVERIFY(log.undo().ok()); // one event waits for redo: a refused append must keep it

        // Blue's turn again, out of seating order: the engine refuses it.
        const QJsonObject wrong { { u"type"_s, u"turn"_s }, { u"player"_s, u"blue"_s } };
        QJsonArray attempted = StoreTestData::first(events, 4);
        attempted.append(wrong);
        const ml::ReplayOutcome engine = ml::replay(ml::RecordFile::compose(log.header(), attempted));
        QVERIFY(!engine.ok);

        const QJsonObject before = log.state();
        // Trying it refuses it the same way, and keeps the event waiting for redo.
        const ml::GameLog::Trial trial = log.tryAppend(wrong);
        QVERIFY(trial.refusal.has_value());
        QCOMPARE(ml::refusalLine(*trial.refusal), ml::refusalLine(engine.error));
        QVERIFY(!trial.table);
        QCOMPARE(log.redoCount(), 1);
        const auto refused = log.append(wrong);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ml::StoreError::Code::Refused);
        QCOMPARE(refused.message(), ml::refusalLine(engine.error));
        QCOMPARE(refused.error().replayError.event, 4);
        QCOMPARE(log.eventCount(), 4);
        QCOMPARE(log.redoCount(), 1);
        QCOMPARE(log.state(), before);

        // Not an object event, and an unknown type: refused the same way.
        const auto unknown = log.append(QJsonObject { { u"type"_s, u"teleport"_s } });
        QCOMPARE(unknown.error().code, ml::StoreError::Code::Refused);
        QVERIFY(unknown.message().startsWith(u"error: event 4 (teleport)"_s));
    }
    ml::GameLibrary reopened(libraryPath());
    QVERIFY(reopened.open().ok());
    ml::GameLog log = reopened.openGame(gameId).value();
    QCOMPARE(log.events(), StoreTestData::first(events, 4));
    QCOMPARE(log.redoCount(), 1);
}

void TestGameLog::undoRedoAcrossReopen()
{
    qint64 gameId = 0;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        gameId = createSynthetic(library, 9);
        QVERIFY(gameId != 0);
        ml::GameLog log = library.openGame(gameId).value();
        const auto undone = log.undo();
        QVERIFY2(undone.ok(), qPrintable(undone.message()));
        QCOMPARE(undone.value(), SyntheticGame::event(8));
        QVERIFY(log.undo().ok());
        QVERIFY(log.undo().ok());
        QCOMPARE(log.eventCount(), 6);
        QCOMPARE(log.redoCount(), 3);
        QCOMPARE(log.state(), ml::replay(ml::RecordFile::compose(log.header(), SyntheticGame::events(6))).output);
    }
    {
        // The restart keeps both the undo and the redo history.
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        ml::GameLog log = library.openGame(gameId).value();
        QCOMPARE(log.events(), SyntheticGame::events(6));
        QCOMPARE(log.redoCount(), 3);
        const auto redone = log.redo();
        QVERIFY2(redone.ok(), qPrintable(redone.message()));
        QCOMPARE(redone.value(), SyntheticGame::event(6));
        QCOMPARE(log.eventCount(), 7);
        QCOMPARE(log.redoCount(), 2);
        QCOMPARE(log.state(), ml::replay(log.record()).output);
    }
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        ml::GameLog log = library.openGame(gameId).value();
        QCOMPARE(log.eventCount(), 7);
        QCOMPARE(log.redoCount(), 2);
        QVERIFY(log.redo().ok());
        QVERIFY(log.redo().ok());
        QCOMPARE(log.events(), SyntheticGame::events(9));
        QCOMPARE(log.redo().error().code, ml::StoreError::Code::NothingToRedo);
        const auto summary = library.game(gameId);
        QCOMPARE(summary.value().eventCount, 9);
        QCOMPARE(summary.value().redoCount, 0);
    }
}

void TestGameLog::undoAndRedoRefusedCleanly()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = createSynthetic(library, 2);
    ml::GameLog log = library.openGame(gameId).value();

    const auto noRedo = log.redo();
    QVERIFY(!noRedo.ok());
    QCOMPARE(noRedo.error().code, ml::StoreError::Code::NothingToRedo);
    QVERIFY(noRedo.message().contains(u"Nothing to redo"_s));

    // The first event can be taken back like any other; before it there is nothing to undo.
    QVERIFY(log.undo().ok());
    QVERIFY(log.undo().ok());
    QCOMPARE(log.eventCount(), 0);
    QVERIFY(!log.canUndo());
    const auto noUndo = log.undo();
    QVERIFY(!noUndo.ok());
    QCOMPARE(noUndo.error().code, ml::StoreError::Code::NothingToUndo);
    QVERIFY(noUndo.message().contains(u"Nothing to undo"_s));
    QCOMPARE(log.redoCount(), 2);
    QVERIFY(log.outcome().ok);

    ml::GameLog reread = library.openGame(gameId).value();
    QCOMPARE(reread.eventCount(), 0);
    QCOMPARE(reread.redoCount(), 2);
    QCOMPARE(reread.undo().error().code, ml::StoreError::Code::NothingToUndo);
}

void TestGameLog::newEventClearsRedoHistory()
{
    qint64 gameId = 0;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        gameId = createSynthetic(library, 6);
        ml::GameLog log = library.openGame(gameId).value();
        QVERIFY(log.undo().ok());
        QVERIFY(log.undo().ok());
        QVERIFY(log.undo().ok());
        QCOMPARE(log.redoCount(), 3);
        // A different event where the undone turn was: the undone events are gone for good.
        const QJsonObject adjust { { u"type"_s, u"adjust"_s },
                                   { u"player"_s, u"blue"_s },
                                   { u"points"_s, 4 },
                                   { u"reason"_s, u"forgotten road"_s } };
        const auto appended = log.append(adjust);
        QVERIFY2(appended.ok(), qPrintable(appended.message()));
        QCOMPARE(appended.value(), 3);
        QCOMPARE(log.redoCount(), 0);
        QVERIFY(!log.canRedo());
    }
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GameLog log = library.openGame(gameId).value();
    QCOMPARE(log.eventCount(), 4);
    QCOMPARE(log.redoCount(), 0);
    QCOMPARE(log.redo().error().code, ml::StoreError::Code::NothingToRedo);
    QCOMPARE(log.state().value(u"scores"_s).toObject().value(u"blue"_s).toInt(), 4);
}

void TestGameLog::conflictingWindowsAreDetected()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 gameId = createSynthetic(library, 3);
    ml::GameLog first = library.openGame(gameId).value();
    ml::GameLog second = library.openGame(gameId).value();

    QVERIFY(first.append(SyntheticGame::event(3)).ok());
    const auto stale = second.append(SyntheticGame::event(3));
    QCOMPARE(stale.error().code, ml::StoreError::Code::Conflict);
    // Undo then a different append in the first window leaves the head where it was: still detected.
    QVERIFY(second.reload().ok());
    QVERIFY(first.undo().ok());
    QVERIFY(
        first
            .append(QJsonObject {
                { u"type"_s, u"adjust"_s }, { u"player"_s, u"red"_s }, { u"points"_s, 1 }, { u"reason"_s, u"x"_s } })
            .ok());
    QCOMPARE(second.undo().error().code, ml::StoreError::Code::Conflict);
    QVERIFY(second.reload().ok());
    QCOMPARE(second.events(), first.events());
    QVERIFY(second.undo().ok());

    ml::GameLibrary other(libraryPath());
    QVERIFY(other.open().ok());
    QVERIFY(other.deleteGame(gameId).ok());
    QCOMPARE(first.append(SyntheticGame::event(3)).error().code, ml::StoreError::Code::NotFound);
}

void TestGameLog::closedLibraryRefusesChanges()
{
    ml::GameLibrary library(libraryPath());
    QCOMPARE(library.games().error().code, ml::StoreError::Code::NotOpen);
    QVERIFY(library.open().ok());
    const qint64 gameId = createSynthetic(library, 3);
    ml::GameLog log = library.openGame(gameId).value();
    library.close();
    const auto appended = log.append(SyntheticGame::event(3));
    QCOMPARE(appended.error().code, ml::StoreError::Code::NotOpen);
    QVERIFY(appended.message().contains(libraryPath()));
    QCOMPARE(log.undo().error().code, ml::StoreError::Code::NotOpen);
    QCOMPARE(ml::GameLog().append(SyntheticGame::event(0)).error().code, ml::StoreError::Code::NotOpen);
    QCOMPARE(library.openGame(gameId).error().code, ml::StoreError::Code::NotOpen);
}

void TestGameLog::resumeFindsTheGameTouchedLast()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QVERIFY(!library.lastGameInProgress().value().has_value());
    const qint64 first = createSynthetic(library, 3);
    const qint64 second = createSynthetic(library, 3);
    QCOMPARE(library.lastGameInProgress().value()->id, second);

    ml::GameLog log = library.openGame(first).value();
    QCOMPARE(library.lastGameInProgress().value()->id, first);
    QVERIFY(log.append(SyntheticGame::end()).ok());
    QVERIFY(log.finished());
    // A finished game is never the one to resume.
    QCOMPARE(library.lastGameInProgress().value()->id, second);
    library.close();

    ml::GameLibrary reopened(libraryPath());
    QVERIFY(reopened.open().ok());
    QCOMPARE(reopened.lastGameInProgress().value()->id, second);
    QCOMPARE(reopened.games(ml::GameLibrary::Filter::InProgress).value().size(), 1);
    QCOMPARE(reopened.games(ml::GameLibrary::Filter::Finished).value().first().id, first);
}

void TestGameLog::summariesListPlayersAndResults()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    ml::GamePlayer ana;
    ana.name = u"Ana"_s;
    ana.color = u"Green"_s;
    ml::GamePlayer ben;
    ben.name = u"Ben"_s;
    ml::GamePlayer cleo;
    cleo.name = u"Cleo"_s;
    cleo.color = u"green"_s; // taken as an id already: the seat number is used
    const auto created = library.createGame({ ana, ben, cleo }, { u"robbers"_s, u"tower"_s });
    QVERIFY2(created.ok(), qPrintable(created.message()));
    ml::GameLog log = library.openGame(created.value()).value();
    const QJsonArray players = log.header().value(u"players"_s).toArray();
    QCOMPARE(players.at(0)[u"id"_s].toString(), u"green"_s);
    QCOMPARE(players.at(1)[u"id"_s].toString(), u"p2"_s);
    QCOMPARE(players.at(2)[u"id"_s].toString(), u"p3"_s);
    QCOMPARE(players.at(0)[u"color"_s].toString(), u"Green"_s);
    QVERIFY(!players.at(1).toObject().contains(u"color"_s));

    QVERIFY(log.append({ { u"type"_s, u"turn"_s }, { u"player"_s, u"p2"_s } }).ok());
    QVERIFY(log.append({ { u"type"_s, u"adjust"_s },
                         { u"player"_s, u"green"_s },
                         { u"points"_s, 7 },
                         { u"reason"_s, u"counted by hand"_s } })
                .ok());
    QVERIFY(log.append({ { u"type"_s, u"adjust"_s },
                         { u"player"_s, u"p3"_s },
                         { u"points"_s, 7 },
                         { u"reason"_s, u"counted by hand"_s } })
                .ok());
    auto summary = library.game(created.value()).value();
    QVERIFY(!summary.finished);
    QVERIFY(summary.winners.isEmpty());
    QVERIFY(log.append({ { u"type"_s, u"end"_s }, { u"values"_s, QJsonObject() } }).ok());

    summary = library.game(created.value()).value();
    QCOMPARE(summary.expansions, QStringList({ u"robbers"_s, u"tower"_s }));
    QCOMPARE(summary.players.size(), 3);
    QCOMPARE(summary.players.at(0).name, u"Ana"_s);
    QCOMPARE(summary.players.at(0).color, u"Green"_s);
    QCOMPARE(summary.players.at(1).color, u"p2"_s); // the record's default colour is the id
    QCOMPARE(summary.players.at(0).score, 7);
    QCOMPARE(summary.players.at(1).score, 0);
    QVERIFY(summary.players.at(0).profileId != 0);
    QCOMPARE(library.profile(summary.players.at(0).profileId).value().name, u"Ana"_s);
    QVERIFY(summary.finished);
    QCOMPARE(summary.winners, QStringList({ u"green"_s, u"p3"_s }));
    QCOMPARE(summary.eventCount, 4);
    QVERIFY(summary.createdAt.isValid());
    QVERIFY(summary.updatedAt > summary.createdAt);
    QVERIFY(summary.problem.isEmpty());

    // A refused setup stores neither a game nor a profile.
    const int profiles = int(library.profiles().value().size());
    ml::GamePlayer lonely;
    lonely.name = u"Solo"_s;
    const auto refused = library.createGame({ lonely });
    QCOMPARE(refused.error().code, ml::StoreError::Code::Refused);
    QVERIFY(refused.message().startsWith(u"error: setup:"_s));
    QCOMPARE(library.profiles().value().size(), profiles);
    QCOMPARE(library.games().value().size(), 1);
    ml::GamePlayer nameless;
    QCOMPARE(library.createGame({ ana, nameless }).error().code, ml::StoreError::Code::InvalidInput);
    ml::GamePlayer ghost;
    ghost.profileId = 999;
    QCOMPARE(library.createGame({ ana, ghost }).error().code, ml::StoreError::Code::NotFound);
}

void TestGameLog::deleteGameRemovesItsEvents()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 kept = createSynthetic(library, 6);
    const qint64 gone = createSynthetic(library, 6);
    QVERIFY(library.deleteGame(gone).ok());
    QCOMPARE(library.deleteGame(gone).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(library.openGame(gone).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(library.games().value().size(), 1);
    QCOMPARE(library.openGame(kept).value().events(), SyntheticGame::events(6));
}

void TestGameLog::deletedIdsAreNeverGivenAgain()
{
    // A window that deletes from a list it read earlier names a game by its id: that id must never mean a newer game.
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 first = createSynthetic(library, 2);
    const qint64 newest = createSynthetic(library, 2);
    QVERIFY(library.deleteGame(newest).ok());
    const qint64 created = createSynthetic(library, 2);
    QVERIFY(created > newest);
    QVERIFY(library.deleteGame(created).ok());
    library.close();
    // Also after a reopen, and for an imported game.
    QVERIFY(library.open().ok());
    const ml::Result<qint64> imported = library.importRecord(ml::RecordFile::serialize(
        QJsonObject { { u"format"_s, u"meeple-ledger/1"_s },
                      { u"players"_s,
                        QJsonArray { QJsonObject { { u"id"_s, u"red"_s }, { u"name"_s, u"Ana"_s } },
                                     QJsonObject { { u"id"_s, u"blue"_s }, { u"name"_s, u"Ben"_s } } } },
                      { u"expansions"_s, QJsonArray {} },
                      { u"events"_s, QJsonArray {} } }));
    QVERIFY2(imported.ok(), qPrintable(imported.error().message));
    QVERIFY(imported.value() > created);
    QCOMPARE(library.deleteGame(newest).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(library.deleteGame(created).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(library.games().value().size(), 2);
    QVERIFY(library.game(first).ok());
}

void TestGameLog::defaultPathIsCreatedOnFirstRun()
{
    const QString location =
        QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/meeple-ledger"_s;
    QVERIFY(location.contains(u".qttest"_s));
    QDir(location).removeRecursively();
    {
        ml::GameLibrary library;
        QCOMPARE(library.path(), ml::GameLibrary::defaultPath());
        QVERIFY(library.path().startsWith(location));
        const ml::Status opened = library.open();
        QVERIFY2(opened.ok(), qPrintable(opened.message()));
        QVERIFY(QFileInfo::exists(library.path()));
        QCOMPARE(library.schemaVersion(), ml::Schema::CurrentVersion);
    }
    QDir(location).removeRecursively();
}

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
