// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "FeatureNames.js" as FeatureNames
import MeepleLedger.Models

/* The message the active player drew (The Messengers): the tiles (keys 1 to Rules.messageTiles), then only what
   the chosen tile needs, as the engine's options say (session.options.messages): its features' numbers, or a
   figure and its feature's numbers — or 2 points instead. */
PreviewDialog {
    id: dialog

    property int tile: 0
    /** Every feature on the board as plain rows, to name a feature by who is on it. */
    property var boardFeatures: []
    /** "action" or "points". */
    property string take: "action"
    /** The chosen tile as the engine offers it: {tile, actionAllowed, features, figures}; null before a choice. */
    readonly property var option: tile > 0 ? options.message(tile) : null
    /** The player's features whose numbers the tile's action needs ({feature, type, fields}). */
    readonly property var features: option ? option.features : []
    /** The player's figures the tile's action may score, each with its feature ({figure, kind, feature, …}). */
    readonly property var figures: option ? option.figures : []
    readonly property bool scoresAFigure: figures.length > 0

    /** A feature of an option ({feature, type}) as the players see it. */
    function featureName(option) {
        const row = boardFeatures.find(f => f.featureId === option.feature)
                    || { "featureId": option.feature, "type": option.type, "figures": [] };
        return FeatureNames.name(row);
    }
    /** Without what the action needs, the tile can only be taken as points. */
    readonly property bool actionPossible: tile === 0 || (option !== null && option.actionAllowed)
    property var values: ({})
    /** The figure the action scores, when the tile scores one. */
    property string figure: ""
    readonly property var chosenFigure: figures.find(f => f.figure === figure) || null
    /** The chosen figure's numbers, and its ringmaster's count when it takes the bonus. */
    readonly property var chosenFields: {
        if (!chosenFigure)
            return [];
        const out = chosenFigure.feature.fields.slice();
        if (chosenFigure.needsRingmasterCount)
            out.push({ "key": "ringmaster", "min": 0, "max": Rules.ringmasterCountMax, "start": 0 });
        return out;
    }
    readonly property string effectiveTake: actionPossible ? take : "points"

    /** A value for each field, from where the engine says a typical entry starts. */
    function startValues(fields) {
        const entry = {};
        for (let f = 0; f < fields.length; ++f)
            entry[fields[f].key] = Theme.fieldStart(fields[f]);
        return entry;
    }

    function chooseTile(n) {
        tile = n;
        take = "action";
        figure = "";
        const v = {};
        for (let i = 0; i < features.length; ++i)
            v[features[i].feature] = startValues(features[i].fields);
        values = v;
    }

    function chooseFigure(target) {
        figure = target.figure;
        values = startValues(chosenFields);
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
        if (features.length > 0)
            out.values = values;
        if (scoresAFigure) {
            out.figure = figure;
            out.values = values;
        }
        return out;
    }

    title: qsTr("Draw a message")
    moversKey: "mover"
    moverPlayer: session ? session.activePlayer : ""
    ready: tile > 0 && !(scoresAFigure && effectiveTake === "action" && figure === "")
    acceptText: tile === 0 ? qsTr("Choose a message")
                           //: %n the points a message taken as points gives (2)
                           : (effectiveTake === "points" ? qsTr("Take %n point(s)", "", Rules.messagePoints)
                                                         : qsTr("Do the action"))
    command: tile > 0 && ready ? session.commands.message(tile, effectiveTake, fields()) : null
    initialFocusItem: tileGrid

    // Keys 1–8 choose the tile (unless a number field has the focus: it takes the digits).
    onKeyPressed: (event) => {
        if (event.key >= Qt.Key_1 && event.key < Qt.Key_1 + Rules.messageTiles && event.modifiers === Qt.NoModifier) {
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
    onConfirmed: enterPreviewed()

    Label {
        Layout.fillWidth: true
        //: %1 the number of the last message tile (8)
        text: qsTr("Which message tile was drawn? (keys 1–%1)").arg(Rules.messageTiles)
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
            model: Rules.messageTiles

            delegate: Button {
                id: tileButton

                required property int index
                readonly property int number: index + 1

                objectName: "tile-" + number
                Layout.fillWidth: true
                Layout.preferredWidth: 150
                implicitHeight: Theme.px(72)
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
                //: %1 the message tile's number (1 to 8), %2 its name
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
            //: %n the points a message taken as points gives (2)
            text: qsTr("Take %n point(s) instead", "", Rules.messagePoints)
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
        //: %n the points a message taken as points gives (2)
        text: qsTr("You have nothing on the board this message could score: take the %n point(s).", "", Rules.messagePoints)
        color: Theme.attention
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }

    // Messages about a kind of feature: the numbers of each of the player's features of that type.
    Repeater {
        model: dialog.effectiveTake === "action" ? dialog.features : []

        delegate: ColumnLayout {
            id: featureBlock

            required property var modelData

            Layout.fillWidth: true
            spacing: 4

            Label {
                Layout.fillWidth: true
                text: dialog.featureName(featureBlock.modelData)
                font.pixelSize: Theme.fontBase
                font.bold: true
            }
            Repeater {
                model: featureBlock.modelData.fields.filter(f => f.flag)

                delegate: FlagField {
                    required property var modelData
                    readonly property var entry: dialog.values[featureBlock.modelData.feature]

                    objectName: "field-" + featureBlock.modelData.feature + "-" + modelData.key
                    Layout.fillWidth: true
                    key: modelData.key
                    checked: !!entry && entry[modelData.key] === true
                    onEdited: (on) => dialog.setValue(featureBlock.modelData.feature, modelData.key, on)
                }
            }
            Repeater {
                model: featureBlock.modelData.fields.filter(f => !f.flag)

                delegate: NumberField {
                    required property var modelData
                    readonly property var entry: dialog.values[featureBlock.modelData.feature]

                    objectName: "field-" + featureBlock.modelData.feature + "-" + modelData.key
                    Layout.fillWidth: true
                    label: Theme.fieldLabel(modelData.key)
                    from: modelData.min
                    to: Theme.fieldTo(modelData, entry)
                    value: entry && entry[modelData.key] !== undefined ? entry[modelData.key] : 0
                    onEdited: (value) => {
                        if (!entry || entry[modelData.key] !== value)
                            dialog.setValue(featureBlock.modelData.feature, modelData.key, value);
                    }
                    onAccepted: dialog.tryAccept()
                }
            }
        }
    }

    // A message that scores a figure (8): which one, then its feature's final-scoring numbers.
    Label {
        Layout.fillWidth: true
        visible: dialog.scoresAFigure && dialog.effectiveTake === "action"
        text: qsTr("Which of your figures is scored?")
        font.pixelSize: Theme.fontBase
        font.bold: true
    }
    Flow {
        Layout.fillWidth: true
        visible: dialog.scoresAFigure && dialog.effectiveTake === "action"
        spacing: Theme.spacingSmall

        Repeater {
            model: dialog.figures

            delegate: ActionButton {
                required property var modelData

                objectName: "figure-" + modelData.figure
                checkable: true
                checked: dialog.figure === modelData.figure
                highlighted: checked
                implicitHeight: Theme.controlHeight
                //: %1 figure kind, %2 the feature as the players see it ("Ana and Ben's city")
                text: qsTr("%1 on %2").arg(Theme.figureKindName(modelData.kind)).arg(dialog.featureName(modelData.feature))
                onClicked: dialog.chooseFigure(modelData)
            }
        }
    }
    Repeater {
        model: dialog.chosenFigure && dialog.effectiveTake === "action" ? dialog.chosenFields.filter(f => f.flag) : []

        delegate: FlagField {
            required property var modelData

            objectName: "field-" + modelData.key
            Layout.fillWidth: true
            key: modelData.key
            checked: dialog.values[modelData.key] === true
            onEdited: (on) => dialog.setValue("", modelData.key, on)
        }
    }
    Repeater {
        model: dialog.chosenFigure && dialog.effectiveTake === "action" ? dialog.chosenFields.filter(f => !f.flag) : []

        delegate: NumberField {
            required property var modelData

            objectName: "field-" + modelData.key
            Layout.fillWidth: true
            label: Theme.fieldLabel(modelData.key)
            from: modelData.min
            to: Theme.fieldTo(modelData, dialog.values)
            value: dialog.values[modelData.key] !== undefined ? dialog.values[modelData.key] : 0
            onEdited: (value) => {
                if (dialog.values[modelData.key] !== value)
                    dialog.setValue("", modelData.key, value);
            }
            onAccepted: dialog.tryAccept()
        }
    }
}
