// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// A 3-player game with The Tower, The Messengers and The Robbers, 14 turns and final scoring, entered with key
// presses only at 1366×768, counting the presses of every turn against the table's targets: a simple turn (place a
// figure, end) in at most 3, a scoring turn with a robber and a message in at most 8. The script follows the rules
// (docs/record-format.md; the rules of The Robbers, The Messengers, The Tower); the scores after each turn are
// worked out by hand in the comments. Ana (red), Ben (blue), Cleo (green) sit in this order; every scoring figure
// (meeple M, messenger S) starts at 0 and a payout moves the meeple unless the table picks the messenger.
Item {
    id: root

    width: 1366
    height: 768

    property string stage: "table"

    TableScreen {
        id: table

        anchors.fill: parent
        visible: root.stage === "table"
        session: AppState.session
        languages: AppState.languages
        onFinalScoringRequested: root.stage = "final"
    }

    FinalScreen {
        id: finalScreen

        anchors.fill: parent
        visible: root.stage === "final"
        session: AppState.session
        library: AppState.library
        onBackRequested: root.stage = "table"
    }

    TestCase {
        id: testCase

        name: "KeyboardGame"
        when: windowShown

        readonly property var session: AppState.session
        property int presses: 0
        /** Presses per turn, for the log: {turn, player, presses, kind}. */
        property var counts: []

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("keyboardgame")), AppState.errorMessage);
        }

        // ---- Keys, counted -------------------------------------------------------------------------------------

        /** Presses each key of @p keys: a Qt key code, or a string of characters typed one by one. */
        function press(...keys) {
            for (const key of keys) {
                if (typeof key === "string") {
                    for (const c of key) {
                        keyClick(c);
                        ++presses;
                    }
                } else {
                    keyClick(key);
                    ++presses;
                }
                wait(20);
            }
        }
        /** The digit that places on a new feature of @p type (its button's number in the place section). */
        function placeDigit(type) {
            const index = table.turnPanel.newFeatures.findIndex(t => t.type === type);
            verify(index >= 0 && index < 9, "a new " + type + " is offered");
            return String(index + 1);
        }
        function place(type) {
            const figures = table.boardFigures.length;
            press(Qt.Key_P, placeDigit(type));
            tryVerify(() => table.boardFigures.length === figures + 1, 3000, "a figure placed on a new " + type);
        }
        /** S opens the feature to score (the only one, or the one placed this turn): its numbers, then Enter. The
            robbers whose choice the scoring opens (@p robbers) are asked in the same dialog, the suggestion chosen:
            that Enter keeps it. */
        function score(numbers, digit, robbers) {
            const dialog = table.scoreDialog;
            press(Qt.Key_S);
            if (digit)
                press(digit);
            tryCompare(dialog, "opened", true);
            tryVerify(() => dialog.initialFocusItem === null || dialog.initialFocusItem.activeFocus, 3000,
                      "the first number has the keys");
            for (let i = 0; i < numbers.length; ++i) {
                if (i > 0)
                    press(Qt.Key_Tab);
                press(String(numbers[i]));
            }
            tryVerify(() => dialog.canAccept, 3000, "the score can be confirmed: " + dialog.previewError);
            tryVerify(() => JSON.stringify(dialog.choicesAfter.map(c => c.robber)) === JSON.stringify(robbers || []),
                      3000, "the robbers asked: " + JSON.stringify(dialog.choicesAfter.map(c => c.robber)));
            const events = session.eventCount;
            press(Qt.Key_Return);
            tryCompare(dialog, "opened", false, 3000, dialog.refusal);
            verify(session.eventCount > events, "the score is stored");
            // The suggestion kept: the turn asks the robbers no more.
            tryVerify(() => table.turnPanel.pending.length === 0, 3000, "no robber's choice is left open");
        }
        /** The active player's robber to the @p steps-th space the track offers after the first. */
        function placeRobber(steps) {
            const robbers = session.options.robbers.length;
            press(Qt.Key_R);
            tryVerify(() => table.track.activeFocus);
            for (let i = 0; i < steps; ++i)
                press(Qt.Key_Right);
            const events = session.eventCount;
            press(Qt.Key_Return);
            tryVerify(() => session.eventCount === events + 1, 3000, "the robber is placed: " + table.turnPanel.errorText);
        }
        /** M, the tile's number, Enter. */
        /** M (unless the dialog @p opensByItself after a scoring), the tile's number, Enter. */
        function message(tile, opensByItself) {
            verify(!!session.options.messageOwed, "a message is owed");
            const dialog = table.messageDialog;
            if (!opensByItself)
                press(Qt.Key_M);
            tryCompare(dialog, "opened", true);
            press(String(tile));
            tryVerify(() => dialog.canAccept, 3000, "the message can be confirmed: " + dialog.previewError);
            press(Qt.Key_Return);
            tryCompare(dialog, "opened", false, 3000, dialog.refusal);
        }
        function endTurn() {
            const turn = session.turnNumber;
            press(Qt.Key_N);
            tryCompare(session, "turnNumber", turn + 1, 3000, table.turnPanel.errorText);
        }
        /** Runs one turn of @p who, counts its presses against @p most. */
        function turn(number, who, kind, most, body) {
            compare(session.turnNumber, number, "turn " + number);
            compare(session.activePlayer, who, "turn " + number + " is " + who + "'s");
            presses = 0;
            body();
            counts.push({ "turn": number, "player": who, "presses": presses, "kind": kind });
            console.log("turn " + number + " (" + who + ", " + kind + "): " + presses + " key presses");
            verify(presses <= most, "turn " + number + " (" + kind + ") in " + presses + " presses, at most " + most);
        }
        /** [meeple, messenger] of every player. */
        function positions(expected, when) {
            tryVerify(() => {
                for (const id in expected) {
                    const p = table.players.find(r => r.playerId === id);
                    if (!p || p.meeplePosition !== expected[id][0] || p.messengerPosition !== expected[id][1])
                        return false;
                }
                return true;
            }, 3000, when + ": " + JSON.stringify(table.players.map(p => [p.playerId, p.meeplePosition, p.messengerPosition]))
                     + " expected " + JSON.stringify(expected));
        }

        // ---- The game ------------------------------------------------------------------------------------------

        function test_gameFromTheKeyboard() {
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" },
                                                    { "id": "green", "name": "Cleo", "color": "green" }],
                                                   ["tower", "messengers", "robbers"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            tryVerify(() => table.turnPanel.running === false && session.turnNumber === 0);
            // N begins the first turn.
            press(Qt.Key_N);
            tryCompare(session, "turnNumber", 1);

            turn(1, "red", "simple", 3, () => { place("road"); endTurn(); });
            turn(2, "blue", "simple", 3, () => { place("field"); endTurn(); });
            turn(3, "green", "simple", 3, () => { place("field"); endTurn(); });
            // Ana's road is completed, 4 tiles: 4 points (1 per tile) → Ana M 4.
            turn(4, "red", "scoring", 4, () => { score([4]); endTurn(); });
            positions({ "red": [4, 0], "blue": [0, 0], "green": [0, 0] }, "after turn 4");
            // Ben's robber goes where another player's scoring figure stands: 0 (Ana's S, Cleo's M and S) or 4 (Ana's
            // M); Right takes the second, 4.
            turn(5, "blue", "robber", 4, () => { placeRobber(1); endTurn(); });
            compare(table.players.find(p => p.playerId === "blue").robberSpace, 4);
            // Cleo's new city is completed at once, 2 tiles: 4 points (2 per tile) → Cleo M 4. Ben's robber on 4
            // robs only a movement that starts on 4: Cleo's started on 0.
            turn(6, "green", "placing and scoring", 6, () => { place("city"); score([2]); endTurn(); });
            positions({ "red": [4, 0], "blue": [0, 0], "green": [4, 0] }, "after turn 6");
            turn(7, "red", "simple", 3, () => { place("city"); endTurn(); });
            // Ben builds a new tower (T) and captures Cleo's meeple on her field: the keys start on "A new tower", Tab
            // goes to "No capture", Ben's, then Cleo's figure, and Enter picks it and adds the floor. Cleo's meeple is
            // Ben's prisoner.
            turn(8, "blue", "tower", 6, () => {
                press(Qt.Key_T);
                tryCompare(table.towerDialog, "opened", true);
                tryVerify(() => findChild(table.towerDialog.contentItem, "tower-new").activeFocus);
                press(Qt.Key_Tab, Qt.Key_Tab, Qt.Key_Tab);
                verify(findChild(table.towerDialog.contentItem, "pick-green-meeple-1").activeFocus, "Cleo's meeple has the keys");
                press(Qt.Key_Return);
                tryCompare(table.towerDialog, "opened", false, 3000, table.towerDialog.refusal);
                endTurn();
            });
            compare(table.players.find(p => p.playerId === "blue").prisoners.length, 1);
            // Cleo buys her meeple back (B, Enter): 3 points from her M to Ben's → Cleo M 1, Ben M 3. Ben's robber on 4
            // stays: Ana's M still stands there once the ransom is paid. Cleo's robber goes to 0 (Ana's and Ben's S),
            // 3 (Ben's M) or 4 (Ana's M): Right takes 3.
            turn(9, "green", "ransom and robber", 6, () => {
                press(Qt.Key_B);
                tryCompare(table.ransomDialog, "opened", true);
                tryVerify(() => table.ransomDialog.canAccept, 3000, table.ransomDialog.previewError);
                press(Qt.Key_Return);
                tryCompare(table.ransomDialog, "opened", false, 3000, table.ransomDialog.refusal);
                placeRobber(1);
                endTurn();
            });
            positions({ "red": [4, 0], "blue": [3, 0], "green": [1, 0] }, "after turn 9");
            compare(table.players.find(p => p.playerId === "blue").robberSpace, 4);
            compare(table.players.find(p => p.playerId === "green").robberSpace, 3);
            // The scoring turn: Ana's city is completed, 3 tiles: 6 points → Ana M 10, a dark space. Ben's robber on 4
            // robs that movement: half of 6 → Ben M 6; Cleo's robber on 3 moves along with Ben's M (rogue points
            // are never robbed). Ben's robber's choice is asked in the score dialog, and Enter keeps the suggestion.
            // Ana owes a message, whose dialog then opens by itself: tile 1 (the smallest road) with no road of hers
            // is 2 points, which the dialog moves as the engine suggests (docs/rules-decisions.md, 17): on the
            // messenger, so that the meeple keeps its dark space → Ana S 2.
            turn(10, "red", "scoring with a robber and a message", 6, () => {
                score([3], "", ["blue"]);
                message(1, true);
                endTurn();
            });
            positions({ "red": [10, 2], "blue": [6, 0], "green": [1, 0] }, "after turn 10");
            turn(11, "blue", "simple", 3, () => { place("road"); endTurn(); });
            turn(12, "green", "simple", 3, () => { place("monastery"); endTurn(); });
            turn(13, "red", "simple", 3, () => { place("field"); endTurn(); });
            // Ben's road is completed, 2 tiles: 2 points. Two features could be scored (his road, Cleo's monastery): S,
            // then 1 picks the road. The dialog moves the points as the engine suggests: Cleo's robber stands with
            // Ben's M on 6, so the messenger takes them and nothing is robbed → Ben S 2.
            turn(14, "blue", "scoring", 4, () => { score([2], "1"); });
            positions({ "red": [10, 2], "blue": [6, 2], "green": [1, 0] }, "after turn 14");
            compare(table.turnPanel.pending.length, 0, "nothing robbed");

            // Final scoring (F): one step per occupied feature, in the order they were first occupied — Ben's field
            // (1 completed city: 3), Cleo's monastery (5 tiles: 5), Ana's field (2 cities: 6) — each number typed, then
            // Enter; Enter on the review finishes the game. Before the features, Cleo's robber still on the track pays
            // her 3, and every player's messenger joins their meeple:
            //   Ana  10 + 2 + 6 = 18
            //   Ben   6 + 2 + 3 = 11
            //   Cleo  1 + 3 + 5 = 9
            presses = 0;
            press(Qt.Key_F);
            tryCompare(root, "stage", "final");
            compare(finalScreen.steps.map(step => step.type), ["field", "monastery", "field"]);
            for (const value of [1, 5, 2]) {
                const step = finalScreen.stepIndex;
                tryVerify(() => table.Window.window.activeFocusItem
                                && findChild(finalScreen, "final-" + finalScreen.steps[step].fields[0].key).spinBox.activeFocus,
                          3000, "the step's number has the keys");
                press(String(value), Qt.Key_Return);
                tryCompare(finalScreen, "stepIndex", step + 1);
            }
            verify(finalScreen.reviewing);
            tryCompare(finalScreen, "error", "");
            press(Qt.Key_Return);
            tryVerify(() => session.finished, 3000, "Enter on the review finishes the game: " + finalScreen.error);
            console.log("final scoring: " + presses + " key presses");
            tryVerify(() => finalScreen.players.length === 3);
            const total = id => finalScreen.players.find(p => p.playerId === id).score;
            compare(total("red"), 18, "Ana");
            compare(total("blue"), 11, "Ben");
            compare(total("green"), 9, "Cleo");
            compare(counts.length, 14);
        }
    }
}
