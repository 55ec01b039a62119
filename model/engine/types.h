// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <array>
#include <cstring>
#include <optional>

namespace ml {

/** @brief The expansions a record may enable; the base game is always on. */
enum class Expansion { Tower, Messengers, Robbers, BigTop, Ghosts };

/** @brief What a board figure is. */
enum class FigureKind { Meeple, Guard, Ringmaster };

/** @brief What a feature is. */
enum class FeatureType { Road, City, Monastery, Field, Castle, Cemetery, Tower, Acrobats };

/** @brief The two figures a player may have on the scoring track. */
enum class ScoringFigure { Meeple = 0, Messenger = 1 };

/** @brief The six animal tokens of the big top, in the order of their values. */
enum class Animal { Flea, Monkey, Seal, Bear, Tiger, Elephant };

inline constexpr int AnimalCount = 6;

/** @brief Whether @p a and @p b hold the same UTF-16 units: QString's == without the call into Qt, for short ids. */
[[nodiscard]] inline bool sameString(const QString &a, const QString &b)
{
    return a.size() == b.size()
        && std::memcmp(a.constData(), b.constData(), std::size_t(a.size()) * sizeof(QChar)) == 0;
}

[[nodiscard]] QString toString(Expansion e);
[[nodiscard]] QString toString(FigureKind k);
[[nodiscard]] QString toString(FeatureType t);
[[nodiscard]] QString toString(ScoringFigure f);
[[nodiscard]] QString toString(Animal a);

[[nodiscard]] std::optional<Expansion> expansionFromString(const QString &s);
[[nodiscard]] std::optional<FigureKind> figureKindFromString(const QString &s);
[[nodiscard]] std::optional<FeatureType> featureTypeFromString(const QString &s);
[[nodiscard]] std::optional<ScoringFigure> scoringFigureFromString(const QString &s);
[[nodiscard]] std::optional<Animal> animalFromString(const QString &s);

/** @brief The expansion a figure kind needs, if any. */
[[nodiscard]] std::optional<Expansion> requiredExpansion(FigureKind k);
/** @brief The expansion a feature type needs, if any. */
[[nodiscard]] std::optional<Expansion> requiredExpansion(FeatureType t);

} // namespace ml
