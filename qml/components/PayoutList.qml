// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The payouts an action would add (from `previewPayouts`) or did add: who, how many points, on which
   figure, and the engine's explanation. */
ColumnLayout {
    id: list

    /** Ledger entries: {playerName, color, symbol, points, figureName, explanation, from, to}. */
    property var payouts: []
    property string emptyText: qsTr("Nobody scores.")

    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        visible: list.payouts.length === 0
        text: list.emptyText
        font.pixelSize: Theme.fontBase
        color: Theme.mutedText
        wrapMode: Text.Wrap
    }

    Repeater {
        model: list.payouts

        delegate: Rectangle {
            id: entry

            required property var modelData

            Layout.fillWidth: true
            implicitHeight: entryRow.implicitHeight + 12
            radius: Theme.radius
            color: Theme.panelAlt
            border.color: Theme.border

            RowLayout {
                id: entryRow

                anchors.fill: parent
                anchors.margins: 6
                anchors.leftMargin: 10
                spacing: Theme.spacing

                PlayerBadge {
                    Layout.alignment: Qt.AlignTop
                    size: 32
                    playerColor: entry.modelData.color || Theme.unknownPlayer
                    symbol: entry.modelData.symbol || ""
                }
                Label {
                    Layout.alignment: Qt.AlignTop
                    Layout.minimumWidth: 64
                    text: (entry.modelData.points > 0 ? "+" : "") + entry.modelData.points
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    color: entry.modelData.points < 0 ? Theme.danger : Theme.text
                    horizontalAlignment: Text.AlignRight
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        text: entry.modelData.to !== undefined && entry.modelData.from !== undefined
                              //: %1 player name, %2 scoring figure name, %3 and %4 track positions
                              ? qsTr("%1 · %2 %3 → %4").arg(Theme.isolate(entry.modelData.playerName)).arg(entry.modelData.figureName || "")
                                                       .arg(entry.modelData.from).arg(entry.modelData.to)
                              : entry.modelData.playerName
                        font.pixelSize: Theme.fontBase
                        font.bold: true
                        wrapMode: Text.Wrap
                    }
                    Label {
                        Layout.fillWidth: true
                        text: entry.modelData.explanation || ""
                        font.pixelSize: Theme.fontSmall
                        color: Theme.mutedText
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }
}
