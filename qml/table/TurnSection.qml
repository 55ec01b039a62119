// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* One step of the turn in the turn panel: a numbered heading with its actions flowing after it on the same lines,
   and the refusal of the last action taken here (shown in place). The heading shares a line with the actions so
   that a heavy turn (every expansion, six players) fits the panel at 1366×768 without scrolling. */
ColumnLayout {
    id: section

    property string title: ""
    property int step: 0
    property string error: ""
    default property alias actions: body.data

    spacing: Theme.spacingSmall

    Flow {
        id: body

        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        // The heading, first in the flow: as tall as a button, so the actions after it line up.
        RowLayout {
            height: Theme.controlHeight
            width: Math.min(implicitWidth, body.width)
            spacing: Theme.spacingSmall

            Rectangle {
                visible: section.step > 0
                implicitWidth: Theme.px(28)
                implicitHeight: Theme.px(28)
                radius: width / 2
                color: Theme.text

                Label {
                    anchors.centerIn: parent
                    text: section.step
                    color: Theme.panel
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }
            Label {
                objectName: "sectionTitle"
                Layout.fillWidth: true
                text: section.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
        }
    }
    InlineError {
        Layout.fillWidth: true
        visible: text !== ""
        text: section.error
    }
}
