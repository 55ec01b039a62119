// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* Scores a completed feature: asks exactly the numbers the engine's option for it lists (its `fields`, with their
   bounds and starting values, and a count per ringmaster in `ringmasters`), shows the payouts and who moves which
   scoring figure, then stores it. */
PreviewDialog {
    id: dialog

    /** The feature row: {featureId, type, typeName, figures}. */
    property var feature: ({})
    /** The engine's option for scoring it (options.scorable), null when it cannot be scored. */
    readonly property var option: feature.featureId && options.canScore(feature.featureId) ? options.scorableFeature(feature.featureId) : null
    /** The value fields: {key, min, max, atMost, optional, start}. */
    readonly property var valueFields: option ? option.fields : []
    /** Their keys, in the record's order. */
    readonly property var fields: valueFields.map(f => f.key)
    /** The ringmasters that need a count, with their owner's name. */
    readonly property var ringmasters: {
        if (!option)
            return [];
        const figures = feature.figures || [];
        return option.ringmasters.map(id => {
            const figure = figures.find(f => f.figure === id);
            return { "figure": id, "playerName": figure ? figure.playerName : "" };
        });
    }
    property var values: ({})
    property var ringmasterCounts: ({})

    /** The most a field may take now: its own bound, and the field it may not exceed (coats of arms ≤ tiles). */
    function upperBound(field) {
        const own = field.hasMax ? field.max : 999;
        return field.atMost !== "" && values[field.atMost] !== undefined ? Math.min(own, values[field.atMost]) : own;
    }

    //: %1 a feature as the players see it ("Ana and Ben's city")
    title: qsTr("Score %1").arg(FeatureNames.name(feature))
    acceptText: {
        let total = 0;
        for (let i = 0; i < payouts.length; ++i)
            total = Math.max(total, Number(payouts[i].points));
        //: the button that scores the feature: %n the most points a player gets from it
        return payouts.length > 0 ? qsTr("Score (%n point(s))", "", total) : qsTr("Score");
    }
    command: feature.featureId ? session.commands.score(feature.featureId, values, ringmasters.length > 0 ? ringmasterCounts : {}) : null
    initialFocusItem: fieldRepeater.count > 0 ? fieldRepeater.itemAt(0).spinBox : null

    onAboutToShow: {
        const v = {};
        for (let i = 0; i < valueFields.length; ++i)
            v[valueFields[i].key] = Theme.fieldStart(valueFields[i]);
        values = v;
        const r = {};
        for (let i = 0; i < ringmasters.length; ++i)
            r[ringmasters[i].figure] = 0;
        ringmasterCounts = r;
    }
    onConfirmed: enterPreviewed()

    Label {
        Layout.fillWidth: true
        visible: dialog.fields.length === 0 && dialog.ringmasters.length === 0
        text: qsTr("Nothing to count: confirm to score it.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }

    Repeater {
        id: fieldRepeater

        model: dialog.valueFields.filter(f => !f.flag)

        delegate: NumberField {
            required property var modelData

            objectName: "field-" + modelData.key
            Layout.fillWidth: true
            label: Theme.fieldLabel(modelData.key)
            from: modelData.min
            to: dialog.upperBound(modelData)
            //: why a field bounded by the tiles (the coats of arms) takes no more: a feature has no more than one per tile
            tooHighReason: modelData.atMost === "tiles" ? qsTr("no more than its tiles") : ""
            value: dialog.values[modelData.key] !== undefined ? dialog.values[modelData.key] : modelData.start
            onEdited: (value) => {
                if (dialog.values[modelData.key] === value)
                    return;
                const v = Object.assign({}, dialog.values);
                v[modelData.key] = value;
                dialog.values = v;
            }
            onAccepted: dialog.tryAccept()
        }
    }

    // Inns and Cathedrals: whether the road has an inn, the city a cathedral.
    Repeater {
        model: dialog.valueFields.filter(f => f.flag)

        delegate: FlagField {
            required property var modelData

            objectName: "field-" + modelData.key
            Layout.fillWidth: true
            key: modelData.key
            checked: dialog.values[modelData.key] === true
            onEdited: (on) => {
                const v = Object.assign({}, dialog.values);
                v[modelData.key] = on;
                dialog.values = v;
            }
        }
    }
    Repeater {
        model: dialog.ringmasters

        delegate: NumberField {
            required property var modelData

            objectName: "ringmaster-" + modelData.figure
            Layout.fillWidth: true
            //: %1 player name
            label: qsTr("Circus and acrobat tiles around %1's ringmaster").arg(Theme.isolate(modelData.playerName))
            from: 0
            to: Rules.ringmasterCountMax
            value: dialog.ringmasterCounts[modelData.figure] || 0
            onEdited: (value) => {
                if (dialog.ringmasterCounts[modelData.figure] === value)
                    return;
                const r = Object.assign({}, dialog.ringmasterCounts);
                r[modelData.figure] = value;
                dialog.ringmasterCounts = r;
            }
            onAccepted: dialog.tryAccept()
        }
    }
}
