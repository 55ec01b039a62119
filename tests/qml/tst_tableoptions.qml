// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The table presents what the engine says the table may do next (session.options) and nothing else: what a score
// dialog shows is what it stores, a robber prompt ends with its turn, a choice still open stops the turn from
// ending, and a second placement in one turn part is asked about before it is stored.
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

        name: "TableOptions"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("tableoptions")), AppState.errorMessage);
        }

        function newGame(expansions, count) {
            const all = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" },
                         { "id": "green", "name": "Cleo", "color": "green" }];
            const id = AppState.library.createGame(all.slice(0, count || 2), expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            compare(session.activePlayer, "red");
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
        }

        function cleanup() {
            for (const dialog of [screen.scoreDialog, screen.messageDialog, screen.circusDialog, screen.ghostDialog,
                                  screen.towerDialog, screen.ransomDialog, screen.disputeDialog,
                                  screen.turnPanel.placeAgainDialog].filter(d => !!d)) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
            screen.cancelRobber();
        }

        /** Red's robber stands with blue's and green's meeples; their city scores: red's robber has a choice. */
        function openRobberChoice(expansions) {
            newGame(expansions, 3);
            verify(session.placeRobber("red", 0), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("green", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 3, "coats": 0 }, {}), session.lastError);
            compare(session.options.pending.length, 1);
            tryVerify(() => findChild(screen.turnPanel, "robberChoice") !== null);
        }

        // Defect 1: the field's text was "2" while the preview (and the confirm button) still said the start value.
        function test_scorePreviewFollowsTypedNumber() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            tryVerify(() => session.options.scorable.length === 1);
            keyClick(Qt.Key_S);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            const start = session.options.scorable[0].fields[0].start;
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === start);
            // Typed, not yet confirmed: the preview shows what Enter would store.
            keyClick(Qt.Key_2);
            const field = findChild(dialog.contentItem, "field-tiles");
            compare(field.spinBox.contentItem.text, "2");
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 2,
                      1000, "the preview shows the typed number");
            compare(dialog.acceptText, "Score (2 points)");
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(session.ledger.get(session.ledger.count - 1).points, 2);
        }

        // Defect 1, the other way round: Enter right after typing stores what the preview shows, never a stale value.
        function test_scoreEnterRightAfterTypingStoresTheTypedNumber() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            keyClick(Qt.Key_S);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_5);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(session.ledger.get(session.ledger.count - 1).points, 5);
        }

        // A number beyond the field's bound (coats of arms above the tiles) is brought within it and shown before
        // Enter can store it.
        function test_scoreEnterOnANumberOutOfBoundsShowsItFirst() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            screen.openScore(screen.features.find(f => f.featureId === "c1"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_3);
            keyClick(Qt.Key_Tab);
            const coats = findChild(dialog.contentItem, "field-coats");
            verify(coats.spinBox.activeFocus);
            compare(coats.to, 3);
            keyClick(Qt.Key_A, Qt.ControlModifier);
            keyClick(Qt.Key_5);
            compare(coats.spinBox.contentItem.text, "5");
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 6, 1000, "5 coats are not taken");
            const events = session.eventCount;
            keyClick(Qt.Key_Return);
            compare(session.eventCount, events, "the first Enter only brings the number within the bound");
            compare(coats.value, 3);
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 12);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(session.ledger.get(session.ledger.count - 1).points, 12);
        }

        // Defect 2: the robber prompt belongs to the turn it was opened in.
        function test_robberPromptEndsWithTheTurn() {
            newGame(["robbers"]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 3 }, {}), session.lastError);
            verify(session.beginTurn(), session.lastError);
            keyClick(Qt.Key_R);
            compare(screen.robberPlayer, "blue");
            verify(screen.track.selecting);
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "red");
            compare(screen.robberPlayer, "", "the prompt closed with blue's turn");
            verify(!screen.track.selecting);
            verify(!screen.track.activeFocus, "Enter no longer goes to a track that takes nothing");
        }

        // Defect 2: Enter on a space that takes no robber says so.
        function test_robberEnterOnAClosedSpaceSaysWhy() {
            newGame(["robbers"]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 3 }, {}), session.lastError);
            verify(session.beginTurn(), session.lastError);
            keyClick(Qt.Key_R);
            compare(screen.track.selectableSpaces, [3]);
            screen.track.currentSpace = 7;
            keyClick(Qt.Key_Return);
            compare(screen.players.find(p => p.playerId === "blue").robberSpace, -1);
            compare(screen.robberPlayer, "blue");
            verify(screen.turnPanel.errorFor("robber") !== "", "Enter on space 7 says why nothing happened");
        }

        // Defect 3: N with a choice open asks for it instead of taking the suggestion.
        function test_endTurnAsksForThePendingChoice() {
            openRobberChoice(["robbers"]);
            const events = session.eventCount;
            keyClick(Qt.Key_N);
            compare(session.eventCount, events, "the turn did not end");
            compare(session.activePlayer, "green");
            compare(session.options.pending.length, 1);
            verify(screen.turnPanel.errorFor("choice") !== "", "the panel asks for the choice");
            const suggested = session.options.pending[0].suggested;
            const button = findChild(screen.turnPanel, "steal-" + suggested.player + "-" + suggested.figure);
            verify(button);
            tryVerify(() => button.activeFocus, 1000, "the suggested victim takes the focus");
            // Its owner chooses (Enter takes the focused one), then N ends the turn.
            keyClick(Qt.Key_Return);
            compare(session.lastError, "");
            compare(session.options.pending.length, 0);
            compare(session.eventCount, events + 1, "the choice is stored as a steal");
            compare(JSON.parse(session.exportRecordJson()).events[events].type, "steal");
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "red");
        }

        // Defect 3: keeping the suggestion is a choice too; the record then needs no `steal`, and the turn ends.
        function test_keptSuggestionLetsTheTurnEnd() {
            openRobberChoice(["robbers"]);
            const events = session.eventCount;
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "green");
            const keep = findChild(screen.turnPanel, "keepSuggestion-red");
            verify(keep);
            keep.clicked();
            compare(session.eventCount, events, "the suggestion is already applied");
            tryVerify(() => findChild(screen.turnPanel, "robberChoice") === null);
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "red");
            compare(session.eventCount, events + 1);
        }

        // The choice offers exactly the engine's candidates.
        function test_pendingChoiceOffersTheCandidates() {
            openRobberChoice(["robbers"]);
            const choice = session.options.pending[0];
            compare(choice.candidates.length, 2);
            for (const c of choice.candidates)
                verify(findChild(screen.turnPanel, "steal-" + c.player + "-" + c.figure), c.player);
            verify(!findChild(screen.turnPanel, "steal-red-meeple"), "the robber's owner is no candidate");
        }

        // Defect 4: a second placement in one turn part is legal but unusual: after a placement one button stands for
        // the place buttons, and a placement by the keys is asked about first (one key confirms).
        function test_secondPlacementIsConfirmed() {
            newGame([]);
            mouseClick(findChild(screen, "place-road"));
            compare(session.features.count, 1);
            compare(session.options.actionsThisTurnPart, 1);
            const dialog = screen.turnPanel.placeAgainDialog;
            // The turn moved on to scoring: the place step is folded to its row, which opens it.
            mouseClick(findChild(findChild(screen.turnPanel, "step-place"), "stepRow"));
            const again = findChild(screen, "placeAgainButton");
            tryCompare(again, "visible", true);
            verify(!findChild(screen, "place-city").visible, "the place buttons are folded after a placement");
            const city = String(screen.turnPanel.newFeatures.findIndex(t => t.type === "city") + 1);
            keyClick(Qt.Key_P);
            keyClick(city);
            tryCompare(dialog, "opened", true);
            compare(session.features.count, 1, "nothing is stored before the table confirms");
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "visible", false);
            compare(session.features.count, 1);
            keyClick(Qt.Key_P);
            keyClick(city);
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            compare(session.features.count, 2);
            // "Place another" clicked is the confirmation: the next click places.
            verify(session.beginTurn(), session.lastError);
            verify(session.beginTurn(), session.lastError);
            mouseClick(findChild(screen, "place-road"));
            mouseClick(findChild(findChild(screen.turnPanel, "step-place"), "stepRow"));
            tryCompare(again, "visible", true);
            waitForItemPolished(again.parent);
            mouseClick(again);
            tryCompare(findChild(screen, "place-city"), "visible", true);
            waitForItemPolished(findChild(screen, "place-city").parent);
            mouseClick(findChild(screen, "place-city"));
            compare(dialog.opened, false);
            compare(session.features.count, 4);
            compare(screen.players.find(p => p.playerId === "red").supplyMeeples, 3);
        }

        // The place section offers the engine's kinds and feature types, and the score dialog the option's fields.
        function test_panelOffersOnlyTheOptions() {
            newGame(["ghosts"]);
            const place = session.options.place;
            for (const target of place.newFeatures)
                verify(findChild(screen.turnPanel, "place-" + target.type), target.type);
            verify(!findChild(screen.turnPanel, "place-acrobats"), "no big top: no acrobats");
            for (const kind of place.kinds)
                verify(findChild(screen.turnPanel, "kind-" + kind), kind);
            verify(!findChild(screen.turnPanel, "kind-ringmaster"));
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            tryVerify(() => findChild(screen.turnPanel, "score-c1") !== null);
            screen.openScore(screen.features.find(f => f.featureId === "c1"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            const option = session.options.scorable.find(o => o.feature === "c1");
            compare(dialog.fields, option.fields.map(f => f.key));
            const tiles = findChild(dialog.contentItem, "field-tiles");
            compare(tiles.from, option.fields[0].min);
            compare(tiles.value, option.fields[0].start);
            // Coats of arms never above the tiles (the option's atMost).
            compare(option.fields[1].atMost, "tiles");
            const coats = findChild(dialog.contentItem, "field-coats");
            compare(coats.to, tiles.value);
            tiles.spinBox.increase();
            tiles.edited(tiles.spinBox.value);
            compare(coats.to, tiles.value);
            // 9 coats of arms typed on a city of 3 tiles is refused with its reason, and Enter brings it to 3.
            coats.focusField();
            keyClick(Qt.Key_9);
            tryVerify(() => coats.outOfRange !== "");
            compare(coats.outOfRange, "At most " + tiles.value + ": no more than its tiles");
            keyClick(Qt.Key_Return);
            compare(coats.value, tiles.value);
            compare(coats.outOfRange, "");
        }

        // The tower dialog offers the open towers and the captures the options hold, and nothing without a floor.
        function test_towerDialogOffersTheOptions() {
            newGame(["tower"]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.addFloor("", ""), session.lastError);
            const tower = session.options.tower;
            verify(tower.towers.length > 0 || tower.captures.length > 0);
            // The floor is offered in the place step, folded once the turn has its placement: its row opens it.
            mouseClick(findChild(findChild(screen.turnPanel, "step-place"), "stepRow"));
            tryVerify(() => findChild(screen.turnPanel, "towerButton").visible);
            keyClick(Qt.Key_T);
            // A figure and a floor are in this turn already: another floor is asked about first.
            const asked = screen.turnPanel.placeAgainDialog;
            tryCompare(asked, "opened", true);
            keyClick(Qt.Key_Return);
            const dialog = screen.towerDialog;
            tryCompare(dialog, "opened", true);
            compare(dialog.captures.map(f => f.figure).sort(), tower.captures.map(c => c.figure).sort());
            compare(dialog.openTowers.map(t => t.featureId), tower.towers);
            for (const id of tower.towers)
                verify(findChild(dialog.contentItem, "tower-" + id), id);
            dialog.close();
            tryCompare(dialog, "visible", false);
        }
    }
}
