// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The League screen: opened from the start screen (its button and Ctrl+L), the standings of the library's finished
// games ranked by rating, a named season picked with its days, bad days refused with a sentence, the CSV written.
Item {
    id: root

    width: 1366
    height: 768

    StartScreen {
        id: start

        anchors.fill: parent
        library: AppState.library
        libraryError: AppState.errorMessage
    }

    TestCase {
        name: "League"
        when: windowShown

        // Ana and Ben share first place, 12 each, from one agreed correction each.
        readonly property var tie: ({
            "format": "meeple-ledger/1",
            "players": [{ "id": "red", "name": "Ana" }, { "id": "blue", "name": "Ben" }],
            "expansions": [],
            "events": [
                { "type": "turn", "player": "red" },
                { "type": "adjust", "player": "red", "points": 12, "reason": "the evening's score" },
                { "type": "adjust", "player": "blue", "points": 12, "reason": "the evening's score" },
                { "type": "end", "values": {} }
            ]
        })
        readonly property var league: findChild(start, "leagueScreen")

        function today() {
            return new Date().toISOString().substring(0, 10);
        }
        function row(i) {
            const table = findChild(league.contentItem, "leagueTable");
            table.currentIndex = i;
            return table.currentItem;
        }

        // The full game (Cleo 70, Dev 61, Ana 54, Ben 40) and the tie, both finished; and the league shown.
        function init() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("league")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.testFileUrl("engine/records/full-game.json")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.writeFile("tie.json", JSON.stringify(tie))), AppState.errorMessage);
            AppState.league.chooseEveryGame();
            mouseClick(findChild(start, "leagueButton"));
            tryVerify(() => league.opened);
        }
        function cleanup() {
            league.close();
            tryVerify(() => !league.visible);
        }

        function test_standingsOfEveryGame() {
            const table = findChild(league.contentItem, "leagueTable");
            compare(table.count, 4);
            compare(findChild(league.contentItem, "gameCountLabel").text, "2 finished games");
            // Cleo won the four-player game: first by rating.
            compare(row(0).name, "Cleo");
            compare(row(0).rank, 1);
            compare(row(0).games, 1);
            compare(row(0).wins, 1);
            // The tie is a win for each of Ana and Ben.
            for (let i = 1; i < 4; ++i) {
                const line = row(i);
                if (line.name === "Ana" || line.name === "Ben") {
                    compare(line.games, 2);
                    compare(line.wins, 1);
                }
                if (line.name === "Ana") {
                    compare(line.averagePoints, (54 + 12) / 2);
                    compare(line.averagePlace, (3 + 1) / 2);
                }
            }
            // The ranks follow the ratings.
            for (let i = 1; i < 4; ++i)
                verify(row(i - 1).rating >= row(i).rating);
        }

        function test_namedSeason() {
            const name = findChild(league.contentItem, "seasonNameField");
            const from = findChild(league.contentItem, "seasonFromField");
            const to = findChild(league.contentItem, "seasonToField");
            name.text = "Tonight";
            from.text = today();
            to.text = today();
            mouseClick(findChild(league.contentItem, "showSeasonButton"));
            compare(findChild(league.contentItem, "leagueError").text, "");
            verify(!AppState.league.everyGame);
            verify(findChild(league.contentItem, "namedSeasonButton").checked);
            compare(findChild(league.contentItem, "leagueTable").count, 4);

            // A season that ended before tonight holds none of its games.
            from.text = "2025-01-01";
            to.text = "2025-12-31";
            mouseClick(findChild(league.contentItem, "showSeasonButton"));
            compare(findChild(league.contentItem, "leagueTable").count, 0);
            compare(findChild(league.contentItem, "gameCountLabel").text, "0 finished games");
            verify(!findChild(league.contentItem, "exportCsvButton").enabled);

            // Back to every game.
            mouseClick(findChild(league.contentItem, "everyGameButton"));
            verify(AppState.league.everyGame);
            compare(findChild(league.contentItem, "leagueTable").count, 4);
        }

        function test_badDaysAreRefused_data() {
            return [
                { tag: "not a day", name: "Autumn", from: "1 October", to: "2026-10-31",
                  error: "“1 October” is not a day written YYYY-MM-DD, such as 2026-10-01." },
                { tag: "no such day", name: "Autumn", from: "2026-02-30", to: "2026-10-31",
                  error: "“2026-02-30” is not a day written YYYY-MM-DD, such as 2026-10-01." },
                { tag: "backwards", name: "Autumn", from: "2026-10-31", to: "2026-10-01",
                  error: "The season's last day comes before its first day." },
                { tag: "no name", name: " ", from: "2026-10-01", to: "2026-10-31", error: "Give the season a name." }
            ];
        }
        function test_badDaysAreRefused(data) {
            findChild(league.contentItem, "seasonNameField").text = data.name;
            findChild(league.contentItem, "seasonFromField").text = data.from;
            findChild(league.contentItem, "seasonToField").text = data.to;
            mouseClick(findChild(league.contentItem, "showSeasonButton"));
            compare(findChild(league.contentItem, "leagueError").text, data.error);
            // The season stays what it was: every game, and the radio buttons say so, also after a click on the other.
            verify(AppState.league.everyGame);
            mouseClick(findChild(league.contentItem, "namedSeasonButton"));
            compare(findChild(league.contentItem, "leagueError").text, data.error);
            verify(findChild(league.contentItem, "everyGameButton").checked);
            verify(!findChild(league.contentItem, "namedSeasonButton").checked);
            compare(findChild(league.contentItem, "leagueTable").count, 4);
        }

        function test_exportCsv() {
            verify(findChild(league.contentItem, "exportCsvButton").enabled);
            const file = TestEnvironment.fileUrl("standings.csv");
            league.exportTo(file);
            compare(findChild(league.contentItem, "leagueError").text, "");
            verify(findChild(league.contentItem, "leagueNotice").text.indexOf("standings.csv") >= 0);
            // A folder that does not exist: the error says so, nothing else changes.
            league.exportTo(TestEnvironment.fileUrl("no-such-folder/standings.csv"));
            verify(findChild(league.contentItem, "leagueError").text !== "");
            compare(findChild(league.contentItem, "leagueNotice").text, "");
        }

        function test_exportPicture() {
            verify(findChild(league.contentItem, "exportPictureButton").enabled);
            const file = TestEnvironment.fileUrl("standings.png");
            league.exportPicture(file);
            tryVerify(() => TestEnvironment.imageSize(file).width > 0, 5000, "the picture is written");
            const panel = findChild(league.contentItem, "standingsPanel");
            compare(TestEnvironment.imageSize(file).width, Math.round(panel.width));
            tryVerify(() => findChild(league.contentItem, "leagueNotice").text.indexOf("standings.png") >= 0);
            compare(findChild(league.contentItem, "leagueError").text, "");
        }

        function test_keysOpenAndClose() {
            keyClick(Qt.Key_Escape);
            tryVerify(() => !league.opened);
            start.forceActiveFocus();
            keySequence("Ctrl+L");
            tryVerify(() => league.opened);
        }
    }
}
