// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* "Are you sure?" before something that cannot be taken back. */
ActionDialog {
    id: dialog

    property string text: ""

    Label {
        Layout.fillWidth: true
        text: dialog.text
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
}
