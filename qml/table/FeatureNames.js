// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

.pragma library
.import MeepleLedger.Models 1.0 as Models

/* A feature named as the players see it: what it is and who is on it ("Ana and Ben's city", "tower 2, height 3"),
   never the record's id, or by the name the players gave it ("the river city"). The sentences are the vocabulary's (Words.featureName, model/words); this only gathers
   who is on the feature from a row of the features model. */

/** The names of the players on a feature, each once, in the order they came. */
function ownerNames(figures) {
    const names = [];
    for (const figure of figures || []) {
        const name = figure.playerName || figure.player || "";
        if (name !== "" && names.indexOf(name) < 0)
            names.push(name);
    }
    return names;
}

/** The number a feature's id counts with ("tower-2" → 2), or "" when it has none. */
function number(featureId) {
    return Models.Words.featureNumber(featureId || "");
}

/** What a feature is and who is on it ("Ana's city"): the sentence, whatever name the players gave it.
    @p row: {featureId, type, figures, floors}. */
function sentence(row) {
    if (!row)
        return "";
    // Read so that a binding showing the name follows a change of language.
    void Models.Words.revision;
    return Models.Words.featureName(row.type, row.featureId || row.feature || "", ownerNames(row.figures),
                                    row.floors || 0);
}

/** The feature as the table calls it: the players' own name for it (row.givenName), else sentence(). */
function name(row) {
    if (!row)
        return "";
    return row.givenName ? row.givenName : sentence(row);
}
