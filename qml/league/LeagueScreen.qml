// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The league: the standings of a season over the library's finished games, ranked by rating, with a season picker
   (every game, or a named season from one day to another) and the table as CSV. Opened over the start screen; the
   numbers are the league's (model/league), this screen only shows them. */
Popup {
    id: screen

    /** The league table. */
    property var league: AppState.league
    /** Why the last command failed. */
    property string libraryError: AppState.errorMessage
    property string error: ""
    property string notice: ""
    /** What the export dialog is saving: "csv", or "png" for a picture of the standings. */
    property string exportKind: "csv"

    function chooseSeason() {
        const problem = league.chooseSeason(nameField.text, fromField.text, toField.text);
        error = problem;
        notice = "";
        followSeason();
        return problem === "";
    }
    // A click checks a radio button by itself: the buttons show the model's season again, whatever was clicked.
    function followSeason() {
        everyGameButton.checked = Qt.binding(() => !league || league.everyGame);
        namedSeasonButton.checked = Qt.binding(() => league !== null && !league.everyGame);
    }
    function exportTo(file) {
        if (!league.exportCsv(file)) {
            error = libraryError;
            notice = "";
            return;
        }
        error = "";
        //: %1 is the path of the file written
        notice = Words.say("LeagueScreen", QT_TR_NOOP("The standings were exported to %1."),
                           [decodeURIComponent(String(file).replace(/^file:\/\//, ""))]);
    }
    /** A picture of the standings as they are on screen, for a club's chat. */
    function exportPicture(file) {
        const path = AppState.library.exportPath(file);
        const failed = () => {
            //: %1 the path of the picture that could not be written
            error = Words.say("LeagueScreen", QT_TR_NOOP("The picture could not be written to %1."), [path]);
            notice = "";
        };
        const grabbed = standingsPanel.grabToImage(result => {
            if (!result.saveToFile(path))
                return failed();
            error = "";
            notice = Words.say("LeagueScreen", QT_TR_NOOP("The standings were exported to %1."), [path]);
        });
        if (!grabbed)
            failed();
    }
    function openExportDialog(kind) {
        exportKind = kind || "csv";
        const suggested = String(league.suggestedCsvFile());
        standingsExport.open(exportKind === "png" ? suggested.replace(/\.csv$/, ".png") : suggested);
    }

    ExportDialog {
        id: standingsExport

        title: screen.exportKind === "png" ? qsTr("Save a picture of the standings") : qsTr("Export the standings")
        defaultSuffix: screen.exportKind
        nameFilters: screen.exportKind === "png" ? [qsTr("PNG pictures (*.png)")] : [qsTr("CSV files (*.csv)")]
        //: The button of the export's file dialog that writes the file
        acceptLabel: qsTr("Export")
        onChosen: (file) => screen.exportKind === "png" ? screen.exportPicture(file) : screen.exportTo(file)
    }
    function decimal(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 2);
    }
    function sourceName(source) {
        void Words.revision;
        return Words.pointSourceName(source);
    }
    // The three sources that gave a player most, "Cities 85 · Roads 40 · Fields 27".
    function mainSources(points) {
        const keys = Object.keys(points || {}).filter(k => points[k] !== 0);
        keys.sort((a, b) => points[b] - points[a]);
        //: one source of a player's points in the league: %1 the source ("Cities"), %2 the points
        return keys.slice(0, 3).map(k => qsTr("%1 %2").arg(sourceName(k)).arg(points[k])).join(" · ");
    }

    parent: Overlay.overlay
    x: 0
    y: 0
    width: parent ? parent.width : 1366
    height: parent ? parent.height : 768
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: Theme.spacingLarge
    font.pixelSize: Theme.fontBase

    onAboutToShow: {
        if (league)
            league.refresh();
        error = "";
        notice = "";
    }
    onOpened: backButton.forceActiveFocus()

    background: Rectangle {
        color: Theme.background
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                id: backButton

                objectName: "leagueBackButton"
                //: Leaves the league for the start screen's list of games
                text: qsTr("Back to the games")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.close()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Esc")
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("League")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
            ActionButton {
                objectName: "exportCsvButton"
                text: qsTr("Export CSV…")
                enabled: screen.league !== null && screen.league.count > 0
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openExportDialog("csv")
            }
            ActionButton {
                objectName: "exportPictureButton"
                text: qsTr("Picture…")
                enabled: screen.league !== null && screen.league.count > 0
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openExportDialog("png")
            }
        }

        // Whose games: this library's, or every table's on the club server (when this machine is set to one).
        Panel {
            objectName: "sourcePanel"
            Layout.fillWidth: true
            // Wide enough for the widest choice alone on its row; the Flow wraps them to the width it is given (its
            // own implicit width follows that width, which must not feed back into the panel's).
            implicitWidth: Math.max(libraryButton.implicitWidth, clubButton.implicitWidth) + 2 * padding
            visible: screen.league !== null && (screen.league.clubAvailable || screen.league.fromClub)
            title: qsTr("Games")

            Flow {
                width: parent.width
                spacing: Theme.spacing

                LargeRadioButton {
                    id: libraryButton

                    objectName: "librarySourceButton"
                    text: qsTr("This library's")
                    checked: !screen.league || !screen.league.fromClub
                    onClicked: {
                        screen.league.chooseLibrary();
                        screen.error = "";
                        checked = Qt.binding(() => !screen.league || !screen.league.fromClub);
                        clubButton.checked = Qt.binding(() => screen.league !== null && screen.league.fromClub);
                    }
                }
                LargeRadioButton {
                    id: clubButton

                    objectName: "clubSourceButton"
                    text: qsTr("Every table's, from the club server")
                    checked: screen.league !== null && screen.league.fromClub
                    onClicked: {
                        screen.error = screen.league.chooseClub();
                        checked = Qt.binding(() => screen.league !== null && screen.league.fromClub);
                        libraryButton.checked = Qt.binding(() => !screen.league || !screen.league.fromClub);
                    }
                }
                // The club's seasons, as its organisers set them on the server: one click shows one.
                Repeater {
                    model: screen.league && screen.league.fromClub ? screen.league.clubSeasons : []

                    delegate: ActionButton {
                        required property var modelData

                        objectName: "clubSeason-" + modelData.name
                        text: modelData.name
                        implicitHeight: Theme.controlHeight
                        font.pixelSize: Theme.fontBase
                        onClicked: {
                            nameField.text = modelData.name;
                            fromField.text = modelData.first;
                            toField.text = modelData.last;
                            screen.chooseSeason();
                        }
                    }
                }
                Label {
                    objectName: "clubProblemLabel"
                    visible: screen.league !== null && screen.league.fromClub && screen.league.clubProblem !== ""
                    //: %1 why the club server cannot be read (a sentence); the screen keeps trying by itself
                    text: qsTr("Not connected: %1").arg(screen.league ? screen.league.clubProblem : "")
                    color: Theme.danger
                    font.pixelSize: Theme.fontBase
                    wrapMode: Text.Wrap
                    width: parent.width
                }
            }
        }

        // From the club: versions of tables that do not own their game count for nothing until the game is handed
        // over; the owner or an organiser makes one count here (ClubSync::handOver on the server).
        Panel {
            objectName: "awaitingPanel"
            Layout.fillWidth: true
            visible: screen.league !== null && screen.league.fromClub && screen.league.awaiting.length > 0
            title: qsTr("Awaiting the organiser")

            Column {
                width: parent.width
                spacing: Theme.spacing

                Repeater {
                    model: screen.league ? screen.league.awaiting : []

                    delegate: RowLayout {
                        id: version

                        required property var modelData

                        width: parent.width
                        spacing: Theme.spacing

                        Label {
                            Layout.fillWidth: true
                            //: %1 the table holding this version, %2 the table that owns the game, %3 its players
                            text: qsTr("%1 holds another version of %2's game (%3).")
                                .arg(Theme.isolate(version.modelData.table))
                                .arg(Theme.isolate(version.modelData.owner))
                                .arg(Array.from(version.modelData.players, p => Theme.isolate(p)).join(", "))
                            font.pixelSize: Theme.fontBase
                            wrapMode: Text.Wrap
                        }
                        ActionButton {
                            objectName: "countVersionButton"
                            text: qsTr("Count this version")
                            implicitHeight: Theme.controlHeight
                            font.pixelSize: Theme.fontBase
                            onClicked: screen.league.countVersion(version.modelData.game, version.modelData.tableId)
                        }
                    }
                }
                Label {
                    objectName: "handOverProblemLabel"
                    visible: text !== ""
                    // The server's refusal, said again in the language chosen since.
                    text: {
                        void Words.revision;
                        return screen.league ? Words.said(screen.league.handOverProblem) : "";
                    }
                    color: Theme.danger
                    font.pixelSize: Theme.fontBase
                    wrapMode: Text.Wrap
                    width: parent.width
                }
            }
        }

        Panel {
            Layout.fillWidth: true
            title: qsTr("Season")

            Flow {
                width: parent.width
                spacing: Theme.spacing

                LargeRadioButton {
                    id: everyGameButton

                    objectName: "everyGameButton"
                    text: qsTr("All finished games")
                    checked: screen.league ? screen.league.everyGame : true
                    onClicked: {
                        screen.league.chooseEveryGame();
                        screen.error = "";
                        screen.followSeason();
                    }
                }
                LargeRadioButton {
                    id: namedSeasonButton

                    objectName: "namedSeasonButton"
                    text: qsTr("A season:")
                    checked: screen.league ? !screen.league.everyGame : false
                    onClicked: screen.chooseSeason()
                }
                TextField {
                    id: nameField

                    objectName: "seasonNameField"
                    width: Theme.px(240)
                    implicitHeight: Theme.controlHeight
                    //: A placeholder: the kind of name a season is given
                    placeholderText: qsTr("Name, e.g. Autumn 2026")
                    text: screen.league ? screen.league.seasonName : ""
                    Accessible.name: qsTr("Season name")
                    onAccepted: screen.chooseSeason()
                }
                TextField {
                    id: fromField

                    objectName: "seasonFromField"
                    width: Theme.px(200)
                    implicitHeight: Theme.controlHeight
                    //: A placeholder for the season's first day; the letters stand for year, month and day
                    placeholderText: qsTr("From YYYY-MM-DD")
                    text: screen.league ? screen.league.firstDay : ""
                    inputMethodHints: Qt.ImhDate
                    Accessible.name: qsTr("First day")
                    onAccepted: screen.chooseSeason()
                }
                TextField {
                    id: toField

                    objectName: "seasonToField"
                    width: Theme.px(200)
                    implicitHeight: Theme.controlHeight
                    //: A placeholder for the season's last day; the letters stand for year, month and day
                    placeholderText: qsTr("To YYYY-MM-DD")
                    text: screen.league ? screen.league.lastDay : ""
                    inputMethodHints: Qt.ImhDate
                    Accessible.name: qsTr("Last day")
                    onAccepted: screen.chooseSeason()
                }
                ActionButton {
                    objectName: "showSeasonButton"
                    //: Shows the standings of the season whose name and days were typed
                    text: qsTr("Show season")
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    onClicked: screen.chooseSeason()
                }
            }
        }

        InlineError {
            objectName: "leagueError"
            Layout.fillWidth: true
            text: screen.error
        }
        Label {
            objectName: "leagueNotice"
            Layout.fillWidth: true
            visible: text !== ""
            text: {
                void Words.revision;
                return Words.said(screen.notice);
            }
            color: Theme.accent
            elide: Text.ElideMiddle
        }

        Panel {
            id: standingsPanel

            objectName: "standingsPanel"
            Layout.fillWidth: true
            Layout.fillHeight: true
            title: screen.league && !screen.league.everyGame
                   //: the standings' title: %1 the season's name, %2 its first day, %3 its last day
                   ? qsTr("%1, %2 to %3").arg(screen.league.seasonName).arg(screen.league.firstDay).arg(screen.league.lastDay)
                   : qsTr("All finished games")
            headerItems: [
                Label {
                    objectName: "gameCountLabel"
                    //: %n how many finished games the standings are made of
                    text: qsTr("%n finished game(s)", "", screen.league ? screen.league.gameCount : 0)
                    color: Theme.mutedText
                }
            ]

            ColumnLayout {
                id: tableColumn

                // The numbers' columns are as wide as a heading's word; the player's name and the sources share the rest.
                readonly property real rankWidth: Theme.px(64)
                readonly property real numberWidth: Math.max(Theme.px(110), Math.ceil(ratingHeading.advanceWidth) + Theme.px(4))

                // The rating's heading is one word, in some languages a long one ("Wertungszahl"): it cannot wrap.
                TextMetrics {
                    id: ratingHeading

                    font.pixelSize: Theme.fontBase
                    font.bold: true
                    text: qsTr("Rating")
                }

                width: parent.width
                height: parent.height
                spacing: Theme.spacingSmall

                RowLayout {
                    id: headerRow

                    Layout.fillWidth: true
                    spacing: Theme.spacing

                    Repeater {
                        model: [
                            //: column of the league table: the position by rating
                            [qsTr("Rank"), false],
                            //: column of the league table
                            [qsTr("Player"), true],
                            //: column of the league table: finished games played in the season
                            [qsTr("Games"), false],
                            //: column of the league table
                            [qsTr("Wins"), false],
                            //: column of the league table: the mean final score
                            [qsTr("Avg. points"), false],
                            //: column of the league table: the mean place, tied players sharing the better one
                            [qsTr("Avg. place"), false],
                            //: column of the league table: the Plackett–Luce rating (mu − 3 sigma)
                            [qsTr("Rating"), false],
                            //: column of the league table: where the points came from
                            [qsTr("Points from"), true]
                        ]

                        delegate: Label {
                            required property var modelData
                            required property int index

                            Layout.fillWidth: modelData[1]
                            Layout.preferredWidth: modelData[1] ? 1 : index === 0 ? tableColumn.rankWidth : tableColumn.numberWidth
                            Layout.alignment: Qt.AlignBottom
                            horizontalAlignment: modelData[1] ? Text.AlignLeft : Text.AlignRight
                            text: modelData[0]
                            font.bold: true
                            color: Theme.mutedText
                            // A long heading of a number ("Avg. points") takes two lines rather than losing letters; the
                            // name's and the sources' headings have the room of their columns.
                            wrapMode: modelData[1] ? Text.NoWrap : Text.WordWrap
                            elide: modelData[1] ? Text.ElideRight : Text.ElideNone
                        }
                    }
                }

                ListView {
                    id: table

                    objectName: "leagueTable"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: screen.league
                    activeFocusOnTab: true
                    keyNavigationEnabled: true
                    ScrollBar.vertical: ScrollBar {}

                    delegate: Rectangle {
                        id: line

                        required property int index
                        required property int rank
                        required property string name
                        required property int games
                        required property int wins
                        required property real averagePoints
                        required property real averagePlace
                        required property real rating
                        required property var pointsBySource

                        width: ListView.view.width
                        implicitHeight: Math.max(Theme.touchTarget, lineRow.implicitHeight + Theme.spacingSmall)
                        color: index % 2 === 0 ? Theme.panelAlt : "transparent"
                        radius: Theme.radius / 2
                        Accessible.role: Accessible.Row
                        //: read out for a line of the league table: %1 the player, %2 the rank, %3 the rating
                        Accessible.name: qsTr("%1: rank %2, rating %3").arg(name).arg(rank).arg(screen.decimal(rating))

                        RowLayout {
                            id: lineRow

                            anchors.fill: parent
                            spacing: Theme.spacing

                            Label {
                                Layout.preferredWidth: tableColumn.rankWidth
                                horizontalAlignment: Text.AlignRight
                                text: line.rank
                                font.bold: true
                            }
                            Label {
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                text: line.name
                                font.pixelSize: Theme.fontLarge
                                font.bold: line.rank === 1
                                elide: Text.ElideRight
                            }
                            Label {
                                Layout.preferredWidth: tableColumn.numberWidth
                                horizontalAlignment: Text.AlignRight
                                text: line.games
                            }
                            Label {
                                Layout.preferredWidth: tableColumn.numberWidth
                                horizontalAlignment: Text.AlignRight
                                text: line.wins
                            }
                            Label {
                                Layout.preferredWidth: tableColumn.numberWidth
                                horizontalAlignment: Text.AlignRight
                                text: screen.decimal(line.averagePoints)
                            }
                            Label {
                                Layout.preferredWidth: tableColumn.numberWidth
                                horizontalAlignment: Text.AlignRight
                                text: screen.decimal(line.averagePlace)
                            }
                            Label {
                                Layout.preferredWidth: tableColumn.numberWidth
                                horizontalAlignment: Text.AlignRight
                                text: screen.decimal(line.rating)
                                font.pixelSize: Theme.fontLarge
                                font.bold: true
                            }
                            Label {
                                Layout.fillWidth: true
                                Layout.preferredWidth: 1
                                text: screen.mainSources(line.pointsBySource)
                                font.pixelSize: Theme.fontSmall
                                color: Theme.mutedText
                                elide: Text.ElideRight
                            }
                        }
                    }

                    Label {
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 40, 620)
                        visible: table.count === 0
                        horizontalAlignment: Text.AlignHCenter
                        text: qsTr("No finished games in this season yet.")
                        font.pixelSize: Theme.fontTitle
                        wrapMode: Text.Wrap
                    }
                }

                Label {
                    Layout.fillWidth: true
                    //: how the league table is worked out, under it
                    text: qsTr("Rating: Weng–Lin Plackett–Luce (as OpenSkill), shown as μ − 3σ; each game updates it once, in the order the games finished. A shared first place is a win for each.")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
