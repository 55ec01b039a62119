// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

pragma Singleton

import QtQuick

/* Sizes, colours and the small vocabularies (player colours, symbols, feature types) every screen shares.
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

    /** The translated name of a feature type of the record. */
    function featureTypeName(type) {
        switch (type) {
        case "road": return qsTr("Road");
        case "city": return qsTr("City");
        case "monastery": return qsTr("Monastery");
        case "field": return qsTr("Field");
        case "castle": return qsTr("Castle");
        case "cemetery": return qsTr("Cemetery");
        case "tower": return qsTr("Tower");
        case "acrobats": return qsTr("Acrobats");
        }
        return type;
    }

    /** The translated name of a board figure kind. */
    function figureKindName(kind) {
        switch (kind) {
        case "meeple": return qsTr("meeple");
        case "guard": return qsTr("guard");
        case "ringmaster": return qsTr("ringmaster");
        case "messenger": return qsTr("messenger");
        case "robber": return qsTr("robber");
        }
        return kind;
    }

    /** The translated name of an animal token of the big top. */
    function animalName(animal) {
        switch (animal) {
        case "flea": return qsTr("Flea");
        case "monkey": return qsTr("Monkey");
        case "seal": return qsTr("Seal");
        case "bear": return qsTr("Bear");
        case "tiger": return qsTr("Tiger");
        case "elephant": return qsTr("Elephant");
        }
        return animal;
    }

    /** Points per figure of an animal token (the rules pages' values). */
    function animalValue(animal) {
        switch (animal) {
        case "flea": return 1;
        case "monkey": return 3;
        case "seal": return 4;
        case "bear": return 5;
        case "tiger": return 6;
        case "elephant": return 7;
        }
        return 0;
    }

    readonly property var animals: ["flea", "monkey", "seal", "bear", "tiger", "elephant"]

    /** The translated name of an expansion id of the record. */
    function expansionName(id) {
        switch (id) {
        case "tower": return qsTr("The Tower");
        case "messengers": return qsTr("The Messengers");
        case "robbers": return qsTr("The Robbers");
        case "bigtop": return qsTr("Under the Big Top");
        case "ghosts": return qsTr("Ghosts, Castles and Cemeteries");
        }
        return id;
    }

    readonly property var expansionIds: ["tower", "messengers", "robbers", "bigtop", "ghosts"]

    /** What each value a feature needs is called, for the number fields of scoring dialogs. */
    function fieldLabel(field) {
        switch (field) {
        case "tiles": return qsTr("Tiles");
        case "coats": return qsTr("Coats of arms");
        case "mist": return qsTr("Tiles with mist");
        case "cities": return qsTr("Completed cities bordering it");
        }
        return field;
    }

    /** The smallest and largest value the record accepts for a field (../shared spec, "Errors"). */
    function fieldRange(field, type) {
        switch (field) {
        case "tiles": return type === "monastery" ? [1, 9] : [1, 200];
        case "coats": return [0, 200];
        case "mist": return [1, 9];
        case "cities": return [0, 200];
        }
        return [0, 200];
    }

    /** The sensible starting value of a field, so a typical entry is one or two key presses. */
    function fieldDefault(field, type) {
        switch (field) {
        case "tiles": return type === "monastery" ? 9 : (type === "city" ? 2 : 3);
        case "coats": return 0;
        case "mist": return 1;
        case "cities": return 1;
        }
        return 0;
    }

    /** The values a completed feature of this type needs when scored during the game. */
    function scoreFields(type) {
        switch (type) {
        case "road": return ["tiles"];
        case "city": return ["tiles", "coats"];
        case "castle": return ["mist"];
        }
        return [];
    }

    /** The names of the eight message tiles. */
    function messageName(tile) {
        switch (tile) {
        case 1: return qsTr("Shortest road");
        case 2: return qsTr("Smallest city");
        case 3: return qsTr("Smallest monastery");
        case 4: return qsTr("Extra tile");
        case 5: return qsTr("2 points per coat of arms");
        case 6: return qsTr("2 points per knight");
        case 7: return qsTr("2 points per farmer");
        case 8: return qsTr("Score a meeple");
        }
        return "";
    }

    /** What a message tile's action does, in one sentence. */
    function messageHint(tile) {
        switch (tile) {
        case 1: return qsTr("Score your smallest road as at the end of the game; the figures stay.");
        case 2: return qsTr("Score your smallest city as at the end of the game; the figures stay.");
        case 3: return qsTr("Score your smallest monastery as at the end of the game; the figure stays.");
        case 4: return qsTr("Draw and place another tile: a new part of this turn.");
        case 5: return qsTr("2 points for each coat of arms in cities where you have a knight.");
        case 6: return qsTr("2 points for each of your figures in cities.");
        case 7: return qsTr("2 points for each of your figures in fields.");
        case 8: return qsTr("Score one of your figures as at the end of the game; it returns to you.");
        }
        return "";
    }

    /** A robber's or a mover's reason id in words. */
    function reasonText(reason) {
        switch (reason) {
        case "steal.message": return qsTr("these points land its owner on a dark space: a message");
        case "steal.mostPoints": return qsTr("the most points");
        case "mover.only": return qsTr("the only scoring figure");
        case "mover.clampAtZero": return qsTr("the lower figure loses less");
        case "mover.keepMessage": return qsTr("the other figure already earned this turn's message");
        case "mover.darkSpace": return qsTr("it lands on a dark space: a message");
        case "mover.dodgeRobber": return qsTr("the other figure stands with a robber");
        case "mover.either": return qsTr("either figure is as good");
        }
        return reason;
    }
}
