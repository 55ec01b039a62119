// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// Entry a hurried table cannot get wrong: a double-click acts once, a dialog left open while the turn moved on
// enters nothing, End turn with a message owed asks, and every second action in a turn part (a figure, a tower
// floor) asks the same question whatever the path, again after an undo.
Item {
    id: root

    width: 1366
    height: 768

    TableScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        languages: AppState.languages
    }

    TestCase {
        id: testCase

        name: "TurnEntry"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("turnentry")), AppState.errorMessage);
        }

        function newGame(expansions) {
            const all = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" }];
            const id = AppState.library.createGame(all, expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
        }

        function cleanup() {
            for (const dialog of [screen.scoreDialog, screen.messageDialog, screen.towerDialog, screen.adjustDialog,
                                  screen.turnPanel.placeAgainDialog, screen.turnPanel.messageOwedDialog]) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
        }

        function endTurnButton() {
            const button = findChild(screen.turnPanel, "endTurnButton");
            verify(button && button.visible && button.enabled, "End turn is offered");
            waitForItemPolished(button.parent);
            return button;
        }

        function test_doubleClickOnEndTurnEndsOneTurn() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "", "road"), session.lastError);
            compare(session.turnNumber, 1);
            mouseDoubleClickSequence(endTurnButton());
            compare(session.turnNumber, 2, "the second click is no second End turn");
            compare(session.activePlayer, "blue");
            // Two clicks apart are two decisions: Ben's turn ends too.
            wait(Qt.styleHints.mouseDoubleClickInterval + 50);
            mouseClick(endTurnButton());
            compare(session.turnNumber, 3);
        }

        function test_doubleClickOnConfirmEntersOnce() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "", "road"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            screen.openScore(screen.features[0]);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            dialog.values = { "tiles": 3 };
            tryVerify(() => dialog.canAccept && dialog.payouts.length === 1 && dialog.payouts[0].points === 3);
            const events = session.eventCount;
            mouseDoubleClickSequence(dialog.acceptButton);
            tryCompare(dialog, "visible", false);
            // One `score`, and the turn goes on: whatever the second click met was not a command.
            compare(session.eventCount, events + 1);
            compare(session.turnNumber, 1);
            compare(screen.players.find(p => p.playerId === "red").score, 3, "3 tiles × 1 point, once");
        }

        function test_aDialogLeftOpenWhileTheTurnMovedOnEntersNothing() {
            newGame([]);
            const dialog = screen.adjustDialog;
            dialog.openFor("blue");
            tryCompare(dialog, "opened", true);
            dialog.points = 4;
            dialog.reason = "miscounted road";
            tryVerify(() => dialog.canAccept);
            // Another window (or the command line) ends Ana's turn meanwhile.
            verify(session.beginTurn(), session.lastError);
            const events = session.eventCount;
            dialog.tryAccept();
            compare(dialog.opened, true, "the dialog stays open and says why");
            compare(session.eventCount, events, "nothing was entered");
            const said = dialog.refusal !== "" ? dialog.refusal : dialog.errorText;
            verify(said.indexOf("turn 1") >= 0 && said.indexOf("Ben") >= 0, said);
            verify(!dialog.acceptButton.enabled, "nothing to confirm until it is asked again");
            compare(screen.players.find(p => p.playerId === "blue").score, 0);
        }

        function test_endTurnWithAMessageOwedAsks() {
            newGame(["messengers"]);
            // A road of 5 tiles: 5 points take Ana's scoring meeple to space 5, a dark space: a message is owed.
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            verify(session.scoreFeature("rd", { "tiles": 5 }, {}), session.lastError);
            verify(session.options.messageOwed);
            const asked = screen.turnPanel.messageOwedDialog;
            mouseClick(endTurnButton());
            tryCompare(asked, "opened", true);
            compare(session.turnNumber, 1, "the turn does not end by itself");
            verify(asked.text.indexOf("Ana") >= 0, asked.text);
            // "Draw the message" opens it at once.
            keyClick(Qt.Key_Return);
            tryCompare(asked, "visible", false);
            tryCompare(screen.messageDialog, "opened", true);
            screen.messageDialog.close();
            tryCompare(screen.messageDialog, "visible", false);
            // Or the table ends the turn without it (the record keeps a warning).
            keyClick(Qt.Key_N);
            tryCompare(asked, "opened", true);
            mouseClick(findChild(asked.contentItem, "endWithoutMessage"));
            tryCompare(asked, "visible", false);
            compare(session.turnNumber, 2);
            verify(session.warnings.length > 0, "the message not drawn is a warning");
        }

        function test_aTowerFloorAfterAFigureAsks() {
            newGame(["tower"]);
            verify(session.placeFigure("red", "meeple", "", "city"), session.lastError);
            const asked = screen.turnPanel.placeAgainDialog;
            keyClick(Qt.Key_T);
            tryCompare(asked, "opened", true);
            verify(asked.title.indexOf("tower") >= 0, asked.title);
            compare(screen.towerDialog.opened, false, "nothing is offered before the table confirms");
            keyClick(Qt.Key_Return);
            tryCompare(screen.towerDialog, "opened", true);
            screen.towerDialog.tryAccept();
            tryCompare(screen.towerDialog, "visible", false);
            compare(session.options.actionsThisTurnPart, 2);
            // And a figure after a floor asks the same question.
            verify(session.beginTurn(), session.lastError);
            verify(session.addFloor("", "", {}), session.lastError);
            compare(session.options.actionsThisTurnPart, 1, "a floor is the turn's action");
            tryVerify(() => screen.turnPanel.newFeatures.length > 0);
            screen.turnPanel.place("road", "");
            tryCompare(asked, "opened", true);
            verify(asked.title.indexOf("figure") >= 0, asked.title);
        }

        function test_theQuestionIsAskedAgainAfterAnUndo() {
            newGame([]);
            const asked = screen.turnPanel.placeAgainDialog;
            mouseClick(findChild(screen, "place-road"));
            compare(session.options.actionsThisTurnPart, 1);
            // "Place another" is the table's answer: the next figure goes in without the question.
            mouseClick(findChild(findChild(screen.turnPanel, "step-place"), "stepRow"));
            const again = findChild(screen, "placeAgainButton");
            tryCompare(again, "visible", true);
            waitForItemPolished(again.parent);
            mouseClick(again);
            const city = findChild(screen, "place-city");
            tryCompare(city, "visible", true);
            waitForItemPolished(city.parent);
            mouseClick(city);
            compare(asked.opened, false);
            compare(session.options.actionsThisTurnPart, 2);
            // That second figure is taken back: a second figure again is asked about again.
            verify(session.undo(), session.lastError);
            compare(session.options.actionsThisTurnPart, 1);
            screen.turnPanel.place("city", "");
            tryCompare(asked, "opened", true);
            compare(session.options.actionsThisTurnPart, 1, "nothing is placed before the table confirms");
        }

        // A scoring that leaves a robber a choice asks it in the scoring's dialog: one confirm enters both, and the
        // message owed after it opens by itself [The Robbers: the robber's owner chooses among the candidates].
        function test_aRobbersChoiceIsAskedWithTheScoring() {
            const all = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" },
                         { "id": "green", "name": "Cleo", "color": "green" }];
            const id = AppState.library.createGame(all, ["robbers", "messengers"]);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            verify(session.beginTurn(), session.lastError);
            // Cleo's robber where Ana's and Ben's scoring meeples stand (space 0).
            verify(session.placeRobber("green", 0), session.lastError);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
            tryVerify(() => screen.features.some(f => f.featureId === "c1"));
            screen.openScore(screen.features.find(f => f.featureId === "c1"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            // A city of 5 tiles, no coat of arms: 5 × 2 = 10 for each of the tied players [base game rules].
            keyClick(Qt.Key_5); // the tiles field has the keys, its suggestion selected
            tryVerify(() => dialog.payouts.length === 2 && dialog.payouts[0].points === 10
                      && dialog.choicesAfter.length === 1, 3000, dialog.payouts.map(p => p.points).join(","));
            compare(dialog.payouts.map(p => p.points), [10, 10]);
            compare(dialog.choicesAfter[0].robber, "green");
            compare(dialog.choicesAfter[0].candidates.map(c => c.player).sort(), ["blue", "red"]);
            // Cleo robs Ben instead of the suggestion.
            const robBen = findChild(dialog.contentItem, "rob-green-blue-meeple");
            verify(robBen, "Ben's scoring meeple is a candidate");
            robBen.clicked();
            compare(dialog.robbedBy(dialog.choicesAfter[0]).from, "blue");
            tryVerify(() => robBen.checked);
            const events = session.eventCount;
            dialog.tryAccept();
            tryCompare(dialog, "visible", false);
            compare(session.eventCount, events + 2, "the score and the steal");
            compare(session.options.pending.length, 0, "nothing is left to choose");
            // Cleo takes half of Ben's 10, rounded up: 5.
            compare(screen.players.find(p => p.playerId === "green").score, 5);
            compare(screen.players.find(p => p.playerId === "blue").score, 10);
            compare(screen.players.find(p => p.playerId === "red").score, 10);
            // Ana's and Ben's meeples went from 0 to 10, a dark space: Ana's message dialog opens by itself.
            verify(session.options.messageOwed);
            tryCompare(screen.messageDialog, "opened", true);
            screen.messageDialog.close();
            tryCompare(screen.messageDialog, "visible", false);
            wait(50);
            compare(screen.messageDialog.opened, false, "closed, it waits for M");
        }

        // Ctrl+Enter in a turn's dialog enters its action and ends the turn once nothing it opened is owed: here the
        // message the scoring opens comes first, and the turn ends when it is done.
        function test_ctrlEnterEndsTheTurnOnceTheMessageIsDone() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            tryVerify(() => screen.features.some(f => f.featureId === "rd"));
            screen.openScore(screen.features.find(f => f.featureId === "rd"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            verify(dialog.acceptAndEndButton.visible, "the dialog offers to end the turn");
            // A road of 5 tiles: 5 × 1 = 5 points take Ana's scoring meeple from 0 to 5, a dark space [The Messengers].
            keyClick(Qt.Key_5);
            tryVerify(() => dialog.canAccept && dialog.payouts.length === 1 && dialog.payouts[0].points === 5);
            keyClick(Qt.Key_Return, Qt.ControlModifier);
            tryCompare(dialog, "visible", false);
            compare(screen.players.find(p => p.playerId === "red").score, 5);
            // The message owed opens by itself; the turn waits for it.
            tryCompare(screen.messageDialog, "opened", true);
            compare(session.turnNumber, 1, "the turn waits for the message owed");
            // Message 2 taken as 2 points: the scoring meeple 5 → 7, no dark space, so nothing more is owed.
            keyClick(Qt.Key_2);
            findChild(screen.messageDialog.contentItem, "take-points").clicked();
            tryVerify(() => screen.messageDialog.canAccept);
            keyClick(Qt.Key_Return);
            tryCompare(screen.messageDialog, "visible", false);
            tryCompare(session, "turnNumber", 2);
            compare(session.activePlayer, "blue");
            compare(screen.players.find(p => p.playerId === "red").score, 7, "5 for the road and 2 for the message");
            compare(session.warnings.length, 0, "no message was left undrawn");
        }

        // A dialog closed without entering anything takes back the end of the turn asked for before it.
        function test_aDialogCancelledKeepsTheTurnGoing() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            tryVerify(() => screen.features.some(f => f.featureId === "rd"));
            screen.openScore(screen.features.find(f => f.featureId === "rd"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_5);
            tryVerify(() => dialog.canAccept && dialog.payouts.length === 1);
            mouseClick(dialog.acceptAndEndButton);
            tryCompare(screen.messageDialog, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(screen.messageDialog, "visible", false);
            wait(100);
            compare(session.turnNumber, 1, "the table changed its mind: the turn goes on");
            compare(screen.turnPanel.messageOwedDialog.opened, false, "nothing is asked either");
            verify(session.options.messageOwed, "the message is still owed, for M");
        }

        function test_refusalsAreSentencesNotRecordLines() {
            newGame([]);
            verify(!session.apply(session.commands.score("nowhere", {})));
            verify(session.lastError.indexOf("error:") < 0 && session.lastError.indexOf("event ") < 0,
                   session.lastError);
            verify(session.lastError.indexOf("nowhere") >= 0, session.lastError);
        }
    }
}
