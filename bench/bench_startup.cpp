// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Start-up time: from launching the application to its first rendered frame, against the smallest Qt Quick window
// built in the same tree (the baseline, measured in the same run). Target: at most 1.5 times the baseline.
// Both programs write "first frame" as their first frame is swapped, and quit: the time is the wall time from the
// launch to that line, median of repeated runs. The whole process's time, to its exit (after the window's next frame
// when one was already asked for, and after every object is destroyed), is printed beside it.
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
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace {

/** One run: from launch to the line "first frame" the program writes as that frame is swapped, and to its exit. */
struct Timing {
    double firstFrame = -1;
    double exit = -1;
    /** False for a program that never said when its first frame was drawn (a build older than this benchmark). */
    bool announced = false;
};

/** One run of @p program; both times negative if it failed. */
Timing runOnce(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer t;
    t.start();
    p.start(program, arguments);
    Timing timing;
    while (timing.firstFrame < 0 && p.waitForReadyRead(30000)) {
        while (p.canReadLine()) {
            if (p.readLine().trimmed() == "first frame") {
                timing.firstFrame = double(t.nsecsElapsed()) / 1e6;
                break;
            }
        }
    }
    // (A program that said nothing may have finished already: waitForFinished is false for a process not running.)
    const bool finished = p.state() == QProcess::NotRunning || p.waitForFinished(30000);
    if (!finished || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        std::fprintf(stderr, "bench_startup: %s did not quit cleanly on its first frame\n", qPrintable(program));
        return {};
    }
    timing.exit = double(t.nsecsElapsed()) / 1e6;
    timing.announced = timing.firstFrame >= 0;
    if (!timing.announced)
        timing.firstFrame = timing.exit;
    return timing;
}

/**
 * @brief Alternating runs of a baseline and a measured program, timed to their first frame, with the whole
 * processes' times (to their exit) kept alongside.
 */
struct Comparison {
    AlternatingRuns firstFrame;
    AlternatingRuns wholeProcess;
    /** Every run said when its first frame was drawn; else only the whole processes compare. */
    bool announced = true;

    [[nodiscard]] static std::optional<Comparison> run(int runs, const std::function<Timing()> &baseline,
                                                       const std::function<Timing()> &measured)
    {
        std::vector<double> exits[2];
        bool announced = true;
        const auto timed = [&exits, &announced](const std::function<Timing()> &program, int side) {
            return [&exits, &announced, &program, side] {
                const Timing timing = program();
                exits[side].push_back(timing.exit);
                announced = announced && timing.announced;
                return timing.firstFrame;
            };
        };
        const auto frames = AlternatingRuns::run(runs, timed(baseline, 0), timed(measured, 1));
        if (!frames)
            return std::nullopt;
        // The warm-up runs are left out, as AlternatingRuns leaves them out of the first frame's times.
        std::vector<double> ratios;
        for (std::size_t i = 1; i < exits[0].size(); ++i)
            ratios.push_back(exits[1][i] / exits[0][i]);
        const std::vector<double> baselineExits(exits[0].begin() + 1, exits[0].end());
        const std::vector<double> measuredExits(exits[1].begin() + 1, exits[1].end());
        return Comparison { *frames,
                            AlternatingRuns { AlternatingRuns::median(baselineExits),
                                              AlternatingRuns::median(measuredExits), AlternatingRuns::median(ratios) },
                            announced };
    }

    void print(const char *baselineName, const char *measuredName, const char *target) const
    {
        if (announced) {
            std::printf("  %-36s %8.1f ms\n", baselineName, firstFrame.baseline);
            std::printf("  %-36s %8.1f ms   ratio %.2fx%s\n", measuredName, firstFrame.measured,
                        firstFrame.measured / firstFrame.baseline, target);
            std::printf("  median of the pairs' ratios                    %.2fx\n", firstFrame.pairRatio);
        } else {
            std::printf(
                "  (a program did not say when its first frame was drawn: a build older than this benchmark)\n");
        }
        std::printf("  the whole processes, to their exit:  %.1f ms against %.1f ms, ratio %.2fx (pairs %.2fx)\n",
                    wholeProcess.measured, wholeProcess.baseline, wholeProcess.measured / wholeProcess.baseline,
                    wholeProcess.pairRatio);
    }
};

QString platform()
{
    return qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? QStringLiteral("xcb")
                                                          : qEnvironmentVariable("QT_QPA_PLATFORM");
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
    const auto measured = Comparison::run(
        runs, [&] { return runOnce(app, arguments(empty)); }, [&] { return runOnce(app, arguments(full)); });
    if (!measured)
        return 1;
    std::printf("Start screen's first frame, median of %d alternating runs (platform %s)\n", runs,
                qPrintable(platform()));
    const QByteArray gamesName = QByteArray::number(games) + " games";
    measured->print("empty library (baseline)", gamesName.constData(), " (target 1.1x)");

    const auto scale = Comparison::run(
        runs, [&] { return runOnce(app, arguments(few)); }, [&] { return runOnce(app, arguments(full)); });
    if (!scale)
        return 1;
    std::printf("The same, against a library of 10 games (the same screen: rows and statistics)\n");
    scale->print("10 games (baseline)", gamesName.constData(), "");
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
    const auto measured = Comparison::run(
        runs, [&] { return runOnce(minimal, {}); }, [&] { return runOnce(app, appArguments); });
    if (!measured)
        return 1;
    std::printf("Start-up to the first rendered frame, median of %d alternating runs (platform %s)\n", runs,
                qPrintable(platform()));
    measured->print("minimal Qt Quick window (baseline)", "meeple-ledger", " (target 1.5x)");
    return 0;
}
