// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A new game: 2 to 6 players (regulars from their profiles or new names) in seating order, the colour of
   each one's figures, the expansions on the table and the language of the app. */
FocusScope {
    id: screen

    property var library: null
    /** {code, name} of the languages, and the current one. */
    property var languages: []
    property string language: "en"
    property string libraryError: ""
    property string error: ""
    property var expansions: []

    readonly property var profiles: AppState.profiles.all
    /** The seats in order: {name, colorKey, profileId, language}; language "" follows the app's. */
    property alias seats: seats

    signal languageChosen(string code)
    signal cancelled()
    /** The game was created and opened. */
    signal started(int gameId)

    function takenColors(except) {
        const out = [];
        for (let i = 0; i < seats.count; ++i) {
            if (i !== except)
                out.push(seats.get(i).colorKey);
        }
        return out;
    }
    function freeColor() {
        const taken = takenColors(-1);
        const free = Theme.playerColors.find(c => taken.indexOf(c.key) < 0);
        return free ? free.key : "grey";
    }
    /** A seat for `name`; a regular (profileId) keeps the language of their profile, anyone else gets the app's. */
    function addSeat(name, colorKey, profileId, language) {
        if (seats.count >= 6)
            return;
        const taken = takenColors(-1);
        seats.append({ "name": name, "colorKey": colorKey && taken.indexOf(colorKey) < 0 ? colorKey : freeColor(),
                       "profileId": profileId === undefined ? -1 : profileId, "language": language || "" });
        if (name === "")
            Qt.callLater(focusSeat, seats.count - 1);
    }
    /** Puts the keyboard in seat @p index's name (called later, once the seat's row exists: the last call wins). */
    function focusSeat(index) {
        const item = seatList.itemAt(index);
        if (item)
            item.focusName();
    }
    function hasProfileSeat(profileId) {
        for (let i = 0; i < seats.count; ++i) {
            if (seats.get(i).profileId === profileId)
                return true;
        }
        return false;
    }
    /** The language a seat plays in: its own choice, else the app's. */
    function seatLanguage(code) {
        return code !== "" ? code : language;
    }
    function toggleExpansion(id, on) {
        const next = expansions.filter(e => e !== id);
        if (on)
            next.push(id);
        expansions = Rules.expansions.filter(e => next.indexOf(e) >= 0);
    }
    /** What keeps the game from starting, or "" when it can start. */
    function problem() {
        if (seats.count < 2)
            return qsTr("A game needs at least 2 players.");
        const names = [];
        for (let i = 0; i < seats.count; ++i) {
            const name = seats.get(i).name.trim();
            const named = Rules.nameProblem(name);
            if (named === Rules.NameEmpty)
                //: %1 the seat's number, from 1
                return qsTr("Player %1 has no name yet.").arg(i + 1);
            if (named === Rules.NameUnprintable)
                //: %1 the seat's number, from 1
                return qsTr("Player %1's name holds a control character or a text-direction override: type it again without it.").arg(i + 1);
            if (names.indexOf(name.toLowerCase()) >= 0)
                //: %1 the name both players have
                return qsTr("Two players are called %1: add a letter to tell them apart.").arg(Theme.isolate(name));
            names.push(name.toLowerCase());
        }
        return "";
    }
    function start() {
        const reason = problem();
        if (reason !== "") {
            error = reason;
            return;
        }
        const players = [];
        for (let i = 0; i < seats.count; ++i) {
            const s = seats.get(i);
            const p = { "name": s.name.trim(), "color": s.colorKey, "language": seatLanguage(s.language) };
            if (s.profileId >= 0)
                p.profileId = s.profileId;
            players.push(p);
        }
        const id = library.createGame(players, expansions);
        if (id < 0) {
            error = libraryError;
            return;
        }
        error = "";
        started(id);
    }

    Component.onCompleted: {
        addSeat("", "red");
        addSeat("", "blue");
        // The names are typed from the first seat on.
        Qt.callLater(focusSeat, 0);
    }

    ListModel {
        id: seats
    }

    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: screen.visible
        onActivated: screen.start()
    }
    Shortcut {
        sequence: "Esc"
        enabled: screen.visible
        onActivated: screen.cancelled()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                text: qsTr("\u25C0 Library")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.cancelled()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("New game")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            Label {
                text: qsTr("Language")
                font.pixelSize: Theme.fontBase
            }
            ComboBox {
                implicitHeight: Theme.controlHeight
                Layout.preferredWidth: 220
                font.pixelSize: Theme.fontBase
                model: screen.languages.map(l => l.name)
                currentIndex: screen.languages.findIndex(l => l.code === screen.language)
                onActivated: (i) => screen.languageChosen(screen.languages[i].code)
                Accessible.name: qsTr("Language")
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
                //: %1 how many players are seated (2 to 6)
                title: qsTr("Players in seating order (%1 of 6)").arg(seats.count)

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Repeater {
                        id: seatList

                        model: seats

                        delegate: SeatRow {
                            Layout.fillWidth: true
                            seatCount: seats.count
                            takenColors: screen.takenColors(index)
                            languages: screen.languages
                            languageCode: screen.seatLanguage(language)
                            onNameEdited: (i, name) => seats.setProperty(i, "name", name)
                            onColorChosen: (i, key) => seats.setProperty(i, "colorKey", key)
                            onLanguageChosen: (i, code) => seats.setProperty(i, "language", code)
                            onMoveRequested: (i, step) => seats.move(i, i + step, 1)
                            onRemoveRequested: (i) => seats.remove(i)
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        ActionButton {
                            objectName: "addSeatButton"
                            text: qsTr("+ Add a player")
                            enabled: seats.count < 6
                            implicitHeight: Theme.controlHeight
                            font.pixelSize: Theme.fontBase
                            onClicked: screen.addSeat("", "")
                        }
                        Item {
                            Layout.fillWidth: true
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: screen.profiles.length > 0
                        text: qsTr("Regulars — click to seat them:")
                        font.pixelSize: Theme.fontBase
                        font.bold: true
                    }
                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall

                        Repeater {
                            model: screen.profiles

                            delegate: ActionButton {
                                required property var modelData

                                enabled: seats.count < 6 && !screen.hasProfileSeat(modelData.id)
                                implicitHeight: Theme.controlHeight
                                font.pixelSize: Theme.fontBase
                                text: modelData.name
                                onClicked: screen.addSeat(modelData.name, modelData.color, modelData.id, modelData.language)
                            }
                        }
                    }
                    Item {
                        Layout.fillHeight: true
                    }
                }
            }

            ColumnLayout {
                Layout.fillHeight: true
                Layout.preferredWidth: Math.max(420, screen.width * 0.34)
                Layout.maximumWidth: Layout.preferredWidth
                spacing: Theme.spacingLarge

                Panel {
                    Layout.fillWidth: true
                    title: qsTr("Expansions on the table")
                    implicitHeight: expansionColumn.implicitHeight + 80

                    ColumnLayout {
                        id: expansionColumn

                        anchors.left: parent.left
                        anchors.right: parent.right
                        spacing: 4

                        Repeater {
                            model: Rules.expansions

                            delegate: LargeCheckBox {
                                required property string modelData

                                objectName: "expansion-" + modelData
                                Layout.fillWidth: true
                                text: Theme.expansionName(modelData)
                                font.pixelSize: Theme.fontLarge
                                checked: screen.expansions.indexOf(modelData) >= 0
                                onToggled: screen.toggleExpansion(modelData, checked)
                            }
                        }
                    }
                }

                Item {
                    Layout.fillHeight: true
                }
                InlineError {
                    Layout.fillWidth: true
                    text: screen.error
                }
                ActionButton {
                    objectName: "startButton"
                    Layout.fillWidth: true
                    text: qsTr("Start the game (Ctrl+Enter)")
                    highlighted: true
                    implicitHeight: 64
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    onClicked: screen.start()
                }
            }
        }
    }
}
