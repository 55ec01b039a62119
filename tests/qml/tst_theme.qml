// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models

// Both themes are readable: every foreground Theme defines against every background it is shown on reaches the WCAG
// contrast it needs (4.5:1 for text, 3:1 for large text, focus rings and outlines), and every size follows the zoom.
Item {
    id: root

    width: 400
    height: 300

    TestCase {
        name: "Theme"

        function cleanup() {
            AppState.theme = "system";
            AppState.resetZoom();
        }

        function test_contrastRatio() {
            // The formula's ends and a known value: black on white is 21:1, a colour on itself 1:1, #767676 on white 4.54.
            fuzzyCompare(Theme.contrast("#000000", "#ffffff"), 21, 0.001);
            fuzzyCompare(Theme.contrast("#5e5040", "#5e5040"), 1, 0.001);
            fuzzyCompare(Theme.contrast("#767676", "#ffffff"), 4.54, 0.01);
            fuzzyCompare(Theme.contrast("#ffffff", "#767676"), Theme.contrast("#767676", "#ffffff"), 0.0001);
        }

        function test_pairs_data() {
            return [{ "tag": "light", "theme": "light", "dark": false },
                    { "tag": "dark", "theme": "dark", "dark": true }];
        }

        function test_pairs(data) {
            AppState.theme = data.theme;
            compare(Theme.dark, data.dark);
            verify(Theme.colorPairs.length >= 25);
            const failures = [];
            for (const pair of Theme.colorPairs) {
                const ratio = Theme.contrast(pair.fg, pair.bg);
                if (ratio < pair.min)
                    failures.push(pair.name + " " + ratio.toFixed(2) + " < " + pair.min);
            }
            compare(failures.join("; "), "");
        }

        function test_themesDiffer() {
            AppState.theme = "light";
            const light = [Theme.background, Theme.panel, Theme.text, Theme.focus, Theme.trackLight].map(String);
            AppState.theme = "dark";
            const dark = [Theme.background, Theme.panel, Theme.text, Theme.focus, Theme.trackLight].map(String);
            for (let i = 0; i < light.length; ++i)
                verify(light[i] !== dark[i], "colour " + i + " is the same in both themes");
            verify(Theme.luminance(Theme.background) < Theme.luminance(Theme.text));
        }

        function test_followsTheDesktop() {
            AppState.theme = "system";
            compare(Theme.dark, Theme.luminance(Theme.desktopPalette.window) < 0.2);
            AppState.theme = "dark";
            verify(Theme.dark);
        }

        function test_symbolsReadOnEveryPlayerColour() {
            // The seat's symbol is drawn on the figure in the player's colour, in black or white.
            for (const player of Theme.playerColors) {
                const on = Theme.textOn(player.color);
                verify(Theme.contrast(on, player.color) >= 3, player.key + ": " + Theme.contrast(on, player.color));
            }
        }

        function test_zoomScalesEverySize() {
            compare(Theme.fontBase, 18);
            compare(Theme.controlHeight, 48);
            compare(Theme.touchTarget, 48);
            AppState.zoomIn();
            compare(AppState.zoom, 1.1);
            compare(Theme.fontBase, 20);
            AppState.zoom = 2;
            compare(Theme.fontBase, 36);
            compare(Theme.controlHeight, 96);
            compare(Theme.fontScore, 72);
            AppState.zoom = 0.8;
            compare(Theme.fontBase, 14);
            // A smaller zoom shrinks the text, never a target below a fingertip's 48 px.
            compare(Theme.controlHeight, 48);
            compare(Theme.touchTarget, 48);
        }
    }
}
