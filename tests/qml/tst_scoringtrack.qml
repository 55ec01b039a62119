// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger

// The scoring track as a drawing of plain data: the ring's geometry, figures that keep their place while they
// move, and the selection mode that only accepts legal spaces (by click or by keyboard).
Item {
    id: root

    width: 900
    height: 600

    ScoringTrack {
        id: track

        anchors.fill: parent
        columns: 16
        rows: 11
    }

    SignalSpy {
        id: activated

        target: track
        signalName: "spaceActivated"
    }

    TestCase {
        name: "ScoringTrack"
        when: windowShown

        function init() {
            track.selectableSpaces = [];
            track.figures = [];
            activated.clear();
        }

        function test_ringOfFiftySpaces() {
            compare(track.spaceCount, 50);
            // 0 in the top-left corner, clockwise: along the top, down the right, back along the bottom, up the left.
            compare(track.cellOf(0), { "col": 0, "row": 0 });
            compare(track.cellOf(15), { "col": 15, "row": 0 });
            compare(track.cellOf(16), { "col": 15, "row": 1 });
            compare(track.cellOf(25), { "col": 15, "row": 10 });
            compare(track.cellOf(26), { "col": 14, "row": 10 });
            compare(track.cellOf(40), { "col": 0, "row": 10 });
            compare(track.cellOf(49), { "col": 0, "row": 1 });
            compare(track.cellOf(50), track.cellOf(0));
            // Every space has a cell of its own, next to the one before it.
            const seen = {};
            for (let i = 0; i < 50; ++i) {
                const a = track.cellOf(i), b = track.cellOf(i + 1);
                const key = a.col + "," + a.row;
                verify(!seen[key], "space " + i + " shares a cell");
                seen[key] = true;
                compare(Math.abs(a.col - b.col) + Math.abs(a.row - b.row), 1);
            }
        }

        function test_everyFifthSpaceIsDark() {
            // "Spaces 0, 5, 10, …, 45 are printed dark" [base game rules].
            const dark = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45];
            for (let i = 0; i < 50; ++i) {
                const space = findChild(track, "space-" + i);
                verify(space, "space " + i);
                compare(space.dark, dark.indexOf(i) >= 0, "space " + i);
            }
            verify(!findChild(track, "space-50"), "the track has 50 spaces, 0 to 49");
        }

        function test_figuresKeepTheirDelegateWhenTheyMove() {
            track.figures = [{ "key": "red/meeple", "player": "red", "color": "red", "symbol": "circle", "kind": "meeple", "space": 3, "laps": 0 },
                             { "key": "blue/meeple", "player": "blue", "color": "blue", "symbol": "square", "kind": "meeple", "space": 3, "laps": 0 }];
            track.figures = [{ "key": "red/meeple", "player": "red", "color": "red", "symbol": "circle", "kind": "meeple", "space": 8, "laps": 1 },
                             { "key": "blue/meeple", "player": "blue", "color": "blue", "symbol": "square", "kind": "meeple", "space": 3, "laps": 0 },
                             { "key": "blue/robber", "player": "blue", "color": "blue", "symbol": "square", "kind": "robber", "space": 8, "laps": 0 }];
            const rows = findFigureRows();
            compare(rows.length, 3);
            const red = rows.find(r => r.key === "red/meeple");
            compare(red.position, 58, "a lap counts 50 so the figure glides forward across 0");
            compare(red.slotCount, 2, "it shares space 8 with the robber");
            track.figures = [];
            compare(findFigureRows().length, 0);
        }

        function findFigureRows() {
            const out = [];
            const model = track.figureRows();
            for (let i = 0; i < model.length; ++i)
                out.push(model[i]);
            return out;
        }

        function test_onlyLegalSpacesAcceptAClick() {
            track.selectableSpaces = [12, 37];
            verify(track.selecting);
            const cell = track.cell;
            const board = track.pointAt(0);
            // Space 5 is not legal: nothing happens.
            mouseClick(track, board.x + 5 * cell + cell / 2, board.y + cell / 2);
            compare(activated.count, 0);
            mouseClick(track, board.x + 12 * cell + cell / 2, board.y + cell / 2);
            compare(activated.count, 1);
            compare(activated.signalArguments[0][0], 12);
        }

        function test_keyboardChoosesALegalSpace() {
            track.selectableSpaces = [37, 12];
            track.forceActiveFocus();
            compare(track.currentSpace, 37);
            keyClick(Qt.Key_Right);
            compare(track.currentSpace, 12, "the cursor wraps to the lowest legal space");
            keyClick(Qt.Key_Left);
            compare(track.currentSpace, 37);
            keyClick(Qt.Key_Return);
            compare(activated.count, 1);
            compare(activated.signalArguments[0][0], 37);
        }
    }
}
