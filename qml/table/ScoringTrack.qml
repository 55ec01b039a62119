// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The scoring track drawn like the real board: a rectangular ring of the rules' spaces (Rules.trackSpaces), 0 in
   the top-left corner and increasing clockwise, every Rules.darkSpaceEvery-th space dark. It takes plain data, so any screen can show it:
   `figures` is a list of {key, player, name, color, symbol, kind: "meeple"|"messenger"|"robber", space, laps}.
   Figures glide along the track when they move. In selection mode (`selectableSpaces` not empty) the
   legal spaces are highlighted and only they accept a click, Enter or Space. */
FocusScope {
    id: track

    readonly property int spaceCount: Rules.trackSpaces
    property int columns: 16
    /** The ring's rows: as many as the spaces leave around `columns`. */
    property int rows: spaceCount / 2 + 2 - columns
    /** Figures on the track; see the comment above. */
    property var figures: []
    /** Spaces that accept a click (e.g. where a robber may go); empty means nothing is selectable. */
    property var selectableSpaces: []
    readonly property bool selecting: selectableSpaces.length > 0
    /** The keyboard cursor in selection mode. */
    property int currentSpace: selectableSpaces.length > 0 ? selectableSpaces[0] : -1
    /** What a selection is for, said above the track while selecting. */
    property string selectionPrompt: ""
    /** The size of one space, in pixels. */
    readonly property real cell: Math.max(8, Math.floor(Math.min(width / columns, height / rows)))
    readonly property real boardWidth: cell * columns
    readonly property real boardHeight: cell * rows
    /** The free area inside the ring, for the screen to put something in. */
    default property alias inner: innerArea.data

    /** A space was chosen in selection mode. */
    signal spaceActivated(int space)

    implicitWidth: columns * 52
    implicitHeight: rows * 52
    activeFocusOnTab: selecting || activeFocus

    function isSelectable(space) {
        for (let i = 0; i < selectableSpaces.length; ++i) {
            if (Number(selectableSpaces[i]) === space)
                return true;
        }
        return false;
    }

    /** Column and row of a space on the ring. */
    function cellOf(space) {
        const c = columns, r = rows;
        const i = ((space % spaceCount) + spaceCount) % spaceCount;
        if (i < c)
            return { "col": i, "row": 0 };
        if (i <= c + r - 2)
            return { "col": c - 1, "row": i - (c - 1) };
        if (i <= 2 * c + r - 3)
            return { "col": (c - 1) - (i - (c + r - 2)), "row": r - 1 };
        return { "col": 0, "row": (r - 1) - (i - (2 * c + r - 3)) };
    }

    /** The top-left corner of a space, at a fractional position along the track (for gliding figures). */
    function pointAt(position) {
        const base = Math.floor(position);
        const f = position - base;
        const a = cellOf(base), b = cellOf(base + 1);
        return {
            "x": board.x + (a.col + (b.col - a.col) * f) * cell,
            "y": board.y + (a.row + (b.row - a.row) * f) * cell
        };
    }

    /** The figures as the track holds them (with their shared-space slots), for tests and tools. */
    function figureRows() {
        const out = [];
        for (let i = 0; i < figureModel.count; ++i)
            out.push(figureModel.get(i));
        return out;
    }

    function moveCursor(step) {
        if (selectableSpaces.length === 0)
            return;
        const sorted = selectableSpaces.map(Number).sort((a, b) => a - b);
        let index = sorted.indexOf(currentSpace);
        index = index < 0 ? 0 : (index + step + sorted.length) % sorted.length;
        currentSpace = sorted[index];
    }

    // Keeps one model row per figure, so a figure that moves keeps its delegate and glides.
    function syncFigures() {
        const incoming = figures || [];
        const keys = {};
        const perSpace = {};
        for (let i = 0; i < incoming.length; ++i) {
            const f = incoming[i];
            const key = String(f.key !== undefined ? f.key : (f.player + "-" + f.kind));
            keys[key] = true;
            const space = Number(f.space);
            if (!perSpace[space])
                perSpace[space] = [];
            perSpace[space].push(key);
        }
        for (let i = figureModel.count - 1; i >= 0; --i) {
            if (!keys[figureModel.get(i).key])
                figureModel.remove(i);
        }
        for (let i = 0; i < incoming.length; ++i) {
            const f = incoming[i];
            const key = String(f.key !== undefined ? f.key : (f.player + "-" + f.kind));
            const space = Number(f.space);
            const laps = Number(f.laps || 0);
            const row = {
                "key": key,
                "player": String(f.player || ""),
                "name": String(f.name || f.player || ""),
                "figureColor": String(f.color || "#888888"),
                "symbol": String(f.symbol || ""),
                "kind": String(f.kind || "meeple"),
                "space": space,
                "laps": laps,
                // Robbers have no laps; scoring figures glide forward across 0 when they pass it.
                "position": (f.kind === "robber" ? 0 : laps * spaceCount) + space,
                "slot": perSpace[space].indexOf(key),
                "slotCount": perSpace[space].length
            };
            let found = -1;
            for (let j = 0; j < figureModel.count; ++j) {
                if (figureModel.get(j).key === key) {
                    found = j;
                    break;
                }
            }
            if (found < 0)
                figureModel.append(row);
            else
                figureModel.set(found, row);
        }
    }

    onFiguresChanged: syncFigures()
    Component.onCompleted: syncFigures()

    Keys.onLeftPressed: moveCursor(-1)
    Keys.onUpPressed: moveCursor(-1)
    Keys.onRightPressed: moveCursor(1)
    Keys.onDownPressed: moveCursor(1)
    Keys.onReturnPressed: if (isSelectable(currentSpace)) spaceActivated(currentSpace)
    Keys.onEnterPressed: if (isSelectable(currentSpace)) spaceActivated(currentSpace)
    Keys.onSpacePressed: if (isSelectable(currentSpace)) spaceActivated(currentSpace)

    ListModel {
        id: figureModel
    }

    Item {
        id: board

        x: Math.floor((track.width - track.boardWidth) / 2)
        y: Math.floor((track.height - track.boardHeight) / 2)
        width: track.boardWidth
        height: track.boardHeight

        Rectangle {
            id: innerFrame

            x: track.cell
            y: track.cell
            width: track.cell * (track.columns - 2)
            height: track.cell * (track.rows - 2)
            color: Theme.trackCentre
            border.color: Theme.trackBorder
            border.width: 2
        }

        Item {
            id: innerArea

            anchors.fill: innerFrame
            anchors.margins: Math.max(6, track.cell * 0.2)
        }

        Repeater {
            model: track.spaceCount

            delegate: Rectangle {
                id: spaceCell

                required property int index
                readonly property var place: track.cellOf(index)
                readonly property bool dark: index % Rules.darkSpaceEvery === 0
                readonly property bool selectable: track.isSelectable(index)
                readonly property bool current: track.selecting && track.currentSpace === index && track.activeFocus

                objectName: "space-" + index
                x: place.col * track.cell
                y: place.row * track.cell
                width: track.cell
                height: track.cell
                color: dark ? Theme.trackDark : Theme.trackLight
                border.color: selectable ? Theme.highlight : Theme.trackBorder
                border.width: selectable ? Math.max(3, track.cell * 0.09) : 1
                opacity: track.selecting && !selectable ? 0.55 : 1

                Text {
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.leftMargin: 3
                    anchors.topMargin: 1
                    text: spaceCell.index
                    color: spaceCell.dark ? "#ffffff" : Theme.mutedText
                    font.pixelSize: Math.max(11, track.cell * 0.28)
                    font.bold: spaceCell.dark
                }

                // A pulsing ring shows where a click is accepted.
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: -2
                    visible: spaceCell.selectable
                    color: "transparent"
                    radius: 4
                    border.color: spaceCell.current ? Theme.text : Theme.highlight
                    border.width: spaceCell.current ? 4 : 3

                    SequentialAnimation on opacity {
                        running: spaceCell.selectable
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.35; duration: 650 }
                        NumberAnimation { from: 0.35; to: 1; duration: 650 }
                    }
                }

                MouseArea {
                    anchors.fill: parent
                    enabled: spaceCell.selectable
                    cursorShape: spaceCell.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: {
                        track.currentSpace = spaceCell.index;
                        track.spaceActivated(spaceCell.index);
                    }
                }
            }
        }

        Repeater {
            model: figureModel

            delegate: Item {
                id: figureItem

                required property string key
                required property string name
                required property string figureColor
                required property string symbol
                required property string kind
                required property int space
                required property int laps
                required property real position
                required property int slot
                required property int slotCount

                // Several figures on one space share it in a small grid.
                readonly property int gridColumns: Math.ceil(Math.sqrt(slotCount))
                readonly property int gridRows: Math.ceil(slotCount / gridColumns)
                readonly property real slotWidth: (track.cell - 4) / gridColumns
                readonly property real slotHeight: (track.cell - (slotCount === 1 ? 12 : 4)) / gridRows
                // Figures sharing a space overlap a little, like on the real board, to stay large enough.
                readonly property real slotSize: Math.min(track.cell - (slotCount === 1 ? 12 : 4),
                                                          1.4 * Math.min(slotWidth, slotHeight))
                readonly property int column: slot % gridColumns
                readonly property int line: Math.floor(slot / gridColumns)
                property real glide: position
                readonly property var corner: track.pointAt(glide)

                Behavior on glide {
                    SmoothedAnimation {
                        velocity: 30
                    }
                }

                x: corner.x - board.x + 2 + (gridColumns > 1 ? (track.cell - 4 - slotSize) * column / (gridColumns - 1)
                                                             : (track.cell - 4 - slotSize) / 2)
                y: corner.y - board.y + (slotCount === 1 ? 10 : 2)
                   + (gridRows > 1 ? (track.cell - 4 - slotSize) * line / (gridRows - 1) : (track.cell - 4 - slotSize) / 2)
                width: slotSize
                height: slotSize
                z: 2

                FigureGlyph {
                    anchors.fill: parent
                    anchors.margins: 1
                    kind: figureItem.kind
                    fillColor: Theme.colorValue(figureItem.figureColor)
                    symbol: figureItem.symbol
                }

                // The 50/100 tile a player takes for each lap.
                Rectangle {
                    visible: figureItem.laps > 0 && figureItem.kind !== "robber"
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.rightMargin: -3
                    width: Math.max(height, lapText.implicitWidth + 4)
                    height: Math.max(11, figureItem.slotSize * 0.36)
                    radius: height / 2
                    color: "#ffffff"
                    border.color: Theme.text
                    border.width: 1

                    Text {
                        id: lapText

                        anchors.centerIn: parent
                        text: figureItem.laps * track.spaceCount
                        font.pixelSize: Math.max(8, parent.height * 0.72)
                        font.bold: true
                        color: Theme.text
                    }
                }

                HoverHandler {
                    id: hover
                }
                ToolTip.visible: hover.hovered
                //: %1 the player's name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)
                ToolTip.text: qsTr("%1: %2 on %3").arg(figureItem.name).arg(Theme.figureKindName(figureItem.kind))
                              .arg(figureItem.kind === "robber" ? figureItem.space
                                                                 : figureItem.laps * track.spaceCount + figureItem.space)
            }
        }
    }

    Rectangle {
        anchors.horizontalCenter: board.horizontalCenter
        anchors.bottom: board.top
        anchors.bottomMargin: -track.cell - height - 8
        visible: track.selecting && track.selectionPrompt !== ""
        width: promptText.implicitWidth + 24
        height: promptText.implicitHeight + 12
        radius: Theme.radius
        color: Theme.highlight
        z: 3

        Text {
            id: promptText

            anchors.centerIn: parent
            text: track.selectionPrompt
            font.pixelSize: Theme.fontBase
            font.bold: true
            color: Theme.text
        }
    }
}
