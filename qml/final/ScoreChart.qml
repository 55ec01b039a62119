// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtCharts
import MeepleLedger

/* Each player's score over the turns, one line per player: colour plus a line style and the name in the
   legend, so the lines read without colour too. A point at turn N is the score at the end of turn N (0 before the
   first turn; the last turn's point includes final scoring). */
ChartView {
    id: chart

    /** [{player, name, color, points: [{x: turn, y: score}]}] from LibraryStatistics.scoreSeries. */
    property var series: []
    /** The axes: turns across, points up. */
    readonly property alias turnAxis: axisX
    readonly property alias pointsAxis: axisY
    readonly property var lineStyles: [Qt.SolidLine, Qt.DashLine, Qt.DotLine, Qt.DashDotLine, Qt.DashDotDotLine, Qt.SolidLine]

    /** A whole step of 1, 2 or 5 times a power of ten that cuts 0…@p max into at most @p ticks parts. */
    function wholeStep(max, ticks) {
        const raw = Math.max(1, max / ticks);
        const power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (const m of [1, 2, 5, 10]) {
            if (m * power >= raw)
                return m * power;
        }
        return 10 * power;
    }
    function rebuild() {
        removeAllSeries();
        let maxX = 1, maxY = 10, minY = 0;
        for (let i = 0; i < series.length; ++i) {
            const points = series[i].points || [];
            for (let j = 0; j < points.length; ++j) {
                maxX = Math.max(maxX, points[j].x);
                maxY = Math.max(maxY, points[j].y);
                minY = Math.min(minY, points[j].y);
            }
        }
        // Turns and points are whole numbers: the ticks stand on whole turns and round scores, from 0.
        axisX.tickInterval = wholeStep(maxX, 10);
        axisX.max = maxX;
        axisY.tickInterval = wholeStep(maxY - minY, 6);
        axisY.min = Math.floor(minY / axisY.tickInterval) * axisY.tickInterval;
        axisY.max = Math.ceil(maxY / axisY.tickInterval) * axisY.tickInterval;
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
    legend.labelColor: Theme.text
    backgroundColor: Theme.panel
    plotAreaColor: Theme.panel
    titleColor: Theme.text
    title: qsTr("Score over the turns")
    titleFont.pixelSize: Theme.fontLarge
    titleFont.bold: true

    onSeriesChanged: rebuild()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: axisX

        min: 0
        max: 10
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 1
        labelFormat: "%d"
        titleText: qsTr("Turn")
        labelsFont.pixelSize: Theme.fontSmall
        titleFont.pixelSize: Theme.fontSmall
        labelsColor: Theme.text
        titleBrush: Theme.text
        color: Theme.mutedText
        gridLineColor: Theme.border
        minorGridLineColor: Theme.panelAlt
    }
    ValueAxis {
        id: axisY

        min: 0
        max: 100
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 10
        labelFormat: "%d"
        titleText: qsTr("Points")
        labelsFont.pixelSize: Theme.fontSmall
        titleFont.pixelSize: Theme.fontSmall
        labelsColor: Theme.text
        titleBrush: Theme.text
        color: Theme.mutedText
        gridLineColor: Theme.border
        minorGridLineColor: Theme.panelAlt
    }
}
