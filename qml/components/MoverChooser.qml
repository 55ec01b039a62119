// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* With The Messengers every payout moves the scoring meeple or the messenger: one row per paid player
   with both choices, the engine's suggestion preselected and its reason in words. `movers` is the
   choice, as the record's `movers` object {playerId: "meeple" | "messenger"}. */
ColumnLayout {
    id: chooser

    property var session: null
    /** The payouts before any choice (previewPayouts without movers). */
    property var payouts: []
    /** Player ids whose choice is not asked (e.g. a robber's owner, who moves by `steal`). */
    property var excluded: []
    /** Scoring figures that cannot take a player's payout, by player id: {playerId: ["messenger"]} (e.g. a ransom
        the figure cannot pay in full). They are offered disabled and never chosen by default. */
    property var unable: ({})
    /** The scoring figures a payout may move (options.scoringFigures): a choice only when there are two. */
    property turnOptions options
    readonly property var figures: options.scoringFigures
    /** The user's changes to the suggestions, by player id. */
    property var overrides: ({})
    readonly property var players: {
        const totals = {};
        const order = [];
        for (let i = 0; i < payouts.length; ++i) {
            const p = payouts[i];
            if (String(p.rule || "").startsWith("robber.") || excluded.indexOf(p.playerId) >= 0)
                continue;
            if (totals[p.playerId] === undefined) {
                totals[p.playerId] = { "playerId": p.playerId, "playerName": p.playerName, "color": p.color,
                                       "symbol": p.symbol, "points": 0 };
                order.push(p.playerId);
            }
            totals[p.playerId].points += Number(p.points);
        }
        const out = [];
        for (let i = 0; i < order.length; ++i) {
            const row = totals[order[i]];
            if (row.points === 0)
                continue;
            row.advice = session ? session.adviseMover(row.playerId, row.points) : ({});
            out.push(row);
        }
        return out;
    }
    readonly property var movers: {
        const out = {};
        for (let i = 0; i < players.length; ++i) {
            const id = players[i].playerId;
            const barred = unable[id] || [];
            const advised = players[i].advice && players[i].advice.figure;
            out[id] = overrides[id] || (advised && barred.indexOf(advised) < 0 ? advised : "")
                      || figures.find(f => barred.indexOf(f) < 0) || "meeple";
        }
        return out;
    }

    function choose(playerId, figure) {
        const next = Object.assign({}, overrides);
        next[playerId] = figure;
        overrides = next;
    }
    function reset() {
        overrides = {};
    }

    visible: figures.length > 1 && players.length > 0
    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        text: qsTr("Which scoring figure moves?")
        font.pixelSize: Theme.fontLarge
        font.bold: true
    }

    Repeater {
        model: chooser.players

        delegate: RowLayout {
            id: moverRow

            required property var modelData
            readonly property string chosen: chooser.movers[modelData.playerId] || "meeple"
            readonly property var barred: chooser.unable[modelData.playerId] || []
            readonly property bool adviceBarred: !!modelData.advice && barred.indexOf(modelData.advice.figure) >= 0
            readonly property var landing: (modelData.advice && modelData.advice.landing) || ({})

            Layout.fillWidth: true
            spacing: Theme.spacing

            PlayerBadge {
                size: 30
                playerColor: moverRow.modelData.color || Theme.unknownPlayer
                symbol: moverRow.modelData.symbol || ""
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2

                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    //: %1 player name, %2 points (signed)
                    text: qsTr("%1: %2").arg(Theme.isolate(moverRow.modelData.playerName))
                                        .arg((moverRow.modelData.points > 0 ? "+" : "") + moverRow.modelData.points)
                    font.pixelSize: Theme.fontBase
                    font.bold: true
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    visible: !!moverRow.modelData.advice && !!moverRow.modelData.advice.figure && !moverRow.adviceBarred
                    text: moverRow.modelData.advice
                          //: %1 "meeple" or "messenger", %2 the reason
                          ? qsTr("Suggested: %1 — %2").arg(Theme.scoringFigureName(moverRow.modelData.advice.figure))
                                                     .arg(moverRow.modelData.advice.reasonText
                                                          || Theme.reasonText(moverRow.modelData.advice.reason))
                          : ""
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
                Label {
                    Layout.fillWidth: true
                    visible: moverRow.barred.length > 0
                    text: moverRow.barred.map(f => f === "messenger" ? qsTr("The messenger holds too few points to pay.")
                                                                     : qsTr("The meeple holds too few points to pay."))
                                         .join(" ")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
            }
            Repeater {
                model: chooser.figures

                delegate: ActionButton {
                    id: moverButton

                    required property string modelData

                    objectName: "mover-" + moverRow.modelData.playerId + "-" + modelData
                    checkable: true
                    checked: moverRow.chosen === modelData
                    enabled: moverRow.barred.indexOf(modelData) < 0
                    highlighted: checked
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    text: moverRow.landing[modelData] !== undefined
                          //: %1 figure name, %2 the track position it would land on
                          ? qsTr("%1 → %2").arg(Theme.scoringFigureName(modelData)).arg(moverRow.landing[modelData])
                          : Theme.scoringFigureName(modelData)
                    icon.width: 0
                    onClicked: chooser.choose(moverRow.modelData.playerId, modelData)
                    //: %1 the player's name, %2 the scoring figure (scoring meeple or messenger)
                    Accessible.name: qsTr("Move %1's %2").arg(Theme.isolate(moverRow.modelData.playerName))
                                                         .arg(Theme.scoringFigureName(modelData))
                }
            }
        }
    }
}
