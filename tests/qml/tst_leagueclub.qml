// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The League screen over the club server (the cluster of CTest's fixture club_cluster): with a club set, the screen
// reads every table's finished games, offers the seasons the organiser set on the server, follows a table's new game
// live, and goes back to this library's games.
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
        name: "LeagueClub"
        when: windowShown

        readonly property var league: findChild(start, "leagueScreen")

        function day(offset) {
            const d = new Date();
            d.setUTCDate(d.getUTCDate() + offset);
            return d.toISOString().substring(0, 10);
        }
        function standing(name) {
            for (let i = 0; i < AppState.league.count; ++i) {
                const index = AppState.league.index(i, 0);
                if (AppState.league.data(index, LeagueModel.NameRole) === name)
                    return { "rank": AppState.league.data(index, LeagueModel.RankRole),
                             "games": AppState.league.data(index, LeagueModel.GamesRole),
                             "wins": AppState.league.data(index, LeagueModel.WinsRole),
                             "points": AppState.league.data(index, LeagueModel.AveragePointsRole) };
            }
            return null;
        }

        function test_theClubsGamesAndSeasons() {
            const server = ClubTestServer.freshClub("club_league_screen");
            verify(server !== "", "the club server: " + ClubTestServer.problem());
            // Table 3 finishes a game: Ana scored a road of 2 tiles (2 points, 1 a tile), Ben nothing.
            const table3 = TestEnvironment.libraryPath("table3");
            compare(ClubTestServer.startGame(table3, "Table 3", 3), "");
            compare(ClubTestServer.finishGame(table3), "");
            compare(ClubTestServer.setSeason("Tonight", day(-1), day(1)), "");

            // This machine's own library is empty, and it is set to the club.
            verify(AppState.openLibrary(TestEnvironment.libraryPath("own")), AppState.errorMessage);
            compare(AppState.club.save(server, ""), "");
            AppState.league.chooseEveryGame();
            mouseClick(findChild(start, "leagueButton"));
            tryVerify(() => league.opened);
            verify(AppState.league.clubAvailable, "club: " + AppState.club.server);
            verify(findChild(league.contentItem, "sourcePanel").visible);
            compare(AppState.league.count, 0);

            const clubButton = findChild(league.contentItem, "clubSourceButton");
            waitForRendering(league.contentItem);
            mouseClick(clubButton);
            verify(AppState.league.fromClub, "the club: " + league.error + " " + clubButton.visible + " " + clubButton.width);
            tryVerify(() => AppState.league.count === 2, 5000, AppState.league.clubProblem);
            compare(standing("Ana").wins, 1);
            compare(standing("Ana").points, 2);
            compare(standing("Ben").wins, 0);
            compare(standing("Ana").rank, 1);

            // The organiser's season is offered, and one click shows it.
            tryVerify(() => findChild(league.contentItem, "clubSeason-Tonight") !== null, 5000);
            mouseClick(findChild(league.contentItem, "clubSeason-Tonight"));
            compare(AppState.league.seasonName, "Tonight");
            compare(AppState.league.gameCount, 1);

            // Table 5 finishes a game in which both score a road: a shared first place. The screen follows it.
            const table5 = TestEnvironment.libraryPath("table5");
            compare(ClubTestServer.startGame(table5, "Table 5", 6), "");
            compare(ClubTestServer.finishGame(table5), "");
            tryVerify(() => AppState.league.gameCount === 2, 5000);
            compare(standing("Ana").games, 2);
            compare(standing("Ana").wins, 2);
            compare(standing("Ben").wins, 1);
            compare(standing("Ben").points, 1); // (0 + 2) / 2

            // Table 6 went on with Table 3's game on its own laptop, differently: its version awaits the organiser
            // and counts for nothing; the standings stay as they were.
            const table6 = TestEnvironment.libraryPath("table6");
            compare(ClubTestServer.continueElsewhere(table3, table6, "Table 6"), "");
            tryVerify(() => AppState.league.awaiting.length === 1, 5000);
            const awaiting = findChild(league.contentItem, "awaitingPanel");
            verify(awaiting.visible);
            compare(AppState.league.awaiting[0].table, "Table 6");
            compare(AppState.league.awaiting[0].owner, "Table 3");
            compare(AppState.league.gameCount, 2);
            compare(standing("Ana").wins, 2);
            // This machine's role is another table's: the server refuses to count it, naming the owner.
            mouseClick(findChild(awaiting, "countVersionButton"));
            tryVerify(() => AppState.league.handOverProblem !== "", 5000);
            verify(AppState.league.handOverProblem.indexOf("belongs to Table 3") >= 0, AppState.league.handOverProblem);
            // An organiser's may: Table 6's version counts (a shared first place), and Table 3's now awaits.
            compare(AppState.club.save(ClubTestServer.organiserAddress(), ""), "");
            compare(AppState.league.chooseClub(), "");
            tryVerify(() => AppState.league.awaiting.length === 1, 5000);
            mouseClick(findChild(awaiting, "countVersionButton"));
            tryVerify(() => AppState.league.awaiting.length === 1 && AppState.league.awaiting[0].table === "Table 3", 5000);
            compare(AppState.league.handOverProblem, "");
            compare(AppState.league.gameCount, 2);
            compare(standing("Ben").wins, 2); // Table 5's draw and now Table 6's

            // Back to this library's games: none.
            mouseClick(findChild(league.contentItem, "librarySourceButton"));
            verify(!AppState.league.fromClub);
            compare(AppState.league.count, 0);
            compare(AppState.club.save("", ""), "");
            league.close();
        }
    }
}
