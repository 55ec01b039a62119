// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The steps of The Abbot, Inns and Cathedrals and Traders and Builders, entered through the table screen: an inn
// road scored with its inn ticked, the abbot returned early, a city's goods taken and shown with their majority, a
// builder's second tile, the large meeple and the builder in the supply. Every number is worked out from the rules
// beside its check.
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

        name: "BigBox"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("bigbox")), AppState.errorMessage);
        }

        function newGame() {
            const all = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" }];
            const id = AppState.library.createGame(all, ["abbot", "inns", "traders"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
        }

        function cleanup() {
            for (const dialog of [screen.scoreDialog, screen.messageDialog]) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
        }

        function player(id) {
            return screen.players.find(p => p.playerId === id);
        }

        function test_anInnRoadScoresTwicePerTile() {
            newGame();
            // The large meeple is offered from the supply, one of each new figure per player.
            const red = player("red");
            compare(red.supplyOthers.map(s => s.kind + s.count).join(" "), "abbot1 large1 builder1 pig1");
            verify(session.placeFigure("red", "large", "rd", "road"), session.lastError);
            tryVerify(() => screen.features.some(f => f.featureId === "rd"));
            screen.openScore(screen.features.find(f => f.featureId === "rd"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            const inn = findChild(dialog.contentItem, "field-inn");
            verify(inn && inn.visible, "the dialog asks for an inn on the road");
            keyClick(Qt.Key_5);
            inn.toggle();
            inn.toggled();
            // An inn road of 5 tiles completed: 5 × 2 = 10 [Inns and Cathedrals, example 1].
            tryVerify(() => dialog.canAccept && dialog.payouts.length === 1 && dialog.payouts[0].points === 10);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            compare(player("red").score, 10);
            compare(session.ledger.rowCount() > 0, true);
        }

        function test_theAbbotReturnsEarlyAndGoodsAreTaken() {
            newGame();
            verify(session.placeFigure("red", "abbot", "g1", "garden"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.options.recalls.length === 1);
            screen.openRecall(screen.options.recalls[0]);
            const recall = screen.recallDialog;
            tryCompare(recall, "opened", true);
            // The garden and 5 tiles around it: 1 + 5 = 6 [The Abbot, example].
            keyClick(Qt.Key_6);
            tryVerify(() => recall.canAccept && recall.payouts.length === 1 && recall.payouts[0].points === 6);
            keyClick(Qt.Key_Return);
            tryCompare(recall, "visible", false);
            compare(player("red").score, 6);
            compare(player("red").supplyOthers.find(s => s.kind === "abbot").count, 1, "the abbot is back");
            compare(screen.options.recalls.length, 0, "nothing left to return");

            // Red completes a city with 1 wine and 2 grain symbols: the tokens are Ana's, the most of each kind.
            screen.goodsDialog.open();
            tryCompare(screen.goodsDialog, "opened", true);
            findChild(screen.goodsDialog.contentItem, "goods-wine").value = 1;
            findChild(screen.goodsDialog.contentItem, "goods-wine").edited(1);
            findChild(screen.goodsDialog.contentItem, "goods-grain").edited(2);
            tryVerify(() => screen.goodsDialog.canAccept);
            keyClick(Qt.Key_Return);
            tryCompare(screen.goodsDialog, "visible", false);
            const goods = player("red").goods;
            compare(goods.map(g => g.goods + g.count + (g.leads ? "*" : "")).join(" "), "wine1* grain2* cloth0");
            compare(player("blue").goods.every(g => !g.leads), true, "Ben holds none");
            compare(screen.options.goodsLeft.join(" "), "8 4 5", "9 wine, 6 grain, 5 cloth less Ana's");
        }

        // A dialog opened again starts afresh, even in a field typed into before: what it shows is what it enters.
        function test_aDialogOpenedAgainShowsWhatItHolds() {
            newGame();
            const goods = screen.goodsDialog;
            goods.open();
            tryCompare(goods, "opened", true);
            keyClick(Qt.Key_2);
            tryVerify(() => goods.counts[0] === 2);
            goods.close();
            tryCompare(goods, "visible", false);
            goods.open();
            tryCompare(goods, "opened", true);
            compare(findChild(goods.contentItem, "goods-wine").value, 0, "the wine field shows no token");
            compare(goods.counts.join(" "), "0 0 0");
            goods.close();
            tryCompare(goods, "visible", false);
        }

        function test_theBuildersSecondTile() {
            newGame();
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            verify(!screen.options.builderTile, "no builder on the board yet");
            verify(session.beginTurn(), session.lastError);
            verify(session.beginTurn(), session.lastError);
            // The builder joins the road where Ana has a highwayman.
            tryVerify(() => screen.options.place.sharedFeatures.some(t => t.feature === "rd" && t.kinds.indexOf("builder") >= 0));
            verify(session.placeFigure("red", "builder", "rd", "road"), session.lastError);
            verify(!screen.options.builderTile, "placed in this turn part: it earns nothing yet");
            verify(session.beginTurn(), session.lastError);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.options.builderTile);
            const button = findChild(screen.turnPanel, "builderTileButton");
            verify(button && button.visible);
            waitForItemPolished(button.parent);
            mouseClick(button);
            tryVerify(() => screen.options.builderPart);
            compare(session.turnNumber, 5, "the second tile is part of the same turn");
            verify(!screen.options.builderTile, "a builder's tile never earns another");
            verify(findChild(screen.turnPanel, "builderPartLabel").visible);
        }
    }
}
