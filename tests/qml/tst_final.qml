// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// Final scoring: a guided pass that asks each remaining feature's numbers, a preview before `end`, then the
// ranking (ties share a place).
Item {
    id: root

    width: 1400
    height: 900

    FinalScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        library: AppState.library
    }

    TestCase {
        name: "Final"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("final")), AppState.errorMessage);
        }

        function openGame(expansions) {
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" }], expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
        }

        function test_guidedPassThenResult() {
            openGame([]);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "f1", "field"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "m1", "monastery"), session.lastError);
            verify(session.nameFeature("m1", "the abbey on the hill"), session.lastError);
            screen.begin();
            compare(screen.steps.length, 3, "one step per occupied feature that scores at the end");
            compare(screen.steps.map(s => s.feature), ["c1", "f1", "m1"]);
            // Each step is named as the table names the feature, never by its record id.
            compare(screen.steps.map(s => screen.stepName(s)), ["Ana's city", "Ben's field", "the abbey on the hill"]);
            compare(screen.steps[0].fields.map(f => f.key), ["tiles", "coats"]);
            compare(screen.steps[1].fields.map(f => f.key), ["cities"]);
            compare(screen.steps[0].figures.length, 1, "who stands on the city");
            // A monastery counts itself and its 8 neighbours: 1 to 9 tiles [base game rules].
            screen.stepIndex = 2;
            tryVerify(() => {
                const monastery = findChild(screen, "final-tiles");
                return monastery !== null && monastery.from === 1 && monastery.to === 9;
            });
            screen.stepIndex = 0;
            screen.setValue("c1", "tiles", 3);
            screen.setValue("c1", "coats", 1);
            screen.next();
            screen.setValue("f1", "cities", 2);
            screen.next();
            screen.setValue("m1", "tiles", 4);
            screen.next();
            verify(screen.reviewing);
            compare(screen.error, "");
            // City 3 + 1 = 4 and monastery 4 for Ana, field 2 × 3 = 6 for Ben.
            compare(screen.preview.length, 3);
            compare(screen.preview.filter(p => p.playerId === "red").reduce((sum, p) => sum + p.points, 0), 8);
            compare(screen.preview.filter(p => p.playerId === "blue").reduce((sum, p) => sum + p.points, 0), 6);
            compare(session.finished, false, "the preview stores nothing");
            screen.finish();
            compare(screen.error, "");
            verify(session.finished);
            tryVerify(() => screen.players.length === 2 && screen.players.find(p => p.playerId === "red").rank === 1);
            compare(screen.players.find(p => p.playerId === "blue").rank, 2);
            const parts = screen.breakdown("red");
            compare(parts.reduce((sum, p) => sum + p.points, 0), 8);

            // The result is saved from the final screen: the record, a row per player as CSV, a picture of it.
            for (const name of ["exportRecordButton", "exportCsvButton", "exportPictureButton"])
                tryVerify(() => findChild(screen, name) && findChild(screen, name).visible, 3000, name);
            screen.exportKind = "record";
            const record = TestEnvironment.fileUrl("result.meeple.json");
            screen.exportTo(record);
            compare(screen.exportError, "");
            verify(screen.notice.indexOf("result.meeple.json") >= 0, screen.notice);
            const saved = JSON.parse(TestEnvironment.readFile(record));
            compare(saved.format, "meeple-ledger/1");
            compare(saved.events[saved.events.length - 1].type, "end");
            screen.exportKind = "csv";
            const csv = TestEnvironment.fileUrl("result.csv");
            screen.exportTo(csv);
            compare(screen.exportError, "");
            const rows = TestEnvironment.readFile(csv).trim().split("\n");
            compare(rows.length, 3, "a header and a row per player");
            // Ana 8 (city 4, monastery 4), Ben 6 (field 2 × 3).
            const header = rows[0].split(",");
            const scores = {};
            for (const row of rows.slice(1)) {
                const fields = row.split(",");
                scores[fields[header.indexOf("name")]] = Number(fields[header.indexOf("score")]);
            }
            compare(scores, { "Ana": 8, "Ben": 6 });
            screen.exportKind = "png";
            tryVerify(() => findChild(screen, "rankingList").height > 0, 3000, JSON.stringify([findChild(screen, "rankingList").width, findChild(screen, "rankingList").height, findChild(screen, "rankingList").implicitHeight]));
            const picture = TestEnvironment.fileUrl("result.png");
            screen.exportTo(picture);
            tryVerify(() => TestEnvironment.imageSize(picture).width > 0, 5000, "the picture is written: " + screen.exportError + screen.notice);
            compare(screen.exportError, "");
            // A place that is not a file is refused in words, and nothing is changed.
            screen.exportKind = "csv";
            screen.exportTo(TestEnvironment.fileUrl(""));
            verify(screen.exportError !== "", "a folder is no file to write");
        }

        // The Big Box at the end: an inn on an open road makes it worth 0, a pig makes its farmer's field 4 per city, a
        // garden counts its tiles, and the most goods of each kind score 10 [Inns and Cathedrals, Traders and Builders,
        // The Abbot: Final scoring].
        function test_innsPigsGardensAndGoodsAtTheEnd() {
            openGame(["abbot", "inns", "traders"]);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.apply(session.commands.goods(1, 0, 0)), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "f1", "field"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "abbot", "g1", "garden"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "pig", "f1", "field"), session.lastError);
            screen.begin();
            compare(screen.steps.map(s => s.feature), ["r1", "f1", "g1"]);
            compare(screen.steps[0].fields.map(f => f.key + (f.flag ? "?" : "")), ["tiles", "inn?"], "a road asks for an inn");
            screen.stepIndex = 0;
            tryVerify(() => findChild(screen, "final-inn") !== null && findChild(screen, "final-inn").visible);
            screen.setValue("r1", "tiles", 4);
            screen.setValue("r1", "inn", true);
            screen.next();
            screen.setValue("f1", "cities", 2);
            screen.next();
            screen.setValue("g1", "tiles", 5);
            screen.next();
            verify(screen.reviewing);
            compare(screen.error, "");
            // Ana: the inn road left open 0, the garden 5 tiles = 5, the only wine token 10 → 15.
            // Ben: the field, 2 cities × 4 with his pig = 8.
            const points = (id) => screen.preview.filter(p => p.playerId === id).reduce((sum, p) => sum + p.points, 0);
            compare(points("red"), 15);
            compare(points("blue"), 8);
            screen.finish();
            verify(session.finished);
            const parts = screen.breakdown("red");
            compare(parts.reduce((sum, p) => sum + p.points, 0), 15);
        }

        function test_theLastBigTopOffersTheTokensLeft() {
            openGame(["bigtop"]);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "ringmaster", "rd1", "road"), session.lastError);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("blue", "meeple", "c1", "city"), session.lastError);
            screen.begin();
            compare(screen.steps.map(s => s.circus ? "circus" : s.feature), ["rd1", "c1", "circus"]);
            // A ringmaster counts the circus and acrobat tiles among its tile and the 8 around it: 0 to 9
            // [Under the Big Top rules; record format, Errors].
            const ringmaster = findChild(screen, "final-ringmaster-" + screen.steps[0].ringmasters[0]);
            verify(ringmaster);
            compare(ringmaster.from, 0);
            compare(ringmaster.to, 9);
            // The animal tokens and their points per figure: flea 1, monkey 3, seal 4, bear 5, tiger 6,
            // elephant 7 [Under the Big Top rules, Contents].
            screen.stepIndex = 2;
            const values = { "flea": 1, "monkey": 3, "seal": 4, "bear": 5, "tiger": 6, "elephant": 7 };
            for (const animal in values) {
                const button = findChild(screen, "final-animal-" + animal);
                verify(button, animal);
                verify(button.text.indexOf(" " + values[animal] + " ") > 0, button.text);
            }
            screen.circusAnimal = "seal";
            // Each player counts no more figures than they have on the board: one each.
            tryVerify(() => {
                const red = findChild(screen, "final-count-red");
                return red !== null && red.to === 1;
            });
            screen.circusCounts = { "red": 1, "blue": 1 };
            tryVerify(() => screen.preview.filter(p => String(p.rule) === "circus.final").length === 2);
            compare(screen.preview.find(p => p.rule === "circus.final" && p.playerId === "blue").points, 4);
        }
    }
}
