// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtCharts
import MeepleLedger

/* Each player's score over the turns, one line per player: colour plus a line style and the name in the
   legend, so the lines read without colour too. */
ChartView {
    id: chart

    /** [{player, name, color, points: [{x: turn, y: score}]}] from LibraryStatistics.scoreSeries. */
    property var series: []
    readonly property var lineStyles: [Qt.SolidLine, Qt.DashLine, Qt.DotLine, Qt.DashDotLine, Qt.DashDotDotLine, Qt.SolidLine]

    function rebuild() {
        removeAllSeries();
        let maxX = 1, maxY = 10;
        for (let i = 0; i < series.length; ++i) {
            const points = series[i].points || [];
            for (let j = 0; j < points.length; ++j) {
                maxX = Math.max(maxX, points[j].x);
                maxY = Math.max(maxY, points[j].y);
            }
        }
        axisX.max = maxX;
        axisY.max = Math.ceil(maxY / 10) * 10;
        axisY.applyNiceNumbers();
        for (let i = 0; i < series.length; ++i) {
            const line = createSeries(ChartView.SeriesTypeLine, series[i].name, axisX, axisY);
            line.color = series[i].color;
            line.width = 4;
            line.style = lineStyles[i % lineStyles.length];
            line.pointsVisible = i === lineStyles.length - 1;
            const points = series[i].points || [];
            for (let j = 0; j < points.length; ++j)
                line.append(points[j].x, points[j].y);
        }
    }

    antialiasing: true
    legend.alignment: Qt.AlignBottom
    legend.markerShape: Legend.MarkerShapeFromSeries
    legend.font.pixelSize: Theme.fontBase
    backgroundColor: Theme.panel
    title: qsTr("Score over the turns")
    titleFont.pixelSize: Theme.fontLarge
    titleFont.bold: true

    onSeriesChanged: rebuild()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: axisX

        min: 0
        max: 10
        labelFormat: "%d"
        titleText: qsTr("Turn")
        labelsFont.pixelSize: Theme.fontSmall
        titleFont.pixelSize: Theme.fontSmall
    }
    ValueAxis {
        id: axisY

        min: 0
        max: 100
        labelFormat: "%d"
        titleText: qsTr("Points")
        labelsFont.pixelSize: Theme.fontSmall
        titleFont.pixelSize: Theme.fontSmall
    }
}
