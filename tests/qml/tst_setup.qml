// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// A new game: seats in order, one colour each, names required, the expansions chosen, then the game exists.
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
