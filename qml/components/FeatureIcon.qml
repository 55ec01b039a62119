// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import MeepleLedger

/* A small picture of a feature type, drawn so the type reads at a glance next to its name. */
Canvas {
    id: icon

    /** road, city, monastery, field, castle, cemetery, tower or acrobats. */
    /** The feature type drawn, as the record names it ("road", "city", … and "tower" for a tower). */
    property string feature: "road"

    implicitWidth: 36
    implicitHeight: 36
    antialiasing: true

    onFeatureChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const s = Math.min(width, height) / 100;
        ctx.save();
        ctx.translate((width - 100 * s) / 2, (height - 100 * s) / 2);
        ctx.scale(s, s);
        ctx.lineJoin = "round";
        ctx.lineWidth = 4;
        ctx.strokeStyle = Theme.art.outline;
        // The tile under every icon.
        ctx.fillStyle = feature === "road" || feature === "monastery" || feature === "field" || feature === "acrobats"
                        ? Theme.art.meadow : Theme.art.earth;
        ctx.beginPath();
        ctx.roundedRect(3, 3, 94, 94, 12, 12);
        ctx.fill();
        ctx.stroke();
        switch (feature) {
        case "road":
            ctx.fillStyle = Theme.art.road;
            ctx.fillRect(38, 3, 24, 94);
            ctx.strokeRect(38, 3, 24, 94);
            break;
        case "city":
            ctx.fillStyle = Theme.art.city;
            ctx.beginPath();
            ctx.moveTo(3, 3);
            ctx.lineTo(97, 3);
            ctx.lineTo(97, 40);
            ctx.quadraticCurveTo(50, 75, 3, 40);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            ctx.fillStyle = Theme.art.shield;
            ctx.beginPath();
            ctx.moveTo(40, 14);
            ctx.lineTo(60, 14);
            ctx.lineTo(60, 28);
            ctx.quadraticCurveTo(50, 38, 40, 28);
            ctx.closePath();
            ctx.fill();
            break;
        case "monastery":
            ctx.fillStyle = Theme.art.roof;
            ctx.beginPath();
            ctx.moveTo(25, 45);
            ctx.lineTo(50, 22);
            ctx.lineTo(75, 45);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            ctx.fillStyle = Theme.art.road;
            ctx.fillRect(30, 45, 40, 38);
            ctx.strokeRect(30, 45, 40, 38);
            ctx.beginPath();
            ctx.moveTo(50, 6);
            ctx.lineTo(50, 22);
            ctx.moveTo(43, 12);
            ctx.lineTo(57, 12);
            ctx.stroke();
            break;
        case "field":
            ctx.strokeStyle = Theme.art.tree;
            for (let i = 0; i < 5; ++i) {
                const x = 16 + i * 17;
                ctx.beginPath();
                ctx.moveTo(x, 80);
                ctx.lineTo(x - 5, 55);
                ctx.moveTo(x, 80);
                ctx.lineTo(x, 50);
                ctx.moveTo(x, 80);
                ctx.lineTo(x + 5, 55);
                ctx.stroke();
            }
            break;
        case "castle":
        case "tower":
            ctx.fillStyle = Theme.art.stone;
            if (feature === "castle") {
                ctx.beginPath();
                ctx.moveTo(15, 88);
                ctx.lineTo(15, 30);
                ctx.lineTo(27, 30); ctx.lineTo(27, 40); ctx.lineTo(39, 40); ctx.lineTo(39, 30);
                ctx.lineTo(61, 30); ctx.lineTo(61, 40); ctx.lineTo(73, 40); ctx.lineTo(73, 30);
                ctx.lineTo(85, 30);
                ctx.lineTo(85, 88);
                ctx.closePath();
            } else {
                ctx.beginPath();
                ctx.moveTo(32, 92);
                ctx.lineTo(32, 14);
                ctx.lineTo(40, 14); ctx.lineTo(40, 22); ctx.lineTo(46, 22); ctx.lineTo(46, 14);
                ctx.lineTo(54, 14); ctx.lineTo(54, 22); ctx.lineTo(60, 22); ctx.lineTo(60, 14);
                ctx.lineTo(68, 14);
                ctx.lineTo(68, 92);
                ctx.closePath();
            }
            ctx.fill();
            ctx.stroke();
            ctx.fillStyle = Theme.art.outline;
            ctx.fillRect(44, feature === "castle" ? 62 : 60, 12, feature === "castle" ? 26 : 32);
            break;
        case "cemetery":
            ctx.fillStyle = Theme.art.sky;
            ctx.beginPath();
            ctx.moveTo(30, 88);
            ctx.lineTo(30, 38);
            ctx.quadraticCurveTo(50, 10, 70, 38);
            ctx.lineTo(70, 88);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
            ctx.beginPath();
            ctx.moveTo(50, 40);
            ctx.lineTo(50, 72);
            ctx.moveTo(40, 50);
            ctx.lineTo(60, 50);
            ctx.stroke();
            break;
        case "acrobats":
            ctx.fillStyle = Theme.art.tent;
            ctx.beginPath(); ctx.arc(32, 72, 14, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
            ctx.beginPath(); ctx.arc(68, 72, 14, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
            ctx.fillStyle = Theme.art.flag;
            ctx.beginPath(); ctx.arc(50, 40, 14, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
            break;
        }
        ctx.restore();
    }
}
