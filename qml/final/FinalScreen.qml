// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models
import "../components/Preview.js" as Preview
import "../table/FeatureNames.js" as FeatureNames

/* The end of the game. Before `end`: a guided pass over every feature still on the board, asking only the
   numbers each one needs (and the last big top), then the payouts before they are stored. After it: the
   ranking (ties share a place), each player's breakdown by source, and the score over the turns. */
FocusScope {
    id: screen

    property var session: null
    property var library: null

    readonly property bool finished: session !== null && session.finished
    property var steps: []
    property int stepIndex: 0
    /** The values for `end`, by feature id. */
    property var values: ({})
    /** The last big top, if it stood at the end: {animal, meeples}. */
    property string circusAnimal: ""
    property var circusCounts: ({})
    property var preview: []
    property string error: ""
    /** The turn part the final scoring began in: its `end` is made for it (a game changed meanwhile asks anew). */
    property var stamp: null
    /** What the last export of the result wrote, or why it could not ("" before one). */
    property string notice: ""
    property string exportError: ""
    /** What the open save dialog exports: "record", "csv" or "png". */
    property string exportKind: "record"
    readonly property bool reviewing: stepIndex >= steps.length
    readonly property var players: playerRows.rows
    /** The players by place (ties share one), then by score. */
    readonly property var ranking: players.slice().sort((a, b) => a.rank - b.rank || b.score - a.score)

    signal backRequested()
    signal libraryRequested()

    /** The figures standing on a feature, from the features model: {figure, kind, playerName, color, symbol, ghosts}. */
    function figuresOn(feature) {
        const rows = featureRows.rows;
        for (let i = 0; i < rows.length; ++i) {
            if (rows[i].featureId === feature)
                return rows[i].figures;
        }
        return [];
    }
    function begin() {
        if (!session || finished)
            return;
        // The features `end` needs values for, with each value's bounds and start, as the engine gives them.
        const needed = session.options.finalValues;
        // Each named as the table names it ("Ana's city", or the name the players gave it): stepName() says it, in
        // the language of the moment.
        const list = needed.map(f => {
            const figures = figuresOn(f.feature);
            const row = { "featureId": f.feature, "type": f.type, "figures": figures,
                          "givenName": session.givenNameAt(f.feature, session.eventCount) };
            return { "feature": f.feature, "type": f.type, "fields": f.fields, "ringmasters": f.ringmasters,
                     "figures": figures, "row": row };
        });
        if (session.hasBigTop)
            list.push({ "circus": true });
        steps = list;
        stamp = session.stamp;
        const v = {};
        for (let i = 0; i < list.length; ++i) {
            if (list[i].circus)
                continue;
            const entry = {};
            for (let f = 0; f < list[i].fields.length; ++f)
                entry[list[i].fields[f].key] = Theme.fieldStart(list[i].fields[f]);
            if (list[i].ringmasters.length > 0) {
                const r = {};
                for (let m = 0; m < list[i].ringmasters.length; ++m)
                    r[list[i].ringmasters[m]] = 0;
                entry.ringmaster = r;
            }
            v[list[i].feature] = entry;
        }
        values = v;
        circusAnimal = "";
        circusCounts = {};
        stepIndex = 0;
        error = "";
        refreshPreview();
    }
    /** Asks where to save the result: the record ("record"), a row per player as CSV ("csv") or a picture ("png"). */
    function openExport(kind) {
        exportKind = kind;
        const suffix = kind === "csv" ? "csv" : kind === "png" ? "png" : "";
        resultExport.open(String(AppState.library.suggestedExportFile(session.gameId, "", suffix)));
    }
    function exported(path) {
        exportError = "";
        //: %1 the path of the file written
        notice = Words.say("FinalScreen", QT_TR_NOOP("The result was saved to %1."), [path]);
    }
    function exportFailed(message) {
        notice = "";
        exportError = message;
    }
    /** Writes what exportKind names to @p file (from the save dialog). */
    function exportTo(file) {
        const path = AppState.library.exportPath(file);
        if (exportKind === "png") {
            // The whole ranking, every player's card with their points by source (more than the window may show),
            // beside the score chart: two grabs, put side by side.
            //: %1 the path of the picture that could not be written
            const unwritten = () => exportFailed(Words.say("FinalScreen", QT_TR_NOOP("The picture could not be written to %1."), [path]));
            const grabs = {};
            const compose = () => {
                if (!grabs.ranking || !grabs.chart)
                    return;
                if (AppState.library.exportPicture(file, [grabs.ranking, grabs.chart], Theme.background))
                    exported(path);
                else
                    exportFailed(AppState.errorMessage);
            };
            const grabbed = rankingList.grabToImage(result => { grabs.ranking = result; compose(); })
                            && scoreChart.grabToImage(result => { grabs.chart = result; compose(); });
            if (!grabbed)
                unwritten();
            return;
        }
        const ok = exportKind === "csv" ? AppState.library.exportResults(session.gameId, file)
                                        : AppState.library.exportFile(session.gameId, file);
        if (ok)
            exported(path);
        else
            exportFailed(AppState.errorMessage);
    }
    /** A step's feature as the table names it ("Ana's city", or the players' own name for it). */
    function stepName(step) {
        return FeatureNames.name(step.row);
    }
    function setValue(feature, field, value) {
        const v = Object.assign({}, values);
        const entry = Object.assign({}, v[feature] || {});
        entry[field] = value;
        v[feature] = entry;
        values = v;
        Qt.callLater(refreshPreview);
    }
    function setRingmaster(feature, figure, value) {
        const v = Object.assign({}, values);
        const entry = Object.assign({}, v[feature] || {});
        const r = Object.assign({}, entry.ringmaster || {});
        r[figure] = value;
        entry.ringmaster = r;
        v[feature] = entry;
        values = v;
        Qt.callLater(refreshPreview);
    }
    /** The final scoring as the answers so far give it. */
    function endCommand() {
        const circus = circusAnimal !== "" ? { "animal": circusAnimal, "meeples": circusCounts } : {};
        return stamp ? session.commands.end(values, circus).madeFor(stamp) : null;
    }
    function refreshPreview() {
        if (!session || finished)
            return;
        const command = endCommand();
        if (!command)
            return;
        preview = Preview.ownPayouts(session, session.preview(command));
        error = session.lastError;
    }
    function next() {
        if (stepIndex < steps.length)
            stepIndex++;
        if (reviewing)
            refreshPreview();
    }
    function back() {
        if (stepIndex > 0)
            stepIndex--;
        else
            backRequested();
    }
    function finish() {
        const command = endCommand();
        if (command && session.apply(command)) {
            error = "";
            if (library)
                library.refresh();
        } else {
            error = session.lastError;
        }
    }
    /** Each player's points by rule, from the ledger. */
    function breakdown(playerId) {
        const totals = {};
        const order = [];
        const rows = ledgerRows.rows;
        for (let i = 0; i < rows.length; ++i) {
            if (rows[i].playerId !== playerId || rows[i].rule === "messengers.combined")
                continue;
            const key = rows[i].ruleName;
            if (totals[key] === undefined) {
                totals[key] = 0;
                order.push(key);
            }
            totals[key] += rows[i].points;
        }
        return order.map(k => ({ "name": k, "points": totals[k] }));
    }
    function ordinal(rank) {
        switch (rank) {
        case 1: return qsTr("1st");
        case 2: return qsTr("2nd");
        case 3: return qsTr("3rd");
        }
        //: a place in the final ranking: %1 the rank (a number from 4)
        return qsTr("%1th").arg(rank);
    }

    onVisibleChanged: if (visible) begin()
    // The review has no number to type: the keys go to "Finish the game", so that Enter finishes.
    onReviewingChanged: if (reviewing && visible) Qt.callLater(() => nextButton.forceActiveFocus())
    // The preview's lines are the session's words in the language chosen when it was made: made again in another.
    Connections {
        target: Words

        function onRevisionChanged() {
            screen.refreshPreview();
        }
    }
    onCircusAnimalChanged: Qt.callLater(refreshPreview)
    onCircusCountsChanged: Qt.callLater(refreshPreview)
    Component.onCompleted: {
        if (session)
            session.ledger.playerFilter = "";
        begin();
    }

    ModelRows {
        id: playerRows

        model: screen.session ? screen.session.players : null
        roles: ["playerId", "name", "color", "symbol", "score", "rank", "figuresOnBoard"]
    }
    ModelRows {
        id: featureRows

        model: screen.session ? screen.session.features : null
        roles: ["featureId", "figures"]
    }
    ModelRows {
        id: ledgerRows

        model: screen.finished && screen.session ? screen.session.ledger : null
        roles: ["playerId", "rule", "ruleName", "points"]
    }

    Shortcut {
        sequence: "Esc"
        enabled: screen.visible
        onActivated: screen.finished ? screen.backRequested() : screen.back()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacingLarge

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            ActionButton {
                text: qsTr("\u25C0 Table")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: screen.finished ? qsTr("Final result") : qsTr("Final scoring")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                Accessible.role: Accessible.Heading
            }
            ActionButton {
                objectName: "exportRecordButton"
                visible: screen.finished
                text: qsTr("Save the record…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openExport("record")
            }
            ActionButton {
                objectName: "exportCsvButton"
                visible: screen.finished
                //: saves the result, a row per player, as a CSV file for a spreadsheet
                text: qsTr("Results as CSV…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openExport("csv")
            }
            ActionButton {
                objectName: "exportPictureButton"
                visible: screen.finished
                text: qsTr("Picture…")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.openExport("png")
            }
            ActionButton {
                visible: screen.finished
                text: qsTr("Library")
                implicitHeight: Theme.controlHeight
                font.pixelSize: Theme.fontBase
                onClicked: screen.libraryRequested()
            }
        }

        // The guided pass, before the game is closed.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !screen.finished
            spacing: Theme.spacingLarge

            Panel {
                Layout.preferredWidth: 340
                Layout.fillHeight: true
                title: qsTr("Steps")

                ListView {
                    anchors.fill: parent
                    clip: true
                    spacing: 4
                    model: screen.steps.length + 1
                    currentIndex: screen.stepIndex

                    delegate: ItemDelegate {
                        required property int index
                        readonly property var step: index < screen.steps.length ? screen.steps[index] : null

                        width: ListView.view.width
                        highlighted: index === screen.stepIndex
                        font.pixelSize: Theme.fontBase
                        font.bold: highlighted
                        text: (index < screen.stepIndex ? "\u2714 " : (highlighted ? "\u25B6 " : "   "))
                              + (step === null ? qsTr("Check and finish")
                                 : step.circus ? qsTr("The last big top")
                                 : screen.stepName(step))
                        onClicked: {
                            screen.stepIndex = index;
                            if (screen.reviewing)
                                screen.refreshPreview();
                        }
                    }
                }
            }

            Panel {
                id: stepPanel

                readonly property var step: screen.reviewing ? null : screen.steps[screen.stepIndex]

                Layout.fillWidth: true
                Layout.fillHeight: true
                title: screen.reviewing ? qsTr("Check the final payouts")
                       : stepPanel.step && stepPanel.step.circus ? qsTr("Was the big top still standing?")
                       //: %1 a feature as the players see it ("Ana's city"), %2 this step's number, %3 the number of steps
                       : stepPanel.step ? qsTr("%1 — step %2 of %3").arg(screen.stepName(stepPanel.step))
                                                                   .arg(screen.stepIndex + 1).arg(screen.steps.length)
                       : ""

                ColumnLayout {
                    anchors.fill: parent
                    spacing: Theme.spacing

                    Keys.onReturnPressed: screen.reviewing ? screen.finish() : screen.next()
                    Keys.onEnterPressed: screen.reviewing ? screen.finish() : screen.next()

                    // Who stands on the feature.
                    Flow {
                        Layout.fillWidth: true
                        visible: stepPanel.step !== null && !stepPanel.step.circus
                        spacing: Theme.spacingSmall

                        Repeater {
                            model: stepPanel.step && stepPanel.step.figures ? stepPanel.step.figures : []

                            delegate: RowLayout {
                                required property var modelData

                                spacing: 4

                                FigureGlyph {
                                    implicitWidth: 30
                                    implicitHeight: 30
                                    kind: modelData.kind
                                    fillColor: modelData.color
                                    symbol: modelData.symbol
                                }
                                Label {
                                    text: modelData.playerName
                                    font.pixelSize: Theme.fontBase
                                }
                                GhostBadge {
                                    count: modelData.ghosts || 0
                                }
                            }
                        }
                    }

                    Repeater {
                        id: stepFields

                        model: stepPanel.step && !stepPanel.step.circus ? stepPanel.step.fields.filter(f => !f.flag) : []

                        delegate: NumberField {
                            required property var modelData
                            required property int index
                            readonly property string featureId: stepPanel.step.feature
                            readonly property string key: modelData.key

                            objectName: "final-" + key
                            Layout.fillWidth: true
                            label: key === "tiles" && stepPanel.step.type === "monastery"
                                   ? qsTr("The monastery's tile and its neighbours")
                                   : key === "tiles" && stepPanel.step.type === "garden"
                                     ? qsTr("The garden's tile and its neighbours") : Theme.fieldLabel(key)
                            from: modelData.min
                            to: Theme.fieldTo(modelData, screen.values[featureId])
                            value: screen.values[featureId] && screen.values[featureId][key] !== undefined
                                   ? screen.values[featureId][key] : 0
                            onEdited: (value) => {
                                if (!screen.values[featureId] || screen.values[featureId][key] !== value)
                                    screen.setValue(featureId, key, value);
                            }
                            onAccepted: screen.next()
                            Component.onCompleted: if (index === 0) Qt.callLater(focusField)
                        }
                    }
                    // Inns and Cathedrals: an inn on this open road, a cathedral in this open city makes it worth 0.
                    Repeater {
                        model: stepPanel.step && !stepPanel.step.circus ? stepPanel.step.fields.filter(f => f.flag) : []

                        delegate: FlagField {
                            required property var modelData
                            readonly property string featureId: stepPanel.step.feature

                            objectName: "final-" + modelData.key
                            Layout.fillWidth: true
                            key: modelData.key
                            checked: !!screen.values[featureId] && screen.values[featureId][modelData.key] === true
                            onEdited: (on) => screen.setValue(featureId, modelData.key, on)
                        }
                    }
                    Repeater {
                        model: stepPanel.step && !stepPanel.step.circus ? stepPanel.step.ringmasters : []

                        delegate: NumberField {
                            required property string modelData
                            readonly property string featureId: stepPanel.step.feature

                            objectName: "final-ringmaster-" + modelData
                            Layout.fillWidth: true
                            //: %1 the ringmaster's owner
                            label: qsTr("Circus and acrobat tiles around %1's ringmaster")
                                   .arg(Theme.isolate((stepPanel.step.figures.find(f => f.figure === modelData) || { "playerName": modelData }).playerName))
                            from: 0
                            to: Rules.ringmasterCountMax
                            value: screen.values[featureId] && screen.values[featureId].ringmaster
                                   ? (screen.values[featureId].ringmaster[modelData] || 0) : 0
                            onEdited: (value) => screen.setRingmaster(featureId, modelData, value)
                            onAccepted: screen.next()
                        }
                    }

                    // The last big top.
                    Flow {
                        Layout.fillWidth: true
                        visible: stepPanel.step !== null && !!stepPanel.step.circus
                        spacing: Theme.spacingSmall

                        ActionButton {
                            objectName: "final-no-circus"
                            text: qsTr("No big top at the end")
                            checkable: true
                            checked: screen.circusAnimal === ""
                            highlighted: checked
                            implicitHeight: Theme.controlHeight
                            font.pixelSize: Theme.fontBase
                            onClicked: screen.circusAnimal = ""
                        }
                        Repeater {
                            // The tokens still in the game, as the engine gives them: {animal, value, left}.
                            model: screen.session ? screen.session.options.animals : []

                            delegate: ActionButton {
                                required property var modelData

                                objectName: "final-animal-" + modelData.animal
                                checkable: true
                                checked: screen.circusAnimal === modelData.animal
                                highlighted: checked
                                implicitHeight: Theme.controlHeight
                                font.pixelSize: Theme.fontBase
                                //: %1 the animal of a big top token, %n the points it gives each figure around the big top
                                text: qsTr("%1 · %n point(s)", "", modelData.value).arg(Theme.animalName(modelData.animal))
                                onClicked: screen.circusAnimal = modelData.animal
                            }
                        }
                    }
                    Repeater {
                        model: stepPanel.step && stepPanel.step.circus && screen.circusAnimal !== "" ? screen.players : []

                        delegate: NumberField {
                            required property var modelData

                            objectName: "final-count-" + modelData.playerId
                            Layout.fillWidth: true
                            //: %1 the player's name
                            label: qsTr("%1's figures around the big top").arg(Theme.isolate(modelData.name))
                            from: 0
                            to: screen.session ? screen.session.options.circusFiguresOf(modelData.playerId) : 0
                            value: screen.circusCounts[modelData.playerId] || 0
                            onEdited: (value) => {
                                if ((screen.circusCounts[modelData.playerId] || 0) === value)
                                    return;
                                const c = Object.assign({}, screen.circusCounts);
                                c[modelData.playerId] = value;
                                screen.circusCounts = c;
                            }
                            onAccepted: screen.next()
                        }
                    }

                    // What this step's numbers pay, as the table enters them.
                    PayoutList {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing
                        visible: stepPanel.step !== null && screen.error === ""
                        payouts: !stepPanel.step ? []
                                 : stepPanel.step.circus ? screen.preview.filter(p => String(p.rule).startsWith("circus."))
                                 : screen.preview.filter(p => p.feature === stepPanel.step.feature)
                    }

                    // The check before storing.
                    ScrollView {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        visible: screen.reviewing
                        contentWidth: availableWidth
                        clip: true

                        PayoutList {
                            width: parent.width
                            payouts: screen.preview
                            emptyText: qsTr("Nothing is left to score.")
                        }
                    }
                    Item {
                        Layout.fillHeight: true
                        visible: !screen.reviewing
                    }
                    InlineError {
                        Layout.fillWidth: true
                        text: screen.error
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        ActionButton {
                            objectName: "backButton"
                            text: screen.stepIndex > 0 ? qsTr("Back") : qsTr("Back to the table")
                            // Out of the Tab order (Esc goes back): Tab from the last number lands on "Next (Enter)",
                            // so that Enter after it goes on, never back.
                            activeFocusOnTab: false
                            implicitHeight: Theme.controlHeight
                            font.pixelSize: Theme.fontBase
                            onClicked: screen.back()
                        }
                        Item {
                            Layout.fillWidth: true
                        }
                        ActionButton {
                            id: nextButton

                            objectName: "nextButton"
                            text: screen.reviewing ? qsTr("Finish the game") : qsTr("Next (Enter)")
                            highlighted: true
                            enabled: !screen.reviewing || screen.error === ""
                            implicitHeight: 56
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            onClicked: screen.reviewing ? screen.finish() : screen.next()
                        }
                    }
                }
            }
        }

        Label {
            objectName: "exportNotice"
            Layout.fillWidth: true
            visible: screen.finished && screen.notice !== ""
            text: screen.notice
            color: Theme.mutedText
            font.pixelSize: Theme.fontBase
            wrapMode: Text.Wrap
        }
        InlineError {
            objectName: "exportError"
            Layout.fillWidth: true
            text: screen.finished ? screen.exportError : ""
        }

        // The result, once the game is over.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: screen.finished
            spacing: Theme.spacingLarge

            Panel {
                Layout.fillHeight: true
                Layout.preferredWidth: Math.max(460, screen.width * 0.42)
                Layout.maximumWidth: Layout.preferredWidth
                title: qsTr("Ranking")

                ScrollView {
                    id: rankScroll

                    anchors.fill: parent
                    contentWidth: availableWidth
                    clip: true

                    ColumnLayout {
                        id: rankingList

                        objectName: "rankingList"

                        width: rankScroll.availableWidth
                        spacing: Theme.spacing

                        Repeater {
                            // One card per place, each reading its row: the cards stay while the scores settle
                            // (a new array as the model would rebuild them on every change of a player's row).
                            model: screen.ranking.length

                            delegate: Rectangle {
                                id: rankCard

                                required property int index
                                readonly property var modelData: screen.ranking[index]
                                readonly property var parts: { void ledgerRows.rows; return screen.breakdown(modelData.playerId); }

                                objectName: "rank-" + modelData.playerId
                                Layout.fillWidth: true
                                implicitHeight: rankColumn.implicitHeight + 20
                                radius: Theme.radius
                                color: modelData.rank === 1 ? Theme.attentionBackground : Theme.panelAlt
                                border.color: modelData.rank === 1 ? Theme.attention : Theme.border
                                border.width: modelData.rank === 1 ? 3 : 1

                                ColumnLayout {
                                    id: rankColumn

                                    anchors.fill: parent
                                    anchors.margins: 10
                                    spacing: 4

                                    RowLayout {
                                        Layout.fillWidth: true
                                        spacing: Theme.spacing

                                        Label {
                                            objectName: "rankPlace"
                                            Layout.preferredWidth: 64
                                            text: screen.ordinal(rankCard.modelData.rank)
                                            font.pixelSize: Theme.fontTitle
                                            font.bold: true
                                        }
                                        PlayerBadge {
                                            size: 38
                                            playerColor: rankCard.modelData.color
                                            symbol: rankCard.modelData.symbol
                                        }
                                        Label {
                                            Layout.fillWidth: true
                                            horizontalAlignment: Text.AlignLeft
                                            text: rankCard.modelData.name
                                            font.pixelSize: Theme.fontTitle
                                            font.bold: true
                                            elide: Text.ElideRight
                                        }
                                        Label {
                                            objectName: "rankScore"
                                            text: rankCard.modelData.score
                                            font.pixelSize: Theme.fontHuge
                                            font.bold: true
                                        }
                                    }
                                    Flow {
                                        Layout.fillWidth: true
                                        spacing: Theme.spacing

                                        Repeater {
                                            model: rankCard.parts

                                            delegate: Label {
                                                required property var modelData

                                                //: %1 source of points, %2 points
                                                text: qsTr("%1 %2").arg(modelData.name).arg((modelData.points > 0 ? "+" : "") + modelData.points)
                                                font.pixelSize: Theme.fontSmall
                                                color: Theme.mutedText
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            ScoreChart {
                id: scoreChart

                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 100
                series: screen.finished && screen.session ? AppState.statistics.scoreSeries(screen.session.gameId) : []
            }
        }
    }

    ExportDialog {
        id: resultExport

        title: screen.exportKind === "png" ? qsTr("Save a picture of the result")
               : screen.exportKind === "csv" ? qsTr("Save the result as CSV") : qsTr("Save the game's record")
        defaultSuffix: screen.exportKind === "png" ? "png" : screen.exportKind === "csv" ? "csv" : "json"
        nameFilters: screen.exportKind === "png" ? [qsTr("PNG pictures (*.png)")]
                     : screen.exportKind === "csv" ? [qsTr("CSV files (*.csv)")] : [qsTr("Game records (*.json)")]
        //: The button of the save dialog that writes the file
        acceptLabel: qsTr("Save")
        onChosen: (file) => screen.exportTo(file)
    }
}
