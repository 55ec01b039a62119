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
            // The server's reason, said again when the language changes.
            readonly property string problem: {
                void Words.revision;
                return Words.said(board.problem);
            }

            objectName: "problemBox"
            Layout.fillWidth: true
            //: %1 why the club server cannot be read (a sentence without its full stop); the screen keeps trying by itself
            text: !board.connected && board.problem !== ""
                  ? qsTr("%1. Trying again…").arg(problem.charAt(0).toUpperCase() + problem.slice(1)) : ""
        }

        Label {
            Layout.fillWidth: true
            visible: board.connected && tables.count === 0
            text: qsTr("No game in progress at any table.")
            font.pixelSize: Theme.fontLarge
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingLarge

            GridView {
                id: tables

                objectName: "tablesView"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                // As many columns as cards of 400 px fit; every card as tall as the fullest table needs.
                readonly property int mostSeats: board.tables.reduce((most, t) => Math.max(most, t.seats.length), 2)
                cellWidth: width / Math.max(1, Math.floor(width / Theme.px(400)))
                cellHeight: Theme.px(110) + Theme.px(50) * mostSeats
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
                                    //: %1 the first characters of the device id of a library without a name
                                    text: cell.modelData.device !== "" ? cell.modelData.device
                                                                       : qsTr("Table %1").arg(cell.modelData.deviceId.slice(0, 8))
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
                                visible: cell.modelData.contested
                                Layout.fillWidth: true
                                text: qsTr("Another table holds another version of this game: it awaits the organiser.")
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

            // The season's standings, ranked by rating (docs/league.md).
            Rectangle {
                objectName: "standingsPanel"
                Layout.fillHeight: true
                Layout.preferredWidth: Math.max(Theme.px(360), screen.width * 0.32)
                radius: Theme.radius
                color: Theme.panel
                border.color: Theme.border
                border.width: 1

                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.spacingLarge
                    spacing: Theme.spacing

                    Label {
                        Layout.fillWidth: true
                        //: %1 the season's name
                        text: board.seasonName !== "" ? qsTr("Standings: %1").arg(board.seasonName)
                                                      : qsTr("Standings: every game")
                        font.pixelSize: Theme.fontLarge * 1.3
                        font.bold: true
                        color: Theme.text
                        wrapMode: Text.Wrap
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: board.standings.length === 0
                        text: qsTr("No finished game yet.")
                        font.pixelSize: Theme.fontLarge
                        color: Theme.mutedText
                    }
                    Repeater {
                        model: board.standings

                        delegate: RowLayout {
                            id: standing

                            required property var modelData

                            objectName: "standing"
                            Layout.fillWidth: true
                            spacing: Theme.spacing

                            Label {
                                Layout.preferredWidth: Theme.px(36)
                                text: standing.modelData.rank
                                font.pixelSize: Theme.fontLarge * 1.2
                                font.bold: true
                                color: Theme.mutedText
                                horizontalAlignment: Text.AlignRight
                            }
                            Label {
                                Layout.fillWidth: true
                                text: standing.modelData.name
                                font.pixelSize: Theme.fontLarge * 1.2
                                color: Theme.text
                                elide: Text.ElideRight
                            }
                            Label {
                                //: %1 wins, %2 games: "2 of 3 won"
                                text: qsTr("%1 of %2 won").arg(standing.modelData.wins).arg(standing.modelData.games)
                                font.pixelSize: Theme.fontBase
                                color: Theme.mutedText
                            }
                            Label {
                                text: Number(standing.modelData.rating).toLocaleString(Qt.locale(), "f", 1)
                                font.pixelSize: Theme.fontLarge * 1.2
                                font.bold: true
                                color: Theme.text
                            }
                        }
                    }
                    Item {
                        Layout.fillHeight: true
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: board.awaiting > 0
                        //: %n versions of games held by tables that do not own them
                        text: qsTr("%n version(s) from a table that does not own the game await the organiser; they count for nothing.", "", board.awaiting)
                        font.pixelSize: Theme.fontBase
                        color: Theme.attention
                        wrapMode: Text.Wrap
                    }
                    Label {
                        Layout.fillWidth: true
                        //: %n finished games the standings count
                        text: qsTr("%n finished game(s) counted.", "", board.finishedGames)
                        font.pixelSize: Theme.fontBase
                        color: Theme.mutedText
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }
}
