// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* The active player's turn: one file per step (steps/), in the order the turn model gives (session.turn: ghosts,
   placing a figure or a tower floor or scoring a pyramid, completed features, the big top, a robber's choice, a message,
   robbers, ransom), then End turn. What the table still owes (a message, a robber's choice) is said first and
   prominently, and End turn asks for it. Every action offered is one of the engine's options; a refused one shows the
   reason next to it. */
Rectangle {
    id: panel

    property var session: null
    /** Players and features as plain rows (ModelRows). */
    property var players: []
    property var features: []
    /** The player whose robber is being placed on the track, or "". */
    property string robberPlayer: ""

    /** The turn part's steps, in the rules' order, from the engine (session.turn). */
    readonly property TurnModel turnModel: session ? session.turn : null
    readonly property var active: {
        for (let i = 0; i < players.length; ++i) {
            if (players[i].isActive)
                return players[i];
        }
        return null;
    }
    readonly property bool running: turnModel !== null && turnModel.running && active !== null
    /** What the table may do next (session.options): the panel offers these and nothing else. */
    readonly property turnOptions options: session ? session.options : emptyOptions
    property turnOptions emptyOptions
    property string errorSection: ""
    property string errorText: ""
    // What the steps offer, as the turn model says it (the tests and the table screen read them here).
    readonly property string kind: turnModel ? turnModel.kind : "meeple"
    readonly property var newFeatures: turnModel ? turnModel.newFeatures : []
    readonly property var scorable: turnModel ? turnModel.scorable : []
    readonly property var ransoms: turnModel ? turnModel.ransoms : []
    readonly property var joins: turnModel ? turnModel.joins : []
    readonly property var pending: turnModel ? turnModel.pending : []
    readonly property int ghostTargets: turnModel ? turnModel.ghostTargets : 0
    /** The second action the table is asked about: {what: "place" | "tower", action: function}. */
    property var secondAction: ({})
    property alias placeAgainDialog: placeAgainDialog
    property alias messageOwedDialog: messageOwedDialog
    readonly property string nextName: session ? playerName(session.nextPlayer) : ""
    /** The step the table opened by a key or a click, until the table changes; NoStep follows the turn. */
    property int chosenStep: TurnModel.NoStep
    /** The one open step: the rest are folded to a row each (unless allOpen). */
    readonly property int currentStep: chosenStep !== TurnModel.NoStep ? chosenStep : turnModel ? turnModel.current : TurnModel.NoStep
    /** Whether the panel is a large screen's, where every step may be open. */
    readonly property bool roomy: scroll.availableHeight >= Theme.px(800)
    /** The width of the steps' column: an open step's. */
    readonly property real stepsWidth: steps.width
    /** Every step open, where they all fit open and the panel is a large screen's (at least 800 px at 100 %): on a
        laptop the folded rows keep the turn calm and short, on a full HD screen (about 880 px) nothing needs a click
        to be seen. From each step's open height, which does not depend on this choice. */
    readonly property bool allOpen: {
        if (!running || !roomy)
            return false;
        let need = content.implicitHeight - steps.height;
        let shown = 0;
        for (let i = 0; i < steps.children.length; ++i) {
            const step = steps.children[i];
            if (step.openHeight === undefined || !step.visible)
                continue;
            need += step.openHeight + (shown > 0 ? steps.spacing : 0);
            ++shown;
        }
        return need <= scroll.availableHeight;
    }

    signal scoreRequested(var feature)
    signal messageRequested()
    signal circusRequested()
    signal ghostRequested()
    signal towerRequested()
    signal pyramidRequested(string featureId)
    signal ransomRequested(var ransom)
    signal recallRequested(var recall)
    signal goodsRequested()
    signal robberRequested(string playerId)
    signal robberCancelled()
    signal finalScoringRequested()

    /** Shows the outcome of a session command: a refusal is shown in `section`, and nothing changed. */
    function run(section, ok) {
        if (ok) {
            errorSection = "";
            errorText = "";
        } else {
            errorSection = section;
            errorText = session.lastError;
        }
        return ok;
    }
    function errorFor(section) {
        return errorSection === section ? errorText : "";
    }
    /** The builder's second tile (Traders and Builders): a new part of this turn begins. */
    function builderTile() {
        return run("end", session.apply(session.commands.builder()));
    }
    function focusJoin() {
        placeStep.focusJoin();
    }
    function focusRansom() {
        ransomStep.focusRansom();
    }
    function focusChoice() {
        choiceStep.focusChoice();
    }
    function focusPlace() {
        placeStep.focusPlace();
    }
    function focusScore() {
        scoreStep.focusScore();
    }
    /** A feature as the players see it: what it is and who is on it. */
    function featureName(row) {
        return FeatureNames.name(row);
    }
    /** The robber's owner keeps the suggested victim and figure, which the engine already applied. */
    function keepSuggestion(choice) {
        errorSection = "";
        turnModel.keepSuggestion(choice.robber);
    }
    function playerName(id) {
        const p = players.find(r => r.playerId === id);
        return p ? p.name : id;
    }
    /** The board's row of feature @p id (only its id while the rows catch up with a change). */
    function featureRow(id) {
        return features.find(f => f.featureId === id) || { "featureId": id, "figures": [] };
    }
    function supplyOf(kind) {
        if (!active)
            return 0;
        if (kind === "guard")
            return active.supplyGuards;
        if (kind === "ringmaster")
            return active.supplyRingmaster;
        const other = (active.supplyOthers || []).find(s => s.kind === kind);
        return other ? other.count : active.supplyMeeples;
    }
    /** Runs @p action, the turn part's figure or tower floor (@p what "place" or "tower"). One of them is the turn's
        action: a second is legal (a figure entered late) but unusual, so the table is asked first, whatever the path
        (a click, a key, after an undo). "Place another" clicked is the table's answer already, until the table changes. */
    function askSecondAction(what, action) {
        if (turnModel.secondActionAsks) {
            secondAction = { "what": what, "action": action };
            placeAgainDialog.open();
            return;
        }
        action();
    }
    /** Places a figure of the chosen kind on @p feature (empty: a new feature of @p type). */
    function place(type, feature) {
        askSecondAction("place", () => run("place", turnModel.place(type, feature)));
    }
    /** Ends the turn, unless something is owed: an open robber's choice is asked for in place, a message owed is asked
        about (draw it, or end the turn without it). */
    function endTurn() {
        if (!turnModel)
            return;
        if (turnModel.owed === TurnModel.Choice) {
            errorSection = "choice";
            //: %1 the robber's owner
            errorText = Words.say("TurnPanel", QT_TR_NOOP("%1's robber still has to choose whom it robs: choose, then end the turn."),
                                  [Theme.isolate(playerName(pending[0].robber))]);
            focusChoice();
            return;
        }
        if (turnModel.owed === TurnModel.Message) {
            messageOwedDialog.open();
            return;
        }
        run("end", turnModel.endTurn());
    }
    /** Opens step @p step (its row was clicked, or its key pressed): the keys go to its first action. */
    function openStep(step, section) {
        chosenStep = step;
        if (step === TurnModel.Choice)
            focusChoice();
        else if (step === TurnModel.Place && !placeStep.folded)
            focusPlace();
        else
            section.focusFirst();
    }
    /** A folded step takes half the panel's width when its row fits there in two lines: two rows share a line. */
    function stepWidth(section) {
        const half = (steps.width - steps.spacing) / 2;
        return section.open || section.foldedWidth > 1.9 * half ? steps.width : half;
    }
    function showRobberError(message) {
        errorSection = "robber";
        errorText = message;
    }
    /** Scrolls the panel so that `item`, when it is one of the panel's controls, is fully shown. */
    function reveal(item) {
        let p = item;
        while (p && p !== content)
            p = p.parent;
        if (!p || item === content)
            return;
        const flick = scroll.contentItem;
        const top = item.mapToItem(content, 0, 0).y - Theme.spacing;
        const bottom = top + item.height + 2 * Theme.spacing;
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top);
        else if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(bottom, flick.contentHeight) - flick.height);
    }

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    // The robber the table moves on the track is a step of the turn.
    Binding {
        target: panel.turnModel
        when: panel.turnModel !== null
        property: "movingRobber"
        value: panel.robberPlayer
    }

    Connections {
        target: panel.session
        function onChanged() {
            panel.errorSection = "";
            // What the table did moves the turn on: the step it is at opens.
            panel.chosenStep = TurnModel.NoStep;
        }
    }

    // Keyboard focus moving to a control out of sight (Tab, a shortcut) scrolls it into view.
    Connections {
        target: panel.Window.window
        function onActiveFocusItemChanged() {
            const item = panel.Window.window.activeFocusItem;
            if (item)
                panel.reveal(item);
        }
    }

    ScrollView {
        id: scroll

        objectName: "turnScroll"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: endColumn.visible ? endColumn.top : parent.bottom
        anchors.margins: Theme.panelPadding
        contentWidth: availableWidth
        clip: true
        // Always shown when the turn does not fit, so that what is below the fold is not missed.
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        ColumnLayout {
            id: content

            objectName: "turnContent"
            // Always clear of the scroll bar: a width that followed the bar's showing would change the height that
            // decides whether it shows, and the layout would never settle.
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - Theme.spacingSmall
            // Close together: a heavy turn (every expansion, six players) fits at 1366×768 without scrolling.
            spacing: Theme.spacingSmall

            // Who is playing.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                PlayerBadge {
                    visible: panel.active !== null
                    size: 32
                    playerColor: panel.active ? panel.active.color : Theme.unknownPlayer
                    symbol: panel.active ? panel.active.symbol : ""
                }
                // One line: the panel's height is the turn's.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        //: %1 the active player's name
                        text: panel.active ? qsTr("%1's turn").arg(Theme.isolate(panel.active.name))
                                           : (panel.session && panel.session.finished ? qsTr("The game is over")
                                                                                      : qsTr("No turn yet"))
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.alignment: Qt.AlignBaseline
                        visible: panel.session !== null && panel.session.turnNumber > 0
                        //: %1 the turn's number
                        text: panel.session ? qsTr("Turn %1").arg(panel.session.turnNumber) : ""
                        font.pixelSize: Theme.fontBase
                        color: Theme.mutedText
                    }
                }
            }

            ActionButton {
                objectName: "beginButton"
                Layout.fillWidth: true
                visible: panel.session !== null && panel.session.isOpen && !panel.session.finished && panel.active === null
                //: %1 the name of the player who begins; (N) the key that does it
                text: qsTr("Begin the first turn: %1 (N)").arg(Theme.isolate(panel.nextName))
                highlighted: true
                implicitHeight: Theme.px(56)
                font.pixelSize: Theme.fontLarge
                onClicked: panel.endTurn()
            }

            Repeater {
                model: panel.session ? panel.session.warnings : []

                delegate: Label {
                    required property var modelData

                    Layout.fillWidth: true
                    text: "\u26A0 " + (modelData.text || "")
                    color: Theme.attention
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
            }

            // The steps in rules order: the open one with its actions, each other one row (two short ones share a line).
            Flow {
                id: steps

                objectName: "turnSteps"
                Layout.fillWidth: true
                spacing: Theme.spacingSmall

            GhostsStep {
                turn: panel
            }
            PlaceStep {
                id: placeStep

                turn: panel
            }
            ScoreStep {
                id: scoreStep

                turn: panel
            }
            BigTopStep {
                turn: panel
            }
            ChoiceStep {
                id: choiceStep

                turn: panel
            }
            MessageStep {
                turn: panel
            }
            RobbersStep {
                turn: panel
            }
            RansomStep {
                id: ransomStep

                turn: panel
            }
            }
        }
    }

    // The end of the turn is always in view, below whatever the turn's sections need.
    ColumnLayout {
        id: endColumn

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.panelPadding
        visible: panel.running
        spacing: Theme.spacingSmall

        InlineError {
            Layout.fillWidth: true
            text: panel.errorFor("end")
        }
        // Traders and Builders: the tile extended the road or city of the builder, which earns a second tile.
        Label {
            objectName: "builderPartLabel"
            Layout.fillWidth: true
            visible: panel.options.builderPart
            text: qsTr("The builder's second tile: place it and score what it completes.")
            font.pixelSize: Theme.fontSmall
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        ActionButton {
            objectName: "builderTileButton"
            Layout.fillWidth: true
            visible: panel.options.builderTile
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            text: qsTr("The tile extended my builder's road or city: second tile (D)")
            onClicked: panel.builderTile()
        }
        // End turn and final scoring on one line, placed by hand: a row layout kept the widths of the language before.
        Item {
            id: endLine

            Layout.fillWidth: true
            implicitHeight: Math.max(endButton.implicitHeight, finalButton.implicitHeight)

            ActionButton {
                id: endButton

                objectName: "endTurnButton"
                anchors.left: parent.left
                anchors.right: finalButton.left
                anchors.rightMargin: Theme.spacingSmall
                anchors.verticalCenter: parent.verticalCenter
                implicitHeight: Theme.px(60)
                highlighted: true
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: %1 the next player's name; N is the key
                text: qsTr("End turn \u2192 %1 (N)").arg(Theme.isolate(panel.nextName))
                onClicked: panel.endTurn()
            }
            ActionButton {
                id: finalButton

                objectName: "finalScoringButton"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                // End turn keeps the width its sentence needs; this one takes its one line where that leaves room for
                // it, else wraps into what is left. The line is measured apart: a wrapped label's own width would keep
                // the width it wrapped to.
                width: Math.max(0, Math.min(Math.ceil(finalMetrics.advanceWidth) + leftPadding + rightPadding + Theme.spacingSmall,
                                            endLine.width - endButton.implicitWidth - Theme.spacingSmall))
                flat: true
                font.pixelSize: Theme.fontSmall
                text: qsTr("The last tile is placed: final scoring (F)…")
                contentItem: Label {
                    text: finalButton.text
                    font: finalButton.font
                    color: Theme.text
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                onClicked: panel.finalScoringRequested()

                TextMetrics {
                    id: finalMetrics

                    text: finalButton.text
                    font: finalButton.font
                }
            }
        }
    }

    // A second action in one turn part (a figure, a tower floor): legal, but unusual enough to be asked about (Enter
    // enters it, Esc not). The same question whatever the path.
    ConfirmDialog {
        id: placeAgainDialog

        objectName: "placeAgainDialog"
        title: panel.secondAction.what === "tower" ? qsTr("Add a tower floor this turn too?")
                                                   : qsTr("Place another figure this turn?")
        //: %1 the active player; placing a figure and adding a tower floor are the turn's one action
        text: qsTr("%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?")
              .arg(Theme.isolate(panel.active ? panel.active.name : ""))
        acceptText: panel.secondAction.what === "tower" ? qsTr("Add a floor") : qsTr("Place another")
        onConfirmed: {
            close();
            panel.turnModel.confirmSecondAction();
            const action = panel.secondAction.action;
            panel.secondAction = {};
            if (action)
                action();
        }
    }

    // End turn while a message is owed: the rules say it is drawn now; the table may still end the turn without it
    // (the record keeps a warning).
    ConfirmDialog {
        id: messageOwedDialog

        objectName: "messageOwedDialog"
        title: qsTr("A message is still owed")
        //: %1 the active player
        text: qsTr("%1's scoring figure ended a move on a dark space: %1 draws a message before the turn ends.")
              .arg(Theme.isolate(panel.active ? panel.active.name : ""))
        acceptText: qsTr("Draw the message")
        onConfirmed: {
            close();
            panel.messageRequested();
        }

        ActionButton {
            objectName: "endWithoutMessage"
            text: qsTr("End the turn without it")
            onClicked: {
                messageOwedDialog.close();
                panel.run("end", panel.turnModel.endTurnAnyway());
            }
        }
    }
}
