// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A refusal shown where the action was taken: what the session or the engine said, in place. */
Rectangle {
    id: box

    property string text: ""
    /** What the box says: the text, in the language chosen since it was said (Words.said). */
    readonly property alias shownText: said.text

    visible: text !== ""
    implicitHeight: visible ? row.implicitHeight + 16 : 0
    implicitWidth: row.implicitWidth + 20
    radius: Theme.radius
    color: Theme.dangerBackground
    border.color: Theme.danger
    border.width: 2

    Accessible.role: Accessible.AlertMessage
    Accessible.name: shownText

    RowLayout {
        id: row

        anchors.fill: parent
        anchors.margins: 8
        anchors.leftMargin: 10
        spacing: 10

        Label {
            Layout.alignment: Qt.AlignTop
            text: "\u26A0"
            color: Theme.danger
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        Label {
            id: said

            Layout.fillWidth: true
            // A message the app said before the language changed is said again in the new one.
            text: {
                void Words.revision;
                return Words.said(box.text);
            }
            color: Theme.danger
            font.pixelSize: Theme.fontBase
            wrapMode: Text.Wrap
        }
    }
}
