// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The players' own names for features: given from a card by the keyboard (F2, type, Enter; Escape cancels; empty
// clears), shown on the card over the generated sentence, in the turn panel, the score dialog, the ledger's title
// and the dispute view, and hidden while the event that made the feature is undone.
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

        name: "FeatureNames"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("featurenames")), AppState.errorMessage);
        }
        function cleanup() {
            for (const dialog of [screen.scoreDialog, screen.disputeDialog]) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
        }
        function newGame() {
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], []);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            return findChild(screen, "feature-c1");
        }
        function typeText(text) {
            for (const c of text)
                keyClick(c);
        }

        function test_renameByKeyboard() {
            const card = newGame();
            const name = findChild(card, "featureName");
            const sentence = findChild(card, "featureSentence");
            compare(name.text, "Ana's city");
            verify(!sentence.visible, "no second line without a name of the players'");
            findChild(card, "moreButton").forceActiveFocus();
            keyClick(Qt.Key_F2);
            const field = findChild(card, "nameField");
            tryVerify(() => field.visible && field.activeFocus, 3000, "F2 opens the name field");
            typeText("the river city");
            // Escape keeps what the feature was called.
            keyClick(Qt.Key_Escape);
            tryVerify(() => !field.visible);
            compare(name.text, "Ana's city");
            compare(screen.features[0].givenName, "");
            // F2, the name, Enter: 16 key presses, and the card says it, with the sentence under it.
            keyClick(Qt.Key_F2);
            tryVerify(() => field.activeFocus);
            typeText("the river city");
            keyClick(Qt.Key_Return);
            tryVerify(() => !field.visible);
            tryCompare(name, "text", "the river city");
            tryCompare(sentence, "visible", true);
            compare(sentence.text, "Ana's city");
            compare(screen.features[0].givenName, "the river city");
            verify(session.exportRecordJson().indexOf("river") < 0, "the name is not in the record");
            // Where else the city is named: the turn panel's score button and the score dialog.
            tryVerify(() => screen.turnPanel.scorable.length === 1);
            compare(screen.turnPanel.featureName(screen.turnPanel.featureRow(screen.turnPanel.scorable[0].feature)), "the river city");
            compare(findChild(screen.turnPanel, "score-" + screen.turnPanel.scorable[0].feature).text, "the river city");
            screen.openScore(screen.features[0]);
            tryCompare(screen.scoreDialog, "opened", true);
            compare(screen.scoreDialog.title, "Score the river city");
            screen.scoreDialog.close();
            tryCompare(screen.scoreDialog, "visible", false);
            // An empty name gives the sentence back.
            findChild(card, "moreButton").forceActiveFocus();
            keyClick(Qt.Key_F2);
            tryVerify(() => field.activeFocus);
            compare(field.text, "the river city");
            keyClick(Qt.Key_A, Qt.ControlModifier);
            keyClick(Qt.Key_Delete);
            keyClick(Qt.Key_Return);
            tryCompare(name, "text", "Ana's city");
            verify(!sentence.visible);
        }

        function test_renameFromTheMenu() {
            const card = newGame();
            findChild(card, "moreButton").forceActiveFocus();
            keyClick(Qt.Key_Space);
            tryCompare(card.moreMenu, "opened", true);
            const item = findChild(card.moreMenu.contentItem, "renameItem");
            verify(item && item.visible);
            verify(item.text.indexOf("F2") >= 0, item.text);
            item.triggered();
            card.moreMenu.close();
            const field = findChild(card, "nameField");
            tryVerify(() => field.visible && field.activeFocus, 3000, "the menu opens the name field");
            typeText("Ana's keep");
            keyClick(Qt.Key_Enter);
            tryCompare(findChild(card, "featureName"), "text", "Ana's keep");
        }

        function test_nameInTheLedgerAndThroughUndo() {
            newGame();
            verify(session.nameFeature("c1", "the river city"), session.lastError);
            tryCompare(screen.features[0], "givenName", "the river city");
            verify(session.scoreFeature("c1", { "tiles": 2, "coats": 0 }), session.lastError);
            const list = findChild(screen, "ledgerList");
            tryCompare(list, "count", 1);
            tryVerify(() => list.itemAtIndex(0) !== null);
            const title = findChild(list.itemAtIndex(0), "ledgerTitle");
            tryVerify(() => title.text.indexOf("the river city") >= 0, 3000, title.text);
            // The dispute view names it too.
            screen.disputeDialog.row = 0;
            screen.disputeDialog.open();
            tryCompare(screen.disputeDialog, "opened", true);
            tryCompare(findChild(screen.disputeDialog.contentItem, "disputeFeatureName"), "text", "the river city");
            screen.disputeDialog.close();
            tryCompare(screen.disputeDialog, "visible", false);
            // A later city under the same id is another city: no name, in the ledger either.
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            compare(screen.features[0].givenName, "");
            verify(session.scoreFeature("c1", { "tiles": 2, "coats": 0 }), session.lastError);
            tryCompare(list, "count", 2);
            tryVerify(() => list.itemAtIndex(1) !== null);
            verify(findChild(list.itemAtIndex(1), "ledgerTitle").text.indexOf("river") < 0);
            verify(title.text.indexOf("the river city") >= 0, "the first payout keeps its name");
            // Undo back to before the first city: the name is hidden; redo brings it back.
            for (let i = 0; i < 4; ++i)
                verify(session.undo(), session.lastError);
            tryVerify(() => screen.features.length === 1 && screen.features[0].givenName === "the river city");
            verify(session.undo(), session.lastError);
            tryVerify(() => screen.features.length === 0);
            verify(session.redo(), session.lastError);
            tryVerify(() => screen.features.length === 1 && screen.features[0].givenName === "the river city");
        }

        function test_longNameIsRefusedOnTheCard() {
            const card = newGame();
            // The field stops at 40 characters; the library refuses longer ones from elsewhere, naming the name.
            verify(!session.nameFeature("c1", "x".repeat(41)));
            verify(session.lastError.indexOf("x".repeat(41)) >= 0, session.lastError);
            compare(screen.features[0].givenName, "");
            const field = findChild(card, "nameField");
            compare(field.maximumLength, 40);
        }
    }
}
