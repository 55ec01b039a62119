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

    // As the window shows it above every screen.
    LibraryBanner {
        id: banner

        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        problem: AppState.libraryProblem
        readOnly: AppState.libraryReadOnly
        notice: AppState.libraryNotice
        onRetryRequested: AppState.retryLibrary()
    }

    StartScreen {
        id: screen

        anchors.top: banner.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
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

        /** The listed games, read through the model one row at a time. */
        function games() {
            const out = [];
            for (let i = 0; i < AppState.library.count; ++i)
                out.push(AppState.library.get(i));
            return out;
        }

        // Every test starts from a library with the finished full game and a game in progress.
        function init() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("start")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.testFileUrl("engine/records/full-game.json")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.writeFile("in-progress.json", JSON.stringify(inProgress))),
                   AppState.errorMessage);
            tryVerify(() => AppState.library.count === 2);
        }

        function visibleText(item, text) {
            if (item.visible === false)
                return false;
            if (item.text !== undefined && String(item.text).indexOf(text) >= 0)
                return true;
            for (let i = 0; i < item.children.length; ++i) {
                if (visibleText(item.children[i], text))
                    return true;
            }
            return false;
        }

        function test_noBannerForAHealthyLibrary() {
            verify(!banner.visible);
            compare(banner.height, 0);
        }

        // A read-only library: a banner says so, every game is listed, and no "No games here yet" under an error.
        function test_readOnlyLibraryShowsItsGames() {
            banner.readOnly = true;
            verify(banner.visible);
            verify(banner.height > 0);
            compare(findChild(banner, "bannerHeading").text,
                    "This library is read-only: its games can be viewed but not changed.");
            verify(!findChild(banner, "retryButton").visible);
            compare(games().length, 2);
            tryVerify(() => !visibleText(screen, "No games here yet"));
            banner.readOnly = Qt.binding(() => AppState.libraryReadOnly);
        }

        // No library: the banner says up front that games cannot be saved, why, and offers Retry.
        function test_closedLibraryOffersRetry() {
            const blocker = TestEnvironment.writeFile("not-a-folder", "").replace("file://", "");
            verify(!AppState.openLibrary(blocker + "/library.sqlite"));
            verify(!AppState.library.isOpen);
            tryVerify(() => banner.visible);
            compare(banner.kind, "problem");
            compare(findChild(banner, "bannerHeading").text, "Games cannot be saved: the game library is not open.");
            verify(findChild(banner, "bannerDetail").text.indexOf(blocker) >= 0);
            const retry = findChild(banner, "retryButton");
            verify(retry.visible);
            mouseClick(retry);
            compare(banner.kind, "problem");
            // Once the way is clear, Retry opens it.
            verify(AppState.openLibrary(TestEnvironment.libraryPath("start-retry")));
            verify(!banner.visible);
        }

        function test_importListsGames() {
            const finished = games().filter(g => g.finished);
            compare(finished.length, 1);
            verify(screen.resumable !== null);
            compare(screen.resumable.players.map(p => p.name), ["Ana", "Ben"]);
        }

        /** The visible buttons under @p item: whatever can be clicked and checked like a Qt Quick Controls button. */
        function buttons(item, out) {
            if (!item || !item.visible)
                return out;
            if (typeof item.clicked === "function" && item.checkable !== undefined && item.pressed !== undefined)
                out.push(item);
            for (let i = 0; i < item.children.length; ++i)
                buttons(item.children[i], out);
            return out;
        }

        // Every button of the start screen (the header's, the list's filters, each game's) takes a finger.
        function test_everyButtonTakesAFinger() {
            const found = buttons(screen, []);
            verify(found.length > 8, found.length + " buttons");
            const small = found.filter(b => b.width < 48 || b.height < 48).map(b => (b.text || b.objectName) + " "
                                                                                + b.width + "×" + b.height);
            compare(small, []);
        }

        function test_badRecordIsRefusedInPlace() {
            const before = AppState.library.count;
            screen.importRecord(TestEnvironment.writeFile("broken.json", "{ not a record"));
            verify(screen.error !== "");
            compare(AppState.library.count, before);
        }

        function test_sameGameTwiceIsSaidAndNotStoredTwice() {
            const record = Object.assign({ game: { id: "0b6c1f9e-2d3a-4c5b-8e7f-9a0b1c2d3e4f",
                                                  created: "2026-12-04T19:30:00Z" } }, inProgress);
            const file = TestEnvironment.writeFile("club-game.json", JSON.stringify(record));
            const before = AppState.library.count;
            verify(screen.importRecord(file));
            compare(screen.error, "");
            compare(AppState.library.count, before + 1);
            verify(screen.importRecord(file));
            compare(screen.error, "", "the same game again is no error");
            verify(screen.notice.indexOf("already in the library") >= 0, screen.notice);
            compare(AppState.library.count, before + 1);
        }

        // A game whose stored event was changed outside the app is refused, naming it; the screen offers to keep its
        // intact events as a new game, which opens.
        function test_aChangedGameOffersItsIntactEvents() {
            const game = games().find(g => !g.finished);
            verify(TestEnvironment.changeStoredEvent(AppState.libraryPath, game.gameId, 1, '"c1"', '"c9"'));
            const keep = findChild(screen, "keepIntactButton");
            verify(!keep.visible);
            verify(!AppState.library.openGame(game.gameId));
            screen.error = AppState.errorMessage; // as the window does when an open fails (Main.qml)
            verify(screen.error.indexOf("changed outside Meeple Ledger: its event 1") >= 0, screen.error);
            verify(keep.visible);
            const before = AppState.library.count;
            opened.clear();
            mouseClick(keep);
            compare(opened.count, 1);
            compare(AppState.library.count, before + 1);
            verify(AppState.library.openGame(opened.signalArguments[0][0]), AppState.errorMessage);
            compare(AppState.session.eventCount, 1);
            screen.error = "";
        }

        // "No games here yet" is for an empty library; under a filter the screen says which list is empty.
        function test_anEmptyFilterSaysWhichList() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("start-filter")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.writeFile("only-in-progress.json", JSON.stringify(inProgress))),
                   AppState.errorMessage);
            const title = findChild(screen, "emptyListTitle");
            AppState.library.filter = GameLibraryModel.Finished;
            tryVerify(() => AppState.library.count === 0);
            verify(title.visible || title.parent.visible);
            compare(title.text, "No finished game yet");
            AppState.library.filter = GameLibraryModel.All;
            tryVerify(() => AppState.library.count === 1);
            compare(title.text, "No games here yet");
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
            const before = AppState.library.count;
            const game = games().find(g => g.finished);
            const dialog = findChild(screen, "deleteDialog");
            verify(dialog);
            screen.pendingDeleteId = game.gameId;
            dialog.open();
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "opened", false);
            compare(AppState.library.count, before, "cancelled: nothing deleted");
            dialog.open();
            tryCompare(dialog, "opened", true);
            dialog.tryAccept();
            tryCompare(dialog, "opened", false);
            tryVerify(() => AppState.library.count === before - 1);
        }

        function test_exportSuggestsANameAndSaysWhereItWent() {
            const game = games().find(g => g.finished);
            verify(game);
            screen.openExportDialog(game.gameId);
            const dialog = screen.exportDialog;
            verify(dialog);
            compare(dialog.acceptLabel, "Export", "the button says what it does");
            const suggested = String(dialog.selectedFile);
            // The day the game was stored and its players, as a file manager shows it.
            const day = Qt.formatDate(new Date(), "yyyy-MM-dd");
            verify(suggested.endsWith("/carcassonne-" + day + "-ana-ben-cleo-dev.meeple.json"), suggested);
            dialog.close();

            // Accepted: the file is written, the screen says where, and the next export suggests that folder.
            const before = AppState.library.count;
            const target = TestEnvironment.fileUrl("kept.meeple.json");
            dialog.selectedFile = target;
            dialog.accepted();
            compare(screen.error, "");
            const shown = findChild(screen, "noticeLabel");
            verify(shown.visible);
            verify(shown.text.indexOf(target.replace("file://", "")) >= 0, shown.text);
            // The file is that game's record: importing it back changes nothing and says so.
            screen.importRecord(target);
            compare(screen.error, "", "the written file is a record");
            verify(screen.notice.indexOf("already in the library as game " + game.gameId) >= 0, screen.notice);
            compare(AppState.library.count, before);
            screen.openExportDialog(game.gameId);
            verify(String(dialog.selectedFile).startsWith(target.substring(0, target.lastIndexOf("/") + 1)),
                   String(dialog.selectedFile));
            dialog.close();
        }

        function test_statisticsPerPlayer() {
            const stats = findChild(screen, "statisticsPanel");
            verify(stats);
            // Ana plays both games: the finished full game and the one in progress. Her numbers are read off the
            // window's thread and come a moment after the screen.
            const ana = stats.profiles.findIndex(p => p.name === "Ana");
            verify(ana >= 0, JSON.stringify(stats.profiles));
            const figures = findChild(stats, "statisticsFigures");
            const rows = findChild(stats, "statisticsFigureRows");
            stats.profileIndex = ana === 0 ? 1 : 0;
            tryVerify(() => stats.statsRead, 5000);
            // Until her numbers come, none is shown: not a row of zeros that are not hers.
            stats.profileIndex = ana;
            verify(!stats.statsRead);
            verify(!figures.visible);
            compare(rows.count, 0);
            tryVerify(() => stats.stats.gamesInProgress === 1, 5000, JSON.stringify(stats.stats));
            compare(stats.stats.gamesPlayed, 1);
            compare(stats.stats.name, "Ana");
            verify(figures.visible);
            compare(rows.count, 5);
            // "Games finished 1", "Games in progress 1": the label, then the figure.
            compare(rows.itemAt(0).children[1].text, "1");
            compare(rows.itemAt(1).children[1].text, "1");
            // Another player's numbers replace hers.
            const ben = stats.profiles.findIndex(p => p.name === "Ben");
            stats.profileIndex = ben;
            tryVerify(() => stats.stats.name === "Ben", 5000, JSON.stringify(stats.stats));
            compare(stats.stats.gamesInProgress, 1);
        }

        // The points by source stay inside the panel when it is short (a laptop's screen under the game in progress):
        // the list scrolls instead of running past the panel's edge.
        function test_pointSourcesStayInThePanel() {
            const stats = findChild(screen, "statisticsPanel");
            stats.profileIndex = stats.profiles.findIndex(p => p.name === "Ana");
            tryVerify(() => stats.sources.length >= 5, 5000, JSON.stringify(stats.sources));
            const list = findChild(stats, "pointSources");
            for (const height of [900, 760]) {
                root.height = height;
                waitForRendering(root);
                const bottom = list.mapToItem(stats, 0, list.height).y;
                verify(bottom <= stats.height, "the sources end at " + bottom + " in a panel " + stats.height + " high (list at " + list.mapToItem(stats, 0, 0).y + ", " + list.height + " high)");
                verify(list.height > 0);
                if (list.contentHeight > list.height)
                    verify(findChild(stats, "pointSourcesScroll").visible, "a list longer than its room shows its scroll bar");
            }
            verify(list.contentHeight > list.height, "at 760 px the sources need more room than they have");
            root.height = 900;
        }
    }
}
