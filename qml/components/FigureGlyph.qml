// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import MeepleLedger

/* A figure drawn by its silhouette, so its kind reads without colour: the scoring meeple, the messenger
   (a meeple in a dress), the robber (a mask), a guard (a meeple with a shield), a ringmaster (a top hat), the abbot
   (a robe and a hood), the large meeple (a heavy outline), the builder (a hammer) or the pig.
   The player's symbol sits on the figure. */
Item {
    id: glyph

    /** "meeple", "messenger", "robber", "guard", "ringmaster", "abbot", "large", "builder" or "pig". */
    property string kind: "meeple"
    property color fillColor: Theme.unknownPlayer
    /** The player's symbol (a shape name or a letter), drawn on the figure. */
    property string symbol: ""
    /** Adds the messenger's envelope, a label besides its shape where meeple and messenger stand together. */
    property bool labelled: false
    /** Dims the figure (e.g. a prisoner, or a figure in supply). */
    property bool faded: false

    implicitWidth: 32
    implicitHeight: 32
    opacity: faded ? 0.45 : 1

    Canvas {
        id: canvas

        anchors.fill: parent
        antialiasing: true
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const w = width, h = height;
            const s = Math.min(w, h) / 100;
            ctx.save();
            ctx.translate((w - 100 * s) / 2, (h - 100 * s) / 2);
            ctx.scale(s, s);
            ctx.lineJoin = "round";
            ctx.lineWidth = 5;
            // A figure as dark as the track under it (black on the dark theme) is outlined in the theme's light.
            ctx.strokeStyle = Theme.contrast(glyph.fillColor, Theme.trackLight) < 3 ? Theme.figureOutline
                                                                                  : Qt.darker(glyph.fillColor, 2.2);
            ctx.fillStyle = glyph.fillColor;
            if (glyph.kind === "robber")
                drawMask(ctx);
            else if (glyph.kind === "pig")
                drawPig(ctx);
            else
                drawMeeple(ctx, glyph.kind);
            ctx.restore();
        }

        function drawMeeple(ctx, kind) {
            const dress = kind === "messenger" || kind === "abbot";
            if (kind === "large")
                ctx.lineWidth = 10;
            const top = kind === "ringmaster" ? 22 : 6;
            const headR = kind === "ringmaster" ? 12 : 14;
            // The body: arms out, two legs (or a dress for the messenger).
            ctx.beginPath();
            ctx.moveTo(37, top + 2 * headR - 2);
            ctx.quadraticCurveTo(12, top + 2 * headR + 4, 5, 46);
            ctx.quadraticCurveTo(4, 56, 16, 56);
            ctx.lineTo(31, 55);
            if (dress) {
                ctx.lineTo(12, 95);
                ctx.lineTo(88, 95);
            } else {
                ctx.lineTo(17, 90);
                ctx.quadraticCurveTo(17, 96, 24, 96);
                ctx.lineTo(40, 96);
                ctx.lineTo(50, 76);
                ctx.lineTo(60, 96);
                ctx.lineTo(76, 96);
                ctx.quadraticCurveTo(83, 96, 83, 90);
            }
            ctx.lineTo(69, 55);
            ctx.lineTo(84, 56);
            ctx.quadraticCurveTo(96, 56, 95, 46);
            ctx.quadraticCurveTo(88, top + 2 * headR + 4, 63, top + 2 * headR - 2);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            // The head.
            ctx.beginPath();
            ctx.arc(50, top + headR, headR, 0, 2 * Math.PI);
            ctx.fill();
            ctx.stroke();
            if (kind === "ringmaster") {
                // A top hat.
                ctx.fillStyle = Theme.art.hat;
                ctx.strokeStyle = Theme.art.hat;
                ctx.fillRect(38, 2, 24, 18);
                ctx.fillRect(30, 17, 40, 6);
            } else if (kind === "abbot") {
                // A hood over the head.
                ctx.beginPath();
                ctx.moveTo(30, 36);
                ctx.quadraticCurveTo(30, 2, 50, 0);
                ctx.quadraticCurveTo(70, 2, 70, 36);
                ctx.quadraticCurveTo(50, 24, 30, 36);
                ctx.closePath();
                ctx.fill();
                ctx.stroke();
            } else if (kind === "builder") {
                // A hammer in the raised hand.
                ctx.fillStyle = Theme.art.hat;
                ctx.strokeStyle = Theme.art.hat;
                ctx.fillRect(86, 14, 6, 36);
                ctx.fillRect(76, 8, 24, 10);
            } else if (kind === "guard") {
                // A shield across the body.
                ctx.beginPath();
                ctx.moveTo(58, 40);
                ctx.lineTo(92, 40);
                ctx.lineTo(92, 60);
                ctx.quadraticCurveTo(92, 78, 75, 86);
                ctx.quadraticCurveTo(58, 78, 58, 60);
                ctx.closePath();
                ctx.fillStyle = Theme.art.shieldFace;
                ctx.fill();
                ctx.stroke();
            }
        }

        function drawPig(ctx) {
            // A pig side on: a round body, four short legs, an ear and a snout.
            ctx.beginPath();
            ctx.ellipse(8, 34, 74, 46);
            ctx.fill();
            ctx.stroke();
            ctx.beginPath();
            ctx.rect(18, 72, 12, 20);
            ctx.rect(34, 74, 12, 20);
            ctx.rect(52, 74, 12, 20);
            ctx.rect(66, 72, 12, 20);
            ctx.fill();
            ctx.stroke();
            ctx.beginPath();
            ctx.moveTo(64, 38);
            ctx.lineTo(74, 18);
            ctx.lineTo(80, 40);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            ctx.beginPath();
            ctx.ellipse(78, 48, 20, 18);
            ctx.fill();
            ctx.stroke();
        }

        function drawMask(ctx) {
            // A bandit's mask: a band with two eye holes and the knot's ribbons.
            ctx.beginPath();
            ctx.moveTo(4, 40);
            ctx.quadraticCurveTo(50, 22, 96, 40);
            ctx.quadraticCurveTo(100, 64, 80, 72);
            ctx.quadraticCurveTo(62, 76, 50, 64);
            ctx.quadraticCurveTo(38, 76, 20, 72);
            ctx.quadraticCurveTo(0, 64, 4, 40);
            ctx.closePath();
            ctx.moveTo(40, 50);
            ctx.ellipse(18, 42, 22, 14);
            ctx.moveTo(82, 50);
            ctx.ellipse(60, 42, 22, 14);
            ctx.fillRule = Qt.OddEvenFill;
            ctx.fill();
            ctx.stroke();
            ctx.beginPath();
            ctx.moveTo(8, 66);
            ctx.lineTo(0, 92);
            ctx.moveTo(14, 70);
            ctx.lineTo(12, 96);
            ctx.lineWidth = 6;
            ctx.stroke();
        }
    }

    Text {
        // On the meeple's chest, or under the robber's mask.
        x: glyph.kind === "robber" ? parent.width * 0.34 : parent.width * (glyph.kind === "guard" ? 0.2 : 0.25)
        y: glyph.kind === "robber" ? parent.height * 0.72 : parent.height * 0.48
        width: parent.width * (glyph.kind === "guard" ? 0.4 : 0.5)
        height: parent.height * (glyph.kind === "robber" ? 0.3 : 0.34)
        visible: glyph.symbol !== "" && glyph.width >= 14
        text: Theme.glyph(glyph.symbol)
        color: glyph.kind === "robber" ? Theme.text : Theme.textOn(glyph.fillColor)
        font.pixelSize: Math.max(6, height * 0.95)
        font.bold: true
        fontSizeMode: Text.Fit
        minimumPixelSize: 5
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }

    // The messenger's envelope, in its top corner: the two figures on one space are told apart at a glance.
    Rectangle {
        objectName: "messengerLabel"
        visible: glyph.labelled && glyph.kind === "messenger"
        anchors.right: parent.right
        anchors.top: parent.top
        width: Math.max(10, Math.round(parent.width * 0.46))
        height: Math.round(width * 0.72)
        radius: 2
        color: Theme.base
        border.color: Theme.text
        border.width: Math.max(1, Math.round(width / 14))

        Text {
            anchors.centerIn: parent
            text: "\u2709"
            color: Theme.text
            font.pixelSize: Math.max(8, parent.height * 0.95)
        }
    }

    onKindChanged: canvas.requestPaint()
    Connections {
        target: Theme

        function onDarkChanged() {
            canvas.requestPaint();
        }
    }
    onFillColorChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()
}
