// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The turn's scoring step: the completed features the engine says may be scored, each with who stands on it. */
TurnSection {
    id: section

    readonly property TurnModel turnModel: turn.turnModel

    /** S: the only completed feature there can be, or the one this turn part's figure stands on, opens at once; else
        the keys go to the first (a digit then picks one). */
    function focusScore() {
        const scorable = turnModel.scorable;
        const placed = turnModel.placedFeature;
        if (scorable.length === 1)
            turn.scoreRequested(turn.featureRow(scorable[0].feature));
        else if (placed !== "" && scorable.some(f => f.feature === placed))
            turn.scoreRequested(turn.featureRow(placed));
        else if (scorable.length > 0)
            turn.openStep(step, section);
    }

    step: TurnModel.Score
    name: "score"
    //: %n how many completed features may be scored now
    summary: turnModel.scorable.length > 0 ? qsTr("%n feature(s) to score", "", turnModel.scorable.length) : qsTr("Nothing to score")
    title: qsTr("Completed features (S)")
    // With the keys in the section, a digit opens the feature of that number's button.
    Keys.onPressed: (event) => {
        const n = event.key - Qt.Key_1;
        if (event.modifiers === Qt.NoModifier && n >= 0 && n < scoreButtons.count) {
            scoreButtons.itemAt(n).clicked();
            event.accepted = true;
        }
    }

    Label {
        visible: section.turnModel.scorable.length === 0
        text: qsTr("No road, city, monastery, castle or cemetery is occupied.")
        font.pixelSize: Theme.fontBase
        color: Theme.mutedText
        wrapMode: Text.Wrap
        width: section.turn.stepsWidth
    }
    Repeater {
        id: scoreButtons

        model: section.turnModel.scorable

        delegate: ActionButton {
            id: scoreButton

            required property var modelData
            required property int index
            readonly property var row: section.turn.featureRow(modelData.feature)

            objectName: "score-" + modelData.feature
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            text: section.turn.featureName(row)
            contentItem: RowLayout {
                spacing: 6

                // The digit that opens it once the keys are in the section.
                Label {
                    visible: scoreButton.index < 9
                    text: scoreButton.index + 1
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.mutedText
                }

                FeatureIcon {
                    implicitWidth: Theme.px(30)
                    implicitHeight: Theme.px(30)
                    feature: scoreButton.modelData.type
                }
                Label {
                    text: scoreButton.text
                    font: scoreButton.font
                }
                Repeater {
                    model: scoreButton.row.figures

                    delegate: PlayerBadge {
                        required property var modelData

                        size: 22
                        playerColor: modelData.color
                        symbol: modelData.symbol
                    }
                }
            }
            //: %1 a feature ("road r3")
            Accessible.name: qsTr("Score %1").arg(text)
            onClicked: section.turn.scoreRequested(row)
        }
    }
    // Traders and Builders: a city completed by this tile shows goods symbols; its goods go to the active player.
    ActionButton {
        objectName: "goodsButton"
        visible: section.turn.options.hasGoods && section.turn.options.started
        highlighted: section.turn.options.goodsAfterCity
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontBase
        text: qsTr("Take the city's goods (W)…")
        onClicked: section.turn.goodsRequested()
    }
}
