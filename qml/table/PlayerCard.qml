// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* One player at the table: score, scoring figures' positions, supply, prisoners and ghosts. The active
   player's card stands out by a thick frame, a "Now playing" tag and an arrow, not by colour alone. */
Item {
    id: card

    required property string playerId
    required property string name
    required property color color
    required property string symbol
    required property int score
    required property int meeplePosition
    required property int messengerPosition
    required property int robberSpace
    required property bool isActive
    required property int supplyMeeples
    required property int supplyGuards
    required property int supplyRingmaster
    required property int supplyFloors
    /** The Abbot, Inns and Cathedrals, Traders and Builders: [{kind, count}] for the figures in play. */
    required property var supplyOthers
    /** Traders and Builders: [{goods, count, leads}]. */
    required property var goods
    required property bool robberInSupply
    required property var prisoners
    required property int ghostsOnFigures
    required property int figuresOnBoard

    property bool showMessenger: false
    property bool showRobber: false
    property bool showGuards: false
    property bool showRingmaster: false
    property bool showFloors: false
    property bool showGhosts: false
    /** A card lower than its whole content (a laptop's screen, four or six players) is short: it leaves the
        positions to the track, counts smaller, names a prisoner's owner only and counts the ghosts among the figures.
        Decided once the layout settled, from the height the full card needed when it was last shown (so that the
        choice cannot feed back into itself), and tried again when the card grows past it. */
    property bool compact: false
    /** The height the full card needed when it was last shown. */
    property real fullHeight: 0
    function decideCompact() {
        if (height <= 0)
            return;
        if (!compact) {
            fullHeight = implicitHeight;
            if (implicitHeight > height + 0.5)
                compact = true;
        } else if (fullHeight + 0.5 < height) {
            compact = false;
        }
    }
    onHeightChanged: compactTimer.restart()
    onImplicitHeightChanged: compactTimer.restart()

    // Once the layout settled; a timer of the card's own, which goes with the card (a game closing removes it).
    Timer {
        id: compactTimer

        interval: 0
        onTriggered: card.decideCompact()
    }

    /** A card too narrow for the name beside the badge, the score and ± (six players at 1366×768): the name takes a
        line of its own above them, wrapping to a second one rather than being cut. */
    readonly property bool narrow: width > 0 && width < Theme.px(240)

    /** The user asked to correct this player's score. */
    signal adjustRequested(string playerId)

    objectName: "playerCard-" + playerId
    implicitWidth: Theme.px(300)
    implicitHeight: column.implicitHeight + 2 * Theme.px(isActive ? 12 : 10)

    Accessible.role: Accessible.Grouping
    Accessible.name: (isActive ? qsTr("Now playing: ") : "")
                     //: %1 the player's name, %n the player's score
                     + qsTr("%1, %n point(s)", "", score).arg(Theme.isolate(name))

    Rectangle {
        id: frame

        anchors.fill: parent
        radius: Theme.radius
        color: card.isActive ? Theme.panelActive : Theme.panel
        border.color: card.isActive ? Theme.text : Theme.border
        border.width: card.isActive ? Theme.px(5) : 1
    }

    // A stripe of the player's colour down the left edge.
    Rectangle {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: frame.border.width
        width: Theme.px(card.isActive ? 12 : 8)
        radius: 3
        color: card.color
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        // A short card keeps its lines for the counts: a thin margin inside the (thick) frame.
        anchors.margins: card.compact ? Theme.px(card.isActive ? 6 : 3) : Theme.px(card.isActive ? 12 : 10)
        anchors.leftMargin: Theme.px(card.isActive ? 26 : 22)
        spacing: Theme.px(card.compact ? 2 : 4)

        Label {
            objectName: "playerNameAbove"
            Layout.fillWidth: true
            visible: card.narrow
            horizontalAlignment: Text.AlignLeft
            text: card.name
            font.pixelSize: card.compact ? Theme.fontBase : Theme.fontLarge
            font.bold: true
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            maximumLineCount: 2
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            // The arrow gives way on a short card: its frame and "Now playing" still say whose turn it is.
            Label {
                visible: card.isActive && !card.compact
                text: "\u25B6"
                font.pixelSize: Theme.fontLarge
                color: Theme.text
            }
            PlayerBadge {
                size: Theme.px(card.compact ? 28 : 34)
                playerColor: card.color
                symbol: card.symbol
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    objectName: "playerName"
                    Layout.fillWidth: true
                    visible: !card.narrow
                    horizontalAlignment: Text.AlignLeft
                    text: card.name
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    elide: Text.ElideRight
                }
                // A narrow card has no room for it beside the score: its thick frame says whose turn it is.
                Label {
                    Layout.fillWidth: true
                    visible: card.isActive && !card.narrow
                    // Smaller rather than cut beside a three-digit score, and on two lines where one is too short.
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.px(11)
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    text: qsTr("Now playing")
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    font.capitalization: card.compact ? Font.MixedCase : Font.AllUppercase
                    color: Theme.accent
                }
            }
            Label {
                objectName: "playerScore"
                text: card.score
                font.pixelSize: Theme.fontScore
                font.bold: true
                //: %n the player's score
                Accessible.name: qsTr("%n point(s)", "", card.score)
            }
            ToolButton {
                objectName: "adjustButton"
                text: "\u00B1"
                font.pixelSize: Theme.fontLarge
                implicitWidth: Theme.touchTarget
                implicitHeight: Theme.touchTarget
                onClicked: card.adjustRequested(card.playerId)
                ToolTip.visible: hovered
                //: %1 the player's name
                ToolTip.text: qsTr("Correct %1's score").arg(Theme.isolate(card.name))
                Accessible.name: ToolTip.text
            }
        }

        // Where the scoring figures stand, then the supply in front of the player: on a line of its own when the card
        // has the room, else right after the positions (a card in a small window keeps every count in view).
        Flow {
            id: counts

            Layout.fillWidth: true
            spacing: card.compact ? Theme.px(3) : Theme.spacing

            // A short card leaves the positions to the track, where every figure stands on its space.
            FigureCount {
                visible: !card.compact
                kind: "meeple"
                figureColor: card.color
                symbol: card.symbol
                text: card.meeplePosition
                //: %1 the space of the scoring track (a number)
                tip: qsTr("Scoring meeple at %1").arg(card.meeplePosition)
            }
            FigureCount {
                small: card.compact
                visible: !card.compact && card.showMessenger && card.messengerPosition >= 0
                kind: "messenger"
                figureColor: card.color
                symbol: card.symbol
                text: card.messengerPosition
                //: %1 the space of the scoring track (a number)
                tip: qsTr("Messenger at %1").arg(card.messengerPosition)
            }
            FigureCount {
                small: card.compact
                visible: !card.compact && card.showRobber
                kind: "robber"
                figureColor: card.color
                symbol: card.symbol
                faded: card.robberSpace < 0
                //: where the robber stands: %1 the space of the scoring track (a number)
                text: card.robberSpace >= 0 ? qsTr("on %1").arg(card.robberSpace) : qsTr("in hand")
                //: %1 the space of the scoring track (a number)
                tip: card.robberSpace >= 0 ? qsTr("Robber on space %1").arg(card.robberSpace) : qsTr("Robber in the supply")
            }

            // Breaks the line before the supply, unless the card is short of room.
            // (A positioner skips an item with no height, so it has one pixel.)
            Item {
                width: card.compact ? 0 : counts.width
                height: 1
            }

            // A short card leaves the word out: the supply's counts read "×n", the positions bare numbers.
            Label {
                visible: !card.compact
                text: qsTr("Supply:")
                font.pixelSize: Theme.fontSmall
                color: Theme.mutedText
                height: Theme.px(28)
                verticalAlignment: Text.AlignVCenter
            }
            FigureCount {
                small: card.compact
                kind: "meeple"
                figureColor: card.color
                symbol: card.symbol
                text: "\u00D7" + card.supplyMeeples
                //: %n how many meeples the player has in their supply
                tip: qsTr("%n meeple(s) in the supply", "", card.supplyMeeples)
                faded: card.supplyMeeples === 0
            }
            FigureCount {
                small: card.compact
                visible: card.showGuards
                kind: "guard"
                figureColor: card.color
                symbol: card.symbol
                text: "\u00D7" + card.supplyGuards
                //: %n how many guard meeples the player has in their supply
                tip: qsTr("%n guard(s) in the supply", "", card.supplyGuards)
                faded: card.supplyGuards === 0
            }
            FigureCount {
                small: card.compact
                visible: card.showRingmaster
                kind: "ringmaster"
                figureColor: card.color
                symbol: card.symbol
                // One per player: the figure alone, faded while it stands on the board.
                text: card.compact ? "" : "\u00D7" + card.supplyRingmaster
                tip: card.supplyRingmaster > 0 ? qsTr("The ringmaster is in the supply") : qsTr("The ringmaster is on the board")
                faded: card.supplyRingmaster === 0
            }
            FigureCount {
                small: card.compact
                visible: card.showFloors
                kind: "tower"
                figureColor: card.color
                text: "\u00D7" + card.supplyFloors
                //: %n how many tower floors the player has left
                tip: qsTr("%n tower floor(s) left", "", card.supplyFloors)
                faded: card.supplyFloors === 0
            }
            Repeater {
                model: card.supplyOthers

                delegate: FigureCount {
                    required property var modelData

                    small: card.compact
                    kind: modelData.kind
                    figureColor: card.color
                    symbol: card.symbol
                    // One of each per player: the figure alone, faded while it stands on the board.
                    text: ""
                    //: %1 a kind of figure (abbot, large meeple, builder, pig); %n how many the player has in their supply
                    tip: qsTr("%n %1 in the supply", "", modelData.count).arg(Theme.figureKindName(modelData.kind))
                    faded: modelData.count === 0
                }
            }
            // Traders and Builders: the goods tokens in front of the player, on one line; the most of a kind is starred
            // (10 points at the end).
            Label {
                objectName: "goodsLine"
                visible: shown.length > 0
                height: Theme.px(28)
                verticalAlignment: Text.AlignVCenter
                // A short card names only the kinds the player holds.
                readonly property var shown: card.compact ? card.goods.filter(g => g.count > 0) : card.goods
                width: Math.min(implicitWidth, card.width - Theme.px(24))
                elide: Text.ElideRight
                text: shown.map(g => (g.leads ? "\u2605\u2009" : "")
                                     //: goods tokens on a player's card: %1 the kind (Wine, Grain, Cloth), %2 how many
                                     + qsTr("%1 %2").arg(Theme.goodsName(g.goods)).arg(g.count)).join(" \u00B7 ")
                font.pixelSize: Theme.fontSmall
                color: Theme.text
                Accessible.name: card.goods.map(g => g.leads
                                                //: %1 the kind of goods, %n the tokens
                                                ? qsTr("%n %1 token(s), the most at the table", "", g.count).arg(Theme.goodsName(g.goods))
                                                //: %1 the kind of goods, %n the tokens
                                                : qsTr("%n %1 token(s)", "", g.count).arg(Theme.goodsName(g.goods))).join(", ")
            }
            // A short card counts the ghosts among the figures; a taller one says it in words below.
            GhostBadge {
                visible: card.compact && card.showGhosts && card.ghostsOnFigures > 0
                count: card.ghostsOnFigures
                Accessible.name: qsTr("%n ghost(s) on their figures", "", card.ghostsOnFigures)
            }
        }

        Label {
            Layout.fillWidth: true
            visible: card.prisoners.length > 0
            horizontalAlignment: Text.AlignLeft
            //: the prisoners a player holds in their tower: %1 the list ("Ben's meeple, Cleo's guard meeple"), or on a card too
            //: short for it the owners' names alone ("Ben, Cleo")
            readonly property string sentence: qsTr("Holds: %1").arg(card.prisoners.map(p =>
                                                           //: a prisoner: %1 its owner's name, %2 the kind of figure ("meeple", "guard meeple")
                                                           qsTr("%1's %2").arg(Theme.isolate(p.ownerName))
                                                           .arg(Theme.figureKindName(p.kind || "meeple"))).join(", "))
            // A short card names the owners only, whole words wrapping; the tooltip and the accessible name keep the
            // kinds of figure.
            text: card.compact ? qsTr("Holds: %1").arg(card.prisoners.map(p => Theme.isolate(p.ownerName)).join(", ")) : sentence
            Accessible.name: sentence
            font.pixelSize: Theme.fontSmall
            // On a short card smaller rather than on a second line it has no room for (the owners' names only: a few
            // short words).
            wrapMode: card.compact ? Text.NoWrap : Text.Wrap
            fontSizeMode: card.compact ? Text.HorizontalFit : Text.FixedSize
            minimumPixelSize: Theme.px(12)

            HoverHandler {
                id: prisonersHover
            }
            ToolTip.visible: prisonersHover.hovered && card.compact
            ToolTip.text: sentence
        }
        Label {
            Layout.fillWidth: true
            visible: !card.compact && card.showGhosts && card.ghostsOnFigures > 0
            //: %n how many ghosts stand on the player's figures
            text: qsTr("%n ghost(s) on their figures", "", card.ghostsOnFigures)
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.Wrap
        }
    }
}
