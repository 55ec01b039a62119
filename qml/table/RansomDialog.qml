import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* The active player buys back a captured figure (The Tower): 3 points to the captor, once per turn. */
PreviewDialog {
    id: dialog

    /** The prisoner: {figure, kind, captor, captorName}. */
    property var prisoner: ({})

    //: %1 the captor's name
    title: qsTr("Buy back your %1 from %2").arg(Theme.figureKindName(prisoner.kind || "meeple")).arg(prisoner.captorName || "")
    acceptText: qsTr("Pay 3 points")
    moversKey: "ransom"
    moverPlayer: session ? session.activePlayer : ""
    captor: prisoner.captor || ""
    event: prisoner.figure ? { "type": "ransom", "figure": prisoner.figure } : null

    onConfirmed: {
        if (session.ransom(prisoner.figure, movers[moverPlayer] || "", movers[captor] || ""))
            close();
        else
            showRefusal(session.lastError);
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("The figure returns to your supply; a ransom can be paid once per turn.")
        font.pixelSize: Theme.fontBase
        wrapMode: Text.Wrap
    }
}
