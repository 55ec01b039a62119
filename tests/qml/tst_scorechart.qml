// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger

// The score chart's axes: whole turns and round scores, starting from 0 (the chart once labelled its turns
// 3.5 and 10.5).
Item {
    width: 900
    height: 500

    ScoreChart {
        id: chart

        anchors.fill: parent
    }

    TestCase {
        name: "ScoreChart"
        when: windowShown

        function line(turns, points) {
            const out = [];
            for (let turn = 0; turn <= turns; ++turn)
                out.push({ "x": turn, "y": Math.round(points * turn / turns) });
            return out;
        }
        function checkAxis(axis, from, to, what) {
            verify(Number.isInteger(axis.tickInterval) && axis.tickInterval >= 1, what + ": whole steps, not " + axis.tickInterval);
            compare(axis.tickAnchor, 0, what + ": ticks counted from 0");
            compare(axis.min, from, what + " starts at " + from);
            verify(axis.max >= to, what + " reaches " + to);
            verify((axis.max - axis.min) / axis.tickInterval <= 12, what + ": at most a dozen ticks");
        }

        function test_axes_data() {
            return [
                { "tag": "14 turns, 57 points", "turns": 14, "points": 57 },
                { "tag": "one turn", "turns": 1, "points": 10 },
                { "tag": "a long game", "turns": 73, "points": 212 },
                { "tag": "nobody scored", "turns": 5, "points": 0 }
            ];
        }
        function test_axes(data) {
            chart.series = [
                { "player": "red", "name": "Ana", "color": "red", "points": line(data.turns, data.points) },
                { "player": "blue", "name": "Ben", "color": "blue", "points": line(data.turns, Math.floor(data.points / 2)) }
            ];
            const turns = chart.turnAxis;
            const points = chart.pointsAxis;
            checkAxis(turns, 0, data.turns, "the turn axis");
            compare(turns.max, data.turns, "the last turn at the right edge");
            checkAxis(points, 0, data.points, "the points axis");
            compare(points.max % points.tickInterval, 0, "the points axis ends on a tick");
        }

        function test_negativeScores() {
            // A ransom or a ghost can take a player below the track's 0 only in the ledger; the chart still shows it.
            chart.series = [{ "player": "red", "name": "Ana", "color": "red",
                              "points": [{ "x": 0, "y": 0 }, { "x": 1, "y": -3 }, { "x": 2, "y": 8 }] }];
            const points = chart.pointsAxis;
            verify(points.min <= -3, "the lowest score is on the chart");
            compare(points.min % points.tickInterval, 0, "the points axis starts on a tick");
        }
    }
}
