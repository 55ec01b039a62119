// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A labelled whole number with large − and + buttons; typing digits and the arrow keys work too. `value` may
   be bound; `edited` reports the user's changes (so a binding never fights the user). A number typed within the
   bounds counts at once, so what a dialog shows from it is what it stores, with or without Enter. */
RowLayout {
    id: field

    property string label: ""
    property alias value: spin.value
    property alias from: spin.from
    property alias to: spin.to
    property alias spinBox: spin
    /** Why no number above `to` can be (e.g. "no more than its tiles"): said, with the bound, while one is typed. */
    property string tooHighReason: ""
    /** What is wrong with the number being typed, "" while it is within the bounds: shown beside the field, and Enter
        brings it within them. */
    readonly property string outOfRange: {
        const typed = spin.valueFromText(spin.contentItem ? spin.contentItem.text : "", spin.locale);
        if (isNaN(typed))
            return "";
        if (typed > spin.to)
            //: %1 the largest number the field takes; %2 why ("no more than its tiles")
            return tooHighReason !== "" ? qsTr("At most %1: %2").arg(spin.to).arg(tooHighReason)
                                        //: %1 the largest number the field takes
                                        : qsTr("At most %1").arg(spin.to);
        if (typed < spin.from)
            //: %1 the smallest number the field takes
            return qsTr("At least %1").arg(spin.from);
        return "";
    }

    /** The user changed the number. */
    signal edited(int value)
    /** Enter was pressed in the field. */
    signal accepted()

    function focusField() {
        spin.forceActiveFocus();
        spin.contentItem.selectAll();
    }
    /** The typed text as the value, while it is a number within the bounds (a half-typed "1" of "12" counts too). */
    function takeTyped() {
        const typed = spin.valueFromText(spin.contentItem.text, spin.locale);
        if (!isNaN(typed) && typed >= spin.from && typed <= spin.to && typed !== spin.value) {
            spin.value = typed;
            field.edited(spin.value);
        }
    }
    /** The typed text as the value, brought within the bounds; true when that changed what the field shows. */
    function commitText() {
        const typed = spin.valueFromText(spin.contentItem.text, spin.locale);
        if (isNaN(typed) || typed === spin.value)
            return false;
        spin.value = Math.max(spin.from, Math.min(spin.to, typed));
        field.edited(spin.value);
        return true;
    }
    /** Enter: a number outside the bounds is first brought within them and shown; the next Enter accepts it. */
    function enter() {
        if (!commitText())
            field.accepted();
    }

    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 220
        text: field.label
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
    Button {
        text: "\u2212"
        implicitWidth: Theme.controlHeight
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontLarge
        enabled: spin.value > spin.from
        focusPolicy: Qt.NoFocus
        onClicked: {
            spin.decrease();
            field.edited(spin.value);
        }
        Accessible.name: qsTr("Less")
    }
    SpinBox {
        id: spin

        Layout.preferredWidth: 110
        Layout.preferredHeight: Theme.controlHeight
        editable: true
        font.pixelSize: Theme.fontLarge
        from: 0
        to: 200
        Accessible.name: field.label
        onValueModified: field.edited(value)
        ToolTip.visible: spin.activeFocus && field.outOfRange !== ""
        ToolTip.text: field.outOfRange
        // Reached by Tab, the number is selected: typing replaces it, as in the first field of a dialog.
        onActiveFocusChanged: {
            if (activeFocus && contentItem && contentItem.selectAll)
                contentItem.selectAll();
        }

        Connections {
            target: spin.contentItem
            ignoreUnknownSignals: true
            function onTextEdited() {
                field.takeTyped();
            }
        }
        Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) field.enter(); event.accepted = true; }
        Keys.onEnterPressed: (event) => { if (!event.isAutoRepeat) field.enter(); event.accepted = true; }
    }
    Button {
        text: "+"
        implicitWidth: Theme.controlHeight
        implicitHeight: Theme.controlHeight
        font.pixelSize: Theme.fontLarge
        enabled: spin.value < spin.to
        focusPolicy: Qt.NoFocus
        onClicked: {
            spin.increase();
            field.edited(spin.value);
        }
        Accessible.name: qsTr("More")
    }
}
