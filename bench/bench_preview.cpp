// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// bench_preview: one GameSession::preview() — what a score dialog asks on every refresh — in a generated game
// of 2,000 events, for the scoring of a feature on the board. Target: under 1 ms. The baseline, in the same run (the
// two take turns), is what a preview did before: the replay of the whole record with the event added, its ledger read.
//
// usage: bench_preview [--runs N]

#include "alternatingruns.h"
#include "gamelibrary.h"
#include "gamesession.h"
#include "longgame.h"
#include "options.h"
#include "replay.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString &what)
{
    LongGame::fail("bench_preview", what);
}

double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"One payout preview in a 2,000-event game, against a replay."_s);
    parser.addHelpOption();
    const QCommandLineOption runsOption(u"runs"_s, u"Runs of each (default 31)."_s, u"n"_s, u"31"_s);
    parser.addOption(runsOption);
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());

    // The generated game cut at 2,000 events (after about 1,000 events every figure stands on the board, in towers,
    // acrobat spaces and fields, so there may be nothing left to score).
    constexpr int At = 2000;
    const QJsonObject record = LongGame::generated(At);
    const int at = At;

    LongGame::ScratchLibrary library("bench_preview");
    const auto log = library.library().openGame(library.import(record));
    if (!log.ok())
        fail(log.message());
    GameSession session;
    session.load(log.value());
    // What a dialog would preview there: a scoring the options offer, else a pyramid, else a correction.
    const ml::TableOptions options = log.value().options();
    ml::Command asked;
    if (!options.scorable.isEmpty()) {
        const ml::FeatureOption &scorable = options.scorable.constFirst();
        QVariantMap values;
        for (const ml::ValueField &field : scorable.values)
            values.insert(field.key, std::max(field.min, field.start));
        asked = session.builder().score(scorable.feature, values);
    } else if (!options.pyramids.isEmpty()) {
        asked = session.builder().pyramid(options.pyramids.constFirst());
    } else {
        asked = session.builder().adjust(session.activePlayer(), 3, u"correction"_s);
    }
    const QJsonObject event = asked.event();
    const QVariantList payouts = session.preview(asked);
    if (payouts.isEmpty())
        fail(u"the preview found no payout: %1"_s.arg(session.lastError()));

    QJsonObject withEvent = record;
    QJsonArray events = record.value(u"events"_s).toArray();
    events.append(event);
    withEvent.insert(u"events"_s, events);
    std::printf("bench_preview: a generated game of %d events (4 players, all five expansions); a `%s` of %d payout(s) "
                "previewed; %d runs each, taking turns\n",
                at, qPrintable(event.value(u"type"_s).toString()), int(payouts.size()), runs);

    const auto result = AlternatingRuns::run(
        runs,
        [&] {
            QElapsedTimer timer;
            timer.start();
            const ml::ReplayOutcome outcome = ml::replay(withEvent);
            const qsizetype entries = outcome.output.value(u"ledger"_s).toArray().size();
            const double ms = elapsedMs(timer);
            return outcome.ok && entries > 0 ? ms : -1.0;
        },
        [&] {
            QElapsedTimer timer;
            timer.start();
            const qsizetype shown = session.preview(asked).size();
            const double ms = elapsedMs(timer);
            return shown == payouts.size() ? ms : -1.0;
        });
    if (!result)
        fail(u"a preview failed"_s);
    std::printf("  replay of the record with the event (the baseline, the preview before)   median %8.3f ms\n",
                result->baseline);
    std::printf("  GameSession::preview (the event tried on a copy of the table)     median %8.3f ms\n",
                result->measured);
    std::printf("  ratio %.4fx; target < 1 ms: %s\n", result->pairRatio, result->measured < 1.0 ? "met" : "not met");
    return 0;
}
