// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* What the players must know about the library before they enter a game: that none is open and games cannot be
   saved (why, with Retry), that it is read-only, or what happened to its file (saved back after it was deleted or
   replaced, a damaged copy moved aside and its games recovered). */
Rectangle {
    id: banner

    /** Why no library is open; empty when one is. */
    property string problem: ""
    property bool readOnly: false
    /** What happened to the library's file; dismissable. */
    property string notice: ""

    readonly property string kind: problem !== "" ? "problem" : readOnly ? "readOnly" : notice !== "" ? "notice" : ""

    signal retryRequested()
    signal dismissRequested()

    visible: kind !== ""
    implicitHeight: visible ? row.implicitHeight + 20 : 0
    color: kind === "problem" ? Theme.dangerBackground : Theme.attentionBackground
    border.color: kind === "problem" ? Theme.danger : Theme.attention
    border.width: 2

    Accessible.role: Accessible.AlertMessage
    Accessible.name: heading.text + " " + detail.text

    RowLayout {
        id: row

        anchors.fill: parent
        anchors.margins: 10
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            Layout.alignment: Qt.AlignTop
            text: "\u26A0"
            color: banner.kind === "problem" ? Theme.danger : Theme.attention
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                id: heading

                objectName: "bannerHeading"
                Layout.fillWidth: true
                text: banner.kind === "problem" ? qsTr("Games cannot be saved: the game library is not open.")
                    : banner.kind === "readOnly" ? qsTr("This library is read-only: its games can be viewed but not changed.")
                    : qsTr("Something happened to the game library's file.")
                font.pixelSize: Theme.fontBase
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                id: detail

                objectName: "bannerDetail"
                Layout.fillWidth: true
                // The problem and the notice are said again when the language changes, as the banner's own words are.
                text: {
                    void Words.revision;
                    //: %1 what is wrong with the library, a sentence of its own
                    return banner.kind === "problem" ? qsTr("%1 Meeple Ledger tries again every few seconds.").arg(Words.said(banner.problem))
                        : banner.kind === "readOnly" ? qsTr("Make the file and its folder writable, or copy the library to a folder you can write to, to play new games.")
                        : Words.said(banner.notice);
                }
                font.pixelSize: Theme.fontBase
                wrapMode: Text.Wrap
            }
        }
        ActionButton {
            objectName: "retryButton"
            visible: banner.kind === "problem"
            text: qsTr("Retry")
            implicitHeight: Theme.controlHeight
            onClicked: banner.retryRequested()
        }
        ActionButton {
            objectName: "dismissButton"
            visible: banner.kind === "notice"
            text: qsTr("OK")
            implicitHeight: Theme.controlHeight
            onClicked: banner.dismissRequested()
        }
    }
}
