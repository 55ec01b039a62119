// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// bench_entry: entering one event as the table does, through GameSession::submit(): the log's append (the engine's
// check and the durable commit with the game's summary row), the models' update, and the library list's row
// (GameLibraryModel::refreshGame, connected as AppState connects it). Measured in a game of 2,000 events against the
// same in a game of 100 events, in the same run (the two take turns). Target: at most 1.2× — the cost of an event no
// longer grows with the game — with the first five expansions and with all eight (one after the other, in one run).
//
// The games are RecordGenerator's game cut at 100 and at 2,000 events. Each run enters --batch events (timed; the time
// per event is reported) and takes them back (not timed), so every run enters the same events at the same length.
// The events are the same kinds at both lengths — a turn, then two corrections of the active player's score (+3,
// -1), each with its ledger entry — because the generated game's own next events are not: after about 1,000 events
// every figure stands on the board, so at 2,000 its events are turns and robbers only, cheaper than the placements
// and scorings at 100, and comparing those would flatter the long game.
//
// usage: bench_entry [--runs N] [--batch N]

#include "alternatingruns.h"
#include "gamelibrary.h"
#include "gamelibrarymodel.h"
#include "gamesession.h"
#include "longgame.h"
#include "replay.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

[[noreturn]] void fail(const QString &what)
{
    LongGame::fail("bench_entry", what);
}

/** One open game with its list, as the app holds them, and the events to enter next. */
class Table
{
public:
    Table(LongGame::ScratchLibrary &library, const QJsonObject &record, int length, int batch)
        : m_batch(batch)
    {
        const qint64 gameId = library.import(LongGame::firstEvents(record, length));
        m_list.setLibrary(&library.library(), &m_session);
        QObject::connect(&m_session, &GameSession::recordChanged, &m_list, &GameLibraryModel::refreshGame);
        if (!m_list.openGame(int(gameId)))
            fail(u"cannot open the game of %1 events"_s.arg(length));
    }

    /** Enters the next events and takes them back; the milliseconds per event entered, -1 on failure. */
    double enter()
    {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < m_batch; ++i) {
            const QString correction = u"correction"_s;
            const bool entered = i % 3 == 0
                ? m_session.beginTurn()
                : m_session.adjust(m_session.activePlayer(), i % 3 == 1 ? 3 : -1, correction);
            if (!entered) {
                std::fprintf(stderr, "bench_entry: %s\n", qPrintable(m_session.lastError()));
                return -1;
            }
        }
        const double perEvent = double(timer.nsecsElapsed()) / 1e6 / double(m_batch);
        for (int i = 0; i < m_batch; ++i) {
            if (!m_session.undo())
                return -1;
        }
        return perEvent;
    }

    [[nodiscard]] int eventCount() const { return m_session.eventCount(); }

private:
    GameSession m_session;
    GameLibraryModel m_list;
    int m_batch = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Entering one event at 100 and at 2,000 events, through the session."_s);
    parser.addHelpOption();
    const QCommandLineOption runsOption(u"runs"_s, u"Runs of each game (default 15)."_s, u"n"_s, u"15"_s);
    const QCommandLineOption batchOption(u"batch"_s, u"Events entered per run (default 18)."_s, u"n"_s, u"18"_s);
    parser.addOptions({ runsOption, batchOption });
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const int batch = std::max(1, parser.value(batchOption).toInt());
    constexpr int Short = 100;
    constexpr int Long = 2000;

    LongGame::ScratchLibrary library("bench_entry");
    bool met = true;
    for (const auto &[name, expansions] :
         { std::pair { "the first five expansions", RecordGenerator::fiveExpansions() },
           std::pair { "all eight expansions", RecordGenerator::allExpansions() } }) {
        const QJsonObject record = LongGame::generated(Long, expansions);
        Table shortGame(library, record, Short, batch);
        Table longGame(library, record, Long, batch);
        std::printf("bench_entry: a generated game (4 players, %s); %d events (turns and corrections) entered at %d "
                    "and at %d events; %d runs each, taking turns\n",
                    name, batch, shortGame.eventCount(), longGame.eventCount(), runs);
        const auto result = AlternatingRuns::run(
            runs, [&] { return shortGame.enter(); }, [&] { return longGame.enter(); });
        if (!result)
            fail(u"an event was refused"_s);
        std::printf("  one event at %5d events (the baseline)   median %.3f ms\n", Short, result->baseline);
        std::printf("  one event at %5d events                  median %.3f ms\n", Long, result->measured);
        std::printf("  ratio (median of the runs' ratios)        %.2fx   target <= 1.2x: %s\n", result->pairRatio,
                    result->pairRatio <= 1.2 ? "met" : "not met");
        met = met && result->pairRatio <= 1.2;
    }
    std::printf("target <= 1.2x with the five and with all eight: %s\n", met ? "met" : "not met");
    return 0;
}
