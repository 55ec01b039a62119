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
    // A fingertip's target, whatever the text's size.
    implicitHeight: Math.max(Theme.touchTarget, implicitContentHeight + topPadding + bottomPadding,
                             implicitIndicatorHeight + topPadding + bottomPadding)

    indicator: Rectangle {
        implicitWidth: Theme.px(28)
        implicitHeight: Theme.px(28)
        x: button.leftPadding
        y: button.topPadding + (button.availableHeight - height) / 2
        radius: width / 2
        color: Theme.base
        border.width: button.visualFocus ? Theme.focusWidth : 2
        border.color: button.visualFocus ? Theme.focus : Theme.text

        Rectangle {
            anchors.centerIn: parent
            width: Math.round(parent.width / 2)
            height: width
            radius: width / 2
            visible: button.checked
            color: Theme.accent
        }
    }
}
