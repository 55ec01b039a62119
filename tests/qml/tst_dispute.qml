// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The dispute view: one payout side by side in the languages of the players at the table.
Item {
    id: root

    width: 1200
    height: 800

    DisputeDialog {
        id: dialog

        session: AppState.session
        languages: AppState.languages
    }

    // A binding on one of Theme's words, to see it follow a change of language.
    Text {
        id: castleName

        text: Theme.featureTypeName("castle")
    }

    TestCase {
        name: "Dispute"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("dispute")), AppState.errorMessage);
            AppState.language = "en";
        }

        function cleanup() {
            dialog.close();
            tryCompare(dialog, "visible", false);
            dialog.row = -1;
        }

        // Ana (German) completes a monastery: itself and 8 neighbours = 9; Ben prefers Polish, Cleo has no preference.
        function playMonastery(players) {
            const id = AppState.library.createGame(players, []);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "m1", "monastery"), session.lastError);
            verify(session.scoreFeature("m1", {}, {}), session.lastError);
            compare(session.ledger.count, 1);
        }

        function test_defaultsToThePlayersLanguages() {
            playMonastery([{ "id": "red", "name": "Ana", "color": "red", "language": "de" },
                           { "id": "blue", "name": "Ben", "color": "blue", "language": "pl" },
                           { "id": "green", "name": "Cleo", "color": "green" }]);
            dialog.row = 0;
            dialog.open();
            tryCompare(dialog, "opened", true);
            compare(dialog.leftLanguage, "de");
            compare(dialog.rightLanguage, "pl");
            compare(dialog.explain("de"), "Kloster fertiggestellt: das Kloster und 8 Nachbarplättchen = 9");
            verify(dialog.explain("pl").indexOf("= 9") > 0);
            verify(dialog.explain("pl") !== dialog.explain("de"));
            // Both sides show their language's words, whatever the app speaks.
            const texts = findChildren(dialog.contentItem, "explanation").map(label => label.text);
            compare(texts, [dialog.explain("de"), dialog.explain("pl")]);
            // So do their titles: the rule's name from the vocabulary in each side's language.
            const titles = findChildren(dialog.contentItem, "ruleName").map(label => label.text);
            compare(titles, ["Kloster fertiggestellt", dialog.ruleName("pl")]);
            verify(titles[1] !== "" && titles[1] !== titles[0] && titles[1] !== "Monastery completed", titles[1]);
            compare(dialog.ruleName("en"), "Monastery completed");
            // Closed by a finger as well as by Escape: its button is as large as the table's.
            const close = findChild(dialog.footer, "dispute-close");
            verify(close && close.height >= 48 && close.width >= 48, "the close button is " + close.width + "×" + close.height);
        }

        function test_withoutPreferencesTheAppsLanguageAndAnother() {
            playMonastery([{ "id": "red", "name": "Dora", "color": "red" }, { "id": "blue", "name": "Emil", "color": "blue" }]);
            dialog.row = 0;
            compare(dialog.leftLanguage, "en");
            compare(dialog.rightLanguage, "de");
        }

        function test_wordsFollowTheLanguage() {
            compare(castleName.text, "Haunted castle");
            AppState.language = "de";
            compare(castleName.text, "Spukschloss");
            AppState.language = "en";
            compare(castleName.text, "Haunted castle");
        }

        function findChildren(item, name) {
            let found = [];
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.objectName === name)
                    found.push(child);
                found = found.concat(findChildren(child, name));
            }
            return found;
        }
    }
}
