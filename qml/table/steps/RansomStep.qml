// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The turn's ransom step (The Tower): a prisoner the active player may buy back, as the engine offers it (only where a
   scoring figure holds the ransom). */
TurnSection {
    id: section

    /** B: the only ransom opens at once, else the keys go to the first. */
    function focusRansom() {
        const ransoms = turn.turnModel.ransoms;
        if (ransoms.length === 1) {
            turn.ransomRequested(ransoms[0]);
        } else if (ransoms.length > 1) {
            turn.chosenStep = step;
            ransomButtons.itemAt(0).forceActiveFocus();
        }
    }

    step: TurnModel.Ransom
    name: "ransom"
    title: qsTr("Ransom (B)")

    Repeater {
        id: ransomButtons

        model: section.turn.turnModel.ransoms

        delegate: ActionButton {
            required property var modelData

            objectName: "ransom-" + modelData.figure
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            //: %1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner
            text: qsTr("Buy back your %1 from %2…").arg(Theme.figureKindName(modelData.kind)).arg(Theme.isolate(section.turn.playerName(modelData.captor)))
            onClicked: section.turn.ransomRequested(modelData)
        }
    }
}
