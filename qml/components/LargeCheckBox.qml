// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A check box with a box and tick large enough to read and hit from the edge of the table; a tristate one (a group's
   box) shows a bar while only some of its group is on. */
CheckBox {
    id: box

    font.pixelSize: Theme.fontLarge
    spacing: Theme.spacing
    // A fingertip's target, whatever the text's size.
    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    indicator: Rectangle {
        implicitWidth: Theme.px(30)
        implicitHeight: Theme.px(30)
        x: box.leftPadding
        y: box.topPadding + (box.availableHeight - height) / 2
        radius: 5
        color: box.checkState !== Qt.Unchecked ? Theme.accent : Theme.base
        border.width: box.visualFocus ? Theme.focusWidth : 2
        border.color: box.visualFocus ? Theme.focus : Theme.text

        Text {
            anchors.centerIn: parent
            visible: box.checkState !== Qt.Unchecked
            text: box.checkState === Qt.PartiallyChecked ? "\u2501" : "\u2714"
            color: Theme.accentText
            font.pixelSize: Theme.px(20)
            font.bold: true
        }
    }
}
