// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The turn's robbers step (The Robbers): the robbers the engine lets move now; one chosen, the track takes its space. */
TurnSection {
    id: section

    readonly property TurnModel turnModel: turn.turnModel

    step: TurnModel.Robbers
    name: "robbers"
    title: qsTr("Robbers (R)")
    error: turn.errorFor("robber")

    Repeater {
        model: section.turnModel.robbers

        delegate: ActionButton {
            required property var modelData
            readonly property string ownerName: section.turn.playerName(modelData.player)

            objectName: "robber-" + modelData.player
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            checkable: true
            checked: section.turnModel.movingRobber === modelData.player
            highlighted: checked
            //: %1 the robber's owner's name
            readonly property string sentence: modelData.space < 0 ? qsTr("Place %1's robber").arg(Theme.isolate(ownerName))
                                                                   //: %1 the robber's owner's name
                                                                   : qsTr("Move %1's robber").arg(Theme.isolate(ownerName))
            // With many robbers, their owners' names alone: the section's title says what they do.
            text: section.turnModel.robbers.length > 2 ? Theme.isolate(ownerName) : sentence
            Accessible.name: sentence
            onClicked: section.turnModel.movingRobber === modelData.player ? section.turn.robberCancelled()
                                                                          : section.turn.robberRequested(modelData.player)
        }
    }
    Label {
        visible: section.turnModel.movingRobber !== ""
        width: section.turn.stepsWidth
        text: qsTr("Click a highlighted space on the track (or arrows and Enter); Esc cancels.")
        font.pixelSize: Theme.fontBase
        font.bold: true
        wrapMode: Text.Wrap
    }
}
