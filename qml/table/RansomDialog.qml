// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The active player buys back a captured figure (The Tower): 3 points to the captor, once per turn. */
PreviewDialog {
    id: dialog

    /** The prisoner: {figure, kind, captor, captorName}. */
    property var prisoner: ({})
    /** Players as plain rows: {playerId, meeplePosition, messengerPosition}. */
    property var players: []
    readonly property var payer: players.find(p => p.playerId === moverPlayer) || null

    //: %1 the captor's name
    title: qsTr("Buy back your %1 from %2").arg(Theme.figureKindName(prisoner.kind || "meeple")).arg(Theme.isolate(prisoner.captorName || ""))
    acceptText: qsTr("Pay 3 points")
    moversKey: "ransom"
    moverPlayer: session ? session.activePlayer : ""
    captor: prisoner.captor || ""
    event: prisoner.figure ? { "type": "ransom", "figure": prisoner.figure } : null
    // The ransom is paid in full by one figure, which may not drop below 0: a figure holding less cannot pay.
    unableMovers: {
        const out = {};
        if (payer) {
            const barred = [];
            if (payer.meeplePosition < 3)
                barred.push("meeple");
            if (payer.messengerPosition >= 0 && payer.messengerPosition < 3)
                barred.push("messenger");
            if (barred.length === 1)
                out[payer.playerId] = barred;
        }
        return out;
    }

    onConfirmed: {
        if (session.ransom(prisoner.figure, movers[moverPlayer] || "", movers[captor] || ""))
            close();
        else
            showRefusal(session.lastError);
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("The figure returns to your supply; a ransom can be paid once per turn.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
}
