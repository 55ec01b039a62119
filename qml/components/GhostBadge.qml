// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A white ghost with the number of ghosts on a figure. */
Item {
    id: badge

    property int count: 0

    implicitWidth: 26 + label.implicitWidth
    implicitHeight: 26
    visible: count > 0

    Canvas {
        id: ghost

        width: 22
        height: 24
        anchors.verticalCenter: parent.verticalCenter
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            ctx.scale(width / 100, height / 100);
            ctx.lineWidth = 7;
            ctx.strokeStyle = Theme.art.ghostLine;
            ctx.fillStyle = Theme.art.ghost;
            ctx.beginPath();
            ctx.moveTo(12, 95);
            ctx.lineTo(12, 45);
            ctx.bezierCurveTo(12, -8, 88, -8, 88, 45);
            ctx.lineTo(88, 95);
            ctx.lineTo(74, 82);
            ctx.lineTo(62, 95);
            ctx.lineTo(50, 82);
            ctx.lineTo(38, 95);
            ctx.lineTo(26, 82);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            ctx.fillStyle = Theme.art.ghostLine;
            ctx.beginPath();
            ctx.arc(36, 42, 8, 0, 2 * Math.PI);
            ctx.arc(64, 42, 8, 0, 2 * Math.PI);
            ctx.fill();
        }
    }
    Label {
        id: label

        anchors.left: ghost.right
        anchors.leftMargin: 2
        anchors.verticalCenter: parent.verticalCenter
        text: "\u00D7" + badge.count
        font.pixelSize: Theme.fontSmall
        font.bold: true
    }

    //: %n how many ghosts stand on the figure
    Accessible.name: qsTr("%n ghost(s)", "", count)
}
