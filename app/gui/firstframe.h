// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QCoreApplication>
#include <QQuickWindow>

#include <cstdio>

/**
 * @brief For start-up timing (`--first-frame`): once @p window has put its first frame on screen, writes the line
 * "first frame" to standard output at once, from the thread that swapped the frame, and then quits the application.
 *
 * The line is the moment to time: the exit comes later, after the window's next frame if one was already asked for
 * (an expose event) and after every object is destroyed, and neither is part of the first frame. `bench_startup` reads
 * it from the app and from its baseline alike, which both call this.
 */
inline void quitOnFirstFrame(QQuickWindow *window)
{
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [] {
            std::fputs("first frame\n", stdout);
            std::fflush(stdout);
        },
        Qt::ConnectionType(Qt::DirectConnection | Qt::SingleShotConnection));
    QObject::connect(window, &QQuickWindow::frameSwapped, QCoreApplication::instance(), &QCoreApplication::quit,
                     Qt::ConnectionType(Qt::QueuedConnection | Qt::SingleShotConnection));
}
