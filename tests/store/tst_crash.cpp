// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Kill drills for every write: writer processes (store_crash_writer) append, undo, redo, import, delete or migrate
// and report each change right after the call that made it returned; they are killed with SIGKILL at random
// moments, some runs with two writers on one library. After every kill the library must open, hold every reported
// change, and show nothing half-done: every game is whole (its events a prefix of the synthetic game, its record
// replaying to what the log and the list say), every import complete, every delete complete, a migration either
// not begun or finished. The checks go through the public GameLibrary/GameLog API only, so they hold for any schema.
//
// MEEPLE_KILLS sets the kills per write (default 50); MEEPLE_CRASH_SEED repeats another run.

#include "gamelibrary.h"
#include "replay.h"
#include "schemaversion1.h"
#include "syntheticgame.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// With fewer kills (MEEPLE_KILLS), none may happen to land while writing or migrating; that is only checked from here.
constexpr int MinKillsForCoverage = 10;
// The games checked in full after each kill of killedAppendWhileLogsDeleted (the list is checked whole).
constexpr int DeletedLogsGamesChecked = 10;
// The writers' pause after each change in killedAppendWhileLogsDeleted.
constexpr int DeletedLogsPauseMs = 2;

/** Events in effect and undone events of a synthetic game: together they say everything the game holds. */
struct GameState {
    int events = 0;
    int redo = 0;
    friend bool operator==(const GameState &, const GameState &) = default;
};

QString describe(const GameState &state)
{
    return u"(%1 events, %2 to redo)"_s.arg(state.events).arg(state.redo);
}

/** What one killed writer printed, line by line split into fields. */
using Lines = QList<QList<QByteArray>>;

/** The state an undo, redo or append from @p before leaves. */
GameState after(const QByteArray &op, GameState before)
{
    if (op == "undo")
        return { before.events - 1, before.redo + 1 };
    if (op == "redo")
        return { before.events + 1, before.redo - 1 };
    return { before.events + 1, 0 };
}

/** The record a writer imports under @p key ("<pid>-<serial>-<events>"): SyntheticGame with the key in the names. */
int importedEvents(const QString &key)
{
    return key.section(u'-', 2, 2).toInt();
}

/** A game of the library as the checks read it through the public API. */
struct CheckedGame {
    ml::GameSummary summary;
    QJsonObject record;
};

} // namespace

class TestCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void killedAppend();
    void killedUndo();
    void killedRedo();
    void killedImport();
    void killedDelete();
    void killedMigration();
    void killedAppendWhileLogsDeleted();

private:
    /** Starts @p writers writers of @p mode, lets them work for a random moment and kills them all. */
    [[nodiscard]] bool killWriters(const QString &mode, int writers, QList<Lines> *printed, QString *problem);
    /**
     * Opens the library and checks that every game in it is whole (when @p sample is set: the list of every game, and
     * that many games, picked at random, in full); fills @p games by id.
     */
    [[nodiscard]] bool checkLibrary(QHash<qint64, CheckedGame> *games, QString *problem, int sample = -1);
    /** Runs @p kills kills of an undo, redo or append mode and checks the game states after each. */
    void killGameChanges(const QString &mode, int kills);
    [[nodiscard]] int writersFor(int kill) const { return m_deleteLogs || kill % 4 == 3 ? 2 : 1; }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    QRandomGenerator m_random;
    int m_kills = 50;
    int m_killsWhileWriting = 0;
    /** Whether the library's -wal and -shm are deleted again and again while the writers work (as a cleaner would). */
    bool m_deleteLogs = false;
    QElapsedTimer m_clock;
};

void TestCrash::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const quint32 seed = qEnvironmentVariableIsSet("MEEPLE_CRASH_SEED")
        ? quint32(qEnvironmentVariableIntValue("MEEPLE_CRASH_SEED"))
        : 20240601u;
    m_random.seed(seed);
    if (qEnvironmentVariableIsSet("MEEPLE_KILLS"))
        m_kills = std::max(1, qEnvironmentVariableIntValue("MEEPLE_KILLS"));
    qInfo("kill test seed %u (set MEEPLE_CRASH_SEED to repeat another run), %d kills per write (MEEPLE_KILLS)", seed,
          m_kills);
}

void TestCrash::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(u"library.sqlite"_s);
    m_killsWhileWriting = 0;
    m_deleteLogs = false;
    m_clock.start();
}

bool TestCrash::killWriters(const QString &mode, int writers, QList<Lines> *printed, QString *problem)
{
    std::vector<std::unique_ptr<QProcess>> processes;
    for (int i = 0; i < writers; ++i) {
        auto process = std::make_unique<QProcess>();
        process->setProcessChannelMode(QProcess::SeparateChannels);
        QStringList arguments { mode, m_path, u"60"_s, QString::number(m_random.generate()) };
        // Two writers that go on for seconds take turns at the write lock.
        if (m_deleteLogs)
            arguments.append(QString::number(DeletedLogsPauseMs));
        process->start(QStringLiteral(MEEPLE_CRASH_WRITER), arguments);
        if (!process->waitForStarted(10000)) {
            *problem = process->errorString();
            return false;
        }
        processes.push_back(std::move(process));
    }
    // Half of the kills fall anywhere from the start (opening, creating), half once the first change is reported.
    const bool whileWriting = mode != u"migrate"_s && m_random.bounded(2) == 1;
    if (whileWriting && !processes.front()->waitForReadyRead(20000)) {
        *problem =
            u"the writer reported no change: "_s + QString::fromLocal8Bit(processes.front()->readAllStandardError());
        return false;
    }
    // A deleting writer first imports a batch: its kills while writing fall once it has deleted a game, however slow
    // the machine (under the sanitizers and a busy machine, a kill soon after the import's report found no delete).
    if (whileWriting && mode == u"delete"_s) {
        QProcess &first = *processes.front();
        QElapsedTimer waited;
        waited.start();
        while (!first.peek(first.bytesAvailable()).contains("deleted ")) {
            if (first.state() != QProcess::Running || waited.elapsed() > 20000) {
                *problem = u"the writer deleted no game: "_s + QString::fromLocal8Bit(first.readAllStandardError());
                return false;
            }
            first.waitForReadyRead(100);
        }
    }
    if (m_deleteLogs) {
        // A cleaner deletes the -wal and the -shm one to four times while both writers work. After each deletion, each
        // writer reports two more changes: the second began after the deletion and found it (one saves the library
        // back, the other goes on in what it saved), so that the next deletion, or the kill, falls on two writers that
        // share one library again. (A -wal deleted after a change was acknowledged takes that change with it when its
        // program dies before its next change or check: the app checks at once, when its folder changes; these
        // writers only around their changes.)
        const auto reported = [](QProcess &process) {
            process.waitForReadyRead(0);
            return process.peek(process.bytesAvailable()).count("\nstate ");
        };
        const auto reportMore = [&](qsizetype more) {
            for (auto &process : processes) {
                const qsizetype before = reported(*process);
                QElapsedTimer waited;
                waited.start();
                while (reported(*process) < before + more) {
                    if (process->state() != QProcess::Running || waited.elapsed() > 20000) {
                        *problem = u"the writer reported no change: "_s
                            + QString::fromLocal8Bit(process->readAllStandardError());
                        return false;
                    }
                    process->waitForReadyRead(100);
                }
            }
            return true;
        };
        if (!reportMore(1))
            return false;
        for (int deletions = int(m_random.bounded(1, 5)); deletions > 0; --deletions) {
            QThread::msleep(m_random.bounded(30));
            QFile::remove(m_path + u"-wal"_s);
            QFile::remove(m_path + u"-shm"_s);
            if (!reportMore(2))
                return false;
        }
        QThread::msleep(m_random.bounded(60));
    } else {
        QThread::msleep(m_random.bounded(whileWriting ? 60 : 150));
    }
    for (auto &process : processes)
        process->kill();
    printed->clear();
    for (auto &process : processes) {
        process->waitForFinished(10000);
        const QByteArray errors = process->readAllStandardError();
        // A migrating writer may have finished before the kill; any other exit is a failure.
        const bool finished = process->exitStatus() == QProcess::NormalExit && process->exitCode() == 0;
        if (process->exitStatus() != QProcess::CrashExit && !(mode == u"migrate"_s && finished)) {
            *problem =
                u"the writer stopped by itself (%1): %2"_s.arg(process->exitCode()).arg(QString::fromLocal8Bit(errors));
            return false;
        }
        Lines lines;
        const QList<QByteArray> output = process->readAllStandardOutput().split('\n');
        // A line cut by the kill (no newline yet) was not acknowledged.
        for (qsizetype i = 0; i + 1 < output.size(); ++i)
            lines.append(output.at(i).split(' '));
        printed->append(lines);
    }
    if (whileWriting)
        ++m_killsWhileWriting;
    return true;
}

bool TestCrash::checkLibrary(QHash<qint64, CheckedGame> *games, QString *problem, int sample)
{
    ml::GameLibrary library(m_path);
    if (const ml::Status opened = library.open(); !opened.ok()) {
        *problem = opened.message();
        return false;
    }
    const auto listed = library.games();
    if (!listed.ok()) {
        *problem = listed.message();
        return false;
    }
    games->clear();
    const qsizetype count = listed.value().size();
    for (const ml::GameSummary &summary : listed.value()) {
        const QString game = u"game %1: "_s.arg(summary.id);
        if (!summary.problem.isEmpty()) {
            *problem = game + summary.problem;
            return false;
        }
        if (sample >= 0 && qsizetype(m_random.bounded(quint32(count))) >= sample) {
            games->insert(summary.id, { summary, {} });
            continue;
        }
        auto log = library.openGame(summary.id);
        if (!log.ok()) {
            *problem = game + log.message();
            return false;
        }
        const QJsonArray events = log.value().events();
        for (int i = 0; i < events.size(); ++i) {
            const bool last = i == events.size() - 1;
            const QJsonObject expected = last && summary.finished ? SyntheticGame::end() : SyntheticGame::event(i);
            if (events.at(i).toObject() != expected) {
                *problem = game
                    + u"event %1 is %2"_s.arg(i).arg(
                        QString::fromUtf8(QJsonDocument(events.at(i).toObject()).toJson(QJsonDocument::Compact)));
                return false;
            }
        }
        const auto exported = library.exportRecord(summary.id);
        const ml::ReplayOutcome outcome = exported.ok() ? ml::replay(exported.value()) : ml::ReplayOutcome {};
        if (!outcome.ok) {
            *problem = game + (exported.ok() ? outcome.error.message() : exported.message());
            return false;
        }
        if (!(outcome.output == log.value().state())) {
            *problem = game + u"the log's state is not the replay of its exported record"_s;
            return false;
        }
        // The list says what a replay of the stored events says.
        const QJsonObject scores = outcome.output.value(u"scores"_s).toObject();
        bool sameScores = summary.players.size() == scores.size();
        for (const ml::GamePlayer &player : summary.players)
            sameScores = sameScores && scores.value(player.id).toInt(-1) == player.score;
        if (summary.eventCount != events.size() || summary.finished != outcome.output.value(u"finished"_s).toBool()
            || !sameScores || !summary.problem.isEmpty() || summary.redoCount != log.value().redoCount()) {
            *problem = game
                + u"listed with %1 events (%2 to redo), finished %3, problem \"%4\"; its log holds %5 (%6 to redo)"_s
                      .arg(summary.eventCount)
                      .arg(summary.redoCount)
                      .arg(summary.finished)
                      .arg(summary.problem)
                      .arg(events.size())
                      .arg(log.value().redoCount());
            return false;
        }
        games->insert(summary.id, { summary, log.value().record() });
    }
    return true;
}

void TestCrash::killGameChanges(const QString &mode, int kills)
{
    QHash<qint64, GameState> known; // each game's state as the last check found it
    QHash<qint64, int> acknowledged; // append: the most events each game was reported to hold
    int stored = 0;
    int changes = 0; // acknowledged changes
    for (int kill = 1; kill <= kills; ++kill) {
        QList<Lines> printed;
        QString problem;
        QVERIFY2(killWriters(mode, writersFor(kill), &printed, &problem), qPrintable(problem));
        // The states each game may be in now: the last one a writer reported, or the one its change under way
        // leaves; a game no writer touched keeps its last state.
        QHash<qint64, QList<GameState>> allowed;
        for (const Lines &lines : std::as_const(printed)) {
            QHash<qint64, GameState> last;
            std::optional<std::pair<qint64, GameState>> underWay;
            for (const QList<QByteArray> &fields : lines) {
                if (fields.size() == 4 && fields.at(0) == "state") {
                    const qint64 game = fields.at(1).toLongLong();
                    last[game] = { fields.at(2).toInt(), fields.at(3).toInt() };
                    acknowledged[game] = std::max(acknowledged.value(game), fields.at(2).toInt());
                    if (underWay)
                        ++changes;
                    underWay.reset();
                } else if (fields.size() == 5 && fields.at(0) == "begin") {
                    const qint64 game = fields.at(2).toLongLong();
                    underWay = { game, after(fields.at(1), { fields.at(3).toInt(), fields.at(4).toInt() }) };
                }
            }
            for (auto it = last.cbegin(); it != last.cend(); ++it)
                allowed[it.key()].append(it.value());
            if (underWay)
                allowed[underWay->first].append(underWay->second);
        }

        QHash<qint64, CheckedGame> games;
        // With the logs deleted the writers run longer and fill hundreds of games: the list, and some in full.
        QVERIFY2(checkLibrary(&games, &problem, m_deleteLogs ? DeletedLogsGamesChecked : -1),
                 qPrintable(u"after kill %1: %2"_s.arg(kill).arg(problem)));
        for (auto it = acknowledged.cbegin(); it != acknowledged.cend(); ++it) {
            QVERIFY2(games.contains(it.key()), qPrintable(u"after kill %1: game %2 is gone"_s.arg(kill).arg(it.key())));
            // Appends are never taken back: every reported event is there, whoever reported it.
            if (mode == u"append"_s)
                QVERIFY2(games.value(it.key()).summary.eventCount >= it.value(),
                         qPrintable(u"after kill %1: game %2 holds %3 events, %4 were reported stored"_s.arg(kill)
                                        .arg(it.key())
                                        .arg(games.value(it.key()).summary.eventCount)
                                        .arg(it.value())));
        }
        // A deleted -wal or -shm puts no other file in the library's place: none is moved aside with its events.
        if (m_deleteLogs) {
            const QStringList aside = QDir(m_dir->path()).entryList({ u"*.replaced-*"_s }, QDir::Files);
            QVERIFY2(aside.isEmpty(),
                     qPrintable(u"after kill %1: moved aside %2"_s.arg(kill).arg(aside.join(u", "_s))));
        }
        for (auto it = games.cbegin(); it != games.cend(); ++it) {
            const GameState now { it->summary.eventCount, it->summary.redoCount };
            QList<GameState> may = allowed.value(it.key());
            if (known.contains(it.key()))
                may.append(known.value(it.key()));
            // A game no writer reported yet was being created or just created (with nothing in it).
            if (may.isEmpty())
                may.append(GameState {});
            if (mode != u"append"_s)
                QVERIFY2(may.contains(now),
                         qPrintable(
                             u"after kill %1: game %2 holds %3, which no writer reported"_s.arg(kill).arg(it.key()).arg(
                                 describe(now))));
            known[it.key()] = now;
        }
    }
    for (const GameState &state : std::as_const(known))
        stored += state.events;
    qInfo("%s: %d kills (%d while writing), %d changes reported, %d events in %d games at the end, %lld ms",
          qPrintable(mode), kills, m_killsWhileWriting, changes, stored, int(known.size()), m_clock.elapsed());
    QVERIFY(m_killsWhileWriting > 0 || kills < MinKillsForCoverage);
    QVERIFY(changes > 0);
}

void TestCrash::killedAppend()
{
    killGameChanges(u"append"_s, m_kills);
}

void TestCrash::killedUndo()
{
    killGameChanges(u"undo"_s, m_kills);
}

void TestCrash::killedRedo()
{
    killGameChanges(u"redo"_s, m_kills);
}

void TestCrash::killedImport()
{
    QSet<QString> acknowledged;
    int reported = 0;
    int emptied = 0;
    for (int kill = 1; kill <= m_kills; ++kill) {
        QList<Lines> printed;
        QString problem;
        QVERIFY2(killWriters(u"import"_s, writersFor(kill), &printed, &problem), qPrintable(problem));
        for (const Lines &lines : std::as_const(printed)) {
            for (const QList<QByteArray> &fields : lines) {
                if (fields.size() == 3 && fields.at(0) == "imported") {
                    acknowledged.insert(QString::fromLatin1(fields.at(2)));
                    ++reported;
                }
            }
        }
        QHash<qint64, CheckedGame> games;
        QVERIFY2(checkLibrary(&games, &problem), qPrintable(u"after kill %1: %2"_s.arg(kill).arg(problem)));
        QSet<QString> present;
        for (const CheckedGame &game : std::as_const(games)) {
            const QJsonArray players = game.record.value(u"players"_s).toArray();
            const QString key = players.at(0).toObject().value(u"name"_s).toString().section(u' ', 1);
            QVERIFY2(!present.contains(key), qPrintable(u"after kill %1: %2 imported twice"_s.arg(kill).arg(key)));
            present.insert(key);
            // Every stored import is whole: all its events, every player renamed.
            QCOMPARE(game.summary.eventCount, importedEvents(key));
            QCOMPARE(players.at(1).toObject().value(u"name"_s).toString(), u"Ben "_s + key);
        }
        for (const QString &key : std::as_const(acknowledged))
            QVERIFY2(
                present.contains(key),
                qPrintable(u"after kill %1: the import %2 was reported stored but is missing"_s.arg(kill).arg(key)));
        // The checks replay every game: empty the library now and then, so that they stay quick.
        if (games.size() > 30) {
            ml::GameLibrary library(m_path);
            QVERIFY(library.open().ok());
            for (auto it = games.cbegin(); it != games.cend(); ++it)
                QVERIFY(library.deleteGame(it.key()).ok());
            acknowledged.clear();
            ++emptied;
        }
    }
    qInfo("import: %d kills (%d while writing), %d imports reported, library emptied %d times, %lld ms", m_kills,
          m_killsWhileWriting, reported, emptied, m_clock.elapsed());
    QVERIFY(m_killsWhileWriting > 0 || m_kills < MinKillsForCoverage);
    QVERIFY(reported > 0);
}

void TestCrash::killedDelete()
{
    QSet<QString> deleted;
    QSet<QString> deleting; // a delete under way when the writer was killed may have happened
    QHash<QString, qint64> imported; // key → game id
    for (int kill = 1; kill <= m_kills; ++kill) {
        QList<Lines> printed;
        QString problem;
        QVERIFY2(killWriters(u"delete"_s, writersFor(kill), &printed, &problem), qPrintable(problem));
        for (const Lines &lines : std::as_const(printed)) {
            for (const QList<QByteArray> &fields : lines) {
                if (fields.size() == 3 && fields.at(0) == "deleted") {
                    deleted.insert(QString::fromLatin1(fields.at(2)));
                } else if (fields.size() == 4 && fields.at(0) == "begin" && fields.at(1) == "delete") {
                    deleting.insert(QString::fromLatin1(fields.at(3)));
                } else if (fields.size() == 3 && fields.at(0) == "imported") {
                    imported.insert(QString::fromLatin1(fields.at(2)), fields.at(1).toLongLong());
                }
            }
        }
        QHash<qint64, CheckedGame> games;
        QVERIFY2(checkLibrary(&games, &problem), qPrintable(u"after kill %1: %2"_s.arg(kill).arg(problem)));
        QSet<QString> present;
        for (const CheckedGame &game : std::as_const(games)) {
            const QString key = game.summary.players.value(0).name.section(u' ', 1);
            present.insert(key);
            QVERIFY2(!deleted.contains(key),
                     qPrintable(u"after kill %1: %2 was reported deleted but is listed"_s.arg(kill).arg(key)));
            // A game that is still there is whole: all its events, none half deleted.
            QCOMPARE(game.summary.eventCount, 30);
        }
        for (auto it = imported.cbegin(); it != imported.cend(); ++it) {
            if (deleted.contains(it.key()) || deleting.contains(it.key()) || present.contains(it.key()))
                continue;
            // A game's id is never given to another game, so a writer deleting from a list it read earlier can only
            // delete the game it meant: anything else that vanished is lost.
            QFAIL(qPrintable(u"after kill %1: %2 vanished without being deleted"_s.arg(kill).arg(it.key())));
        }
    }
    qInfo("delete: %d kills (%d while writing), %d deletes reported, %lld ms", m_kills, m_killsWhileWriting,
          int(deleted.size()), m_clock.elapsed());
    QVERIFY(m_killsWhileWriting > 0 || m_kills < MinKillsForCoverage);
    QVERIFY(!deleted.isEmpty());
}

void TestCrash::killedAppendWhileLogsDeleted()
{
    // Two writers append while a cleaner deletes the -wal and the -shm again and again: one writer saves each deletion
    // back, and the other goes on in the file it saved. Every reported event is in the library, and no file is moved
    // aside (before, each writer took the other's saved file for a replacement and moved it aside with its events).
    m_deleteLogs = true;
    killGameChanges(u"append"_s, std::max(1, m_kills / 5));
}

void TestCrash::killedMigration()
{
    // A version-1 library large enough that its migration takes a while: 150 games of 60 events.
    constexpr int Games = 150;
    constexpr int Events = 60;
    const QString original = m_dir->filePath(u"version1.sqlite"_s);
    {
        const QString name = u"kill-test-v1"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(original);
            QVERIFY(db.open());
            QSqlQuery query(db);
            for (const QString &statement : schemaVersion1Sql())
                QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
            QVERIFY(db.transaction());
            for (int game = 1; game <= Games; ++game) {
                QJsonObject header = SyntheticGame::header();
                QJsonArray players = header.value(u"players"_s).toArray();
                QJsonObject first = players.at(0).toObject();
                first.insert(u"name"_s, u"Ana %1"_s.arg(game % 40));
                players[0] = first;
                header.insert(u"players"_s, players);
                QVERIFY(query.prepare(u"INSERT INTO games (id, header, created_at, updated_at) VALUES (?, ?, ?, ?)"_s));
                query.addBindValue(game);
                query.addBindValue(QString::fromUtf8(QJsonDocument(header).toJson(QJsonDocument::Compact)));
                query.addBindValue(u"2024-03-01T19:00:00.000Z"_s);
                query.addBindValue(u"2024-03-01T20:00:00.000Z"_s);
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
                QVERIFY(query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (?, ?, ?)"_s));
                for (int seq = 0; seq < Events; ++seq) {
                    query.addBindValue(game);
                    query.addBindValue(seq);
                    query.addBindValue(
                        QString::fromUtf8(QJsonDocument(SyntheticGame::event(seq)).toJson(QJsonDocument::Compact)));
                    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
                }
            }
            QVERIFY(db.commit());
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    QFile originalFile(original);
    QVERIFY(originalFile.open(QIODevice::ReadOnly));
    const QByteArray originalBytes = originalFile.readAll();

    // How long an uninterrupted opening with its migration takes here (the median of three): the kills fall within it
    // and as long again after it, counted from the writer's word that it is about to open the library.
    std::vector<qint64> times;
    int current = 0;
    for (int run = 0; run < 3; ++run) {
        for (const QString &file : QDir(m_dir->path()).entryList({ u"library.sqlite*"_s }, QDir::Files))
            QVERIFY(QFile::remove(m_dir->filePath(file)));
        QVERIFY(QFile::copy(original, m_path));
        QProcess whole;
        whole.start(QStringLiteral(MEEPLE_CRASH_WRITER), { u"migrate"_s, m_path, u"60"_s, u"0"_s });
        QVERIFY(whole.waitForFinished(60000));
        QCOMPARE(whole.exitCode(), 0);
        const QList<QByteArray> lines = whole.readAllStandardOutput().trimmed().split('\n');
        const QList<QByteArray> opened = lines.constLast().split(' ');
        QVERIFY2(lines.size() == 2 && opened.size() == 3 && opened.at(0) == "opened", lines.constLast().constData());
        current = opened.at(1).toInt();
        times.push_back(opened.at(2).toLongLong());
    }
    QVERIFY(current > 1);
    std::sort(times.begin(), times.end());
    const qint64 wholeUs = std::max<qint64>(times.at(1), 1000);

    int atOldVersion = 0;
    // Killed in the middle of the upgrade: left at version 1 with the backup made, or between two of its steps (each
    // step is a transaction of its own, so a later one may not have begun).
    int whileMigrating = 0;
    int finished = 0;
    for (int kill = 1; kill <= m_kills; ++kill) {
        for (const QString &file : QDir(m_dir->path()).entryList({ u"library.sqlite*"_s }, QDir::Files))
            QVERIFY(QFile::remove(m_dir->filePath(file)));
        QVERIFY(QFile::copy(original, m_path));
        QProcess writer;
        writer.start(QStringLiteral(MEEPLE_CRASH_WRITER), { u"migrate"_s, m_path, u"60"_s, u"0"_s });
        QVERIFY(writer.waitForStarted(10000));
        QVERIFY(writer.waitForReadyRead(10000));
        QThread::usleep(m_random.bounded(quint32(2 * wholeUs)));
        writer.kill();
        QVERIFY(writer.waitForFinished(10000));
        if (writer.exitStatus() == QProcess::NormalExit) {
            QCOMPARE(writer.exitCode(), 0);
            ++finished;
        }

        // The file is at the old version with the old tables, or at a newer one; nothing in between.
        int version = -1;
        {
            const QString name = u"kill-test-look"_s;
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
                db.setDatabaseName(m_path);
                QVERIFY(db.open());
                QSqlQuery query(db);
                QVERIFY(query.exec(u"PRAGMA user_version"_s) && query.next());
                version = query.value(0).toInt();
                QVERIFY(query.exec(u"SELECT count(*) FROM pragma_table_info('games')"_s) && query.next());
                const int columns = query.value(0).toInt();
                if (version == 1) {
                    ++atOldVersion;
                    QVERIFY2(columns == 4,
                             qPrintable(u"after kill %1: version 1 with %2 columns in games"_s.arg(kill).arg(columns)));
                    QVERIFY(query.exec(u"SELECT count(*) FROM sqlite_master WHERE name = 'profiles'"_s)
                            && query.next());
                    QCOMPARE(query.value(0).toInt(), 0);
                    QVERIFY(query.exec(u"SELECT count(*) FROM events"_s) && query.next());
                    QCOMPARE(query.value(0).toInt(), Games * Events);
                } else {
                    // Each migration step is a transaction of its own: any version up to the current one.
                    QVERIFY2(version > 1 && version <= current,
                             qPrintable(u"after kill %1: the library is at version %2"_s.arg(kill).arg(version)));
                }
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        // Any backup beside it is the old file, byte for byte.
        const QStringList backups =
            QDir(m_dir->path()).entryList({ u"library.sqlite.schema1-backup-*"_s }, QDir::Files);
        if ((version == 1 && !backups.isEmpty()) || (version > 1 && version < current))
            ++whileMigrating;
        for (const QString &file : backups) {
            QFile backup(m_dir->filePath(file));
            QVERIFY(backup.open(QIODevice::ReadOnly));
            QVERIFY2(backup.readAll() == originalBytes, qPrintable(u"after kill %1: %2 differs"_s.arg(kill).arg(file)));
        }
        // Opened again, it migrates (or is already migrated) and holds every game whole.
        QHash<qint64, CheckedGame> games;
        QString problem;
        QVERIFY2(checkLibrary(&games, &problem, 10), qPrintable(u"after kill %1: %2"_s.arg(kill).arg(problem)));
        QCOMPARE(games.size(), Games);
        for (auto it = games.cbegin(); it != games.cend(); ++it) {
            QCOMPARE(it->summary.eventCount, Events);
            QCOMPARE(it->summary.players.at(0).name, u"Ana %1"_s.arg(it.key() % 40));
        }
    }
    qInfo("migration: %d kills within %lld µs (the whole opening and migration here), %d left at version 1, %d in the "
          "middle of the upgrade (after the backup, or between two steps), %d finished first, %lld ms",
          m_kills, wholeUs, atOldVersion, whileMigrating, finished, m_clock.elapsed());
    QVERIFY(whileMigrating > 0 || m_kills < MinKillsForCoverage);
}

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
