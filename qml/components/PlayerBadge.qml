// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import MeepleLedger

/* A player's colour with their symbol on it, so the player reads without colour too. */
Rectangle {
    id: badge

    property string symbol: ""
    property color playerColor: Theme.unknownPlayer
    property real size: 32

    implicitWidth: size
    implicitHeight: size
    radius: size * 0.22
    color: playerColor
    border.color: Qt.darker(playerColor, 1.8)
    border.width: Math.max(1, size / 16)

    Text {
        anchors.fill: parent
        anchors.margins: badge.size * 0.12
        text: Theme.glyph(badge.symbol)
        color: Theme.textOn(badge.playerColor)
        font.pixelSize: badge.size * 0.62
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
