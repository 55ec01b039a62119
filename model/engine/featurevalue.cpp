// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featurevalue.h"

#include "eventreader.h"
#include "ruleerror.h"
#include "rules.h"

#include <QVarLengthArray>

#include <limits>
#include <utility>

namespace ml {

namespace {

constexpr int Unbounded = std::numeric_limits<int>::max() / 4;

ValueField tiles(int start, std::optional<int> max = std::nullopt, int min = 1)
{
    return { QStringLiteral("tiles"), min, max, {}, false, start };
}
ValueField coats()
{
    return { QStringLiteral("coats"), 0, std::nullopt, QStringLiteral("tiles"), true, 0 };
}
ValueField flag(const char *key)
{
    return { QLatin1String(key), 0, 1, {}, true, 0, true };
}
ValueField mist()
{
    return { QStringLiteral("mist"), 1, rules::NeighbourhoodTiles, {}, false, 1 };
}

/** The numbers read for one feature: at most two, so a short list beats a hash. */
class FieldValues
{
public:
    void insert(const QString &key, int value) { m_values.append({ key, value }); }
    [[nodiscard]] int value(const QString &key) const
    {
        for (const auto &[k, v] : m_values) {
            if (k == key)
                return v;
        }
        return 0;
    }
    int operator[](const QString &key) const { return value(key); }

private:
    QVarLengthArray<std::pair<QString, int>, 2> m_values;
};

/**
 * The fields of a feature valued as @p wanted says, read and checked: each within its bounds, none above its bound.
 * Without Inns and Cathedrals an inn or a cathedral written `true` is refused, on any feature (`false` says what
 * leaving it out says).
 */
FieldValues readFields(const QList<ValueField> &wanted, const EventReader &fields, bool inns)
{
    for (const char *key : { "inn", "cathedral" }) {
        if (!inns && fields.optionalFlag(QLatin1String(key)).value_or(false))
            throw RuleError(RefusalCode::FlagNeedsExpansion, fields.fieldName(QLatin1String(key)), Expansion::Inns);
    }
    FieldValues values;
    for (const ValueField &f : wanted) {
        if (f.flag) {
            values.insert(f.key, fields.optionalFlag(f.key).value_or(false) ? 1 : 0);
            continue;
        }
        const int max = f.max.value_or(Unbounded);
        values.insert(f.key,
                      f.optional ? fields.optionalInteger(f.key, f.min, max).value_or(f.min)
                                 : fields.integer(f.key, f.min, max));
    }
    for (const ValueField &f : wanted) {
        if (!f.atMost.isEmpty() && values.value(f.key) > values.value(f.atMost))
            throw RuleError(RefusalCode::FieldExceedsField, fields.fieldName(f.key), values.value(f.key),
                            fields.fieldName(f.atMost), values.value(f.atMost));
    }
    return values;
}

Detail detailOf(const QList<ValueField> &fields, const FieldValues &values)
{
    Detail detail;
    for (const ValueField &f : fields) {
        if (f.flag)
            detail.insert(f.key, values.value(f.key) != 0);
        else
            detail.insert(f.key, values.value(f.key));
    }
    return detail;
}

} // namespace

QString markOf(FeatureType type, bool inns)
{
    for (const ValueField &field : valueFields(type, Valuation::Completed, inns)) {
        if (field.flag)
            return field.key;
    }
    return {};
}

QList<ValueField> valueFields(FeatureType type, Valuation when, bool inns)
{
    switch (type) {
    case FeatureType::Road:
        if (inns)
            return { tiles(3), flag("inn") };
        return { tiles(3) };
    case FeatureType::City: {
        QList<ValueField> out { when == Valuation::Completed
                                    ? tiles(rules::CompletedCityMinTiles, std::nullopt, rules::CompletedCityMinTiles)
                                    : tiles(2),
                                coats() };
        if (inns)
            out.append(flag("cathedral"));
        return out;
    }
    case FeatureType::Garden:
    case FeatureType::Monastery:
        // Completed, it is the monastery and its 8 neighbours; at the end the table counts them.
        if (when == Valuation::Final)
            return { tiles(rules::NeighbourhoodTiles, rules::NeighbourhoodTiles) };
        return {};
    case FeatureType::Castle:
        return { mist() };
    case FeatureType::Field:
        if (when == Valuation::Final)
            return { { QStringLiteral("cities"), 0, std::nullopt, {}, false, 1 } };
        return {};
    case FeatureType::Cemetery:
    case FeatureType::Tower:
    case FeatureType::Acrobats:
        break;
    }
    return {};
}

bool scoredWhenCompleted(FeatureType type)
{
    switch (type) {
    case FeatureType::Road:
    case FeatureType::City:
    case FeatureType::Monastery:
    case FeatureType::Castle:
    case FeatureType::Cemetery:
    case FeatureType::Garden:
        return true;
    default:
        return false;
    }
}

FeatureValue completedValue(FeatureType type, const EventReader &fields, bool inns)
{
    if (type == FeatureType::Field)
        throw RuleError(RefusalCode::FieldScoredDuringGame);
    if (!scoredWhenCompleted(type))
        throw RuleError(RefusalCode::FeatureNotCompletable, type);
    const QList<ValueField> wanted = valueFields(type, Valuation::Completed, inns);
    const FieldValues v = readFields(wanted, fields, inns);
    const int tileCount = v[QStringLiteral("tiles")];
    switch (type) {
    case FeatureType::Road:
        if (v[QStringLiteral("inn")] != 0)
            return { rules::InnRoadPointsPerTile * tileCount, detailOf(wanted, v), innRule(true) };
        return { rules::RoadPointsPerTile * tileCount, detailOf(wanted, v), completedRule(type) };
    case FeatureType::City:
        if (v[QStringLiteral("cathedral")] != 0)
            return { rules::CathedralPointsPerTile * tileCount
                         + rules::CathedralPointsPerCoat * v[QStringLiteral("coats")],
                     detailOf(wanted, v), cathedralRule(true) };
        return { rules::CityPointsPerTile * tileCount + rules::CityPointsPerCoat * v[QStringLiteral("coats")],
                 detailOf(wanted, v), completedRule(type) };
    case FeatureType::Monastery:
    case FeatureType::Garden:
        return { rules::MonasteryTiles, { { QStringLiteral("tiles"), rules::MonasteryTiles } }, completedRule(type) };
    case FeatureType::Castle:
        return { rules::CastlePointsPerMist * v[QStringLiteral("mist")], detailOf(wanted, v), completedRule(type) };
    default:
        return { 0, {}, completedRule(type) }; // a cemetery is worth nothing; its keeper takes a guard
    }
}

FeatureValue finalValue(FeatureType type, const EventReader &fields, bool inns)
{
    if (!scoredAtEnd(type))
        return { 0, {}, finalRule(type) };
    const QList<ValueField> wanted = valueFields(type, Valuation::Final, inns);
    const FieldValues v = readFields(wanted, fields, inns);
    const Detail detail = detailOf(wanted, v);
    switch (type) {
    case FeatureType::Road:
        // An inn on a road left open: the road scores nothing [Inns and Cathedrals rules, Final scoring].
        if (v[QStringLiteral("inn")] != 0)
            return { rules::OpenInnOrCathedralPoints, detail, innRule(false) };
        return { rules::RoadPointsPerTile * v[QStringLiteral("tiles")], detail, finalRule(type) };
    case FeatureType::City:
        // A cathedral in a city left open: the city scores nothing, coats of arms included.
        if (v[QStringLiteral("cathedral")] != 0)
            return { rules::OpenInnOrCathedralPoints, detail, cathedralRule(false) };
        return { rules::FinalCityPointsPerTile * v[QStringLiteral("tiles")]
                     + rules::FinalCityPointsPerCoat * v[QStringLiteral("coats")],
                 detail, finalRule(type) };
    case FeatureType::Monastery:
    case FeatureType::Garden:
        return { v[QStringLiteral("tiles")], detail, finalRule(type) };
    case FeatureType::Field:
        return { rules::FieldPointsPerCity * v[QStringLiteral("cities")], detail, finalRule(type) };
    case FeatureType::Castle:
        return { rules::FinalCastlePointsPerMist * v[QStringLiteral("mist")], detail, finalRule(type) };
    default:
        return { 0, {}, finalRule(type) };
    }
}

bool scoredAtEnd(FeatureType type)
{
    switch (type) {
    case FeatureType::Road:
    case FeatureType::City:
    case FeatureType::Monastery:
    case FeatureType::Field:
    case FeatureType::Castle:
    case FeatureType::Garden:
        return true;
    default:
        return false;
    }
}

} // namespace ml
