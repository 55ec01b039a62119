// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Start-up time: from launching the application to its first rendered frame, against the smallest Qt Quick window
// built in the same tree (the baseline, measured in the same run). Target: at most 1.5 times the baseline.
// Both programs quit on their first frame; the time is the wall time of the whole process, median of repeated runs.
//
// usage: bench_startup [APP]   (another meeple-ledger executable to time instead of the one built with it)

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>

#include <algorithm>
#include <cstdio>
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

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
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
    // Another build of the app (an older one, to compare) may be given as the argument.
    const QString app = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(APP);
    const QStringList appArguments { QStringLiteral("--first-frame") };
    // One run of each first, so both find their libraries in the page cache. Then the two take turns, so that both
    // see the same load from whatever else runs on the machine.
    if (runMs(minimal, {}) < 0 || runMs(app, appArguments) < 0)
        return 1;
    std::vector<double> baselineTimes;
    std::vector<double> appTimes;
    std::vector<double> ratios;
    for (int i = 0; i < runs; ++i) {
        const double b = runMs(minimal, {});
        const double a = runMs(app, appArguments);
        if (b < 0 || a < 0)
            return 1;
        baselineTimes.push_back(b);
        appTimes.push_back(a);
        ratios.push_back(a / b);
    }
    const double baseline = median(baselineTimes);
    const double appMedian = median(appTimes);
    std::printf("Start-up to the first rendered frame, median of %d alternating runs (platform %s)\n", runs,
                qPrintable(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? QStringLiteral("xcb")
                                                                          : qEnvironmentVariable("QT_QPA_PLATFORM")));
    std::printf("  minimal Qt Quick window (baseline)   %8.1f ms\n", baseline);
    std::printf("  meeple-ledger                        %8.1f ms   ratio %.2fx (target 1.5x)\n", appMedian,
                appMedian / baseline);
    std::printf("  median of the %d pairs' ratios                  %.2fx\n", runs, median(ratios));
    return 0;
}
