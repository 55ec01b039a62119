// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* One step of the turn in the turn panel. The step the table is at is open: a numbered heading with its actions
   flowing after it on the same lines, and the refusal of the last action taken here (shown in place). Every other
   step is folded to one row, its heading and a one-line summary ("Nothing to score"); clicking the row (or Space or
   Enter on it) opens it. Folding is what lets a heavy turn (every expansion, six players) fit the panel at 1366×768
   without scrolling. */
ColumnLayout {
    id: section

    /** The turn panel that says which steps there are and which one is open; without it the step is always open. */
    property Item turn: null
    /** Which step of the turn this is (a TurnModel.Step). */
    property int step: TurnModel.NoStep
    /** The step's name, for its objectName ("step-place"). */
    property string name: ""
    property string title: ""
    /** Its number in the turn's order, from the steps the turn has. */
    readonly property int number: turn && turn.turnModel ? turn.turnModel.steps.indexOf(step) + 1 : 0
    property string error: ""
    /** What the folded row says after the title: what was done, or that there is nothing to do. */
    property string summary: ""
    /** Whether the actions are shown; a folded step shows its row only. Where the panel has the room for every
        step open (a full HD screen), all are. */
    property bool open: turn ? turn.currentStep === step || turn.allOpen : true
    /** The height the step takes open, across the panel's width (measured while folded too: the panel opens every
        step when their open heights fit it). */
    readonly property real openHeight: (body.implicitHeight > 0 ? body.implicitHeight : 0)
                                       + (errorLine.visible ? spacing + errorLine.implicitHeight : 0)
    /** Something the table must answer (a robber's choice, a message): its folded row stands out. */
    property bool attention: false
    /** Whether the open step repeats its heading (a step whose content says what it asks can leave it out). */
    property bool headingWhenOpen: true
    /** The width the folded row needs on one line: the panel puts two short ones side by side. */
    readonly property real foldedWidth: foldedRow.implicitWidth
    default property alias actions: body.data

    /** @p text with the characters StyledText reads as markup written out (a player may be called "<Ana>"). */
    function escaped(text) {
        return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    }
    /** The keys go to the step's first action that takes them. */
    function focusFirst() {
        const first = (item) => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (!child.visible || !child.enabled)
                    continue;
                if (child.clicked !== undefined)
                    return child;
                const inner = first(child);
                if (inner)
                    return inner;
            }
            return null;
        };
        const action = first(body);
        if (action)
            action.forceActiveFocus();
    }

    objectName: "step-" + name
    visible: !turn || number > 0
    width: turn ? turn.stepWidth(section) : implicitWidth
    spacing: Theme.spacingSmall

    component StepNumber: Rectangle {
        property int step: 0

        visible: step > 0
        implicitWidth: Theme.px(28)
        implicitHeight: Theme.px(28)
        radius: width / 2
        color: Theme.text

        Label {
            anchors.centerIn: parent
            text: parent.step
            color: Theme.panel
            font.pixelSize: Theme.fontSmall
            font.bold: true
        }
    }

    ActionButton {
        id: foldedRow

        objectName: "stepRow"
        Layout.fillWidth: true
        visible: !section.open
        flat: true
        text: section.summary !== "" ? section.title + " \u2014 " + section.summary : section.title
        Accessible.name: text
        implicitWidth: foldedContent.implicitWidth + leftPadding + rightPadding
        implicitHeight: Math.max(Theme.controlHeight, foldedContent.implicitHeight + topPadding + bottomPadding)
        leftPadding: Theme.spacingSmall
        rightPadding: Theme.spacingSmall
        topPadding: Theme.px(3)
        bottomPadding: Theme.px(3)
        contentItem: RowLayout {
            id: foldedContent

            spacing: Theme.spacingSmall

            StepNumber {
                step: section.number
            }
            // The title in bold and the summary after it, wrapping as one text: in half the panel's width a row takes
            // two lines rather than cutting either.
            Label {
                Layout.fillWidth: true
                textFormat: Text.StyledText
                text: "<b>" + section.escaped(section.title) + "</b>"
                      + (section.summary !== "" ? "&nbsp; <font color=\"" + Theme.mutedText + "\">" + section.escaped(section.summary)
                                                  + "</font>" : "")
                font.pixelSize: Theme.fontBase
                wrapMode: Text.Wrap
            }
        }
        background: Rectangle {
            radius: Theme.radius
            color: section.attention ? Theme.attentionBackground : foldedRow.down ? Theme.border : "transparent"
            border.color: section.attention ? Theme.attention : Theme.border
            border.width: section.attention ? 3 : 1
        }
        onClicked: section.turn.openStep(section.step, section)
    }

    Flow {
        id: body

        Layout.fillWidth: true
        // The panel's width even while folded, so that openHeight says what open takes. The column sets the width
        // while the body shows, possibly to the folded half just before it hides: hidden in a panel that may open
        // every step, it takes the panel's width again.
        width: section.turn ? section.turn.stepsWidth : section.width
        visible: section.open
        function measureAtFullWidth() {
            if (!visible && section.turn && section.turn.roomy)
                width = Qt.binding(() => section.turn.stepsWidth);
        }
        // Once the column is done with it.
        onVisibleChanged: measureTimer.restart()

        Timer {
            id: measureTimer

            interval: 0
            onTriggered: body.measureAtFullWidth()
        }
        Connections {
            target: section.turn
            function onRoomyChanged() {
                measureTimer.restart();
            }
        }
        spacing: Theme.spacingSmall

        // The heading, first in the flow: as tall as a button, so the actions after it line up.
        RowLayout {
            visible: section.headingWhenOpen
            height: Theme.controlHeight
            width: Math.min(implicitWidth, body.width)
            spacing: Theme.spacingSmall

            StepNumber {
                step: section.number
            }
            Label {
                objectName: "sectionTitle"
                Layout.fillWidth: true
                text: section.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
        }
    }
    InlineError {
        id: errorLine

        Layout.fillWidth: true
        visible: text !== ""
        text: section.error
    }
}
