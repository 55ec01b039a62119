// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* Every occupied feature on the table as a card, with the actions the rules allow on it. */
Panel {
    id: panel

    property var session: null
    /** What the table may do next (session.options), for the cards' actions. */
    property turnOptions options
    /** Features as plain rows, to know which can be joined. */
    property var features: []

    signal scoreRequested(var feature)
    signal pyramidRequested(string featureId)
    signal mergeRequested(var feature)
    signal ghostRequested(string featureId)
    signal captureRequested(string featureId)
    signal removeRequested(string featureId)

    /** Scrolls the board so that the card holding @p item (a card, or a control on one) is fully shown. */
    function reveal(item) {
        let cardItem = item;
        while (cardItem && cardItem.parent !== cards)
            cardItem = cardItem.parent;
        if (!cardItem)
            return;
        const flick = scroll.contentItem;
        const top = cardItem.y;
        const bottom = top + cardItem.height;
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top);
        else if (bottom > flick.contentY + flick.height)
            flick.contentY = Math.max(0, Math.min(bottom, flick.contentHeight) - flick.height);
    }

    title: qsTr("Board")

    // Keyboard focus on a card out of sight (Tab, a shortcut) scrolls the board to it: Enter acts on a card one sees.
    Connections {
        target: panel.Window.window
        function onActiveFocusItemChanged() {
            const item = panel.Window.window.activeFocusItem;
            if (item)
                panel.reveal(item);
        }
    }

    headerItems: [
        Label {
            //: %n how many features on the board have figures on them
            text: panel.session ? qsTr("%n occupied feature(s)", "", panel.session.features.count) : ""
            font.pixelSize: Theme.fontBase
            color: Theme.mutedText
        }
    ]

    ScrollView {
        id: scroll

        anchors.fill: parent
        contentWidth: availableWidth
        // Said outright: the view cannot take the size from the cards alone, and a board without a content height
        // does not scroll.
        contentHeight: cards.height
        clip: true

        Flow {
            id: cards

            width: scroll.availableWidth
            spacing: Theme.spacing

            Repeater {
                model: panel.session ? panel.session.features : null

                delegate: FeatureCard {
                    readonly property int perRow: Math.max(1, Math.floor((scroll.availableWidth + Theme.spacing) / (280 + Theme.spacing)))

                    width: (scroll.availableWidth - (perRow - 1) * Theme.spacing) / perRow
                    allowActions: panel.session !== null && !panel.session.finished
                    options: panel.options
                    onScoreRequested: (feature) => panel.scoreRequested(feature)
                    onPyramidRequested: (id) => panel.pyramidRequested(id)
                    onMergeRequested: (feature) => panel.mergeRequested(feature)
                    onGhostRequested: (id) => panel.ghostRequested(id)
                    onCaptureRequested: (id) => panel.captureRequested(id)
                    onRemoveRequested: (id) => panel.removeRequested(id)
                    onRenameRequested: (id, name) => nameError = panel.session.nameFeature(id, name) ? "" : panel.session.lastError
                    onMarkRequested: (id, marked) => nameError = panel.session.markFeature(id, marked) ? "" : panel.session.lastError
                }
            }
        }
    }

    // On the view, not in its content, which is as high as its cards: none on an empty board.
    Label {
        parent: scroll
        anchors.centerIn: parent
        width: Math.min(implicitWidth, scroll.width)
        visible: panel.session !== null && panel.session.features.count === 0
        text: qsTr("No figure on the board yet.")
        font.pixelSize: Theme.fontBase
        color: Theme.mutedText
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
    }
}
