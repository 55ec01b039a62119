// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* A tile joined features of one type: their figures now share one feature. Only the features the engine says
   this one may join (options.merges) are offered. */
ActionDialog {
    id: dialog

    property var session: null
    /** What the table may do next (session.options). */
    property turnOptions options
    /** The feature the others join: {featureId, type, typeName}. */
    property var feature: ({})
    /** Every feature on the board as plain rows: {featureId, type, typeName, figures}. */
    property var features: []
    readonly property var candidates: {
        const option = options.mergeOf(feature.featureId || "");
        if (option.features.length === 0)
            return [];
        return features.filter(f => f.featureId !== feature.featureId && option.features.indexOf(f.featureId) >= 0);
    }
    property var chosen: []

    //: %1 a feature as the players see it ("Ana and Ben's city")
    title: qsTr("Join with %1").arg(FeatureNames.name(feature))
    acceptText: qsTr("Join")
    canAccept: chosen.length > 0

    onAboutToShow: chosen = candidates.length === 1 ? [candidates[0].featureId] : []
    onConfirmed: enterCommand(session.commands.merge([feature.featureId].concat(chosen)))

    Label {
        Layout.fillWidth: true
        text: dialog.candidates.length > 0 ? qsTr("Which features did the tile join to it?")
                                           : qsTr("No other feature of this type is occupied.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
    Repeater {
        model: dialog.candidates

        delegate: LargeCheckBox {
            required property var modelData
            required property int index

            objectName: "merge-" + modelData.featureId
            focus: index === 0
            font.pixelSize: Theme.fontBase
            checked: dialog.chosen.indexOf(modelData.featureId) >= 0
            text: FeatureNames.name(modelData)
            onToggled: {
                const next = dialog.chosen.filter(id => id !== modelData.featureId);
                if (checked)
                    next.push(modelData.featureId);
                dialog.chosen = next;
            }
        }
    }
}
