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
    /** Shows every screen once, then emits selfTestFinished (the app's --self-test). */
    property bool selfTest: false
    /** Set once the self-test has shown every screen. */
    property bool selfTestDone: false
    property string screen: "start"
    property string startupError: ""

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
        if (!AppState.library.importFile(url)) {
            startupError = AppState.errorMessage;
            return false;
        }
        // The newest game has the highest id.
        let newest = -1;
        const rows = libraryRows.rows;
        for (let i = 0; i < rows.length; ++i)
            newest = Math.max(newest, rows[i].gameId);
        return newest >= 0 && openGame(newest);
    }

    width: Math.min(1600, Screen.desktopAvailableWidth)
    height: Math.min(1000, Screen.desktopAvailableHeight)
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    title: AppState.session.isOpen && screen !== "start" && screen !== "setup"
           ? qsTr("Meeple Ledger — turn %1").arg(AppState.session.turnNumber) : qsTr("Meeple Ledger")
    font.pixelSize: Theme.fontBase
    color: Theme.background

    palette.window: Theme.background
    palette.base: "#ffffff"
    palette.button: Theme.panelAlt
    palette.highlight: Theme.accent
    palette.highlightedText: Theme.accentText
    palette.text: Theme.text
    palette.windowText: Theme.text
    palette.buttonText: Theme.text

    Component.onCompleted: {
        if (!AppState.openLibrary(libraryPath))
            startupError = AppState.errorMessage;
        else if (recordFile !== "")
            importAndOpen(recordFile);
        else if (AppState.resumeLast())
            show(AppState.session.finished ? "final" : "table");
        if (initialScreen !== "")
            show(initialScreen);
        if (selfTest)
            selfTestTimer.start();
    }

    ModelRows {
        id: libraryRows

        model: AppState.library
        roles: ["gameId"]
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

    Loader {
        id: screenLoader

        anchors.fill: parent
        focus: true
        sourceComponent: window.screen === "setup" ? setupScreen
                       : window.screen === "table" && AppState.session.isOpen ? tableScreen
                       : window.screen === "final" && AppState.session.isOpen ? finalScreen
                       : startScreen
        onLoaded: item.forceActiveFocus()
    }

    Component {
        id: startScreen

        StartScreen {
            library: AppState.library
            languages: AppState.languages
            language: AppState.language
            onLanguageChosen: (code) => AppState.language = code
            libraryError: AppState.errorMessage
            error: window.startupError
            onOpenRequested: (gameId) => window.openGame(gameId)
            onNewGameRequested: window.show("setup")
        }
    }
    Component {
        id: setupScreen

        SetupScreen {
            library: AppState.library
            languages: AppState.languages
            language: AppState.language
            libraryError: AppState.errorMessage
            onLanguageChosen: (code) => AppState.language = code
            onCancelled: window.show("start")
            onStarted: (gameId) => {
                if (window.openGame(gameId) && AppState.session.turnNumber === 0)
                    AppState.session.beginTurn();
            }
        }
    }
    Component {
        id: tableScreen

        TableScreen {
            session: AppState.session
            languages: AppState.languages
            language: AppState.language
            onLibraryRequested: {
                AppState.library.refresh();
                window.show("start");
            }
            onFinalScoringRequested: window.show("final")
        }
    }
    Component {
        id: finalScreen

        FinalScreen {
            session: AppState.session
            library: AppState.library
            onBackRequested: window.show("table")
            onLibraryRequested: {
                AppState.library.refresh();
                window.show("start");
            }
        }
    }
}
