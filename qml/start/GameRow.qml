// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* One game of the library: players with their scores, when, with which expansions, and the result. */
Rectangle {
    id: row

    required property int index
    required property int gameId
    required property var players
    required property var expansions
    required property var createdAt
    required property var updatedAt
    required property bool finished
    required property var winners
    required property int eventCount
    required property string problem

    signal openRequested(int gameId)
    signal exportRequested(int gameId)
    signal deleteRequested(int gameId, string title)

    implicitHeight: column.implicitHeight + 24
    radius: Theme.radius
    // The row lies on its panel: only its border is drawn, unless it has the keyboard's focus. (A fill of the panel's
    // own colour would be invisible, and the software renderer of a machine without a GPU would blend it all the same.)
    color: ListView.isCurrentItem && ListView.view.activeFocus ? Theme.attentionBackground : "transparent"
    border.color: ListView.isCurrentItem && ListView.view.activeFocus ? Theme.text : Theme.border
    border.width: ListView.isCurrentItem && ListView.view.activeFocus ? 2 : 1

    Accessible.role: Accessible.ListItem
    Accessible.name: players.map(p => p.name).join(", ")

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: 12
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            // Plain Text and Rectangle, not Label controls: the first page of a thousand games shows several rows.
            Rectangle {
                implicitWidth: state.implicitWidth + 16
                implicitHeight: state.implicitHeight + 8
                radius: 4
                color: "transparent"
                border.color: state.color
                border.width: 2

                Text {
                    id: state

                    anchors.centerIn: parent
                    text: row.finished ? qsTr("Finished") : qsTr("In progress")
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: row.finished ? Theme.mutedText : Theme.accent
                }
            }
            Text {
                Layout.fillWidth: true
                //: %1 date and time the game was last changed
                text: qsTr("Last played %1").arg(row.updatedAt ? row.updatedAt.toLocaleString(Qt.locale(), Locale.ShortFormat) : "")
                font.pixelSize: Theme.fontSmall
                color: Theme.mutedText
                elide: Text.ElideRight
            }
            Text {
                //: %1 the winners' names, joined by commas
                text: row.finished ? qsTr("Won by %1").arg(row.winners.join(", "))
                                   //: %n how many events the unfinished game has recorded
                                   : qsTr("%n event(s)", "", row.eventCount)
                font.pixelSize: Theme.fontBase
                font.bold: row.finished
                color: Theme.text
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacingLarge

            Repeater {
                model: row.players

                delegate: RowLayout {
                    id: playerItem

                    required property var modelData
                    required property int index

                    spacing: 6

                    PlayerBadge {
                        size: 28
                        playerColor: playerItem.modelData.color
                        symbol: playerItem.modelData.symbol || Theme.seatSymbol(playerItem.index)
                    }
                    // Plain Text, not Label: a list of a thousand games shows several of these per row.
                    Text {
                        text: playerItem.modelData.name
                        font.pixelSize: Theme.fontLarge
                        font.bold: row.winners.indexOf(playerItem.modelData.name) >= 0
                        color: Theme.text
                    }
                    Text {
                        text: playerItem.modelData.score
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.mutedText
                    }
                }
            }
        }

        Text {
            Layout.fillWidth: true
            text: row.expansions.length > 0 ? row.expansions.map(e => Theme.expansionName(e)).join(" · ")
                                             : qsTr("Base game")
            font.pixelSize: Theme.fontSmall
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        // Made only for a game with a problem: most rows have none, and a thousand games are listed.
        Loader {
            Layout.fillWidth: true
            active: row.problem !== ""
            visible: active

            sourceComponent: InlineError {
                text: row.problem
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            ActionButton {
                text: row.finished ? qsTr("Open") : qsTr("Resume")
                highlighted: !row.finished
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: row.openRequested(row.gameId)
            }
            ActionButton {
                text: qsTr("Export…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: row.exportRequested(row.gameId)
            }
            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                text: qsTr("Delete…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: row.deleteRequested(row.gameId, row.players.map(p => p.name).join(", "))
            }
        }
    }
}
