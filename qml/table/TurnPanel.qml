// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* The active player's turn, in the order of the rules: ghosts, placing a figure (or a tower floor, or
   scoring a pyramid), completed features, the big top, robbers, ransom — then End turn. What the table
   still owes (a message, a robber's choice) is said first and prominently. Every action offered is one of the
   engine's options (session.options); a refused one shows the reason next to it. */
Rectangle {
    id: panel

    property var session: null
    /** Players and features as plain rows (ModelRows). */
    property var players: []
    property var features: []
    /** The player whose robber is being placed on the track, or "". */
    property string robberPlayer: ""

    readonly property var active: {
        for (let i = 0; i < players.length; ++i) {
            if (players[i].isActive)
                return players[i];
        }
        return null;
    }
    readonly property bool running: session !== null && session.isOpen && !session.finished && active !== null
    /** What the table may do next (session.options): the panel offers these and nothing else. */
    property var options: session ? session.options : ({})
    readonly property var placeOptions: options.place || null
    property string kind: "meeple"
    property string errorSection: ""
    property string errorText: ""
    // What the sections offer, from the options. Each is assigned only when its content changed, so that a change
    // elsewhere does not rebuild the buttons under the keyboard focus (or reset a choice being made).
    property var kinds: []
    property var newFeatures: []
    property var sharedFeatures: []
    /** The features a `score` may name, as the board's rows with the engine's option in `option`. */
    property var scorable: []
    property var pyramids: []
    property var ransoms: []
    property var robbers: []
    /** The feature the figure placed in this turn part stands on, while a tile may join it to others: {feature, type}. */
    property var placed: ({})
    /** The features that feature may join (options.merges), as the board's rows: "joins …" offers them in place. */
    property var joins: []
    /** Whether the place buttons show after this turn part's placement (a second one is unusual: one button hides them). */
    property bool placeAgainShown: false
    /** "Place another" was clicked: the next action needs no question while the table is unchanged; any change of the
        table (an event, an undo, a redo) asks again. */
    property bool placeAgainConfirmed: false
    /** The second action the table is asked about: {what: "place" | "tower", action: function}. */
    property var secondAction: ({})
    readonly property bool placeFolded: !!placeOptions && options.actionsThisTurnPart > 0 && !placeAgainShown
    /** The open batch's choices (options.pending) that the table has not answered yet. */
    property var pending: []
    /** Choices whose owner kept the engine's suggestion (the record then needs no `steal`), by choiceKey(). */
    property var kept: []
    readonly property int ghostTargets: (options.ghostsExpand || []).length + (options.ghostsLimit || []).length
    property alias placeAgainDialog: placeAgainDialog
    property alias messageOwedDialog: messageOwedDialog
    readonly property string nextName: session ? playerName(session.nextPlayer) : ""
    /** The step the table opened by a key or a click, until the table changes; "" follows the turn (autoStep). */
    property string chosenStep: ""
    /** The step the turn is at, in rules order: a robber being moved, a choice the engine still asks, a message owed,
        the placement, "joins …" for it, the completed features, a ransom; "" when only End turn is left. */
    readonly property string autoStep: {
        if (!running)
            return "";
        if (robberPlayer !== "")
            return "robbers";
        if (pending.length > 0)
            return "choice";
        if (options.messageOwed)
            return "message";
        if (placeOptions && options.actionsThisTurnPart === 0)
            return "place";
        if (joins.length > 0)
            return "place";
        if (scorable.length > 0)
            return "score";
        if (ransoms.length > 0)
            return "ransom";
        return "";
    }
    /** The one open step: the rest are folded to a row each (unless allOpen). */
    readonly property string currentStep: chosenStep !== "" ? chosenStep : autoStep
    /** Whether the panel is a large screen's, where every step may be open. */
    readonly property bool roomy: scroll.availableHeight >= Theme.px(800)
    /** The width of the steps' column: an open step's. */
    readonly property real stepsWidth: steps.width
    /** Every step open, where they all fit open and the panel is a large screen's (at least 800 px at 100 %): on a
        laptop the folded rows keep the turn calm and short, on a full HD screen (about 880 px) nothing needs a click
        to be seen. From each step's open height, which does not depend on this choice. */
    readonly property bool allOpen: {
        if (!running || !roomy)
            return false;
        let need = content.implicitHeight - steps.height;
        let shown = 0;
        for (let i = 0; i < steps.children.length; ++i) {
            const step = steps.children[i];
            if (step.openHeight === undefined || !step.visible)
                continue;
            need += step.openHeight + (shown > 0 ? steps.spacing : 0);
            ++shown;
        }
        return need <= scroll.availableHeight;
    }
    /** The steps this turn has, in rules order (what the options and the game's expansions offer). */
    readonly property var stepsShown: !running ? [] : [session.hasGhosts ? "ghosts" : "", "place", "score",
                                                       (options.animals || []).length > 0 ? "bigtop" : "",
                                                       pending.length > 0 ? "choice" : "", options.messageOwed ? "message" : "",
                                                       session.hasRobbers ? "robbers" : "", ransoms.length > 0 ? "ransom" : ""]
                                                      .filter(name => name !== "")

    signal scoreRequested(var feature)
    signal messageRequested()
    signal circusRequested()
    signal ghostRequested()
    signal towerRequested()
    signal pyramidRequested(string featureId)
    signal ransomRequested(var ransom)
    signal robberRequested(string playerId)
    signal robberCancelled()
    signal finalScoringRequested()

    /** Runs a session command; a refusal is shown in `section`, and nothing changed. */
    function run(section, ok) {
        if (ok) {
            errorSection = "";
            errorText = "";
        } else {
            errorSection = section;
            errorText = session.lastError;
        }
        return ok;
    }
    function errorFor(section) {
        return errorSection === section ? errorText : "";
    }
    /** What keep() last assigned to each property, as JSON (a plain object: no binding follows it). */
    readonly property var assigned: ({})
    /** Assigns @p value to the property @p name when its content differs. */
    function keep(name, value) {
        const text = JSON.stringify(value);
        if (assigned[name] === text)
            return;
        assigned[name] = text;
        panel[name] = value;
    }
    function follow() {
        // From `options` itself: a handler of its change may run before the bindings on it.
        // Without a turn the place section is hidden: its buttons stay for the next turn that offers the same.
        const place = options.place || null;
        if (place) {
            keep("kinds", place.kinds);
            keep("newFeatures", place.newFeatures.filter(t => t.kinds.indexOf(kind) >= 0));
            keep("sharedFeatures", place.sharedFeatures.filter(t => t.kinds.indexOf(kind) >= 0)
                                                       .map(t => Object.assign({ "figures": featureRow(t.feature).figures }, t)));
        }
        keep("scorable", (options.scorable || []).map(o => Object.assign({ "type": o.type, "typeName": Theme.featureTypeName(o.type) },
                                                                        featureRow(o.feature), { "option": o })));
        keep("pyramids", options.pyramids || []);
        keep("ransoms", (options.ransoms || []).map(r => Object.assign({ "captorName": playerName(r.captor) }, r)));
        keep("robbers", (options.robbers || []).map(r => Object.assign({ "name": playerName(r.player) }, r)));
        keep("pending", (options.pending || []).filter(c => kept.indexOf(choiceKey(c)) < 0));
        keep("joins", joinsOf(placed));
    }
    /** The merge option that holds the placed feature; the features it may join, newest first. */
    function joinsOf(where) {
        if (!placedNow())
            return [];
        const merge = (options.merges || []).find(m => m.features.indexOf(where.feature) >= 0);
        return merge ? merge.features.filter(id => id !== where.feature).reverse().map(id => featureRow(id)) : [];
    }
    /** After a placement on a new feature: the newest feature of its type is the one the figure stands on. */
    function notePlaced(type, feature) {
        if (feature !== "") {
            placed = { "feature": feature, "type": type, "kind": kind };
        } else {
            const merge = (options.merges || []).find(m => m.type === type);
            placed = merge ? { "feature": merge.features[merge.features.length - 1], "type": type, "kind": kind } : {};
        }
        follow();
    }
    /** Joins the placed feature with @p other (a tile connected them). */
    function join(other) {
        run("place", session.apply(session.commands.merge([placed.feature, other])));
    }
    /** J: the only feature to join, else the keys go to the first "joins …". */
    function focusJoin() {
        if (joins.length === 1) {
            join(joins[0].featureId);
        } else if (joins.length > 1) {
            chosenStep = "place";
            joinButtons.itemAt(0).forceActiveFocus();
        }
    }
    /** B: the only ransom, else the keys go to the first. */
    function focusRansom() {
        if (ransoms.length === 1) {
            ransomRequested(ransoms[0]);
        } else if (ransoms.length > 1) {
            chosenStep = "ransom";
            ransomButtons.itemAt(0).forceActiveFocus();
        }
    }
    /** A feature as the players see it: what it is and who is on it. */
    function featureName(row) {
        return FeatureNames.name(row);
    }
    /** A choice belongs to the table as it stands: any event after it (or another game) asks anew. */
    function tableKey() {
        return session ? session.gameId + "/" + session.eventCount : "";
    }
    function choiceKey(choice) {
        return choice.robber + "@" + tableKey();
    }
    /** The robber's owner keeps the suggested victim and figure, which the engine already applied. */
    function keepSuggestion(choice) {
        kept = kept.filter(k => k.endsWith("@" + tableKey())).concat([choiceKey(choice)]);
        errorSection = "";
        follow();
    }
    /** The question a robber's open choice asks. */
    function choiceQuestion(choice) {
        //: %1 the robber's owner, %2 the track space
        return qsTr("%1's robber on space %2: whom does it rob?").arg(Theme.isolate(playerName(choice.robber))).arg(choice.space);
    }
    function playerName(id) {
        const p = players.find(r => r.playerId === id);
        return p ? p.name : id;
    }
    /** The board's row of feature @p id (only its id while the rows catch up with a change). */
    function featureRow(id) {
        return features.find(f => f.featureId === id) || { "featureId": id, "figures": [] };
    }
    function supplyOf(kind) {
        if (!active)
            return 0;
        return kind === "guard" ? active.supplyGuards : kind === "ringmaster" ? active.supplyRingmaster : active.supplyMeeples;
    }
    /** Runs @p action, the turn part's figure or tower floor (@p what "place" or "tower"). One of them is the turn's
        action: a second is legal (a figure entered late) but unusual, so the table is asked first, whatever the path
        (a click, a key, after an undo). "Place another" clicked is the table's answer already, until the table changes. */
    function askSecondAction(what, action) {
        if (options.actionsThisTurnPart > 0 && !placeAgainConfirmed) {
            secondAction = { "what": what, "action": action };
            placeAgainDialog.open();
            return;
        }
        action();
    }
    /** Places a figure of the chosen kind on @p feature (empty: a new feature of @p type). */
    function place(type, feature) {
        askSecondAction("place", () => {
            if (run("place", session.apply(session.commands.place(active.playerId, kind, feature, type))))
                notePlaced(type, feature);
        });
    }
    /** Ends the turn, unless something is owed: an open robber's choice is asked for in place, a message owed is asked
        about (draw it, or end the turn without it). */
    function endTurn() {
        if (pending.length > 0) {
            errorSection = "choice";
            //: %1 the robber's owner
            errorText = Words.say("TurnPanel", QT_TR_NOOP("%1's robber still has to choose whom it robs: choose, then end the turn."),
                                  [Theme.isolate(playerName(pending[0].robber))]);
            chosenStep = "choice";
            const box = choiceBoxes.itemAt(0);
            if (box)
                box.focusSuggested();
            return;
        }
        if (options.messageOwed) {
            messageOwedDialog.open();
            return;
        }
        endTurnNow();
    }
    /** Ends the turn as it stands (a message owed stays a warning in the record). */
    function endTurnNow() {
        run("end", session.apply(session.commands.turn()));
    }
    /** The keys go to the first open choice's suggested victim: Enter takes it. */
    function focusChoice() {
        chosenStep = "choice";
        const box = choiceBoxes.itemAt(0);
        if (box)
            box.focusSuggested();
    }
    function focusPlace() {
        placeAgainShown = true;
        chosenStep = "place";
        const first = placeTypes.itemAt(0);
        if (first)
            first.forceActiveFocus();
    }
    /** S: the only completed feature there can be, or the one the figure of this turn part stands on, opens at once;
        else the keys go to the first (a digit then picks one). */
    function focusScore() {
        const placedRow = placedNow() ? scorable.find(f => f.featureId === placed.feature) : undefined;
        if (scorable.length === 1)
            scoreRequested(scorable[0]);
        else if (placedRow)
            scoreRequested(placedRow);
        else if (scorable.length > 0)
            openStep("score", scoreSection);
    }
    /** Opens step @p name (its row was clicked, or its key pressed): the keys go to its first action. */
    function openStep(name, section) {
        chosenStep = name;
        if (name === "choice")
            focusChoice();
        else if (name === "place" && !placeFolded)
            focusPlace();
        else
            section.focusFirst();
    }
    /** What the place step's row says once this turn part has its figure. */
    function placedSummary() {
        if (!placeOptions || options.actionsThisTurnPart === 0)
            return "";
        if (!placedNow())
            return qsTr("Placed this turn");
        //: %1 a kind of figure (meeple, guard meeple…), %2 the feature as the players see it ("Ana's city")
        return qsTr("Placed: %1 on %2").arg(Theme.figureKindName(placed.kind || "meeple")).arg(featureName(featureRow(placed.feature)));
    }
    /** A folded step takes half the panel's width when its row fits there in two lines: two rows share a line. */
    function stepWidth(section) {
        const half = (steps.width - steps.spacing) / 2;
        return section.open || section.foldedWidth > 1.9 * half ? steps.width : half;
    }
    /** Whether `placed` is this turn part's placement. */
    function placedNow() {
        return !!placed.feature && !!placeOptions && options.actionsThisTurnPart > 0;
    }
    function showRobberError(message) {
        errorSection = "robber";
        errorText = message;
    }
    /** Scrolls the panel so that `item`, when it is one of the panel's controls, is fully shown. */
    function reveal(item) {
        let p = item;
        while (p && p !== content)
            p = p.parent;
        if (!p || item === content)
            return;
        const flick = scroll.contentItem;
        const top = item.mapToItem(content, 0, 0).y - Theme.spacing;
        const bottom = top + item.height + 2 * Theme.spacing;
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top);
        else if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(bottom, flick.contentHeight) - flick.height);
    }

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border

    onKindChanged: {
        errorSection = "";
        follow();
    }
    onOptionsChanged: {
        if (!placeOptions || options.actionsThisTurnPart === 0)
            placeAgainShown = false;
        placeAgainConfirmed = false;
        follow();
    }
    // The rows only lend names and figures to what the options offer: once they have all caught up.
    onFeaturesChanged: Qt.callLater(follow)
    onPlayersChanged: Qt.callLater(follow)
    Component.onCompleted: follow()

    Connections {
        target: panel.session
        function onChanged() {
            panel.errorSection = "";
            // What the table did moves the turn on: the step it is at opens.
            panel.chosenStep = "";
            // The chosen kind ran out (or is not the active player's to place): the first one the engine offers.
            if (panel.kinds.length > 0 && panel.kinds.indexOf(panel.kind) < 0)
                panel.kind = panel.kinds[0];
        }
    }

    // Keyboard focus moving to a control out of sight (Tab, a shortcut) scrolls it into view.
    Connections {
        target: panel.Window.window
        function onActiveFocusItemChanged() {
            const item = panel.Window.window.activeFocusItem;
            if (item)
                panel.reveal(item);
        }
    }

    ScrollView {
        id: scroll

        objectName: "turnScroll"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: endColumn.visible ? endColumn.top : parent.bottom
        anchors.margins: Theme.panelPadding
        contentWidth: availableWidth
        clip: true
        // Always shown when the turn does not fit, so that what is below the fold is not missed.
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        ColumnLayout {
            id: content

            objectName: "turnContent"
            // Always clear of the scroll bar: a width that followed the bar's showing would change the height that
            // decides whether it shows, and the layout would never settle.
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - Theme.spacingSmall
            // Close together: a heavy turn (every expansion, six players) fits at 1366×768 without scrolling.
            spacing: Theme.spacingSmall

            // Who is playing.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                PlayerBadge {
                    visible: panel.active !== null
                    size: 32
                    playerColor: panel.active ? panel.active.color : Theme.unknownPlayer
                    symbol: panel.active ? panel.active.symbol : ""
                }
                // One line: the panel's height is the turn's.
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        //: %1 the active player's name
                        text: panel.active ? qsTr("%1's turn").arg(Theme.isolate(panel.active.name))
                                           : (panel.session && panel.session.finished ? qsTr("The game is over")
                                                                                      : qsTr("No turn yet"))
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.alignment: Qt.AlignBaseline
                        visible: panel.session !== null && panel.session.turnNumber > 0
                        //: %1 the turn's number
                        text: panel.session ? qsTr("Turn %1").arg(panel.session.turnNumber) : ""
                        font.pixelSize: Theme.fontBase
                        color: Theme.mutedText
                    }
                }
            }

            ActionButton {
                objectName: "beginButton"
                Layout.fillWidth: true
                visible: panel.session !== null && panel.session.isOpen && !panel.session.finished && panel.active === null
                //: %1 the name of the player who begins; (N) the key that does it
                text: qsTr("Begin the first turn: %1 (N)").arg(Theme.isolate(panel.nextName))
                highlighted: true
                implicitHeight: Theme.px(56)
                font.pixelSize: Theme.fontLarge
                onClicked: panel.endTurn()
            }

            Repeater {
                model: panel.session ? panel.session.warnings : []

                delegate: Label {
                    required property var modelData

                    Layout.fillWidth: true
                    text: "\u26A0 " + (modelData.text || "")
                    color: Theme.attention
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }
            }

            // The steps in rules order: the open one with its actions, each other one row (two short ones share a line).
            Flow {
                id: steps

                objectName: "turnSteps"
                Layout.fillWidth: true
                spacing: Theme.spacingSmall

            TurnSection {
                turn: panel
                name: "ghosts"
                //: %n how many ghosts are left in the common supply
                summary: panel.session ? qsTr("%n ghost(s) left", "", panel.session.ghostsInSupply) : ""
                title: qsTr("Ghosts")
                error: panel.errorFor("ghost")

                ActionButton {
                    objectName: "ghostButton"
                    text: qsTr("Add a ghost (G)")
                    enabled: panel.ghostTargets > 0
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: panel.ghostRequested()
                }
                Label {
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                    //: %n how many ghosts are left in the common supply
                    text: panel.session ? qsTr("%n ghost(s) left", "", panel.session.ghostsInSupply) : ""
                    font.pixelSize: Theme.fontBase
                    color: Theme.mutedText
                }
            }

            TurnSection {
                id: placeSection

                turn: panel
                name: "place"
                summary: panel.placedSummary()
                title: qsTr("Place a figure (P)")
                error: panel.errorFor("place")
                // With the keys in the section, a digit places on the new feature of that number's button.
                Keys.onPressed: (event) => {
                    const n = event.key - Qt.Key_1;
                    if (event.modifiers === Qt.NoModifier && n >= 0 && n < placeTypes.count) {
                        placeTypes.itemAt(n).clicked();
                        event.accepted = true;
                    }
                }

                // After this turn part's placement one button stands for them all: a second placement is unusual.
                ActionButton {
                    objectName: "placeAgainButton"
                    visible: panel.placeFolded
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    text: qsTr("Place another")
                    onClicked: {
                        panel.placeAgainConfirmed = true;
                        panel.focusPlace();
                    }
                }
                // Which figure from the supply: the kinds the engine says the active player may place.
                Repeater {
                    model: panel.placeFolded ? [] : panel.kinds

                    delegate: ActionButton {
                        id: kindButton

                        required property string modelData
                        readonly property int inSupply: panel.supplyOf(modelData)

                        objectName: "kind-" + modelData
                        checkable: true
                        checked: panel.kind === modelData
                        highlighted: checked
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        //: %1 a kind of figure (meeple, guard meeple, ringmaster), %2 how many are left in the supply
                        text: qsTr("%1 ×%2").arg(Theme.figureKindName(modelData)).arg(inSupply)
                        onClicked: panel.kind = modelData
                        //: %1 a kind of figure (meeple, guard meeple, ringmaster), %n how many of them are left in the supply
                        Accessible.name: qsTr("Place a %1, %n left", "", inSupply).arg(Theme.figureKindName(modelData))
                    }
                }
                Item {
                    visible: !panel.placeFolded
                    width: panel.stepsWidth
                    height: 1
                }
                // The feature types a new feature may have, for the chosen kind.
                Repeater {
                    id: placeTypes

                    model: panel.newFeatures

                    delegate: ActionButton {
                        id: typeButton

                        required property var modelData
                        required property int index

                        objectName: "place-" + modelData.type
                        visible: !panel.placeFolded
                        implicitHeight: Theme.px(52)
                        font.pixelSize: Theme.fontBase
                        text: Theme.featureTypeName(modelData.type)
                        icon.width: 0
                        contentItem: RowLayout {
                            spacing: 6

                            // The digit that places here once the keys are in the section.
                            Label {
                                visible: typeButton.index < 9
                                text: typeButton.index + 1
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                color: Theme.mutedText
                            }
                            FeatureIcon {
                                implicitWidth: Theme.px(30)
                                implicitHeight: Theme.px(30)
                                type: typeButton.modelData.type
                            }
                            Label {
                                text: typeButton.text
                                font: typeButton.font
                            }
                        }
                        //: %1 a kind of feature (road, city…)
                        Accessible.name: qsTr("Place on a new %1").arg(text)
                        onClicked: panel.place(modelData.type, "")
                    }
                }
                // Features on the board that take another figure: open towers, acrobat spaces with room.
                Repeater {
                    model: panel.sharedFeatures

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "place-on-" + modelData.feature
                        visible: !panel.placeFolded
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        //: a tower to place the figure on: %1 the tower as the players see it ("tower 2, height 3")
                        text: modelData.type === "tower" ? qsTr("On top of %1").arg(panel.featureName(panel.featureRow(modelData.feature)))
                                                         //: %1 the acrobat space, %2 its acrobats, %3 a full pyramid's
                                                         : qsTr("Join acrobats %1 (%2 of %3)").arg(FeatureNames.number(modelData.feature))
                                                               .arg(modelData.figures.length).arg(panel.options.pyramidSize)
                        onClicked: panel.place(modelData.type, modelData.feature)
                    }
                }
                // The figure just placed: the tile may have joined its feature to occupied ones.
                Repeater {
                    id: joinButtons

                    model: panel.running ? panel.joins : []

                    delegate: ActionButton {
                        required property var modelData
                        required property int index

                        objectName: "join-" + modelData.featureId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        //: %1 a feature as the players see it ("Ben's road"); J is the key
                        text: index === 0 ? qsTr("Joins %1 (J)").arg(panel.featureName(modelData))
                                          //: %1 a feature as the players see it ("Ben's road")
                                          : qsTr("Joins %1").arg(panel.featureName(modelData))
                        onClicked: panel.join(modelData.featureId)
                    }
                }
                ActionButton {
                    objectName: "towerButton"
                    visible: !!panel.options.tower
                    text: qsTr("Tower floor (T)…")
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: panel.towerRequested()
                }
                Repeater {
                    model: panel.pyramids

                    delegate: ActionButton {
                        required property string modelData

                        objectName: "pyramid-" + modelData
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        highlighted: true
                        //: %1 the acrobat space's id as written in the record
                        text: qsTr("Score pyramid %1…").arg(modelData)
                        onClicked: panel.pyramidRequested(modelData)
                    }
                }
            }

            TurnSection {
                id: scoreSection

                turn: panel
                name: "score"
                //: %n how many completed features may be scored now
                summary: panel.scorable.length > 0 ? qsTr("%n feature(s) to score", "", panel.scorable.length) : qsTr("Nothing to score")
                title: qsTr("Completed features (S)")
                // With the keys in the section, a digit opens the feature of that number's button.
                Keys.onPressed: (event) => {
                    const n = event.key - Qt.Key_1;
                    if (event.modifiers === Qt.NoModifier && n >= 0 && n < scoreButtons.count) {
                        scoreButtons.itemAt(n).clicked();
                        event.accepted = true;
                    }
                }

                Label {
                    visible: panel.scorable.length === 0
                    text: qsTr("No road, city, monastery, castle or cemetery is occupied.")
                    font.pixelSize: Theme.fontBase
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                    width: panel.stepsWidth
                }
                Repeater {
                    id: scoreButtons

                    model: panel.scorable

                    delegate: ActionButton {
                        id: scoreButton

                        required property var modelData
                        required property int index

                        objectName: "score-" + modelData.featureId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        text: panel.featureName(modelData)
                        contentItem: RowLayout {
                            spacing: 6

                            // The digit that opens it once the keys are in the section.
                            Label {
                                visible: scoreButton.index < 9
                                text: scoreButton.index + 1
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                                color: Theme.mutedText
                            }

                            FeatureIcon {
                                implicitWidth: Theme.px(30)
                                implicitHeight: Theme.px(30)
                                type: scoreButton.modelData.type
                            }
                            Label {
                                text: scoreButton.text
                                font: scoreButton.font
                            }
                            Repeater {
                                model: scoreButton.modelData.figures

                                delegate: PlayerBadge {
                                    required property var modelData

                                    size: 22
                                    playerColor: modelData.color
                                    symbol: modelData.symbol
                                }
                            }
                        }
                        //: %1 a feature ("road r3")
                        Accessible.name: qsTr("Score %1").arg(text)
                        onClicked: panel.scoreRequested(modelData)
                    }
                }
            }

            TurnSection {
                turn: panel
                name: "bigtop"
                title: qsTr("Big top")

                ActionButton {
                    objectName: "circusButton"
                    text: qsTr("Score the big top (C)…")
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: panel.circusRequested()
                }
            }

            TurnSection {
                id: choiceSection

                turn: panel
                name: "choice"
                title: panel.pending.length > 0 ? panel.choiceQuestion(panel.pending[0]) : ""
                headingWhenOpen: false
                attention: true

                Repeater {
                    id: choiceBoxes

                    model: panel.running ? panel.pending : []

                    delegate: Rectangle {
                        id: choiceBox

                        objectName: "robberChoice"
                        width: panel.stepsWidth
                        required property var modelData
                        /** The engine's output for the same robber: the robber's share of each candidate, the reason in words. */
                        readonly property var described: (panel.session ? panel.session.choices : []).find(c => c.robber === modelData.robber) || ({})
                        /** With The Messengers, the scoring figure the stolen points move: the suggestion's unless changed. */
                        property string rogueMover: ""
                        readonly property string chosenMover: rogueMover !== "" ? rogueMover : modelData.suggested.mover
                        readonly property var scoringFigures: panel.options.scoringFigures || []

                        function shareOf(candidate) {
                            const list = described.candidates || [];
                            const found = list.find(c => c.player === candidate.player && c.figure === candidate.figure);
                            return found ? found.rogue : "";
                        }
                        function focusSuggested() {
                            for (let i = 0; i < candidateButtons.count; ++i) {
                                const button = candidateButtons.itemAt(i);
                                if (button.suggested || i === candidateButtons.count - 1) {
                                    button.forceActiveFocus();
                                    return;
                                }
                            }
                        }

                        implicitHeight: choiceColumn.implicitHeight + 2 * Theme.spacingSmall
                        radius: Theme.radius
                        color: Theme.attentionBackground
                        border.color: Theme.attention
                        border.width: 3

                        ColumnLayout {
                            id: choiceColumn

                            anchors.fill: parent
                            anchors.margins: Theme.spacingSmall
                            spacing: Theme.px(3)

                            Label {
                                Layout.fillWidth: true
                                horizontalAlignment: Text.AlignLeft
                                text: panel.choiceQuestion(choiceBox.modelData)
                                font.pixelSize: Theme.fontBase
                                font.bold: true
                                wrapMode: Text.Wrap
                            }
                            // Said in the box, which stays in view while the keys go to its buttons.
                            InlineError {
                                Layout.fillWidth: true
                                text: panel.errorFor("choice")
                            }
                            Label {
                                Layout.fillWidth: true
                                horizontalAlignment: Text.AlignLeft
                                //: %1 the player's name, %2 the reason ("the most points")
                                text: qsTr("Suggested: %1 — %2").arg(Theme.isolate(panel.playerName(choiceBox.modelData.suggested.player)))
                                                             .arg(choiceBox.described.reasonText || Theme.reasonText(choiceBox.modelData.suggested.reason))
                                font.pixelSize: Theme.fontBase
                                wrapMode: Text.Wrap
                            }
                            Flow {
                                id: rogueRow

                                Layout.fillWidth: true
                                visible: choiceBox.scoringFigures.length > 1
                                spacing: Theme.spacingSmall

                                Label {
                                    width: Math.min(implicitWidth, rogueRow.width)
                                    // As tall as the buttons beside it; on a line of its own, as tall as its text.
                                    height: implicitWidth + rogueRow.spacing + figureButtons.implicitWidth <= rogueRow.width
                                            ? Math.max(implicitHeight, Theme.controlHeight) : implicitHeight
                                    verticalAlignment: Text.AlignVCenter
                                    text: qsTr("Which scoring figure takes the stolen points?")
                                    font.pixelSize: Theme.fontBase
                                    wrapMode: Text.Wrap
                                }
                                // The figures side by side, after the question or under it.
                                Row {
                                    id: figureButtons

                                    spacing: Theme.spacingSmall

                                    Repeater {
                                        model: choiceBox.scoringFigures

                                        delegate: ActionButton {
                                            required property string modelData

                                            objectName: "rogue-" + choiceBox.modelData.robber + "-" + modelData
                                            checkable: true
                                            checked: choiceBox.chosenMover === modelData
                                            highlighted: checked
                                            implicitHeight: Theme.controlHeight
                                            font.pixelSize: Theme.fontBase
                                            text: Theme.scoringFigureName(modelData)
                                            onClicked: choiceBox.rogueMover = modelData
                                        }
                                    }
                                }
                            }
                            // The victims, and the button that keeps the suggestion, on one line where they fit.
                            Flow {
                                id: stealRow

                                Layout.fillWidth: true
                                spacing: Theme.spacingSmall

                                Repeater {
                                    id: candidateButtons

                                    model: choiceBox.modelData.candidates

                                    delegate: ActionButton {
                                        required property var modelData

                                        objectName: "steal-" + modelData.player + "-" + modelData.figure
                                        readonly property bool suggested: choiceBox.modelData.suggested.player === modelData.player
                                                                          && choiceBox.modelData.suggested.figure === modelData.figure

                                        width: Math.min(implicitWidth, stealRow.width)
                                        // Kept in view while the box grows above it (the question the end of the turn asked).
                                        onYChanged: if (activeFocus) panel.reveal(this)
                                        // A long sentence (a long name, a long translation) wraps and the button grows.
                                        implicitHeight: Math.max(Theme.controlHeight, contentItem.implicitHeight + topPadding + bottomPadding)
                                        highlighted: suggested
                                        font.pixelSize: Theme.fontBase
                                        contentItem: Label {
                                            text: parent.text
                                            font: parent.font
                                            color: parent.palette.buttonText
                                            wrapMode: Text.Wrap
                                            horizontalAlignment: Text.AlignHCenter
                                            verticalAlignment: Text.AlignVCenter
                                        }
                                        //: %1 the robbed player's name, %2 their scoring figure, %n the points it moved, %3 the robber's share
                                        text: qsTr("Rob %1's %2: %n point(s), takes %3", "", modelData.points).arg(Theme.isolate(panel.playerName(modelData.player)))
                                              .arg(Theme.scoringFigureName(modelData.figure)).arg(choiceBox.shareOf(modelData))
                                              + (suggested ? "  \u2605" : "")
                                        onClicked: panel.run("choice", panel.session.apply(
                                                                 panel.session.commands.steal(choiceBox.modelData.robber, modelData.player, modelData.figure)
                                                                 .withMover(choiceBox.scoringFigures.length > 1 ? choiceBox.chosenMover : "")))
                                    }
                                }
                                ActionButton {
                                    objectName: "keepSuggestion-" + choiceBox.modelData.robber
                                    font.pixelSize: Theme.fontBase
                                    text: qsTr("Keep the suggestion")
                                    onClicked: panel.keepSuggestion(choiceBox.modelData)
                                }
                            }
                        }
                    }
                }
            }

            TurnSection {
                id: messageSection

                turn: panel
                name: "message"
                //: %1 the active player's name; their scoring meeple stopped on a dark space of the track
                title: qsTr("\u2709 %1 landed on a dark space: draw a message tile!").arg(Theme.isolate(panel.active ? panel.active.name : ""))
                headingWhenOpen: false
                attention: true

                Rectangle {
                    objectName: "messageBanner"
                    width: panel.stepsWidth
                    implicitHeight: messageColumn.implicitHeight + 2 * Theme.spacingSmall
                    radius: Theme.radius
                    color: Theme.attentionBackground
                    border.color: Theme.attention
                    border.width: 3

                    // The sentence and its button on one line where they fit.
                    Flow {
                        id: messageColumn

                        anchors.fill: parent
                        anchors.margins: Theme.spacingSmall
                        spacing: Theme.spacingSmall

                        Label {
                            id: messageLine

                            // Its one line's width measured apart: a wrapped label's own width follows the width it has.
                            width: Math.min(Math.ceil(messageMetrics.advanceWidth) + Theme.spacingSmall, messageColumn.width)
                            horizontalAlignment: Text.AlignLeft
                            //: %1 the active player's name; their scoring meeple stopped on a dark space of the track
                            text: qsTr("\u2709 %1 landed on a dark space: draw a message tile!").arg(Theme.isolate(panel.active ? panel.active.name : ""))
                            font.pixelSize: Theme.fontBase
                            font.bold: true
                            wrapMode: Text.Wrap

                            TextMetrics {
                                id: messageMetrics

                                text: messageLine.text
                                font: messageLine.font
                            }
                        }
                        ActionButton {
                            objectName: "messageButton"
                            text: qsTr("Resolve the message (M)")
                            highlighted: true
                            implicitHeight: Theme.controlHeight
                            font.pixelSize: Theme.fontBase
                            onClicked: panel.messageRequested()
                        }
                    }
                }
            }

            TurnSection {
                id: robbersSection

                turn: panel
                name: "robbers"
                title: qsTr("Robbers (R)")
                error: panel.errorFor("robber")

                Repeater {
                    model: panel.robbers

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "robber-" + modelData.player
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        checkable: true
                        checked: panel.robberPlayer === modelData.player
                        highlighted: checked
                        //: %1 the robber's owner's name
                        readonly property string sentence: modelData.space < 0 ? qsTr("Place %1's robber").arg(Theme.isolate(modelData.name))
                                                                               //: %1 the robber's owner's name
                                                                               : qsTr("Move %1's robber").arg(Theme.isolate(modelData.name))
                        // With many robbers, their owners' names alone: the section's title says what they do.
                        text: panel.robbers.length > 2 ? Theme.isolate(modelData.name) : sentence
                        Accessible.name: sentence
                        onClicked: panel.robberPlayer === modelData.player ? panel.robberCancelled()
                                                                           : panel.robberRequested(modelData.player)
                    }
                }
                Label {
                    visible: panel.robberPlayer !== ""
                    width: panel.stepsWidth
                    text: qsTr("Click a highlighted space on the track (or arrows and Enter); Esc cancels.")
                    font.pixelSize: Theme.fontBase
                    font.bold: true
                    wrapMode: Text.Wrap
                }
            }

            TurnSection {
                turn: panel
                name: "ransom"
                title: qsTr("Ransom (B)")

                Repeater {
                    id: ransomButtons

                    model: panel.ransoms

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "ransom-" + modelData.figure
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        //: %1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner
                        text: qsTr("Buy back your %1 from %2…").arg(Theme.figureKindName(modelData.kind)).arg(Theme.isolate(modelData.captorName))
                        onClicked: panel.ransomRequested(modelData)
                    }
                }
            }
            }
        }
    }

    // The end of the turn is always in view, below whatever the turn's sections need.
    ColumnLayout {
        id: endColumn

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.panelPadding
        visible: panel.running
        spacing: Theme.spacingSmall

        InlineError {
            Layout.fillWidth: true
            text: panel.errorFor("end")
        }
        // End turn and final scoring on one line, placed by hand: a row layout kept the widths of the language before.
        Item {
            id: endLine

            Layout.fillWidth: true
            implicitHeight: Math.max(endButton.implicitHeight, finalButton.implicitHeight)

            ActionButton {
                id: endButton

                objectName: "endTurnButton"
                anchors.left: parent.left
                anchors.right: finalButton.left
                anchors.rightMargin: Theme.spacingSmall
                anchors.verticalCenter: parent.verticalCenter
                implicitHeight: Theme.px(60)
                highlighted: true
                font.pixelSize: Theme.fontLarge
                font.bold: true
                //: %1 the next player's name; N is the key
                text: qsTr("End turn \u2192 %1 (N)").arg(Theme.isolate(panel.nextName))
                onClicked: panel.endTurn()
            }
            ActionButton {
                id: finalButton

                objectName: "finalScoringButton"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                // End turn keeps the width its sentence needs; this one takes its one line where that leaves room for
                // it, else wraps into what is left. The line is measured apart: a wrapped label's own width would keep
                // the width it wrapped to.
                width: Math.max(0, Math.min(Math.ceil(finalMetrics.advanceWidth) + leftPadding + rightPadding + Theme.spacingSmall,
                                            endLine.width - endButton.implicitWidth - Theme.spacingSmall))
                flat: true
                font.pixelSize: Theme.fontSmall
                text: qsTr("The last tile is placed: final scoring (F)…")
                contentItem: Label {
                    text: finalButton.text
                    font: finalButton.font
                    color: Theme.text
                    wrapMode: Text.Wrap
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                onClicked: panel.finalScoringRequested()

                TextMetrics {
                    id: finalMetrics

                    text: finalButton.text
                    font: finalButton.font
                }
            }
        }
    }

    // A second action in one turn part (a figure, a tower floor): legal, but unusual enough to be asked about (Enter
    // enters it, Esc not). The same question whatever the path.
    ConfirmDialog {
        id: placeAgainDialog

        objectName: "placeAgainDialog"
        title: panel.secondAction.what === "tower" ? qsTr("Add a tower floor this turn too?")
                                                   : qsTr("Place another figure this turn?")
        //: %1 the active player; placing a figure and adding a tower floor are the turn's one action
        text: qsTr("%1 has already placed a figure or added a tower floor this turn, and a turn takes one of them. Enter another anyway?")
              .arg(Theme.isolate(panel.active ? panel.active.name : ""))
        acceptText: panel.secondAction.what === "tower" ? qsTr("Add a floor") : qsTr("Place another")
        onConfirmed: {
            close();
            const action = panel.secondAction.action;
            panel.secondAction = {};
            if (action)
                action();
        }
    }

    // End turn while a message is owed: the rules say it is drawn now; the table may still end the turn without it
    // (the record keeps a warning).
    ConfirmDialog {
        id: messageOwedDialog

        objectName: "messageOwedDialog"
        title: qsTr("A message is still owed")
        //: %1 the active player
        text: qsTr("%1's scoring figure ended a move on a dark space: %1 draws a message before the turn ends.")
              .arg(Theme.isolate(panel.active ? panel.active.name : ""))
        acceptText: qsTr("Draw the message")
        onConfirmed: {
            close();
            panel.messageRequested();
        }

        ActionButton {
            objectName: "endWithoutMessage"
            text: qsTr("End the turn without it")
            onClicked: {
                messageOwedDialog.close();
                panel.endTurnNow();
            }
        }
    }
}
