// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* The regulars' statistics: games, wins, average and best score, and where their points came from. */
Panel {
    id: panel

    property var library: null
    readonly property var profiles: AppState.profiles.all
    property int profileIndex: 0
    /** The chosen profile's id, 0 for none. */
    readonly property int profileId: library && profiles.length > 0 && profileIndex < profiles.length
                                     ? profiles[Math.max(0, profileIndex)].id : 0
    /** Its numbers, read off the window's thread (they add up every game it played): empty until they come. */
    property var stats: ({})
    /** Whether they have come: until then no figure is shown, rather than a row of zeros that are not the player's. */
    readonly property bool statsRead: stats.gamesPlayed !== undefined

    function requestStats() {
        if (profileId > 0)
            AppState.statistics.request(profileId);
        else
            stats = {};
    }

    onProfileIdChanged: {
        stats = {};
        requestStats();
    }
    Component.onCompleted: requestStats()

    Connections {
        target: panel.library
        function onRevisionChanged() { panel.requestStats(); }
    }
    Connections {
        target: AppState.statistics
        function onProfileRead(profileId, statistics) {
            if (profileId === panel.profileId)
                panel.stats = statistics;
        }
    }
    readonly property var sources: {
        const map = stats.pointsBySource || {};
        const out = Object.keys(map).map(k => ({ "source": k, "points": map[k] }));
        out.sort((a, b) => b.points - a.points);
        return out;
    }
    readonly property int maxSource: sources.length > 0 ? Math.max(1, sources[0].points) : 1

    function sourceName(source) {
        void Words.revision;
        return Words.pointSourceName(source);
    }

    title: qsTr("Players' statistics")

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            visible: panel.profiles.length === 0
            text: qsTr("Statistics appear once games with named players are stored.")
            font.pixelSize: Theme.fontBase
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        ComboBox {
            Layout.fillWidth: true
            visible: panel.profiles.length > 0
            implicitHeight: Theme.controlHeight
            font.pixelSize: Theme.fontBase
            model: panel.profiles.map(p => p.name)
            currentIndex: panel.profileIndex
            onActivated: (index) => panel.profileIndex = index
            Accessible.name: qsTr("Player")
        }
        GridLayout {
            objectName: "statisticsFigures"
            Layout.fillWidth: true
            visible: panel.profiles.length > 0 && panel.statsRead
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: 4

            Repeater {
                objectName: "statisticsFigureRows"
                model: !panel.statsRead ? [] : [
                    [qsTr("Games finished"), panel.stats.gamesPlayed || 0],
                    [qsTr("Games in progress"), panel.stats.gamesInProgress || 0],
                    [qsTr("Wins"), panel.stats.wins || 0],
                    [qsTr("Average score"), Number(panel.stats.averageScore || 0).toLocaleString(Qt.locale(), "f", 1)],
                    [qsTr("Best score"), panel.stats.bestScore || 0]
                ]

                delegate: RowLayout {
                    required property var modelData

                    Layout.columnSpan: 2
                    Layout.fillWidth: true

                    Label {
                        Layout.fillWidth: true
                        text: modelData[0]
                        font.pixelSize: Theme.fontBase
                    }
                    Label {
                        text: modelData[1]
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                }
            }
        }
        Label {
            visible: panel.sources.length > 0
            text: qsTr("Points by source (finished games)")
            font.pixelSize: Theme.fontBase
            font.bold: true
        }
        // Up to fourteen sources: a list that scrolls in the panel's height left, on a laptop's screen under the game in
        // progress too.
        ListView {
            id: sourceList

            objectName: "pointSources"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.sources.length > 0
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            spacing: Theme.spacing
            model: panel.sources
            ScrollBar.vertical: ScrollBar {
                id: sourceScroll

                objectName: "pointSourcesScroll"
                policy: sourceList.contentHeight > sourceList.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            delegate: RowLayout {
                required property var modelData

                width: ListView.view.width - (sourceScroll.visible ? sourceScroll.width + Theme.spacingSmall : 0)
                spacing: Theme.spacingSmall

                Label {
                    Layout.preferredWidth: 140
                    text: panel.sourceName(modelData.source)
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                }
                Rectangle {
                    Layout.preferredWidth: Math.max(2, (parent.width - 220) * Math.max(0, modelData.points) / panel.maxSource)
                    Layout.preferredHeight: 16
                    radius: 3
                    color: Theme.accent
                }
                Label {
                    text: modelData.points
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                Item {
                    Layout.fillWidth: true
                }
            }
        }
        Item {
            Layout.fillHeight: true
            visible: !sourceList.visible
        }
    }
}