// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger
import MeepleLedger.Models

/* A modal question before an action: Enter confirms (when the answer is complete), Esc cancels, and a
   refusal is shown in place so nothing changes until it is fixed. */
Dialog {
    id: dialog

    /** The confirm button's text, e.g. "Score 10 points". */
    property string acceptText: qsTr("Confirm")
    /** False while something is missing or the engine refuses the preview. */
    property bool canAccept: true
    /** What is wrong with the answers so far (bindable), shown above the buttons. */
    property string errorText: ""
    /** Why the last confirm was refused (set by showRefusal), shown instead of errorText until the next change. */
    property string refusal: ""
    /** The item that takes the keyboard focus when the dialog opens. */
    property Item initialFocusItem: null
    /** The turn part the open game was in when the dialog opened (AppState.session.stamp): its commands are made for
        it, so a dialog left open while the turn moved on can never act on the next one. */
    property var stamp: null
    /** The action may be the turn's last: Ctrl+Enter, or the button "Enter, then end the turn", enters it and asks the
        table to end the turn once what it leaves owed is done (endTurnRequested). */
    property bool offersEndTurn: false
    /** The confirm button, for tests and tools. */
    readonly property alias acceptButton: confirmButton
    /** The button that enters the action and then ends the turn (offersEndTurn), for tests and tools. */
    readonly property alias acceptAndEndButton: endTurnButton
    default property alias body: bodyColumn.data

    /** The user confirmed with the button or Enter; the handler performs the action and closes the dialog. */
    signal confirmed()
    /** A key nothing inside the dialog took (e.g. a digit while a button has the focus). */
    signal keyPressed(var event)
    /** The action was entered with Ctrl+Enter (offersEndTurn): the turn ends once nothing it opened is owed. */
    signal endTurnRequested()

    /** Shows why the action was refused; the dialog stays open and nothing changed. */
    function showRefusal(message) {
        refusal = message;
    }

    /** Enters @p command (from AppState.session.commands) for the turn part the dialog opened in: closes the dialog, or
        shows why it was refused and stays open. */
    function enterCommand(command) {
        const session = AppState.session;
        if (!command)
            return false;
        if (session.apply(command.madeFor(stamp))) {
            close();
            return true;
        }
        showRefusal(session.lastError);
        return false;
    }

    function tryAccept() {
        if (canAccept)
            confirmed();
    }

    /** Confirms, and when that entered something, asks for the end of the turn (offersEndTurn). */
    function tryAcceptThenEndTurn() {
        const session = AppState.session;
        if (!offersEndTurn || !canAccept || !session)
            return;
        const before = session.eventCount;
        confirmed();
        if (session.eventCount > before)
            endTurnRequested();
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: Theme.spacingLarge
    /** The width the dialog takes when the window is wide enough. */
    property int preferredWidth: 760

    width: Math.min(parent ? parent.width - 40 : preferredWidth, preferredWidth)
    height: Math.min(parent ? parent.height - 40 : 800, implicitHeight)
    font.pixelSize: Theme.fontBase

    onAboutToShow: stamp = AppState.session.stamp
    onOpened: {
        refusal = "";
        if (initialFocusItem) {
            initialFocusItem.forceActiveFocus();
            // A number field starts selected, so typing replaces its suggestion.
            if (initialFocusItem.contentItem && initialFocusItem.contentItem.selectAll)
                initialFocusItem.contentItem.selectAll();
        }
        else
            confirmButton.forceActiveFocus();
    }

    // Inside the dialog, so the modal dialog lets it through; before any field's Return, which takes Enter alone.
    Shortcut {
        autoRepeat: false
        sequences: ["Ctrl+Return", "Ctrl+Enter"]
        enabled: dialog.opened && dialog.offersEndTurn
        onActivated: dialog.tryAcceptThenEndTurn()
    }

    header: Label {
        text: dialog.title
        padding: Theme.spacingLarge
        bottomPadding: 0
        font.pixelSize: Theme.fontTitle
        font.bold: true
        wrapMode: Text.Wrap
        Accessible.role: Accessible.Heading
    }

    contentItem: ScrollView {
        id: scroll

        objectName: "actionDialogScroll"
        implicitWidth: dialog.preferredWidth - dialog.leftPadding - dialog.rightPadding
        implicitHeight: bodyColumn.implicitHeight + errorBox.implicitHeight + Theme.spacing
        contentWidth: availableWidth
        clip: true

        Keys.onReturnPressed: (event) => { if (!event.isAutoRepeat) dialog.tryAccept(); }
        Keys.onEnterPressed: (event) => { if (!event.isAutoRepeat) dialog.tryAccept(); }
        Keys.onPressed: (event) => dialog.keyPressed(event)

        ColumnLayout {
            width: scroll.availableWidth
            spacing: Theme.spacing

            ColumnLayout {
                id: bodyColumn

                Layout.fillWidth: true
                spacing: Theme.spacing
            }
            InlineError {
                id: errorBox

                Layout.fillWidth: true
                text: dialog.refusal !== "" ? dialog.refusal : dialog.errorText
            }
        }
    }

    // A row of its own, not a DialogButtonBox: the box is a list view that hides a button it has no room for, and
    // with a third button a long confirm text ("Score the big top (12 points)") could lose the confirm button itself.
    // Here the optional button gives way first (its text elides).
    footer: Pane {
        padding: Theme.spacingLarge
        background: null

        contentItem: RowLayout {
            spacing: Theme.spacing

            Button {
                id: endTurnButton

                objectName: "acceptAndEndTurnButton"
                visible: dialog.offersEndTurn
                text: qsTr("Enter, then end the turn")
                enabled: dialog.canAccept
                font.pixelSize: Theme.fontBase
                implicitHeight: Theme.controlHeight
                // Its full width when there is room; narrower (eliding) before the other two give way.
                Layout.minimumWidth: Theme.controlHeight
                ToolTip.visible: hovered
                //: the keys that enter the dialog's action and then end the turn
                ToolTip.text: qsTr("Ctrl+Enter")
                onClicked: dialog.tryAcceptThenEndTurn()
                onDoubleClicked: {}
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "cancelButton"
                text: qsTr("Cancel")
                font.pixelSize: Theme.fontBase
                implicitHeight: Theme.controlHeight
                onClicked: dialog.reject()
            }
            Button {
                id: confirmButton

                objectName: "confirmButton"
                text: dialog.acceptText
                enabled: dialog.canAccept
                highlighted: true
                font.pixelSize: Theme.fontBase
                font.bold: true
                implicitHeight: Theme.controlHeight
                Layout.minimumWidth: implicitWidth
                Keys.onReturnPressed: (event) => {
                    if (!event.isAutoRepeat)
                        dialog.tryAccept();
                }
                Keys.onEnterPressed: (event) => {
                    if (!event.isAutoRepeat)
                        dialog.tryAccept();
                }
                onClicked: dialog.tryAccept()
                // A double-click confirms once: its second press is a double-click only.
                onDoubleClicked: {}
            }
        }
    }
}
