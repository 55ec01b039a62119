// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The players around the table, in seating order, as cards in a grid sized to the space it gets. */
Item {
    id: panel

    property var session: null

    signal adjustRequested(string playerId)

    readonly property int columns: repeater.count <= 4 ? 2 : 3
    readonly property int rows: Math.max(1, Math.ceil(repeater.count / columns))

    GridLayout {
        anchors.fill: parent
        columns: panel.columns
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacing

        Repeater {
            id: repeater

            model: panel.session ? panel.session.players : null

            delegate: PlayerCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                Layout.maximumHeight: (panel.height - (panel.rows - 1) * Theme.spacing) / panel.rows
                clip: true
                showMessenger: panel.session !== null && panel.session.hasMessengers
                showRobber: panel.session !== null && panel.session.hasRobbers
                showGuards: panel.session !== null && panel.session.hasGhosts
                showRingmaster: panel.session !== null && panel.session.hasBigTop
                showFloors: panel.session !== null && panel.session.hasTower
                showGhosts: panel.session !== null && panel.session.hasGhosts
                onAdjustRequested: (playerId) => panel.adjustRequested(playerId)
            }
        }
    }
}
