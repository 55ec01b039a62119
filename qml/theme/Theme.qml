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

    // The look the user asked for (AppState.theme, kept per machine): light, dark, or the desktop's. Qt 6.4 has no
    // colour-scheme API, so "the desktop's" is judged by its palette: a dark window colour means a dark desktop.
    readonly property SystemPalette desktopPalette: SystemPalette {
        colorGroup: SystemPalette.Active
    }
    readonly property bool desktopIsDark: luminance(desktopPalette.window) < 0.2
    /** True when the dark colours are shown. */
    readonly property bool dark: AppState.theme === "dark" || (AppState.theme === "system" && desktopIsDark)

    /** Every size below is multiplied by this (Ctrl + / Ctrl − / Ctrl 0; AppState.zoom, kept per machine). */
    readonly property real zoom: AppState.zoom
    /** A size of the design at 100 %, zoomed and rounded to whole pixels. */
    function px(size) {
        return Math.round(size * zoom);
    }

    // Type: the base is large enough to read from the edge of the table; scores larger still.
    readonly property int fontSmall: px(16)
    readonly property int fontBase: px(18)
    readonly property int fontLarge: px(22)
    readonly property int fontTitle: px(28)
    readonly property int fontScore: px(36)
    readonly property int fontHuge: px(48)

    readonly property int spacingSmall: px(6)
    readonly property int spacing: px(12)
    readonly property int spacingLarge: px(20)
    readonly property int radius: px(8)
    /** The side of the smallest thing to press (a tool button, a space of a selection): a fingertip's 48 px, as
        the touch guidelines ask, at every zoom (a smaller zoom shrinks the text, not the targets). */
    readonly property int touchTarget: Math.max(48, px(48))
    /** The height of a button or a field. */
    readonly property int controlHeight: touchTarget
    readonly property int panelPadding: px(14)

    /** The focus ring: a thick outline in a colour that stands out from every background of the theme. */
    readonly property int focusWidth: Math.max(3, px(3))
    readonly property color focus: dark ? "#8fb8ff" : "#1546b8"

    // A warm board-game palette with dark text: contrast stays high under club-room lighting. The dark one keeps
    // the warmth for dim rooms, with light text.
    readonly property color background: dark ? "#1d1915" : "#efe8d8"
    readonly property color panel: dark ? "#29231d" : "#fbf7ee"
    readonly property color panelAlt: dark ? "#342c24" : "#f3ecdc"
    /** The panel of what is happening now (the active player's card). */
    readonly property color panelActive: dark ? "#3e3526" : "#fffdf4"
    /** Where text is typed. */
    readonly property color base: dark ? "#14110e" : "#ffffff"
    readonly property color border: dark ? "#7a6b55" : "#b9a98a"
    readonly property color text: dark ? "#f3ecdf" : "#231a12"
    readonly property color mutedText: dark ? "#c9bba4" : "#5e5040"
    readonly property color accent: dark ? "#86cc8f" : "#2f6b3b"
    readonly property color accentText: dark ? "#0d1f10" : "#ffffff"
    readonly property color danger: dark ? "#ff9a94" : "#a3001b"
    readonly property color dangerBackground: dark ? "#4a1c1f" : "#fde7ea"
    readonly property color attention: dark ? "#ffb95c" : "#9a4f00"
    readonly property color attentionBackground: dark ? "#46300f" : "#fff1d6"
    readonly property color highlight: dark ? "#ffd54a" : "#ffc928"
    /** Text on highlight (a selection prompt). */
    readonly property color highlightText: "#231a12"
    readonly property color trackLight: dark ? "#3a3127" : "#f2e6c4"
    readonly property color trackDark: dark ? "#c7a46a" : "#6f5530"
    readonly property color trackBorder: dark ? "#8a7656" : "#8f7750"
    readonly property color trackCentre: dark ? "#26291f" : "#dfe8cf"
    /** The ring around a space that takes a click (a robber's), on a light and on a dark space. */
    readonly property color selection: dark ? "#ffd54a" : "#b34700"
    readonly property color selectionOnDark: dark ? "#2b1600" : "#ffc928"
    /** The numbers of the light spaces and of the dark (every fifth) spaces. */
    readonly property color trackNumber: dark ? "#e6dac4" : "#4a3d2f"
    readonly property color trackNumberOnDark: dark ? "#1d1915" : "#ffffff"
    /** A figure's outline on the track: it keeps a black or grey figure apart from the space under it. */
    readonly property color figureOutline: dark ? "#f3ecdf" : "#231a12"
    /** The shadow under raised controls. */
    readonly property color shadow: dark ? "#000000" : "#5e5040"
    /** A figure's colour before the model gives one. */
    readonly property color unknownPlayer: "#888888"

    /** The colours of the feature pictures (a tile of the game, so the same in both themes). */
    readonly property var art: ({
        "outline": "#3b2e20", "meadow": "#8cbf5a", "earth": "#d8c79c", "road": "#f3ead2", "city": "#b5651d",
        "shield": "#1565c0", "roof": "#c0392b", "tree": "#2e5e1a", "stone": "#9e9e9e",
        "dark": "#3b2e20", "sky": "#cfd8dc", "tent": "#e53935", "flag": "#fdd835", "hat": "#1b1b1b",
        "shieldFace": "#e9e2cf", "ghostLine": "#37474f", "ghost": "#ffffff"
    })

    /** The relative luminance of a colour (WCAG 2). */
    function luminance(c) {
        const col = Qt.color(c);
        const lin = v => v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        return 0.2126 * lin(col.r) + 0.7152 * lin(col.g) + 0.0722 * lin(col.b);
    }
    /** The WCAG 2 contrast ratio of two colours, 1 … 21. */
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** Every pair of a foreground and the background it is shown on, with the contrast it needs (WCAG 2: 4.5 for
        text, 3 for large text, focus rings and the outlines that show a choice). */
    readonly property var colorPairs: [
        { "name": "text on background", "fg": text, "bg": background, "min": 4.5 },
        { "name": "text on panel", "fg": text, "bg": panel, "min": 4.5 },
        { "name": "text on panelAlt", "fg": text, "bg": panelAlt, "min": 4.5 },
        { "name": "text on panelActive", "fg": text, "bg": panelActive, "min": 4.5 },
        { "name": "text on base", "fg": text, "bg": base, "min": 4.5 },
        { "name": "mutedText on background", "fg": mutedText, "bg": background, "min": 4.5 },
        { "name": "mutedText on panel", "fg": mutedText, "bg": panel, "min": 4.5 },
        { "name": "mutedText on panelAlt", "fg": mutedText, "bg": panelAlt, "min": 4.5 },
        { "name": "accent on panel", "fg": accent, "bg": panel, "min": 4.5 },
        { "name": "accent on panelActive", "fg": accent, "bg": panelActive, "min": 4.5 },
        { "name": "accent on background", "fg": accent, "bg": background, "min": 4.5 },
        { "name": "accentText on accent", "fg": accentText, "bg": accent, "min": 4.5 },
        { "name": "danger on panel", "fg": danger, "bg": panel, "min": 4.5 },
        { "name": "danger on dangerBackground", "fg": danger, "bg": dangerBackground, "min": 4.5 },
        { "name": "text on dangerBackground", "fg": text, "bg": dangerBackground, "min": 4.5 },
        { "name": "attention on panel", "fg": attention, "bg": panel, "min": 4.5 },
        { "name": "attention on background", "fg": attention, "bg": background, "min": 4.5 },
        { "name": "text on attentionBackground", "fg": text, "bg": attentionBackground, "min": 4.5 },
        { "name": "highlightText on highlight", "fg": highlightText, "bg": highlight, "min": 4.5 },
        { "name": "trackNumber on trackLight", "fg": trackNumber, "bg": trackLight, "min": 4.5 },
        { "name": "trackNumberOnDark on trackDark", "fg": trackNumberOnDark, "bg": trackDark, "min": 4.5 },
        { "name": "text on trackCentre", "fg": text, "bg": trackCentre, "min": 4.5 },
        { "name": "focus on background", "fg": focus, "bg": background, "min": 3 },
        { "name": "focus on panel", "fg": focus, "bg": panel, "min": 3 },
        { "name": "focus on panelAlt", "fg": focus, "bg": panelAlt, "min": 3 },
        { "name": "focus on base", "fg": focus, "bg": base, "min": 3 },
        { "name": "focus on trackLight", "fg": focus, "bg": trackLight, "min": 3 },
        { "name": "selection on trackLight", "fg": selection, "bg": trackLight, "min": 3 },
        { "name": "selectionOnDark on trackDark", "fg": selectionOnDark, "bg": trackDark, "min": 3 },
        { "name": "border of the active card on panel", "fg": text, "bg": panel, "min": 3 },
        { "name": "figureOutline on trackLight", "fg": figureOutline, "bg": trackLight, "min": 3 }
    ]

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
        return k === "gray" ? colorValue("grey") : k;
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

    /** Black or white, whichever has the higher contrast on `c`. */
    function textOn(c) {
        return contrast(c, "#1a1a1a") >= contrast(c, "#ffffff") ? "#1a1a1a" : "#ffffff";
    }

    /** The top of a number box for a value field of the engine's options ({key, min, max, atMost, …}): its bound,
        no more than the field it may not exceed in `values` (coats ≤ tiles), else as far as a box counts. */
    /** Where an entry of @p field starts: a flag (an inn, a cathedral) is ticked when the players noted it on the
        feature (its start is 1), a number at its typical start. */
    function fieldStart(field) {
        return field.flag ? field.start !== 0 : field.start;
    }
    function fieldTo(field, values) {
        let top = field.hasMax ? field.max : countLimit;
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

    /** The translated name of a figure on the scoring track ("meeple" is the scoring meeple). */
    function scoringFigureName(figure) {
        void Words.revision;
        return Words.scoringFigureName(figure);
    }

    /** The translated name of an animal token of the big top. */
    function animalName(animal) {
        void Words.revision;
        return Words.animalName(animal);
    }

    /** The translated name of an expansion id of the record. */
    function goodsName(goods) {
        void Words.revision;
        return Words.goodsName(goods);
    }
    function expansionName(id) {
        void Words.revision;
        return Words.expansionName(id);
    }

    /** What the players noted on a feature ("inn" → "Inn"), and what it is worth with it. */
    function markName(mark) {
        void Words.revision;
        return Words.markName(mark);
    }
    function markNote(mark) {
        void Words.revision;
        return Words.markNote(mark);
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
