// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* Light, dark or the desktop's look, as three buttons side by side: the one in use is pressed and says so
   (a check mark and a bold label, not colour alone). AppState keeps the choice per machine. */
RowLayout {
    id: themeSwitch

    spacing: 0

    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Theme")

    Label {
        Layout.rightMargin: Theme.spacingSmall
        text: qsTr("Theme:")
        color: Theme.mutedText
    }

    Repeater {
        model: [
            { "theme": "light", "label": qsTr("Light") },
            { "theme": "dark", "label": qsTr("Dark") },
            //: The theme that follows the desktop's light or dark look.
            { "theme": "system", "label": qsTr("Desktop") }
        ]

        delegate: Button {
            id: option

            required property var modelData
            readonly property bool chosen: AppState.theme === modelData.theme

            objectName: "theme-" + modelData.theme
            implicitHeight: Theme.controlHeight
            implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
            text: (chosen ? "\u2713 " : "") + modelData.label
            font.bold: chosen
            checkable: true
            checked: chosen
            onClicked: AppState.theme = modelData.theme
            Accessible.name: modelData.label
            Accessible.checked: chosen
        }
    }
}
