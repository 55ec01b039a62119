// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The active player completed a city showing goods symbols (Traders and Builders): they take one token per symbol,
   whoever held the city and even when nobody did. No points now; the most tokens of each kind score 10 at the end. */
PreviewDialog {
    id: dialog

    /** The tokens taken, by kind in the record's order (wine, grain, cloth). */
    property var counts: [0, 0, 0]
    readonly property var kinds: ["wine", "grain", "cloth"]
    readonly property var left: options.goodsLeft.length === 3 ? options.goodsLeft : [0, 0, 0]

    title: qsTr("Take the city's goods")
    acceptText: qsTr("Take the goods")
    ready: counts[0] + counts[1] + counts[2] > 0
    emptyText: qsTr("Goods score nothing now: at the end of the game the most tokens of each kind score 10.")
    command: ready ? session.commands.goods(counts[0], counts[1], counts[2]) : null
    initialFocusItem: goodsFields.count > 0 ? goodsFields.itemAt(0).spinBox : null

    // Each opening starts from no token: a field typed into keeps its own number, so it is set again too.
    onAboutToShow: {
        counts = [0, 0, 0];
        for (let i = 0; i < goodsFields.count; ++i)
            goodsFields.itemAt(i).value = 0;
    }
    onConfirmed: enterPreviewed()

    Label {
        Layout.fillWidth: true
        text: qsTr("One token for each goods symbol in the city you completed, whoever held it.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
    Repeater {
        id: goodsFields

        model: dialog.kinds

        delegate: NumberField {
            required property string modelData
            required property int index

            objectName: "goods-" + modelData
            Layout.fillWidth: true
            //: %1 a kind of goods (Wine, Grain, Cloth), %2 how many tokens of it are left in the general supply
            label: qsTr("%1 (%2 left)").arg(Theme.goodsName(modelData)).arg(dialog.left[index])
            from: 0
            to: dialog.left[index]
            value: dialog.counts[index]
            onEdited: (value) => {
                if (dialog.counts[index] === value)
                    return;
                const next = dialog.counts.slice();
                next[index] = value;
                dialog.counts = next;
            }
            onAccepted: dialog.tryAccept()
        }
    }
}
