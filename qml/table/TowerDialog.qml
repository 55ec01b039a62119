// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* A tower floor (The Tower): on a new or an open tower, and the figure it captures, if any, as the engine offers
   them (options.tower). Another player's figure becomes the active player's prisoner; prisoners swap by themselves
   when both hold one. */
ActionDialog {
    id: dialog

    property var session: null
    /** What the table may do next (session.options). */
    property turnOptions options
    /** Towers on the board: {featureId, floors, isOpen}. */
    property var towers: []
    /** Board figures as plain rows (see FigurePicker). */
    property var boardFigures: []
    /** What a floor may do now (options.tower): {floorsLeft, towers, captures}; null when no floor can be added. */
    readonly property var option: options.hasTower ? options.tower : null
    readonly property int floorsLeft: option ? option.floorsLeft : 0
    /** The towers that take a floor, and the figures it may capture. */
    readonly property var openTowers: option ? towers.filter(t => option.towers.indexOf(t.featureId) >= 0) : []
    readonly property var captures: option ? boardFigures.filter(f => option.captures.some(c => c.figure === f.figure)) : []
    /** The tower id; empty means a new tower. */
    property string tower: ""
    property string capture: ""

    title: qsTr("Add a tower floor")
    acceptText: capture === "" ? qsTr("Add the floor") : qsTr("Add the floor and capture")
    canAccept: option !== null && (capture === "" || captures.some(f => f.figure === capture))
    errorText: option !== null ? "" : qsTr("No tower floors left in the supply.")
    // The keys start on "A new tower": Enter adds it, Tab goes on to the towers and the figures to capture.
    initialFocusItem: newTowerButton

    /** Opens the dialog with a figure to capture already chosen (from a feature card). */
    function openCapturing(figure) {
        open();
        capture = figure;
    }

    onAboutToShow: {
        tower = "";
        capture = "";
    }
    onConfirmed: enterCommand(session.commands.tower(tower, capture))

    Label {
        Layout.fillWidth: true
        //: %n how many tower floors the active player has left
        text: qsTr("Which tower? (%n floor(s) left)", "", dialog.floorsLeft)
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    Flow {
        id: towerFlow

        Layout.fillWidth: true
        spacing: Theme.spacingSmall
        focus: true

        ActionButton {
            id: newTowerButton

            objectName: "tower-new"
            focus: true
            text: qsTr("A new tower")
            checkable: true
            checked: dialog.tower === ""
            highlighted: checked
            implicitHeight: Theme.controlHeight
            onClicked: dialog.tower = ""
        }
        Repeater {
            model: dialog.openTowers

            delegate: ActionButton {
                required property var modelData

                objectName: "tower-" + modelData.featureId
                text: FeatureNames.name(modelData)
                checkable: true
                checked: dialog.tower === modelData.featureId
                highlighted: checked
                implicitHeight: Theme.controlHeight
                onClicked: dialog.tower = modelData.featureId
            }
        }
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Capture a figure?")
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    FigurePicker {
        Layout.fillWidth: true
        noneText: qsTr("No capture")
        figures: dialog.captures
        selected: dialog.capture
        onPicked: (figure) => dialog.capture = figure
    }
}
