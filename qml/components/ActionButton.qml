// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A button for the table: large enough to hit at arm's length, and Enter activates it like Space does, so
   a whole turn can be entered from the keyboard. A double-click counts once and a held key once: the second
   click of a double-click, or a key's repeats, never act on what the first one brought up (the next turn). */
Button {
    id: button

    implicitHeight: Theme.controlHeight
    font.pixelSize: Theme.fontBase
    // Connected, the signal makes a double-click's second press a double-click only: no second clicked().
    onDoubleClicked: {}
    Keys.onReturnPressed: (event) => {
        if (enabled && !event.isAutoRepeat)
            button.clicked();
        event.accepted = true;
    }
    Keys.onEnterPressed: (event) => {
        if (enabled && !event.isAutoRepeat)
            button.clicked();
        event.accepted = true;
    }
    Keys.onSpacePressed: (event) => {
        // Space's own press and release click the button; its repeats are swallowed here.
        event.accepted = event.isAutoRepeat;
    }
}
