// Start-up time: from launching the application to its first rendered frame, against the smallest Qt Quick window
// built in the same tree (the baseline, measured in the same run). Target: at most 1.5 times the baseline.
// Both programs quit on their first frame; the time is the wall time of the whole process, median of repeated runs.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double medianMs(const QString &program, const QStringList &arguments, int runs, bool *failed)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QElapsedTimer t;
        t.start();
        p.start(program, arguments);
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            std::fprintf(stderr, "bench_startup: %s did not quit cleanly on its first frame\n", qPrintable(program));
            *failed = true;
            return 0;
        }
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
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
    bool failed = false;
    // One run of each first, so both find their libraries in the page cache.
    (void)medianMs(QStringLiteral(MINIMAL_WINDOW), {}, 1, &failed);
    (void)medianMs(QStringLiteral(APP), { QStringLiteral("--first-frame") }, 1, &failed);
    const double baseline = medianMs(QStringLiteral(MINIMAL_WINDOW), {}, runs, &failed);
    const double app = medianMs(QStringLiteral(APP), { QStringLiteral("--first-frame") }, runs, &failed);
    if (failed)
        return 1;
    std::printf("Start-up to the first rendered frame, median of %d runs (platform %s)\n", runs,
                qPrintable(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? QStringLiteral("xcb")
                                                                          : qEnvironmentVariable("QT_QPA_PLATFORM")));
    std::printf("  minimal Qt Quick window (baseline)   %8.1f ms\n", baseline);
    std::printf("  meeple-ledger                        %8.1f ms   ratio %.2fx (target 1.5x)\n", app, app / baseline);
    return 0;
}
