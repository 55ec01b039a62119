// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A full acrobat pyramid is scored (Under the Big Top): 5 points per acrobat for its owner, less 2 per
   ghost on it; the acrobats return. */
PreviewDialog {
    id: dialog

    property string feature: ""

    //: %1 the acrobat space's id as written in the record
    title: qsTr("Score the pyramid %1").arg(feature)
    acceptText: qsTr("Score the pyramid")
    event: feature !== "" ? { "type": "pyramid", "feature": feature } : null

    onConfirmed: {
        if (session.scorePyramid(feature, movers))
            close();
        else
            showRefusal(session.lastError);
    }
}
