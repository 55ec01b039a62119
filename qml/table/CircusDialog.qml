// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The big top is scored (Under the Big Top): the revealed animal, then how many figures each player has
   around the big top; every player scores that many times the animal's value. */
PreviewDialog {
    id: dialog

    /** Players as plain rows: {playerId, name, color, symbol, figuresOnBoard}. */
    property var players: []
    property string animal: ""
    property var counts: ({})
    readonly property var animalsLeft: session ? session.animalsLeft : ({})

    title: qsTr("Score the big top")
    acceptText: qsTr("Score the big top")
    ready: animal !== ""
    event: animal !== "" ? { "type": "circus", "animal": animal, "meeples": counts } : null
    initialFocusItem: animalRow

    onAboutToShow: {
        animal = "";
        const c = {};
        for (let i = 0; i < players.length; ++i)
            c[players[i].playerId] = 0;
        counts = c;
    }
    onConfirmed: {
        if (session.scoreCircus(animal, counts, movers))
            close();
        else
            showRefusal(session.lastError);
    }

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
            model: Theme.animals

            delegate: ActionButton {
                required property string modelData
                required property int index
                readonly property int tokensLeft: dialog.animalsLeft[modelData] !== undefined ? dialog.animalsLeft[modelData] : 0

                objectName: "animal-" + modelData
                focus: index === 0
                checkable: true
                checked: dialog.animal === modelData
                highlighted: checked
                enabled: tokensLeft > 0
                implicitHeight: Theme.controlHeight
                //: %1 animal name, %2 points per figure, %3 tokens left
                text: qsTr("%1 · %2 pts (%3 left)").arg(Theme.animalName(modelData)).arg(Theme.animalValue(modelData)).arg(tokensLeft)
                onClicked: dialog.animal = modelData
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
                to: Math.max(0, countRow.modelData.figuresOnBoard)
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
