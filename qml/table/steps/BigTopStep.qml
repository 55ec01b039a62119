// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The turn's big top step (Under the Big Top): the big top is scored when its circus tile is drawn. */
TurnSection {
    id: section

    step: TurnModel.BigTop
    name: "bigtop"
    title: qsTr("Big top")

    ActionButton {
        objectName: "circusButton"
        text: qsTr("Score the big top (C)…")
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontBase
        onClicked: section.turn.circusRequested()
    }
}
