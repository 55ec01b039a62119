// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The library at a club's size: `meeple-ledger-cli library list` over 1,000 games against the same over 10 (whole
// processes, alternating, the baseline from the same run; target at most 1.5 times), and in-process the reads the
// start screen makes: the list with each filter, the game to resume and every profile's statistics, and the models
// behind resuming a game from the list and going back to it.
//
// usage: bench_library [CLI]   (another meeple-ledger-cli to time; one without the library command skips that part)

#include "alternatingruns.h"
#include "gamelibrarymodel.h"
#include "gamesession.h"
#include "librarymaker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>
#include <vector>

namespace {

/** The wall time of one `library list` run in ms; negative when the tool failed. */
double listMs(const QString &cli, const QString &library)
{
    QProcess p;
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(cli, { QStringLiteral("library"), QStringLiteral("--library"), library, QStringLiteral("list") });
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return -1;
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    const QString cli = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(CLI);
    QTemporaryDir dir;
    const QString small = dir.filePath(QStringLiteral("10.sqlite"));
    const QString large = dir.filePath(QStringLiteral("1000.sqlite"));
    QElapsedTimer made;
    made.start();
    if (!LibraryMaker::make(small, 10) || !LibraryMaker::make(large, 1000))
        return 1;
    std::printf("Libraries of 10 and 1,000 generated games (2-5 players, 40-79 turns, about 200 events each) made in "
                "%.1f s\n",
                double(made.elapsed()) / 1000);

    const int runs = 5;
    std::printf("In the process, median of %d:\n", runs);
    // Opening checks every page of the file (PRAGMA quick_check): its cost grows with the library's size.
    for (const auto &[name, path] : { std::pair { "10", small }, std::pair { "1,000", large } }) {
        std::printf("  GameLibrary::open(), %5s games %9.1f ms\n", name, AlternatingRuns::medianMs(runs, [path = path] {
                        ml::GameLibrary opened(path);
                        return opened.open().ok();
                    }));
    }
    ml::GameLibrary library(large);
    if (!library.open().ok())
        return 1;
    using Filter = ml::GameLibrary::Filter;
    for (const auto &[name, filter] :
         { std::pair { "all", Filter::All }, std::pair { "in progress", Filter::InProgress },
           std::pair { "finished", Filter::Finished } }) {
        std::size_t count = 0;
        const double ms = AlternatingRuns::medianMs(runs, [&, filter = filter] {
            const auto games = library.games(filter);
            count = games.ok() ? std::size_t(games.value().size()) : 0;
            return games.ok();
        });
        std::printf("  games(%-11s)        %5zu games %9.1f ms\n", name, count, ms);
    }
    std::printf("  lastGameInProgress(), 1,000 games         %9.1f ms\n",
                AlternatingRuns::medianMs(runs, [&] { return library.lastGameInProgress().ok(); }));
    std::printf("  allStatistics(), 1,000 games              %9.1f ms\n",
                AlternatingRuns::medianMs(runs, [&] { return library.allStatistics().ok(); }));

    // The models behind the start screen and the table: what resuming from the list and going back to the library
    // cost in C++, without the screens' QML.
    {
        GameSession session;
        GameLibraryModel model;
        model.setLibrary(&library, &session);
        int next = 0;
        std::printf("  GameLibraryModel::openGame() (resume), 1,000 games %7.1f ms\n",
                    AlternatingRuns::medianMs(runs, [&] {
                        next = (next + 37) % 100;
                        return model.openGame(10 * (next + 1)) && session.isOpen();
                    }));
        std::printf("  GameLibraryModel::refresh() (back to the list)    %7.1f ms\n",
                    AlternatingRuns::medianMs(runs, [&] {
                        // The list reads its first page; the rest comes as the view scrolls.
                        model.refresh();
                        return model.rowCount() == GameLibraryModel::PageSize && model.canFetchMore({});
                    }));
        model.setLibrary(nullptr, nullptr);
        session.close();
    }
    library.close();

    const int processRuns = 11;
    if (listMs(cli, small) < 0) {
        std::printf("`%s library list` is not available: no whole-process numbers\n", qPrintable(cli));
        return 0;
    }
    const auto measured = AlternatingRuns::run(
        processRuns, [&] { return listMs(cli, small); }, [&] { return listMs(cli, large); });
    if (!measured)
        return 1;
    std::printf("meeple-ledger-cli library list, whole process, median of %d alternating runs:\n", processRuns);
    std::printf("  10 games (baseline)    %8.1f ms\n", measured->baseline);
    std::printf("  1,000 games            %8.1f ms   ratio %.2fx (target 1.5x)\n", measured->measured,
                measured->measured / measured->baseline);
    std::printf("  median of the %d pairs' ratios   %.2fx\n", processRuns, measured->pairRatio);
    return 0;
}
