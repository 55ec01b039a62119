// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// An idle table screen does no work: once it has settled, no payout preview is asked for, no dialog's event or
// payouts change and no frame is drawn, with every dialog closed and with one left open.
Item {
    id: root

    width: 1500
    height: 950

    TableScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        languages: AppState.languages
    }

    // Every dialog that previews its payouts; each signal below is one more evaluation of a preview's inputs.
    readonly property var previewDialogs: [screen.scoreDialog, screen.messageDialog, screen.circusDialog,
                                           screen.adjustDialog, screen.pyramidDialog, screen.ransomDialog]
    property int evaluations: 0
    property int frames: 0

    Instantiator {
        model: root.previewDialogs

        delegate: Connections {
            required property var modelData

            target: modelData
            function onFinalEventChanged() { ++root.evaluations; }
            function onBasePayoutsChanged() { ++root.evaluations; }
            function onPayoutsChanged() { ++root.evaluations; }
            function onPreviewErrorChanged() { ++root.evaluations; }
            function onMoversChanged() { ++root.evaluations; }
        }
    }
    Connections {
        target: root.Window.window
        function onFrameSwapped() { ++root.frames; }
    }

    TestCase {
        id: testCase

        name: "Idle"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("idle")), AppState.errorMessage);
        }

        function newGame(expansions) {
            const players = [{ "id": "red", "name": "Ana", "color": "red" },
                             { "id": "blue", "name": "Ben", "color": "blue" }];
            const id = AppState.library.createGame(players, expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
        }

        // Waits until a whole second passes without an evaluation (at most 10 s), then counts for another second.
        function idleCounts() {
            let settled = false;
            for (let i = 0; i < 10 && !settled; ++i) {
                const before = root.evaluations;
                wait(1000);
                settled = root.evaluations === before;
            }
            const evaluations = root.evaluations;
            const frames = root.frames;
            wait(1000);
            return { "evaluations": root.evaluations - evaluations, "frames": root.frames - frames, "settled": settled };
        }

        function cleanup() {
            for (const dialog of root.previewDialogs) {
                if (dialog.opened)
                    dialog.close();
                tryCompare(dialog, "visible", false);
            }
        }

        function test_idleTable_data() {
            return [{ "tag": "base game", "expansions": [] },
                    { "tag": "every expansion",
                      "expansions": ["tower", "messengers", "robbers", "bigtop", "ghosts"] }];
        }

        function test_idleTable(data) {
            newGame(data.expansions);
            verify(session.placeFigure("red", "meeple", "", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            const counts = idleCounts();
            verify(counts.settled, "the table screen never stopped evaluating its previews");
            compare(counts.evaluations, 0, "preview evaluations in one idle second");
            compare(counts.frames, 0, "frames drawn in one idle second");
        }

        function test_idleOpenDialog() {
            newGame(["messengers"]);
            verify(session.placeFigure("red", "meeple", "", "city"), session.lastError);
            tryVerify(() => screen.features.length === 1);
            screen.openScore(screen.features[0]);
            const dialog = screen.scoreDialog;
            tryCompare(dialog, "opened", true);
            dialog.values = { "tiles": 4, "coats": 1 };
            tryVerify(() => dialog.payouts.length === 1 && dialog.payouts[0].points === 10);
            const counts = idleCounts();
            verify(counts.settled, "the open dialog never stopped evaluating its preview");
            compare(counts.evaluations, 0, "preview evaluations in one idle second");
            verify(dialog.canAccept);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "opened", false);
            compare(session.ledger.count, 1);
        }
    }
}
