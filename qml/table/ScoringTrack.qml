// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The scoring track drawn like the real board: a rectangular ring of the rules' spaces (Rules.trackSpaces), 0 in
   the top-left corner and increasing clockwise, every Rules.darkSpaceEvery-th space dark. It takes plain data, so any screen can show it:
   `figures` is a list of {key, player, name, color, symbol, kind: "meeple"|"messenger"|"robber", space, laps}.
   Figures glide along the track when they move. Each space keeps its number in its top part, large enough to read
   from across the table (docs/ui-design.md), and its figures side by side below it, never on the number nor on each
   other; the messenger carries an envelope beside its dress, and the active player's figures a ring. In selection mode (`selectableSpaces` not empty) the
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
    /** The player whose turn it is (a player id): their figures are ringed. The open game's, unless a screen says. */
    property string activePlayer: AppState.session.isOpen && !AppState.session.finished ? AppState.session.activePlayer : ""
    /** What a selection is for, said above the track while selecting. */
    property string selectionPrompt: ""
    /** The size of one space, in pixels. */
    readonly property real cell: Math.max(8, Math.floor(Math.min(width / columns, height / rows)))
    /** The number's band at the top of half a space, and its type as tall as the band (bold digits are 0.73 of
        it): the size docs/ui-design.md works out for a reader 1.5 m away. The figures stand in the other half. */
    readonly property real numberBand: Math.round(cell * 0.5)
    readonly property int numberSize: Math.max(11, Math.round(numberBand))
    /** The band below the number where the figures stand. */
    readonly property real figureBand: cell - numberBand - 2
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
                "figureColor": String(f.color || Theme.unknownPlayer),
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
                border.width: selectable ? Math.max(3, track.cell * 0.09) : 1
                opacity: track.selecting && !selectable ? 0.55 : 1

                border.color: selectable ? (dark ? Theme.selectionOnDark : Theme.selection) : Theme.trackBorder

                // The number, in the band the figures leave free.
                Text {
                    objectName: "number"
                    x: 0
                    y: 0
                    width: parent.width
                    height: track.numberBand
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    text: spaceCell.index
                    color: spaceCell.dark ? Theme.trackNumberOnDark : Theme.trackNumber
                    font.pixelSize: track.numberSize
                    font.bold: true
                }

                // A pulsing ring shows where a click is accepted; the keyboard's space has the focus ring, still.
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: spaceCell.current ? -Theme.focusWidth : -2
                    visible: spaceCell.selectable
                    color: "transparent"
                    radius: 4
                    border.color: spaceCell.current ? Theme.focus : (spaceCell.dark ? Theme.selectionOnDark : Theme.selection)
                    border.width: spaceCell.current ? Theme.focusWidth + 1 : 3
                    z: spaceCell.current ? 3 : 0

                    SequentialAnimation on opacity {
                        running: spaceCell.selectable && !spaceCell.current
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.35; duration: 650 }
                        NumberAnimation { from: 0.35; to: 1; duration: 650 }
                    }
                }

                // A finger is wider than a small space: the target reaches a fingertip's size around the space's
                // centre (neighbours that take no robber are not selectable, and a legal neighbour's own area is on top).
                MouseArea {
                    anchors.centerIn: parent
                    width: Math.max(parent.width, Theme.touchTarget)
                    height: Math.max(parent.height, Theme.touchTarget)
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

                required property string player

                objectName: "figure-" + key

                // The figures of one space stand side by side in the band under its number, in as many rows as
                // keep them largest; they never overlap each other or the number.
                readonly property real bandWidth: track.cell - 4
                readonly property int gridColumns: {
                    let best = 1, bestSize = 0;
                    for (let c = 1; c <= slotCount; ++c) {
                        const size = Math.min(bandWidth / c, track.figureBand / Math.ceil(slotCount / c));
                        if (size > bestSize) {
                            best = c;
                            bestSize = size;
                        }
                    }
                    return best;
                }
                readonly property int gridRows: Math.ceil(slotCount / gridColumns)
                readonly property real slotSize: Math.floor(Math.min(bandWidth / gridColumns, track.figureBand / gridRows))
                readonly property int column: slot % gridColumns
                readonly property int line: Math.floor(slot / gridColumns)
                readonly property bool active: track.activePlayer !== "" && player === track.activePlayer
                property real glide: position
                readonly property var corner: track.pointAt(glide)

                Behavior on glide {
                    SmoothedAnimation {
                        velocity: 30
                    }
                }

                // Centred in the band: the row's figures side by side, the rows one under the other.
                readonly property int inLine: line < gridRows - 1 ? gridColumns : slotCount - line * gridColumns
                x: corner.x - board.x + 2 + (bandWidth - inLine * slotSize) / 2 + column * slotSize
                y: corner.y - board.y + track.numberBand + 1 + (track.figureBand - gridRows * slotSize) / 2 + line * slotSize
                width: slotSize
                height: slotSize
                z: 2

                // The active player's figures stand in a ring: the turn reads on the track too, not by colour.
                Rectangle {
                    objectName: "activeRing"
                    anchors.fill: parent
                    visible: figureItem.active
                    radius: width / 2
                    color: "transparent"
                    border.color: Theme.figureOutline
                    border.width: Math.max(2, figureItem.slotSize * 0.08)
                }

                FigureGlyph {
                    anchors.fill: parent
                    anchors.margins: figureItem.active ? Math.max(2, figureItem.slotSize * 0.1) : 1
                    kind: figureItem.kind
                    fillColor: Theme.colorValue(figureItem.figureColor)
                    symbol: figureItem.symbol
                    labelled: true
                }
                Accessible.role: Accessible.Graphic
                Accessible.name: figureItem.tip

                // The 50/100 tile a player takes for each lap.
                Rectangle {
                    visible: figureItem.laps > 0 && figureItem.kind !== "robber"
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.rightMargin: -3
                    width: Math.max(height, lapText.implicitWidth + 4)
                    height: Math.max(11, figureItem.slotSize * 0.36)
                    radius: height / 2
                    color: Theme.base
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
                //: %1 the player's name, %2 the figure (scoring meeple, messenger or robber), %3 the space (a number)
                readonly property string tip: qsTr("%1: %2 on %3").arg(figureItem.name).arg(Theme.scoringFigureName(figureItem.kind))
                              .arg(figureItem.kind === "robber" ? figureItem.space
                                                                 : figureItem.laps * track.spaceCount + figureItem.space)
                ToolTip.visible: hover.hovered
                ToolTip.text: tip
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
            color: Theme.highlightText
        }
    }
}
