// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubwindow.h"

#include "appstate.h"
#include "keepawake.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

using namespace Qt::StringLiterals;

int runClubWindow(const QString &server, const QString &language, bool firstFrame)
{
    QQmlApplicationEngine engine;
    engine.addImportPath(u":/"_s);
    engine.setInitialProperties({ { u"server"_s, server } });
    if (!language.isEmpty()) {
        if (auto *state = engine.singletonInstance<AppState *>(qmlTypeId("MeepleLedger.Models", 1, 0, "AppState")))
            state->setLanguage(language);
    }
    engine.load(QUrl(u"qrc:/MeepleLedger/club/ClubWindow.qml"_s));
    auto *window =
        engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return 1;
    // The projector stays on all evening.
    KeepAwake keepAwake(QGuiApplication::desktopFileName(),
                        QCoreApplication::translate("main", "The club's games are being shown"));
    keepAwake.setWanted(!firstFrame);
    if (firstFrame)
        QObject::connect(window, &QQuickWindow::frameSwapped, qApp, &QCoreApplication::quit, Qt::QueuedConnection);
    return QCoreApplication::exec();
}
