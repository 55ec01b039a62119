// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "ledgerrule.h"
#include "types.h"

#include <QString>
#include <QStringList>

class QTranslator;

namespace ml {

/**
 * @brief The words for the engine's ids, one table per kind of id (feature types, figure kinds, scoring figures,
 * animals, expansions, value fields, message tiles, reasons, rule ids, point sources, warnings), each in its own
 * translation context. Every screen, the explanations, the dispute view and the refusals take their words here.
 *
 * A kind has a name, shown on its own ("Haunted castle"), and a word for the middle of a sentence. In English a
 * refusal's word is the id the record writes ("castle", "guard", "bigtop"), so the engine's messages keep naming the
 * record's values; other languages say it in their own terms. An id no table knows is shown as it is.
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
    /** @brief The name of a feature type as the record writes it ("castle" → "Haunted castle"). */
    [[nodiscard]] QString featureTypeName(const QString &type) const;
    /** @brief The type in a sentence: "road", "castle". */
    [[nodiscard]] QString featureTypeWord(FeatureType type) const;
    /** @brief "meeple", "guard meeple", "ringmaster". */
    [[nodiscard]] QString figureKindName(FigureKind kind) const;
    /** @brief The kind in a sentence, as the record writes it in English: "meeple", "guard", "ringmaster". */
    [[nodiscard]] QString figureKindWord(FigureKind kind) const;
    /** @brief Any figure the record names by kind: a board figure kind, "messenger" or "robber". */
    [[nodiscard]] QString figureKindName(const QString &kind) const;
    /** @brief "scoring meeple", "messenger". */
    [[nodiscard]] QString scoringFigureName(ScoringFigure figure) const;
    /** @brief The figure in a sentence, as the record writes it in English: "meeple", "messenger". */
    [[nodiscard]] QString scoringFigureWord(ScoringFigure figure) const;
    /** @brief "Flea", "Seal": an animal token on its own. */
    [[nodiscard]] QString animalName(Animal animal) const;
    /** @brief The name of an animal as the record writes it ("seal" → "Seal"). */
    [[nodiscard]] QString animalName(const QString &animal) const;
    /** @brief "flea", "seal": the animal in a sentence. */
    [[nodiscard]] QString animalWord(Animal animal) const;
    /** @brief "Wine", "Cloth": a goods token on its own. */
    [[nodiscard]] QString goodsName(Goods goods) const;
    /** @brief The name of a goods token as the record writes it ("wine" → "Wine"). */
    [[nodiscard]] QString goodsName(const QString &goods) const;
    /** @brief "wine", "cloth": the goods in a sentence. */
    [[nodiscard]] QString goodsWord(Goods goods) const;
    /** @brief "The Tower", "Under the Big Top". */
    [[nodiscard]] QString expansionName(Expansion expansion) const;
    /** @brief The name of an expansion as the record writes it ("bigtop" → "Under the Big Top"). */
    [[nodiscard]] QString expansionName(const QString &expansion) const;
    /** @brief The expansion in a sentence, as the record writes it in English: "tower", "bigtop". */
    [[nodiscard]] QString expansionWord(Expansion expansion) const;

    /** @brief What the players noted on a feature (ml::markOf()): "inn" → "Inn", "cathedral" → "Cathedral". */
    [[nodiscard]] QString markName(const QString &mark) const;
    /**
     * @brief What a feature with @p mark is worth, from the rules' numbers: completed (per tile, and per coat of arms
     * for a cathedral) and still open at the end. Empty for an unknown mark.
     */
    [[nodiscard]] QString markNote(const QString &mark) const;
    /** @brief What a value the table gives is called ("tiles" → "Tiles", "ringmaster" → its count of tiles). */
    [[nodiscard]] QString fieldLabel(const QString &key) const;
    /** @brief A message tile's name ("Shortest road"); empty for a tile the game does not have. */
    [[nodiscard]] QString messageName(int tile) const;
    /** @brief What a message tile's action does, in one sentence. */
    [[nodiscard]] QString messageHint(int tile) const;
    /** @brief Why the engine suggests a robber's victim or a scoring figure ("mover.only" → "the only …"). */
    [[nodiscard]] QString reasonText(const QString &reason) const;
    /** @brief The name of a ledger rule id ("city.completed" → "City completed"). */
    [[nodiscard]] QString ruleName(LedgerRule rule) const;
    /** @brief The name of the rule of id @p rule (the output's `rule`); the id itself when no rule has it. */
    [[nodiscard]] QString ruleName(const QString &rule) const;
    /** @brief The name of a group of points in the statistics ("towerRansoms" → "Tower ransoms"). */
    [[nodiscard]] QString pointSourceName(const QString &source) const;
    /** @brief A warning of the replay ("message.notDrawn") about @p playerName, as a sentence. */
    [[nodiscard]] QString warning(const QString &rule, const QString &playerName) const;

    /** @brief The ids each keyed table knows, in its order (for the screens that list them, and for tests). */
    [[nodiscard]] static QStringList fieldKeys();
    [[nodiscard]] static QStringList reasonIds();
    [[nodiscard]] static QStringList ruleIds();
    [[nodiscard]] static QStringList pointSourceIds();
    [[nodiscard]] static QStringList warningIds();

    /**
     * @brief A feature as the players see it: what it is and who is on it ("Ana and Ben's city"), a tower by its
     * number and height ("tower 2, height 3"), a feature nobody stands on by its type and number ("City 4").
     * @p owners are the names of the players on it, each once, in the order they came; @p number the one the
     * feature's id counts with (may be empty).
     */
    [[nodiscard]] QString featureName(FeatureType type, const QString &number, const QStringList &owners,
                                      int floors) const;

private:
    const QTranslator *m_translator = nullptr;
};

} // namespace ml
