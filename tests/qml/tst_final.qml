// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// Final scoring: a guided pass that asks each remaining feature's numbers, a preview before `end`, then the
// ranking (ties share a place).
Item {
    id: root

    width: 1400
    height: 900

    FinalScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        library: AppState.library
    }

    TestCase {
        name: "Final"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("final")), AppState.errorMessage);
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], []);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "f1", "field"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "m1", "monastery"), session.lastError);
        }

        function test_guidedPassThenResult() {
            screen.begin();
            compare(screen.steps.length, 3, "one step per occupied feature that scores at the end");
            compare(screen.steps.map(s => s.feature), ["c1", "f1", "m1"]);
            compare(screen.steps[0].fields, ["tiles", "coats"]);
            compare(screen.steps[1].fields, ["cities"]);
            screen.setValue("c1", "tiles", 3);
            screen.setValue("c1", "coats", 1);
            screen.next();
            screen.setValue("f1", "cities", 2);
            screen.next();
            screen.setValue("m1", "tiles", 4);
            screen.next();
            verify(screen.reviewing);
            compare(screen.error, "");
            // City 3 + 1 = 4 and monastery 4 for Ana, field 2 × 3 = 6 for Ben.
            compare(screen.preview.length, 3);
            compare(screen.preview.filter(p => p.playerId === "red").reduce((sum, p) => sum + p.points, 0), 8);
            compare(screen.preview.filter(p => p.playerId === "blue").reduce((sum, p) => sum + p.points, 0), 6);
            compare(session.finished, false, "the preview stores nothing");
            screen.finish();
            compare(screen.error, "");
            verify(session.finished);
            tryVerify(() => screen.players.length === 2 && screen.players.find(p => p.playerId === "red").rank === 1);
            compare(screen.players.find(p => p.playerId === "blue").rank, 2);
            const parts = screen.breakdown("red");
            compare(parts.reduce((sum, p) => sum + p.points, 0), 8);
        }
    }
}
