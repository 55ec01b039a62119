// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A correction the table agreed on: points added to or taken from one player, with the reason. */
PreviewDialog {
    id: dialog

    /** Players as plain rows: {playerId, name, color, symbol}. */
    property var players: []
    property string player: ""
    property int points: 0
    property string reason: ""

    title: qsTr("Correct a score")
    acceptText: qsTr("Correct")
    moversKey: "mover"
    moverPlayer: player
    ready: player !== "" && points !== 0 && reason.trim() !== ""
    // Previewed before a reason is written; entered only with one (ready).
    command: player !== "" && points !== 0
             ? session.commands.adjust(player, points, reason.trim() === "" ? "-" : reason.trim()) : null
    initialFocusItem: playerFlow

    /** Opens the dialog for one player. */
    function openFor(playerId) {
        open();
        player = playerId;
    }

    // Each opening starts afresh: a field typed into keeps its own number, so it is set again too.
    onAboutToShow: {
        player = "";
        points = 0;
        pointsField.value = 0;
        reason = "";
        reasonField.text = "";
    }
    onConfirmed: enterPreviewed()

    Flow {
        id: playerFlow

        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        focus: true

        Repeater {
            model: dialog.players

            delegate: ActionButton {
                id: playerButton

                required property var modelData
                required property int index

                focus: index === 0
                checkable: true
                checked: dialog.player === modelData.playerId
                highlighted: checked
                implicitHeight: Theme.controlHeight
                text: modelData.name
                onClicked: dialog.player = modelData.playerId
            }
        }
    }
    NumberField {
        id: pointsField

        Layout.fillWidth: true
        label: qsTr("Points (negative to take away)")
        from: -200
        to: 200
        value: dialog.points
        onEdited: (value) => dialog.points = value
        onAccepted: dialog.tryAccept()
    }
    TextField {
        id: reasonField

        Layout.fillWidth: true
        placeholderText: qsTr("Reason, e.g. forgot to score a road in turn 12")
        font.pixelSize: Theme.fontBase
        text: dialog.reason
        onTextEdited: dialog.reason = text
        onAccepted: dialog.tryAccept()
    }
}
