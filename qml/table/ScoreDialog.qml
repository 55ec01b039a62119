// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* Scores a completed feature: asks only the numbers its type needs (tiles, coats of arms, mist, each
   ringmaster's circus tiles), shows the payouts and who moves which scoring figure, then stores it. */
PreviewDialog {
    id: dialog

    /** The feature row: {featureId, type, typeName, figures}. */
    property var feature: ({})
    readonly property var fields: Theme.scoreFields(feature.type || "")
    readonly property var ringmasters: {
        if (["road", "city", "monastery"].indexOf(feature.type) < 0)
            return [];
        return (feature.figures || []).filter(f => f.kind === "ringmaster");
    }
    property var values: ({})
    property var ringmasterCounts: ({})

    function valueMap() {
        const out = Object.assign({}, values);
        if (ringmasters.length > 0)
            out.ringmaster = Object.assign({}, ringmasterCounts);
        return out;
    }

    //: %1 feature type name, %2 its id
    title: qsTr("Score %1 %2").arg(feature.typeName || Theme.featureTypeName(feature.type)).arg(feature.featureId || "")
    acceptText: {
        let total = 0;
        for (let i = 0; i < payouts.length; ++i)
            total = Math.max(total, Number(payouts[i].points));
        return payouts.length > 0 ? qsTr("Score (%n point(s))", "", total) : qsTr("Score");
    }
    event: feature.featureId ? Object.assign({ "type": "score", "feature": feature.featureId }, valueMap()) : null
    initialFocusItem: fieldRepeater.count > 0 ? fieldRepeater.itemAt(0).spinBox : null

    onAboutToShow: {
        const v = {};
        for (let i = 0; i < fields.length; ++i)
            v[fields[i]] = Theme.fieldDefault(fields[i], feature.type);
        values = v;
        const r = {};
        for (let i = 0; i < ringmasters.length; ++i)
            r[ringmasters[i].figure] = 0;
        ringmasterCounts = r;
    }
    onConfirmed: {
        const v = valueMap();
        if (session.scoreFeature(feature.featureId, v, movers))
            close();
        else
            showRefusal(session.lastError);
    }

    Label {
        Layout.fillWidth: true
        visible: dialog.fields.length === 0 && dialog.ringmasters.length === 0
        text: feature.type === "monastery" ? qsTr("A completed monastery is worth 9 points.")
                                           : qsTr("Nothing to count: confirm to score it.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }

    Repeater {
        id: fieldRepeater

        model: dialog.fields

        delegate: NumberField {
            required property string modelData

            objectName: "field-" + modelData
            Layout.fillWidth: true
            label: Theme.fieldLabel(modelData)
            from: Theme.fieldRange(modelData, dialog.feature.type)[0]
            to: Theme.fieldRange(modelData, dialog.feature.type)[1]
            value: dialog.values[modelData] !== undefined ? dialog.values[modelData]
                                                          : Theme.fieldDefault(modelData, dialog.feature.type)
            onEdited: (value) => {
                if (dialog.values[modelData] === value)
                    return;
                const v = Object.assign({}, dialog.values);
                v[modelData] = value;
                dialog.values = v;
            }
            onAccepted: dialog.tryAccept()
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
            to: 9
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
