// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// bench_undo: one undo in a 2,000-event generated game (all five expansions) as the table gives it:
// GameSession::undo(), that is the game log's undo (the table without the last event, rebuilt from the nearest
// snapshot, and the durable commit) plus the models' update. Target: under one 60 Hz frame (16.7 ms). The baseline,
// measured in the same run, is the full replay of the remaining events that an undo ran before the log kept snapshots.
//
// The undos walk back over SnapshotInterval consecutive positions (every distance from a snapshot, the worst included)
// and are redone between rounds. Also: what opening the game costs with its snapshots, and the memory they hold.
//
// usage: bench_undo [--events N] [--rounds N]

#include "gamelibrary.h"
#include "gamesession.h"
#include "longgame.h"
#include "recordgenerator.h"
#include "replay.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <malloc.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr double FrameMs = 1000.0 / 60.0;

struct Stats {
    double median = 0;
    double p90 = 0;
    double max = 0;
};

Stats statsOf(std::vector<double> samples)
{
    Stats stats;
    if (samples.empty())
        return stats;
    std::sort(samples.begin(), samples.end());
    stats.median = samples[samples.size() / 2];
    stats.p90 = samples[std::min(samples.size() - 1, samples.size() * 9 / 10)];
    stats.max = samples.back();
    return stats;
}

double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

[[noreturn]] void fail(const QString &what)
{
    std::fprintf(stderr, "bench_undo: %s\n", qPrintable(what));
    std::exit(1);
}

void printRow(const char *label, const Stats &stats)
{
    std::printf("  %-52s median %7.3f ms   p90 %7.3f ms   max %7.3f ms   median/frame %5.2f\n", label, stats.median,
                stats.p90, stats.max, stats.median / FrameMs);
}

/** Bytes the heap holds right now. */
double heapBytes()
{
    return double(mallinfo2().uordblks);
}

QJsonObject withoutLast(QJsonObject record, int count)
{
    QJsonArray events = record.value(u"events"_s).toArray();
    for (int i = 0; i < count; ++i)
        events.removeLast();
    record.insert(u"events"_s, events);
    return record;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"One undo in a long game, with the models' update, against a full replay."_s);
    parser.addHelpOption();
    const QCommandLineOption eventsOption(u"events"_s, u"Events in the game (default 2000)."_s, u"n"_s, u"2000"_s);
    const QCommandLineOption roundsOption(u"rounds"_s, u"Rounds of undos (default 3)."_s, u"n"_s, u"3"_s);
    parser.addOptions({ eventsOption, roundsOption });
    parser.process(app);
    const int eventCount = std::max(ml::GameLog::SnapshotInterval * 2, parser.value(eventsOption).toInt());
    const int rounds = std::max(1, parser.value(roundsOption).toInt());
    constexpr int Interval = ml::GameLog::SnapshotInterval;

    const QJsonObject record = LongGame::generated(eventCount);
    if (!ml::replay(record).ok)
        fail(u"the generated record does not replay"_s);
    QTemporaryDir folder;
    if (!folder.isValid())
        fail(u"cannot create a temporary folder"_s);
    ml::GameLibrary library(folder.filePath(u"library.sqlite"_s));
    if (const ml::Status opened = library.open(); !opened.ok())
        fail(opened.message());
    const auto imported = library.importRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
    if (!imported.ok())
        fail(imported.message());
    const qint64 gameId = imported.value();

    std::printf("bench_undo: a generated game of %d events (4 players, all five expansions, in progress), a snapshot "
                "every %d events\n",
                eventCount, Interval);

    // ---- the baseline: the full replay of n - 1 events that an undo used to run ----
    const QJsonObject shorter = withoutLast(record, 1);
    std::vector<double> fullMs;
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer timer;
        timer.start();
        const ml::IncrementalReplay replay(shorter);
        fullMs.push_back(elapsedMs(timer));
        if (!replay.ok())
            fail(u"the baseline replay failed"_s);
    }
    const Stats full = statsOf(fullMs);
    // What replaces it: a copy of the snapshot below and the events after it, checked one by one (IncrementalReplay).
    const int below = (eventCount - 2) / Interval * Interval;
    const ml::IncrementalReplay snapshot(withoutLast(record, eventCount - below));
    const ml::IncrementalReplay lowerSnapshot(withoutLast(record, eventCount - below + Interval));
    std::vector<double> fromSnapshotMs;
    std::vector<double> worstSnapshotMs;
    const QJsonArray allEvents = record.value(u"events"_s).toArray();
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer timer;
        timer.start();
        ml::IncrementalReplay table = snapshot;
        for (int e = below; e < eventCount - 1; ++e) {
            if (table.append(allEvents.at(e).toObject()))
                fail(u"an event refused after the snapshot"_s);
        }
        fromSnapshotMs.push_back(elapsedMs(timer));
        timer.restart();
        ml::IncrementalReplay worst = lowerSnapshot;
        for (int e = below - Interval; e < below - 1; ++e) {
            if (worst.append(allEvents.at(e).toObject()))
                fail(u"an event refused after the snapshot"_s);
        }
        worstSnapshotMs.push_back(elapsedMs(timer));
    }

    // ---- opening the game (load + replay + snapshots), and the heap the open log holds ----
    std::vector<double> openMs;
    for (int i = 0; i < 7; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto log = library.openGame(gameId);
        openMs.push_back(elapsedMs(timer));
        if (!log.ok())
            fail(log.message());
    }
    double logBytes = 0;
    int snapshots = 0;
    {
        const double before = heapBytes();
        const auto log = library.openGame(gameId);
        logBytes = heapBytes() - before;
        snapshots = log.value().snapshotCount();
    }
    double bareBytes = 0;
    {
        // What the log held before it kept snapshots: its events and one replay of them.
        const QByteArray text = QJsonDocument(record).toJson(QJsonDocument::Compact);
        const double before = heapBytes();
        const QJsonObject parsed = QJsonDocument::fromJson(text).object();
        const ml::IncrementalReplay replay(parsed);
        bareBytes = heapBytes() - before;
    }

    // ---- undos through the game log alone, then through the session (log + models) ----
    auto log = library.openGame(gameId);
    if (!log.ok())
        fail(log.message());
    ml::GameLog gameLog = std::move(log).value();
    // Straight after opening, the log holds the snapshot below its last event only: the undo that goes below it
    // rebuilds the snapshots of RebuiltIntervals intervals (one replay of the events before them).
    std::vector<double> freshUndoMs;
    const int freshUndos = (ml::GameLog::RebuiltIntervals + 1) * Interval;
    for (int i = 0; i < freshUndos; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto undone = gameLog.undo();
        freshUndoMs.push_back(elapsedMs(timer));
        if (!undone.ok())
            fail(undone.message());
    }
    while (gameLog.canRedo()) {
        if (const auto redone = gameLog.redo(); !redone.ok())
            fail(redone.message());
    }
    std::vector<double> logUndoMs;
    std::vector<double> outputMs;
    for (int round = 0; round < rounds; ++round) {
        for (int i = 0; i < Interval; ++i) {
            QElapsedTimer timer;
            timer.start();
            const auto undone = gameLog.undo();
            logUndoMs.push_back(elapsedMs(timer));
            if (!undone.ok())
                fail(undone.message());
            timer.restart();
            if (gameLog.state().isEmpty())
                fail(u"no output after an undo"_s);
            outputMs.push_back(elapsedMs(timer));
        }
        for (int i = 0; i < Interval; ++i) {
            if (const auto redone = gameLog.redo(); !redone.ok())
                fail(redone.message());
        }
    }

    GameSession session;
    session.load(gameLog);
    if (session.eventCount() != eventCount)
        fail(u"the session did not open the whole game"_s);
    std::vector<double> sessionUndoMs;
    std::vector<double> sessionRedoMs;
    for (int round = 0; round < rounds; ++round) {
        for (int i = 0; i < Interval; ++i) {
            QElapsedTimer timer;
            timer.start();
            const bool undone = session.undo();
            sessionUndoMs.push_back(elapsedMs(timer));
            if (!undone)
                fail(session.lastError());
        }
        for (int i = 0; i < Interval; ++i) {
            QElapsedTimer timer;
            timer.start();
            const bool redone = session.redo();
            sessionRedoMs.push_back(elapsedMs(timer));
            if (!redone)
                fail(session.lastError());
        }
    }
    if (session.eventCount() != eventCount)
        fail(u"the session lost events"_s);
    // Each model's share of an undo: the models go from the game to the game without its last event (the undo,
    // timed) and back (not timed), on the session's records and states.
    std::vector<double> playersMs, featuresMs, ledgerMs;
    {
        const QJsonObject shownRecord = session.record();
        const ml::GameState shownTable = session.table();
        if (!session.undo())
            fail(session.lastError());
        const ml::GameState undoneTable = session.table();
        if (!session.redo())
            fail(session.lastError());
        const PlayerDirectory directory(shownRecord);
        // What the log hands the models for the undo, and for the redo back.
        const ml::TableChange undone = ml::compareTables(shownTable, undoneTable, eventCount - 1);
        const ml::TableChange redone = ml::compareTables(undoneTable, shownTable, eventCount - 1);
        const auto timed = [&](std::vector<double> &into, const auto &update) {
            QElapsedTimer timer;
            timer.start();
            update(undoneTable, undone);
            into.push_back(elapsedMs(timer));
            update(shownTable, redone);
        };
        for (int i = 0; i < 15; ++i) {
            timed(playersMs, [&](const ml::GameState &t, const ml::TableChange &c) {
                session.players()->update(directory, t, c);
            });
            timed(featuresMs, [&](const ml::GameState &t, const ml::TableChange &c) {
                session.features()->update(directory, t, c);
            });
            timed(ledgerMs,
                  [&](const ml::GameState &t, const ml::TableChange &c) { session.ledger()->update(directory, t, c); });
        }
    }

    const Stats logUndo = statsOf(logUndoMs);
    const Stats output = statsOf(outputMs);
    const Stats sessionUndo = statsOf(sessionUndoMs);
    std::printf("\nBaseline, same run (15 runs):\n");
    printRow("full replay of n - 1 events (the undo before snapshots)", full);
    printRow(qPrintable(u"snapshot copy + %1 events (its replacement at n)"_s.arg(eventCount - 1 - below)),
             statsOf(fromSnapshotMs));
    printRow(qPrintable(u"snapshot copy + %1 events (the most an undo replays)"_s.arg(Interval - 1)),
             statsOf(worstSnapshotMs));
    std::printf("\nOne undo, %d rounds over the last %d positions (%d samples):\n", rounds, Interval,
                int(sessionUndoMs.size()));
    printRow("GameLog::undo (snapshot + replay + durable commit)", logUndo);
    printRow("GameLog::state() (the output object; export only)", output);
    printRow("GameSession::undo (log + models): the target", sessionUndo);
    printRow("GameSession::redo", statsOf(sessionRedoMs));
    std::printf("  target: one 60 Hz frame, %.1f ms; median %.2fx, max %.2fx of a frame; %s\n", FrameMs,
                sessionUndo.median / FrameMs, sessionUndo.max / FrameMs,
                sessionUndo.max < FrameMs ? "met (every sample)"
                                          : (sessionUndo.median < FrameMs ? "met (median)" : "not met"));
    std::printf("  models' share (session undo - log undo), median: %.3f ms\n", sessionUndo.median - logUndo.median);
    std::printf("\nEach model's update for one undo (the game to the game without its last event, 15 runs):\n");
    printRow("PlayersModel::update", statsOf(playersMs));
    printRow("FeaturesModel::update", statsOf(featuresMs));
    printRow("LedgerModel::update", statsOf(ledgerMs));
    std::printf("\nUndos straight after opening (%d in a row; one rebuilds the snapshots below):\n", freshUndos);
    printRow("GameLog::undo", statsOf(freshUndoMs));
    std::printf("\nOpening the game (load + replay + snapshots), 7 runs:\n");
    printRow("GameLibrary::openGame", statsOf(openMs));
    std::printf("\nHeap held by the open log: %.0f KiB with %d snapshots; its events and one replay alone: %.0f KiB;\n"
                "the snapshots: about %.0f KiB (%.1f KiB each)\n",
                logBytes / 1024, snapshots, bareBytes / 1024, (logBytes - bareBytes) / 1024,
                snapshots > 0 ? (logBytes - bareBytes) / 1024 / snapshots : 0.0);
    std::printf("at most %d snapshots (one per %d events), so at most about %.0f KiB for this game\n",
                eventCount / Interval + 1, Interval,
                snapshots > 0 ? (logBytes - bareBytes) / 1024 / snapshots * (eventCount / Interval + 1) : 0.0);
    return 0;
}
