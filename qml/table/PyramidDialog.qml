// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import "FeatureNames.js" as FeatureNames

/* A full acrobat pyramid is scored (Under the Big Top): 5 points per acrobat for its owner, less 2 per
   ghost on it; the acrobats return. */
PreviewDialog {
    id: dialog

    property string feature: ""

    //: %1 the acrobat space's number
    title: qsTr("Score the pyramid %1").arg(FeatureNames.number(feature))
    acceptText: qsTr("Score the pyramid")
    command: feature !== "" ? session.commands.pyramid(feature) : null

    onConfirmed: enterPreviewed()
}
