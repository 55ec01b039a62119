// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The turn's robber's choice (The Robbers): a robber beside a scoring figure that moved robs one of the candidates;
   the engine suggests one (starred, Enter takes it), or the owner keeps the suggestion without a `steal`. */
TurnSection {
    id: section

    readonly property TurnModel turnModel: turn.turnModel

    /** The question a robber's open choice asks. */
    function question(choice) {
        //: %1 the robber's owner, %2 the track space
        return qsTr("%1's robber on space %2: whom does it rob?").arg(Theme.isolate(turn.playerName(choice.robber))).arg(choice.space);
    }
    /** The keys go to the first open choice's suggested victim: Enter takes it. */
    function focusChoice() {
        turn.chosenStep = step;
        const box = choiceBoxes.itemAt(0);
        if (box)
            box.focusSuggested();
    }

    step: TurnModel.Choice
    name: "choice"
    title: turnModel.pending.length > 0 ? question(turnModel.pending[0]) : ""
    headingWhenOpen: false
    attention: true

    Repeater {
        id: choiceBoxes

        model: section.turnModel.pending

        delegate: Rectangle {
            id: choiceBox

            objectName: "robberChoice"
            width: section.turn.stepsWidth
            required property var modelData
            /** With The Messengers, the scoring figure the stolen points move: the suggestion's unless changed. */
            property string rogueMover: ""
            readonly property string chosenMover: rogueMover !== "" ? rogueMover : modelData.suggestedMover
            readonly property var scoringFigures: section.turn.options.scoringFigures

            function focusSuggested() {
                for (let i = 0; i < candidateButtons.count; ++i) {
                    const button = candidateButtons.itemAt(i);
                    if (button.suggested || i === candidateButtons.count - 1) {
                        button.forceActiveFocus();
                        return;
                    }
                }
            }

            implicitHeight: choiceColumn.implicitHeight + 2 * Theme.spacingSmall
            radius: Theme.radius
            color: Theme.attentionBackground
            border.color: Theme.attention
            border.width: 3

            ColumnLayout {
                id: choiceColumn

                anchors.fill: parent
                anchors.margins: Theme.spacingSmall
                spacing: Theme.px(3)

                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    text: section.question(choiceBox.modelData)
                    font.pixelSize: Theme.fontBase
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                // Said in the box, which stays in view while the keys go to its buttons.
                InlineError {
                    Layout.fillWidth: true
                    text: section.turn.errorFor("choice")
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    //: %1 the player's name, %2 the reason ("the most points")
                    text: qsTr("Suggested: %1 — %2").arg(Theme.isolate(section.turn.playerName(choiceBox.modelData.suggested.player)))
                                                 .arg(Theme.reasonText(choiceBox.modelData.reason))
                    font.pixelSize: Theme.fontBase
                    wrapMode: Text.Wrap
                }
                Flow {
                    id: rogueRow

                    Layout.fillWidth: true
                    visible: choiceBox.scoringFigures.length > 1
                    spacing: Theme.spacingSmall

                    Label {
                        width: Math.min(implicitWidth, rogueRow.width)
                        // As tall as the buttons beside it; on a line of its own, as tall as its text.
                        height: implicitWidth + rogueRow.spacing + figureButtons.implicitWidth <= rogueRow.width
                                ? Math.max(implicitHeight, Theme.controlHeight) : implicitHeight
                        verticalAlignment: Text.AlignVCenter
                        text: qsTr("Which scoring figure takes the stolen points?")
                        font.pixelSize: Theme.fontBase
                        wrapMode: Text.Wrap
                    }
                    // The figures side by side, after the question or under it.
                    Row {
                        id: figureButtons

                        spacing: Theme.spacingSmall

                        Repeater {
                            model: choiceBox.scoringFigures

                            delegate: ActionButton {
                                required property string modelData

                                objectName: "rogue-" + choiceBox.modelData.robber + "-" + modelData
                                checkable: true
                                checked: choiceBox.chosenMover === modelData
                                highlighted: checked
                                implicitHeight: Theme.controlHeight
                                font.pixelSize: Theme.fontBase
                                text: Theme.scoringFigureName(modelData)
                                onClicked: choiceBox.rogueMover = modelData
                            }
                        }
                    }
                }
                // The victims, and the button that keeps the suggestion, on one line where they fit.
                Flow {
                    id: stealRow

                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall

                    Repeater {
                        id: candidateButtons

                        model: choiceBox.modelData.candidates

                        delegate: ActionButton {
                            required property var modelData

                            objectName: "steal-" + modelData.player + "-" + modelData.figure
                            readonly property bool suggested: choiceBox.modelData.suggested.player === modelData.player
                                                              && choiceBox.modelData.suggested.figure === modelData.figure

                            width: Math.min(implicitWidth, stealRow.width)
                            // Kept in view while the box grows above it (the question the end of the turn asked).
                            onYChanged: if (activeFocus) section.turn.reveal(this)
                            // A long sentence (a long name, a long translation) wraps and the button grows.
                            implicitHeight: Math.max(Theme.controlHeight, contentItem.implicitHeight + topPadding + bottomPadding)
                            highlighted: suggested
                            font.pixelSize: Theme.fontBase
                            contentItem: Label {
                                text: parent.text
                                font: parent.font
                                color: parent.palette.buttonText
                                wrapMode: Text.Wrap
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignVCenter
                            }
                            //: %1 the robbed player's name, %2 their scoring figure, %n the points it moved, %3 the robber's share
                            text: qsTr("Rob %1's %2: %n point(s), takes %3", "", modelData.points).arg(Theme.isolate(section.turn.playerName(modelData.player)))
                                  .arg(Theme.scoringFigureName(modelData.figure)).arg(modelData.share)
                                  + (suggested ? "  \u2605" : "")
                            onClicked: section.turn.run("choice", section.turn.session.apply(
                                                            section.turn.session.commands.steal(choiceBox.modelData.robber, modelData.player, modelData.figure)
                                                            .withMover(choiceBox.scoringFigures.length > 1 ? choiceBox.chosenMover : "")))
                        }
                    }
                    ActionButton {
                        objectName: "keepSuggestion-" + choiceBox.modelData.robber
                        font.pixelSize: Theme.fontBase
                        text: qsTr("Keep the suggestion")
                        onClicked: section.turn.keepSuggestion(choiceBox.modelData)
                    }
                }
            }
        }
    }
}
