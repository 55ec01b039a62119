// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The window: the library, a new game, the table and the final scoring, one at a time. At start the game in
   progress is reopened, so a laptop that went to sleep mid-game comes back to the table. */
ApplicationWindow {
    id: window

    /** The library file to open; empty for the default one. */
    property string libraryPath
    /** A game record to import and open at start: a path or a file: URL; empty for none. */
    property string recordFile
    /** The screen to show first ("start", "setup", "table", "final"); empty to decide from the library. */
    property string initialScreen
    /** The language to speak from the start ("de"…); empty for the one picked last time or the desktop's. */
    property string initialLanguage
    /** Shows every screen once, then emits selfTestFinished (the app's --self-test). */
    property bool selfTest: false
    /** Set once the self-test has shown every screen. */
    property bool selfTestDone: false
    property string screen: "start"
    property string startupError: ""
    /** Set once the library is open and the first screen chosen: from then on the loader follows `screen`. */
    property bool screensReady: false
    /** The file of each screen, relative to this one. */
    readonly property var screenFiles: ({
        "start": "start/StartScreen.qml",
        "setup": "setup/SetupScreen.qml",
        "table": "table/TableScreen.qml",
        "final": "final/FinalScreen.qml"
    })

    /** The self-test has shown every screen. */
    signal selfTestFinished()

    function show(name) {
        screen = name;
    }
    function openGame(gameId) {
        if (AppState.library.openGame(gameId)) {
            show(AppState.session.finished ? "final" : "table");
            return true;
        }
        startupError = AppState.errorMessage;
        show("start");
        return false;
    }
    function importAndOpen(file) {
        const url = file.indexOf(":/") > 0 || file.startsWith("file:") ? file : "file://" + file;
        const gameId = AppState.library.importGame(url);
        if (gameId < 0) {
            startupError = AppState.errorMessage;
            return false;
        }
        return openGame(gameId);
    }
    /** A later launch of the app on this library asked for @p record (a file to open) or @p action ("new-game",
        "resume"); the window is brought to the front by the caller. */
    function handOver(record, action) {
        if (record !== "") {
            if (!importAndOpen(record))
                show("start");
        } else if (action === "new-game") {
            show("setup");
        } else if (action === "resume" && AppState.resumeLast()) {
            show(AppState.session.finished ? "final" : "table");
        }
    }

    /** What full screen goes back to. */
    property int windowedVisibility: Window.Maximized

    function toggleFullScreen() {
        if (visibility === Window.FullScreen) {
            visibility = windowedVisibility;
        } else {
            windowedVisibility = visibility === Window.Maximized ? Window.Maximized : Window.Windowed;
            visibility = Window.FullScreen;
        }
    }

    // The size it has when taken out of the maximized state; it opens filling the screen, as a board at the table.
    width: Math.min(1600, Screen.desktopAvailableWidth)
    height: Math.min(1000, Screen.desktopAvailableHeight)
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    title: AppState.session.isOpen && screen !== "start" && screen !== "setup"
           //: the window title: %1 the turn's number
           ? qsTr("Meeple Ledger — turn %1").arg(AppState.session.turnNumber) : qsTr("Meeple Ledger")
    font.pixelSize: Theme.fontBase
    color: Theme.background

    // The controls (Fusion) draw with this palette: all of it from Theme, so that both themes reach every control.
    palette.window: Theme.background
    palette.base: Theme.base
    palette.alternateBase: Theme.panelAlt
    palette.button: Theme.panelAlt
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.accentText
    palette.text: Theme.text
    palette.windowText: Theme.text
    palette.buttonText: Theme.text
    palette.brightText: Theme.accentText
    palette.placeholderText: Theme.mutedText
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    palette.light: Qt.lighter(Theme.panelAlt, 1.2)
    palette.midlight: Qt.lighter(Theme.panelAlt, 1.1)
    palette.mid: Theme.border
    palette.dark: Qt.darker(Theme.border, 1.4)
    palette.shadow: Theme.shadow
    palette.link: Theme.focus

    Component.onCompleted: {
        showMaximized();
        if (initialLanguage !== "")
            AppState.language = initialLanguage;
        // A library that does not open is shown by the banner, which retries.
        const opened = AppState.openLibrary(libraryPath);
        if (opened && recordFile !== "")
            importAndOpen(recordFile);
        else if (opened && AppState.resumeLast())
            show(AppState.session.finished ? "final" : "table");
        if (initialScreen !== "")
            show(initialScreen);
        screensReady = true;
        screenLoader.load();
        if (selfTest)
            selfTestTimer.start();
    }

    // Ctrl + / Ctrl − / Ctrl 0 and the theme's key.
    LookShortcuts {}

    // The keyboard's focus, readable from across the table, above the dialogs too.
    FocusRing {
        parent: Overlay.overlay
        window: window
    }

    Shortcut {
        objectName: "fullScreenShortcut"
        sequences: [StandardKey.FullScreen, "F11"]
        context: Qt.ApplicationShortcut
        onActivated: window.toggleFullScreen()
    }

    // The self-test walks through every screen, a few frames each.
    Timer {
        id: selfTestTimer

        property var order: ["start", "setup", "table", "final"]
        property int step: 0

        interval: 250
        repeat: true
        onTriggered: {
            if (step < order.length) {
                window.show(order[step]);
                step++;
            } else {
                stop();
                window.selfTestDone = true;
                window.selfTestFinished();
                Qt.quit();
            }
        }
    }

    LibraryBanner {
        id: libraryBanner

        objectName: "libraryBanner"
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        problem: AppState.libraryProblem
        readOnly: AppState.libraryReadOnly
        notice: AppState.libraryNotice
        onRetryRequested: AppState.retryLibrary()
        onDismissRequested: AppState.dismissNotice()
    }

    // One screen at a time. Each screen's file is compiled the first time it is shown, so the first frame waits for
    // the first screen only, not for the table, its dialogs or the final screen's chart.
    Loader {
        id: screenLoader

        /** The screen shown: table and final need an open game. */
        readonly property string shown: window.screen === "setup" ? "setup"
                                      : window.screen === "table" && AppState.session.isOpen ? "table"
                                      : window.screen === "final" && AppState.session.isOpen ? "final"
                                      : "start"

        /** Creates the screen, with its properties set before it completes (the final screen reads its session then). */
        function load() {
            setSource(window.screenFiles[shown], window.screenProperties(shown));
        }

        anchors.top: libraryBanner.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        focus: true
        onShownChanged: if (window.screensReady) load()
        onLoaded: {
            window.connectScreen(shown, item);
            item.forceActiveFocus();
        }
    }

    /** The properties a screen is created with. */
    function screenProperties(name) {
        switch (name) {
        case "start":
            return { "library": AppState.library, "languages": AppState.languages, "language": AppState.language,
                     "libraryError": AppState.errorMessage, "error": window.startupError,
                     "libraryPath": AppState.libraryPath, "club": AppState.club };
        case "setup":
            return { "library": AppState.library, "languages": AppState.languages, "language": AppState.language,
                     "libraryError": AppState.errorMessage };
        case "table":
            return { "session": AppState.session, "languages": AppState.languages, "language": AppState.language };
        case "final":
            return { "session": AppState.session, "library": AppState.library };
        }
        return {};
    }

    /** Binds a screen just loaded to the app state and the window. */
    function connectScreen(name, item) {
        switch (name) {
        case "start":
            item.languages = Qt.binding(() => AppState.languages);
            item.language = Qt.binding(() => AppState.language);
            item.libraryError = Qt.binding(() => AppState.errorMessage);
            item.error = Qt.binding(() => window.startupError);
            item.languageChosen.connect((code) => AppState.language = code);
            item.openRequested.connect((gameId) => window.openGame(gameId));
            item.newGameRequested.connect(() => window.show("setup"));
            break;
        case "setup":
            item.languages = Qt.binding(() => AppState.languages);
            item.language = Qt.binding(() => AppState.language);
            item.libraryError = Qt.binding(() => AppState.errorMessage);
            item.languageChosen.connect((code) => AppState.language = code);
            item.cancelled.connect(() => window.show("start"));
            item.started.connect((gameId) => {
                if (window.openGame(gameId) && AppState.session.turnNumber === 0)
                    AppState.session.apply(AppState.session.commands.turn());
            });
            break;
        case "table":
            item.languages = Qt.binding(() => AppState.languages);
            item.language = Qt.binding(() => AppState.language);
            item.libraryRequested.connect(() => {
                AppState.library.refresh();
                window.show("start");
            });
            item.finalScoringRequested.connect(() => window.show("final"));
            item.languageChosen.connect((code) => AppState.language = code);
            break;
        case "final":
            item.backRequested.connect(() => window.show("table"));
            item.libraryRequested.connect(() => {
                AppState.library.refresh();
                window.show("start");
            });
            break;
        }
    }
}
