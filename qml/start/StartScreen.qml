// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The library: the game in progress to resume, every stored game (in progress and finished) with its
   players, date, expansions and result, import and export of record files, deleting (confirmed), and the
   regulars' statistics. */
FocusScope {
    id: screen

    property var library: null
    /** {code, name} of the languages, and the current one. */
    property var languages: []
    property string language: "en"
    /** Why the last library command failed (AppState.errorMessage). */
    property string libraryError: ""
    property string error: ""
    /** What the last command did, when it is worth saying (where an export was written). */
    property string notice: ""
    /** Where the last export was written, so that the next one suggests the same folder. */
    property string lastExportFolder: ""
    /** The game library's file, for the About dialog's data folder. */
    property string libraryPath: ""
    /** The club connection (AppState.club), for the club dialog; null hides its button. */
    property var club: null
    property int pendingExportId: -1
    property int pendingDeleteId: -1
    /** The file dialogs, made when first opened (see fileDialog()). */
    property var importDialog: null
    /** The export's save dialog, once it has been opened. */
    readonly property var exportDialog: recordExport.dialog

    /** The first listed game in progress, {gameId, players}: the model finds it, no row is copied here. */
    readonly property var resumable: library && library.resumable ? library.resumable : null

    signal languageChosen(string code)
    signal openRequested(int gameId)
    signal newGameRequested()

    function report(ok) {
        error = ok ? "" : libraryError;
        notice = "";
        return ok;
    }
    function exportTo(gameId, file) {
        if (!report(library.exportFile(gameId, file)))
            return;
        const path = String(file);
        lastExportFolder = path.substring(0, path.lastIndexOf("/"));
        //: %1 is the path of the file written
        notice = Words.say("StartScreen", QT_TR_NOOP("The game was exported to %1."),
                           [decodeURIComponent(path.replace(/^file:\/\//, ""))]);
    }
    // A record of a game the library already holds is imported with a notice (unchanged, or kept as a fork).
    function importRecord(url) {
        let said = "";
        const listen = message => said = message;
        library.noticed.connect(listen);
        const ok = library.importFile(url);
        library.noticed.disconnect(listen);
        report(ok);
        notice = ok ? said : "";
        return ok;
    }

    // The file dialogs are made when first opened, so that Qt Quick Dialogs (a plugin and three libraries) is not
    // loaded before the first frame. A type of that module cannot be named in this file without importing it, hence
    // the object made from text; titles and filters are bound here, in this file's translation context.
    function fileDialog(fileMode) {
        return Qt.createQmlObject("import QtQuick.Dialogs\nFileDialog { fileMode: FileDialog." + fileMode + " }",
                                  screen, "StartScreenFileDialog");
    }
    function openImportDialog() {
        if (!importDialog) {
            const dialog = fileDialog("OpenFile");
            dialog.title = Qt.binding(() => qsTr("Import a game record"));
            dialog.nameFilters = Qt.binding(() => [qsTr("Game records (*.json)"), qsTr("All files (*)")]);
            dialog.accepted.connect(() => screen.importRecord(dialog.selectedFile));
            importDialog = dialog;
        }
        importDialog.open();
    }
    function openExportDialog(gameId) {
        pendingExportId = gameId;
        // A name to keep or change: the day and the players, in the folder of the last export (Documents at first).
        recordExport.open(library.suggestedExportFile(gameId, lastExportFolder));
    }

    ExportDialog {
        id: recordExport

        title: qsTr("Export the game record")
        // *.meeple.json: a file manager knows the file for a game record and opens it in the app.
        defaultSuffix: "meeple.json"
        nameFilters: [qsTr("Game records (*.json)")]
        //: The button of the export's file dialog that writes the file
        acceptLabel: qsTr("Export")
        onChosen: (file) => screen.exportTo(screen.pendingExportId, file)
    }

    Shortcut {
        sequences: [StandardKey.New]
        enabled: screen.visible
        onActivated: screen.newGameRequested()
    }
    Shortcut {
        sequences: [StandardKey.Open]
        enabled: screen.visible
        onActivated: screen.openImportDialog()
    }
    Shortcut {
        sequence: "Ctrl+L"
        enabled: screen.visible && !leagueScreen.opened
        onActivated: leagueScreen.open()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: qsTr("Meeple Ledger")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
            ActionButton {
                text: qsTr("Import a record…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openImportDialog()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+O")
            }
            ActionButton {
                id: newButton

                text: qsTr("New game")
                highlighted: true
                implicitHeight: Theme.px(52)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                onClicked: screen.newGameRequested()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+N")
            }
        }
        // How the app looks and speaks, on a line of its own: the title and the game's buttons keep their room at
        // 1366×768 in every language.
        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: -Theme.spacing
            spacing: Theme.spacing

            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                objectName: "leagueButton"
                //: Opens the league: the standings of a season over the finished games
                text: qsTr("League")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: leagueScreen.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+L")
            }
            ActionButton {
                objectName: "clubButton"
                visible: screen.club !== null
                text: qsTr("Club")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: clubDialog.open()
            }
            ActionButton {
                objectName: "aboutButton"
                text: qsTr("About")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: aboutDialog.open()
            }
            ComboBox {
                implicitHeight: Theme.controlHeight
                Layout.preferredWidth: Theme.px(200)
                font.pixelSize: Theme.fontBase
                model: screen.languages.map(l => l.name)
                currentIndex: screen.languages.findIndex(l => l.code === screen.language)
                onActivated: (i) => screen.languageChosen(screen.languages[i].code)
                Accessible.name: qsTr("Language")
            }
            ThemeSwitch {
                objectName: "themeSwitch"
            }
        }

        InlineError {
            objectName: "startError"
            Layout.fillWidth: true
            text: screen.error
        }
        // A game whose stored events were changed outside the app cannot be opened: its intact events can be kept.
        ActionButton {
            objectName: "keepIntactButton"
            Layout.alignment: Qt.AlignLeft
            // A click leaves the keyboard where it was (on Resume): the button goes once it did its work.
            focusPolicy: Qt.TabFocus
            visible: screen.error !== "" && screen.library !== null && screen.library.changedGame > 0
            text: qsTr("Keep the intact events as a new game")
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            onClicked: {
                const kept = screen.library.keepIntact(screen.library.changedGame);
                if (kept >= 0)
                    screen.openRequested(kept);
            }
        }
        Label {
            objectName: "noticeLabel"
            Layout.fillWidth: true
            visible: text !== ""
            text: {
                void Words.revision;
                return Words.said(screen.notice);
            }
            color: Theme.accent
            font.pixelSize: Theme.fontBase
            // One line: a long path is shortened in the middle, the folder's start and the file name stay.
            elide: Text.ElideMiddle
        }

        // The game in progress comes first: resuming it is one click (or Enter).
        Rectangle {
            Layout.fillWidth: true
            visible: screen.resumable !== null
            implicitHeight: resumeRow.implicitHeight + 28
            radius: Theme.radius
            color: Theme.attentionBackground
            border.color: Theme.attention
            border.width: 2

            RowLayout {
                id: resumeRow

                anchors.fill: parent
                anchors.margins: 14
                spacing: Theme.spacing

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        Layout.fillWidth: true
                        text: qsTr("Game in progress")
                        font.pixelSize: Theme.fontBase
                        color: Theme.mutedText
                    }
                    Label {
                        Layout.fillWidth: true
                        //: one player of the game to resume: %1 the name, %2 the score
                        text: screen.resumable ? screen.resumable.players.map(p => qsTr("%1 %2").arg(p.name).arg(p.score)).join(" · ") : ""
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        elide: Text.ElideRight
                    }
                }
                ActionButton {
                    id: resumeButton

                    text: qsTr("Resume")
                    highlighted: true
                    implicitHeight: 56
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    focus: true
                    onClicked: screen.openRequested(screen.resumable.gameId)
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingLarge

            Panel {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 100
                title: qsTr("Games")
                headerItems: [
                    TabBar {
                        id: filterBar

                        font.pixelSize: Theme.fontBase
                        currentIndex: screen.library ? screen.library.filter : 0
                        onCurrentIndexChanged: if (screen.library) screen.library.filter = currentIndex

                        TabButton {
                            text: qsTr("All")
                            width: implicitWidth
                            implicitHeight: Theme.touchTarget
                            padding: 10
                            // Fusion's own horizontal padding (4) wins over `padding`: the text touched the edges.
                            horizontalPadding: 16
                        }
                        TabButton {
                            text: qsTr("In progress")
                            width: implicitWidth
                            implicitHeight: Theme.touchTarget
                            padding: 10
                            horizontalPadding: 16
                        }
                        TabButton {
                            text: qsTr("Finished")
                            width: implicitWidth
                            implicitHeight: Theme.touchTarget
                            padding: 10
                            horizontalPadding: 16
                        }
                    }
                ]

                ListView {
                    id: gameList

                    objectName: "gameList"
                    anchors.fill: parent
                    clip: true
                    spacing: Theme.spacing
                    model: screen.library
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    ScrollBar.vertical: ScrollBar {}
                    Keys.onReturnPressed: if (currentItem) screen.openRequested(currentItem.gameId)
                    Keys.onDeletePressed: if (currentItem) currentItem.deleteRequested(currentItem.gameId, "")

                    delegate: GameRow {
                        width: ListView.view.width - 14
                        onOpenRequested: (gameId) => screen.openRequested(gameId)
                        onExportRequested: (gameId) => screen.openExportDialog(gameId)
                        onDeleteRequested: (gameId, title) => {
                            screen.pendingDeleteId = gameId;
                            //: %1 is the game's title, or when it has none the players' names joined by commas (never a date)
                            deleteDialog.text = qsTr("Delete the game of %1? It cannot be brought back (export it first to keep a copy).")
                                                .arg(title !== "" ? title : players.map(p => p.name).join(", "));
                            deleteDialog.open();
                        }
                    }

                    ColumnLayout {
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 40, 560)
                        visible: gameList.count === 0
                        spacing: Theme.spacing

                        // Under a filter the library may hold games the filter leaves out: say which list is empty.
                        readonly property int filter: screen.library ? screen.library.filter : GameLibraryModel.All

                        Label {
                            objectName: "emptyListTitle"
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignHCenter
                            text: parent.filter === GameLibraryModel.InProgress ? qsTr("No game in progress")
                                : parent.filter === GameLibraryModel.Finished ? qsTr("No finished game yet")
                                : qsTr("No games here yet")
                            font.pixelSize: Theme.fontTitle
                            wrapMode: Text.Wrap
                        }
                        Label {
                            Layout.fillWidth: true
                            horizontalAlignment: Text.AlignHCenter
                            text: parent.filter === GameLibraryModel.All
                                ? qsTr("Start a new game, or import a record file from another table.")
                                : qsTr("Start a new game, or show all games.")
                            font.pixelSize: Theme.fontBase
                            color: Theme.mutedText
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }

            StatisticsPanel {
                objectName: "statisticsPanel"
                Layout.fillHeight: true
                Layout.preferredWidth: Math.max(380, screen.width * 0.34)
                Layout.maximumWidth: Layout.preferredWidth
                library: screen.library
            }
        }
    }

    ConfirmDialog {
        id: deleteDialog

        objectName: "deleteDialog"
        title: qsTr("Delete this game?")
        acceptText: qsTr("Delete")
        onConfirmed: {
            if (screen.library.deleteGame(screen.pendingDeleteId))
                close();
            else
                showRefusal(screen.libraryError);
        }
    }

    LeagueScreen {
        id: leagueScreen

        objectName: "leagueScreen"
    }

    ClubDialog {
        id: clubDialog

        objectName: "clubDialog"
        club: screen.club
    }

    AboutDialog {
        id: aboutDialog

        objectName: "aboutDialog"
        libraryPath: screen.libraryPath
    }
}
