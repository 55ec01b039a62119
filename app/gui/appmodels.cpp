// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "appmodels.h"

#include "appstate.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QUrl>

AppState *appModels(QQmlEngine &engine)
{
    QQmlComponent import(&engine);
    import.setData(QByteArrayLiteral("import QtQml\nimport MeepleLedger.Models\nQtObject {}\n"), QUrl());
    if (!import.isReady())
        return nullptr;
    return engine.singletonInstance<AppState *>(qmlTypeId("MeepleLedger.Models", 1, 0, "AppState"));
}
