// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* One seat of a new game: its place in the turn order, the player's name, the colour of their figures
   (each colour also has the seat's symbol), the language they read explanations in, and moving the seat up
   or down. */
Rectangle {
    id: seat

    required property int index
    required property string name
    required property string colorKey
    required property string language
    /** {code, name} of the languages, and the code shown for this seat. */
    property var languages: []
    property string languageCode: ""
    property int seatCount: 1
    /** Colours other seats have taken. */
    property var takenColors: []

    signal nameEdited(int index, string name)
    signal colorChosen(int index, string colorKey)
    signal languageChosen(int index, string code)
    signal moveRequested(int index, int step)
    signal removeRequested(int index)

    function focusName() {
        nameField.forceActiveFocus();
    }

    objectName: "seat-" + index
    implicitHeight: row.implicitHeight + 16
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.border

    RowLayout {
        id: row

        anchors.fill: parent
        anchors.margins: 8
        spacing: Theme.spacing

        Label {
            Layout.preferredWidth: 28
            text: seat.index + 1
            font.pixelSize: Theme.fontTitle
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
            //: %1 the seat's number, from 1
            Accessible.name: qsTr("Seat %1").arg(seat.index + 1)
        }
        FigureGlyph {
            implicitWidth: 40
            implicitHeight: 40
            kind: "meeple"
            fillColor: Theme.colorValue(seat.colorKey)
            symbol: Theme.seatSymbol(seat.index)
        }
        TextField {
            id: nameField

            objectName: "seatName"
            Layout.fillWidth: true
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontLarge
            maximumLength: Rules.maxNameLength
            //: %1 the seat's number, from 1
            placeholderText: qsTr("Player %1's name").arg(seat.index + 1)
            text: seat.name
            onTextEdited: seat.nameEdited(seat.index, text)
            //: %1 the seat's number, from 1
            Accessible.name: qsTr("Name of player %1").arg(seat.index + 1)
        }
        ComboBox {
            id: colorBox

            objectName: "seatColor"
            Layout.preferredWidth: 190
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            model: Theme.playerColors
            textRole: "key"
            currentIndex: Theme.playerColors.findIndex(c => c.key === seat.colorKey)
            displayText: Theme.colorName(seat.colorKey)
            //: %1 the seat's number, from 1
            Accessible.name: qsTr("Colour of player %1").arg(seat.index + 1)
            onActivated: (i) => seat.colorChosen(seat.index, Theme.playerColors[i].key)

            delegate: ItemDelegate {
                id: colorItem

                required property var modelData
                required property int index
                readonly property bool taken: seat.takenColors.indexOf(modelData.key) >= 0

                objectName: "color-" + modelData.key
                width: ListView.view ? ListView.view.width : implicitWidth
                enabled: !taken
                highlighted: colorBox.highlightedIndex === index
                font.pixelSize: Theme.fontBase
                contentItem: RowLayout {
                    spacing: Theme.spacingSmall

                    PlayerBadge {
                        size: 26
                        playerColor: colorItem.modelData.color
                        symbol: Theme.seatSymbol(seat.index)
                    }
                    Label {
                        Layout.fillWidth: true
                        text: Theme.colorName(colorItem.modelData.key) + (colorItem.taken ? " " + qsTr("(taken)") : "")
                        font: colorItem.font
                    }
                }
            }
            contentItem: RowLayout {
                spacing: Theme.spacingSmall

                Item {
                    implicitWidth: 4
                }
                PlayerBadge {
                    size: 26
                    playerColor: Theme.colorValue(seat.colorKey)
                    symbol: Theme.seatSymbol(seat.index)
                }
                Label {
                    Layout.fillWidth: true
                    text: colorBox.displayText
                    font: colorBox.font
                    elide: Text.ElideRight
                }
            }
        }
        ComboBox {
            id: languageBox

            objectName: "seatLanguage"
            Layout.preferredWidth: 80
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            model: seat.languages
            textRole: "name"
            valueRole: "code"
            currentIndex: seat.languages.findIndex(l => l.code === seat.languageCode)
            // Compact: the code in the box, the languages' own names in the list.
            displayText: seat.languageCode.toUpperCase()
            popup.width: 220
            onActivated: (i) => seat.languageChosen(seat.index, seat.languages[i].code)
            //: %1 the seat's number, from 1
            Accessible.name: qsTr("Language of player %1").arg(seat.index + 1)
            Accessible.description: currentText
            ToolTip.visible: hovered
            //: %1 the seat's number, from 1, %2 the language's name
            ToolTip.text: qsTr("Language of player %1: %2").arg(seat.index + 1).arg(currentText)
        }
        ToolButton {
            text: "\u25B2"
            enabled: seat.index > 0
            font.pixelSize: Theme.fontLarge
            implicitWidth: Theme.controlHeight
            implicitHeight: Theme.controlHeight
            onClicked: seat.moveRequested(seat.index, -1)
            Accessible.name: qsTr("Move up")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Move up (earlier in the turn order)")
        }
        ToolButton {
            text: "\u25BC"
            enabled: seat.index < seat.seatCount - 1
            font.pixelSize: Theme.fontLarge
            implicitWidth: Theme.controlHeight
            implicitHeight: Theme.controlHeight
            onClicked: seat.moveRequested(seat.index, 1)
            Accessible.name: qsTr("Move down")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Move down (later in the turn order)")
        }
        ToolButton {
            text: "\u2715"
            enabled: seat.seatCount > 2
            font.pixelSize: Theme.fontLarge
            implicitWidth: Theme.controlHeight
            implicitHeight: Theme.controlHeight
            onClicked: seat.removeRequested(seat.index)
            Accessible.name: qsTr("Remove this player")
            ToolTip.visible: hovered
            ToolTip.text: Accessible.name
        }
    }
}
