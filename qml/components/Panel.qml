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
    implicitWidth: column.implicitWidth + 2 * padding
    implicitHeight: column.implicitHeight + 2 * padding

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: panel.padding
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            visible: panel.title !== "" || headerExtra.children.length > 0
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                text: panel.title
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                Accessible.role: Accessible.Heading
            }
            RowLayout {
                id: headerExtra

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
