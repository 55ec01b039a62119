// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The club's projector: every table's game in progress with its live scores, read from the club server each time a
   table stores an event. Large type: it is read from across the room. */
Rectangle {
    id: screen

    /** The club server: a libpq connection string or a postgresql:// URL. */
    property alias server: board.server
    readonly property alias board: board

    color: Theme.background

    ClubBoardModel {
        id: board

        objectName: "clubBoard"
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingLarge

            Label {
                Layout.fillWidth: true
                text: qsTr("Club night")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
            Label {
                objectName: "connectionLabel"
                //: %1 the time of day the club server was last read
                text: board.connected
                      ? (board.readAt.getTime ? qsTr("Live · updated %1").arg(board.readAt.toLocaleTimeString(Qt.locale(), Locale.ShortFormat)) : qsTr("Live"))
                      : qsTr("Not connected")
                font.pixelSize: Theme.fontLarge
                font.bold: !board.connected
                color: board.connected ? Theme.accent : Theme.danger
            }
        }

        InlineError {
            objectName: "problemBox"
            Layout.fillWidth: true
            //: %1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself
            text: !board.connected && board.problem !== ""
                  ? qsTr("%1. Trying again…").arg(board.problem.charAt(0).toUpperCase() + board.problem.slice(1)) : ""
        }

        Label {
            Layout.fillWidth: true
            visible: board.connected && tables.count === 0
            text: qsTr("No game in progress at any table.")
            font.pixelSize: Theme.fontLarge
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }

        GridView {
            id: tables

            objectName: "tablesView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: width / Math.max(1, Math.floor(width / Theme.px(520)))
            cellHeight: Theme.px(96) + Theme.px(54) * 6
            model: board.tables

            delegate: Item {
                id: cell

                required property var modelData

                width: tables.cellWidth
                height: tables.cellHeight

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: Theme.border
                    border.width: 1

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: Theme.spacingLarge
                        spacing: Theme.spacing

                        RowLayout {
                            Layout.fillWidth: true

                            Label {
                                Layout.fillWidth: true
                                text: cell.modelData.device
                                font.pixelSize: Theme.fontLarge * 1.3
                                font.bold: true
                                color: Theme.text
                                elide: Text.ElideRight
                            }
                            Label {
                                //: %n how many turns the game at that table has begun
                                text: qsTr("turn %n", "", cell.modelData.turns)
                                font.pixelSize: Theme.fontLarge
                                color: Theme.mutedText
                            }
                        }
                        Label {
                            visible: cell.modelData.fork
                            Layout.fillWidth: true
                            text: qsTr("Another table holds a different version of this game.")
                            font.pixelSize: Theme.fontBase
                            color: Theme.attention
                            wrapMode: Text.Wrap
                        }
                        Repeater {
                            model: cell.modelData.seats

                            delegate: RowLayout {
                                id: seat

                                required property var modelData
                                required property int index

                                Layout.fillWidth: true
                                spacing: Theme.spacing

                                PlayerBadge {
                                    size: Theme.px(40)
                                    playerColor: Theme.colorValue(seat.modelData.color)
                                    symbol: Theme.seatSymbol(seat.index)
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: seat.modelData.name
                                    font.pixelSize: Theme.fontLarge * 1.3
                                    font.bold: seat.modelData.active
                                    color: Theme.text
                                    elide: Text.ElideRight
                                }
                                Label {
                                    visible: seat.modelData.active
                                    text: qsTr("to play")
                                    font.pixelSize: Theme.fontBase
                                    color: Theme.accent
                                }
                                Label {
                                    objectName: "score"
                                    text: seat.modelData.score
                                    font.pixelSize: Theme.fontLarge * 1.6
                                    font.bold: true
                                    color: Theme.text
                                }
                            }
                        }
                        Item {
                            Layout.fillHeight: true
                        }
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: board.finishedGames > 0
            //: %n finished games the club server holds
            text: qsTr("%n game(s) finished tonight and before.", "", board.finishedGames)
            font.pixelSize: Theme.fontBase
            color: Theme.mutedText
        }
    }
}
