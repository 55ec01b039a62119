// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

.pragma library

/* A feature named as the players see it: what it is and who is on it ("Ana and Ben's city", "tower 2, height 3"),
   never the record's id. Whole sentences per type: the noun's case and the possessive differ by type in many
   languages. The number of a tower or an empty feature is the one its id counts with. */

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo": each player on the feature once, in the order they came. */
function owners(figures) {
    const names = [];
    for (const figure of figures || []) {
        const name = figure.playerName || figure.player || "";
        if (name !== "" && names.indexOf(name) < 0)
            names.push(name);
    }
    if (names.length <= 1)
        return names.join("");
    //: The players on one feature: %1 all but the last (joined by ", "), %2 the last
    return qsTr("%1 and %2").arg(names.slice(0, -1).join(", ")).arg(names[names.length - 1]);
}

/** The number a feature's id counts with ("tower-2" → 2), or "" when it has none. */
function number(featureId) {
    const found = /(\d+)$/.exec(featureId || "");
    return found ? found[1] : "";
}

/** @p row: {featureId, type, typeName, figures, floors}. @p typeName: the type's name (Theme.featureTypeName). */
function name(row, typeName) {
    if (!row)
        return "";
    if (row.type === "tower")
        //: %1 the tower's number, %2 its floors
        return qsTr("tower %1, height %2").arg(number(row.featureId)).arg(row.floors || 0);
    const who = owners(row.figures);
    if (who === "")
        //: A feature nobody stands on: %1 its type, %2 its number
        return qsTr("%1 %2").arg(typeName || row.typeName || row.type).arg(number(row.featureId));
    //: %1 the players on it ("Ana and Ben")
    switch (row.type) {
    case "road": return qsTr("%1's road").arg(who);
    case "city": return qsTr("%1's city").arg(who);
    case "monastery": return qsTr("%1's monastery").arg(who);
    case "field": return qsTr("%1's field").arg(who);
    case "castle": return qsTr("%1's haunted castle").arg(who);
    case "cemetery": return qsTr("%1's cemetery").arg(who);
    case "acrobats": return qsTr("%1's acrobat space").arg(who);
    default: return qsTr("%1 (%2)").arg(typeName || row.typeName || row.type).arg(who);
    }
}
