// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A dispute at a multilingual table: one ledger entry explained side by side in two languages. By default the
   language of the player who scored and the first other language a player at the table prefers. */
Dialog {
    id: dialog

    property var session: null
    property int row: -1
    /** {code, name} for each language the app speaks. */
    property var languages: []
    property string leftLanguage: "en"
    property string rightLanguage: "de"
    readonly property var entry: session && row >= 0 && opened ? session.ledger.get(row) : ({})

    /** The players' preferred languages from their profiles, [{player, language}] in seating order. */
    readonly property var playerLanguages: session && session.gameId > 0 ? AppState.profiles.languagesOf(session.gameId)
                                                                         : []

    // The two languages for the entry at @p row: the scorer's (else the app's), then the first other one the
    // players prefer in seating order (else the app's, else English or German).
    function chooseLanguages() {
        if (!session || row < 0)
            return;
        const scorer = session.ledger.get(row).playerId;
        const known = code => languages.some(l => l.code === code);
        // "de_AT" is German; a language the app does not speak is no default.
        const codeOf = p => String(p.language).split(/[_-]/)[0];
        const preferred = playerLanguages.filter(p => known(codeOf(p)));
        const scorers = preferred.filter(p => p.player === scorer);
        const left = scorers.length > 0 ? codeOf(scorers[0]) : AppState.language;
        const others = preferred.map(codeOf).filter(code => code !== left);
        let right = others.length > 0 ? others[0] : "";
        if (right === "")
            right = AppState.language !== left ? AppState.language : (left === "en" ? "de" : "en");
        leftLanguage = left;
        rightLanguage = right;
    }

    onRowChanged: chooseLanguages()

    function explain(language) {
        return session && row >= 0 ? session.ledger.explainIn(row, language) : "";
    }
    /** The rule's name, the title of its explanation, in `language`. */
    function ruleName(language) {
        return session && row >= 0 ? session.ledger.ruleNameIn(row, language) : "";
    }

    title: qsTr("Explain a payout")
    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    width: Math.min(parent ? parent.width - 40 : 1000, 1000)
    padding: Theme.spacingLarge
    font.pixelSize: Theme.fontBase
    // A button of the app's own rather than Dialog.Close: Qt names a standard button once, when it is made, so
    // it would keep the language the dialog was created in after the language changes.
    footer: DialogButtonBox {
        padding: Theme.spacingLarge

        // As large as the table's other buttons: a finger closes it too.
        Button {
            objectName: "dispute-close"
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            font.pixelSize: Theme.fontBase
            implicitHeight: Theme.controlHeight
        }
    }

    header: Label {
        text: dialog.title
        padding: Theme.spacingLarge
        bottomPadding: 0
        font.pixelSize: Theme.fontTitle
        font.bold: true
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            PlayerBadge {
                size: 40
                playerColor: dialog.entry.color || Theme.unknownPlayer
                symbol: dialog.entry.symbol || ""
            }
            Label {
                Layout.fillWidth: true
                //: %1 points (signed), %2 player, %3 rule name
                text: dialog.entry.playerName
                      ? qsTr("%1 for %2 — %3").arg((dialog.entry.points > 0 ? "+" : "") + dialog.entry.points)
                                              .arg(dialog.entry.playerName).arg(dialog.entry.ruleName)
                      : ""
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }
        }
        // The name the players gave the payout's feature ("the river city"), when they gave one.
        Label {
            objectName: "disputeFeatureName"
            Layout.fillWidth: true
            visible: text !== ""
            text: {
                void (dialog.session ? dialog.session.namesRevision : 0);
                return dialog.session ? dialog.session.givenNameAt(dialog.entry.feature || "", dialog.entry.event || 0) : "";
            }
            font.pixelSize: Theme.fontBase
            font.italic: true
            wrapMode: Text.Wrap
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingLarge

            Repeater {
                model: 2

                delegate: ColumnLayout {
                    id: side

                    required property int index
                    readonly property string language: index === 0 ? dialog.leftLanguage : dialog.rightLanguage

                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Layout.alignment: Qt.AlignTop
                    spacing: Theme.spacing

                    ComboBox {
                        Layout.fillWidth: true
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        model: dialog.languages.map(l => l.name)
                        currentIndex: dialog.languages.findIndex(l => l.code === side.language)
                        Accessible.name: side.index === 0 ? qsTr("Left language") : qsTr("Right language")
                        onActivated: (i) => {
                            if (side.index === 0)
                                dialog.leftLanguage = dialog.languages[i].code;
                            else
                                dialog.rightLanguage = dialog.languages[i].code;
                        }
                    }
                    Label {
                        objectName: "ruleName"
                        Layout.fillWidth: true
                        text: dialog.ruleName(side.language)
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        wrapMode: Text.Wrap
                    }
                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: explanation.implicitHeight + 24
                        radius: Theme.radius
                        color: Theme.panelAlt
                        border.color: Theme.border

                        Label {
                            id: explanation

                            objectName: "explanation"
                            anchors.fill: parent
                            anchors.margins: 12
                            text: dialog.explain(side.language)
                            font.pixelSize: Theme.fontLarge
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }
    }
}
