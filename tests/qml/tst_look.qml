// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The look of the table at 1366×768: zoom by the browser's keys, the theme's switch, the track readable from across
// the table (numbers clear of the figures, figures side by side, the messenger labelled), targets a finger hits, and
// the track and the turn panel used by touch alone.
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
        onLanguageChosen: (code) => AppState.language = code
    }

    LookShortcuts {}

    FocusRing {
        id: focusRing

        window: root.Window.window
    }

    ThemeSwitch {
        id: themeSwitch

        anchors.right: parent.right
        anchors.bottom: parent.bottom
        z: 10
    }

    TestCase {
        id: testCase

        name: "Look"
        when: windowShown

        readonly property var session: AppState.session

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("look")), AppState.errorMessage);
        }

        function cleanup() {
            AppState.language = "en";
            const menu = findChild(screen, "languageMenu");
            if (menu && menu.opened)
                menu.close();
            AppState.resetZoom();
            AppState.theme = "system";
            screen.cancelRobber();
        }

        function newGame(expansions) {
            const players = [{ "id": "red", "name": "Ana", "color": "red" }, { "id": "blue", "name": "Ben", "color": "blue" },
                             { "id": "green", "name": "Cleo", "color": "green" }];
            const id = AppState.library.createGame(players, expansions);
            verify(id >= 0, AppState.errorMessage);
            verify(AppState.library.openGame(id), AppState.errorMessage);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => screen.activePlayer !== null && screen.activePlayer.playerId === "red");
        }

        // The centre of @p item in the coordinates of @p root.
        function centreOf(item) {
            return item.mapToItem(root, item.width / 2, item.height / 2);
        }

        // Scrolls the panel that holds @p item so that all of it shows, as a finger's flick would.
        function bringIntoView(item) {
            for (let p = item.parent; p; p = p.parent) {
                if (p.contentY === undefined || p.contentHeight === undefined || p.contentItem === undefined)
                    continue;
                const top = item.mapToItem(p.contentItem, 0, 0).y;
                if (top < p.contentY)
                    p.contentY = top;
                else if (top + item.height > p.contentY + p.height)
                    p.contentY = Math.min(top, top + item.height - p.height);
                return;
            }
        }

        // A finger's tap on the middle of @p item, once the layouts put it in its place.
        function tap(item) {
            waitForRendering(root);
            bringIntoView(item);
            // The panels lay out over a few frames: wait until the item stays put.
            let last = "";
            tryVerify(() => {
                const now = JSON.stringify(centreOf(item));
                const same = now === last;
                last = now;
                return same;
            });
            const p = centreOf(item);
            const touch = touchEvent(root);
            touch.press(0, root, p.x, p.y).commit();
            wait(50);
            touch.release(0, root, p.x, p.y).commit();
        }

        // The language and the theme change on the table itself, by a finger or a key, and the game goes on as it was.
        function test_languageAndThemeFromTheTable() {
            newGame([]);
            verify(session.placeFigure("red", "meeple", "c1", "city"), session.lastError);
            const gameId = session.gameId;
            const events = session.eventCount;
            const language = findChild(screen, "languageButton");
            const theme = findChild(screen, "themeButton");
            for (const button of [language, theme]) {
                verify(button.visible && button.width >= 48 && button.height >= 48, button.objectName + ": " + button.width
                       + "×" + button.height);
                verify(button.mapToItem(root, 0, 0).y >= 0 && button.mapToItem(root, 0, button.height).y <= root.height);
            }
            const end = findChild(screen, "endTurnButton");
            const english = end.text;
            verify(english.startsWith("End turn"), english);
            mouseClick(language);
            const menu = findChild(screen, "languageMenu");
            tryCompare(menu, "opened", true);
            const german = findChild(menu.contentItem, "language-de");
            verify(german, "German is offered");
            verify(german.height >= 48, "a finger hits a language: " + german.height);
            mouseClick(german);
            tryVerify(() => AppState.language === "de", 3000, "the table speaks German now");
            tryCompare(menu, "visible", false);
            tryVerify(() => end.text !== english && end.text.indexOf("(N)") >= 0, 3000, "the table speaks German: " + end.text);
            compare(session.gameId, gameId, "the same game");
            compare(session.eventCount, events, "nothing of the game lost");
            compare(screen.features.length, 1);
            // The key opens the same list; Escape closes it.
            keyClick(Qt.Key_L, Qt.ControlModifier | Qt.ShiftModifier);
            tryCompare(menu, "opened", true);
            keyClick(Qt.Key_Escape);
            tryCompare(menu, "visible", false);
            // The theme steps as Ctrl+Shift+T does: light, dark, the desktop's.
            AppState.theme = "light";
            mouseClick(theme);
            compare(AppState.theme, "dark");
            verify(Theme.dark);
            mouseClick(theme);
            compare(AppState.theme, "system");
            compare(session.eventCount, events);
        }

        function test_zoomKeys() {
            compare(AppState.zoom, 1);
            const base = Theme.fontBase;
            keyClick(Qt.Key_Plus, Qt.ControlModifier);
            compare(AppState.zoom, 1.1);
            keyClick(Qt.Key_Equal, Qt.ControlModifier);
            compare(AppState.zoom, 1.25);
            verify(Theme.fontBase > base);
            keyClick(Qt.Key_Minus, Qt.ControlModifier);
            compare(AppState.zoom, 1.1);
            keyClick(Qt.Key_0, Qt.ControlModifier);
            compare(AppState.zoom, 1);
            compare(Theme.fontBase, base);
            for (let i = 0; i < 12; ++i)
                keyClick(Qt.Key_Minus, Qt.ControlModifier);
            compare(AppState.zoom, 0.8);
        }

        function test_zoomReachesTheTable() {
            // The turn panel's and the cards' own sizes follow the zoom as the text does.
            const endTurn = findChild(screen, "endTurnButton");
            verify(endTurn);
            const before = endTurn.implicitHeight;
            AppState.zoom = 1.5;
            tryVerify(() => endTurn.implicitHeight >= Math.round(before * 1.5) - 1, 3000,
                      "end of turn grows with the zoom: " + before + " → " + endTurn.implicitHeight);
            AppState.zoom = 1;
            tryCompare(endTurn, "implicitHeight", before);
        }

        function test_themeByTouchAndKey() {
            tap(findChild(themeSwitch, "theme-dark"));
            compare(AppState.theme, "dark");
            verify(Theme.dark);
            tap(findChild(themeSwitch, "theme-light"));
            compare(AppState.theme, "light");
            verify(!Theme.dark);
            keyClick(Qt.Key_T, Qt.ControlModifier | Qt.ShiftModifier);
            compare(AppState.theme, "dark");
            keyClick(Qt.Key_T, Qt.ControlModifier | Qt.ShiftModifier);
            compare(AppState.theme, "system");
        }

        function test_trackReadableAtTheTable() {
            newGame(["messengers", "robbers"]);
            const track = screen.track;
            // The space numbers: at least the size docs/ui-design.md gives for a reader 1.5 m away, at 1366×768.
            tryVerify(() => track.cell > 0);
            verify(track.numberSize >= 20, "numbers of " + track.numberSize + " px on spaces of " + track.cell);
            // Every figure starts on 0: the 0 stays clear and the six figures stand side by side, none on another.
            const number = findChild(findChild(track, "space-0"), "number");
            const figures = track.figureRows();
            compare(figures.length, 6);
            const glyphs = [];
            for (let i = 0; i < figures.length; ++i)
                glyphs.push(findChild(track, "figure-" + figures[i].key));
            const n = number.mapToItem(root, 0, 0);
            for (let i = 0; i < glyphs.length; ++i) {
                const a = glyphs[i].mapToItem(root, 0, 0);
                verify(a.y >= n.y + number.height - 1, figures[i].key + " covers the 0");
                for (let j = i + 1; j < glyphs.length; ++j) {
                    const b = glyphs[j].mapToItem(root, 0, 0);
                    const apart = a.x + glyphs[i].width <= b.x + 0.5 || b.x + glyphs[j].width <= a.x + 0.5
                                  || a.y + glyphs[i].height <= b.y + 0.5 || b.y + glyphs[j].height <= a.y + 0.5;
                    verify(apart, figures[i].key + " overlaps " + figures[j].key);
                }
            }
            // The messenger is labelled, the meeple not: shape and label tell them apart.
            const messenger = figures.findIndex(f => f.kind === "messenger");
            const meeple = figures.findIndex(f => f.kind === "meeple");
            verify(findChild(glyphs[messenger], "messengerLabel").visible);
            verify(!findChild(glyphs[meeple], "messengerLabel").visible);
            // The active player's figures stand in a ring, the others' not.
            for (let i = 0; i < figures.length; ++i)
                compare(findChild(glyphs[i], "activeRing").visible, figures[i].player === "red", figures[i].key);
            verify(session.beginTurn(), session.lastError);
            tryVerify(() => findChild(glyphs[figures.findIndex(f => f.player === "blue")], "activeRing").visible);
        }

        function test_robberAndTurnPanelByTouch() {
            newGame(["robbers"]);
            verify(session.placeFigure("red", "meeple", "rd1", "road"), session.lastError);
            verify(session.scoreFeature("rd1", { "tiles": 3 }, {}), session.lastError);
            verify(session.beginTurn(), session.lastError);
            compare(session.activePlayer, "blue");
            // Blue's robber: the turn panel's button by a finger, then the space on the track by a finger.
            const robber = findChild(screen, "robber-blue");
            verify(robber, "the turn panel offers blue's robber");
            // The robbers' step is folded while the turn is at placing: a finger on its row opens it.
            const row = findChild(findChild(screen.turnPanel, "step-robbers"), "stepRow");
            verify(row.height >= 48, "the step's row is " + row.height + " px high");
            tap(row);
            tryVerify(() => robber.visible);
            waitForItemPolished(robber.parent);
            verify(robber.height >= 48);
            tap(robber);
            compare(screen.robberPlayer, "blue");
            // Where another player's figure stands: red's meeple on 3, green's on 0.
            compare(screen.track.selectableSpaces.map(Number).sort((a, b) => a - b), [0, 3]);
            tap(findChild(screen.track, "space-3"));
            compare(screen.robberPlayer, "");
            tryVerify(() => screen.players.find(p => p.playerId === "blue").robberSpace === 3);
            // And the turn ends by a finger on the panel's last button.
            const endTurn = findChild(screen, "endTurnButton");
            verify(endTurn.height >= 48, "end of turn is " + endTurn.height + " px high");
            tap(endTurn);
            tryCompare(session, "activePlayer", "green");
        }

        function test_focusRingFollowsTheKeyboard() {
            const light = findChild(themeSwitch, "theme-light");
            const dark = findChild(themeSwitch, "theme-dark");
            light.forceActiveFocus(Qt.TabFocusReason);
            tryVerify(() => focusRing.visible);
            // Around the control, outside it, as thick as Theme says.
            const p = light.mapToItem(root, 0, 0);
            verify(focusRing.x < p.x && focusRing.y < p.y);
            verify(focusRing.x + focusRing.width > p.x + light.width && focusRing.y + focusRing.height > p.y + light.height);
            compare(focusRing.border.width, Theme.focusWidth);
            verify(Theme.focusWidth >= 3);
            compare(String(focusRing.border.color), String(Theme.focus));
            // Tab moves it to the next control.
            keyClick(Qt.Key_Tab);
            tryVerify(() => dark.activeFocus);
            const q = dark.mapToItem(root, 0, 0);
            tryVerify(() => focusRing.x < q.x && focusRing.x + focusRing.width > q.x + dark.width);
            // A click is no keyboard focus: no ring.
            mouseClick(light);
            tryVerify(() => !focusRing.visible);
        }

        function test_targetsAFingerHits() {
            newGame(["robbers"]);
            // The player cards' correction button and the theme's buttons.
            const adjust = findChild(findChild(screen, "playerCard-red"), "adjustButton");
            verify(adjust.width >= 48 && adjust.height >= 48, "± is " + adjust.width + "×" + adjust.height);
            for (const name of ["theme-light", "theme-dark", "theme-system"]) {
                const b = findChild(themeSwitch, name);
                verify(b.width >= 48 && b.height >= 48, name + " is " + b.width + "×" + b.height);
            }
            verify(Theme.controlHeight >= 48 && Theme.touchTarget >= 48);
        }
    }
}
