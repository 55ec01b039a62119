// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* About Meeple Ledger: the version, the licence, where the rules come from and the folder the games are kept in. */
Dialog {
    id: dialog

    /** The game library's file; the folder holding it is the data folder shown. */
    property string libraryPath: ""
    /** The version shown: the application's. */
    property string version: Qt.application.version
    readonly property string dataFolder: libraryPath.substring(0, libraryPath.lastIndexOf("/"))

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: Theme.spacingLarge
    width: Math.min(parent ? parent.width - 40 : 760, 760)
    height: Math.min(parent ? parent.height - 40 : 800, implicitHeight)
    font.pixelSize: Theme.fontBase
    title: qsTr("About Meeple Ledger")

    onOpened: closeButton.forceActiveFocus()

    header: Label {
        text: dialog.title
        padding: Theme.spacingLarge
        bottomPadding: 0
        font.pixelSize: Theme.fontTitle
        font.bold: true
        wrapMode: Text.Wrap
        Accessible.role: Accessible.Heading
    }

    contentItem: ScrollView {
        id: scroll

        implicitWidth: dialog.width - dialog.leftPadding - dialog.rightPadding
        implicitHeight: column.implicitHeight
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            id: column

            width: scroll.availableWidth
            spacing: Theme.spacing

            Label {
                objectName: "aboutVersion"
                Layout.fillWidth: true
                //: %1 is the version number, e.g. 0.1.0
                text: qsTr("Version %1").arg(dialog.version)
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("A scoring assistant for physical games of Carcassonne: the players keep their tiles and meeples on the table, the app counts and explains every point.")
                wrapMode: Text.Wrap
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                text: qsTr("Licence")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Meeple Ledger is free software: you may share and change it under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.")
                wrapMode: Text.Wrap
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                text: qsTr("Rules")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("The rules follow the publishers' rulebooks (Hans im Glück, and Z-Man Games' English edition where a game option chooses it) and the pages of each expansion on Wikicarpedia (wikicarpedia.com), the community's rules wiki, with the official answers it collects.")
                wrapMode: Text.Wrap
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Carcassonne is a trademark of Hans im Glück Verlags-GmbH. Meeple Ledger is not made or endorsed by the publishers.")
                wrapMode: Text.Wrap
                color: Theme.mutedText
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                text: qsTr("Data folder")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            TextEdit {
                objectName: "aboutDataFolder"
                Layout.fillWidth: true
                text: dialog.dataFolder
                readOnly: true
                selectByMouse: true
                wrapMode: TextEdit.WrapAnywhere
                font.family: "monospace"
                font.pixelSize: Theme.fontBase
                color: Theme.text
                Accessible.name: qsTr("Data folder")
            }
        }
    }

    footer: DialogButtonBox {
        padding: Theme.spacingLarge

        Button {
            id: closeButton

            objectName: "aboutCloseButton"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            highlighted: true
            font.pixelSize: Theme.fontBase
            implicitHeight: Theme.controlHeight
        }
    }
}
