// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* Every payout in order with the engine's explanation, newest at the bottom; a filter by player, Undo and
   Redo, and for any entry the dispute view (the same explanation in two languages). */
Panel {
    id: panel

    property var session: null
    /** Players as plain rows: {playerId, name}. */
    property var players: []
    property string error: ""

    signal disputeRequested(int row)

    function undo() {
        error = session.undo() ? "" : session.lastError;
    }
    function redo() {
        error = session.redo() ? "" : session.lastError;
    }

    title: qsTr("Ledger")
    // Close to its edges: beside the board at 1366×768 every line counts for the newest entries.
    padding: Theme.spacingSmall

    headerItems: [
        ComboBox {
            id: filter

            implicitHeight: Theme.controlHeight
            implicitWidth: Theme.px(170)
            font.pixelSize: Theme.fontBase
            model: [qsTr("Everyone")].concat(panel.players.map(p => p.name))
            Accessible.name: qsTr("Show the payouts of")
            onActivated: (index) => {
                if (panel.session)
                    panel.session.ledger.playerFilter = index === 0 ? "" : panel.players[index - 1].playerId;
            }
        },
        ActionButton {
            text: qsTr("Undo")
            enabled: panel.session !== null && panel.session.canUndo
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            onClicked: panel.undo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Take back the last event (Ctrl+Z)")
            // Beside the board the ledger is narrow: the game's bar has Undo and Redo too.
            visible: panel.width >= Theme.controlHeight * 12
        },
        ActionButton {
            text: qsTr("Redo")
            enabled: panel.session !== null && panel.session.canRedo
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            onClicked: panel.redo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Bring back the undone event (Ctrl+Shift+Z)")
            // Beside the board the ledger is narrow: the game's bar has Undo and Redo too.
            visible: panel.width >= Theme.controlHeight * 12
        }
    ]

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingSmall

        InlineError {
            Layout.fillWidth: true
            text: panel.error
        }

        ListView {
            id: list

            objectName: "ledgerList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.session ? panel.session.ledger : null
            keyNavigationEnabled: true
            activeFocusOnTab: true
            ScrollBar.vertical: ScrollBar {}
            /** Whether the view shows the newest entry: a new payout (or an entry growing as it is laid out) keeps it
                shown, until the reader scrolls back. */
            property bool following: true

            /** The newest entry in view and current, once the entries' heights are known (they wrap). */
            function showNewest() {
                if (count === 0)
                    return;
                currentIndex = count - 1;
                positionViewAtEnd();
            }

            onCountChanged: {
                following = true;
                Qt.callLater(showNewest);
            }
            onContentHeightChanged: if (following) Qt.callLater(showNewest)
            onHeightChanged: if (following) Qt.callLater(showNewest)
            onMovementEnded: following = atYEnd
            Component.onCompleted: Qt.callLater(showNewest)
            Keys.onReturnPressed: if (currentIndex >= 0) panel.disputeRequested(currentIndex)

            delegate: Item {
                id: entry

                required property int index
                required property int event
                required property string playerName
                required property color color
                required property string symbol
                required property int points
                required property string figureName
                required property string ruleName
                required property string explanation
                required property string feature
                /** The players' own name for the entry's feature, or "". */
                readonly property string givenName: {
                    void (panel.session ? panel.session.namesRevision : 0);
                    return panel.session ? panel.session.givenNameAt(feature, event) : "";
                }

                /** The entry being read (the current one, with the keys in the ledger): its explanation and its
                    dispute button show; the others are one line each, so that the newest four fit beside the board. */
                readonly property bool reading: ListView.isCurrentItem && list.activeFocus

                width: ListView.view.width - 12
                implicitHeight: entryRow.implicitHeight + 6

                Rectangle {
                    anchors.fill: parent
                    radius: Theme.radius
                    color: entry.ListView.isCurrentItem && list.activeFocus ? Theme.attentionBackground : Theme.panelAlt
                    border.color: entry.ListView.isCurrentItem && list.activeFocus ? Theme.text : Theme.border
                }

                RowLayout {
                    id: entryRow

                    anchors.fill: parent
                    anchors.margins: 3
                    spacing: Theme.spacingSmall

                    PlayerBadge {
                        Layout.alignment: Qt.AlignTop
                        size: 24
                        playerColor: entry.color
                        symbol: entry.symbol
                    }
                    Label {
                        Layout.alignment: Qt.AlignTop
                        Layout.minimumWidth: 44
                        horizontalAlignment: Text.AlignRight
                        text: (entry.points > 0 ? "+" : "") + entry.points
                        font.pixelSize: Theme.fontBase
                        font.bold: true
                        color: entry.points < 0 ? Theme.danger : Theme.text
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 0

                        Label {
                            objectName: "ledgerTitle"
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignLeft
                            text: entry.givenName !== ""
                                  //: %1 player, %2 rule name, %3 the name the players gave the feature ("the river city"), %4 scoring figure
                                  ? qsTr("%1 · %2 “%3” · %4").arg(Theme.isolate(entry.playerName)).arg(entry.ruleName)
                                                           .arg(Theme.isolate(entry.givenName)).arg(entry.figureName)
                                  //: %1 player, %2 rule name, %3 scoring figure
                                  : qsTr("%1 · %2 · %3").arg(Theme.isolate(entry.playerName)).arg(entry.ruleName).arg(entry.figureName)
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            // Wrapped, never cut off: German rule names are long. Its lines close together: four
                            // entries of two lines fit beside the board at 1366×768.
                            wrapMode: Text.Wrap
                            lineHeight: 0.9
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: entry.reading
                            text: entry.explanation
                            font.pixelSize: Theme.fontSmall
                            color: Theme.mutedText
                            wrapMode: Text.Wrap
                        }
                    }
                    ToolButton {
                        Layout.alignment: Qt.AlignTop
                        visible: entry.reading
                        text: "\u2696"
                        font.pixelSize: Theme.fontLarge
                        implicitWidth: Theme.touchTarget
                        implicitHeight: Theme.touchTarget
                        onClicked: panel.disputeRequested(entry.index)
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Explain in two languages")
                        Accessible.name: ToolTip.text
                    }
                }

                MouseArea {
                    anchors.fill: parent
                    z: -1
                    onClicked: {
                        list.currentIndex = entry.index;
                        list.forceActiveFocus();
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: list.count === 0
                text: qsTr("No points scored yet.")
                font.pixelSize: Theme.fontBase
                color: Theme.mutedText
            }
        }
    }
}
