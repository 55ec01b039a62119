// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// Nothing in English once another language is chosen: the start, setup and table screens are walked in English,
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
    }

    TestCase {
        name: "Languages"
        when: windowShown

        // Names that are the same in every language: the players', the program's and the game's.
        readonly property var properNames: ["Ana", "Ben", "Meeple Ledger", "Carcassonne", "Hans im Glück"]

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("languages")), AppState.errorMessage);
            verify(AppState.library.importFile(TestEnvironment.testFileUrl("engine/records/full-game.json")),
                   AppState.errorMessage);
            const players = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" }];
            const id = AppState.library.createGame(players, ["tower", "messengers", "robbers", "bigtop", "ghosts"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(AppState.session.beginTurn(), AppState.session.lastError);
        }

        function cleanupTestCase() {
            AppState.language = "en";
        }

        /** The texts of @p item's visible text items, depth first, in the order the item tree holds them. */
        function visibleTexts(item, out) {
            if (!item || !item.visible)
                return out;
            if (typeof item.text === "string" && item.hasOwnProperty("elide") && item.hasOwnProperty("wrapMode")
                    && item.text !== "")
                out.push(item.text);
            for (let i = 0; i < item.children.length; ++i)
                visibleTexts(item.children[i], out);
            return out;
        }

        /** Whether @p text still has words once proper names, numbers and symbols are taken out. */
        function hasWords(text) {
            let rest = text.replace(/<[^>]*>/g, " ");
            for (const name of properNames)
                rest = rest.split(name).join(" ");
            return /\p{L}{2,}/u.test(rest);
        }

        function test_noEnglishLeft_data() {
            return AppState.languages.filter(l => l.code !== "en").map(l => ({ "tag": l.code, "code": l.code }));
        }

        function test_noEnglishLeft(data) {
            const screens = { "start": start, "setup": setup, "table": table };
            AppState.language = "en";
            tryCompare(AppState, "language", "en");
            wait(50);
            const english = {};
            for (const name in screens)
                english[name] = visibleTexts(screens[name], []);
            verify(english.table.length > 10, "the table shows " + english.table.length + " texts");

            AppState.language = data.code;
            tryCompare(AppState, "language", data.code);
            wait(50);
            const left = [];
            for (const name in screens) {
                const translated = visibleTexts(screens[name], []);
                compare(translated.length, english[name].length, name + ": the same texts in both languages");
                for (let i = 0; i < translated.length; ++i) {
                    if (translated[i] === english[name][i] && hasWords(translated[i]))
                        left.push(name + ": " + translated[i]);
                }
            }
            compare(left, [], "left in English in " + data.code);
        }
    }
}
