// Replay speed of the rules engine on generated games with all five expansions, against reading the same record's
// JSON (the baseline measured in the same run), and how the cost grows with the game's length.
// Target: at most 2 µs per event for a 6-player, 200-turn game.

#include "recordgenerator.h"
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

void row(const char *name, const QJsonObject &record, int runs)
{
    const QByteArray json = QJsonDocument(record).toJson(QJsonDocument::Compact);
    const int events = int(record.value(QStringLiteral("events")).toArray().size());
    const double parse = medianNs(runs, [&] { (void)QJsonDocument::fromJson(json); });
    const double replay = medianNs(runs, [&] {
        if (!ml::replay(record).ok)
            std::abort();
    });
    const double whole = medianNs(runs, [&] {
        if (!ml::replay(json).ok)
            std::abort();
    });
    std::printf("%-34s %7d %12.2f %12.2f %12.2f %8.2f\n", name, events, parse / events / 1000.0,
                replay / events / 1000.0, whole / events / 1000.0, replay / parse);
}

} // namespace

int main()
{
    std::printf("Replay of generated games (all five expansions), median of repeated runs, per event\n");
    std::printf("%-34s %7s %12s %12s %12s %8s\n", "game", "events", "parse µs", "replay µs", "both µs", "ratio");
    row("6 players, 200 turns (the target)", RecordGenerator::generate(game(6, 200)), 41);
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
    std::printf("\nparse: QJsonDocument::fromJson of the record (the baseline); replay: ml::replay of the parsed "
                "record,\nincluding the output object; both: ml::replay of the JSON text; ratio: replay / parse.\n");
    return 0;
}
