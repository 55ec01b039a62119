// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The library screen: imported records are listed with their state, the game in progress is offered for
// resuming, and deleting asks first.
Item {
    id: root

    width: 1400
    height: 900

    StartScreen {
        id: screen

        anchors.fill: parent
        library: AppState.library
        libraryError: AppState.errorMessage
    }

    SignalSpy {
        id: opened

        target: screen
        signalName: "openRequested"
    }

    TestCase {
        name: "Start"
        when: windowShown

        readonly property var inProgress: ({
            "format": "meeple-ledger/1",
            "players": [{ "id": "red", "name": "Ana" }, { "id": "blue", "name": "Ben" }],
            "expansions": ["messengers"],
            "events": [
                { "type": "turn", "player": "red" },
                { "type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city" }
            ]
        })

        // Every test starts from a library with the finished full game and a game in progress.
        function init() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("start")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.testFileUrl("engine/records/full-game.json")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.writeFile("in-progress.json", JSON.stringify(inProgress))),
                   AppState.errorMessage);
            tryVerify(() => screen.games.length === 2);
        }

        function test_importListsGames() {
            const finished = screen.games.filter(g => g.finished);
            compare(finished.length, 1);
            verify(screen.resumable !== null);
            compare(screen.resumable.players.map(p => p.name), ["Ana", "Ben"]);
        }

        function test_badRecordIsRefusedInPlace() {
            const before = screen.games.length;
            screen.importRecord(TestEnvironment.writeFile("broken.json", "{ not a record"));
            verify(screen.error !== "");
            compare(screen.games.length, before);
        }

        function test_resumeWithEnter() {
            verify(screen.resumable !== null);
            opened.clear();
            screen.forceActiveFocus();
            keyClick(Qt.Key_Return);
            compare(opened.count, 1);
            compare(opened.signalArguments[0][0], screen.resumable.gameId);
        }

        function test_deleteAsksFirst() {
            const before = screen.games.length;
            const game = screen.games.find(g => g.finished);
            const dialog = findChild(screen, "deleteDialog");
            verify(dialog);
            screen.pendingDeleteId = game.gameId;
            dialog.open();
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            compare(screen.games.length, before, "cancelled: nothing deleted");
            dialog.open();
            tryCompare(dialog, "opened", true);
            dialog.tryAccept();
            tryCompare(dialog, "opened", false);
            tryVerify(() => screen.games.length === before - 1);
        }

        function test_statisticsPerPlayer() {
            const stats = findChild(screen, "statisticsPanel");
            verify(stats);
            verify(stats.profiles.length >= 0);
        }
    }
}
