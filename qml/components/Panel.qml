// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A titled area of a screen. Children go into the content column under the title. */
Rectangle {
    id: panel

    property string title: ""
    /** Items shown at the right end of the title row (buttons, filters). */
    property alias headerItems: headerExtra.data
    default property alias content: body.data
    property int padding: Theme.panelPadding

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border
    border.width: 1
    // The width the header needs on one row, so that moving its items under the title never widens the panel.
    implicitWidth: Math.max(body.implicitWidth, titleLabel.implicitWidth + Theme.spacing + headerExtra.implicitWidth) + 2 * padding
    implicitHeight: column.implicitHeight + 2 * padding

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: panel.padding
        spacing: Theme.spacing

        // The title keeps its whole width: when the header items leave it too little, they move to a row of
        // their own under it (a long translation, a narrow window).
        GridLayout {
            id: header

            // Decided after the layout settles, with some slack before going back to one row: the header's height
            // can change the space around the panel (a scroll bar appearing), which must not flip it back and forth.
            property bool oneRow: true
            readonly property real needed: titleLabel.implicitWidth + columnSpacing + headerExtra.implicitWidth
            readonly property real available: column.width

            function decide() {
                if (oneRow && needed > available)
                    oneRow = false;
                else if (!oneRow && needed + 2 * Theme.spacingLarge <= available)
                    oneRow = true;
            }

            // A timer of the panel's own rather than Qt.callLater: a panel removed before it fires takes it along.
            onNeededChanged: decideLater.restart()
            onAvailableChanged: decideLater.restart()
            Component.onCompleted: decideLater.restart()

            Timer {
                id: decideLater

                interval: 0
                onTriggered: header.decide()
            }

            Layout.fillWidth: true
            visible: panel.title !== "" || headerExtra.children.length > 0
            columns: oneRow ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacingSmall

            Label {
                id: titleLabel

                Layout.fillWidth: true
                text: panel.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
                Accessible.role: Accessible.Heading
            }
            RowLayout {
                id: headerExtra

                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                spacing: Theme.spacingSmall
            }
        }
        Item {
            id: body

            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: childrenRect.height
            implicitWidth: childrenRect.width
        }
    }
}
