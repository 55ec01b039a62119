// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The About dialog, opened from the start screen: the version, the licence, the rules' sources and the folder the
// library is kept in. The dialog as shown is saved as about.png in the test's folder.
Item {
    id: root

    width: 1366
    height: 768

    StartScreen {
        id: screen

        anchors.fill: parent
        library: AppState.library
        libraryPath: AppState.libraryPath
    }

    TestCase {
        name: "About"
        when: windowShown

        function init() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("about")), AppState.errorMessage);
        }

        function test_openedFromTheStartScreen() {
            const dialog = findChild(screen, "aboutDialog");
            verify(dialog);
            verify(!dialog.visible);
            mouseClick(findChild(screen, "aboutButton"));
            tryVerify(() => dialog.opened);

            const library = AppState.libraryPath;
            const folder = library.substring(0, library.lastIndexOf("/"));
            verify(folder.length > 0 && library.endsWith(".sqlite"), library);
            compare(findChild(dialog, "aboutDataFolder").text, folder);
            compare(dialog.version, Qt.application.version);
            dialog.version = "9.8.7";
            verify(findChild(dialog, "aboutVersion").text.indexOf("9.8.7") >= 0, findChild(dialog, "aboutVersion").text);
            const image = grabImage(root);
            image.save(folder + "/about.png");

            keyClick(Qt.Key_Escape);
            tryVerify(() => !dialog.visible);
        }
    }
}
