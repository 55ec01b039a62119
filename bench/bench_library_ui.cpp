// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The library's screens at a club's size, in the app's own window (Main.qml) with a library of 1,000 games: resuming
// a game from the list (the list's Resume button: Main's openGame()) and going from the table back to the library
// (the table's "library" button), each from the call to the next frame on screen. Target: each under 300 ms.
// Needs a display: run it under xvfb-run.
//
// usage: bench_library_ui [GAMES [RUNS]]   (default 1000 games, 11 runs)

#include "alternatingruns.h"
#include "librarymaker.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

/** Waits for @p window's next frame; false after 2 minutes without one. */
bool nextFrame(QQuickWindow *window)
{
    QEventLoop loop;
    bool swapped = false;
    const auto connection = QObject::connect(window, &QQuickWindow::frameSwapped, &loop, [&] {
        swapped = true;
        loop.quit();
    });
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    window->requestUpdate();
    loop.exec();
    QObject::disconnect(connection);
    return swapped;
}

/** The screen Main.qml's loader shows when it has the signal @p signal (e.g. the table's libraryRequested()). */
QObject *shownScreen(QQuickWindow *window, const char *signal)
{
    for (QObject *child : window->findChildren<QObject *>()) {
        if (!QByteArray(child->metaObject()->className()).startsWith("QQuickLoader"))
            continue;
        auto *item = child->property("item").value<QObject *>();
        if (item && item->metaObject()->indexOfSignal(signal) >= 0)
            return item;
    }
    return nullptr;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("bench_library_ui: needs a display; run it under xvfb-run -a -s \"-screen 0 1600x1000x24\"\n",
                   stderr);
        return 1;
    }
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::max(10, QString::fromLocal8Bit(argv[1]).toInt()) : 1000;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("library.sqlite"));
    if (!LibraryMaker::make(path, games))
        return 1;

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral(":/"));
    engine.setInitialProperties(
        { { QStringLiteral("libraryPath"), path }, { QStringLiteral("initialScreen"), QStringLiteral("start") } });
    QElapsedTimer started;
    started.start();
    engine.load(QUrl(QStringLiteral("qrc:/MeepleLedger/Main.qml")));
    auto *window =
        engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (!window || !nextFrame(window))
        return 1;
    std::printf("%d games: the start screen's first frame after %.0f ms\n", games, double(started.elapsed()));

    std::vector<double> resume;
    std::vector<double> back;
    const int runs = argc > 2 ? std::max(1, QString::fromLocal8Bit(argv[2]).toInt()) : 11;
    for (int i = 0; i < runs; ++i) {
        // Every tenth game is in progress; each run resumes another one.
        const int gameId = 10 * (1 + (i * 37) % (games / 10));
        QElapsedTimer t;
        t.start();
        QVariant opened;
        QMetaObject::invokeMethod(window, "openGame", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, gameId));
        if (!opened.toBool() || !nextFrame(window)
            || window->property("screen").toString() != QStringLiteral("table")) {
            std::fprintf(stderr, "bench_library_ui: game %d did not open on the table\n", gameId);
            return 1;
        }
        resume.push_back(double(t.nsecsElapsed()) / 1e6);

        QObject *table = shownScreen(window, "libraryRequested()");
        t.restart();
        const bool requested = table && QMetaObject::invokeMethod(table, "libraryRequested");
        if (!requested || !nextFrame(window) || window->property("screen").toString() != QStringLiteral("start")) {
            std::fprintf(stderr, "bench_library_ui: the table (%s) did not go back to the library\n",
                         table ? table->metaObject()->className() : "not found");
            return 1;
        }
        back.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("From the call to the next frame, %d runs (the first compiles the screen):\n", runs);
    std::printf("  resume a game from the list   first %7.1f ms   median %7.1f ms   max %7.1f ms (target 300 ms)\n",
                resume.front(), AlternatingRuns::median(resume), *std::max_element(resume.begin(), resume.end()));
    std::printf("  table back to the library     first %7.1f ms   median %7.1f ms   max %7.1f ms (target 300 ms)\n",
                back.front(), AlternatingRuns::median(back), *std::max_element(back.begin(), back.end()));
    return 0;
}
