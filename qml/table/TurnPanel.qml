// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The active player's turn, in the order of the rules: ghosts, placing a figure (or a tower floor, or
   scoring a pyramid), completed features, the big top, robbers, ransom — then End turn. What the table
   still owes (a message, a robber's choice) is said first and prominently. Only legal actions are offered;
   a refused one shows the reason next to it. */
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
    property string kind: "meeple"
    property string errorSection: ""
    property string errorText: ""
    readonly property var scorable: features.filter(f => f.canScore)
    readonly property var pyramids: features.filter(f => f.isPyramidComplete)
    readonly property var openTowers: features.filter(f => f.type === "tower" && f.isOpen)
    readonly property var acrobatSpaces: features.filter(f => f.type === "acrobats" && f.figures.length < 3)
    readonly property var ownPrisoners: {
        if (!active)
            return [];
        const out = [];
        for (let i = 0; i < players.length; ++i) {
            const held = players[i].prisoners || [];
            for (let j = 0; j < held.length; ++j) {
                if (held[j].owner === active.playerId)
                    out.push({ "figure": held[j].figure, "kind": held[j].kind || "meeple",
                               "captor": players[i].playerId, "captorName": players[i].name });
            }
        }
        return out;
    }
    readonly property var robberPlayers: {
        if (!session || !session.hasRobbers || !active)
            return [];
        // The active player places or moves theirs; another player may place one still in their supply.
        return players.filter(p => p.playerId === active.playerId || p.robberInSupply);
    }
    readonly property string nextName: {
        if (!session)
            return "";
        for (let i = 0; i < players.length; ++i) {
            if (players[i].playerId === session.nextPlayer)
                return players[i].name;
        }
        return "";
    }

    signal scoreRequested(var feature)
    signal messageRequested()
    signal circusRequested()
    signal ghostRequested()
    signal towerRequested()
    signal pyramidRequested(string featureId)
    signal ransomRequested(var prisoner)
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
    function place(type, feature) {
        run("place", session.placeFigure(active.playerId, kind, feature, type));
    }
    function endTurn() {
        run("end", session.beginTurn());
    }
    function focusPlace() {
        placeTypes.itemAt(0).forceActiveFocus();
    }
    function focusScore() {
        if (scorable.length === 1)
            scoreRequested(scorable[0]);
        else if (scorable.length > 0)
            scoreButtons.itemAt(0).forceActiveFocus();
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

    onKindChanged: errorSection = ""

    Connections {
        target: panel.session
        function onChanged() {
            panel.errorSection = "";
            if (panel.active) {
                // Fall back to an ordinary meeple when the chosen kind ran out.
                if (panel.kind === "guard" && panel.active.supplyGuards <= 0)
                    panel.kind = "meeple";
                if (panel.kind === "ringmaster" && panel.active.supplyRingmaster <= 0)
                    panel.kind = "meeple";
            }
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

        anchors.fill: parent
        anchors.margins: Theme.panelPadding
        contentWidth: availableWidth
        clip: true
        // Always shown when the turn does not fit, so that what is below the fold is not missed.
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        ColumnLayout {
            id: content

            // Always clear of the scroll bar: a width that followed the bar's showing would change the height that
            // decides whether it shows, and the layout would never settle.
            width: scroll.availableWidth - scroll.ScrollBar.vertical.width - Theme.spacingSmall
            spacing: Theme.spacingLarge

            // Who is playing.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                PlayerBadge {
                    visible: panel.active !== null
                    size: 44
                    playerColor: panel.active ? panel.active.color : "#888888"
                    symbol: panel.active ? panel.active.symbol : ""
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        text: panel.active ? qsTr("%1's turn").arg(Theme.isolate(panel.active.name))
                                           : (panel.session && panel.session.finished ? qsTr("The game is over")
                                                                                      : qsTr("No turn yet"))
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        visible: panel.session !== null && panel.session.turnNumber > 0
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
                text: qsTr("Begin the first turn: %1 (N)").arg(Theme.isolate(panel.nextName))
                highlighted: true
                implicitHeight: 56
                font.pixelSize: Theme.fontLarge
                onClicked: panel.endTurn()
            }

            // A message owed is the first thing the table must do.
            Rectangle {
                objectName: "messageBanner"
                Layout.fillWidth: true
                visible: panel.running && panel.session.messageOwed
                implicitHeight: messageColumn.implicitHeight + 24
                radius: Theme.radius
                color: Theme.attentionBackground
                border.color: Theme.attention
                border.width: 3

                ColumnLayout {
                    id: messageColumn

                    anchors.fill: parent
                    anchors.margins: 12
                    spacing: Theme.spacingSmall

                    Label {
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignLeft
                        text: qsTr("\u2709 %1 landed on a dark space: draw a message tile!").arg(Theme.isolate(panel.active ? panel.active.name : ""))
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.Wrap
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

            // A robber that may rob someone else than the engine assumed.
            Repeater {
                model: panel.session ? panel.session.choices.filter(c => c.type === "steal") : []

                delegate: Rectangle {
                    id: choiceBox

                    objectName: "robberChoice"
                    required property var modelData
                    readonly property var robberRow: panel.players.find(p => p.playerId === modelData.robber) || null
                    /** With The Messengers, the scoring figure the stolen points move: the suggestion's unless changed. */
                    property string rogueMover: ""
                    readonly property string chosenMover: rogueMover !== "" ? rogueMover
                                                          : (modelData.suggested && modelData.suggested.mover) || "meeple"

                    Layout.fillWidth: true
                    implicitHeight: choiceColumn.implicitHeight + 24
                    radius: Theme.radius
                    color: Theme.attentionBackground
                    border.color: Theme.attention
                    border.width: 3

                    ColumnLayout {
                        id: choiceColumn

                        anchors.fill: parent
                        anchors.margins: 12
                        spacing: Theme.spacingSmall

                        Label {
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignLeft
                            //: %1 the robber's owner, %2 the track space
                            text: qsTr("%1's robber on space %2: whom does it rob?")
                                  .arg(Theme.isolate(choiceBox.modelData.robberName || (choiceBox.robberRow ? choiceBox.robberRow.name : choiceBox.modelData.robber)))
                                  .arg(choiceBox.modelData.space)
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: !!choiceBox.modelData.suggested
                            horizontalAlignment: Text.AlignLeft
                            text: choiceBox.modelData.suggested
                                  ? qsTr("Suggested: %1 — %2").arg(Theme.isolate((panel.players.find(p => p.playerId === choiceBox.modelData.suggested.from) || { "name": choiceBox.modelData.suggested.from }).name))
                                                             .arg(choiceBox.modelData.reasonText || Theme.reasonText(choiceBox.modelData.suggested.reason))
                                  : ""
                            font.pixelSize: Theme.fontBase
                            wrapMode: Text.Wrap
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            visible: panel.session !== null && panel.session.hasMessengers
                            spacing: Theme.spacing

                            Label {
                                Layout.fillWidth: true
                                text: qsTr("Which scoring figure takes the stolen points?")
                                font.pixelSize: Theme.fontBase
                                wrapMode: Text.Wrap
                            }
                            Repeater {
                                model: ["meeple", "messenger"]

                                delegate: ActionButton {
                                    required property string modelData

                                    objectName: "rogue-" + choiceBox.modelData.robber + "-" + modelData
                                    checkable: true
                                    checked: choiceBox.chosenMover === modelData
                                    highlighted: checked
                                    implicitHeight: Theme.controlHeight
                                    font.pixelSize: Theme.fontBase
                                    text: Theme.figureKindName(modelData)
                                    onClicked: choiceBox.rogueMover = modelData
                                }
                            }
                        }
                        Repeater {
                            model: choiceBox.modelData.candidates

                            delegate: ActionButton {
                                required property var modelData

                                objectName: "steal-" + modelData.player + "-" + modelData.figure
                                readonly property bool suggested: !!choiceBox.modelData.suggested
                                                                  && choiceBox.modelData.suggested.from === modelData.player
                                                                  && (!choiceBox.modelData.suggested.figure
                                                                      || choiceBox.modelData.suggested.figure === modelData.figure)
                                readonly property var victim: panel.players.find(p => p.playerId === modelData.player) || { "name": modelData.player }

                                Layout.fillWidth: true
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
                                //: %1 player, %2 scoring figure, %3 their points, %4 the robber's share
                                text: qsTr("Rob %1's %2: %3 points, takes %4").arg(Theme.isolate(victim.name))
                                      .arg(Theme.figureKindName(modelData.figure)).arg(modelData.points).arg(modelData.rogue)
                                      + (suggested ? "  \u2605" : "")
                                onClicked: panel.run("choice", panel.session.steal(choiceBox.modelData.robber, modelData.player,
                                                                                   modelData.figure,
                                                                                   panel.session.hasMessengers ? choiceBox.chosenMover : ""))
                            }
                        }
                    }
                }
            }
            InlineError {
                Layout.fillWidth: true
                text: panel.errorFor("choice")
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

            TurnSection {
                Layout.fillWidth: true
                visible: panel.running && panel.session.hasGhosts
                step: 1
                title: qsTr("Ghosts")
                error: panel.errorFor("ghost")

                ActionButton {
                    objectName: "ghostButton"
                    text: qsTr("Add a ghost (G)")
                    enabled: panel.session !== null && panel.session.ghostsInSupply > 0
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: panel.ghostRequested()
                }
                Label {
                    height: Theme.controlHeight
                    verticalAlignment: Text.AlignVCenter
                    text: panel.session ? qsTr("%n ghost(s) left", "", panel.session.ghostsInSupply) : ""
                    font.pixelSize: Theme.fontBase
                    color: Theme.mutedText
                }
            }

            TurnSection {
                id: placeSection

                Layout.fillWidth: true
                visible: panel.running
                step: 2
                title: qsTr("Place a figure (P)")
                error: panel.errorFor("place")

                // Which figure from the supply.
                Repeater {
                    model: [
                        { "kind": "meeple", "left": panel.active ? panel.active.supplyMeeples : 0, "shown": true },
                        { "kind": "guard", "left": panel.active ? panel.active.supplyGuards : 0,
                          "shown": panel.session !== null && panel.session.hasGhosts },
                        { "kind": "ringmaster", "left": panel.active ? panel.active.supplyRingmaster : 0,
                          "shown": panel.session !== null && panel.session.hasBigTop }
                    ].filter(k => k.shown)

                    delegate: ActionButton {
                        id: kindButton

                        required property var modelData

                        objectName: "kind-" + modelData.kind
                        checkable: true
                        checked: panel.kind === modelData.kind
                        enabled: modelData.left > 0
                        highlighted: checked
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        text: qsTr("%1 ×%2").arg(Theme.figureKindName(modelData.kind)).arg(modelData.left)
                        onClicked: panel.kind = modelData.kind
                        Accessible.name: qsTr("Place a %1, %2 left").arg(Theme.figureKindName(modelData.kind)).arg(modelData.left)
                    }
                }
                Item {
                    width: placeSection.width
                    height: 1
                }
                Repeater {
                    id: placeTypes

                    model: {
                        const types = ["road", "city", "monastery", "field"];
                        if (panel.session && panel.session.hasGhosts)
                            types.push("castle", "cemetery");
                        if (panel.session && panel.session.hasBigTop && panel.kind !== "ringmaster")
                            types.push("acrobats");
                        return types;
                    }

                    delegate: ActionButton {
                        id: typeButton

                        required property string modelData

                        objectName: "place-" + modelData
                        implicitHeight: 52
                        enabled: panel.active !== null && (panel.kind === "meeple" ? panel.active.supplyMeeples > 0
                                                          : panel.kind === "guard" ? panel.active.supplyGuards > 0
                                                          : panel.active.supplyRingmaster > 0)
                        font.pixelSize: Theme.fontBase
                        text: Theme.featureTypeName(modelData)
                        icon.width: 0
                        contentItem: RowLayout {
                            spacing: 6

                            FeatureIcon {
                                implicitWidth: 30
                                implicitHeight: 30
                                type: typeButton.modelData
                            }
                            Label {
                                text: typeButton.text
                                font: typeButton.font
                            }
                        }
                        Accessible.name: qsTr("Place on a new %1").arg(text)
                        onClicked: panel.place(modelData, "")
                    }
                }
                Repeater {
                    model: panel.openTowers

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "place-on-" + modelData.featureId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        text: qsTr("On top of tower %1").arg(modelData.featureId)
                        onClicked: panel.place("tower", modelData.featureId)
                    }
                }
                Repeater {
                    model: panel.acrobatSpaces

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "place-on-" + modelData.featureId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        text: qsTr("Join acrobats %1 (%2 of 3)").arg(modelData.featureId).arg(modelData.figures.length)
                        onClicked: panel.place("acrobats", modelData.featureId)
                    }
                }
                ActionButton {
                    objectName: "towerButton"
                    visible: panel.session !== null && panel.session.hasTower
                    text: qsTr("Tower floor (T)…")
                    enabled: panel.active !== null && panel.active.supplyFloors > 0
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: panel.towerRequested()
                }
                Repeater {
                    model: panel.pyramids

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "pyramid-" + modelData.featureId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        highlighted: true
                        text: qsTr("Score pyramid %1…").arg(modelData.featureId)
                        onClicked: panel.pyramidRequested(modelData.featureId)
                    }
                }
            }

            TurnSection {
                Layout.fillWidth: true
                visible: panel.running
                step: 3
                title: qsTr("Completed features (S)")

                Label {
                    visible: panel.scorable.length === 0
                    text: qsTr("No road, city, monastery, castle or cemetery is occupied.")
                    font.pixelSize: Theme.fontBase
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                    width: parent.width
                }
                Repeater {
                    id: scoreButtons

                    model: panel.scorable

                    delegate: ActionButton {
                        id: scoreButton

                        required property var modelData

                        objectName: "score-" + modelData.featureId
                        implicitHeight: 52
                        font.pixelSize: Theme.fontBase
                        text: qsTr("%1 %2").arg(modelData.typeName).arg(modelData.featureId)
                        contentItem: RowLayout {
                            spacing: 6

                            FeatureIcon {
                                implicitWidth: 30
                                implicitHeight: 30
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
                        Accessible.name: qsTr("Score %1").arg(text)
                        onClicked: panel.scoreRequested(modelData)
                    }
                }
            }

            TurnSection {
                Layout.fillWidth: true
                visible: panel.running && panel.session.hasBigTop
                step: 4
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
                Layout.fillWidth: true
                visible: panel.running && panel.session.hasRobbers
                step: 5
                title: qsTr("Robbers (R)")
                error: panel.errorFor("robber")

                Repeater {
                    model: panel.robberPlayers

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "robber-" + modelData.playerId
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        checkable: true
                        checked: panel.robberPlayer === modelData.playerId
                        highlighted: checked
                        text: modelData.robberInSupply ? qsTr("Place %1's robber").arg(Theme.isolate(modelData.name))
                                                       : qsTr("Move %1's robber").arg(Theme.isolate(modelData.name))
                        onClicked: panel.robberPlayer === modelData.playerId ? panel.robberCancelled()
                                                                             : panel.robberRequested(modelData.playerId)
                    }
                }
                Label {
                    visible: panel.robberPlayer !== ""
                    width: parent.width
                    text: qsTr("Click a highlighted space on the track (or arrows and Enter); Esc cancels.")
                    font.pixelSize: Theme.fontBase
                    font.bold: true
                    wrapMode: Text.Wrap
                }
            }

            TurnSection {
                Layout.fillWidth: true
                visible: panel.running && panel.session.hasTower && panel.ownPrisoners.length > 0
                step: 6
                title: qsTr("Ransom")

                Repeater {
                    model: panel.ownPrisoners

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "ransom-" + modelData.figure
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        text: qsTr("Buy back your %1 from %2…").arg(Theme.figureKindName(modelData.kind)).arg(Theme.isolate(modelData.captorName))
                        onClicked: panel.ransomRequested(modelData)
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                visible: panel.running
                spacing: Theme.spacingSmall

                ActionButton {
                    id: endButton

                    objectName: "endTurnButton"
                    Layout.fillWidth: true
                    implicitHeight: 60
                    highlighted: true
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    text: qsTr("End turn \u2192 %1 (N)").arg(Theme.isolate(panel.nextName))
                    onClicked: panel.endTurn()
                }
                InlineError {
                    Layout.fillWidth: true
                    text: panel.errorFor("end")
                }
                ActionButton {
                    objectName: "finalScoringButton"
                    Layout.alignment: Qt.AlignRight
                    flat: true
                    font.pixelSize: Theme.fontBase
                    text: qsTr("The last tile is placed: final scoring…")
                    onClicked: panel.finalScoringRequested()
                }
            }
        }
    }
}
