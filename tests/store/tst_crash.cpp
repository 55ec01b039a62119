// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Power-cut drill: a writer process appends events and reports each one right after its append returned;
// it is killed with SIGKILL at random moments. After every kill the library must open, hold every
// reported event, and replay. The RNG is seeded (MEEPLE_CRASH_SEED overrides it) so a failure repeats.

#include "gamelibrary.h"
#include "replay.h"
#include "syntheticgame.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedWriterLosesNothing();
};

void TestCrash::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestCrash::killedWriterLosesNothing()
{
    constexpr int MinKills = 50;
    constexpr int MaxKills = 60;
    constexpr qint64 SoftBudgetMs = 35000; // past it, stop as soon as MinKills are done
    constexpr int EventsPerGame = 150;
    const quint32 seed = qEnvironmentVariableIsSet("MEEPLE_CRASH_SEED")
        ? quint32(qEnvironmentVariableIntValue("MEEPLE_CRASH_SEED"))
        : 20240601u;
    qInfo("crash test seed %u (set MEEPLE_CRASH_SEED to repeat another run)", seed);
    QRandomGenerator random(seed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"library.sqlite"_s);
    QHash<qint64, int> reported; // game → highest event index whose append returned
    int kills = 0;
    int killsMidAppend = 0;
    QElapsedTimer clock;
    clock.start();

    while (kills < MaxKills && (kills < MinKills || clock.elapsed() < SoftBudgetMs)) {
        QProcess writer;
        writer.setProcessChannelMode(QProcess::SeparateChannels);
        writer.start(QStringLiteral(MEEPLE_CRASH_WRITER), { path, QString::number(EventsPerGame), u"60"_s });
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
        // Half of the kills fall anywhere from the start (opening, creating a game), half while appending.
        const bool whileAppending = random.bounded(2) == 1;
        if (whileAppending)
            QVERIFY2(writer.waitForReadyRead(20000), "the writer reported no append");
        QThread::msleep(random.bounded(whileAppending ? 40 : 120));
        writer.kill();
        QVERIFY(writer.waitForFinished(10000));
        const QByteArray errors = writer.readAllStandardError();
        QVERIFY2(writer.exitStatus() == QProcess::CrashExit, errors.constData());
        ++kills;

        int linesThisRun = 0;
        for (const QByteArray &line : writer.readAllStandardOutput().split('\n')) {
            const QList<QByteArray> fields = line.trimmed().split(' ');
            if (fields.size() != 2)
                continue;
            const qint64 game = fields.at(0).toLongLong();
            reported[game] = std::max(reported.value(game, -1), fields.at(1).toInt());
            ++linesThisRun;
        }
        if (linesThisRun > 0 && whileAppending)
            ++killsMidAppend;

        ml::GameLibrary library(path);
        const ml::Status opened = library.open();
        QVERIFY2(opened.ok(), qPrintable(u"after kill %1: %2"_s.arg(kills).arg(opened.message())));
        for (auto it = reported.cbegin(); it != reported.cend(); ++it) {
            auto log = library.openGame(it.key());
            QVERIFY2(log.ok(), qPrintable(u"after kill %1: %2"_s.arg(kills).arg(log.message())));
            const QJsonArray events = log.value().events();
            QVERIFY2(events.size() > it.value(),
                     qPrintable(u"after kill %1: game %2 has %3 events, but event %4 was reported stored"_s.arg(kills)
                                    .arg(it.key())
                                    .arg(events.size())
                                    .arg(it.value())));
            for (int i = 0; i < events.size(); ++i) {
                const QJsonObject expected = i < EventsPerGame ? SyntheticGame::event(i) : SyntheticGame::end();
                QCOMPARE(events.at(i).toObject(), expected);
            }
            const ml::ReplayOutcome outcome = ml::replay(log.value().record());
            QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
            QCOMPARE(log.value().state(), outcome.output);
        }
        const auto games = library.games();
        QVERIFY(games.ok());
        for (const ml::GameSummary &game : games.value())
            QVERIFY2(game.problem.isEmpty(), qPrintable(game.problem));
    }

    int stored = 0;
    for (const int last : std::as_const(reported))
        stored += last + 1;
    qInfo("%d kills (%d while appending), %d events reported across %d games, %lld ms", kills, killsMidAppend, stored,
          int(reported.size()), clock.elapsed());
    QVERIFY(kills >= MinKills);
    QVERIFY(killsMidAppend > 0);
    QVERIFY(stored > 0);
}

QTEST_GUILESS_MAIN(TestCrash)
#include "tst_crash.moc"
