// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Idle CPU: the app on its table screen with a game in progress, left alone. After it has settled (5 s), the CPU
// time the process uses over 10 s, as a share of one core. Target: well under 1%. The process's CPU time is read
// from /proc/PID/stat (user + system ticks), so it counts every thread of the app, the render thread included.
//
// usage: bench_idle [APP...]   (other meeple-ledger executables to measure beside the one built with it, e.g. an
//                               older build as the baseline; each is measured in turn, in the same run)
// Without a display it runs the app on the offscreen platform; under xvfb-run it uses the X server.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>
#include <optional>
#include <unistd.h>

namespace {

constexpr int SettleMs = 5000;
constexpr int MeasureMs = 10000;

// A two-player game in progress: one turn, a meeple on a city (the issue's smallest case of the busy table).
const char *const record = R"({"format": "meeple-ledger/1",
 "players": [{"id": "red", "name": "Ana", "color": "red"}, {"id": "blue", "name": "Ben", "color": "blue"}],
 "expansions": [],
 "events": [{"type": "turn", "player": "red"},
            {"type": "place", "player": "red", "figure": "r1", "kind": "meeple", "feature": "c1",
             "featureType": "city"}]})";

/** User + system CPU time of process @p pid in clock ticks; empty when it cannot be read (the process is gone). */
std::optional<long long> cpuTicks(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = stat.readAll();
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return std::nullopt;
    return fields.at(11).toLongLong() + fields.at(12).toLongLong(); // utime, stime (fields 14 and 15)
}

/** The share of one core @p app uses over MeasureMs on its idle table screen; negative if it failed. */
double idleShare(const QString &app, const QString &folder)
{
    static int serial = 0;
    const QString recordPath = folder + QStringLiteral("/game.json");
    QFile file(recordPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(record) < 0)
        return -1;
    file.close();
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (environment.value(QStringLiteral("DISPLAY")).isEmpty()
        && !environment.contains(QStringLiteral("QT_QPA_PLATFORM")))
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    process.start(app,
                  { QStringLiteral("--library"), folder + QStringLiteral("/library-%1.sqlite").arg(serial++),
                    QStringLiteral("--language"), QStringLiteral("en"), recordPath });
    if (!process.waitForStarted(10000))
        return -1;
    QThread::msleep(SettleMs);
    const std::optional<long long> before = cpuTicks(process.processId());
    QElapsedTimer clock;
    clock.start();
    QThread::msleep(MeasureMs);
    const std::optional<long long> after = cpuTicks(process.processId());
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    process.kill();
    process.waitForFinished(10000);
    if (!before || !after) {
        std::fprintf(stderr, "bench_idle: %s exited before the measurement ended\n", qPrintable(app));
        return -1;
    }
    return double(*after - *before) / double(sysconf(_SC_CLK_TCK)) / seconds;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QStringList apps { QStringLiteral(APP) };
    for (int i = 1; i < argc; ++i)
        apps.append(QString::fromLocal8Bit(argv[i]));
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;
    const QString platform =
        qEnvironmentVariableIsEmpty("DISPLAY") ? QStringLiteral("offscreen") : QStringLiteral("xcb");
    std::printf(
        "Idle table screen, a game in progress: CPU time over %d s after %d s to settle (platform %s; one clock "
        "tick is 1/%ld s, %.2f%% of a core over the measurement)\n",
        MeasureMs / 1000, SettleMs / 1000, qPrintable(qEnvironmentVariable("QT_QPA_PLATFORM", platform)),
        sysconf(_SC_CLK_TCK), 100.0 * 1000.0 / double(sysconf(_SC_CLK_TCK)) / MeasureMs);
    int status = 0;
    for (const QString &app : apps) {
        const double share = idleShare(app, folder.path());
        if (share < 0) {
            status = 1;
            continue;
        }
        std::printf("  %-60s %6.2f%% of a core (target under 1%%)\n", qPrintable(app), share * 100.0);
    }
    return status;
}
