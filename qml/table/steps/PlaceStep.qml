// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "../FeatureNames.js" as FeatureNames

/* The turn's placement step: a figure of a kind the active player holds onto a new feature or one that takes another,
   the features the tile joined it to, a tower floor, a full pyramid. Once the turn part has its action, one button
   stands for a second one (unusual: it is asked about). */
TurnSection {
    id: section

    readonly property TurnModel turnModel: turn.turnModel
    /** The place buttons show after this turn part's action only once "Place another" is clicked. */
    property bool againShown: false
    readonly property bool folded: turnModel.canPlace && turnModel.acted && !againShown

    /** The keys go to the first place button. */
    function focusPlace() {
        againShown = true;
        turn.chosenStep = step;
        const first = placeTypes.itemAt(0);
        if (first)
            first.forceActiveFocus();
    }
    /** J: the only feature to join, else the keys go to the first "joins …". */
    function focusJoin() {
        const joins = turnModel.joins;
        if (joins.length === 1) {
            turn.run("place", turnModel.join(joins[0]));
        } else if (joins.length > 1) {
            turn.chosenStep = step;
            joinButtons.itemAt(0).forceActiveFocus();
        }
    }
    /** What the folded row says once this turn part has its action. */
    function placedSummary() {
        if (!turnModel.canPlace || !turnModel.acted)
            return "";
        if (turnModel.placedFeature === "")
            return qsTr("Placed this turn");
        //: %1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it ("Ana's city")
        return qsTr("Placed: %1 on %2").arg(Theme.figureKindName(turnModel.placedKind))
                                        .arg(turn.featureName(turn.featureRow(turnModel.placedFeature)));
    }

    step: TurnModel.Place
    name: "place"
    summary: placedSummary()
    title: qsTr("Place a figure (P)")
    error: turn.errorFor("place")
    // With the keys in the section, a digit places on the new feature of that number's button.
    Keys.onPressed: (event) => {
        const n = event.key - Qt.Key_1;
        if (event.modifiers === Qt.NoModifier && n >= 0 && n < placeTypes.count) {
            placeTypes.itemAt(n).clicked();
            event.accepted = true;
        }
    }

    Connections {
        target: section.turnModel
        // A new turn part: its action is still to come.
        function onActedChanged() {
            if (!section.turnModel.acted)
                section.againShown = false;
        }
    }

    // After this turn part's action one button stands for them all: a second one is unusual.
    ActionButton {
        objectName: "placeAgainButton"
        visible: section.folded
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontBase
        text: qsTr("Place another")
        onClicked: {
            section.turnModel.confirmSecondAction();
            section.focusPlace();
        }
    }
    // Which figure from the supply: the kinds the engine says the active player may place.
    Repeater {
        model: section.folded ? [] : section.turnModel.kinds

        delegate: ActionButton {
            required property string modelData
            readonly property int inSupply: section.turn.supplyOf(modelData)

            objectName: "kind-" + modelData
            checkable: true
            checked: section.turnModel.kind === modelData
            highlighted: checked
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            //: %1 a kind of figure (meeple, guard meeple, ringmaster), %2 how many are left in the supply
            text: qsTr("%1 ×%2").arg(Theme.figureKindName(modelData)).arg(inSupply)
            onClicked: {
                section.turn.errorSection = "";
                section.turnModel.kind = modelData;
            }
            //: %1 a kind of figure (meeple, guard meeple, ringmaster), %n how many of them are left in the supply
            Accessible.name: qsTr("Place a %1, %n left", "", inSupply).arg(Theme.figureKindName(modelData))
        }
    }
    Item {
        visible: !section.folded
        width: section.turn.stepsWidth
        height: 1
    }
    // The feature types a new feature may have, for the chosen kind.
    Repeater {
        id: placeTypes

        model: section.turnModel.newFeatures

        delegate: ActionButton {
            id: typeButton

            required property var modelData
            required property int index

            objectName: "place-" + modelData.type
            visible: !section.folded
            implicitHeight: Theme.px(52)
            font.pixelSize: Theme.fontBase
            text: Theme.featureTypeName(modelData.type)
            icon.width: 0
            contentItem: RowLayout {
                spacing: 6

                // The digit that places here once the keys are in the section.
                Label {
                    visible: typeButton.index < 9
                    text: typeButton.index + 1
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.mutedText
                }
                FeatureIcon {
                    implicitWidth: Theme.px(30)
                    implicitHeight: Theme.px(30)
                    feature: typeButton.modelData.type
                }
                Label {
                    text: typeButton.text
                    font: typeButton.font
                }
            }
            //: %1 a kind of feature (road, city…)
            Accessible.name: qsTr("Place on a new %1").arg(text)
            onClicked: section.turn.place(modelData.type, "")
        }
    }
    // Features on the board that take another figure: open towers, acrobat spaces with room.
    Repeater {
        model: section.turnModel.sharedFeatures

        delegate: ActionButton {
            required property var modelData
            readonly property var row: section.turn.featureRow(modelData.feature)

            objectName: "place-on-" + modelData.feature
            visible: !section.folded
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            text: {
                if (modelData.type === "tower")
                    //: a tower to place the figure on: %1 the tower as the players see it ("tower 2, height 3")
                    return qsTr("On top of %1").arg(section.turn.featureName(row));
                if (modelData.type === "acrobats")
                    //: %1 the acrobat space, %2 its acrobats, %3 a full pyramid's
                    return qsTr("Join acrobats %1 (%2 of %3)").arg(FeatureNames.number(modelData.feature))
                        .arg(row.figures.length).arg(Rules.pyramidSize);
                //: a builder or a pig joining a feature where its owner has a figure: %1 the feature as the players see it ("Ana's road")
                return qsTr("Beside your figure on %1").arg(section.turn.featureName(row));
            }
            onClicked: section.turn.place(modelData.type, modelData.feature)
        }
    }
    // The figure just placed: the tile may have joined its feature to occupied ones.
    Repeater {
        id: joinButtons

        model: section.turnModel.joins

        delegate: ActionButton {
            required property string modelData
            required property int index
            readonly property string name: section.turn.featureName(section.turn.featureRow(modelData))

            objectName: "join-" + modelData
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            //: %1 a feature as the players see it ("Ben's road"); J is the key
            text: index === 0 ? qsTr("Joins %1 (J)").arg(name)
                              //: %1 a feature as the players see it ("Ben's road")
                              : qsTr("Joins %1").arg(name)
            onClicked: section.turn.run("place", section.turnModel.join(modelData))
        }
    }
    ActionButton {
        objectName: "towerButton"
        visible: section.turn.options.hasTower
        text: qsTr("Tower floor (T)…")
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontBase
        onClicked: section.turn.towerRequested()
    }
    // The Abbot: instead of placing a figure, the abbot may be taken back from a monastery or garden not yet surrounded.
    Repeater {
        model: section.folded ? [] : section.turn.options.recalls

        delegate: ActionButton {
            required property var modelData
            required property int index

            objectName: "recall-" + modelData.figure
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            text: modelData.type === "garden" ? (index === 0 ? qsTr("Return the abbot from the garden (A)…")
                                                             : qsTr("Return the abbot from the garden…"))
                                              : (index === 0 ? qsTr("Return the abbot from the monastery (A)…")
                                                             : qsTr("Return the abbot from the monastery…"))
            onClicked: section.turn.recallRequested(modelData)
        }
    }
    Repeater {
        model: section.turnModel.pyramids

        delegate: ActionButton {
            required property string modelData

            objectName: "pyramid-" + modelData
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            highlighted: true
            //: %1 the acrobat space's number, as its card shows it ("Acrobats 2")
            text: qsTr("Score pyramid %1…").arg(FeatureNames.number(modelData))
            onClicked: section.turn.pyramidRequested(modelData)
        }
    }
}
