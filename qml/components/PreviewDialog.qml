// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "Preview.js" as Preview

/* An action dialog that shows what the event would pay before it is stored: the screen binds `event`
   (a record event without movers), the dialog asks the engine for the payouts, lets each paid player
   choose the scoring figure that moves (The Messengers) and blocks Enter while the engine refuses. */
ActionDialog {
    id: dialog

    property var session: null
    /** What the table may do next (session.options), read once by the screen that holds the dialog. */
    property var options: session ? session.options : ({})
    /** The record event the answers so far describe; null while they are incomplete. */
    property var event: null
    /** How the event names its movers: "movers" (an object per player), "mover" (one figure), "ransom"
        (`mover` for the payer, `captorMover` for `captor`) or "" (none asked). */
    property string moversKey: "movers"
    /** The captor of a ransom, when moversKey is "ransom". */
    property string captor: ""
    /** The player a single `mover` is asked for (the active player), when moversKey is "mover". */
    property string moverPlayer: ""
    /** Extra condition the screen sets (e.g. a figure was picked). */
    property bool ready: true
    /** What the payouts preview says when nobody scores. */
    property alias emptyText: payoutList.emptyText
    readonly property alias movers: moverChooser.movers
    /** Scoring figures that cannot take a player's payout: {playerId: ["messenger"]} (see MoverChooser.unable). */
    property alias unableMovers: moverChooser.unable
    /** The payouts before the mover choice, and with it. */
    property var basePayouts: []
    property var payouts: []
    property string previewError: ""
    /** The inputs the payouts were last previewed for, as JSON: a change handler that finds them unchanged does nothing. */
    property string previewedInputs: ""
    /** The event with the mover choice in it: what the screen stores on confirm. */
    readonly property var finalEvent: withMovers(event, moverChooser.movers)
    /** Put under the questions and above the payouts. */
    default property alias questions: questionColumn.data

    function withMovers(base, chosen) {
        if (!base)
            return null;
        const out = Object.assign({}, base);
        if (moverChooser.figures.length > 1 && moversKey !== "" && Object.keys(chosen).length > 0) {
            if (moversKey === "mover" || moversKey === "ransom") {
                if (chosen[moverPlayer])
                    out.mover = chosen[moverPlayer];
                if (moversKey === "ransom" && chosen[captor])
                    out.captorMover = chosen[captor];
            } else {
                out[moversKey] = chosen;
            }
        }
        return out;
    }

    /** The preview's entries this event pays (not an earlier batch's robber settling again). */
    function ownPayouts(entries) {
        return Preview.ownPayouts(session, entries);
    }

    /** Assigns @p value to the property @p name only when it differs, so that its bindings are left alone. */
    function assign(name, value) {
        if (JSON.stringify(dialog[name]) !== JSON.stringify(value))
            dialog[name] = value;
    }

    /** Asks the engine for the payouts again. An assignment that changes nothing must not notify: basePayouts feeds
        the mover choice, which feeds finalEvent, which calls this again. */
    function refresh() {
        refusal = "";
        updatePreview();
        previewedInputs = JSON.stringify([opened, event, finalEvent]);
    }

    function updatePreview() {
        if (!session || !event || !opened) {
            assign("basePayouts", []);
            assign("payouts", []);
            assign("previewError", "");
            return;
        }
        const base = ownPayouts(session.previewPayouts(event));
        const baseError = session.lastError;
        assign("basePayouts", base);
        if (baseError !== "") {
            assign("payouts", []);
            assign("previewError", baseError);
            return;
        }
        const chosen = finalEvent;
        const paid = chosen ? ownPayouts(session.previewPayouts(chosen)) : base;
        const error = session.lastError;
        assign("payouts", paid);
        assign("previewError", error);
    }

    /** refresh() when the event, the mover choice or the dialog's state differ from the last preview. */
    function refreshIfChanged() {
        if (JSON.stringify([opened, event, finalEvent]) !== previewedInputs)
            refresh();
    }

    /** Confirms only what the preview shows: inputs changed since the last preview are previewed first. */
    function tryAccept() {
        refreshIfChanged();
        if (canAccept)
            confirmed();
    }

    canAccept: ready && event !== null && previewError === ""
    errorText: previewError

    onEventChanged: Qt.callLater(refreshIfChanged)
    onFinalEventChanged: Qt.callLater(refreshIfChanged)
    onOpened: {
        moverChooser.reset();
        refresh();
    }

    ColumnLayout {
        id: questionColumn

        Layout.fillWidth: true
        spacing: Theme.spacing
    }

    MoverChooser {
        id: moverChooser

        Layout.fillWidth: true
        session: dialog.session
        options: dialog.options
        payouts: dialog.basePayouts
        visible: dialog.moversKey !== "" && figures.length > 1 && players.length > 0
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Payouts")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        visible: dialog.event !== null
    }
    PayoutList {
        id: payoutList

        Layout.fillWidth: true
        visible: dialog.event !== null && dialog.previewError === ""
        payouts: dialog.payouts
    }
}
