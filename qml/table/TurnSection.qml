// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* One step of the turn in the turn panel: a numbered heading, its actions, and the refusal of the last
   action taken here (shown in place). */
ColumnLayout {
    id: section

    property string title: ""
    property int step: 0
    property string error: ""
    default property alias actions: body.data

    spacing: Theme.spacingSmall

    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Rectangle {
            visible: section.step > 0
            implicitWidth: Theme.px(28)
            implicitHeight: Theme.px(28)
            radius: 14
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
            Layout.fillWidth: true
            text: section.title
            font.pixelSize: Theme.fontLarge
            font.bold: true
            elide: Text.ElideRight
            Accessible.role: Accessible.Heading
        }
    }
    Flow {
        id: body

        Layout.fillWidth: true
        spacing: Theme.spacingSmall
    }
    InlineError {
        Layout.fillWidth: true
        text: section.error
    }
}
