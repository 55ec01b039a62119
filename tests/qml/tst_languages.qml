// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// Nothing in English once another language is chosen: the start, setup, table and final-scoring screens (with the
// dispute view open over the table, and the league, club and about windows of the start screen) are walked in English,
// then in each of the seven other languages, and every visible text that still reads as its English self is
// reported (except player names, the program's and the game's own names, and numbers).
Item {
    id: root

    width: 1500
    height: 950

    StartScreen {
        id: start

        width: root.width
        height: root.height
        library: AppState.library
        libraryError: AppState.errorMessage
    }

    SetupScreen {
        id: setup

        width: root.width
        height: root.height
        library: AppState.library
        languages: AppState.languages
        language: AppState.language
        libraryError: AppState.errorMessage
    }

    TableScreen {
        id: table

        width: root.width
        height: root.height
        session: AppState.session
        languages: AppState.languages
        language: AppState.language
    }

    FinalScreen {
        id: finalScreen

        width: root.width
        height: root.height
        session: AppState.session
        library: AppState.library
    }

    TestCase {
        name: "Languages"
        when: windowShown

        // Names that are the same in every language: the players', the program's and the game's.
        readonly property var properNames: ["Ana", "Ben", "Cleo", "Dev", "Meeple Ledger", "Carcassonne", "Hans im Glück"]

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("languages")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.testFileUrl("engine/records/full-game.json")),
                   AppState.errorMessage);
            // The full game's first 60 events: every expansion on the table, payouts in the ledger, a turn going on.
            const game = JSON.parse(TestEnvironment.readTestFile("engine/records/full-game.json"));
            game.events = game.events.slice(0, 60);
            verify(AppState.library.importFile(TestEnvironment.writeFile("under-way.json", JSON.stringify(game))),
                   AppState.errorMessage);
            tryVerify(() => AppState.library.count === 2);
            tryVerify(() => AppState.library.resumable !== null && AppState.library.resumable !== undefined);
            verify(AppState.library.openGame(AppState.library.resumable.gameId), AppState.errorMessage);
            table.disputeDialog.row = 5;
            table.disputeDialog.open();
            tryCompare(table.disputeDialog, "opened", true);
            // The start screen's windows: the league (the finished full game's standings), the club and about.
            for (const name of ["leagueScreen", "clubDialog", "aboutDialog"]) {
                const popup = findChild(start, name);
                verify(popup, name);
                popup.open();
                tryCompare(popup, "opened", true);
            }
            tryVerify(() => AppState.league.count > 0);
            // The final screen was made before the game was open: it works out its steps again, as it does when the
            // table goes to the final scoring.
            finalScreen.begin();
            verify(finalScreen.steps.length > 0, "the final scoring has steps");
            compare(finalScreen.error, "");
        }

        function cleanupTestCase() {
            AppState.language = "en";
        }

        /** The texts of @p item's visible text items, depth first, in the order the item tree holds them. */
        function visibleTexts(item, out) {
            if (!item || !item.visible)
                return out;
            // Text and Label items, and the controls that draw their own text (buttons, check boxes).
            if (typeof item.text === "string" && item.text !== "")
                out.push(item.text);
            for (let i = 0; i < item.children.length; ++i)
                visibleTexts(item.children[i], out);
            return out;
        }

        /** Whether @p text still has words once proper names, numbers and symbols are taken out. */
        // Words a language's rulebook shares with English (translations/glossary.md): French says "meeple" too.
        // And words the language has as English has them: German and French "Version", French and Czech "Licence",
        // French "Table", the Italian "Password" of every Italian program, the Dutch "Rating" of Elo ratings.
        readonly property var sameAsEnglish: ({ "de": ["Version"], "fr": ["meeple", "meeples", "Version", "Licence", "Table"],
                                                "cs": ["Licence"], "it": ["Password"], "nl": ["Rating"] })

        function hasWords(text, code) {
            // A record's own ids ("rd2", "m1") name the table's features, in every language alike.
            if (/^[a-z]{1,4}[0-9]+$/.test(text))
                return false;
            // Markup, and addresses (the club's example connection address is one in every language).
            let rest = text.replace(/<[^>]*>/g, " ").replace(/[a-z]+:\/\/\S*/g, " ");
            for (const name of properNames.concat(sameAsEnglish[code] || []))
                rest = rest.replace(new RegExp("(^|[^A-Za-z])" + name + "(?![A-Za-z])", "g"), "$1 ");
            // Two letters in a row (Latin, Greek, Cyrillic: the scripts of the eight languages and their loans).
            return /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]{2,}/.test(rest);
        }

        // A message on screen when the language changes is said again in the new one: the engine's refusal, as the
        // session makes it, and a message of the screens' own.
        function test_aMessageOnScreenIsSaidAgain() {
            AppState.language = "en";
            tryCompare(AppState, "language", "en");
            const refused = () => AppState.session.apply(AppState.session.commands.steal("nobody", "nobody"));
            verify(!refused(), "a robber of a player who is not at the table is refused");
            const english = AppState.session.lastError;
            verify(english !== "");
            start.error = english;
            const box = findChild(start, "startError");
            verify(box);
            compare(box.shownText, english);
            const path = "/tmp/Ana-Ben.json";
            start.notice = Words.say("StartScreen", "The game was exported to %1.", [path]);
            const notice = findChild(start, "noticeLabel");
            compare(notice.text, "The game was exported to " + path + ".");

            for (const code of ["de", "cs"]) {
                AppState.language = code;
                tryCompare(AppState, "language", code);
                // The same refusal, made anew in this language, is what the box shows now.
                verify(!refused());
                const now = AppState.session.lastError;
                verify(now !== english, "the refusal is translated into " + code);
                compare(box.shownText, now);
                compare(notice.text, qsTranslate("StartScreen", "The game was exported to %1.").arg(path));
                verify(notice.text.indexOf("exported") < 0, notice.text);
            }
            AppState.language = "en";
            tryCompare(AppState, "language", "en");
            compare(box.shownText, english);
            start.error = "";
            start.notice = "";
        }

        // The arguments go in at once: a marker inside the first (a player called "Ana %2") stays as typed.
        function test_aSayingKeepsMarkersInsideItsArguments() {
            AppState.language = "en";
            tryCompare(AppState, "language", "en");
            compare(Words.say("TableScreen", "Space %1 takes no robber of %2's now: choose a highlighted space.",
                              ["Ana %2", "Ben"]),
                    "Space Ana %2 takes no robber of Ben's now: choose a highlighted space.");
        }

        function test_noEnglishLeft_data() {
            return AppState.languages.filter(l => l.code !== "en").map(l => ({ "tag": l.code, "code": l.code }));
        }

        function test_noEnglishLeft(data) {
            const league = findChild(start, "leagueScreen");
            const club = findChild(start, "clubDialog");
            const about = findChild(start, "aboutDialog");
            const screens = { "start": start, "setup": setup, "table": table, "final scoring": finalScreen,
                              "dispute": table.disputeDialog.contentItem,
                              "dispute buttons": table.disputeDialog.footer, "league": league.contentItem,
                              "club": club.contentItem, "club buttons": club.footer, "about": about.contentItem,
                              "about buttons": about.footer };
            AppState.language = "en";
            tryCompare(AppState, "language", "en");
            // The dispute view shows two chosen languages side by side: both are the one under test here.
            table.disputeDialog.leftLanguage = "en";
            table.disputeDialog.rightLanguage = "en";
            wait(50);
            const english = {};
            for (const name in screens)
                english[name] = visibleTexts(screens[name], []);
            verify(english.table.length > 10, "the table shows " + english.table.length + " texts");
            verify(english["dispute buttons"].length > 0, "the dispute view has a button");

            AppState.language = data.code;
            tryCompare(AppState, "language", data.code);
            table.disputeDialog.leftLanguage = data.code;
            table.disputeDialog.rightLanguage = data.code;
            wait(50);
            const left = [];
            for (const name in screens) {
                // Longer words may lay a screen out otherwise (a short card shows fewer lines): what counts is that no
                // text of the English screen is shown as it was.
                const shownInEnglish = new Set(english[name]);
                const translated = visibleTexts(screens[name], []);
                verify(translated.length > 0, name + " shows texts in " + data.code);
                for (const text of translated) {
                    if (shownInEnglish.has(text) && hasWords(text, data.code) && left.indexOf(name + ": " + text) < 0)
                        left.push(name + ": " + text);
                }
            }
            compare(left, [], "left in English in " + data.code);
        }
    }
}
