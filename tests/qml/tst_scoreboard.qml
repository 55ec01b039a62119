// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger.Models

TestCase {
    id: testCase

    // Red completes a 4-tile city with one coat of arms: 2 × 4 + 2 × 1 = 10 points.
    readonly property var cityRecord: ({
        "format": "meeple-ledger/1",
        "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben", "color": "navy"}],
        "expansions": [],
        "events": [
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1}
        ]
    })

    name: "Scoreboard"

    ScoreboardModel {
        id: scoreboard
    }

    // Reads the rows the way the UI does: through the role names.
    Repeater {
        id: rows

        model: scoreboard
        delegate: Item {
            required property string playerId
            required property string name
            required property string color
            required property int score
            required property int meeplePosition
            required property int messengerPosition
            required property int space
            required property int laps
        }
    }

    SignalSpy {
        id: errorSpy

        target: scoreboard
        signalName: "errorMessageChanged"
    }

    function test_loadsRecord() {
        verify(scoreboard.loadRecordJson(JSON.stringify(cityRecord)), scoreboard.errorMessage);
        compare(scoreboard.errorMessage, "");
        compare(scoreboard.finished, false);
        compare(rows.count, 2);

        const red = rows.itemAt(0);
        compare(red.playerId, "red");
        compare(red.name, "Ana");
        compare(red.color, "red");
        compare(red.score, 10);
        compare(red.meeplePosition, 10);
        compare(red.messengerPosition, -1);
        compare(red.space, 10);
        compare(red.laps, 0);

        const blue = rows.itemAt(1);
        compare(blue.name, "Ben");
        compare(blue.color, "navy");
        compare(blue.score, 0);
    }

    function test_refusedRecordKeepsRows() {
        verify(scoreboard.loadRecordJson(JSON.stringify(cityRecord)), scoreboard.errorMessage);
        errorSpy.clear();

        verify(!scoreboard.loadRecordJson("{ not a record"));
        verify(scoreboard.errorMessage !== "");
        compare(errorSpy.count, 1);
        compare(rows.count, 2);
        compare(rows.itemAt(0).score, 10);
    }

    // The strict reader: a second "events" key is refused, not read as a game without events.
    function test_duplicateKeyIsRefused() {
        verify(scoreboard.loadRecordJson(JSON.stringify(cityRecord)), scoreboard.errorMessage);
        const text = JSON.stringify(cityRecord);
        verify(!scoreboard.loadRecordJson(text.slice(0, -1) + ', "events": []}'));
        verify(scoreboard.errorMessage.indexOf('the key "events" appears twice in one object') >= 0,
               scoreboard.errorMessage);
        compare(rows.itemAt(0).score, 10);
    }
}
