// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "FeatureNames.js" as FeatureNames

/* The active player takes their abbot back from a monastery or garden not yet surrounded (The Abbot), instead of
   placing a figure: it scores 1 for its tile and 1 for each neighbouring tile, less 2 per ghost on it. The engine's
   option (options.recalls) names the abbot and how many tiles an incomplete neighbourhood may count. */
PreviewDialog {
    id: dialog

    /** The recall option (offeredRecall): {figure, feature, type, ghosts, maxTiles}. */
    property var recall: ({})
    property int tiles: 1

    title: recall.type === "garden" ? qsTr("Return the abbot from the garden")
                                    : qsTr("Return the abbot from the monastery")
    acceptText: qsTr("Return the abbot")
    moversKey: "mover"
    moverPlayer: session ? session.activePlayer : ""
    command: recall.figure ? session.commands.recall(recall.figure, tiles) : null
    initialFocusItem: tilesField.spinBox

    // Each opening starts from the abbot's tile alone: a field typed into keeps its own number, so it is set again too.
    onAboutToShow: {
        tiles = 1;
        tilesField.value = 1;
    }
    onConfirmed: enterPreviewed()

    NumberField {
        id: tilesField

        objectName: "recallTiles"
        Layout.fillWidth: true
        label: dialog.recall.type === "garden" ? qsTr("The garden's tile and the tiles around it")
                                               : qsTr("The monastery's tile and the tiles around it")
        from: 1
        to: dialog.recall.maxTiles || 8
        value: dialog.tiles
        onEdited: (value) => dialog.tiles = value
        onAccepted: dialog.tryAccept()
    }
    Label {
        Layout.fillWidth: true
        text: dialog.recall.ghosts > 0
              //: %n the ghosts on the abbot
              ? qsTr("The abbot returns to your supply; each of its %n ghost(s) costs 2.", "", dialog.recall.ghosts)
              : qsTr("The abbot returns to your supply; this takes the place of placing a figure.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
}
