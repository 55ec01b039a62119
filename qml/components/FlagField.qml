// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import MeepleLedger

/* A value the table gives as yes or no rather than a number (Inns and Cathedrals: an inn on the road, a cathedral in
   the city), named by the vocabulary from its record key. `edited` says the player changed it. */
LargeCheckBox {
    id: field

    /** The record's key (`inn`, `cathedral`). */
    property string key: ""

    signal edited(bool on)

    text: Theme.fieldLabel(key)
    font.pixelSize: Theme.fontBase
    onToggled: edited(checked)
}
