// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "FeatureNames.js" as FeatureNames

/* A list of board figures to choose one from: owner (colour and symbol), kind, feature and ghosts. */
ColumnLayout {
    id: picker

    /** Rows: {figure, playerName, color, symbol, kind, ghosts, featureId, typeName}. */
    property var figures: []
    property string selected: ""
    /** Offered first, meaning "no figure" (e.g. "capture nothing"); empty hides it. */
    property string noneText: ""

    signal picked(string figure)

    spacing: Theme.spacingSmall

    LargeRadioButton {
        objectName: "pick-none"
        visible: picker.noneText !== ""
        text: picker.noneText
        checked: picker.selected === ""
        font.pixelSize: Theme.fontBase
        onClicked: picker.picked("")
    }

    Repeater {
        model: picker.figures

        delegate: LargeRadioButton {
            id: choice

            required property var modelData

            objectName: "pick-" + modelData.figure
            Layout.fillWidth: true
            checked: picker.selected === modelData.figure
            font.pixelSize: Theme.fontBase
            onClicked: picker.picked(modelData.figure)
            Keys.onReturnPressed: (event) => { picker.picked(modelData.figure); event.accepted = false; }
            //: %1 player, %2 figure kind, %3 the feature as the players see it ("Ana and Ben's city")
            text: qsTr("%1's %2 on %3").arg(modelData.playerName).arg(Theme.figureKindName(modelData.kind))
                                       .arg(modelData.featureName || FeatureNames.name(modelData))
                  + (modelData.ghosts > 0 ? " · "
                  //: %n how many ghosts stand on this figure
                  + qsTr("%n ghost(s)", "", modelData.ghosts) : "")
            contentItem: RowLayout {
                spacing: Theme.spacingSmall

                Item {
                    implicitWidth: choice.indicator.width + choice.spacing
                }
                FigureGlyph {
                    implicitWidth: 30
                    implicitHeight: 30
                    kind: choice.modelData.kind
                    fillColor: choice.modelData.color
                    symbol: choice.modelData.symbol
                }
                Label {
                    Layout.fillWidth: true
                    text: choice.text
                    font: choice.font
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
