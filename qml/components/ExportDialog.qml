// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick

/* The save dialog of an export. It is made when first opened, so that Qt Quick Dialogs (a plugin and three
   libraries) is not loaded before the first frame; a type of that module cannot be named here without importing it,
   hence the object made from text. It opens on the suggested file (in a folder that exists: the models' suggestion),
   and keeps that file's name when the user goes to another folder. The owner binds the title, filters and button in
   its own translation context. */
Item {
    id: exporter

    // Nothing to show of its own; inside a layout it takes no place.
    visible: false

    property string title
    property var nameFilters: []
    property string defaultSuffix
    property string acceptLabel
    /** The FileDialog, once made. */
    property var dialog: null
    /** The name of the file suggested last, kept when the folder changes. */
    property string suggestedName: ""

    /** The user chose @p file (a file: URL; the models' export functions read a typed path in it). */
    signal chosen(url file)

    function open(suggested) {
        if (!dialog) {
            const made = Qt.createQmlObject("import QtQuick.Dialogs\nFileDialog { fileMode: FileDialog.SaveFile }",
                                            exporter, "ExportDialog");
            made.title = Qt.binding(() => exporter.title);
            made.nameFilters = Qt.binding(() => exporter.nameFilters);
            made.defaultSuffix = Qt.binding(() => exporter.defaultSuffix);
            made.acceptLabel = Qt.binding(() => exporter.acceptLabel);
            made.accepted.connect(() => exporter.chosen(made.selectedFile));
            made.currentFolderChanged.connect(() => {
                const folder = String(made.currentFolder);
                if (exporter.suggestedName !== "" && folder !== "" && !String(made.selectedFile).startsWith(folder + "/"))
                    made.selectedFile = folder + "/" + exporter.suggestedName;
            });
            dialog = made;
        }
        const text = String(suggested);
        suggestedName = text.substring(text.lastIndexOf("/") + 1);
        dialog.currentFolder = text.substring(0, text.lastIndexOf("/"));
        dialog.selectedFile = suggested;
        dialog.open();
    }
}
