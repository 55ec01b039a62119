// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The club server this machine pushes its games to: the connection string or URL, the password (kept in the
   desktop's keychain or a file only the user can read, never in the settings), a connection test that runs off the
   window's thread and says whether the connection is encrypted, and what the last sync did. */
Dialog {
    id: dialog

    /** The club connection (AppState.club). */
    property var club: null
    /** Why the last save was refused. */
    property string saveError: ""

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: Theme.spacingLarge
    width: Math.min(parent ? parent.width - 40 : 760, 760)
    font.pixelSize: Theme.fontBase
    title: qsTr("Club server")

    onOpened: {
        serverField.text = club ? club.server : "";
        passwordField.text = "";
        saveError = "";
        serverField.forceActiveFocus();
    }

    header: Label {
        text: dialog.title
        padding: Theme.spacingLarge
        bottomPadding: 0
        font.pixelSize: Theme.fontTitle
        font.bold: true
        wrapMode: Text.Wrap
        Accessible.role: Accessible.Heading
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: qsTr("Every game stored here is also sent to the club's PostgreSQL server when it can be reached. The games stay on this machine either way.")
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Connection (a postgresql:// URL or a libpq connection string)")
            font.bold: true
        }
        TextField {
            id: serverField

            objectName: "clubServerField"
            Layout.fillWidth: true
            implicitHeight: Theme.controlHeight
            placeholderText: "postgresql://table_3@club.local/club?sslmode=require"
            Accessible.name: qsTr("Connection")
        }
        Label {
            Layout.fillWidth: true
            text: dialog.club && dialog.club.hasPassword ? qsTr("Password (one is kept; leave empty to keep it)")
                                                        : qsTr("Password")
            font.bold: true
        }
        TextField {
            id: passwordField

            objectName: "clubPasswordField"
            Layout.fillWidth: true
            implicitHeight: Theme.controlHeight
            echoMode: TextInput.Password
            Accessible.name: qsTr("Password")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                objectName: "clubTestButton"
                text: qsTr("Test connection")
                enabled: dialog.club && !dialog.club.testing && serverField.text.trim().length > 0
                implicitHeight: Theme.controlHeight
                onClicked: dialog.club.testConnection(serverField.text, passwordField.text)
            }
            BusyIndicator {
                running: dialog.club ? dialog.club.testing : false
                visible: running
                implicitHeight: Theme.controlHeight
                implicitWidth: Theme.controlHeight
            }
            Label {
                objectName: "clubTestMessage"
                Layout.fillWidth: true
                text: {
                    void Words.revision;
                    return dialog.club ? Words.said(dialog.club.testMessage) : "";
                }
                color: dialog.club && !dialog.club.testPassed ? Theme.danger : Theme.text
                wrapMode: Text.Wrap
            }
        }
        Label {
            objectName: "clubEncrypted"
            Layout.fillWidth: true
            visible: dialog.club ? dialog.club.testPassed : false
            text: dialog.club && dialog.club.encrypted ? qsTr("Encrypted: yes") : qsTr("Encrypted: no")
            font.bold: true
        }
        Label {
            objectName: "clubSyncStatus"
            Layout.fillWidth: true
            visible: text.length > 0
            text: {
                void Words.revision;
                return dialog.club ? Words.said(dialog.club.syncStatus) : "";
            }
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        InlineError {
            Layout.fillWidth: true
            text: dialog.saveError
        }
    }

    footer: DialogButtonBox {
        padding: Theme.spacingLarge

        Button {
            objectName: "clubSaveButton"
            text: qsTr("Save")
            highlighted: true
            font.pixelSize: Theme.fontBase
            implicitHeight: Theme.controlHeight
            onClicked: {
                dialog.saveError = dialog.club.save(serverField.text, passwordField.text);
                if (dialog.saveError.length === 0)
                    dialog.close();
            }
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            font.pixelSize: Theme.fontBase
            implicitHeight: Theme.controlHeight
        }
    }
}
