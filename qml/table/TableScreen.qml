// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "FeatureNames.js" as FeatureNames
import MeepleLedger.Models

/* The game at the table: the scoring track with the players inside it, the board's occupied features,
   the turn panel and the ledger. Every frequent action has a key; the whole turn works without a mouse. */
FocusScope {
    id: screen

    property var session: null
    /** {code, name} of the languages, for the dispute view, and the one the app speaks. */
    property var languages: []
    property string language: "en"
    /** The player whose robber is being placed by a click on the track, or "". */
    property string robberPlayer: ""
    /** What the table may do next (session.options), read once per change and handed to the panels and dialogs. */
    readonly property turnOptions options: session ? session.options : noOptions
    /** The options of no game: nothing possible. */
    property turnOptions noOptions
    /** The share of the left column's height the track may take: under it the board and the ledger need room for
        the newest four payouts at 1366×768 (the track keeps spaces of about 40 px there). */
    readonly property real trackShare: 0.59
    /** The turn the robber prompt was opened in: the prompt ends with it. */
    property int robberTurn: -1
    readonly property var robberSpaces: robberPlayer !== "" ? robberSpacesOf(robberPlayer) : []
    readonly property bool dialogOpen: scoreDialog.visible || messageDialog.visible || circusDialog.visible
                                       || ghostDialog.visible || towerDialog.visible || mergeDialog.visible
                                       || removeDialog.visible || adjustDialog.visible || pyramidDialog.visible
                                       || ransomDialog.visible || disputeDialog.visible || recallDialog.visible
                                       || goodsDialog.visible

    readonly property var players: playerRows.rows
    readonly property var features: featureRows.rows
    readonly property var activePlayer: players.find(p => p.isActive) || null
    /** Every figure on the board, with its feature. */
    readonly property var boardFigures: {
        const out = [];
        for (let i = 0; i < features.length; ++i) {
            const f = features[i];
            const figures = f.figures || [];
            for (let j = 0; j < figures.length; ++j)
                out.push(Object.assign({ "featureId": f.featureId, "typeName": f.typeName, "type": f.type,
                                         "featureName": FeatureNames.name(f) }, figures[j]));
        }
        return out;
    }
    /** The scoring figures and robbers for the track drawing. */
    readonly property var trackFigures: {
        const out = [];
        for (let i = 0; i < players.length; ++i) {
            const p = players[i];
            const base = { "player": p.playerId, "name": p.name, "color": String(p.color), "symbol": p.symbol };
            out.push(Object.assign({ "key": p.playerId + "/meeple", "kind": "meeple", "space": p.meepleSpace,
                                     "laps": p.meepleLaps }, base));
            if (p.messengerPosition >= 0)
                out.push(Object.assign({ "key": p.playerId + "/messenger", "kind": "messenger",
                                         "space": p.messengerSpace, "laps": p.messengerLaps }, base));
            if (p.robberSpace >= 0)
                out.push(Object.assign({ "key": p.playerId + "/robber", "kind": "robber", "space": p.robberSpace, "laps": 0 }, base));
        }
        return out;
    }

    // The parts tests and the window reach into.
    property alias track: track
    property alias turnPanel: turnPanel
    property alias ledgerPanel: ledgerPanel
    property alias boardPanel: boardPanel
    property alias scoreDialog: scoreDialog
    property alias messageDialog: messageDialog
    property alias circusDialog: circusDialog
    property alias ghostDialog: ghostDialog
    property alias towerDialog: towerDialog
    property alias disputeDialog: disputeDialog
    property alias mergeDialog: mergeDialog
    property alias pyramidDialog: pyramidDialog
    property alias ransomDialog: ransomDialog
    property alias recallDialog: recallDialog
    property alias goodsDialog: goodsDialog
    property alias removeDialog: removeDialog
    property alias adjustDialog: adjustDialog

    signal libraryRequested()
    signal finalScoringRequested()
    /** The players picked another language on the table (AppState keeps it). */
    signal languageChosen(string code)

    function playerName(id) {
        const p = players.find(r => r.playerId === id);
        return p ? p.name : id;
    }
    function openScore(feature) {
        scoreDialog.feature = feature;
        scoreDialog.open();
    }
    /** The track spaces the engine offers @p playerId's robber now (options.robbers). */
    function robberSpacesOf(playerId) {
        return options.robberSpaces(playerId);
    }
    function startRobber(playerId) {
        const spaces = robberSpacesOf(playerId);
        if (spaces.length === 0) {
            //: %1 the robber's owner's name
            turnPanel.showRobberError(Words.say("TableScreen", QT_TR_NOOP("No space holds another player's scoring figure: %1's robber cannot be placed now."),
                                                [Theme.isolate(playerName(playerId))]));
            return;
        }
        robberPlayer = playerId;
        robberTurn = session.turnNumber;
        track.currentSpace = spaces[0];
        track.forceActiveFocus();
    }
    function cancelRobber() {
        robberPlayer = "";
        robberTurn = -1;
        // The track takes no key once nothing on it is selectable: the keys go back to the turn.
        if (track.activeFocus)
            turnPanel.forceActiveFocus();
    }
    /** Enter on the track: a space that takes no robber says so instead of doing nothing. */
    function refuseClosedSpace() {
        if (robberPlayer === "" || track.isSelectable(track.currentSpace))
            return;
        //: %1 a track space, %2 the robber's owner
        turnPanel.showRobberError(Words.say("TableScreen", QT_TR_NOOP("Space %1 takes no robber of %2's now: choose a highlighted space."),
                                            [String(track.currentSpace), Theme.isolate(playerName(robberPlayer))]));
    }
    /** Opens the tower dialog (capturing @p capture, if given); a floor after this turn part's figure is asked about
        first, as every second action is. */
    /** Opens the abbot's early return for the engine's option @p recall. */
    function openRecall(recall) {
        recallDialog.recall = recall;
        recallDialog.open();
    }
    function openTower(capture) {
        turnPanel.askSecondAction("tower", () => towerDialog.openCapturing(capture));
    }
    function placeRobberOn(space) {
        if (robberPlayer === "")
            return;
        if (session.apply(session.commands.robber(robberPlayer, space))) {
            cancelRobber();
            turnPanel.showRobberError("");
        } else {
            turnPanel.showRobberError(session.lastError);
        }
    }
    /** The robbers' owners kept the suggestions for @p choices in a dialog: the turn asks them no more. */
    function keepChoices(choices) {
        for (const choice of choices)
            turnPanel.keepSuggestion(choice);
    }
    /** The event count when the last dialog opened: what it entered is what a message owed now follows. */
    property int eventsWhenAsked: -1
    /** The turn the table asked to end once nothing a dialog's action opened is owed (Ctrl+Enter in a dialog); -1 for
        none. A dialog closed without entering anything drops it: the table changed its mind. */
    property int endTurnAfter: -1
    /** What is owed next takes the keys once no dialog is open, in the rules' order: a robber's choice opened by a
        scoring (Enter robs the suggested), then a message owed because of what was just entered, whose dialog opens
        by itself (once: closed, it waits for M); then the end of the turn the table asked for with Ctrl+Enter. */
    function focusPendingChoice() {
        if (dialogOpen || !session || !session.isOpen)
            return;
        if (endTurnAfter !== session.turnNumber)
            endTurnAfter = -1;
        if (turnPanel.pending.length > 0) {
            turnPanel.focusChoice();
            return;
        }
        if (options.messageOwed && eventsWhenAsked >= 0 && session.eventCount > eventsWhenAsked) {
            eventsWhenAsked = -1;
            messageDialog.open();
            return;
        }
        if (endTurnAfter >= 0) {
            endTurnAfter = -1;
            turnPanel.endTurn();
        }
    }
    function endTurnWhenDone() {
        endTurnAfter = session ? session.turnNumber : -1;
        Qt.callLater(focusPendingChoice);
    }
    function undo() {
        ledgerPanel.undo();
    }
    function redo() {
        ledgerPanel.redo();
    }

    ModelRows {
        id: playerRows

        model: screen.session ? screen.session.players : null
        roles: ["playerId", "name", "color", "symbol", "score", "meeplePosition", "messengerPosition", "meepleSpace",
                "meepleLaps", "messengerSpace", "messengerLaps", "robberSpace",
                "isActive", "supplyMeeples", "supplyGuards", "supplyRingmaster", "supplyFloors", "robberInSupply",
                "prisoners", "ghostsOnFigures", "figuresOnBoard", "rank", "supplyOthers", "goods"]
    }
    ModelRows {
        id: featureRows

        model: screen.session ? screen.session.features : null
        roles: ["featureId", "type", "typeName", "figures", "floors", "isOpen", "givenName", "mark", "marked"]
    }

    Connections {
        target: screen.session
        function onChanged() {
            // The prompt belongs to its turn, and to the spaces the engine still offers.
            if (screen.robberPlayer !== "" && (screen.session.turnNumber !== screen.robberTurn
                                               || screen.robberSpacesOf(screen.robberPlayer).length === 0))
                screen.cancelRobber();
        }
    }

    onDialogOpenChanged: {
        if (dialogOpen && session)
            eventsWhenAsked = session.eventCount;
        else if (session && session.eventCount === eventsWhenAsked)
            endTurnAfter = -1;
        Qt.callLater(focusPendingChoice);
    }
    Connections {
        target: turnPanel
        function onPendingChanged() {
            Qt.callLater(screen.focusPendingChoice);
        }
    }

    // Keys for every frequent action. A modal dialog blocks them while it is open.
    // Written out rather than StandardKey: on some platforms StandardKey.Redo is Ctrl+Shift+Z too, and the same
    // sequence twice makes the shortcut ambiguous.
    Shortcut {
        autoRepeat: false
        sequence: "Ctrl+Z"
        enabled: screen.visible
        onActivated: screen.undo()
    }
    Shortcut {
        autoRepeat: false
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: screen.visible
        onActivated: screen.redo()
    }
    Shortcut {
        autoRepeat: false
        sequence: "N"
        enabled: screen.visible && screen.session !== null && !screen.session.finished
        onActivated: turnPanel.endTurn()
    }
    Shortcut {
        autoRepeat: false
        sequence: "P"
        enabled: screen.visible && screen.activePlayer !== null
        onActivated: turnPanel.focusPlace()
    }
    Shortcut {
        autoRepeat: false
        sequence: "S"
        enabled: screen.visible && screen.activePlayer !== null
        onActivated: turnPanel.focusScore()
    }
    Shortcut {
        autoRepeat: false
        sequence: "M"
        enabled: screen.visible && screen.session !== null && screen.options.messageOwed
        onActivated: messageDialog.open()
    }
    Shortcut {
        autoRepeat: false
        sequence: "R"
        enabled: screen.visible && screen.session !== null && screen.session.hasRobbers && screen.activePlayer !== null
        onActivated: screen.robberPlayer === "" ? screen.startRobber(screen.activePlayer.playerId) : screen.cancelRobber()
    }
    Shortcut {
        autoRepeat: false
        sequence: "G"
        enabled: screen.visible && screen.turnPanel.ghostTargets > 0
        onActivated: { ghostDialog.featureFilter = ""; ghostDialog.open(); }
    }
    Shortcut {
        autoRepeat: false
        sequence: "T"
        enabled: screen.visible && screen.session !== null && screen.options.hasTower
        onActivated: screen.openTower("")
    }
    Shortcut {
        autoRepeat: false
        sequence: "C"
        enabled: screen.visible && screen.session !== null && screen.activePlayer !== null
                 && screen.options.animals.length > 0
        onActivated: circusDialog.open()
    }
    Shortcut {
        autoRepeat: false
        sequence: "J"
        enabled: screen.visible && screen.turnPanel.joins.length > 0
        onActivated: turnPanel.focusJoin()
    }
    Shortcut {
        autoRepeat: false
        sequence: "B"
        enabled: screen.visible && screen.turnPanel.ransoms.length > 0
        onActivated: turnPanel.focusRansom()
    }
    Shortcut {
        autoRepeat: false
        sequence: "A"
        enabled: screen.visible && screen.session !== null && screen.options.recalls.length > 0
        onActivated: screen.openRecall(screen.options.recalls[0])
    }
    Shortcut {
        autoRepeat: false
        sequence: "W"
        enabled: screen.visible && screen.session !== null && screen.activePlayer !== null && screen.options.hasGoods
        onActivated: goodsDialog.open()
    }
    Shortcut {
        autoRepeat: false
        sequence: "D"
        enabled: screen.visible && screen.session !== null && screen.options.builderTile
        onActivated: turnPanel.builderTile()
    }
    Shortcut {
        autoRepeat: false
        sequence: "F"
        enabled: screen.visible && screen.session !== null && screen.session.isOpen
        onActivated: screen.finalScoringRequested()
    }
    Shortcut {
        autoRepeat: false
        sequence: "L"
        enabled: screen.visible
        onActivated: ledgerPanel.forceActiveFocus()
    }
    Shortcut {
        autoRepeat: false
        sequence: "Ctrl+Shift+L"
        enabled: screen.visible
        onActivated: languageButton.clicked()
    }
    Shortcut {
        autoRepeat: false
        sequence: "Esc"
        enabled: screen.visible && screen.robberPlayer !== ""
        onActivated: screen.cancelRobber()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        // The game's bar: back to the library, the players and the expansions, undo/redo, the look, final scoring.
        // Buttons in rows at both ends, each as wide as its words; the names and the expansions share what is left
        // between them (by hand: a row layout given new sizes while the window or the language changes keeps old ones).
        Item {
            Layout.fillWidth: true
            implicitHeight: Theme.controlHeight

            Row {
                id: barStart

                anchors.left: parent.left
                spacing: Theme.spacing

                ActionButton {
                    text: qsTr("\u25C0 Library")
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: screen.libraryRequested()
                }
            }
            Item {
                id: barMiddle

                /** The names' width: their one line where the expansions keep room for three lines beside it, else
                    a share by their lengths, never less than two lines of the smallest size need. */
                readonly property real namesWidth: {
                    const names = Math.ceil(playerListLarge.advanceWidth) + Theme.spacingSmall;
                    const expansions = expansionList.visible ? Math.ceil(expansionMetrics.advanceWidth) + Theme.spacingSmall : 0;
                    if (!expansionList.visible || names + Theme.spacing + expansions / 3 + Theme.spacingLarge <= width)
                        return Math.min(names, width);
                    const least = Math.min(names, playerListSmall.width / 2 + Theme.spacingLarge);
                    return Math.min(names, Math.max(least, (width - Theme.spacing) * names / (names + expansions)));
                }

                anchors.left: barStart.right
                anchors.right: barEnd.left
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                height: parent.height

                // Everyone's name, whole: on one line where it fits, else on two and smaller, never cut.
                Label {
                    id: playerList

                    objectName: "playerList"
                    width: barMiddle.namesWidth
                    height: parent.height
                    horizontalAlignment: Text.AlignLeft
                    verticalAlignment: Text.AlignVCenter
                    text: screen.players.map(p => Theme.isolate(p.name)).join(" · ")
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.fontSmall

                    TextMetrics {
                        id: playerListLarge

                        text: playerList.text
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    TextMetrics {
                        id: playerListSmall

                        text: playerList.text
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
                // The game's expansions, in two lines and smaller where one does not take them.
                Label {
                    id: expansionList

                    objectName: "expansionList"
                    visible: screen.session !== null && screen.session.expansions.length > 0
                    x: playerList.width + Theme.spacing
                    width: barMiddle.width - x
                    height: parent.height
                    horizontalAlignment: Text.AlignLeft
                    verticalAlignment: Text.AlignVCenter
                    text: screen.session ? screen.session.expansions.map(e => Theme.expansionName(e)).join(", ") : ""
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                    maximumLineCount: 3
                    fontSizeMode: Text.Fit
                    minimumPixelSize: Theme.px(12)

                    TextMetrics {
                        id: expansionMetrics

                        text: expansionList.text
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
            Row {
                id: barEnd

                anchors.right: parent.right
                spacing: Theme.spacing

                ActionButton {
                    text: qsTr("Undo")
                    enabled: screen.session !== null && screen.session.canUndo
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: screen.undo()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Ctrl+Z")
                }
                ActionButton {
                    text: qsTr("Redo")
                    enabled: screen.session !== null && screen.session.canRedo
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: screen.redo()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Ctrl+Shift+Z")
                }
                // The table's look, changed without leaving the game: its language and its theme.
                ActionButton {
                    id: languageButton

                    objectName: "languageButton"
                    readonly property var current: screen.languages.find(l => l.code === screen.language) || ({ "code": screen.language })

                    implicitHeight: Theme.controlHeight
                    implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
                    font.pixelSize: Theme.fontBase
                    text: String(current.code).toUpperCase() + " \u25BE"
                    onClicked: languageMenu.open()
                    ToolTip.visible: hovered
                    //: The key that opens the list of languages
                    ToolTip.text: qsTr("Language (Ctrl+Shift+L)")
                    //: %1 the language the table speaks, in its own words ("Deutsch")
                    Accessible.name: qsTr("Language: %1").arg(current.name || current.code)

                    Menu {
                        id: languageMenu

                        objectName: "languageMenu"
                        y: languageButton.height
                        x: languageButton.width - width
                        font.pixelSize: Theme.fontBase

                        Instantiator {
                            model: screen.languages

                            delegate: MenuItem {
                                required property var modelData

                                objectName: "language-" + modelData.code
                                implicitHeight: Theme.touchTarget
                                text: (modelData.code === screen.language ? "\u2713 " : "") + modelData.name
                                font.bold: modelData.code === screen.language
                                onTriggered: screen.languageChosen(modelData.code)
                            }
                            onObjectAdded: (index, object) => languageMenu.insertItem(index, object)
                            onObjectRemoved: (index, object) => languageMenu.removeItem(object)
                        }
                    }
                }
                ActionButton {
                    objectName: "themeButton"
                    //: The theme's names, as the start screen's switch calls them
                    readonly property string themeName: AppState.theme === "dark" ? qsTr("Dark")
                                                        : AppState.theme === "light" ? qsTr("Light") : qsTr("Desktop")

                    implicitHeight: Theme.controlHeight
                    implicitWidth: Math.max(Theme.touchTarget, implicitContentWidth + leftPadding + rightPadding)
                    font.pixelSize: Theme.fontBase
                    text: "\u25D0"
                    // The same steps as Ctrl+Shift+T: light, dark, the desktop's.
                    onClicked: AppState.theme = AppState.theme === "light" ? "dark" : AppState.theme === "dark" ? "system" : "light"
                    ToolTip.visible: hovered
                    //: %1 the theme in use (Light, Dark, Desktop)
                    ToolTip.text: qsTr("Theme: %1 (Ctrl+Shift+T)").arg(themeName)
                    Accessible.name: ToolTip.text
                }
                ActionButton {
                    text: screen.session && screen.session.finished ? qsTr("Results") : qsTr("Final scoring")
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: screen.finalScoringRequested()
                }
            }
        }

        // The two columns by anchors, not a layout: the right one's width follows the screen's height, and a row
        // layout given a new preferred width while it is being resized keeps the old one.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            // Sized by hand rather than by a layout: the track's height follows the column's width.
            Item {
                id: leftColumn

                anchors.left: parent.left
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                anchors.right: rightColumn.left
                anchors.rightMargin: Theme.spacing

                ScoringTrack {
                    id: track

                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    height: Math.min(leftColumn.width * rows / columns, leftColumn.height * screen.trackShare)
                    columns: 17
                    figures: screen.trackFigures
                    selectableSpaces: screen.robberSpaces
                    selectionPrompt: screen.robberPlayer !== ""
                                     //: %1 the robber's owner's name
                                     ? qsTr("Where does %1's robber go? Click a highlighted space.").arg(Theme.isolate(screen.playerName(screen.robberPlayer)))
                                     : ""
                    onSpaceActivated: (space) => screen.placeRobberOn(space)
                    Keys.onEscapePressed: screen.cancelRobber()
                    Keys.onReturnPressed: screen.refuseClosedSpace()
                    Keys.onEnterPressed: screen.refuseClosedSpace()
                    Keys.onSpacePressed: screen.refuseClosedSpace()

                    PlayersPanel {
                        anchors.fill: parent
                        anchors.topMargin: track.selecting ? 44 : 0
                        session: screen.session
                        onAdjustRequested: (playerId) => adjustDialog.openFor(playerId)
                    }
                }

                LedgerPanel {
                    id: ledgerPanel

                    // Beside the board, under the track: the turn keeps the whole right column.
                    anchors.right: parent.right
                    anchors.top: track.bottom
                    anchors.bottom: parent.bottom
                    anchors.topMargin: Theme.spacing
                    width: Math.max(Theme.controlHeight * 8, Math.round(leftColumn.width * 0.5))
                    session: screen.session
                    players: screen.players
                    onDisputeRequested: (row) => { disputeDialog.row = row; disputeDialog.open(); }
                }
                BoardPanel {
                    id: boardPanel

                    anchors.left: parent.left
                    anchors.right: ledgerPanel.left
                    anchors.rightMargin: Theme.spacing
                    anchors.top: track.bottom
                    anchors.bottom: parent.bottom
                    anchors.topMargin: Theme.spacing
                    session: screen.session
                    options: screen.options
                    features: screen.features
                    onScoreRequested: (feature) => screen.openScore(feature)
                    onPyramidRequested: (id) => { pyramidDialog.feature = id; pyramidDialog.open(); }
                    onMergeRequested: (feature) => { mergeDialog.feature = feature; mergeDialog.open(); }
                    onGhostRequested: (id) => { ghostDialog.featureFilter = id; ghostDialog.open(); }
                    onCaptureRequested: (id) => {
                        const figures = screen.boardFigures.filter(f => f.featureId === id);
                        screen.openTower(figures.length > 0 ? figures[0].figure : "");
                    }
                    onRemoveRequested: (id) => {
                        removeDialog.figures = screen.boardFigures.filter(f => f.featureId === id);
                        removeDialog.open();
                    }
                }
            }

            Item {
                id: rightColumn

                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                // The track is as wide as its height allows (it keeps its spaces square): on a wide, low screen
                // (1366×768) the turn takes the width the track cannot use.
                width: Math.max(440, parent.width * 0.36,
                                parent.width - Theme.spacing - parent.height * screen.trackShare * track.columns / track.rows)

                TurnPanel {
                    id: turnPanel

                    anchors.fill: parent
                    session: screen.session
                    players: screen.players
                    features: screen.features
                    robberPlayer: screen.robberPlayer
                    onScoreRequested: (feature) => screen.openScore(feature)
                    onMessageRequested: messageDialog.open()
                    onCircusRequested: circusDialog.open()
                    onGhostRequested: { ghostDialog.featureFilter = ""; ghostDialog.open(); }
                    onTowerRequested: screen.openTower("")
                    onPyramidRequested: (id) => { pyramidDialog.feature = id; pyramidDialog.open(); }
                    onRansomRequested: (ransom) => { ransomDialog.ransom = ransom; ransomDialog.open(); }
                    onRecallRequested: (recall) => screen.openRecall(recall)
                    onGoodsRequested: goodsDialog.open()
                    onRobberRequested: (playerId) => screen.startRobber(playerId)
                    onRobberCancelled: screen.cancelRobber()
                    onFinalScoringRequested: screen.finalScoringRequested()
                }
            }
        }
    }

    ScoreDialog {
        id: scoreDialog

        session: screen.session
        options: screen.options
        offersEndTurn: true
        onChoicesKept: (choices) => screen.keepChoices(choices)
        onEndTurnRequested: screen.endTurnWhenDone()
    }
    MessageDialog {
        id: messageDialog

        session: screen.session
        options: screen.options
        boardFeatures: screen.features
        offersEndTurn: true
        onChoicesKept: (choices) => screen.keepChoices(choices)
        onEndTurnRequested: screen.endTurnWhenDone()
    }
    CircusDialog {
        id: circusDialog

        session: screen.session
        options: screen.options
        players: screen.players
        offersEndTurn: true
        onChoicesKept: (choices) => screen.keepChoices(choices)
        onEndTurnRequested: screen.endTurnWhenDone()
    }
    GhostDialog {
        id: ghostDialog

        session: screen.session
        options: screen.options
        boardFigures: screen.boardFigures
    }
    TowerDialog {
        id: towerDialog

        session: screen.session
        options: screen.options
        boardFigures: screen.boardFigures
        towers: screen.features.filter(f => f.type === "tower")
    }
    MergeDialog {
        id: mergeDialog

        session: screen.session
        options: screen.options
        features: screen.features
    }
    RemoveDialog {
        id: removeDialog

        session: screen.session
    }
    AdjustDialog {
        id: adjustDialog

        session: screen.session
        options: screen.options
        players: screen.players
        onChoicesKept: (choices) => screen.keepChoices(choices)
    }
    PyramidDialog {
        id: pyramidDialog

        session: screen.session
        options: screen.options
        onChoicesKept: (choices) => screen.keepChoices(choices)
    }
    RecallDialog {
        id: recallDialog

        session: screen.session
        options: screen.options
        onChoicesKept: (choices) => screen.keepChoices(choices)
    }
    GoodsDialog {
        id: goodsDialog

        session: screen.session
        options: screen.options
        onChoicesKept: (choices) => screen.keepChoices(choices)
    }
    RansomDialog {
        id: ransomDialog

        session: screen.session
        options: screen.options
        players: screen.players
        onChoicesKept: (choices) => screen.keepChoices(choices)
    }
    DisputeDialog {
        id: disputeDialog

        session: screen.session
        languages: screen.languages
        // The app's language beside English (or German when the app speaks English).
        leftLanguage: screen.language
        rightLanguage: screen.language === "en" ? "de" : "en"
    }
}
