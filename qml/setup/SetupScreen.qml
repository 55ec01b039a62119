// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A new game: 2 to 6 players (regulars from their profiles or new names) in seating order, the colour of
   each one's figures, the expansions on the table (the Big Box's three with one box) and the language of the app. */
FocusScope {
    id: screen

    property var library: null
    /** {code, name} of the languages, and the current one. */
    property var languages: []
    property string language: "en"
    property string libraryError: ""
    property string error: ""
    property var expansions: []
    /** How many of the Big Box's expansions are on (Rules.bigBox). */
    readonly property int bigBoxOn: Rules.bigBox.filter(e => expansions.indexOf(e) >= 0).length

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
        setExpansions([id], on);
    }
    /** Turns `ids` on or off together; every other expansion stays as it is. The list keeps Rules.expansions' order. */
    function setExpansions(ids, on) {
        const next = expansions.filter(e => ids.indexOf(e) < 0);
        if (on)
            next.push(...ids);
        expansions = Rules.expansions.filter(e => next.indexOf(e) >= 0);
    }
    /** The Big Box preset: turns its three expansions on (or off again), leaving the others as they were set. */
    function setBigBox(on) {
        setExpansions(Rules.bigBox, on);
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

    // One expansion's box in the "Expansions on the table" panel: the Big Box's three under its name, as the parts of
    // what it turns on, the others in line with its box.
    Component {
        id: expansionBox

        LargeCheckBox {
            id: box

            required property string modelData

            objectName: "expansion-" + modelData
            Layout.fillWidth: true
            Layout.leftMargin: Rules.bigBox.indexOf(modelData) >= 0 ? bigBoxBox.indicator.width + bigBoxBox.spacing
                                                                   : Theme.spacingSmall
            text: Theme.expansionName(modelData)
            font.pixelSize: Theme.fontLarge
            // A long name in a long language goes on to a second line rather than lose its end.
            contentItem: Text {
                leftPadding: box.indicator.width + box.spacing
                text: box.text
                font: box.font
                color: Theme.text
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignVCenter
            }
            checked: screen.expansions.indexOf(modelData) >= 0
            onToggled: screen.toggleExpansion(modelData, checked)
            onActiveFocusChanged: if (activeFocus) expansionView.reveal(this)
        }
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

            // The expansions over the start button. Placed by anchors, not by a layout: Qt 6.4's layouts, nested as here,
            // can miss a change of their children after the first pass (a refusal then showed over the panel's title).
            Item {
                id: sideColumn

                Layout.fillHeight: true
                // Whole pixels: the panel's and the button's edges stay sharp.
                Layout.preferredWidth: Math.round(Math.max(420, screen.width * 0.34))
                Layout.maximumWidth: Layout.preferredWidth

                // As tall as the expansions need; on a short window or at a large zoom, or over a refusal, it gives
                // way and the list scrolls, rather than push the start button out of the window.
                Flickable {
                    id: expansionView

                    /** Scrolls the list so that `item` (a box the keyboard reached) is whole in view. */
                    function reveal(item) {
                        const top = item.mapToItem(expansionPanel, 0, 0).y;
                        if (top < contentY)
                            contentY = top;
                        else if (top + item.height > contentY + height)
                            contentY = top + item.height - height;
                    }

                    objectName: "expansionView"
                    anchors.top: parent.top
                    anchors.left: parent.left
                    anchors.right: parent.right
                    height: Math.max(0, Math.min(contentHeight, errorBox.visible ? errorBox.y - Theme.spacing
                                                                                 : startButton.y - Theme.spacingLarge))
                    contentWidth: width
                    contentHeight: expansionPanel.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {
                        id: expansionScroll

                        policy: expansionView.contentHeight > expansionView.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    }

                    Panel {
                        id: expansionPanel

                        objectName: "expansionPanel"
                        width: expansionView.width - (expansionScroll.visible ? expansionScroll.width + Theme.spacingSmall : 0)
                        height: implicitHeight
                        title: qsTr("Expansions on the table")

                        ColumnLayout {
                            anchors.left: parent.left
                            anchors.right: parent.right
                            spacing: 0

                            // The Big Box's box over the three it holds, framed together: the box shows at a glance
                            // whether all, some or none of them are on, and a second press takes them off again.
                            Rectangle {
                                Layout.fillWidth: true
                                Layout.bottomMargin: Theme.spacingSmall
                                implicitHeight: bigBoxColumn.implicitHeight + 2 * Theme.spacingSmall
                                radius: Theme.radius
                                color: Theme.panelAlt
                                border.color: Theme.border
                                border.width: 1

                                ColumnLayout {
                                    id: bigBoxColumn

                                    anchors.fill: parent
                                    anchors.margins: Theme.spacingSmall
                                    spacing: 0

                                    LargeCheckBox {
                                        id: bigBoxBox

                                        objectName: "bigBox"
                                        Layout.fillWidth: true
                                        //: The preset for the boxed edition "Carcassonne Big Box" (the base game with
                                        //: The Abbot, Inns and Cathedrals and Traders and Builders): use the name it is
                                        //: sold under in your language
                                        text: qsTr("Big Box")
                                        font.pixelSize: Theme.fontLarge
                                        font.bold: true
                                        tristate: true
                                        checkState: screen.bigBoxOn === 0 ? Qt.Unchecked
                                                    : screen.bigBoxOn === Rules.bigBox.length ? Qt.Checked
                                                    : Qt.PartiallyChecked
                                        // All three on from none or some of them; all three off from all of them.
                                        nextCheckState: function() {
                                            return checkState === Qt.Checked ? Qt.Unchecked : Qt.Checked;
                                        }
                                        onClicked: screen.setBigBox(screen.bigBoxOn < Rules.bigBox.length)
                                        onActiveFocusChanged: if (activeFocus) expansionView.reveal(this)
                                        //: %1 the Big Box's expansions' names, one after the other
                                        Accessible.description: qsTr("Turns on or off together: %1. The other expansions stay as they are.")
                                                                .arg(Rules.bigBox.map(e => Theme.expansionName(e)).join(", "))
                                    }
                                    Repeater {
                                        model: Rules.bigBox
                                        delegate: expansionBox
                                    }
                                }
                            }
                            Repeater {
                                model: Rules.expansions.filter(e => Rules.bigBox.indexOf(e) < 0)
                                delegate: expansionBox
                            }
                        }
                    }
                }

                InlineError {
                    id: errorBox

                    objectName: "setupError"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: startButton.top
                    anchors.bottomMargin: Theme.spacing
                    text: screen.error
                }
                ActionButton {
                    id: startButton

                    objectName: "startButton"
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
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
