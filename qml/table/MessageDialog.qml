// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The message the active player drew (The Messengers): the eight tiles (keys 1–8), then only what the
   chosen tile needs — its features' numbers for 1, 2, 3 and 5, a figure for 8 — or 2 points instead. */
PreviewDialog {
    id: dialog

    property int tile: 0
    /** "action" or "points". */
    property string take: "action"
    /** The features (or for tile 8 the figures) the tile asks about, from messageFeatures(). */
    readonly property var targets: session && tile > 0 ? session.messageFeatures(tile) : []
    /** Messages 1–3 without a feature of that type can only be taken as points. */
    readonly property bool actionPossible: tile === 0 || !([1, 2, 3, 8].indexOf(tile) >= 0 && targets.length === 0)
    property var values: ({})
    /** Tile 8: the chosen figure id. */
    property string figure: ""
    readonly property var chosenFigure: {
        for (let i = 0; i < targets.length; ++i) {
            if (targets[i].figure === figure)
                return targets[i];
        }
        return null;
    }
    readonly property string effectiveTake: actionPossible ? take : "points"

    function chooseTile(n) {
        tile = n;
        take = "action";
        figure = "";
        const v = {};
        const list = session ? session.messageFeatures(n) : [];
        if (n !== 8) {
            for (let i = 0; i < list.length; ++i) {
                const entry = {};
                for (let f = 0; f < list[i].fields.length; ++f)
                    entry[list[i].fields[f]] = Theme.fieldDefault(list[i].fields[f], list[i].type);
                v[list[i].feature] = entry;
            }
        }
        values = v;
    }

    function chooseFigure(target) {
        figure = target.figure;
        const v = {};
        for (let f = 0; f < target.fields.length; ++f)
            v[target.fields[f]] = target.fields[f] === "ringmaster" ? 0 : Theme.fieldDefault(target.fields[f], target.type);
        values = v;
    }

    function setValue(feature, field, value) {
        const v = Object.assign({}, values);
        if (feature === "") {
            v[field] = value;
        } else {
            const entry = Object.assign({}, v[feature] || {});
            entry[field] = value;
            v[feature] = entry;
        }
        values = v;
    }

    function fields() {
        const out = {};
        if (effectiveTake !== "action")
            return out;
        if ([1, 2, 3, 5].indexOf(tile) >= 0)
            out.values = values;
        if (tile === 8) {
            out.figure = figure;
            out.values = values;
        }
        return out;
    }

    title: qsTr("Draw a message")
    moversKey: "mover"
    moverPlayer: session ? session.activePlayer : ""
    ready: tile > 0 && !(tile === 8 && effectiveTake === "action" && figure === "")
    acceptText: tile === 0 ? qsTr("Choose a message") : (effectiveTake === "points" ? qsTr("Take 2 points")
                                                                                        : qsTr("Do the action"))
    event: tile > 0 && ready ? Object.assign({ "type": "message", "tile": tile, "take": effectiveTake }, fields()) : null
    initialFocusItem: tileGrid

    // Keys 1–8 choose the tile (unless a number field has the focus: it takes the digits).
    onKeyPressed: (event) => {
        if (event.key >= Qt.Key_1 && event.key <= Qt.Key_8 && event.modifiers === Qt.NoModifier) {
            chooseTile(event.key - Qt.Key_0);
            event.accepted = true;
        }
    }
    onAboutToShow: {
        tile = 0;
        take = "action";
        figure = "";
        values = {};
    }
    onConfirmed: {
        const f = fields();
        if (finalEvent && finalEvent.mover)
            f.mover = finalEvent.mover;
        if (session.drawMessage(tile, effectiveTake, f))
            close();
        else
            showRefusal(session.lastError);
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Which message tile was drawn? (keys 1–8)")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }

    GridLayout {
        id: tileGrid

        Layout.fillWidth: true
        columns: 4
        columnSpacing: Theme.spacingSmall
        rowSpacing: Theme.spacingSmall
        focus: true

        Repeater {
            model: 8

            delegate: Button {
                id: tileButton

                required property int index
                readonly property int number: index + 1

                objectName: "tile-" + number
                Layout.fillWidth: true
                Layout.preferredWidth: 150
                implicitHeight: 72
                checkable: true
                checked: dialog.tile === number
                highlighted: checked
                focus: index === 0
                contentItem: ColumnLayout {
                    spacing: 0

                    Label {
                        Layout.alignment: Qt.AlignHCenter
                        text: tileButton.number
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        color: tileButton.checked ? Theme.accentText : Theme.text
                    }
                    Label {
                        Layout.fillWidth: true
                        text: Theme.messageName(tileButton.number)
                        font.pixelSize: Theme.fontSmall
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        color: tileButton.checked ? Theme.accentText : Theme.text
                    }
                }
                background: Rectangle {
                    radius: Theme.radius
                    color: tileButton.checked ? Theme.accent : (tileButton.hovered ? Theme.panelAlt : Theme.panel)
                    border.color: tileButton.activeFocus ? Theme.text : Theme.border
                    border.width: tileButton.activeFocus ? 3 : 1
                }
                Accessible.name: qsTr("Message %1: %2").arg(number).arg(Theme.messageName(number))
                onClicked: dialog.chooseTile(number)
                Keys.onReturnPressed: { if (dialog.tile !== number) dialog.chooseTile(number); else dialog.tryAccept(); }
            }
        }
    }

    Label {
        Layout.fillWidth: true
        visible: dialog.tile > 0
        text: Theme.messageHint(dialog.tile)
        font.pixelSize: Theme.fontBase
        font.italic: true
        wrapMode: Text.Wrap
    }

    RowLayout {
        Layout.fillWidth: true
        visible: dialog.tile > 0
        spacing: Theme.spacing

        ActionButton {
            objectName: "take-action"
            text: qsTr("Do the action")
            checkable: true
            checked: dialog.effectiveTake === "action"
            enabled: dialog.actionPossible
            highlighted: checked
            implicitHeight: Theme.controlHeight
            onClicked: dialog.take = "action"
        }
        ActionButton {
            objectName: "take-points"
            text: qsTr("Take 2 points instead")
            checkable: true
            checked: dialog.effectiveTake === "points"
            highlighted: checked
            implicitHeight: Theme.controlHeight
            onClicked: dialog.take = "points"
        }
    }

    Label {
        Layout.fillWidth: true
        visible: dialog.tile > 0 && !dialog.actionPossible
        text: dialog.tile === 8 ? qsTr("You have no figure on the board: take the 2 points.")
                                : qsTr("You have no such feature on the board: take the 2 points.")
        color: Theme.attention
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }

    // Messages 1, 2, 3 and 5: the numbers of each of the player's features of that type.
    Repeater {
        model: dialog.effectiveTake === "action" && [1, 2, 3, 5].indexOf(dialog.tile) >= 0 ? dialog.targets : []

        delegate: ColumnLayout {
            id: featureBlock

            required property var modelData

            Layout.fillWidth: true
            spacing: 4

            Label {
                Layout.fillWidth: true
                text: qsTr("%1 %2").arg(featureBlock.modelData.typeName).arg(featureBlock.modelData.feature)
                font.pixelSize: Theme.fontBase
                font.bold: true
            }
            Repeater {
                model: featureBlock.modelData.fields

                delegate: NumberField {
                    required property string modelData

                    objectName: "field-" + featureBlock.modelData.feature + "-" + modelData
                    Layout.fillWidth: true
                    label: Theme.fieldLabel(modelData)
                    from: Theme.fieldRange(modelData, featureBlock.modelData.type)[0]
                    to: Theme.fieldRange(modelData, featureBlock.modelData.type)[1]
                    value: {
                        const entry = dialog.values[featureBlock.modelData.feature];
                        return entry && entry[modelData] !== undefined ? entry[modelData] : 0;
                    }
                    onEdited: (value) => {
                        const entry = dialog.values[featureBlock.modelData.feature];
                        if (!entry || entry[modelData] !== value)
                            dialog.setValue(featureBlock.modelData.feature, modelData, value);
                    }
                    onAccepted: dialog.tryAccept()
                }
            }
        }
    }

    // Message 8: which figure, then its feature's final-scoring numbers.
    Label {
        Layout.fillWidth: true
        visible: dialog.tile === 8 && dialog.effectiveTake === "action"
        text: qsTr("Which of your figures is scored?")
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    Flow {
        Layout.fillWidth: true
        visible: dialog.tile === 8 && dialog.effectiveTake === "action"
        spacing: Theme.spacingSmall

        Repeater {
            model: dialog.tile === 8 ? dialog.targets : []

            delegate: ActionButton {
                required property var modelData

                objectName: "figure-" + modelData.figure
                checkable: true
                checked: dialog.figure === modelData.figure
                highlighted: checked
                implicitHeight: Theme.controlHeight
                //: %1 figure kind, %2 feature type name, %3 feature id
                text: qsTr("%1 on %2 %3").arg(Theme.figureKindName(modelData.kind)).arg(modelData.typeName)
                                         .arg(modelData.feature)
                onClicked: dialog.chooseFigure(modelData)
            }
        }
    }
    Repeater {
        model: dialog.tile === 8 && dialog.chosenFigure && dialog.effectiveTake === "action" ? dialog.chosenFigure.fields : []

        delegate: NumberField {
            required property string modelData

            objectName: "field-" + modelData
            Layout.fillWidth: true
            label: modelData === "ringmaster" ? qsTr("Circus and acrobat tiles around the ringmaster")
                                              : Theme.fieldLabel(modelData)
            from: modelData === "ringmaster" ? 0 : Theme.fieldRange(modelData, dialog.chosenFigure.type)[0]
            to: modelData === "ringmaster" ? 9 : Theme.fieldRange(modelData, dialog.chosenFigure.type)[1]
            value: dialog.values[modelData] !== undefined ? dialog.values[modelData] : 0
            onEdited: (value) => {
                if (dialog.values[modelData] !== value)
                    dialog.setValue("", modelData, value);
            }
            onAccepted: dialog.tryAccept()
        }
    }
}
