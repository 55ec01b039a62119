// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A ghost joins a figure (Ghosts, Castles and Cemeteries): on another player's figure when the mist
   expanded, on one of the active player's own when it was limited. Only the figures the engine offers for
   that reason (options.ghostsExpand, options.ghostsLimit) are. */
ActionDialog {
    id: dialog

    property var session: null
    /** What the table may do next (session.options). */
    property turnOptions options
    /** Board figures as plain rows: {figure, player, playerName, color, symbol, kind, ghosts, featureId, typeName}. */
    property var boardFigures: []
    /** "expand" or "limit". */
    property string reason: "expand"
    /** Only figures of this feature, when set (from a feature card). */
    property string featureFilter: ""
    property string figure: ""
    readonly property var targets: {
        if (!session || !opened)
            return [];
        const ids = reason === "limit" ? options.ghostsLimit : options.ghostsExpand;
        return boardFigures.filter(f => ids.indexOf(f.figure) >= 0
                                   && (featureFilter === "" || f.featureId === featureFilter));
    }

    title: qsTr("Add a ghost")
    acceptText: qsTr("Add the ghost")
    canAccept: figure !== "" && targets.some(t => t.figure === figure)
    initialFocusItem: reasonRow

    onAboutToShow: {
        figure = "";
        // Start on a reason the options hold figures for.
        const held = r => (r === "limit" ? options.ghostsLimit : options.ghostsExpand).length > 0;
        if (!held(reason) && held(reason === "limit" ? "expand" : "limit"))
            reason = reason === "limit" ? "expand" : "limit";
    }
    onTargetsChanged: if (targets.length === 1) figure = targets[0].figure
    onConfirmed: enterCommand(session.commands.ghost(figure))

    RowLayout {
        id: reasonRow

        Layout.fillWidth: true
        spacing: Theme.spacing
        focus: true

        ActionButton {
            objectName: "reason-expand"
            focus: true
            text: qsTr("The mist expanded: on another player's figure")
            checkable: true
            checked: dialog.reason === "expand"
            highlighted: checked
            implicitHeight: Theme.controlHeight
            onClicked: { dialog.reason = "expand"; dialog.figure = ""; }
            enabled: dialog.options.ghostsExpand.length > 0
        }
        ActionButton {
            objectName: "reason-limit"
            text: qsTr("The mist was limited: on your own figure")
            checkable: true
            checked: dialog.reason === "limit"
            highlighted: checked
            implicitHeight: Theme.controlHeight
            onClicked: { dialog.reason = "limit"; dialog.figure = ""; }
            enabled: dialog.options.ghostsLimit.length > 0
        }
    }

    Label {
        Layout.fillWidth: true
        //: %n how many ghosts are left in the common supply
        text: dialog.session ? qsTr("%n ghost(s) left in the supply.", "", dialog.session.ghostsInSupply) : ""
        font.pixelSize: Theme.fontBase
        color: Theme.mutedText
    }
    Label {
        Layout.fillWidth: true
        visible: dialog.targets.length === 0
        text: qsTr("No figure can take a ghost for this reason.")
        font.pixelSize: Theme.fontBase
        color: Theme.attention
        wrapMode: Text.Wrap
    }
    FigurePicker {
        Layout.fillWidth: true
        figures: dialog.targets
        selected: dialog.figure
        onPicked: (figure) => dialog.figure = figure
    }
}
