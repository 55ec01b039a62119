// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* One focus ring for the whole window: a thick outline in Theme.focus around the control the keyboard reached
   (a control's visualFocus: Tab, Backtab or a shortcut, not a click), above dialogs too. The styles' own rings are
   a hairline; this one reads from across the table, in both themes. Put it in the window's overlay. */
Rectangle {
    id: ring

    /** The window whose focus is followed (any QQuickWindow: the app's, or a test's view). */
    required property QtObject window
    readonly property Item target: window ? window.activeFocusItem : null
    readonly property bool shown: target !== null && target.visualFocus === true && target.visible
                                  && target.width > 0 && target.height > 0

    function follow() {
        if (!shown || !parent)
            return;
        const p = target.mapToItem(parent, 0, 0);
        x = Math.round(p.x) - gap - border.width;
        y = Math.round(p.y) - gap - border.width;
        width = target.width + 2 * (gap + border.width);
        height = target.height + 2 * (gap + border.width);
    }

    /** The space between the control and its ring. */
    readonly property int gap: 2

    objectName: "focusRing"
    visible: shown
    z: 1000000
    color: "transparent"
    radius: Theme.radius
    border.width: Theme.focusWidth
    border.color: Theme.focus
    onTargetChanged: follow()
    onShownChanged: follow()

    // A scrolled list or a dialog that opens moves the control: the ring follows frame by frame (setting an unchanged
    // geometry costs nothing and asks for no new frame).
    Connections {
        target: ring.window
        enabled: ring.shown

        function onAfterAnimating() {
            ring.follow();
        }
    }
}
