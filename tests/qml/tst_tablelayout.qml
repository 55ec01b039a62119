// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The table at 1366×768, one test per defect a game at that size showed: the ransom below the fold and without a
// key, Enter in the final pass going back, the board not scrolling to the card with the keyboard focus, the ledger
// not following new payouts, a card's menu items cut off (in German, the longest), features named by record ids,
// and "joins …" offered only in a card's menu.
Item {
    id: root

    width: 1366
    height: 768

    property string stage: "table"

    TableScreen {
        id: screen

        anchors.fill: parent
        visible: root.stage === "table"
        session: AppState.session
        languages: AppState.languages
    }

    FinalScreen {
        id: finalScreen

        anchors.fill: parent
        visible: root.stage === "final"
        session: AppState.session
        library: AppState.library
    }

    TestCase {
        id: testCase

        name: "TableLayout"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("tablelayout")), AppState.errorMessage);
        }
        function cleanup() {
            AppState.language = "en";
            root.stage = "table";
            if (openMenu) {
                openMenu.close();
                openMenu = null;
            }
            for (const dialog of [screen.scoreDialog, screen.ransomDialog, screen.mergeDialog]) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
        }
        function newGame(expansions) {
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
        }
        /** The card whose menu a test opened, closed after it (an open menu is modal and would hold the keys). */
        property var openMenu: null

        /** Whether @p item lies fully inside @p area (both in the window's coordinates). */
        function inside(item, area) {
            const a = item.mapToItem(null, 0, 0);
            const b = area.mapToItem(null, 0, 0);
            return a.y >= b.y - 0.5 && a.y + item.height <= b.y + area.height + 0.5
                   && a.x >= b.x - 0.5 && a.x + item.width <= b.x + area.width + 0.5;
        }
        /** The Flickable that scrolls @p item. */
        function flickableOf(item) {
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY !== undefined && p.flickableDirection !== undefined)
                    return p;
            }
            return null;
        }

        function test_ransomHasAKeyAndEndTurnIsInView() {
            newGame(["tower"]);
            // Ana scores 4 (a 2-tile city), then places on a road; Ben's tower floor captures that meeple.
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 2, "coats": 0 }), session.lastError);
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            const road = session.options.tower.captures.find(c => screen.boardFigures.some(f => f.figure === c.figure
                                                                                                && f.featureId === "r1"));
            verify(road, "Ana's meeple on the road can be captured");
            verify(session.addFloor("", road.figure), session.lastError);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.turnPanel.ransoms.length === 1, 3000, "Ana may buy her meeple back");
            const end = findChild(screen, "endTurnButton");
            verify(inside(end, root), "End turn is in view at 1366×768");
            keyClick(Qt.Key_B);
            tryCompare(screen.ransomDialog, "opened", true);
            tryVerify(() => screen.ransomDialog.canAccept, 3000, screen.ransomDialog.previewError);
            keyClick(Qt.Key_Return);
            tryCompare(screen.ransomDialog, "opened", false);
            compare(screen.turnPanel.ransoms.length, 0);
        }

        function test_enterAfterTheLastNumberGoesNext() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            root.stage = "final";
            tryVerify(() => finalScreen.steps.length === 1);
            compare(finalScreen.stepIndex, 0);
            const tiles = findChild(finalScreen, "final-tiles");
            tryVerify(() => tiles.spinBox.activeFocus, 3000, "the first number has the keys");
            keyClick("3");
            keyClick(Qt.Key_Tab);
            keyClick("1");
            keyClick(Qt.Key_Tab);
            verify(!findChild(finalScreen, "backButton").activeFocus, "Tab after the last number does not land on Back");
            keyClick(Qt.Key_Return);
            tryCompare(finalScreen, "stepIndex", 1);
            verify(finalScreen.reviewing);
            compare(session.finished, false);
        }

        function test_boardScrollsToTheFocusedCard() {
            newGame([]);
            for (let i = 0; i < 10; ++i) {
                verify(session.placeFigure(session.activePlayer, "meeple", "", i % 2 ? "road" : "city"), session.lastError);
                verify(session.beginTurn(), session.lastError);
            }
            tryVerify(() => screen.features.length === 10);
            const last = screen.features[9].featureId;
            const card = findChild(screen, "feature-" + last);
            verify(card);
            const flick = flickableOf(card);
            verify(flick);
            waitForItemPolished(card.parent);
            verify(!inside(card, flick), "the last card starts out of view");
            findChild(card, "moreButton").forceActiveFocus();
            tryVerify(() => inside(card, flick), 3000, "the focused card is scrolled into view");
        }

        function test_ledgerFollowsNewPayouts() {
            newGame([]);
            const list = findChild(screen, "ledgerList");
            verify(list);
            for (let i = 0; i < 8; ++i) {
                const id = "c" + i;
                verify(session.placeFigure(session.activePlayer, "meeple", id, "city"), session.lastError);
                verify(session.scoreFeature(id, { "tiles": 2 + i, "coats": 0 }), session.lastError);
                verify(session.beginTurn(), session.lastError);
                tryCompare(list, "count", i + 1);
                // The newest entry is laid out and fully inside the view.
                tryVerify(() => list.itemAtIndex(i) !== null && inside(list.itemAtIndex(i), list), 3000,
                          "the newest payout is in view after " + (i + 1));
            }
            tryVerify(() => list.contentHeight > list.height, 3000, "the ledger is longer than its view");
            verify(list.itemAtIndex(0) === null || !inside(list.itemAtIndex(0), list), "the oldest entry is scrolled away");
            compare(list.currentIndex, list.count - 1);
        }

        function test_menuItemsAreNotCutOffInGerman() {
            AppState.language = "de";
            newGame([]);
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "r2", "road"), session.lastError);
            tryVerify(() => screen.features.length === 2);
            const card = findChild(screen, "feature-r1");
            findChild(card, "moreButton").forceActiveFocus();
            keyClick(Qt.Key_Space);
            tryCompare(card.moreMenu, "opened", true);
            openMenu = card.moreMenu;
            const merge = findChild(card.moreMenu.contentItem, "mergeItem");
            verify(merge.visible);
            let shown = 0;
            for (let i = 0; i < card.moreMenu.count; ++i) {
                const item = card.moreMenu.itemAt(i);
                if (!item.visible)
                    continue;
                ++shown;
                verify(item.width >= item.implicitWidth - 0.5, item.text + ": " + item.width + " < " + item.implicitWidth);
            }
            verify(shown >= 2);
            card.moreMenu.close();
            tryCompare(card.moreMenu, "visible", false);
        }

        function test_featuresAreNamedByWhoIsOnThem() {
            newGame(["tower"]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "m1", "monastery"), session.lastError);
            verify(session.addFloor("", ""), session.lastError);
            tryVerify(() => screen.features.length === 3);
            const names = screen.features.map(f => findChild(screen, "feature-" + f.featureId))
                                         .map(card => findChild(card, "featureName").text);
            compare(names.slice(0, 2), ["Ana's city", "Ben's monastery"]);
            verify(/^tower \d+, height 1$/.test(names[2]), names[2]);
            for (const f of screen.features)
                verify(names.every(n => n.indexOf(f.featureId) < 0), "no record id on a card: " + names);
            screen.openScore(screen.features[0]);
            tryCompare(screen.scoreDialog, "opened", true);
            compare(screen.scoreDialog.title, "Score Ana's city");
        }

        function test_joinsIsOfferedWhereTheFigureIsPlaced() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            tryCompare(session, "activePlayer", "blue");
            // Ben places on a new road from the keyboard: P, the road's digit; "Joins Ana's road (J)" follows at once.
            keyClick(Qt.Key_P);
            keyClick(String(screen.turnPanel.newFeatures.findIndex(t => t.type === "road") + 1));
            tryVerify(() => screen.features.length === 2);
            tryVerify(() => screen.turnPanel.joins.length === 1, 3000, "the new road may join Ana's");
            const join = findChild(screen, "join-r1");
            verify(join && join.visible);
            compare(join.text, "Joins Ana's road (J)");
            keyClick(Qt.Key_J);
            tryVerify(() => screen.features.length === 1, 3000, "the roads are one: " + screen.turnPanel.errorText);
            compare(screen.features[0].figures.length, 2);
            compare(screen.turnPanel.joins.length, 0);
        }
    }
}
