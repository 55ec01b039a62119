// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "types.h"

namespace ml {

namespace {

template<typename Enum, std::size_t N>
std::optional<Enum> lookup(const std::array<const char *, N> &names, const QString &s)
{
    for (std::size_t i = 0; i < N; ++i) {
        if (s == QLatin1String(names[i]))
            return Enum(i);
    }
    return std::nullopt;
}

constexpr std::array<const char *, ExpansionCount> ExpansionNames { "tower",  "messengers", "robbers", "bigtop",
                                                                    "ghosts", "abbot",      "inns",    "traders" };
constexpr std::array<const char *, FigureKindCount> KindNames { "meeple", "guard",   "ringmaster", "abbot",
                                                                "large",  "builder", "pig" };
constexpr std::array<const char *, 9> FeatureNames { "road",     "city",  "monastery", "field", "castle",
                                                     "cemetery", "tower", "acrobats",  "garden" };
constexpr std::array<const char *, GoodsCount> GoodsNames { "wine", "grain", "cloth" };
constexpr std::array<const char *, 2> ScoringFigureNames { "meeple", "messenger" };
constexpr std::array<const char *, AnimalCount> AnimalNames { "flea", "monkey", "seal", "bear", "tiger", "elephant" };

} // namespace

namespace {

/** The names as QStrings made once: a copy shares the data instead of converting from Latin-1 on every call. */
template<const auto &Names>
const QString &nameAt(std::size_t i)
{
    static const auto strings = [] {
        std::array<QString, Names.size()> out;
        for (std::size_t k = 0; k < Names.size(); ++k)
            out[k] = QLatin1String(Names[k]);
        return out;
    }();
    return strings[i];
}

} // namespace

QString toString(Expansion e)
{
    return nameAt<ExpansionNames>(std::size_t(e));
}
QString toString(FigureKind k)
{
    return nameAt<KindNames>(std::size_t(k));
}
QString toString(FeatureType t)
{
    return nameAt<FeatureNames>(std::size_t(t));
}
QString toString(ScoringFigure f)
{
    return nameAt<ScoringFigureNames>(std::size_t(f));
}
QString toString(Animal a)
{
    return nameAt<AnimalNames>(std::size_t(a));
}
QString toString(Goods g)
{
    return nameAt<GoodsNames>(std::size_t(g));
}

std::optional<Expansion> expansionFromString(const QString &s)
{
    return lookup<Expansion>(ExpansionNames, s);
}
std::optional<FigureKind> figureKindFromString(const QString &s)
{
    return lookup<FigureKind>(KindNames, s);
}
std::optional<FeatureType> featureTypeFromString(const QString &s)
{
    return lookup<FeatureType>(FeatureNames, s);
}
std::optional<ScoringFigure> scoringFigureFromString(const QString &s)
{
    return lookup<ScoringFigure>(ScoringFigureNames, s);
}
std::optional<Animal> animalFromString(const QString &s)
{
    return lookup<Animal>(AnimalNames, s);
}
std::optional<Goods> goodsFromString(const QString &s)
{
    return lookup<Goods>(GoodsNames, s);
}

std::optional<Expansion> requiredExpansion(FigureKind k)
{
    switch (k) {
    case FigureKind::Guard:
        return Expansion::Ghosts;
    case FigureKind::Ringmaster:
        return Expansion::BigTop;
    case FigureKind::Abbot:
        return Expansion::Abbot;
    case FigureKind::Large:
        return Expansion::Inns;
    case FigureKind::Builder:
    case FigureKind::Pig:
        return Expansion::Traders;
    case FigureKind::Meeple:
        break;
    }
    return std::nullopt;
}

std::optional<Expansion> requiredExpansion(FeatureType t)
{
    switch (t) {
    case FeatureType::Castle:
    case FeatureType::Cemetery:
        return Expansion::Ghosts;
    case FeatureType::Tower:
        return Expansion::Tower;
    case FeatureType::Acrobats:
        return Expansion::BigTop;
    case FeatureType::Garden:
        return Expansion::Abbot;
    default:
        break;
    }
    return std::nullopt;
}

int majorityWeight(FigureKind k)
{
    switch (k) {
    case FigureKind::Large:
        return 2;
    case FigureKind::Builder:
    case FigureKind::Pig:
        return 0;
    case FigureKind::Meeple:
    case FigureKind::Guard:
    case FigureKind::Ringmaster:
    case FigureKind::Abbot:
        break;
    }
    return 1;
}

bool mayStandOn(FigureKind k, FeatureType t)
{
    switch (k) {
    case FigureKind::Abbot:
        return t == FeatureType::Monastery || t == FeatureType::Garden;
    case FigureKind::Builder:
        return t == FeatureType::Road || t == FeatureType::City;
    case FigureKind::Pig:
        return t == FeatureType::Field;
    case FigureKind::Ringmaster:
    case FigureKind::Large:
        return t != FeatureType::Garden && t != FeatureType::Acrobats;
    case FigureKind::Meeple:
    case FigureKind::Guard:
        break;
    }
    return t != FeatureType::Garden;
}

bool isFollower(FigureKind k)
{
    return k != FigureKind::Builder && k != FigureKind::Pig;
}

} // namespace ml
