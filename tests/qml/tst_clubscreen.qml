// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The club screen against a real PostgreSQL club server (the cluster of CTest's fixture club_cluster): every table's
// game in progress with its scores, and a second table's new event on the screen within a second of its push.
Item {
    id: root

    width: 1366
    height: 768

    ClubScreen {
        id: screen

        anchors.fill: parent
    }

    TestCase {
        name: "ClubScreen"
        when: windowShown

        function tableOf(device) {
            return screen.board.tables.find(t => t.device === device);
        }
        function scoreOf(device, name) {
            const table = tableOf(device);
            const seat = table ? table.seats.find(s => s.name === name) : undefined;
            return seat ? seat.score : -1;
        }
        /** The texts of the visible labels under @p item. */
        function texts(item) {
            let out = [];
            if (item.visible === false)
                return out;
            if (item.text !== undefined && typeof item.text === "string")
                out.push(item.text);
            for (let i = 0; i < item.children.length; ++i)
                out = out.concat(texts(item.children[i]));
            return out;
        }

        function test_aTablesEventIsShownWithinASecond() {
            const server = ClubTestServer.freshClub("club_screen");
            verify(server !== "", "the club server: " + ClubTestServer.problem());

            // Table 3 has played one turn: Ana's meeple on a road of 2 tiles, scored: 2 points (1 a tile), Ben 0.
            const table3 = TestEnvironment.libraryPath("table3");
            compare(ClubTestServer.startGame(table3, "Table 3", 3), "");
            screen.server = server;
            tryVerify(() => screen.board.connected, 5000, screen.board.problem);
            tryVerify(() => tableOf("Table 3") !== undefined, 5000);
            compare(scoreOf("Table 3", "Ana"), 2);
            compare(scoreOf("Table 3", "Ben"), 0);
            compare(tableOf("Table 3").turns, 1);

            // Table 5 starts: its turn is begun, nothing scored yet.
            const table5 = TestEnvironment.libraryPath("table5");
            compare(ClubTestServer.startGame(table5, "Table 5", 2), "");
            tryVerify(() => tableOf("Table 5") !== undefined, 5000);
            compare(scoreOf("Table 5", "Ana"), 0);
            compare(screen.board.tables.map(t => t.device), ["Table 3", "Table 5"]);

            // Its road is scored and pushed: the screen shows Ana's 2 points within a second.
            compare(ClubTestServer.playEvent(table5, 2), "");
            const pushed = Date.now();
            tryVerify(() => scoreOf("Table 5", "Ana") === 2, 1000, "not shown within a second of the push");
            verify(Date.now() - pushed < 1000);
            // And on the screen itself, in the table's card.
            waitForRendering(screen);
            const shown = texts(screen);
            verify(shown.indexOf("Table 5") >= 0, JSON.stringify(shown));
            verify(shown.filter(t => t === "2").length >= 2, JSON.stringify(shown));
            // Table 3 is unchanged.
            compare(scoreOf("Table 3", "Ana"), 2);
        }

        function test_aServerThatCannotBeReachedIsSaid() {
            screen.server = "host=/nonexistent-meeple-socket dbname=club user=table_b connect_timeout=1";
            tryVerify(() => !screen.board.connected && screen.board.problem !== "", 10000);
            const problem = findChild(screen, "problemBox");
            verify(problem.visible);
            verify(problem.text.indexOf("cannot be reached") >= 0, problem.text);
            compare(findChild(screen, "connectionLabel").text, "Not connected");
        }

        function test_aBadAddressIsRefusedWithItsReason() {
            screen.server = "host=club.local dbname=club nonsense=1";
            tryVerify(() => screen.board.problem !== "", 2000);
            verify(screen.board.problem.indexOf("nonsense") >= 0, screen.board.problem);
            verify(!screen.board.connected);
        }
    }
}
