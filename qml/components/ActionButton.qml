// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger

/* A button for the table: large enough to hit at arm's length, and Enter activates it like Space does, so
   a whole turn can be entered from the keyboard. */
Button {
    id: button

    implicitHeight: Theme.controlHeight
    font.pixelSize: Theme.fontBase
    Keys.onReturnPressed: (event) => {
        if (enabled)
            button.clicked();
        event.accepted = true;
    }
    Keys.onEnterPressed: (event) => {
        if (enabled)
            button.clicked();
        event.accepted = true;
    }
}
