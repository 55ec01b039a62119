// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "Preview.js" as Preview

/* An action dialog that shows what a command would pay before it is entered: the screen binds `command`
   (made by session.commands, without movers), the dialog stamps it with the turn part it opened in, asks the
   engine for the payouts, lets each paid player choose the scoring figure that moves (The Messengers), blocks
   Enter while the engine refuses, and enterPreviewed() applies exactly the command it previewed. */
ActionDialog {
    id: dialog

    property var session: null
    /** What the table may do next (session.options), read once by the screen that holds the dialog. */
    property turnOptions options
    /** The command the answers so far describe (session.commands); null while they are incomplete. */
    property var command: null
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
    /** The robber choices the command leaves open (session.previewedChoices()): each robber's owner chooses here,
        the engine's suggestion first, and the choice is entered with the command. */
    property var choicesAfter: []
    /** The candidate chosen here per robber (clicked, even the suggestion): {robberId: {from, figure}}. */
    property var robbed: ({})
    /** The command the payouts were last previewed for, and whether the dialog was open then: a change handler that
        finds them unchanged does nothing. */
    property var previewedCommand: null
    property bool previewedOpened: false
    /** The command made for the dialog's turn part, and with the mover choice in it: what enterPreviewed() applies. */
    readonly property var baseCommand: command && stamp ? command.madeFor(stamp) : null
    readonly property var finalCommand: withMovers(baseCommand, moverChooser.movers)
    /** The robbers' owners kept the engine's suggestion for @p choices (the `choices` rows): nothing more is asked. */
    signal choicesKept(var choices)
    /** Put under the questions and above the payouts. */
    default property alias questions: questionColumn.data

    function withMovers(base, chosen) {
        if (!base)
            return null;
        if (moverChooser.figures.length <= 1 || moversKey === "" || Object.keys(chosen).length === 0)
            return base;
        if (moversKey === "movers")
            return base.withMovers(chosen);
        let out = base.withMover(chosen[moverPlayer] || "");
        if (moversKey === "ransom")
            out = out.withCaptorMover(chosen[captor] || "");
        return out;
    }

    /** True when @p a and @p b are the same command (or both none). */
    function same(a, b) {
        return (!a && !b) || (!!a && !!b && a.sameAs(b));
    }

    /** The candidate @p choice's robber robs: the one chosen here, else the engine's suggestion. */
    function robbedBy(choice) {
        return robbed[choice.robber] || { "from": choice.suggested.from, "figure": choice.suggested.figure };
    }

    /** Enters the previewed command, then each robber's choice it opened: closes the dialog, or shows why the command
        was refused. A victim the table chose here is a `steal`; the suggestion left as it was is kept as the record
        keeps it, without one (choicesKept). A choice refused (it cannot be, as previewed) stays open on the table. */
    function enterPreviewed() {
        const choices = choicesAfter;
        if (!enterCommand(finalCommand))
            return false;
        const kept = [];
        for (const choice of choices) {
            if (!robbed[choice.robber]) {
                kept.push(choice);
                continue;
            }
            const pick = robbedBy(choice);
            const steal = session.commands.steal(choice.robber, pick.from, pick.figure)
                .withMover(session.hasMessengers ? choice.suggested.mover : "").madeFor(stamp);
            if (!session.apply(steal))
                break;
        }
        if (kept.length > 0)
            choicesKept(kept);
        return true;
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
        previewedCommand = finalCommand;
        previewedOpened = opened;
    }

    function updatePreview() {
        if (!session || !baseCommand || !opened) {
            assign("basePayouts", []);
            assign("payouts", []);
            assign("previewError", "");
            assign("choicesAfter", []);
            return;
        }
        const base = ownPayouts(session.preview(baseCommand));
        const baseError = session.lastError;
        assign("basePayouts", base);
        if (baseError !== "") {
            assign("payouts", []);
            assign("previewError", baseError);
            assign("choicesAfter", []);
            return;
        }
        const chosen = finalCommand;
        const paid = chosen ? ownPayouts(session.preview(chosen)) : base;
        const error = session.lastError;
        const choices = error === "" ? session.previewedChoices() : [];
        assign("payouts", paid);
        assign("previewError", error);
        assign("choicesAfter", choices);
    }

    /** refresh() when the event, the mover choice or the dialog's state differ from the last preview. */
    function refreshIfChanged() {
        if (opened !== previewedOpened || !same(finalCommand, previewedCommand))
            refresh();
    }

    /** Confirms only what the preview shows: inputs changed since the last preview are previewed first. */
    function tryAccept() {
        refreshIfChanged();
        if (canAccept)
            confirmed();
    }

    canAccept: ready && finalCommand !== null && previewError === ""
    errorText: previewError

    onFinalCommandChanged: Qt.callLater(refreshIfChanged)
    onOpened: {
        moverChooser.reset();
        robbed = {};
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

    // A robber with candidates: its owner chooses now (the suggestion, starred, is chosen unless another is).
    Repeater {
        model: dialog.command !== null && dialog.previewError === "" ? dialog.choicesAfter : []

        delegate: ColumnLayout {
            id: choiceColumn

            required property var modelData
            readonly property var choice: modelData

            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            Label {
                Layout.fillWidth: true
                //: %1 the robber's owner, %2 the track space
                text: qsTranslate("ChoiceStep", "%1's robber on space %2: whom does it rob?")
                      .arg(Theme.isolate(choiceColumn.choice.robberName)).arg(choiceColumn.choice.space)
                font.pixelSize: Theme.fontBase
                font.bold: true
                wrapMode: Text.Wrap
            }
            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacing

                Repeater {
                    model: choiceColumn.choice.candidates

                    delegate: LargeRadioButton {
                        required property var modelData
                        readonly property bool suggested: modelData.player === choiceColumn.choice.suggested.from
                                                          && modelData.figure === choiceColumn.choice.suggested.figure

                        objectName: "rob-" + choiceColumn.choice.robber + "-" + modelData.player + "-" + modelData.figure
                        width: Math.min(implicitWidth, choiceColumn.width)
                        checked: {
                            const pick = dialog.robbedBy(choiceColumn.choice);
                            return pick.from === modelData.player && pick.figure === modelData.figure;
                        }
                        //: %1 the robbed player's name, %2 their scoring figure, %n the points it moved, %3 the robber's share
                        text: qsTranslate("ChoiceStep", "Rob %1's %2: %n point(s), takes %3", "", modelData.points)
                              .arg(Theme.isolate(modelData.playerName)).arg(Theme.scoringFigureName(modelData.figure))
                              .arg(modelData.rogue) + (suggested ? "  \u2605" : "")
                        onClicked: {
                            const r = Object.assign({}, dialog.robbed);
                            r[choiceColumn.choice.robber] = { "from": modelData.player, "figure": modelData.figure };
                            dialog.robbed = r;
                        }
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                visible: choiceColumn.choice.reasonText !== ""
                text: "\u2605 " + choiceColumn.choice.reasonText
                font.pixelSize: Theme.fontSmall
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
        }
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("Payouts")
        font.pixelSize: Theme.fontLarge
        font.bold: true
        visible: dialog.command !== null
    }
    PayoutList {
        id: payoutList

        Layout.fillWidth: true
        visible: dialog.command !== null && dialog.previewError === ""
        payouts: dialog.payouts
    }

}
