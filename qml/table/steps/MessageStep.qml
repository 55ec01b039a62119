// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The turn's message step (The Messengers): owed when a scoring figure ends a move on a dark space; said prominently,
   with the button that resolves it. */
TurnSection {
    id: section

    //: %1 the active player's name; their scoring meeple stopped on a dark space of the track
    readonly property string sentence: qsTr("\u2709 %1 landed on a dark space: draw a message tile!").arg(Theme.isolate(turn.active ? turn.active.name : ""))

    step: TurnModel.Message
    name: "message"
    title: sentence
    headingWhenOpen: false
    attention: true

    Rectangle {
        objectName: "messageBanner"
        width: section.turn.stepsWidth
        implicitHeight: messageColumn.implicitHeight + 2 * Theme.spacingSmall
        radius: Theme.radius
        color: Theme.attentionBackground
        border.color: Theme.attention
        border.width: 3

        // The sentence and its button on one line where they fit.
        Flow {
            id: messageColumn

            anchors.fill: parent
            anchors.margins: Theme.spacingSmall
            spacing: Theme.spacingSmall

            Label {
                id: messageLine

                // Its one line's width measured apart: a wrapped label's own width follows the width it has.
                width: Math.min(Math.ceil(messageMetrics.advanceWidth) + Theme.spacingSmall, messageColumn.width)
                horizontalAlignment: Text.AlignLeft
                text: section.sentence
                font.pixelSize: Theme.fontBase
                font.bold: true
                wrapMode: Text.Wrap

                TextMetrics {
                    id: messageMetrics

                    text: messageLine.text
                    font: messageLine.font
                }
            }
            ActionButton {
                objectName: "messageButton"
                text: qsTr("Resolve the message (M)")
                highlighted: true
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: section.turn.messageRequested()
            }
        }
    }
}
