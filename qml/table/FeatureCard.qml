// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "FeatureNames.js" as FeatureNames

/* One occupied feature on the board: its type, who stands on it (colour, symbol, kind, ghosts), a tower's
   height and the figure on top, and the actions the engine's options allow on it. */
Rectangle {
    id: card

    required property string featureId
    required property string type
    required property string typeName
    required property var figures
    required property int floors
    required property bool isOpen
    /** The name the players gave it ("the river city"), or "". */
    required property string givenName
    /** What the players may note on it: "inn" on a road, "cathedral" on a city (Inns and Cathedrals), else "". */
    required property string mark
    /** Whether they noted it. */
    required property bool marked

    property bool allowActions: true
    /** What the table may do next (session.options): the card offers the actions on this feature it lists. */
    property turnOptions options
    readonly property bool canScore: options.canScore(featureId)
    readonly property bool isPyramidComplete: options.pyramids.indexOf(featureId) >= 0
    readonly property bool canMerge: options.mergeOf(featureId).features.length > 0
    readonly property bool canGhost: figures.some(f => options.canHaunt(f.figure))
    readonly property bool canCapture: figures.some(f => options.canCapture(f.figure))

    /** The feature as the players see it: their name for it, else what it is and who is on it. */
    readonly property string displayName: FeatureNames.name(asRow())
    /** What it is and who is on it, shown under the players' own name. */
    readonly property string sentence: FeatureNames.sentence(asRow())
    /** Whether the name is being typed (F2 or the menu's "Name it…"). */
    property bool editing: false
    /** Why the last name or note (an inn, a cathedral) was not kept, or "". */
    property string nameError: ""
    /** The card's "More" menu (joining, ghosts, capture, correction). */
    property alias moreMenu: moreMenu

    signal scoreRequested(var feature)
    signal pyramidRequested(string featureId)
    signal mergeRequested(var feature)
    signal ghostRequested(string featureId)
    signal captureRequested(string featureId)
    signal removeRequested(string featureId)
    /** The players named the feature @p name ("" clears it); the handler says whether it was kept. */
    signal renameRequested(string featureId, string name)
    /** The players noted an inn or a cathedral on it (@p marked), or took the note off. */
    signal markRequested(string featureId, bool marked)

    function asRow() {
        return { "featureId": featureId, "type": type, "typeName": typeName, "figures": figures, "floors": floors,
                 "isOpen": isOpen, "givenName": givenName };
    }
    /** Opens the name field, with the name the feature has. */
    function startRename() {
        if (!allowActions)
            return;
        nameError = "";
        nameField.text = givenName;
        editing = true;
        nameField.forceActiveFocus();
        nameField.selectAll();
    }
    function finishRename(keep) {
        if (keep)
            renameRequested(featureId, nameField.text);
        if (nameError !== "")
            return;
        editing = false;
        moreButton.forceActiveFocus();
    }

    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_F2 && !editing) {
            startRename();
            event.accepted = true;
        }
    }

    objectName: "feature-" + featureId
    implicitWidth: Theme.px(270)
    implicitHeight: column.implicitHeight + 20
    radius: Theme.radius
    color: Theme.panel
    border.color: activeFocus || scoreButton.activeFocus ? Theme.text : Theme.border
    border.width: activeFocus || scoreButton.activeFocus ? 3 : 1

    Accessible.role: Accessible.Grouping
    Accessible.name: displayName

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            FeatureIcon {
                implicitWidth: Theme.px(38)
                implicitHeight: Theme.px(38)
                feature: card.type
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    objectName: "featureName"
                    Layout.fillWidth: true
                    visible: !card.editing
                    text: card.displayName
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                TextField {
                    id: nameField

                    objectName: "nameField"
                    Layout.fillWidth: true
                    visible: card.editing
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontBase
                    maximumLength: Rules.maxNameLength
                    //: The field where the players type a feature's name of their own
                    placeholderText: qsTr("A name of your own, e.g. the river city")
                    //: %1 the feature as the players see it ("Ana's city")
                    Accessible.name: qsTr("Name of %1").arg(card.sentence)
                    Keys.onReturnPressed: card.finishRename(true)
                    Keys.onEnterPressed: card.finishRename(true)
                    Keys.onEscapePressed: card.finishRename(false)
                    onActiveFocusChanged: if (!activeFocus && card.editing) card.editing = false
                }
                Label {
                    objectName: "featureSentence"
                    Layout.fillWidth: true
                    visible: card.givenName !== "" || card.editing
                    text: card.sentence
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
                Label {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: card.type === "tower" ? (card.isOpen ? qsTr("open") : "")
                          //: %1 the acrobat space's acrobats, %2 a full pyramid's
                          : (card.type === "acrobats" ? qsTr("%1 of %2 acrobats").arg(card.figures.length).arg(Rules.pyramidSize)
                                                      : card.typeName)
                    font.pixelSize: Theme.fontSmall
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
            }
        }

        InlineError {
            Layout.fillWidth: true
            text: card.nameError
        }

        // The inn or the cathedral the players noted, and what the feature is worth with it.
        ColumnLayout {
            objectName: "markRow"
            Layout.fillWidth: true
            visible: card.marked
            spacing: 2

            Rectangle {
                implicitWidth: markLabel.implicitWidth + 14
                implicitHeight: markLabel.implicitHeight + 6
                radius: height / 2
                color: Theme.accent
                Label {
                    id: markLabel

                    anchors.centerIn: parent
                    text: Theme.markName(card.mark)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.accentText
                }
            }
            Label {
                objectName: "markNote"
                Layout.fillWidth: true
                text: Theme.markNote(card.mark)
                font.pixelSize: Theme.fontSmall
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
        }

        // Who stands on it; on a tower the figure on top, on acrobats the pyramid.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            Repeater {
                model: card.figures

                delegate: Rectangle {
                    id: occupant

                    required property var modelData

                    width: occupantRow.implicitWidth + 12
                    height: occupantRow.implicitHeight + 6
                    radius: height / 2
                    color: Theme.panelAlt
                    border.color: Theme.border

                    RowLayout {
                        id: occupantRow

                        anchors.centerIn: parent
                        spacing: 4

                        FigureGlyph {
                            implicitWidth: Theme.px(30)
                            implicitHeight: Theme.px(30)
                            kind: occupant.modelData.kind
                            fillColor: occupant.modelData.color
                            symbol: occupant.modelData.symbol
                        }
                        Label {
                            text: occupant.modelData.playerName
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                        GhostBadge {
                            count: occupant.modelData.ghosts || 0
                        }
                    }

                    HoverHandler {
                        id: occupantHover
                    }
                    ToolTip.visible: occupantHover.hovered
                    //: %1 the player's name, %2 the kind of figure (meeple, guard meeple…), %3 the figure's id
                    ToolTip.text: qsTr("%1's %2 (%3)").arg(Theme.isolate(occupant.modelData.playerName))
                                  .arg(Theme.figureKindName(occupant.modelData.kind)).arg(occupant.modelData.figure)
                }
            }
            Label {
                visible: card.figures.length === 0
                text: card.type === "tower" ? qsTr("No figure on top") : qsTr("Empty")
                font.pixelSize: Theme.fontSmall
                color: Theme.mutedText
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: card.allowActions
            spacing: Theme.spacingSmall

            ActionButton {
                id: scoreButton

                objectName: "scoreButton"
                visible: card.canScore
                text: qsTr("Score…")
                highlighted: true
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: card.scoreRequested(card.asRow())
                //: %1 a feature as the players see it ("Ana and Ben's city")
                Accessible.name: qsTr("Score %1").arg(card.displayName)
            }
            ActionButton {
                objectName: "pyramidButton"
                visible: card.isPyramidComplete
                text: qsTr("Score pyramid…")
                highlighted: true
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: card.pyramidRequested(card.featureId)
            }
            Item {
                Layout.fillWidth: true
            }
            ActionButton {
                id: moreButton

                objectName: "moreButton"
                text: qsTr("More \u25BE")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: moreMenu.open()
                //: %1 a feature as the players see it ("Ana and Ben's city")
                Accessible.name: qsTr("More actions on %1").arg(card.displayName)

                Menu {
                    id: moreMenu

                    /** The widest shown item: no item's text is cut off, in any language. */
                    function widestItem() {
                        let widest = 0;
                        for (let i = 0; i < count; ++i) {
                            const item = itemAt(i);
                            if (item && item.visible)
                                widest = Math.max(widest, item.implicitWidth);
                        }
                        return widest;
                    }

                    y: moreButton.height
                    // Right-aligned with the button, and never wider than the window.
                    x: moreButton.width - width
                    width: Math.min(Math.max(implicitWidth, widestItem() + leftPadding + rightPadding),
                                    card.Window.window ? card.Window.window.width - 2 * Theme.spacing : implicitWidth)
                    font.pixelSize: Theme.fontBase

                    MenuItem {
                        objectName: "mergeItem"
                        // Whole sentences: the noun's case and the adjective's ending differ by type in many languages.
                        text: card.type === "road" ? qsTr("Join with another road…")
                              : card.type === "city" ? qsTr("Join with another city…")
                              : qsTr("Join with another field…")
                        visible: card.canMerge
                        height: visible ? implicitHeight : 0
                        onTriggered: card.mergeRequested(card.asRow())
                    }
                    MenuItem {
                        objectName: "ghostItem"
                        text: qsTr("Add a ghost…")
                        visible: card.canGhost
                        height: visible ? implicitHeight : 0
                        onTriggered: card.ghostRequested(card.featureId)
                    }
                    MenuItem {
                        objectName: "captureItem"
                        text: qsTr("Capture with a tower floor…")
                        visible: card.canCapture
                        height: visible ? implicitHeight : 0
                        onTriggered: card.captureRequested(card.featureId)
                    }
                    MenuItem {
                        objectName: "markItem"
                        // "An inn on the road", "A cathedral in the city": ticked while the players noted it.
                        text: Theme.fieldLabel(card.mark)
                        visible: card.mark !== ""
                        height: visible ? implicitHeight : 0
                        checkable: true
                        checked: card.marked
                        onTriggered: {
                            card.markRequested(card.featureId, !card.marked);
                            // The click toggled the box: it follows the stored note again.
                            checked = Qt.binding(() => card.marked);
                        }
                    }
                    MenuItem {
                        objectName: "renameItem"
                        text: card.givenName === "" ? qsTr("Name it… (F2)") : qsTr("Rename… (F2)")
                        // Once the menu has given the keys back, or the field would lose them as it closes.
                        onTriggered: Qt.callLater(card.startRename)
                    }
                    MenuItem {
                        objectName: "removeItem"
                        text: qsTr("Take a figure off (correction)…")
                        enabled: card.figures.length > 0
                        onTriggered: card.removeRequested(card.featureId)
                    }
                }
            }
        }
    }
}
