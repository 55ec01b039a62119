// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Replay speed of the rules engine on generated games with the first five expansions and with all eight, against
// reading the same record's JSON (the baseline measured in the same run), and how the cost grows with the game's
// length. Targets: at most 2 µs per event for a 6-player, 200-turn game with the five; with all eight the cost per
// event stays flat: at 1,000 events (longer than a game played with all eight) at most 1.2× what it is at 100.
// At 10,000 events the growth is reported beside the parse's: a record that long and its table outgrow the caches,
// which slows reading the record as well as replaying it. The five expansions are the baseline, in the same run; their
// long game runs out of figures, so its later turns are cheap.
// The replay builds its output object when it is first read: "replay" is the rules alone, "+ output" also reads the
// whole output object, as the command-line tool and the app do. "strict" is the record's text read by ml::RecordJson
// (RapidJSON's checks, then Qt's parser), against QJsonDocument::fromJson alone.

#include "recordgenerator.h"
#include "recordjson.h"
#include "replay.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

/** The median of @p runs timings of @p work, in nanoseconds. */
double medianNs(int runs, const std::function<void()> &work)
{
    std::vector<qint64> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        times.push_back(t.nsecsElapsed());
    }
    std::sort(times.begin(), times.end());
    return double(times[times.size() / 2]);
}

RecordGenerator::Options game(int players, int turns, const QStringList &expansions)
{
    RecordGenerator::Options o;
    o.seed = 2026;
    o.players = players;
    o.turns = turns;
    o.expansions = expansions;
    return o;
}

/** RecordGenerator's 4-player game with @p expansions, in progress, cut to exactly @p events events. */
QJsonObject gameOf(int events, const QStringList &expansions)
{
    // About 2.7 events per turn in generated games: find the turn count that gives at least `events`.
    int turns = events / 3;
    QJsonObject record;
    do {
        turns += std::max(1, turns / 10);
        record = RecordGenerator::generate(game(4, turns, expansions));
    } while (record.value(QStringLiteral("events")).toArray().size() < events);
    QJsonArray all = record.value(QStringLiteral("events")).toArray();
    while (all.size() > events)
        all.removeLast();
    record.insert(QStringLiteral("events"), all);
    return record;
}

/** µs per event of parsing a record's JSON and of replaying it. */
struct PerEvent {
    double parse = 0;
    double replay = 0;
};

/** One row. */
PerEvent row(const char *name, const QJsonObject &record, int runs)
{
    const QByteArray json = QJsonDocument(record).toJson(QJsonDocument::Compact);
    const int events = int(record.value(QStringLiteral("events")).toArray().size());
    const double parse = medianNs(runs, [&] { (void)QJsonDocument::fromJson(json); });
    const double strict = medianNs(runs, [&] {
        if (!ml::RecordJson(json).ok())
            std::abort();
    });
    const double replay = medianNs(runs, [&] {
        if (!ml::replay(record).ok)
            std::abort();
    });
    const double withOutput = medianNs(runs, [&] {
        const ml::ReplayOutcome outcome = ml::replay(record);
        if (!outcome.ok || outcome.output.isEmpty())
            std::abort();
    });
    const double whole = medianNs(runs, [&] {
        const ml::ReplayOutcome outcome = ml::replay(json);
        if (!outcome.ok || outcome.output.isEmpty())
            std::abort();
    });
    const auto perEvent = [events](double ns) { return ns / events / 1000.0; };
    std::printf("%-34s %7d %10.2f %10.2f %6.2f %10.2f %10.2f %10.2f %7.2f\n", name, events, perEvent(parse),
                perEvent(strict), strict / parse, perEvent(replay), perEvent(withOutput), perEvent(whole),
                replay / parse);
    return { perEvent(parse), perEvent(replay) };
}

} // namespace

int main()
{
    const QStringList five = RecordGenerator::fiveExpansions();
    const QStringList all = RecordGenerator::allExpansions();
    std::printf("Replay of generated games, median of repeated runs, per event\n");
    std::printf("%-34s %7s %10s %10s %6s %10s %10s %10s %7s\n", "game", "events", "parse µs", "strict µs", "×",
                "replay µs", "+output µs", "both µs", "ratio");
    const double target =
        row("6 players, 200 turns (the target)", RecordGenerator::generate(game(6, 200, five)), 41).replay;
    const double targetAll =
        row("the same, all eight expansions", RecordGenerator::generate(game(6, 200, all)), 41).replay;
    // Each length with the five and then with all eight, so that both see the same load.
    std::printf("\nHow the cost grows with the game's length (4 players; five expansions, then all eight)\n");
    constexpr int Lengths[] = { 100, 1000, 10000 };
    PerEvent fiveAt[3];
    PerEvent allAt[3];
    for (int i = 0; i < 3; ++i) {
        const int events = Lengths[i];
        const int runs = events >= 10000 ? 9 : 21;
        fiveAt[i] = row(qPrintable(QStringLiteral("%1 events, five").arg(events)), gameOf(events, five), runs);
        allAt[i] = row(qPrintable(QStringLiteral("%1 events, all eight").arg(events)), gameOf(events, all), runs);
    }
    std::printf("\nparse: QJsonDocument::fromJson of the record (the baseline); strict: ml::RecordJson of the same "
                "text\n(RapidJSON's checks, then the same object built), ×: strict / parse; replay: ml::replay of the "
                "parsed\nrecord, output not read; +output: the same and the whole output object read; both: "
                "ml::replay of the\nJSON text (strict reading) and the output read; ratio: replay / parse.\n");
    std::printf("\ntarget: replay at most 2 µs per event: %.2f µs, %s (all eight: %.2f µs, %.2f× the five)\n", target,
                target <= 2.0 ? "met" : "not met", targetAll, targetAll / target);
    // Growth from 100 events: of the replay, of parsing the same records, and of the replay against the parse.
    const auto growth = [](const char *name, const PerEvent(&at)[3], int i) {
        const double replay = at[i].replay / at[0].replay;
        const double parse = at[i].parse / at[0].parse;
        std::printf("  %-10s replay %.2f×, parse %.2f×, replay against parse %.2f×\n", name, replay, parse,
                    replay / parse);
    };
    for (int i : { 1, 2 }) {
        std::printf("per event at %d / 100 events:\n", Lengths[i]);
        growth("five", fiveAt, i);
        growth("all eight", allAt, i);
    }
    const double flat = allAt[1].replay / allAt[0].replay;
    std::printf("target: with all eight the replay per event at 1000 events at most 1.2× that at 100: %.2f×, %s\n",
                flat, flat <= 1.2 ? "met" : "not met");
    return 0;
}
