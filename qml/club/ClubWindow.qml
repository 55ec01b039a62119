// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import MeepleLedger
import MeepleLedger.Models

/* The window of `meeple-ledger --club-screen`: the club screen alone, full screen on the projector (F11 leaves it). */
ApplicationWindow {
    id: window

    /** The club server to watch (--server); empty when the club this machine is set to is watched (set from C++). */
    property string server

    /** The language to speak ("de"…); empty for the one picked last time or the desktop's. */
    property string initialLanguage

    width: Screen.width
    height: Screen.height
    visibility: Window.FullScreen
    visible: true
    //: the window title of the club's projector screen
    title: qsTr("Meeple Ledger — club night")
    color: Theme.background

    Shortcut {
        sequences: [StandardKey.FullScreen, "F11"]
        onActivated: window.visibility = window.visibility === Window.FullScreen ? Window.Maximized : Window.FullScreen
    }
    Shortcut {
        sequences: [StandardKey.Quit]
        onActivated: Qt.quit()
    }

    Component.onCompleted: {
        if (initialLanguage !== "")
            AppState.language = initialLanguage;
    }

    ClubScreen {
        anchors.fill: parent
        server: window.server
    }
}
