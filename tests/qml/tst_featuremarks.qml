// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The inn or cathedral the players note on a feature (Inns and Cathedrals): noted from the card's menu, said on the
// card with what the feature is worth with it, ticked when its scoring opens (during the game, for a message and at
// the end), held by a road a tile joins to the inn's road, and offered only where an inn or a cathedral can be. Every
// number is worked out from the rules beside its check.
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

        name: "FeatureMarks"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("featuremarks")), AppState.errorMessage);
        }
        function cleanup() {
            if (screen.scoreDialog.opened)
                screen.scoreDialog.close();
            tryCompare(screen.scoreDialog, "visible", false);
        }
        function newGame(expansions) {
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
        }
        function card(featureId) {
            tryVerify(() => screen.features.some(f => f.featureId === featureId));
            const found = findChild(screen, "feature-" + featureId);
            verify(found, featureId);
            return found;
        }
        function row(featureId) {
            return screen.features.find(f => f.featureId === featureId);
        }
        /** Opens the card's menu and clicks the item that notes or takes off its inn or cathedral. */
        function clickMarkItem(featureCard) {
            const more = findChild(featureCard, "moreButton");
            waitForItemPolished(more.parent);
            mouseClick(more);
            tryCompare(featureCard.moreMenu, "opened", true);
            const item = findChild(featureCard.moreMenu.contentItem, "markItem");
            verify(item && item.visible, "the menu offers the inn or the cathedral");
            // Clicked once the menu has come in and laid out its items, as a user would.
            tryVerify(() => item.width > 0 && item.height > 0 && featureCard.moreMenu.opacity === 1);
            wait(10);
            mouseClick(item);
            tryCompare(featureCard.moreMenu, "visible", false);
            return item;
        }
        function flagStart(option) {
            const flag = option.fields.find(f => f.flag);
            return flag ? flag.start : -1;
        }

        function test_innNotedOnTheCardIsTickedWhenScored() {
            newGame(["inns"]);
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            const road = card("rd");
            const markRow = findChild(road, "markRow");
            verify(!markRow.visible, "nothing noted yet");
            const item = clickMarkItem(road);
            compare(item.text, "An inn on the road");
            tryCompare(markRow, "visible", true);
            compare(row("rd").marked, true);
            // An inn road: 2 points per tile completed, 0 still open at the end [Inns and Cathedrals rules].
            compare(findChild(road, "markNote").text, "completed: 2 points per tile · still open at the end: 0 points");
            verify(session.exportRecordJson().indexOf("\"inn\"") < 0, "a note is not an event of the record");
            // The score dialog opens with the inn ticked: 5 tiles, Enter — 5 × 2 = 10.
            screen.openScore(row("rd"));
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            const inn = findChild(dialog.contentItem, "field-inn");
            verify(inn.checked, "the inn the players noted starts ticked");
            keyClick(Qt.Key_5);
            tryVerify(() => dialog.canAccept && dialog.payouts.length === 1 && dialog.payouts[0].points === 10);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            tryCompare(screen.players.find(p => p.playerId === "red"), "score", 10);
        }

        function test_noteIsTakenOffAndStartsTheFinalScoring() {
            newGame(["inns"]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            const city = card("c1");
            compare(flagStart(screen.options.scorableFeature("c1")), 0);
            verify(session.markFeature("c1", true), session.lastError);
            tryCompare(row("c1"), "marked", true);
            // A cathedral city: 3 per tile and per coat of arms completed, 0 still open at the end.
            compare(findChild(city, "markNote").text,
                    "completed: 3 points per tile and per coat of arms · still open at the end: 0 points");
            tryCompare(testCase, "cityFlagStart", 1);
            // The final scoring starts with it ticked too.
            compare(flagStart(screen.options.finalValues.find(f => f.feature === "c1")), 1);
            // Taken off from the menu: the card and the dialogs forget it.
            clickMarkItem(city);
            tryCompare(findChild(city, "markRow"), "visible", false);
            compare(row("c1").marked, false);
            tryCompare(testCase, "cityFlagStart", 0);
        }
        readonly property int cityFlagStart: screen.options.canScore("c1") ? flagStart(screen.options.scorableFeature("c1")) : -1

        function test_joinedRoadHoldsTheInn() {
            newGame(["inns"]);
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "r2", "road"), session.lastError);
            // The inn is on blue's road; a tile joins both into red's, the older.
            verify(session.markFeature("r2", true), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.merge(["r1", "r2"]), session.lastError);
            tryVerify(() => screen.features.length === 1);
            tryCompare(row("r1"), "marked", true);
            compare(flagStart(screen.options.scorableFeature("r1")), 1);
            // Undone, the inn is on blue's road alone again.
            verify(session.undo(), session.lastError);
            tryVerify(() => screen.features.length === 2);
            tryCompare(row("r2"), "marked", true);
            compare(row("r1").marked, false);
        }

        function test_noInnWithoutTheExpansionOrOnAField() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "rd", "road"), session.lastError);
            const road = card("rd");
            compare(row("rd").mark, "");
            mouseClick(findChild(road, "moreButton"));
            tryCompare(road.moreMenu, "opened", true);
            verify(!findChild(road.moreMenu.contentItem, "markItem").visible, "no inn without Inns and Cathedrals");
            road.moreMenu.close();
            verify(!session.markFeature("rd", true));
            verify(session.lastError.indexOf("rd") >= 0, session.lastError);
            compare(row("rd").marked, false);
            newGame(["inns"]);
            verify(session.placeFigure("red", "meeple", "f1", "field"), session.lastError);
            card("f1");
            compare(row("f1").mark, "");
            verify(!session.markFeature("f1", true));
        }
    }
}
