// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The table screen against a real session in a library of its own: placing, scoring with its preview,
// a refusal shown in place, the message prompt, a robber's choice, the robber on the track, undo and redo.
Item {
    id: root

    width: 1500
    height: 950

    TableScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        languages: AppState.languages
    }

    TestCase {
        id: testCase

        name: "Table"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("table")), AppState.errorMessage);
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
                                  screen.towerDialog, screen.ransomDialog, screen.disputeDialog]) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
            screen.cancelRobber();
        }

        function test_placeOnNewFeature() {
            newGame([]);
            const city = findChild(screen, "place-city");
            verify(city, "a button places on a new city");
            mouseClick(city);
            compare(session.features.count, 1);
            tryVerify(() => screen.features.length === 1);
            compare(screen.features[0].type, "city");
            compare(screen.features[0].figures[0].player, "red");
            compare(screen.players.find(p => p.playerId === "red").supplyMeeples, 6);
        }

        function test_scoreShowsPreviewThenStores() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            screen.openScore(screen.features[0]);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            compare(dialog.fields, ["tiles", "coats"]);
            dialog.values = { "tiles": 4, "coats": 1 };
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 10);
            verify(dialog.payouts[0].explanation.length > 0, "the preview explains the payout");
            compare(session.ledger.count, 0, "a preview stores nothing");
            verify(dialog.canAccept);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(session.ledger.count, 1);
            compare(screen.players.find(p => p.playerId === "red").score, 10);
        }

        function test_refusalStaysInPlace() {
            newGame([]);
            // A feature that is not on the board: the engine refuses, the dialog says why and stores nothing.
            screen.openScore({ "featureId": "c-missing", "type": "city", "typeName": "City", "figures": [] });
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            tryVerify(() => dialog.previewError !== "");
            verify(!dialog.canAccept);
            const events = session.eventCount;
            dialog.tryAccept();
            compare(session.eventCount, events);
            verify(dialog.opened);
        }

        function test_endTurnPassesToNextPlayer() {
            newGame([]);
            mouseClick(findChild(screen, "endTurnButton"));
            compare(session.activePlayer, "blue");
            compare(session.turnNumber, 2);
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "red");
        }

        function test_wholeTurnFromTheKeyboard() {
            newGame([]);
            // P: the first new-feature button (road); Tab: the next one (city); Enter places the meeple.
            keyClick(Qt.Key_P);
            verify(findChild(screen, "place-road").activeFocus);
            keyClick(Qt.Key_Tab);
            verify(findChild(screen, "place-city").activeFocus);
            keyClick(Qt.Key_Return);
            tryVerify(() => screen.features.length === 1);
            compare(screen.features[0].type, "city");
            // S: the only completed-feature candidate opens at once; type the numbers, Enter scores.
            keyClick(Qt.Key_S);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_4);
            keyClick(Qt.Key_Tab);
            keyClick(Qt.Key_A, Qt.ControlModifier);
            keyClick(Qt.Key_1);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(screen.players.find(p => p.playerId === "red").score, 10);
            // N: the next player's turn.
            keyClick(Qt.Key_N);
            compare(session.activePlayer, "blue");
        }

        function test_undoRedoKeys() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "", "road"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            tryVerify(() => screen.features.length === 0);
            verify(session.canRedo);
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
            tryVerify(() => screen.features.length === 1);
        }

        function test_messagePrompt() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 5 }, {}), session.lastError);
            // 5 points land the meeple on a dark space: a message is owed and said prominently.
            verify(session.options.messageOwed);
            const banner = findChild(screen, "messageBanner");
            tryCompare(banner, "visible", true);
            keyClick(Qt.Key_M);
            const dialog = screen.messageDialog;
            tryCompare(dialog, "opened", true);
            // Message 1 without a road of one's own can only be taken as points.
            keyClick(Qt.Key_1);
            compare(dialog.tile, 1);
            compare(dialog.actionPossible, false);
            compare(dialog.effectiveTake, "points");
            keyClick(Qt.Key_6);
            compare(dialog.tile, 6);
            tryVerify(() => dialog.payouts.length === 1);
            compare(dialog.payouts[0].points, 0, "no knights: message 6 pays nothing");
            keyClick(Qt.Key_4);
            compare(dialog.tile, 4);
            dialog.take = "points";
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 2);
            dialog.tryAccept();
            tryCompare(dialog, "opened", false);
            verify(!session.options.messageOwed);
            tryCompare(banner, "visible", false);
            compare(screen.players.find(p => p.playerId === "red").score, 7);
        }

        function test_messageAsksForFeatureValues() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 5 }, {}), session.lastError);
            verify(session.options.messageOwed);
            screen.messageDialog.open();
            const dialog = screen.messageDialog;
            tryCompare(dialog, "opened", true);
            dialog.chooseTile(2);
            compare(dialog.features.length, 1);
            compare(dialog.features[0].feature, "c1");
            // Message 2 scores the city as at the end: its tiles (at least 1) and coats of arms (at least 0, no
            // more than its tiles) [spec, Errors], starting where a typical entry does.
            compare(dialog.features[0].fields.map(f => f.key), ["tiles", "coats"]);
            const tiles = findChild(dialog.contentItem, "field-c1-tiles");
            const coats = findChild(dialog.contentItem, "field-c1-coats");
            verify(tiles && coats);
            compare(tiles.from, 1);
            compare(coats.from, 0);
            dialog.values = { "c1": { "tiles": 3, "coats": 0 } };
            compare(coats.to, 3, "no more coats of arms than tiles");
            dialog.values = { "c1": { "tiles": 3, "coats": 2 } };
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 5);
            dialog.tryAccept();
            tryCompare(dialog, "opened", false);
            compare(screen.players.find(p => p.playerId === "red").score, 10);
        }

        function test_messageTilesAreTheEngines() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 5 }, {}), session.lastError);
            screen.messageDialog.open();
            const dialog = screen.messageDialog;
            tryCompare(dialog, "opened", true);
            // The Messengers has 8 message tiles, numbered 1 to 8 [The Messengers rules, Contents].
            for (let n = 1; n <= 8; ++n)
                verify(findChild(dialog.contentItem, "tile-" + n), "tile " + n);
            verify(!findChild(dialog.contentItem, "tile-9"));
            keyClick(Qt.Key_9);
            compare(dialog.tile, 0, "there is no ninth message");
            // Message 3 without a monastery: only the points; message 8 scores the meeple on the city.
            keyClick(Qt.Key_3);
            compare(dialog.actionPossible, false);
            keyClick(Qt.Key_8);
            compare(dialog.actionPossible, true);
            compare(dialog.figures.length, 1);
            compare(dialog.figures[0].feature.feature, "c1");
            verify(!dialog.ready, "the figure is still to choose");
            dialog.chooseFigure(dialog.figures[0]);
            verify(dialog.ready);
            compare(dialog.chosenFields.map(f => f.key), ["tiles", "coats"]);
            dialog.values = { "tiles": 2, "coats": 1 };
            // A city at the end: 2 tiles × 1 + 1 coat of arms × 1 = 3 [base game rules].
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 3);
            dialog.close();
            tryCompare(dialog, "opened", false);
        }

        function test_robberOnTrack() {
            newGame(["robbers"]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 3 }, {}), session.lastError);
            verify(session.beginTurn(), session.lastError);
            compare(session.activePlayer, "blue");
            // Blue's robber may only go where another player's figure stands: space 3.
            keyClick(Qt.Key_R);
            compare(screen.robberPlayer, "blue");
            compare(screen.track.selectableSpaces, [3]);
            verify(screen.track.isSelectable(3));
            verify(!screen.track.isSelectable(0));
            keyClick(Qt.Key_Return);
            compare(screen.robberPlayer, "");
            tryVerify(() => screen.players.find(p => p.playerId === "blue").robberSpace === 3);
        }

        function test_robberChoice() {
            newGame(["robbers"], 3);
            verify(session.placeRobber("red", 0), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("green", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 3, "coats": 0 }, {}), session.lastError);
            // Red's robber stood with both scoring meeples: the table is asked whom it robs.
            compare(session.choices.length, 1);
            const box = findChild(screen, "robberChoice");
            verify(box);
            tryCompare(box, "visible", true);
            const other = findChild(screen, "steal-green-meeple");
            verify(other, "each candidate is offered");
            other.clicked();
            compare(session.lastError, "");
            compare(session.choices.length, 0);
            const steals = [];
            for (let i = 0; i < session.ledger.count; ++i) {
                const entry = session.ledger.get(i);
                if (entry.rule === "robber.steal")
                    steals.push(entry);
            }
            compare(steals.length, 1);
            compare(steals[0].detail.robbed, "green");
        }

        function test_joinMenuNamesTheFeatureType() {
            newGame([]);
            // The menu offers a join only where the engine does: two features of one type.
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c2", "city"), session.lastError);
            verify(session.placeFigure("blue", "meeple", "rd2", "road"), session.lastError);
            tryVerify(() => screen.features.length === 4);
            const expected = { "c1": "Join with another city…", "rd1": "Join with another road…" };
            for (const id in expected) {
                const card = findChild(screen, "feature-" + id);
                verify(card);
                const more = findChild(card, "moreButton");
                tryVerify(() => more.visible && more.width > 0);
                // The keyboard focus scrolls the board to the card, so that the click lands on it.
                more.forceActiveFocus();
                wait(20);
                mouseClick(more);
                tryCompare(card.moreMenu, "opened", true);
                compare(findChild(card.moreMenu.contentItem, "mergeItem").text, expected[id]);
                card.moreMenu.close();
                tryCompare(card.moreMenu, "visible", false);
            }
        }

        function test_ransomIsPaidByAFigureThatCan() {
            newGame(["tower", "messengers"]);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 4 }, { "blue": "meeple" }), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            const figure = screen.boardFigures.find(f => f.player === "blue").figure;
            verify(session.addFloor("", figure), session.lastError);
            verify(session.beginTurn(), session.lastError);
            compare(session.activePlayer, "blue");
            // Blue's meeple holds 4, the messenger 0: losing 3 from the lower figure would lose less, but a ransom
            // is paid in full, so only the meeple can pay it.
            // The ransom is a step of its own, folded while the turn is at placing: its row opens it.
            mouseClick(findChild(findChild(screen.turnPanel, "step-ransom"), "stepRow"));
            const button = findChild(screen.turnPanel, "ransom-" + figure);
            verify(button);
            tryCompare(button, "visible", true);
            mouseClick(button);
            const dialog = screen.ransomDialog;
            tryCompare(dialog, "opened", true);
            tryVerify(() => dialog.basePayouts.length > 0);
            compare(dialog.movers["blue"], "meeple");
            const messenger = findChild(dialog.contentItem, "mover-blue-messenger");
            verify(messenger);
            verify(!messenger.enabled, "the messenger cannot pay");
            tryCompare(dialog, "previewError", "");
            verify(dialog.canAccept);
            mouseClick(dialog.acceptButton);
            tryCompare(dialog, "opened", false);
            const blue = screen.players.find(p => p.playerId === "blue");
            compare(blue.meeplePosition, 1);
            compare(blue.messengerPosition, 0);
        }

        function test_robberChoiceSaysWhichFigureTakesThePoints() {
            newGame(["robbers", "messengers"], 3);
            verify(session.placeRobber("red", 0), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("green", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 3, "coats": 0 }, { "blue": "meeple", "green": "meeple" }),
                   session.lastError);
            compare(session.choices.length, 1);
            const messenger = findChild(screen.turnPanel, "rogue-red-messenger");
            verify(messenger, "the robber's owner chooses the scoring figure");
            tryCompare(messenger, "visible", true);
            wait(20);
            mouseClick(messenger);
            verify(messenger.checked);
            verify(!findChild(screen.turnPanel, "rogue-red-meeple").checked);
            // The choice names the scoring figures as the track has them, not the meeple placed on a feature.
            compare(findChild(screen.turnPanel, "rogue-red-meeple").text, "scoring meeple");
            verify(findChild(screen.turnPanel, "steal-green-meeple").text.startsWith("Rob \u2068Cleo\u2069's scoring meeple:"),
                   findChild(screen.turnPanel, "steal-green-meeple").text);
            findChild(screen.turnPanel, "steal-green-meeple").clicked();
            compare(session.lastError, "");
            // Half of green's 6 points, on red's messenger.
            tryVerify(() => screen.players.find(p => p.playerId === "red").messengerPosition === 3);
            compare(screen.players.find(p => p.playerId === "red").meeplePosition, 0);
        }

        // A right-to-left name keeps its own direction inside a sentence without turning the sentence around: it
        // is embedded between first-strong isolates, and the labels that show it stay aligned to the left.
        function test_rightToLeftNamesAreIsolated() {
            compare(Theme.isolate("\u0645\u062D\u0645\u062F"), "\u2068\u0645\u062D\u0645\u062F\u2069");
            compare(Theme.isolate(""), "\u2068\u2069");
            const id = AppState.library.createGame([{ "id": "green", "name": "\u0645\u062D\u0645\u062F", "color": "green" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], []);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("green", "meeple", "", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            verify(session.scoreFeature(screen.features[0].featureId, { "tiles": 4, "coats": 1 }), session.lastError);
            compare(session.ledger.count, 1);
            let title = null;
            tryVerify(() => (title = findChild(screen, "ledgerTitle")) !== null);
            verify(title.text.startsWith("\u2068\u0645\u062D\u0645\u062F\u2069 \u00B7 "), title.text);
            compare(title.horizontalAlignment, Text.AlignLeft);
            const name = findChild(screen, "playerName");
            verify(name);
            compare(name.horizontalAlignment, Text.AlignLeft);
        }

        function test_disputeShowsTwoLanguages() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "m1", "monastery"), session.lastError);
            verify(session.scoreFeature("m1", {}, {}), session.lastError);
            const dialog = screen.disputeDialog;
            dialog.row = 0;
            dialog.leftLanguage = "en";
            dialog.rightLanguage = "de";
            dialog.open();
            tryCompare(dialog, "opened", true);
            verify(dialog.explain("en").length > 0);
            verify(dialog.explain("de").length > 0);
            dialog.close();
        }
    }
}
