// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QCoreApplication>
#include <QString>

/**
 * @brief Short translated names for the engine's ids: ledger rules, feature types, figure kinds and the
 * advisor's reasons.
 *
 * The engine speaks in stable ids; these are the words the table reads. Feature types and figure kinds come from
 * ml::Vocabulary (model/words), the one table the explanations and refusals use too. Translated through the installed
 * translators when called, so a language switch only needs the views to ask again.
 */
class RuleNames
{
    Q_DECLARE_TR_FUNCTIONS(RuleNames)

public:
    /** @brief The name of a ledger rule id ("city.completed" → "City completed"); the id itself when unknown. */
    [[nodiscard]] static QString ruleName(const QString &rule);
    /** @brief The name of a feature type ("city" → "City"). */
    [[nodiscard]] static QString featureTypeName(const QString &type);
    /** @brief The name of a board figure kind ("meeple", "guard", "ringmaster"). */
    [[nodiscard]] static QString figureKindName(const QString &kind);
    /** @brief Why the advisor suggests a scoring figure, as a sentence ("mover.darkSpace" → …). */
    [[nodiscard]] static QString moverReason(const QString &reason);
    /** @brief Why a robber's default choice was taken ("steal.mostPoints" → …). */
    [[nodiscard]] static QString stealReason(const QString &reason);
    /** @brief A warning of the replay ("message.notDrawn") about @p playerName, as a sentence. */
    [[nodiscard]] static QString warning(const QString &rule, const QString &playerName);
};
