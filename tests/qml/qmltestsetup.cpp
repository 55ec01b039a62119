// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "textrendering.h"

#include <QApplication>
#include <QObject>
#include <QQmlEngine>
#include <QtQuickTest>

using namespace Qt::StringLiterals;

/** @brief Lets the test files import the project's QML modules, which are compiled into this runner. */
class QmlTestSetup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine) { engine->addImportPath(u":/"_s); }
};

int main(int argc, char **argv)
{
    // A QApplication rather than the runner's default QGuiApplication: Qt Charts draws through the widgets module.
    QApplication app(argc, argv);
    useDesktopTextRendering(); // as the app draws its text
    QmlTestSetup setup;
    return quick_test_main_with_setup(argc, argv, "meeple_ledger", nullptr, &setup);
}

#include "qmltestsetup.moc"
