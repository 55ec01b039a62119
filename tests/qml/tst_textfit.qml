// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// No text on the table is cut off: every visible text of the table screen — the game's bar, the track's player
// cards, the board's cards, the ledger, the turn panel and its end line — in the heaviest turns a game has (every
// expansion, four and six players, a robber's choice open, a message and a ransom owed, several completed features),
// at 1366×768 and 1920×1080, in each of the eight languages. A text fails when it is elided, when it wraps to more
// lines than its height shows, when it is wider than its box, or when it lies outside the item that clips it (a card,
// a panel that does not scroll). Beside it, at 1920×1080 the turn's steps are open when they fit.
Item {
    id: root

    width: 1366
    height: 768

    TableScreen {
        id: screen

        anchors.fill: parent
        session: AppState.session
        languages: AppState.languages
        language: AppState.language
    }

    TestCase {
        id: testCase

        name: "TextFit"
        when: windowShown

        readonly property var session: AppState.session
        readonly property var sizes: [{ "width": 1366, "height": 768 }, { "width": 1920, "height": 1080 }]

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("textfit")), AppState.errorMessage);
        }
        function cleanup() {
            AppState.language = "en";
            root.width = 1366;
            root.height = 768;
        }

        /** Every expansion and @p count players (4 or 6), and Ana's turn with everything at once: a robber's choice
            open, a message owed, a ransom she can pay, a tower floor that can capture, several completed features, a
            big top. Prisoners on a card, ghosts, and long names among them. */
        function heavyGame(count) {
            const names = ["Ana", "Ben", "Cleo", "Dariusz", "Evelyn", "Friedrich"].slice(0, count);
            const colors = ["red", "blue", "green", "yellow", "black", "purple"];
            const id = AppState.library.createGame(names.map((n, i) => ({ "id": colors[i], "name": n, "color": colors[i] })),
                                                   ["tower", "messengers", "robbers", "bigtop", "ghosts"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            const next = () => verify(session.beginTurn(), session.lastError);
            next();
            verify(session.placeFigure("red", "meeple", "r1", "road"), session.lastError);
            verify(session.scoreFeature("r1", { "tiles": 1 }, { "red": "meeple" }), session.lastError);
            verify(session.placeFigure("red", "meeple", "r2", "road"), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            next();
            // Ben: his robber joins Ana on space 1, and his floor captures her meeple on the road: Ben holds a prisoner.
            verify(session.placeFigure("blue", "meeple", "r0", "road"), session.lastError);
            verify(session.scoreFeature("r0", { "tiles": 2 }, { "blue": "meeple" }), session.lastError);
            verify(session.placeRobber("blue", 1), session.lastError);
            const capture = session.options.tower.captures.find(c => screen.boardFigures.some(f => f.figure === c.figure
                                                                                                   && f.featureId === "r2"));
            verify(capture, "Ana's meeple on the road can be captured");
            verify(session.addFloor("", capture.figure), session.lastError);
            verify(session.placeFigure("blue", "meeple", "m1", "monastery"), session.lastError);
            next();
            verify(session.placeFigure("green", "meeple", "r3", "road"), session.lastError);
            next();
            verify(session.placeFigure("yellow", "meeple", "r4", "road"), session.lastError);
            verify(session.placeFigure("yellow", "meeple", "c2", "city"), session.lastError);
            verify(session.merge(["c1", "c2"]), session.lastError);
            for (let i = 4; i < count; ++i) {
                next();
                verify(session.placeFigure(colors[i], "meeple", "c" + (i - 1), "city"), session.lastError);
            }
            next();
            compare(session.activePlayer, "red");
            verify(session.placeFigure("red", "meeple", "c9", "city"), session.lastError);
            verify(session.scoreFeature("c1", { "tiles": 2, "coats": 0 }, { "red": "meeple", "yellow": "meeple" }),
                   session.lastError);
            tryVerify(() => screen.turnPanel.pending.length === 1, 3000, "Ben's robber has a choice to make");
            tryVerify(() => screen.turnPanel.ransoms.length === 1, 3000, "Ana may buy her meeple back");
            verify(!!session.options.messageOwed, "Ana owes a message");
            tryVerify(() => screen.turnPanel.scorable.length >= 3, 3000, "several features can be scored");
            verify((session.options.animals || []).length > 0, "a big top can be scored");
            compare(screen.players.length, count);
        }

        /** The layouts settled: every panel polished, the headers' one-row decisions taken (a call later). */
        function settle() {
            for (let i = 0; i < 3; ++i) {
                waitForItemPolished(findChild(screen.turnPanel, "turnContent"));
                wait(20);
            }
        }
        /** @p item's rectangle in the window's coordinates. */
        function rectOf(item) {
            const p = item.mapToItem(null, 0, 0);
            return { "x": p.x, "y": p.y, "width": item.width, "height": item.height };
        }
        function within(inner, outer) {
            return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5
                   && inner.y + inner.height <= outer.y + outer.height + 0.5;
        }
        /** Whether @p item is a Flickable whose content is larger than its view: what lies outside it is scrolled away,
            not cut off. */
        function scrolls(item) {
            return item.contentY !== undefined && item.flickableDirection !== undefined
                   && (item.contentHeight > item.height + 0.5 || item.contentWidth > item.width + 0.5);
        }
        /** Where @p item sits, by the object names (or types) of its ancestors: for the failure's message. */
        function pathOf(item) {
            const names = [];
            for (let p = item; p && p !== screen && names.length < 6; p = p.parent) {
                const type = String(p).replace(/[_(].*$/, "");
                if (p.objectName)
                    names.unshift(p.objectName);
                else if (names.length === 0 || type !== "QQuickItem")
                    names.unshift(type);
            }
            return names.join(" > ");
        }
        /** Every visible text under @p item that is cut off, each as a sentence. @p clip is the nearest clipping
            ancestor's rectangle (the window's, at first). */
        function cutTexts(item, clip, out) {
            const children = item.children || [];
            for (let i = 0; i < children.length; ++i) {
                const child = children[i];
                if (!child.visible || child.opacity === 0)
                    continue;
                let inner = clip;
                if (scrolls(child))
                    inner = null;
                else if (child.clip)
                    inner = rectOf(child);
                if (child.truncated !== undefined && child.paintedHeight !== undefined && String(child.text) !== "") {
                    const what = "\"" + child.text + "\" (" + pathOf(child) + ")";
                    const box = rectOf(child);
                    if (child.truncated)
                        out.push(what + " is elided");
                    else if (child.wrapMode !== Text.NoWrap && child.paintedHeight > child.height + 1)
                        out.push(what + " wraps to " + Math.round(child.paintedHeight) + " px in " + Math.round(child.height));
                    else if (child.paintedWidth > child.width + 1)
                        out.push(what + " is " + Math.round(child.paintedWidth) + " px wide in " + Math.round(child.width));
                    else if (clip && !within(box, clip))
                        out.push(what + " lies outside what clips it: " + JSON.stringify(box) + " in " + JSON.stringify(clip));
                }
                cutTexts(child, inner, out);
            }
            return out;
        }
        function checkEveryText(what) {
            settle();
            const cut = cutTexts(screen, rectOf(root), []);
            for (const line of cut)
                console.warn(what + ": " + line);
            verify(cut.length === 0, what + ": " + cut.length + " texts cut off, the first: " + cut[0]);
        }

        function test_noTextIsCutOff_data() {
            return [{ "tag": "4 players", "players": 4 }, { "tag": "6 players", "players": 6 }];
        }
        function test_noTextIsCutOff(data) {
            heavyGame(data.players);
            const failures = [];
            for (const size of sizes) {
                root.width = size.width;
                root.height = size.height;
                for (const language of AppState.languages) {
                    AppState.language = language.code;
                    settle();
                    const cut = cutTexts(screen, rectOf(root), []);
                    for (const line of cut)
                        console.warn(size.width + "×" + size.height + " " + language.code + ": " + line);
                    if (cut.length > 0)
                        failures.push(size.width + "×" + size.height + " " + language.code + " (" + cut.length + ")");
                }
            }
            verify(failures.length === 0, "texts cut off in " + failures.length + " of 16 looks: " + failures.join(", "));
        }

        /** Whether every step the turn shows is open (none folded to its row). */
        function allStepsOpen() {
            const steps = findChild(screen.turnPanel, "turnSteps");
            let shown = 0;
            let open = 0;
            for (let i = 0; i < steps.children.length; ++i) {
                const step = steps.children[i];
                if (!step.visible || step.open === undefined)
                    continue;
                ++shown;
                if (step.open)
                    ++open;
            }
            return shown > 0 && open === shown;
        }

        // At 1920×1080 a turn with The Tower and The Robbers shows its steps open; at 1366×768 the heavy turn folds
        // them, and the turn panel never scrolls.
        function test_stepsOpenWhereTheyFit_data() {
            return [{ "tag": "English", "language": "en" }, { "tag": "German", "language": "de" }];
        }
        function test_stepsOpenWhereTheyFit(data) {
            // One change at a time, each laid out, as the table makes them (the language chosen, then the window).
            settle();
            AppState.language = data.language;
            settle();
            const id = AppState.library.createGame([{ "id": "red", "name": "Ana", "color": "red" },
                                                    { "id": "blue", "name": "Ben", "color": "blue" },
                                                    { "id": "green", "name": "Cleo", "color": "green" }],
                                                   ["tower", "robbers"]);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            const scroll = findChild(screen.turnPanel, "turnScroll");
            root.width = 1920;
            root.height = 1080;
            settle();
            tryVerify(allStepsOpen, 3000, "every step is open at 1920×1080");
            verify(scroll.contentHeight <= scroll.availableHeight + 0.5, "open, the turn needs no scrolling");
            checkEveryText("1920×1080, steps open");
            // The heavy turn with four players fits open too, entered at 1366×768 (its steps folded to half the
            // panel's width there) and shown at 1920×1080.
            root.width = 1366;
            root.height = 768;
            settle();
            heavyGame(4);
            settle();
            verify(!allStepsOpen(), "at 1366×768 the heavy turn is folded");
            root.width = 1920;
            root.height = 1080;
            settle();
            tryVerify(allStepsOpen, 3000, "the heavy turn of four is open at 1920×1080");
            verify(scroll.contentHeight <= scroll.availableHeight + 0.5, "open, the heavy turn needs no scrolling");
            checkEveryText("1920×1080, the heavy turn open");
            heavyGame(6);
            root.width = 1366;
            root.height = 768;
            settle();
            tryVerify(() => !allStepsOpen(), 3000, "the heavy turn folds its steps at 1366×768");
            verify(scroll.contentHeight <= scroll.availableHeight + 0.5,
                   "folded, the heavy turn needs no scrolling (" + scroll.contentHeight + " > " + scroll.availableHeight + ")");
        }
    }
}
