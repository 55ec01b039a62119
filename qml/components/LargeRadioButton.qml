// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A radio button with a large round mark, readable and easy to hit from the edge of the table. */
RadioButton {
    id: button

    font.pixelSize: Theme.fontBase
    spacing: Theme.spacing

    indicator: Rectangle {
        implicitWidth: 28
        implicitHeight: 28
        x: button.leftPadding
        y: button.topPadding + (button.availableHeight - height) / 2
        radius: width / 2
        color: "#ffffff"
        border.width: button.visualFocus ? 3 : 2
        border.color: button.visualFocus ? Theme.highlight : Theme.text

        Rectangle {
            anchors.centerIn: parent
            width: 14
            height: 14
            radius: 7
            visible: button.checked
            color: Theme.accent
        }
    }
}
