// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A check box with a box and tick large enough to read and hit from the edge of the table. */
CheckBox {
    id: box

    font.pixelSize: Theme.fontLarge
    spacing: Theme.spacing

    indicator: Rectangle {
        implicitWidth: 30
        implicitHeight: 30
        x: box.leftPadding
        y: box.topPadding + (box.availableHeight - height) / 2
        radius: 5
        color: box.checked ? Theme.accent : "#ffffff"
        border.width: box.visualFocus ? 3 : 2
        border.color: box.visualFocus ? Theme.highlight : Theme.text

        Text {
            anchors.centerIn: parent
            visible: box.checked
            text: "\u2714"
            color: Theme.accentText
            font.pixelSize: 20
            font.bold: true
        }
    }
}
