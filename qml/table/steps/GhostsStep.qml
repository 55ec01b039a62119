// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The turn's ghosts step (Ghosts, Castles and Cemeteries): a ghost onto a figure the options name. */
TurnSection {
    id: section

    step: TurnModel.Ghosts
    name: "ghosts"
    //: %n how many ghosts are left in the common supply
    summary: turn.session ? qsTr("%n ghost(s) left", "", turn.session.ghostsInSupply) : ""
    title: qsTr("Ghosts")
    error: turn.errorFor("ghost")

    ActionButton {
        objectName: "ghostButton"
        text: qsTr("Add a ghost (G)")
        enabled: section.turn.turnModel.ghostTargets > 0
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontBase
        onClicked: section.turn.ghostRequested()
    }
    Label {
        height: Theme.controlHeight
        verticalAlignment: Text.AlignVCenter
        text: section.summary
        font.pixelSize: Theme.fontBase
        color: Theme.mutedText
    }
}
