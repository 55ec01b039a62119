// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Start-up time: from launching the application to its first rendered frame, against the smallest Qt Quick window
// built in the same tree (the baseline, measured in the same run). Target: at most 1.5 times the baseline.
// Both programs quit on their first frame; the time is the wall time of the whole process, median of repeated runs.
//
// With --library N: the app's first frame of the start screen with a library of N generated games (bench_make_library)
// against the same with an empty library, both measured in the same run. Target: at most 1.1 times. It also measures
// a library of 10 games against the N: the same screen, full of rows and statistics either way, so that the cost of
// the library's length shows apart from the cost of drawing a screen that has games on it.
//
// usage: bench_startup [--library N] [APP [MAKER]]   (another meeple-ledger to time instead of the one built with it;
//        MAKER: the bench_make_library of the same build, which makes a library of that build's schema)

#include "alternatingruns.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <cstdio>
#include <utility>
#include <vector>

namespace {

/** The wall time of one run of @p program, from launch to its exit on the first frame; negative if it failed. */
double runMs(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer t;
    t.start();
    p.start(program, arguments);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::fprintf(stderr, "bench_startup: %s did not quit cleanly on its first frame\n", qPrintable(program));
        return -1;
    }
    return double(t.nsecsElapsed()) / 1e6;
}

/** The start screen's first frame with an empty library against one of @p games games, alternating runs. */
int compareLibraries(const QString &app, const QString &maker, int games, int runs)
{
    QTemporaryDir dir;
    const QString empty = dir.filePath(QStringLiteral("empty.sqlite"));
    const QString full = dir.filePath(QStringLiteral("full.sqlite"));
    const QString few = dir.filePath(QStringLiteral("few.sqlite"));
    for (const auto &[file, count] : { std::pair { full, games }, std::pair { few, 10 } }) {
        QProcess make;
        make.setProcessChannelMode(QProcess::ForwardedChannels);
        make.start(maker, { file, QString::number(count) });
        if (!make.waitForFinished(600000) || make.exitCode() != 0) {
            std::fprintf(stderr, "bench_startup: %s could not make the library\n", qPrintable(maker));
            return 1;
        }
    }
    const auto arguments = [](const QString &library) {
        return QStringList { QStringLiteral("--first-frame"), QStringLiteral("--screen"), QStringLiteral("start"),
                             QStringLiteral("--library"), library };
    };
    // The first run creates the empty library.
    const auto measured = AlternatingRuns::run(
        runs, [&] { return runMs(app, arguments(empty)); }, [&] { return runMs(app, arguments(full)); });
    if (!measured)
        return 1;
    std::printf("Start screen's first frame, median of %d alternating runs (platform %s)\n", runs,
                qPrintable(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? QStringLiteral("xcb")
                                                                          : qEnvironmentVariable("QT_QPA_PLATFORM")));
    std::printf("  empty library (baseline)             %8.1f ms\n", measured->baseline);
    std::printf("  %5d games                          %8.1f ms   ratio %.2fx (target 1.1x)\n", games,
                measured->measured, measured->measured / measured->baseline);
    std::printf("  median of the %d pairs' ratios                  %.2fx\n", runs, measured->pairRatio);

    const auto scale = AlternatingRuns::run(
        runs, [&] { return runMs(app, arguments(few)); }, [&] { return runMs(app, arguments(full)); });
    if (!scale)
        return 1;
    std::printf("The same, against a library of 10 games (the same screen: rows and statistics)\n");
    std::printf("  10 games (baseline)                  %8.1f ms\n", scale->baseline);
    std::printf("  %5d games                          %8.1f ms   ratio %.2fx\n", games, scale->measured,
                scale->measured / scale->baseline);
    std::printf("  median of the %d pairs' ratios                  %.2fx\n", runs, scale->pairRatio);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("bench_startup: needs a display; run it under xvfb-run -a -s \"-screen 0 1600x1000x24\"\n", stderr);
        return 1;
    }
    const int runs = 11;
    const QString minimal = QStringLiteral(MINIMAL_WINDOW);
    QStringList args = QCoreApplication::arguments().mid(1);
    int libraryGames = 0;
    if (args.value(0) == QStringLiteral("--library")) {
        libraryGames = args.value(1).toInt();
        args = args.mid(2);
    }
    // Another build of the app (an older one, to compare) may be given as the argument.
    const QString app = args.isEmpty() ? QStringLiteral(APP) : args.at(0);
    if (libraryGames > 0)
        return compareLibraries(app, args.size() > 1 ? args.at(1) : QStringLiteral(MAKER), libraryGames, runs);
    const QStringList appArguments { QStringLiteral("--first-frame") };
    const auto measured = AlternatingRuns::run(
        runs, [&] { return runMs(minimal, {}); }, [&] { return runMs(app, appArguments); });
    if (!measured)
        return 1;
    std::printf("Start-up to the first rendered frame, median of %d alternating runs (platform %s)\n", runs,
                qPrintable(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? QStringLiteral("xcb")
                                                                          : qEnvironmentVariable("QT_QPA_PLATFORM")));
    std::printf("  minimal Qt Quick window (baseline)   %8.1f ms\n", measured->baseline);
    std::printf("  meeple-ledger                        %8.1f ms   ratio %.2fx (target 1.5x)\n", measured->measured,
                measured->measured / measured->baseline);
    std::printf("  median of the %d pairs' ratios                  %.2fx\n", runs, measured->pairRatio);
    return 0;
}
