// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The whole Big Box game of tests/engine/records/big-box-game.json (five players, all eight expansions, 30 turns)
// entered through the screens alone at 1366×768, as the table would: the new-game screen, then every event with the
// table screen's own buttons, keys, menus, dialogs and the scoring track, then the final screen's guided pass. The
// record only says what to enter; nothing is stored behind the screens' backs. The scoring figures are checked at the
// start of every round against the hand tally of tests/engine/tst_bigboxgame.cpp, the ranking at the end, and the
// game is exported for the command-line replay test (qml_tst_bigboxgame_replay).
Item {
    id: root

    width: 1366
    height: 768

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

        name: "BigBoxGame"
        when: windowShown

        readonly property var session: AppState.session
        /** The record being entered (test_bigBoxGame). */
        property var record: null
        /** The players' ids in seating order. */
        property var playerIds: []
        // Ids the record chose → ids the app generated, for features and board figures.
        property var featureIds: ({})
        property var figureIds: ({})
        /** How often the goods dialog was opened. */
        property int goodsOpenings: 0
        // Scoring figures [meeple, messenger] per player at the start of each round (tests/engine/tst_bigboxgame.cpp's
        // brackets), checked before the event of that index.
        readonly property var checkpoints: ({
            "10": { "red": [0, 0], "blue": [0, 0], "green": [0, 0], "yellow": [0, 0], "black": [0, 0] },
            "22": { "red": [0, 0], "blue": [0, 0], "green": [3, 0], "yellow": [0, 0], "black": [0, 0] },
            "37": { "red": [15, 2], "blue": [0, 0], "green": [3, 0], "yellow": [8, 0], "black": [0, 0] },
            "50": { "red": [21, 2], "blue": [8, 0], "green": [11, 0], "yellow": [13, 0], "black": [9, 0] },
            "69": { "red": [21, 2], "blue": [20, 4], "green": [14, 0], "yellow": [17, 0], "black": [6, 0] },
            "82": { "red": [25, 2], "blue": [20, 4], "green": [14, 0], "yellow": [17, 0], "black": [6, 0] }
        })
        readonly property var robberCheckpoints: ({
            "10": {},
            "22": { "black": 3 },
            "37": { "black": 3 },
            "50": {},
            "69": {},
            "82": { "blue": 6 }
        })

        function initTestCase() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("bigboxgame")), AppState.errorMessage);
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
            // In a dialog whose body just grew, the first scroll may come before the layout: look again until the item
            // is inside the body's view, as a user does, so that the click never lands on the dialog's buttons.
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
        /** Ticks or clears a yes-or-no field (an inn, a cathedral) by clicking it, as the record says. */
        function setFlag(box, on, what) {
            verify(box, "missing check box: " + what);
            if (box.checked !== on)
                click(box, what);
            compare(box.checked, on, what);
        }
        function inDialog(dialog, name) {
            return findChild(dialog.contentItem, name);
        }
        function waitOpened(dialog) {
            tryCompare(dialog, "opened", true);
            wait(20);
        }
        /** The record's movers (else the meeple) for every paid player, then @p beforeConfirm, then the confirm. */
        function chooseMoversAndConfirm(dialog, movers, what, beforeConfirm) {
            tryVerify(() => dialog.previewError === "" && dialog.finalCommand !== null, 3000,
                      what + ": the preview accepts it (" + dialog.previewError + ")");
            wait(20);
            for (const id of playerIds) {
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
        function recordFeatureOf(appFeature) {
            return Object.keys(featureIds).find(k => featureIds[k] === appFeature);
        }
        function player(id) {
            return table.players.find(p => p.playerId === id);
        }

        // ---- The new-game screen -------------------------------------------------------------------------------

        function enterSetup(record) {
            while (setup.seats.count < record.players.length)
                click(child(setup, "addSeatButton"), "Add a player");
            compare(setup.seats.count, record.players.length);
            for (let i = 0; i < record.players.length; ++i) {
                const p = record.players[i];
                const seat = child(setup, "seat-" + i);
                const name = child(seat, "seatName");
                click(name, "name of seat " + i);
                keyClick(Qt.Key_A, Qt.ControlModifier);
                for (let c = 0; c < p.name.length; ++c)
                    keyClick(p.name[c]);
                compare(name.text, p.name);
                const colour = p.color || p.id;
                const box = child(seat, "seatColor");
                click(box, "colour of seat " + i);
                tryCompare(box.popup, "opened", true);
                wait(20);
                click(child(box.popup.contentItem, "color-" + colour), colour);
                tryCompare(box.popup, "visible", false);
                compare(setup.seats.get(i).colorKey, colour);
            }
            // Each expansion's own box, the three of the Big Box among them.
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
                // A robber's choice the record leaves to the engine's suggestion (no `steal`) and a dialog did not keep:
                // the turn cannot end while it is open, and its owner keeps the suggestion.
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
            // The kind from the supply (a meeple, the large meeple, the abbot, the builder or the pig).
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
            for (const field of dialog.valueFields) {
                if (field.flag) {
                    // An inn on the road, a cathedral in the city: a check box, left clear when the record says none.
                    setFlag(inDialog(dialog, "field-" + field.key), e[field.key] === true, e.feature + " " + field.key);
                } else {
                    verify(e[field.key] !== undefined, e.feature + " is asked " + field.key + " the record does not give");
                    enterNumber(inDialog(dialog, "field-" + field.key), e[field.key], e.feature + " " + field.key);
                }
            }
            for (const key of ["inn", "cathedral"]) {
                if (e[key] !== undefined)
                    verify(dialog.fields.indexOf(key) >= 0, e.feature + ": the dialog asks about " + key);
            }
            chooseMoversAndConfirm(dialog, e.movers, "score " + e.feature);
        }

        function doGhost(e) {
            const target = appFigure(e.figure);
            const dialog = table.ghostDialog;
            const ghosts = session.ghostsInSupply;
            // Another player's figure from its feature card's menu; one's own with the key.
            if (e.reason === "expand") {
                const feature = table.boardFigures.find(f => f.figure === target).featureId;
                openCardMenu(recordFeatureOf(feature), "ghostItem");
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
            tryVerify(() => player(e.player).robberSpace === e.space);
        }

        function doTower(e) {
            const dialog = table.towerDialog;
            const towersBefore = table.features.filter(f => f.type === "tower").map(f => f.featureId);
            const isNew = featureIds[e.tower] === undefined || towersBefore.indexOf(featureIds[e.tower]) < 0;
            if (e.capture !== undefined) {
                // From the captured figure's feature card.
                const target = appFigure(e.capture);
                const feature = table.boardFigures.find(f => f.figure === target).featureId;
                openCardMenu(recordFeatureOf(feature), "captureItem");
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
            // Each count goes up to the player's followers on the board: Ben's large meeple is one, the builder beside
            // it none; Eve's pig is not one of her three (k1, k2, her abbot); Dev has his abbot, large meeple and y1.
            const most = { "red": 1, "blue": 1, "green": 2, "yellow": 3, "black": 3 };
            for (const id of playerIds)
                compare(inDialog(dialog, "count-" + id).to, most[id], id + "'s followers on the board");
            for (const id in e.meeples)
                enterNumber(inDialog(dialog, "count-" + id), e.meeples[id], id + "'s figures at the big top");
            chooseMoversAndConfirm(dialog, e.movers, "circus " + e.animal);
        }

        /** The message dialog: open already when the scoring just entered owes it (it opens by itself), else opened
            with the turn panel's button or the key M. */
        function doMessage(e, index) {
            const dialog = table.messageDialog;
            verify(session.options.messageOwed, "a message is owed");
            wait(50);
            if (!dialog.opened) {
                if (index % 2 === 0)
                    click(child(table.turnPanel, "messageButton"), "Resolve the message");
                else
                    keyClick(Qt.Key_M);
            }
            waitOpened(dialog);
            // Keys 1–8 choose the tile.
            keyClick(Qt.Key_0 + e.tile);
            compare(dialog.tile, e.tile);
            click(inDialog(dialog, "take-" + e.take), "take " + e.take);
            compare(dialog.effectiveTake, e.take);
            if (e.take === "action" && [1, 2, 3, 5].indexOf(e.tile) >= 0) {
                for (const feature in e.values) {
                    for (const field in e.values[feature]) {
                        const name = "field-" + featureIds[feature] + "-" + field;
                        const value = e.values[feature][field];
                        if (typeof value === "boolean")
                            setFlag(inDialog(dialog, name), value, "message " + feature + " " + field);
                        else
                            enterNumber(inDialog(dialog, name), value, "message " + feature + " " + field);
                    }
                }
            }
            const movers = {};
            movers[session.activePlayer] = e.mover || "meeple";
            chooseMoversAndConfirm(dialog, movers, "message " + e.tile);
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

        /** The Abbot: the place step's "Return the abbot" button (or the key A), then the tiles around it. */
        function doRecall(e, index) {
            const figure = appFigure(e.figure);
            const dialog = table.recallDialog;
            if (index % 2 === 0) {
                click(child(table.turnPanel, "recall-" + figure), "return " + e.figure);
            } else {
                compare(table.options.recalls[0].figure, figure);
                keyClick(Qt.Key_A);
            }
            waitOpened(dialog);
            compare(dialog.recall.figure, figure);
            compare(inDialog(dialog, "recallTiles").value, 1, "each opening starts from the abbot's tile alone");
            enterNumber(inDialog(dialog, "recallTiles"), e.tiles, e.figure + "'s tiles");
            const movers = {};
            movers[session.activePlayer] = e.mover || "meeple";
            chooseMoversAndConfirm(dialog, movers, "return " + e.figure);
        }

        /** Traders and Builders: the scoring step's "Take the city's goods" (or the key W), one number per kind. */
        function doGoods(e, index) {
            const dialog = table.goodsDialog;
            goodsOpenings += 1;
            if (goodsOpenings % 2 === 1)
                click(child(table.turnPanel, "goodsButton"), "Take the city's goods");
            else
                keyClick(Qt.Key_W);
            waitOpened(dialog);
            const kinds = ["wine", "grain", "cloth"];
            const fields = kinds.map(kind => inDialog(dialog, "goods-" + kind));
            // Each opening starts from no token, and the fields show it (typed into for the last city, they are set
            // again): a number typed is what the dialog takes.
            compare(fields.map(f => f.value).join(" "), "0 0 0",
                    "the goods fields when the dialog opens (it holds " + dialog.counts.join(" ") + ")");
            compare(dialog.counts.join(" "), "0 0 0");
            for (let i = 0; i < kinds.length; ++i) {
                const wanted = e[kinds[i]] || 0;
                if (wanted !== 0)
                    enterNumber(fields[i], wanted, kinds[i]);
            }
            compare(dialog.counts.join(" "), kinds.map(k => e[k] || 0).join(" "), "the tokens the dialog takes");
            confirm(dialog, "goods");
            const stored = JSON.parse(session.exportRecordJson()).events.slice(-1)[0];
            for (const kind of kinds)
                compare(stored[kind] || 0, e[kind] || 0, "stored " + kind);
        }

        /** Traders and Builders: the builder's second tile, with the button above End turn (or the key D). */
        function doBuilder(e, index) {
            const events = session.eventCount;
            verify(table.options.builderTile, "the builder earned a second tile");
            if (index % 2 === 0)
                click(child(table.turnPanel, "builderTileButton"), "the builder's second tile");
            else
                keyClick(Qt.Key_D);
            tryVerify(() => session.eventCount === events + 1);
            tryVerify(() => table.options.builderPart, 3000, "the second part of the turn begins");
            verify(child(table.turnPanel, "builderPartLabel").visible);
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
                        for (const id in e.circus.meeples)
                            enterNumber(child(finalScreen, "final-count-" + id), e.circus.meeples[id],
                                        id + "'s figures at the last big top");
                    } else {
                        click(child(finalScreen, "final-no-circus"), "no big top");
                    }
                } else {
                    const entry = values[step.feature];
                    verify(entry, "the final pass asks about " + step.feature + ", which the record does not score");
                    asked.push(step.feature);
                    for (const field of step.fields) {
                        if (field.flag)
                            setFlag(child(finalScreen, "final-" + field.key), entry[field.key] === true,
                                    step.feature + " " + field.key);
                        else
                            enterNumber(child(finalScreen, "final-" + field.key), entry[field.key],
                                        step.feature + " " + field.key);
                    }
                }
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
                    const p = player(id);
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

        /** Each player's goods tokens as their card shows them: "wine2* grain1* cloth0" (* the most of a kind). */
        function goodsOf(id) {
            return player(id).goods.map(g => g.goods + g.count + (g.leads ? "*" : "")).join(" ");
        }

        function test_bigBoxGame() {
            const text = TestEnvironment.readTestFile("engine/records/big-box-game.json");
            verify(text.length > 0);
            const record = JSON.parse(text);
            testCase.record = record;
            testCase.playerIds = record.players.map(p => p.id);
            compare(record.events.length, 83);
            enterSetup(record);

            const handlers = {
                "turn": doTurn, "place": doPlace, "score": doScore, "ghost": doGhost, "robber": doRobber,
                "tower": doTower, "merge": doMerge, "circus": doCircus, "message": doMessage, "ransom": doRansom,
                "recall": doRecall, "goods": doGoods, "builder": doBuilder, "end": doEnd
            };
            for (let i = 0; i < record.events.length; ++i) {
                const e = record.events[i];
                checkScores(i);
                verify(handlers[e.type], "no way to enter a " + e.type + " event");
                handlers[e.type](e, i);
                compare(session.lastError, "", "event " + i + " (" + e.type + ")");
                compare(session.eventCount, i + 1, "event " + i + " (" + e.type + ") is one stored event");
                // What a scoring owes opens by itself: the message dialog, when the record's next event is that message.
                const next = record.events[i + 1];
                if (next && next.type === "message")
                    tryVerify(() => !table.dialogOpen || table.messageDialog.visible, 3000, "only the message after event " + i);
                else
                    verify(!table.dialogOpen || root.stage !== "table", "no dialog left open after event " + i);

                // The goods tokens on the players' cards, the most of a kind starred.
                if (i === 36) {
                    compare(goodsOf("black"), "wine2* grain1* cloth0", "Eve took Dev's city's goods");
                    compare(goodsOf("yellow"), "wine0 grain0 cloth0", "Dev held the city and takes none");
                }
                if (i === 60) {
                    compare(goodsOf("black"), "wine2* grain1* cloth0", "wine tied 2–2");
                    compare(goodsOf("blue"), "wine2* grain0 cloth1*", "wine tied 2–2");
                }
            }

            // The ranking on the final screen (tst_bigboxgame.cpp): blue 50, black 42, yellow 35, red 34, green 22.
            verify(session.finished);
            const expected = [["blue", 50, 1], ["black", 42, 2], ["yellow", 35, 3], ["red", 34, 4], ["green", 22, 5]];
            tryVerify(() => finalScreen.players.length === 5 && finalScreen.players.every(p => p.rank > 0));
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
            verify(AppState.library.exportFile(session.gameId, TestEnvironment.fileUrl("big-box-game-export.json")),
                   AppState.errorMessage);
            verify(TestEnvironment.writeFile("big-box-game-session.json", session.exportRecordJson()) !== "");
        }
    }
}
