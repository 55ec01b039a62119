// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Replay speed of the rules engine on generated games with all five expansions, against reading the same record's
// JSON (the baseline measured in the same run), and how the cost grows with the game's length.
// Target: at most 2 µs per event for a 6-player, 200-turn game.
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

RecordGenerator::Options game(int players, int turns)
{
    RecordGenerator::Options o;
    o.seed = 2026;
    o.players = players;
    o.turns = turns;
    return o;
}

/** One row; returns the replay's µs per event. */
double row(const char *name, const QJsonObject &record, int runs)
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
    return perEvent(replay);
}

} // namespace

int main()
{
    std::printf("Replay of generated games (all five expansions), median of repeated runs, per event\n");
    std::printf("%-34s %7s %10s %10s %6s %10s %10s %10s %7s\n", "game", "events", "parse µs", "strict µs", "×",
                "replay µs", "+output µs", "both µs", "ratio");
    const double target = row("6 players, 200 turns (the target)", RecordGenerator::generate(game(6, 200)), 41);
    std::printf("\nHow the cost grows with the game's length (4 players)\n");
    for (int events : { 100, 1000, 10000 }) {
        // About 2.7 events per turn in generated games: find the turn count that gives at least `events`.
        int turns = events / 3;
        QJsonObject record;
        do {
            turns += std::max(1, turns / 10);
            record = RecordGenerator::generate(game(4, turns));
        } while (record.value(QStringLiteral("events")).toArray().size() < events);
        QJsonArray all = record.value(QStringLiteral("events")).toArray();
        while (all.size() > events)
            all.removeLast();
        record.insert(QStringLiteral("events"), all);
        row(qPrintable(QStringLiteral("%1 events, no final scoring").arg(events)), record, events >= 10000 ? 5 : 21);
    }
    std::printf("\nparse: QJsonDocument::fromJson of the record (the baseline); strict: ml::RecordJson of the same "
                "text\n(RapidJSON's checks, then the same object built), ×: strict / parse; replay: ml::replay of the "
                "parsed\nrecord, output not read; +output: the same and the whole output object read; both: "
                "ml::replay of the\nJSON text (strict reading) and the output read; ratio: replay / parse.\n");
    std::printf("\ntarget: replay at most 2 µs per event: %.2f µs, %s\n", target, target <= 2.0 ? "met" : "not met");
    return 0;
}
