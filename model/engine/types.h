// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <array>
#include <cstring>
#include <optional>

namespace ml {

/** @brief The expansions a record may enable; the base game is always on. */
enum class Expansion { Tower, Messengers, Robbers, BigTop, Ghosts, Abbot, Inns, Traders };

inline constexpr int ExpansionCount = 8;

/** @brief What a board figure is. */
enum class FigureKind { Meeple, Guard, Ringmaster, Abbot, Large, Builder, Pig };

inline constexpr int FigureKindCount = 7;

/** @brief What a feature is. */
enum class FeatureType { Road, City, Monastery, Field, Castle, Cemetery, Tower, Acrobats, Garden };

/** @brief The two figures a player may have on the scoring track. */
enum class ScoringFigure { Meeple = 0, Messenger = 1 };

/** @brief The three kinds of goods tokens of Traders and Builders. */
enum class Goods { Wine, Grain, Cloth };

inline constexpr int GoodsCount = 3;

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
[[nodiscard]] QString toString(Goods g);

[[nodiscard]] std::optional<Expansion> expansionFromString(const QString &s);
[[nodiscard]] std::optional<FigureKind> figureKindFromString(const QString &s);
[[nodiscard]] std::optional<FeatureType> featureTypeFromString(const QString &s);
[[nodiscard]] std::optional<ScoringFigure> scoringFigureFromString(const QString &s);
[[nodiscard]] std::optional<Animal> animalFromString(const QString &s);
[[nodiscard]] std::optional<Goods> goodsFromString(const QString &s);

/** @brief The expansion a figure kind needs, if any. */
[[nodiscard]] std::optional<Expansion> requiredExpansion(FigureKind k);
/** @brief The expansion a feature type needs, if any. */
[[nodiscard]] std::optional<Expansion> requiredExpansion(FeatureType t);

/**
 * @brief What a figure of kind @p k weighs when a feature's majority is taken: 2 for the large meeple, 0 for the
 * builder and the pig (never a knight, never a farmer), 1 for the others [Inns and Cathedrals; Traders and Builders].
 */
[[nodiscard]] int majorityWeight(FigureKind k);

/**
 * @brief Whether a figure of kind @p k may stand on a feature of type @p t at all (the record format's "may stand on"
 * column): the abbot on a monastery or a garden only, and a garden takes only the abbot; the builder on a road or a
 * city, the pig on a field; neither the ringmaster nor the large meeple on an acrobat space. The expansions' modules
 * refuse the rest in their own words, and say what else a placement needs (an owner's follower, an open tower).
 */
[[nodiscard]] bool mayStandOn(FigureKind k, FeatureType t);

/**
 * @brief Whether a figure of kind @p k is a follower: it counts for the big top and for messages 6 and 7, may be
 * captured and may take ghosts. The builder and the pig are not [Traders and Builders; rulings between the expansions].
 */
[[nodiscard]] bool isFollower(FigureKind k);

} // namespace ml
