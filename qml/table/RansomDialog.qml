// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The active player buys back a captured figure (The Tower), paying the captor, once per turn. The engine's
   option (options.ransoms) names the scoring figures that can pay it; only they are offered. */
PreviewDialog {
    id: dialog

    /** The ransom option (offeredRansom): {figure, kind, captor, payers}. */
    property var ransom: ({})
    /** Players as plain rows. */
    property var players: []
    readonly property var payers: ransom.payers || []
    readonly property string captorName: {
        const captor = players.find(p => p.playerId === ransom.captor);
        return captor && captor.name ? captor.name : "";
    }

    //: %1 the kind of the captured figure (meeple, guard meeple, ringmaster), %2 the name of the player holding it prisoner
    title: qsTr("Buy back your %1 from %2").arg(Theme.figureKindName(ransom.kind || "meeple")).arg(Theme.isolate(captorName))
    acceptText: qsTr("Pay the ransom")
    moversKey: "ransom"
    moverPlayer: session ? session.activePlayer : ""
    captor: ransom.captor || ""
    ready: payers.length > 0
    command: ransom.figure ? session.commands.ransom(ransom.figure) : null
    // Only the scoring figures the engine names can pay (a ransom is paid in full, by one figure).
    unableMovers: {
        const out = {};
        const barred = options.scoringFigures.filter(f => payers.indexOf(f) < 0);
        if (moverPlayer !== "" && barred.length > 0 && payers.length > 0)
            out[moverPlayer] = barred;
        return out;
    }

    onConfirmed: enterPreviewed()

    Label {
        Layout.fillWidth: true
        text: qsTr("The figure returns to your supply; a ransom can be paid once per turn.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
}
