// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtTest
import MeepleLedger
import MeepleLedger.Models
import MeepleLedger.Testing

// The club dialog, opened from the start screen: a connection string that cannot be read is named by the test button
// and refused by Save, which keeps the dialog open. The dialog as shown is saved as club.png in the test's folder.
Item {
    id: root

    width: 1366
    height: 768

    StartScreen {
        id: screen

        anchors.fill: parent
        library: AppState.library
        libraryPath: AppState.libraryPath
        club: AppState.club
    }

    TestCase {
        name: "Club"
        when: windowShown

        function init() {
            verify(AppState.openLibrary(TestEnvironment.libraryPath("club")), AppState.errorMessage);
        }

        function test_badConnectionIsNamed() {
            const dialog = findChild(screen, "clubDialog");
            verify(dialog);
            verify(!dialog.visible);
            mouseClick(findChild(screen, "clubButton"));
            tryVerify(() => dialog.opened);
            const server = findChild(dialog, "clubServerField");
            compare(server.text, AppState.club.server);
            const test = findChild(dialog, "clubTestButton");
            verify(!test.enabled); // nothing to test yet
            server.text = "dbname=club colour=red";
            verify(test.enabled);
            mouseClick(test);
            const message = findChild(dialog, "clubTestMessage");
            tryVerify(() => message.text.indexOf("colour") >= 0, 5000, message.text);
            verify(!findChild(dialog, "clubEncrypted").visible);

            mouseClick(findChild(dialog, "clubSaveButton"));
            verify(dialog.saveError.indexOf("colour") >= 0, dialog.saveError);
            verify(dialog.visible);
            compare(AppState.club.server, "");

            const library = AppState.libraryPath;
            grabImage(root).save(library.substring(0, library.lastIndexOf("/")) + "/club.png");
            keyClick(Qt.Key_Escape);
            tryVerify(() => !dialog.visible);
        }
    }
}
