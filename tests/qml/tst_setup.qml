// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// A new game: seats in order, one colour each, names required, the expansions chosen (the Big Box's three with one
// box), then the game exists.
Item {
    id: root

    width: 1400
    height: 900

    SetupScreen {
        id: screen

        anchors.fill: parent
        library: AppState.library
        languages: AppState.languages
        language: AppState.language
        libraryError: AppState.errorMessage
    }

    Component {
        id: freshScreen

        SetupScreen {
            anchors.fill: parent
            library: AppState.library
            languages: AppState.languages
            language: AppState.language
        }
    }

    // The screen as the window shows it at a given size (the test's own window is larger than a 1366×768 laptop).
    Component {
        id: sizedScreen

        SetupScreen {
            library: AppState.library
            languages: AppState.languages
            language: AppState.language
        }
    }

    SignalSpy {
        id: started

        target: screen
        signalName: "started"
    }

    TestCase {
        name: "Setup"
        when: windowShown

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("setup")), AppState.errorMessage);
        }

        // Every test starts from the screen as it opens: two empty seats, no expansion.
        function init() {
            screen.seats.clear();
            screen.addSeat("", "red");
            screen.addSeat("", "blue");
            screen.expansions = [];
            screen.error = "";
            started.clear();
        }

        function test_typingGoesToTheFirstSeat() {
            // As the screen opens: the keyboard is in player 1's name, not player 2's.
            screen.visible = false;
            const opened = createTemporaryObject(freshScreen, root);
            verify(opened);
            const first = findChild(opened, "seat-0");
            tryVerify(() => findChild(first, "seatName").activeFocus, 2000, "player 1's name has the keyboard");
            for (const c of "Ana")
                keyClick(c);
            compare(opened.seats.get(0).name, "Ana");
            compare(opened.seats.get(1).name, "");
            screen.visible = true;
        }

        function test_everySeatControlIsReachedWithTab() {
            screen.addSeat("", "green");
            const seat = findChild(screen, "seat-2");
            verify(seat);
            findChild(seat, "seatName").forceActiveFocus();
            // Tab through the seat: its remove button comes before the next seat's controls.
            const names = [];
            for (let i = 0; i < 8 && names.indexOf("Remove this player") < 0; ++i) {
                keyClick(Qt.Key_Tab);
                const item = root.Window.activeFocusItem;
                names.push(item && item.Accessible ? String(item.Accessible.name) : "");
            }
            verify(names.indexOf("Move up") >= 0, names.join(" | "));
            verify(names.indexOf("Remove this player") >= 0, names.join(" | "));
        }

        function test_twoSeatsWithDistinctColours() {
            compare(screen.seats.count, 2);
            verify(screen.seats.get(0).colorKey !== screen.seats.get(1).colorKey);
        }

        function test_namesAreRequired() {
            screen.seats.setProperty(0, "name", "");
            screen.start();
            compare(started.count, 0);
            verify(screen.error !== "", "the screen says what is missing");
        }

        function test_aNameIsText() {
            screen.seats.setProperty(0, "name", "Ana\u001b[2J");
            screen.start();
            compare(started.count, 0);
            verify(screen.error.indexOf("control character") >= 0, screen.error);
            screen.seats.setProperty(0, "name", "\u200b\u200d");
            screen.start();
            compare(started.count, 0);
            verify(screen.error.indexOf("no name yet") >= 0, screen.error);
        }

        function test_sameNameTwiceIsRefused() {
            screen.seats.setProperty(0, "name", "Ana");
            screen.seats.setProperty(1, "name", "ana");
            screen.start();
            compare(started.count, 0);
            verify(screen.error !== "");
        }

        function test_atMostSixSeatsEachWithAFreeColour() {
            while (screen.seats.count < 6)
                screen.addSeat("", "");
            screen.addSeat("", "");
            compare(screen.seats.count, 6);
            const colours = [];
            for (let i = 0; i < 6; ++i)
                colours.push(screen.seats.get(i).colorKey);
            compare(new Set(colours).size, 6);
        }

        function test_createsTheGameInSeatingOrder() {
            screen.seats.setProperty(0, "name", "Ana");
            screen.seats.setProperty(1, "name", "Ben");
            screen.addSeat("Cleo", "green");
            // Cleo moves to the front of the turn order.
            screen.seats.move(2, 0, 1);
            screen.toggleExpansion("messengers", true);
            screen.toggleExpansion("tower", true);
            compare(screen.expansions, ["tower", "messengers"]);
            screen.start();
            compare(screen.error, "");
            compare(started.count, 1);
            const id = started.signalArguments[0][0];
            verify(id >= 0);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            const session = AppState.session;
            compare(session.hasTower, true);
            compare(session.hasMessengers, true);
            compare(session.hasRobbers, false);
            compare(session.players.count, 3);
            verify(session.beginTurn(), session.lastError);
            compare(session.activePlayerName, "Cleo");
        }

        function box(id) {
            return findChild(screen, "expansion-" + id);
        }
        function bigBox() {
            return findChild(screen, "bigBox");
        }
        /** Every expansion's box and the Big Box's, in the screen `where`. */
        function expansionBoxes(where) {
            return [findChild(where, "bigBox")].concat(Rules.expansions.map(id => findChild(where, "expansion-" + id)));
        }

        // The engine's eight expansions, each with a box of its own that names it and a fingertip can hit.
        function test_everyExpansionIsOffered() {
            compare(Rules.expansions.length, 8);
            compare(Rules.expansions, ["tower", "messengers", "robbers", "bigtop", "ghosts", "abbot", "inns", "traders"]);
            compare(Rules.bigBox, ["abbot", "inns", "traders"]);
            for (const id of Rules.expansions) {
                const b = box(id);
                verify(b, "a box for " + id);
                verify(b.visible, id);
                compare(b.text, Theme.expansionName(id));
                verify(b.height >= 48, id + " is " + b.height + " px high");
                verify(b.width >= 48, id);
            }
            verify(bigBox().height >= 48);
        }

        // The preset turns on the abbot, Inns and Cathedrals and Traders and Builders; the expansions chosen beside
        // it stay; a second press takes the three off again and leaves the others as they were.
        function test_bigBoxTurnsOnItsThreeAndKeepsTheOthers() {
            mouseClick(box("tower"));
            mouseClick(box("ghosts"));
            compare(screen.expansions, ["tower", "ghosts"]);
            compare(bigBox().checkState, Qt.Unchecked);
            mouseClick(bigBox());
            compare(screen.expansions, ["tower", "ghosts", "abbot", "inns", "traders"]);
            compare(bigBox().checkState, Qt.Checked);
            for (const id of Rules.bigBox)
                verify(box(id).checked, id + " is shown on");
            verify(!box("robbers").checked);
            mouseClick(bigBox());
            compare(screen.expansions, ["tower", "ghosts"]);
            compare(bigBox().checkState, Qt.Unchecked);
            for (const id of Rules.bigBox)
                verify(!box(id).checked, id + " is shown off");
        }

        // One or two of the three: the Big Box's box says "some", and a press turns on the rest.
        function test_bigBoxShowsSomeOfItsThree() {
            mouseClick(box("inns"));
            compare(screen.expansions, ["inns"]);
            compare(bigBox().checkState, Qt.PartiallyChecked);
            mouseClick(bigBox());
            compare(screen.expansions, ["abbot", "inns", "traders"]);
            compare(bigBox().checkState, Qt.Checked);
            // Taking one of them off again is one press on its own box.
            mouseClick(box("traders"));
            compare(screen.expansions, ["abbot", "inns"]);
            compare(bigBox().checkState, Qt.PartiallyChecked);
        }

        // Tab goes from the players to the Big Box, then through each expansion, in the order shown, to the start
        // button; Space ticks.
        function test_expansionsByKeyboard() {
            findChild(screen, "addSeatButton").forceActiveFocus();
            for (let i = 0; i < 12 && root.Window.activeFocusItem !== bigBox(); ++i)
                keyClick(Qt.Key_Tab);
            compare(root.Window.activeFocusItem, bigBox());
            verify(bigBox().visualFocus, "the Big Box's box shows the keyboard is on it");
            keyClick(Qt.Key_Space);
            compare(screen.expansions, ["abbot", "inns", "traders"]);
            keyClick(Qt.Key_Tab);
            compare(root.Window.activeFocusItem, box("abbot"));
            keyClick(Qt.Key_Space);
            compare(screen.expansions, ["inns", "traders"]);
            compare(bigBox().checkState, Qt.PartiallyChecked);
            keyClick(Qt.Key_Tab);
            keyClick(Qt.Key_Tab);
            keyClick(Qt.Key_Tab);
            compare(root.Window.activeFocusItem, box("tower"));
            keyClick(Qt.Key_Space);
            compare(screen.expansions, ["tower", "inns", "traders"]);
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Tab);
            compare(root.Window.activeFocusItem, box("ghosts"));
            keyClick(Qt.Key_Tab);
            compare(root.Window.activeFocusItem, findChild(screen, "startButton"));
        }

        // A club's game: the Big Box with the five others mixed in. Its record lists all eight expansions.
        function test_aBigBoxGameRecordsEveryExpansion() {
            screen.seats.setProperty(0, "name", "Ana");
            screen.seats.setProperty(1, "name", "Ben");
            for (const id of ["tower", "messengers", "robbers", "bigtop", "ghosts"])
                mouseClick(box(id));
            mouseClick(bigBox());
            compare(screen.expansions, Rules.expansions);
            mouseClick(findChild(screen, "startButton"));
            compare(screen.error, "");
            compare(started.count, 1);
            const id = started.signalArguments[0][0];
            verify(AppState.library.openGame(id), AppState.errorMessage);
            compare(AppState.session.expansions.slice().sort(), Rules.expansions.slice().sort());
            const file = TestEnvironment.fileUrl("big-box-game.json");
            verify(AppState.library.exportFile(id, file), AppState.errorMessage);
            const record = JSON.parse(TestEnvironment.readFile(file));
            compare(record.expansions.length, 8);
            compare(record.expansions.slice().sort(), Rules.expansions.slice().sort());
        }

        function test_fitsWithoutScrolling_data() {
            const rows = [];
            for (const size of [[1366, 768], [1920, 1080]]) {
                for (const code of ["en", "de"]) {
                    for (const refused of [false, true])
                        rows.push({ "tag": size[0] + "x" + size[1] + " " + code + (refused ? " with a refusal" : ""),
                                    "width": size[0], "height": size[1], "code": code, "refused": refused });
                }
            }
            return rows;
        }
        // On a laptop's 1366×768 and on 1920×1080, in English and in German, a refusal shown or not: every expansion
        // whole in view without scrolling, each name on one line, and the start button in the window.
        function test_fitsWithoutScrolling(data) {
            const before = AppState.language;
            screen.visible = false;
            const shown = createTemporaryObject(sizedScreen, root, { "width": data.width, "height": data.height });
            verify(shown);
            // Switched once the screen is up, as its language menu does.
            AppState.language = data.code;
            if (data.refused)
                shown.start();
            verify(!data.refused || shown.error !== "", "the screen refuses two players without names");
            waitForRendering(shown);
            const view = findChild(shown, "expansionView");
            tryVerify(() => view.height > 0);
            verify(view.contentHeight <= view.height, "the list needs " + view.contentHeight + " px and has " + view.height);
            for (const b of expansionBoxes(shown)) {
                verify(b.height >= 48, b.text);
                const topLeft = b.mapToItem(shown, 0, 0);
                verify(topLeft.x >= 0 && topLeft.x + b.width <= data.width, b.text);
                verify(topLeft.y >= 0 && topLeft.y + b.height <= data.height, b.text);
                verify(b.contentItem.lineCount === undefined || b.contentItem.lineCount === 1, b.text + " on one line");
                verify(!b.contentItem.truncated, b.text + " whole");
                verify(b.contentItem.contentWidth + b.contentItem.leftPadding <= b.width, b.text + " inside its box");
            }
            const start = findChild(shown, "startButton");
            const bottom = start.mapToItem(shown, 0, start.height).y;
            verify(bottom <= data.height, "the start button ends at " + bottom);
            if (data.refused) {
                const error = findChild(shown, "setupError");
                verify(error.visible);
                verify(error.mapToItem(shown, 0, 0).y >= view.mapToItem(shown, 0, view.height).y,
                       "the refusal is under the expansions, not over them");
            }
            AppState.language = before;
            screen.visible = true;
        }

        // Each seat has a language: a regular's from their profile, a new player's the app's until chosen; it is
        // stored in the player's profile, where the dispute view finds it.
        function test_eachSeatHasALanguage() {
            const regular = AppState.profiles.add("Dora", "yellow", "nl");
            verify(regular >= 0, AppState.errorMessage);
            screen.seats.setProperty(0, "name", "Eva");
            screen.seats.setProperty(1, "name", "Finn");
            screen.addSeat("Dora", "yellow", regular, "nl");
            const seatOf = (i) => findChild(screen, "seat-" + i);
            tryVerify(() => seatOf(2) !== null);
            compare(findChild(seatOf(0), "seatLanguage").displayText, AppState.language.toUpperCase());
            compare(findChild(seatOf(2), "seatLanguage").displayText, "NL");
            // Finn reads German: chosen in the seat's box.
            const box = findChild(seatOf(1), "seatLanguage");
            const german = AppState.languages.findIndex(l => l.code === "de");
            verify(german >= 0);
            box.currentIndex = german;
            box.activated(german);
            compare(screen.seats.get(1).language, "de");
            compare(box.displayText, "DE");
            screen.start();
            compare(screen.error, "");
            compare(started.count, 1);
            const id = started.signalArguments[0][0];
            compare(AppState.profiles.languagesOf(id).map(p => p.language), [AppState.language, "de", "nl"]);
            const finn = AppState.profiles.all.find(p => p.name === "Finn");
            verify(finn);
            compare(finn.language, "de");
        }
    }
}
