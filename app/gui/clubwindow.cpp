// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubwindow.h"

#include "appmodels.h"
#include "appstate.h"
#include "clubboardmodel.h"
#include "clubsettings.h"
#include "firstframe.h"
#include "keepawake.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include <cstdio>

using namespace Qt::StringLiterals;

int runClubWindow(const QString &server, const QString &language, bool firstFrame)
{
    QQmlApplicationEngine engine;
    engine.addImportPath(u":/"_s);
    engine.setInitialProperties({ { u"server"_s, server }, { u"initialLanguage"_s, language } });
    engine.load(QUrl(u"qrc:/MeepleLedger/club/ClubWindow.qml"_s));
    auto *window =
        engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return 1;
    // Without --server, the club this machine is set to, with its kept password (the models exist once loaded).
    if (server.isEmpty()) {
        AppState *state = appModels(engine);
        auto *club = state ? qobject_cast<ml::ClubSettings *>(state->club()) : nullptr;
        const ml::ClubResult<ml::ClubAddress> address = club
            ? club->keptAddress()
            : ml::ClubResult<ml::ClubAddress>(ml::ClubError { ml::ClubError::Kind::BadAddress, QString() });
        if (!address.ok()) {
            //: %1 why the club screen has no server to watch (a sentence)
            const QString why = QCoreApplication::translate("main", "--club-screen: %1").arg(address.error().message);
            std::fprintf(stderr, "meeple-ledger: %s\n", qPrintable(why));
            return 1;
        }
        if (auto *board = window->findChild<ClubBoardModel *>(u"clubBoard"_s))
            board->watch(address.value());
    }
    // The projector stays on all evening.
    KeepAwake keepAwake(QGuiApplication::desktopFileName(),
                        QCoreApplication::translate("main", "The club's games are being shown"));
    keepAwake.setWanted(!firstFrame);
    if (firstFrame)
        quitOnFirstFrame(window);
    return QCoreApplication::exec();
}
