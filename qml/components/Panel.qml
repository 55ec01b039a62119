import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import MeepleLedger

/* A titled area of a screen. Children go into the content column under the title. */
Rectangle {
    id: panel

    property string title: ""
    /** Items shown at the right end of the title row (buttons, filters). */
    property alias headerItems: headerExtra.data
    default property alias content: body.data
    property int padding: Theme.panelPadding

    color: Theme.panel
    radius: Theme.radius
    border.color: Theme.border
    border.width: 1
    // The width the header needs on one row, so that moving its items under the title never widens the panel.
    implicitWidth: Math.max(body.implicitWidth, titleLabel.implicitWidth + Theme.spacing + headerExtra.implicitWidth) + 2 * padding
    implicitHeight: column.implicitHeight + 2 * padding

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: panel.padding
        spacing: Theme.spacing

        // The title keeps its whole width: when the header items leave it too little, they move to a row of
        // their own under it (a long translation, a narrow window).
        GridLayout {
            id: header

            readonly property bool oneRow: titleLabel.implicitWidth + columnSpacing + headerExtra.implicitWidth <= column.width

            Layout.fillWidth: true
            visible: panel.title !== "" || headerExtra.children.length > 0
            columns: oneRow ? 2 : 1
            columnSpacing: Theme.spacing
            rowSpacing: Theme.spacingSmall

            Label {
                id: titleLabel

                Layout.fillWidth: true
                text: panel.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
                Accessible.role: Accessible.Heading
            }
            RowLayout {
                id: headerExtra

                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                spacing: Theme.spacingSmall
            }
        }
        Item {
            id: body

            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: childrenRect.height
            implicitWidth: childrenRect.width
        }
    }
}
