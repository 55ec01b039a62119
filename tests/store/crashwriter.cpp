// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Appends the events of SyntheticGame to the game in progress, forever, printing "<game> <index>" on
// standard output right after each append has returned. The crash test kills it at random moments and
// then checks that every printed event is in the library.
//
// usage: store_crash_writer LIBRARY EVENTS_PER_GAME MAX_SECONDS

#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4) {
        std::fputs("usage: store_crash_writer LIBRARY EVENTS_PER_GAME MAX_SECONDS\n", stderr);
        return 64;
    }
    const int eventsPerGame = args.at(2).toInt() / 3 * 3;
    const qint64 maxMs = args.at(3).toLongLong() * 1000;
    QElapsedTimer clock;
    clock.start();

    ml::GameLibrary library(args.at(1));
    if (const ml::Status opened = library.open(); !opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message()));
        return 3;
    }
    // A writer that was never killed stops by itself, so that no test leaves it running.
    while (clock.elapsed() < maxMs) {
        const auto current = library.lastGameInProgress();
        if (!current.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(current.message()));
            return 3;
        }
        qint64 gameId = 0;
        if (current.value()) {
            gameId = current.value()->id;
        } else {
            const auto created = library.createGame(SyntheticGame::players());
            if (!created.ok()) {
                std::fprintf(stderr, "%s\n", qPrintable(created.message()));
                return 3;
            }
            gameId = created.value();
        }
        auto opened = library.openGame(gameId);
        if (!opened.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(opened.message()));
            return 3;
        }
        ml::GameLog log = std::move(opened).value();
        while (!log.finished() && clock.elapsed() < maxMs) {
            const int next = log.eventCount();
            const auto appended = log.append(next >= eventsPerGame ? SyntheticGame::end() : SyntheticGame::event(next));
            if (!appended.ok()) {
                std::fprintf(stderr, "%s\n", qPrintable(appended.message()));
                return 3;
            }
            std::printf("%lld %d\n", static_cast<long long>(gameId), appended.value());
            std::fflush(stdout);
        }
    }
    return 0;
}
