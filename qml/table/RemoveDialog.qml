// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A correction: a figure leaves the board without scoring (its ghosts return). */
ActionDialog {
    id: dialog

    property var session: null
    /** The figures to choose from (see FigurePicker). */
    property var figures: []
    property string figure: ""
    property string reason: ""

    title: qsTr("Take a figure off the board")
    acceptText: qsTr("Take it off")
    canAccept: figure !== ""
    initialFocusItem: reasonField

    onAboutToShow: {
        figure = figures.length === 1 ? figures[0].figure : "";
        reason = "";
    }
    onConfirmed: enterCommand(session.commands.remove(figure, reason))

    Label {
        Layout.fillWidth: true
        text: qsTr("The figure goes back to its owner without scoring.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
    FigurePicker {
        Layout.fillWidth: true
        figures: dialog.figures
        selected: dialog.figure
        onPicked: (figure) => dialog.figure = figure
    }
    TextField {
        id: reasonField

        Layout.fillWidth: true
        placeholderText: qsTr("Why (optional), e.g. placed by mistake")
        font.pixelSize: Theme.fontBase
        text: dialog.reason
        onTextEdited: dialog.reason = text
        onAccepted: dialog.tryAccept()
    }
}
