// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "ledgerrule.h"
#include "vocabulary.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>

class QTranslator;

namespace ml {

struct LedgerEntry;

/**
 * @brief Explains ledger entries in words: the rule behind a payout and its arithmetic.
 *
 * The text is built when it is shown, from the entry's rule id and numbers, so the same entry can be read in any
 * language a translator is installed for.
 */
class LedgerExplainer
{
    Q_DECLARE_TR_FUNCTIONS(LedgerExplainer)

public:
    /**
     * @brief @p names maps player ids to the names shown; @p translator, when given, is the language to explain in
     * (otherwise the application's installed translators are used).
     */
    explicit LedgerExplainer(QHash<QString, QString> names = {}, const QTranslator *translator = nullptr);

    /** @brief One sentence: what was scored and how the points add up ("City completed: 4 tiles × 2 + …"). */
    [[nodiscard]] QString explain(const QJsonObject &entry) const;
    /** @brief The same sentence for the engine's typed entry. */
    [[nodiscard]] QString explain(const LedgerEntry &entry) const;
    /** @brief The name of a scoring figure ("scoring meeple", "messenger"). */
    [[nodiscard]] QString figureName(const QString &figure) const;

private:
    [[nodiscard]] QString text(const char *source, int n = -1) const;
    [[nodiscard]] QString name(const QString &playerId) const;
    /** @brief @p rule's sentence with its numbers @p d and its @p points. */
    [[nodiscard]] QString explain(LedgerRule rule, const QJsonObject &d, int points) const;
    [[nodiscard]] QString featureScore(const QString &rule, const QJsonObject &d, int points) const;
    /** @brief A city's sum, with or without coats of arms, so that each count has its own plural. */
    [[nodiscard]] QString tilesAndCoats(const char *withCoats, const char *withoutCoats, const QJsonObject &d) const;
    /** @brief ", minus n ghosts × 2 = points" when the player's figures carried ghosts, else nothing. */
    [[nodiscard]] QString ghostPenalty(const QJsonObject &d, int points) const;
    [[nodiscard]] QString animalName(const QString &animal) const;

    QHash<QString, QString> m_names;
    const QTranslator *m_translator = nullptr;
    Vocabulary m_words;
};

} // namespace ml
