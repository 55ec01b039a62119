// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The big top is scored (Under the Big Top): the revealed animal, then how many figures each player has
   around the big top; every player scores that many times the animal's value. */
PreviewDialog {
    id: dialog

    /** Players as plain rows: {playerId, name, color, symbol, figuresOnBoard}. */
    property var players: []
    property string animal: ""
    property var counts: ({})
    /** The tokens that may still be revealed, as the engine gives them: {animal, value, left}. */
    readonly property var animals: options.animals

    title: qsTr("Score the big top")
    acceptText: qsTr("Score the big top")
    ready: animal !== ""
    command: animal !== "" ? session.commands.circus(animal, counts) : null
    initialFocusItem: animalRow

    onAboutToShow: {
        animal = "";
        const c = {};
        for (let i = 0; i < players.length; ++i)
            c[players[i].playerId] = 0;
        counts = c;
    }
    onConfirmed: enterPreviewed()

    Label {
        Layout.fillWidth: true
        text: qsTr("Which animal token was revealed?")
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    Flow {
        id: animalRow

        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        focus: true

        Repeater {
            model: dialog.animals

            delegate: ActionButton {
                required property var modelData
                required property int index

                objectName: "animal-" + modelData.animal
                focus: index === 0
                checkable: true
                checked: dialog.animal === modelData.animal
                highlighted: checked
                implicitHeight: Theme.controlHeight
                //: %1 the animal of a big top token, %2 the points it gives each figure ("5 points"), %n the tokens
                //: of that animal still face down
                text: qsTr("%1 · %2 (%n left)", "", modelData.left).arg(Theme.animalName(modelData.animal))
                      //: the points a big top token gives each figure around the big top
                      .arg(qsTr("%n point(s)", "", modelData.value))
                onClicked: dialog.animal = modelData.animal
            }
        }
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Figures of each player around the big top")
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    Repeater {
        model: dialog.players

        delegate: RowLayout {
            id: countRow

            required property var modelData

            Layout.fillWidth: true
            spacing: Theme.spacing

            PlayerBadge {
                size: 30
                playerColor: countRow.modelData.color
                symbol: countRow.modelData.symbol
            }
            NumberField {
                objectName: "count-" + countRow.modelData.playerId
                Layout.fillWidth: true
                label: countRow.modelData.name
                from: 0
                to: Math.max(0, dialog.options.circusFiguresOf(countRow.modelData.playerId))
                value: dialog.counts[countRow.modelData.playerId] || 0
                onEdited: (value) => {
                    if ((dialog.counts[countRow.modelData.playerId] || 0) === value)
                        return;
                    const c = Object.assign({}, dialog.counts);
                    c[countRow.modelData.playerId] = value;
                    dialog.counts = c;
                }
                onAccepted: dialog.tryAccept()
            }
        }
    }
}
