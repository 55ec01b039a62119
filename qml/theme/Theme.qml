// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

pragma Singleton

import QtQuick
import MeepleLedger.Models

/* Sizes, colours, glyphs and the player colours' names every screen shares; the words for the engine's ids are
   the vocabulary's (Words).
   Sizes are in device-independent pixels, so they stay readable at arm's length on high-DPI screens too. */
QtObject {
    id: theme

    // Type: the base is large enough to read from the edge of the table; scores larger still.
    readonly property int fontSmall: 16
    readonly property int fontBase: 18
    readonly property int fontLarge: 22
    readonly property int fontTitle: 28
    readonly property int fontScore: 36
    readonly property int fontHuge: 48

    readonly property int spacingSmall: 6
    readonly property int spacing: 12
    readonly property int spacingLarge: 20
    readonly property int radius: 8
    readonly property int controlHeight: 44
    readonly property int panelPadding: 14

    // A warm board-game palette with dark text: contrast stays high under club-room lighting.
    readonly property color background: "#efe8d8"
    readonly property color panel: "#fbf7ee"
    readonly property color panelAlt: "#f3ecdc"
    readonly property color border: "#b9a98a"
    readonly property color text: "#231a12"
    readonly property color mutedText: "#5e5040"
    readonly property color accent: "#2f6b3b"
    readonly property color accentText: "#ffffff"
    readonly property color danger: "#a3001b"
    readonly property color dangerBackground: "#fde7ea"
    readonly property color attention: "#b35c00"
    readonly property color attentionBackground: "#fff1d6"
    readonly property color highlight: "#ffc928"
    readonly property color trackLight: "#f2e6c4"
    readonly property color trackDark: "#6f5530"
    readonly property color trackBorder: "#8f7750"
    readonly property color trackCentre: "#dfe8cf"

    /** The colours of the real game's figures (the same values the models use). */
    readonly property var playerColors: [
        { "key": "red", "color": "#c62828" },
        { "key": "blue", "color": "#1565c0" },
        { "key": "green", "color": "#2e7d32" },
        { "key": "yellow", "color": "#f9a825" },
        { "key": "black", "color": "#212121" },
        { "key": "grey", "color": "#9e9e9e" },
        { "key": "pink", "color": "#ec407a" },
        { "key": "purple", "color": "#6a1b9a" }
    ]

    /** The symbol of each seat (the models give every player the one of their seat). */
    readonly property var seatSymbols: ["circle", "square", "triangle", "diamond", "star", "hexagon"]

    /** The symbol of seat `index` (0-based). */
    function seatSymbol(index) {
        const n = seatSymbols.length;
        return seatSymbols[((index % n) + n) % n];
    }

    /** The translated name of one of playerColors' keys, capitalised as a label. */
    function colorName(key) {
        switch (key) {
        case "red": return qsTr("Red");
        case "blue": return qsTr("Blue");
        case "green": return qsTr("Green");
        case "yellow": return qsTr("Yellow");
        case "black": return qsTr("Black");
        case "grey": case "gray": return qsTr("Grey");
        case "pink": return qsTr("Pink");
        case "purple": return qsTr("Purple");
        }
        return key;
    }

    /** A name to embed in a sentence, between first-strong isolates (U+2068 … U+2069): a right-to-left name
        keeps its own direction without turning the sentence around it, or the paragraph, right-to-left. */
    function isolate(name) {
        return "\u2068" + String(name === undefined || name === null ? "" : name) + "\u2069";
    }

    /** The colour value for a colour key, or the value itself when it is already a colour. */
    function colorValue(key) {
        const k = String(key);
        for (let i = 0; i < playerColors.length; ++i) {
            if (playerColors[i].key === k)
                return playerColors[i].color;
        }
        return k === "gray" ? "#9a9a9a" : k;
    }

    /** A printable glyph for a symbol: shape names become shapes, a letter stays a letter. */
    function glyph(symbol) {
        switch (String(symbol)) {
        case "triangle": return "\u25B2";
        case "circle": return "\u25CF";
        case "square": return "\u25A0";
        case "star": return "\u2605";
        case "diamond": return "\u25C6";
        case "cross": return "\u271A";
        case "heart": return "\u2665";
        case "hexagon": return "\u2B22";
        case "": return "?";
        }
        const s = String(symbol);
        return s.length <= 2 ? s.toUpperCase() : s.charAt(0).toUpperCase();
    }

    /** Black or white, whichever reads better on `c`. */
    function textOn(c) {
        const col = Qt.color(c);
        const luminance = 0.2126 * col.r + 0.7152 * col.g + 0.0722 * col.b;
        return luminance > 0.55 ? "#1a1a1a" : "#ffffff";
    }

    /** The top of a number box for a value field of the engine's options ({key, min, max, atMost, …}): its bound,
        no more than the field it may not exceed in `values` (coats ≤ tiles), else as far as a box counts. */
    function fieldTo(field, values) {
        let top = field.max !== undefined && field.max !== null ? field.max : countLimit;
        if (field.atMost && values && values[field.atMost] !== undefined)
            top = Math.min(top, values[field.atMost]);
        return Math.max(field.min, top);
    }
    /** How far a number box with no bound of the rules counts. */
    readonly property int countLimit: 999

    // The words for the engine's ids come from the one vocabulary (Words, model/words); these delegates keep the
    // screens' calls short. Reading Words.revision makes a binding follow a change of language.

    /** The translated name of a feature type of the record. */
    function featureTypeName(type) {
        void Words.revision;
        return Words.featureTypeName(type);
    }

    /** The translated name of a figure: a board figure kind, "messenger" or "robber". */
    function figureKindName(kind) {
        void Words.revision;
        return Words.figureKindName(kind);
    }

    /** The translated name of an animal token of the big top. */
    function animalName(animal) {
        void Words.revision;
        return Words.animalName(animal);
    }

    /** The translated name of an expansion id of the record. */
    function expansionName(id) {
        void Words.revision;
        return Words.expansionName(id);
    }

    /** What each value a feature needs is called, for the number fields of scoring dialogs. */
    function fieldLabel(field) {
        void Words.revision;
        return Words.fieldLabel(field);
    }

    /** The name of a message tile. */
    function messageName(tile) {
        void Words.revision;
        return Words.messageName(tile);
    }

    /** What a message tile's action does, in one sentence. */
    function messageHint(tile) {
        void Words.revision;
        return Words.messageHint(tile);
    }

    /** A robber's or a mover's reason id in words. */
    function reasonText(reason) {
        void Words.revision;
        return Words.reasonText(reason);
    }
}
