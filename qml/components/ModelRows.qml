// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

import QtQuick
import QtQml.Models

/* Reads a list model's rows into plain objects, for the places that need the rows as data rather than as
   delegates (track figures, pickers in dialogs). `rows` updates whenever the model changes. */
Item {
    id: reader

    property var model: null
    /** The role names to copy into each row object. */
    property var roles: []
    readonly property var rows: {
        void revision;
        const out = [];
        for (let i = 0; i < instantiator.count; ++i) {
            const item = instantiator.objectAt(i);
            // A row being removed has no data any more.
            if (!item || !item.entry)
                continue;
            const row = {};
            for (let r = 0; r < roles.length; ++r)
                row[roles[r]] = item.entry[roles[r]];
            out.push(row);
        }
        return out;
    }
    property int revision: 0

    /** The first row whose `role` equals `value`, or null. */
    function find(role, value) {
        const list = rows;
        for (let i = 0; i < list.length; ++i) {
            if (list[i][role] === value)
                return list[i];
        }
        return null;
    }

    visible: false

    Instantiator {
        id: instantiator

        model: reader.model
        onObjectAdded: reader.revision++
        onObjectRemoved: reader.revision++

        delegate: QtObject {
            property var entry: model
        }
    }
}
