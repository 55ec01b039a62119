// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A small figure (or a tower floor) with a number beside it, e.g. the meeples left in a supply. */
RowLayout {
    id: count

    property string kind: "meeple"
    property color figureColor: Theme.unknownPlayer
    property string symbol: ""
    property string text: ""
    property string tip: ""
    property bool faded: false
    /** Smaller figure and number, for a card short of room (six players on a laptop's screen). */
    property bool small: false

    spacing: count.small ? 1 : 3
    opacity: faded ? 0.5 : 1

    FigureGlyph {
        visible: count.kind !== "tower"
        implicitWidth: Theme.px(count.small ? 22 : 28)
        implicitHeight: Theme.px(count.small ? 22 : 28)
        kind: count.kind
        fillColor: count.figureColor
        symbol: count.symbol
    }
    FeatureIcon {
        visible: count.kind === "tower"
        implicitWidth: Theme.px(count.small ? 20 : 26)
        implicitHeight: Theme.px(count.small ? 20 : 26)
        feature: "tower"
    }
    Label {
        visible: count.text !== ""
        text: count.text
        font.pixelSize: count.small ? Theme.fontSmall : Theme.fontBase
        font.bold: true
    }

    HoverHandler {
        id: hover
    }
    ToolTip.visible: hover.hovered && count.tip !== ""
    ToolTip.text: count.tip
    Accessible.name: tip
}
