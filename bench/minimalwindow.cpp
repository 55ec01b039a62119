// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The baseline for the start-up benchmark: the smallest Qt Quick application built in the same tree, with the same
// Qt, which says so and quits when its first frame is on screen, as the app does with --first-frame.

#include "firstframe.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData(
        QByteArrayLiteral("import QtQuick\n"
                          "Window { width: 1280; height: 800; visible: true; color: \"#f4efe6\"\n"
                          "  Text { anchors.centerIn: parent; text: \"Meeple Ledger\"; font.pixelSize: 32 } }\n"));
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    quitOnFirstFrame(window);
    QTimer::singleShot(10000, &app, [] { QCoreApplication::exit(2); });
    return QGuiApplication::exec();
}
