// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The whole game of tests/engine/records/full-game.json (four players, all five expansions) entered through the
// screens alone, as the table would: the new-game screen, then every event with the table screen's own buttons,
// menus, dialogs and the scoring track, then the final screen's guided pass. The record only says what to enter;
// nothing is stored behind the screens' backs. The scores are checked after several rounds, the ranking at the
// end, and the game is exported for the command-line replay test (qml_tst_fullgame_replay).
Item {
    id: root

    width: 1500
    height: 950

    property string stage: "setup"

    SetupScreen {
        id: setup

        anchors.fill: parent
        visible: root.stage === "setup"
        library: AppState.library
        languages: AppState.languages
        language: AppState.language
        libraryError: AppState.errorMessage
        // As the window does: open the new game and begin its first turn.
        onStarted: (gameId) => {
            if (AppState.library.openGame(gameId) && AppState.session.turnNumber === 0)
                AppState.session.beginTurn();
            root.stage = "table";
        }
    }

    TableScreen {
        id: table

        anchors.fill: parent
        visible: root.stage === "table"
        session: AppState.session
        languages: AppState.languages
        onFinalScoringRequested: root.stage = "final"
    }

    FinalScreen {
        id: finalScreen

        anchors.fill: parent
        visible: root.stage === "final"
        session: AppState.session
        library: AppState.library
        onBackRequested: root.stage = "table"
    }

    TestCase {
        id: testCase

        name: "FullGame"
        when: windowShown

        readonly property var session: AppState.session
        // Ids the record chose → ids the app generated, for features and board figures.
        property var featureIds: ({})
        /** The record being entered (test_fullGame): a dialog looks ahead at the events it also asks. */
        property var record: null
        property var figureIds: ({})
        // Scoring figures [meeple, messenger] per player after some events (tests/engine/tst_fullgame.cpp's brackets),
        // checked before the event of that index.
        readonly property var checkpoints: ({
            "39": { "red": [8, 0], "blue": [7, 0], "green": [4, 0], "yellow": [8, 0] },
            "61": { "red": [12, 0], "blue": [18, 0], "green": [18, 0], "yellow": [20, 2] },
            "72": { "red": [20, 2], "blue": [18, 0], "green": [18, 0], "yellow": [20, 2] },
            "83": { "red": [20, 2], "blue": [26, 0], "green": [26, 0], "yellow": [22, 2] },
            "109": { "red": [32, 5], "blue": [31, 0], "green": [54, 0], "yellow": [39, 2] },
            "133": { "red": [34, 5], "blue": [34, 0], "green": [60, 0], "yellow": [42, 2] }
        })
        readonly property var robberCheckpoints: ({
            "39": { "blue": 8 },
            "61": { "green": 18 },
            "109": { "green": 23, "yellow": 4 },
            "133": { "green": 23 }
        })

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("fullgame")), AppState.errorMessage);
        }

        // ---- Doing things as a user does ------------------------------------------------------------------------

        /** Scrolls every flickable around `item` so that it shows, as the user would before clicking it. */
        function scrollIntoView(item) {
            for (let p = item.parent; p; p = p.parent) {
                if (p.flickableDirection === undefined || p.contentItem === undefined)
                    continue;
                const pos = item.mapToItem(p.contentItem, 0, 0);
                if (pos.y < p.contentY)
                    p.contentY = Math.max(0, pos.y);
                else if (pos.y + item.height > p.contentY + p.height)
                    p.contentY = Math.max(0, pos.y + item.height - p.height);
            }
        }
        /** Opens the turn panel's step that holds `item` when it is folded to its row, as the user would first. */
        function openStepOf(item) {
            for (let p = item.parent; p; p = p.parent) {
                if (String(p.objectName).startsWith("step-") && p.open === false) {
                    waitForItemPolished(p.parent);
                    mouseClick(findChild(p, "stepRow"));
                    tryVerify(() => p.open, 3000, p.objectName + " opens");
                    waitForItemPolished(item.parent);
                    return;
                }
            }
        }
        /** The scrolling body of the action dialog `item` is in, or null. */
        function dialogScrollOf(item) {
            for (let p = item.parent; p; p = p.parent) {
                if (p.objectName === "actionDialogScroll")
                    return p;
            }
            return null;
        }
        function click(item, what) {
            verify(item, "missing: " + what);
            openStepOf(item);
            tryVerify(() => item.visible && item.enabled, 3000, what + " is shown and enabled");
            wait(10);
            scrollIntoView(item);
            wait(10);
            // In a dialog whose body just grew (a robber's choice appearing), the first scroll may come before the
            // layout: look again until the item is inside the body's view, as a user does, so that the click never
            // lands on the dialog's buttons below it.
            const body = dialogScrollOf(item);
            if (body) {
                tryVerify(() => {
                    const pos = item.mapToItem(body, 0, 0);
                    if (pos.y >= 0 && pos.y + item.height <= body.height)
                        return true;
                    scrollIntoView(item);
                    return false;
                }, 3000, what + " is scrolled into the dialog's view");
                wait(10);
            }
            mouseClick(item);
        }
        function child(parent, name) {
            const found = findChild(parent, name);
            verify(found, "no " + name);
            return found;
        }
        /** Types a number into a NumberField: click into it, select what is there, type the digits, Tab away. */
        function enterNumber(field, value, what) {
            verify(field, "missing number field: " + what);
            // A field that has just appeared is placed by its layout on the next frame: wait for that frame before
            // clicking where it shows, as a user would, and click again if the click landed before it.
            tryVerify(() => field.visible && field.spinBox.width > 0 && field.spinBox.height > 0, 3000,
                      what + " is shown");
            for (let attempt = 0; attempt < 5 && !field.spinBox.activeFocus; ++attempt) {
                if (field.parent)
                    waitForItemPolished(field.parent, 1000);
                scrollIntoView(field);
                wait(20);
                mouseClick(field.spinBox);
            }
            verify(field.spinBox.activeFocus, what + " has the keyboard focus");
            keyClick(Qt.Key_A, Qt.ControlModifier);
            const digits = String(value);
            for (let i = 0; i < digits.length; ++i)
                keyClick(digits[i]);
            keyClick(Qt.Key_Tab);
            compare(field.value, value, what);
        }
        function inDialog(dialog, name) {
            return findChild(dialog.contentItem, name);
        }
        function waitOpened(dialog) {
            tryCompare(dialog, "opened", true);
            wait(20);
        }
        /** Picks the scoring figure each paid player moves (the record's choice, else the meeple), then confirms. */
        /** The record's movers, then @p beforeConfirm (a robber's choice), then the confirm button. */
        function chooseMoversAndConfirm(dialog, movers, what, beforeConfirm) {
            tryVerify(() => dialog.previewError === "" && dialog.finalCommand !== null, 3000,
                      what + ": the preview accepts it (" + dialog.previewError + ")");
            wait(20);
            for (const id of ["red", "blue", "green", "yellow"]) {
                const wanted = (movers && movers[id]) || "meeple";
                const button = inDialog(dialog, "mover-" + id + "-" + wanted);
                if (button && button.visible && !button.checked)
                    click(button, what + ": " + id + "'s " + wanted);
            }
            // A player the event pays nothing is not asked: the record's default, the meeple, applies.
            for (const id in (movers || {}))
                compare(dialog.movers[id] || "meeple", movers[id], what + ": " + id + " moves the " + movers[id]);
            if (beforeConfirm)
                beforeConfirm();
            confirm(dialog, what);
        }
        function confirm(dialog, what) {
            const events = session.eventCount;
            tryVerify(() => dialog.canAccept, 3000, what + ": can be confirmed (" + dialog.errorText + dialog.refusal + ")");
            click(dialog.acceptButton, what + ": confirm");
            tryCompare(dialog, "opened", false, 3000, what + ": " + dialog.refusal);
            verify(session.eventCount > events, what + ": stored");
        }
        function card(recordFeature) {
            const id = featureIds[recordFeature];
            verify(id, "no feature for " + recordFeature);
            return child(table, "feature-" + id);
        }
        function openCardMenu(recordFeature, itemName) {
            const featureCard = card(recordFeature);
            click(child(featureCard, "moreButton"), "More on " + recordFeature);
            const menu = featureCard.moreMenu;
            tryCompare(menu, "opened", true);
            const item = child(menu.contentItem, itemName);
            click(item, itemName + " on " + recordFeature);
            tryCompare(menu, "visible", false);
        }
        function boardFigureIds() {
            return table.boardFigures.map(f => f.figure);
        }
        function appFigure(recordFigure) {
            const id = figureIds[recordFigure];
            verify(id, "no figure for " + recordFigure);
            return id;
        }

        // ---- The new-game screen -------------------------------------------------------------------------------

        function enterSetup(record) {
            while (setup.seats.count < record.players.length)
                click(child(setup, "addSeatButton"), "Add a player");
            compare(setup.seats.count, record.players.length);
            for (let i = 0; i < record.players.length; ++i) {
                const player = record.players[i];
                const seat = child(setup, "seat-" + i);
                const name = child(seat, "seatName");
                click(name, "name of seat " + i);
                keyClick(Qt.Key_A, Qt.ControlModifier);
                for (let c = 0; c < player.name.length; ++c)
                    keyClick(player.name[c]);
                compare(name.text, player.name);
                const colour = player.color || player.id;
                const box = child(seat, "seatColor");
                click(box, "colour of seat " + i);
                tryCompare(box.popup, "opened", true);
                wait(20);
                click(child(box.popup.contentItem, "color-" + colour), colour);
                tryCompare(box.popup, "visible", false);
                compare(setup.seats.get(i).colorKey, colour);
            }
            for (const expansion of record.expansions)
                click(child(setup, "expansion-" + expansion), expansion);
            compare(setup.expansions.slice().sort(), record.expansions.slice().sort());
            click(child(setup, "startButton"), "Start the game");
            tryCompare(root, "stage", "table");
            compare(setup.error, "");
            compare(session.players.count, record.players.length);
            for (let i = 0; i < record.players.length; ++i)
                compare(table.players[i].playerId, record.players[i].id, "the record's player ids come from the colours");
            compare(session.expansions.slice().sort(), record.expansions.slice().sort());
        }

        // ---- One record event through the table screen ---------------------------------------------------------

        function doTurn(e, index) {
            if (index > 0) {
                // A robber's choice the record leaves to the engine's suggestion (no `steal`) and the scoring's dialog
                // did not keep: the turn cannot end while it is open, and its owner keeps the suggestion.
                for (const choice of table.turnPanel.pending)
                    click(child(table.turnPanel, "keepSuggestion-" + choice.robber), "keep " + choice.robber + "'s suggestion");
                // The button and the key (N) both end the turn; use both.
                if (index % 2 === 0)
                    click(child(table.turnPanel, "endTurnButton"), "End turn");
                else
                    keyClick(Qt.Key_N);
            }
            tryCompare(session, "activePlayer", e.player);
            compare(table.turnPanel.errorFor("end"), "");
        }

        function doPlace(e) {
            compare(session.activePlayer, e.player);
            const before = boardFigureIds();
            const featuresBefore = table.features.map(f => f.featureId);
            click(child(table.turnPanel, "kind-" + e.kind), "the " + e.kind + " kind");
            compare(table.turnPanel.kind, e.kind);
            if (e.featureType !== undefined)
                click(child(table.turnPanel, "place-" + e.featureType), "place on a new " + e.featureType);
            else
                click(child(table.turnPanel, "place-on-" + featureIds[e.feature]), "place on " + e.feature);
            compare(table.turnPanel.errorFor("place"), "", "placing " + e.figure);
            tryVerify(() => table.boardFigures.length === before.length + 1, 3000, e.figure + " is on the board");
            const added = table.boardFigures.find(f => before.indexOf(f.figure) < 0);
            compare(added.player, e.player);
            compare(added.kind, e.kind);
            if (e.featureType !== undefined) {
                compare(added.type, e.featureType);
                verify(featuresBefore.indexOf(added.featureId) < 0, e.feature + " is a new feature");
                featureIds[e.feature] = added.featureId;
            } else {
                compare(added.featureId, featureIds[e.feature]);
            }
            figureIds[e.figure] = added.figure;
        }

        function doScore(e, index) {
            const id = featureIds[e.feature];
            // The feature card's button, or the turn panel's list of completed features.
            if (index % 2 === 0)
                click(child(card(e.feature), "scoreButton"), "Score on " + e.feature);
            else
                click(child(table.turnPanel, "score-" + id), "Score " + e.feature + " in the turn panel");
            const dialog = table.scoreDialog;
            waitOpened(dialog);
            compare(dialog.feature.featureId, id);
            for (const field of dialog.fields) {
                verify(e[field] !== undefined, e.feature + " is asked " + field + " the record does not give");
                enterNumber(inDialog(dialog, "field-" + field), e[field], e.feature + " " + field);
            }
            for (const figure in (e.ringmaster || {}))
                enterNumber(inDialog(dialog, "ringmaster-" + appFigure(figure)), e.ringmaster[figure], "ringmaster " + figure);
            chooseMoversAndConfirm(dialog, e.movers, "score " + e.feature);
        }

        function doGhost(e) {
            const target = appFigure(e.figure);
            const dialog = table.ghostDialog;
            const ghosts = session.ghostsInSupply;
            // Another player's figure from its feature card's menu; one's own with the key.
            if (e.reason === "expand") {
                const feature = table.boardFigures.find(f => f.figure === target).featureId;
                const recordFeature = Object.keys(featureIds).find(k => featureIds[k] === feature);
                openCardMenu(recordFeature, "ghostItem");
            } else {
                keyClick(Qt.Key_G);
            }
            waitOpened(dialog);
            click(inDialog(dialog, "reason-" + e.reason), "reason " + e.reason);
            compare(dialog.reason, e.reason);
            click(inDialog(dialog, "pick-" + target), "ghost on " + e.figure);
            compare(dialog.figure, target);
            confirm(dialog, "ghost on " + e.figure);
            verify(session.ghostsInSupply !== ghosts);
        }

        function doRobber(e, index) {
            // The turn panel's button or the key, then a click on the track's space.
            if (index % 2 === 0)
                click(child(table.turnPanel, "robber-" + e.player), e.player + "'s robber");
            else
                keyClick(Qt.Key_R);
            tryCompare(table, "robberPlayer", e.player);
            const track = table.track;
            verify(track.isSelectable(e.space), "space " + e.space + " is offered (" + track.selectableSpaces + ")");
            wait(20);
            const corner = track.pointAt(e.space);
            mouseClick(track, corner.x + track.cell / 2, corner.y + track.cell / 2);
            tryCompare(table, "robberPlayer", "");
            compare(table.turnPanel.errorFor("robber"), "");
            tryVerify(() => table.players.find(p => p.playerId === e.player).robberSpace === e.space);
        }

        function doTower(e) {
            const dialog = table.towerDialog;
            const towersBefore = table.features.filter(f => f.type === "tower").map(f => f.featureId);
            const isNew = featureIds[e.tower] === undefined || towersBefore.indexOf(featureIds[e.tower]) < 0;
            if (e.capture !== undefined) {
                // From the captured figure's feature card.
                const target = appFigure(e.capture);
                const feature = table.boardFigures.find(f => f.figure === target).featureId;
                openCardMenu(Object.keys(featureIds).find(k => featureIds[k] === feature), "captureItem");
                waitOpened(dialog);
                click(inDialog(dialog, "pick-" + target), "capture " + e.capture);
                compare(dialog.capture, target);
            } else {
                click(child(table.turnPanel, "towerButton"), "Tower floor");
                waitOpened(dialog);
                compare(dialog.capture, "");
            }
            click(inDialog(dialog, isNew ? "tower-new" : "tower-" + featureIds[e.tower]), "tower " + e.tower);
            compare(dialog.tower, isNew ? "" : featureIds[e.tower]);
            confirm(dialog, "tower " + e.tower);
            if (isNew) {
                const added = table.features.find(f => f.type === "tower" && towersBefore.indexOf(f.featureId) < 0);
                verify(added, "a new tower");
                featureIds[e.tower] = added.featureId;
            }
        }

        function doMerge(e) {
            const dialog = table.mergeDialog;
            const into = featureIds[e.into];
            // From the card of the feature the others join.
            openCardMenu(e.into, "mergeItem");
            waitOpened(dialog);
            for (const feature of e.features) {
                if (feature === e.into)
                    continue;
                const box = inDialog(dialog, "merge-" + featureIds[feature]);
                verify(box, "merge offers " + feature);
                if (!box.checked)
                    click(box, "join " + feature);
                verify(box.checked);
            }
            compare(dialog.chosen.length, e.features.length - 1);
            confirm(dialog, "merge into " + e.into);
            for (const feature of e.features) {
                if (feature !== e.into)
                    featureIds[feature] = into;
            }
            tryVerify(() => table.features.filter(f => e.features.some(r => featureIds[r] === f.featureId)).length === 1);
        }

        function doCircus(e, index) {
            const dialog = table.circusDialog;
            if (index % 2 === 0)
                click(child(table.turnPanel, "circusButton"), "Score the big top");
            else
                keyClick(Qt.Key_C);
            waitOpened(dialog);
            click(inDialog(dialog, "animal-" + e.animal), e.animal);
            compare(dialog.animal, e.animal);
            for (const player in e.meeples)
                enterNumber(inDialog(dialog, "count-" + player), e.meeples[player], player + "'s figures at the big top");
            // A robber's choice this scoring opens is asked in its dialog: the record's `steal` is chosen there.
            const next = testCase.record.events[index + 1];
            const chooseVictim = () => {
                tryVerify(() => dialog.choicesAfter.some(c => c.robber === next.robber
                                                          && c.candidates.some(k => k.player === next.from)), 3000,
                          "the dialog asks " + next.robber + "'s robber, " + next.from + " a candidate: "
                          + JSON.stringify(dialog.choicesAfter));
                const choice = dialog.choicesAfter.find(c => c.robber === next.robber);
                const candidates = choice.candidates.filter(c => c.player === next.from && (!next.figure || c.figure === next.figure));
                verify(candidates.length > 0, next.from + " is a candidate");
                const chosen = candidates.reduce((a, b) => b.points > a.points ? b : a);
                click(inDialog(dialog, "rob-" + next.robber + "-" + next.from + "-" + chosen.figure), "rob " + next.from);
            };
            chooseMoversAndConfirm(dialog, e.movers, "circus " + e.animal, next && next.type === "steal" ? chooseVictim : null);
            if (next && next.type === "steal") {
                const stored = JSON.parse(session.exportRecordJson()).events.slice(-1)[0];
                compare(stored.type, "steal");
                compare(stored.from, next.from);
                compare(stored.mover || "meeple", next.mover || "meeple");
                return 1;
            }
            return 0;
        }

        function doSteal(e) {
            const choice = session.choices.find(c => c.type === "steal" && c.robber === e.robber);
            verify(choice, "the table is asked whom " + e.robber + "'s robber robs");
            const candidates = choice.candidates.filter(c => c.player === e.from && (!e.figure || c.figure === e.figure));
            verify(candidates.length > 0, e.from + " is a candidate");
            // Without `figure` the largest of that player's candidates.
            const chosen = candidates.reduce((a, b) => b.points > a.points ? b : a);
            // The scoring figure that takes the stolen points (the record's, else the meeple).
            const mover = e.mover || "meeple";
            const moverButton = child(table.turnPanel, "rogue-" + e.robber + "-" + mover);
            if (!moverButton.checked)
                click(moverButton, "stolen points to the " + mover);
            verify(moverButton.checked);
            const events = session.eventCount;
            click(child(table.turnPanel, "steal-" + e.from + "-" + chosen.figure), "rob " + e.from);
            tryVerify(() => session.eventCount === events + 1);
            compare(table.turnPanel.errorFor("choice"), "");
            verify(!session.choices.some(c => c.type === "steal" && c.robber === e.robber));
            const stored = JSON.parse(session.exportRecordJson()).events.slice(-1)[0];
            compare(stored.type, "steal");
            compare(stored.mover || "meeple", mover);
        }

        function doMessage(e, index) {
            const dialog = table.messageDialog;
            verify(session.options.messageOwed, "a message is owed");
             if (index % 2 === 0)
                click(child(table.turnPanel, "messageButton"), "Resolve the message");
            else
                keyClick(Qt.Key_M);
            waitOpened(dialog);
            // Keys 1–8 choose the tile.
            keyClick(Qt.Key_0 + e.tile);
            compare(dialog.tile, e.tile);
            click(inDialog(dialog, "take-" + e.take), "take " + e.take);
            compare(dialog.effectiveTake, e.take);
            if (e.take === "action" && [1, 2, 3, 5].indexOf(e.tile) >= 0) {
                for (const feature in e.values) {
                    for (const field in e.values[feature])
                        enterNumber(inDialog(dialog, "field-" + featureIds[feature] + "-" + field), e.values[feature][field],
                                    "message " + feature + " " + field);
                }
            }
            if (e.take === "action" && e.tile === 8) {
                click(inDialog(dialog, "figure-" + appFigure(e.figure)), "message 8 on " + e.figure);
                for (const field in e.values)
                    enterNumber(inDialog(dialog, "field-" + field), e.values[field], "message 8 " + field);
            }
            const movers = {};
            movers[session.activePlayer] = e.mover || "meeple";
            chooseMoversAndConfirm(dialog, movers, "message " + e.tile);
        }

        function doPyramid(e, index) {
            const dialog = table.pyramidDialog;
            if (index % 2 === 0) {
                const button = child(table.turnPanel, "pyramid-" + featureIds[e.feature]);
                // Named as its card names it, by its number: never by the record's id.
                verify(button.text.indexOf(featureIds[e.feature]) < 0, button.text);
                click(button, "Score pyramid");
            } else {
                click(child(card(e.feature), "pyramidButton"), "Score pyramid on the card");
            }
            waitOpened(dialog);
            chooseMoversAndConfirm(dialog, e.movers, "pyramid " + e.feature);
        }

        function doRansom(e) {
            const dialog = table.ransomDialog;
            const figure = appFigure(e.figure);
            click(child(table.turnPanel, "ransom-" + figure), "buy back " + e.figure);
            waitOpened(dialog);
            const movers = {};
            movers[session.activePlayer] = e.mover || "meeple";
            movers[dialog.captor] = e.captorMover || "meeple";
            chooseMoversAndConfirm(dialog, movers, "ransom " + e.figure);
        }

        function doEnd(e) {
            click(child(table.turnPanel, "finalScoringButton"), "final scoring");
            tryCompare(root, "stage", "final");
            tryVerify(() => finalScreen.steps.length > 0);
            // The record's values by the app's feature ids.
            const values = {};
            for (const feature in e.values) {
                verify(featureIds[feature], "no feature for " + feature);
                values[featureIds[feature]] = e.values[feature];
            }
            const asked = [];
            while (!finalScreen.reviewing) {
                wait(20);
                const step = finalScreen.steps[finalScreen.stepIndex];
                if (step.circus) {
                    if (e.circus) {
                        click(child(finalScreen, "final-animal-" + e.circus.animal), e.circus.animal);
                        compare(finalScreen.circusAnimal, e.circus.animal);
                        for (const player in e.circus.meeples)
                            enterNumber(child(finalScreen, "final-count-" + player), e.circus.meeples[player],
                                        player + "'s figures at the last big top");
                    } else {
                        click(child(finalScreen, "final-no-circus"), "no big top");
                    }
                } else {
                    const entry = values[step.feature];
                    verify(entry, "the final pass asks about " + step.feature + ", which the record does not score");
                    asked.push(step.feature);
                    for (const field of step.fields.map(f => f.key))
                        enterNumber(child(finalScreen, "final-" + field), entry[field], step.feature + " " + field);
                    for (const figure of step.ringmasters) {
                        const recordFigure = Object.keys(figureIds).find(k => figureIds[k] === figure);
                        enterNumber(child(finalScreen, "final-ringmaster-" + figure), entry.ringmaster[recordFigure],
                                    "ringmaster " + recordFigure);
                    }
                }
                // Enter in a field moves on too; the button is what most people press.
                click(child(finalScreen, "nextButton"), "Next");
            }
            compare(asked.slice().sort(), Object.keys(values).sort(), "every feature the record scores is asked");
            tryCompare(finalScreen, "error", "");
            click(child(finalScreen, "nextButton"), "Finish the game");
            tryVerify(() => session.finished, 3000, finalScreen.error);
        }

        function checkScores(index) {
            const expected = checkpoints[String(index)];
            if (expected) {
                for (const id in expected) {
                    const p = table.players.find(r => r.playerId === id);
                    compare([p.meeplePosition, p.messengerPosition], expected[id], "before event " + index + ": " + id);
                }
            }
            const robbers = robberCheckpoints[String(index)];
            if (robbers) {
                for (const p of table.players)
                    compare(p.robberSpace, robbers[p.playerId] !== undefined ? robbers[p.playerId] : -1,
                            "before event " + index + ": " + p.playerId + "'s robber");
            }
        }

        function test_fullGame() {
            const text = TestEnvironment.readTestFile("engine/records/full-game.json");
            verify(text.length > 0);
            const record = JSON.parse(text);
            testCase.record = record;
            compare(record.events.length, 134);
            enterSetup(record);

            const handlers = {
                "turn": doTurn, "place": doPlace, "score": doScore, "ghost": doGhost, "robber": doRobber,
                "tower": doTower, "merge": doMerge, "circus": doCircus, "steal": doSteal, "message": doMessage,
                "pyramid": doPyramid, "ransom": doRansom, "end": doEnd
            };
            for (let i = 0; i < record.events.length; ++i) {
                const e = record.events[i];
                checkScores(i);
                verify(handlers[e.type], "no way to enter a " + e.type + " event");
                // A dialog that also entered the record's next events (a robber's choice) says how many.
                const alsoEntered = handlers[e.type](e, i) || 0;
                compare(session.lastError, "", "event " + i + " (" + e.type + ")");
                i += alsoEntered;
                compare(session.eventCount, i + 1, "event " + i + " (" + e.type + ") is one stored event");
                verify(!table.dialogOpen || root.stage !== "table", "no dialog left open after event " + i);
            }

            // The ranking on the final screen: green 70, yellow 61, red 54, blue 40 (tst_fullgame.cpp).
            verify(session.finished);
            const expected = [["green", 70, 1], ["yellow", 61, 2], ["red", 54, 3], ["blue", 40, 4]];
            tryVerify(() => finalScreen.players.length === 4 && finalScreen.players.every(p => p.rank > 0));
            wait(50);
            for (const [id, score, rank] of expected) {
                const rankCard = child(finalScreen, "rank-" + id);
                verify(rankCard.visible);
                compare(child(rankCard, "rankScore").text, String(score), id + "'s total on the final screen");
                compare(child(rankCard, "rankPlace").text, finalScreen.ordinal(rank), id + "'s place");
            }

            // What the app stored is the record's game, event for event.
            const stored = JSON.parse(session.exportRecordJson());
            compare(stored.events.map(ev => ev.type), record.events.map(ev => ev.type));
            compare(stored.players.map(p => p.id), record.players.map(p => p.id));
            compare(stored.players.map(p => p.name), record.players.map(p => p.name));

            // Exported as the library's Export button does, for the replay test.
            verify(AppState.library.exportFile(session.gameId, TestEnvironment.fileUrl("full-game-export.json")),
                   AppState.errorMessage);
            verify(TestEnvironment.writeFile("full-game-session.json", session.exportRecordJson()) !== "");
        }
    }
}
