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

        /** Six players, every expansion, and Ana's turn with everything at once: a robber's choice open, a message
            owed, a ransom she can pay, a tower floor that can capture, several completed features, a big top. */
        function heavyGame() {
            const names = ["Ana", "Ben", "Cleo", "Dariusz", "Evelyn", "Friedrich"];
            const colors = ["red", "blue", "green", "yellow", "black", "purple"];
            const id = AppState.library.createGame(colors.map((c, i) => ({ "id": c, "name": names[i], "color": c })),
                                                   ["tower", "messengers", "robbers", "bigtop", "ghosts"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            const next = () => verify(session.beginTurn(), session.lastError);
            next();
            // Ana: 1 point, then a meeple on a road that Ben's floor will capture, and one on a city she shares later.
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.scoreFeature("r1", { "tiles": 1 }, { "red": "meeple" }), session.lastError);
            verify(session.placeFigure("red", "meeple", "r2", "road"), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            next();
            // Ben: 2 points of his own, then his robber joins Ana on space 1 (it robs the next payout), and his floor
            // captures her meeple on the road.
            verify(session.placeFigure("blue", "meeple", "r0", "road"), session.lastError);
            verify(session.scoreFeature("r0", { "tiles": 2 }, { "blue": "meeple" }), session.lastError);
            verify(session.placeRobber("blue", 1), session.lastError);
            const capture = session.options.tower.captures.find(c => screen.boardFigures.some(f => f.figure === c.figure
                                                                                                   && f.featureId === "r2"));
            verify(capture, "Ana's meeple on the road can be captured");
            verify(session.addFloor("", capture.figure), session.lastError);
            verify(session.placeFigure("blue", "meeple", "m1", "monastery"), session.lastError);
            next();
            verify(session.placeFigure("green", "meeple", "r3", "road"), session.lastError);
            next();
            // Dariusz: a meeple on a city of his own that joins Ana's.
            verify(session.placeFigure("yellow", "meeple", "r4", "road"), session.lastError);
            verify(session.placeFigure("yellow", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            next();
            verify(session.placeFigure("black", "meeple", "c3", "city"), session.lastError);
            next();
            verify(session.placeFigure("purple", "meeple", "r5", "road"), session.lastError);
            next();
            compare(session.activePlayer, "red");
            // Ana places, then she and Dariusz score their city: Ben's robber chooses between them (while the scoring
            // is open), Ana lands on a dark space (1 + 2 tiles × 2 = 5).
            verify(session.placeFigure("red", "meeple", "c4", "city"), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 2, "coats": 0 }, { "red": "meeple", "yellow": "meeple" }),
                   session.lastError);
            tryVerify(() => screen.turnPanel.pending.length === 1, 3000, "Ben's robber has a choice to make");
            tryVerify(() => screen.turnPanel.ransoms.length === 1, 3000, "Ana may buy her meeple back");
            verify(!!session.options.messageOwed, "Ana owes a message");
            verify(session.options.tower.captures.length > 0, "a floor can capture");
            tryVerify(() => screen.turnPanel.scorable.length >= 4, 3000, "several features can be scored");
            verify((session.options.animals || []).length > 0, "a big top can be scored");
            compare(screen.players.length, 6);
        }
        /** Every control of the turn panel, every player's score and the ledger's newest 4 entries are in the window,
            and the turn panel does not scroll. */
        function checkNothingBelowTheFold(what) {
            const panel = screen.turnPanel;
            const scroll = findChild(panel, "turnScroll");
            // Laid out: the panel's sections have their heights.
            waitForItemPolished(findChild(panel, "turnContent"));
            wait(50);
            verify(scroll.contentHeight <= scroll.availableHeight + 0.5,
                   what + ": the turn panel needs no scrolling (" + scroll.contentHeight + " > " + scroll.availableHeight + ")");
            let controls = 0;
            const walk = (item) => {
                const children = item.children || [];
                for (let i = 0; i < children.length; ++i) {
                    const child = children[i];
                    if (!child.visible)
                        continue;
                    if (child.clicked !== undefined && child.text !== undefined && child.width > 0) {
                        ++controls;
                        verify(inside(child, root), what + ": " + child.text + " is in the window");
                        verify(inside(child, panel), what + ": " + child.text + " is in the turn panel");
                    }
                    walk(child);
                }
            };
            walk(panel);
            verify(controls >= 10, what + ": " + controls + " controls");
            for (const p of screen.players) {
                const score = findChild(findChild(screen, "playerCard-" + p.playerId), "playerScore");
                verify(score && score.visible && inside(score, root), what + ": " + p.name + "'s score is in view");
                verify(score.parent && inside(score, findChild(screen, "playerCard-" + p.playerId)), what + ": " + p.name + "'s score is on the card");
            }
            const list = findChild(screen, "ledgerList");
            verify(list.count >= 4, what + ": " + list.count + " ledger entries");
            for (let i = list.count - 4; i < list.count; ++i)
                tryVerify(() => list.itemAtIndex(i) !== null && inside(list.itemAtIndex(i), list) && inside(list, root), 3000,
                          what + ": ledger entry " + i + " of " + list.count + " is in view");
        }

        function test_heavyTurnFitsAt1366x768_data() {
            return [{ "tag": "English", "language": "en" }, { "tag": "German", "language": "de" }];
        }
        function test_heavyTurnFitsAt1366x768(data) {
            AppState.language = data.language;
            heavyGame();
            checkNothingBelowTheFold(data.tag);
        }

        function test_sixPlayersNamesAreReadable_data() {
            return [{ "tag": "English", "language": "en" }, { "tag": "German", "language": "de" }];
        }
        function test_sixPlayersNamesAreReadable(data) {
            AppState.language = data.language;
            heavyGame();
            for (const p of screen.players) {
                const card = findChild(screen, "playerCard-" + p.playerId);
                waitForItemPolished(card);
                const label = [findChild(card, "playerName"), findChild(card, "playerNameAbove")].find(l => l.visible);
                verify(label, p.name + "'s name is shown");
                compare(label.text, p.name);
                verify(!label.truncated, p.name + "'s name is whole on a card " + card.width + " px wide");
                verify(inside(label, card), p.name + "'s name is on the card");
            }
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
