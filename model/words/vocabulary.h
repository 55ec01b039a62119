// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "types.h"

#include <QString>

class QTranslator;

namespace ml {

/**
 * @brief The words for the engine's ids, one table per kind of id (feature types, figure kinds, scoring figures,
 * animals, expansions), each in its own translation context.
 *
 * A kind has a name, shown on its own ("Haunted castle"), and a word for the middle of a sentence. In English a
 * refusal's word is the id the record writes ("castle", "guard", "bigtop"), so the engine's messages keep naming the
 * record's values; other languages say it in their own terms.
 */
class Vocabulary
{
public:
    /** @brief Speaks the language of @p translator when given, else of the application's installed translators. */
    explicit Vocabulary(const QTranslator *translator = nullptr);

    /** @brief @p source of @p context in this language; @p n (when not -1) chooses the plural form and fills %n. */
    [[nodiscard]] QString text(const char *context, const char *source, int n = -1) const;

    /** @brief "Road", "Haunted castle", "Acrobat space". */
    [[nodiscard]] QString featureTypeName(FeatureType type) const;
    /** @brief The type in a sentence: "road", "castle". */
    [[nodiscard]] QString featureTypeWord(FeatureType type) const;
    /** @brief "meeple", "guard meeple", "ringmaster". */
    [[nodiscard]] QString figureKindName(FigureKind kind) const;
    /** @brief The kind in a sentence, as the record writes it in English: "meeple", "guard", "ringmaster". */
    [[nodiscard]] QString figureKindWord(FigureKind kind) const;
    /** @brief "scoring meeple", "messenger". */
    [[nodiscard]] QString scoringFigureName(ScoringFigure figure) const;
    /** @brief The figure in a sentence, as the record writes it in English: "meeple", "messenger". */
    [[nodiscard]] QString scoringFigureWord(ScoringFigure figure) const;
    /** @brief "flea", "seal". */
    [[nodiscard]] QString animalName(Animal animal) const;
    /** @brief "The Tower", "Under the Big Top". */
    [[nodiscard]] QString expansionName(Expansion expansion) const;
    /** @brief The expansion in a sentence, as the record writes it in English: "tower", "bigtop". */
    [[nodiscard]] QString expansionWord(Expansion expansion) const;

private:
    const QTranslator *m_translator = nullptr;
};

} // namespace ml
