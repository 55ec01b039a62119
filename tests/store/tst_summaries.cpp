// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The summary rows: after every change (create, import, append, undo, redo, delete) a game's row says what a
// whole replay of its events in effect says, read back through a second connection; listing, filtering,
// resuming and statistics read the rows and never the events.

#include "gameanalysis.h"
#include "gamelibrary.h"
#include "recordfile.h"
#include "replay.h"
#include "storetestdata.h"
#include "syntheticgame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Runs one statement on a connection of its own, as another program would; returns the first column of the first
// row, or an invalid QVariant.
QVariant rawSql(const QString &path, const QString &statement)
{
    const QString name = u"summaries-test-raw"_s;
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(statement) && query.next())
                result = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestSummaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void summaryFollowsEveryChange();
    void pointSourceTakenBackIsGone();
    void importedGameIsSummarised();
    void listingReadsSummariesNotEvents();
    void wholeListingAgreesWithTheSummaries();
    void filtersAndResumeReadSummaries();
    void deletingRemovesTheSummary();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    /** @brief Compares game @p gameId's summary, as a second library on the same file reads it, with a replay. */
    void compareWithReplay(qint64 gameId, const QJsonObject &record, int redoCount);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSummaries::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSummaries::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSummaries::compareWithReplay(qint64 gameId, const QJsonObject &record, int redoCount)
{
    ml::GameLibrary other(libraryPath());
    QVERIFY(other.open().ok());
    const ml::Result<ml::GameSummary> read = other.game(gameId);
    QVERIFY2(read.ok(), qPrintable(read.message()));
    const ml::GameSummary &summary = read.value();
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY(outcome.ok);
    const QJsonObject scores = outcome.output.value(u"scores"_s).toObject();
    QCOMPARE(summary.eventCount, int(record.value(u"events"_s).toArray().size()));
    QCOMPARE(summary.redoCount, redoCount);
    QCOMPARE(summary.finished, outcome.output.value(u"finished"_s).toBool());
    QVERIFY(summary.problem.isEmpty());
    QCOMPARE(summary.players.size(), record.value(u"players"_s).toArray().size());
    for (const ml::GamePlayer &player : summary.players)
        QCOMPARE(player.score, scores.value(player.id).toInt());

    // The points by source, which a change updates from the ledger's tail only, are the whole ledger's.
    QMap<QString, QMap<QString, int>> stored;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"points"_s);
        db.setDatabaseName(libraryPath());
        QVERIFY(db.open());
        QSqlQuery query(db);
        query.prepare(u"SELECT seat, source, points FROM game_points WHERE game_id = ?"_s);
        query.addBindValue(gameId);
        QVERIFY(query.exec());
        const QJsonArray players = record.value(u"players"_s).toArray();
        while (query.next())
            stored[players.at(query.value(0).toInt())[u"id"_s].toString()][query.value(1).toString()] =
                query.value(2).toInt();
    }
    QSqlDatabase::removeDatabase(u"points"_s);
    QCOMPARE(stored, ml::GameAnalysis::pointsBySource(outcome.output));
}

void TestSummaries::summaryFollowsEveryChange()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto created = library.createGame(SyntheticGame::players());
    QVERIFY2(created.ok(), qPrintable(created.message()));
    const qint64 id = created.value();
    ml::GameLog log = library.openGame(id).value();
    compareWithReplay(id, log.record(), 0);
    for (int i = 0; i < 9; ++i) {
        QVERIFY(log.append(SyntheticGame::event(i)).ok());
        compareWithReplay(id, log.record(), 0);
    }
    QVERIFY(library.game(id).value().players.at(0).score > 0);
    QVERIFY(log.undo().ok());
    compareWithReplay(id, log.record(), 1);
    QVERIFY(log.undo().ok());
    compareWithReplay(id, log.record(), 2);
    QVERIFY(log.redo().ok());
    compareWithReplay(id, log.record(), 1);
    QVERIFY(log.redo().ok());
    QVERIFY(log.append(SyntheticGame::end()).ok());
    compareWithReplay(id, log.record(), 0);
    const ml::GameSummary finished = library.game(id).value();
    QVERIFY(finished.finished);
    QCOMPARE(finished.winners, QStringList { u"red"_s });
    // Undoing the end takes the game back to "in progress", with its winners gone.
    QVERIFY(log.undo().ok());
    compareWithReplay(id, log.record(), 1);
    QVERIFY(!library.game(id).value().finished);
    QVERIFY(library.game(id).value().winners.isEmpty());
}

void TestSummaries::pointSourceTakenBackIsGone()
{
    // A change writes only the points that differ: a source whose one payout is undone must leave the rows, and come
    // back with redo, exactly as a replay of the events in effect has them.
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 id = library.createGame(SyntheticGame::players()).value();
    ml::GameLog log = library.openGame(id).value();
    for (int i = 0; i < 3; ++i)
        QVERIFY(log.append(SyntheticGame::event(i)).ok());
    compareWithReplay(id, log.record(), 0); // red's road: 2 tiles, 2 points from roads
    QVERIFY(log.undo().ok());
    compareWithReplay(id, log.record(), 1); // no source at all
    QVERIFY(log.redo().ok());
    compareWithReplay(id, log.record(), 0);
    QVERIFY(log.append(SyntheticGame::event(3)).ok());
    compareWithReplay(id, log.record(), 0); // a turn: nothing changes but the counts
}

void TestSummaries::importedGameIsSummarised()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    for (const QString &name : StoreTestData::validExamples()) {
        const auto imported = library.importRecord(StoreTestData::exampleBytes(name));
        QVERIFY2(imported.ok(), qPrintable(name + u": "_s + imported.message()));
        compareWithReplay(imported.value(), StoreTestData::example(name), 0);
    }
}

void TestSummaries::listingReadsSummariesNotEvents()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto created = library.createGame(SyntheticGame::players());
    QVERIFY(created.ok());
    ml::GameLog log = library.openGame(created.value()).value();
    for (int i = 0; i < 6; ++i)
        QVERIFY(log.append(SyntheticGame::event(i)).ok());
    const ml::GameSummary before = library.game(created.value()).value();
    QCOMPARE(before.players.at(0).score, 2);
    QCOMPARE(before.players.at(1).score, 2);
    const auto ana = library.profileByName(u"Ana"_s);
    QVERIFY(ana.ok());
    const ml::PlayerStatistics statisticsBefore = library.statistics(ana.value().id).value();
    library.close();

    // Events no replay accepts: a listing that replayed would show a problem and no scores.
    QVERIFY(rawSql(libraryPath(), u"UPDATE events SET payload = '{\"type\":\"nonsense\"}'"_s).isNull());
    QVERIFY(library.open().ok());
    const auto games = library.games();
    QVERIFY(games.ok());
    QCOMPARE(games.value().size(), 1);
    const ml::GameSummary after = games.value().first();
    QVERIFY(after.problem.isEmpty());
    QCOMPARE(after.eventCount, 6);
    QCOMPARE(after.players.at(0).score, 2);
    QCOMPARE(after.players.at(1).score, 2);
    QCOMPARE(library.lastGameInProgress().value()->id, created.value());
    const ml::PlayerStatistics statisticsAfter = library.statistics(ana.value().id).value();
    QCOMPARE(statisticsAfter.gamesInProgress, statisticsBefore.gamesInProgress);
    QCOMPARE(statisticsAfter.gamesInProgress, 1);
    // Opening the game does replay it, and says so.
    QVERIFY(!library.openGame(created.value()).value().outcome().ok);
}

void TestSummaries::wholeListingAgreesWithTheSummaries()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    // Names in several scripts and outside the BMP, games of different lengths, one finished, one deleted (a gap in
    // the numbers), an older game touched last, and a fork.
    const QStringList names { u"Zoë"_s, u"Анна"_s, u"李明"_s, u"🐻 Bär"_s, u"عائشة"_s, u"Ben"_s };
    QList<qint64> ids;
    for (int game = 0; game < 5; ++game) {
        QList<ml::GamePlayer> players = SyntheticGame::players();
        players[0].name = names.at(game);
        players[1].name = names.at(game + 1);
        const auto created = library.createGame(players);
        QVERIFY(created.ok());
        ml::GameLog log = library.openGame(created.value()).value();
        for (int i = 0; i < 2 + 2 * game; ++i)
            QVERIFY(log.append(SyntheticGame::event(i)).ok());
        if (game == 1)
            QVERIFY(log.append(SyntheticGame::end()).ok());
        ids.append(created.value());
    }
    QVERIFY(library.deleteGame(ids.at(2)).ok());
    QVERIFY(library.openGame(ids.at(0)).value().append(SyntheticGame::event(2)).ok());
    QJsonObject record = QJsonDocument::fromJson(library.exportRecord(ids.at(3)).value()).object();
    QJsonArray seats = record.value(u"players"_s).toArray();
    QJsonObject seat = seats.at(0).toObject();
    seat.insert(u"color"_s, u"purple"_s);
    seats.replace(0, seat);
    record.insert(u"players"_s, seats);
    QVERIFY(library.importRecord(QJsonDocument(record).toJson()).ok());

    const QList<ml::GameSummary> games = library.games().value();
    QCOMPARE(games.size(), 5);
    // What each game handed over says (its texts are valid during the call only).
    struct Listed {
        qint64 id = 0;
        bool finished = false;
        bool isFork = false;
        qint64 forkOf = 0;
    };
    QList<Listed> listed;
    QList<QStringList> seatTexts;
    QList<QString> createdTexts;
    QVERIFY(library
                .listGames([&](const ml::ListedGame &game) {
                    listed.append({ game.id, game.finished, game.isFork, game.forkOf });
                    QStringList texts;
                    for (const ml::ListedGame::Seat &seat : game.seats)
                        texts.append(QString::fromUtf8(seat.name) + u' ' + QString::number(seat.score));
                    seatTexts.append(texts);
                    createdTexts.append(QString::fromUtf8(game.createdAt));
                })
                .ok());
    QCOMPARE(listed.size(), games.size());
    // The fork, imported last, then the older game an event was added to.
    QCOMPARE(listed.at(1).id, ids.at(0));
    int forks = 0;
    for (qsizetype i = 0; i < games.size(); ++i) {
        const ml::GameSummary &game = games.at(i);
        QCOMPARE(listed.at(i).id, game.id);
        QCOMPARE(createdTexts.at(i), game.createdAt.toUTC().toString(Qt::ISODate));
        QCOMPARE(listed.at(i).finished, game.finished);
        QCOMPARE(listed.at(i).isFork, !game.forkOfUuid.isEmpty());
        QCOMPARE(listed.at(i).forkOf, game.forkOf);
        forks += listed.at(i).isFork ? 1 : 0;
        QStringList expected;
        for (const ml::GamePlayer &player : game.players)
            expected.append(player.name + u' ' + QString::number(player.score));
        QCOMPARE(seatTexts.at(i), expected);
    }
    QCOMPARE(forks, 1);
}

void TestSummaries::filtersAndResumeReadSummaries()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QList<qint64> ids;
    for (int n = 0; n < 4; ++n) {
        const auto created = library.createGame(SyntheticGame::players());
        QVERIFY(created.ok());
        ids.append(created.value());
        ml::GameLog log = library.openGame(created.value()).value();
        for (int i = 0; i < 3; ++i)
            QVERIFY(log.append(SyntheticGame::event(i)).ok());
        if (n % 2 == 0)
            QVERIFY(log.append(SyntheticGame::end()).ok());
    }
    // Games 0 and 2 finished; 3 was touched last, then 1 is opened again.
    QVERIFY(library.openGame(ids.at(1)).ok());
    const auto inProgress = library.games(ml::GameLibrary::Filter::InProgress).value();
    QCOMPARE(inProgress.size(), 2);
    QCOMPARE(inProgress.at(0).id, ids.at(1));
    QCOMPARE(inProgress.at(1).id, ids.at(3));
    const auto finished = library.games(ml::GameLibrary::Filter::Finished).value();
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.at(0).id, ids.at(2));
    QCOMPARE(finished.at(1).id, ids.at(0));
    QCOMPARE(library.games().value().size(), 4);
    QCOMPARE(library.lastGameInProgress().value()->id, ids.at(1));
    const ml::PlayerStatistics ana = library.statistics(library.profileByName(u"Ana"_s).value().id).value();
    QCOMPARE(ana.gamesPlayed, 2);
    QCOMPARE(ana.gamesInProgress, 2);
    QCOMPARE(ana.wins, 2);
    QCOMPARE(ana.pointsBySource.value(u"roads"_s), 4);
    QCOMPARE(library.allStatistics().value().size(), 2);
}

void TestSummaries::deletingRemovesTheSummary()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto kept = library.createGame(SyntheticGame::players());
    const auto gone = library.createGame(SyntheticGame::players());
    QVERIFY(kept.ok() && gone.ok());
    QCOMPARE(rawSql(libraryPath(), u"SELECT count(*) FROM game_summaries"_s).toInt(), 2);
    QVERIFY(library.deleteGame(gone.value()).ok());
    QCOMPARE(rawSql(libraryPath(), u"SELECT count(*) FROM game_summaries"_s).toInt(), 1);
    QCOMPARE(rawSql(libraryPath(), u"SELECT game_id FROM game_summaries"_s).toLongLong(), kept.value());
    QCOMPARE(library.games().value().size(), 1);
}

QTEST_GUILESS_MAIN(TestSummaries)
#include "tst_summaries.moc"
