// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import MeepleLedger.Models

/* The keys that change the look anywhere in the window: Ctrl + / Ctrl − / Ctrl 0 zoom the whole UI as a browser
   does, Ctrl+Shift+T steps the theme (light, dark, the desktop's). AppState keeps both per machine. */
Item {
    Shortcut {
        objectName: "zoomInShortcut"
        // Ctrl+= too: on most keyboards "+" needs Shift, and browsers take both. (ZoomIn is Ctrl++, ZoomOut Ctrl+-:
        // naming one of them twice would make the key ambiguous, and an ambiguous shortcut never fires.)
        sequences: [StandardKey.ZoomIn, "Ctrl+="]
        context: Qt.ApplicationShortcut
        onActivated: AppState.zoomIn()
    }
    Shortcut {
        objectName: "zoomOutShortcut"
        sequences: [StandardKey.ZoomOut]
        context: Qt.ApplicationShortcut
        onActivated: AppState.zoomOut()
    }
    Shortcut {
        objectName: "zoomResetShortcut"
        sequence: "Ctrl+0"
        context: Qt.ApplicationShortcut
        onActivated: AppState.resetZoom()
    }
    Shortcut {
        objectName: "themeShortcut"
        sequence: "Ctrl+Shift+T"
        context: Qt.ApplicationShortcut
        onActivated: AppState.theme = AppState.theme === "light" ? "dark" : AppState.theme === "dark" ? "system" : "light"
    }
}
