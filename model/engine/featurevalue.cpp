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

/** The fields of a feature valued as @p wanted says, read and checked: each within its bounds, none above its bound. */
FieldValues readFields(const QList<ValueField> &wanted, const EventReader &fields)
{
    FieldValues values;
    for (const ValueField &f : wanted) {
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
    for (const ValueField &f : fields)
        detail.insert(f.key, values.value(f.key));
    return detail;
}

} // namespace

QList<ValueField> valueFields(FeatureType type, Valuation when)
{
    switch (type) {
    case FeatureType::Road:
        return { tiles(3) };
    case FeatureType::City:
        if (when == Valuation::Completed)
            return { tiles(rules::CompletedCityMinTiles, std::nullopt, rules::CompletedCityMinTiles), coats() };
        return { tiles(2), coats() };
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
        return true;
    default:
        return false;
    }
}

FeatureValue completedValue(FeatureType type, const EventReader &fields)
{
    if (type == FeatureType::Field)
        throw RuleError(RefusalCode::FieldScoredDuringGame);
    if (!scoredWhenCompleted(type))
        throw RuleError(RefusalCode::FeatureNotCompletable, type);
    const QList<ValueField> wanted = valueFields(type, Valuation::Completed);
    const FieldValues v = readFields(wanted, fields);
    switch (type) {
    case FeatureType::Road:
        return { rules::RoadPointsPerTile * v[QStringLiteral("tiles")], detailOf(wanted, v) };
    case FeatureType::City:
        return { rules::CityPointsPerTile * v[QStringLiteral("tiles")]
                     + rules::CityPointsPerCoat * v[QStringLiteral("coats")],
                 detailOf(wanted, v) };
    case FeatureType::Monastery:
        return { rules::MonasteryTiles, { { QStringLiteral("tiles"), rules::MonasteryTiles } } };
    case FeatureType::Castle:
        return { rules::CastlePointsPerMist * v[QStringLiteral("mist")], detailOf(wanted, v) };
    default:
        return { 0, {} }; // a cemetery is worth nothing; its keeper takes a guard
    }
}

FeatureValue finalValue(FeatureType type, const EventReader &fields)
{
    if (!scoredAtEnd(type))
        return { 0, {} };
    const QList<ValueField> wanted = valueFields(type, Valuation::Final);
    const FieldValues v = readFields(wanted, fields);
    switch (type) {
    case FeatureType::Road:
        return { rules::RoadPointsPerTile * v[QStringLiteral("tiles")], detailOf(wanted, v) };
    case FeatureType::City:
        return { rules::FinalCityPointsPerTile * v[QStringLiteral("tiles")]
                     + rules::FinalCityPointsPerCoat * v[QStringLiteral("coats")],
                 detailOf(wanted, v) };
    case FeatureType::Monastery:
        return { v[QStringLiteral("tiles")], detailOf(wanted, v) };
    case FeatureType::Field:
        return { rules::FieldPointsPerCity * v[QStringLiteral("cities")], detailOf(wanted, v) };
    case FeatureType::Castle:
        return { rules::FinalCastlePointsPerMist * v[QStringLiteral("mist")], detailOf(wanted, v) };
    default:
        return { 0, {} };
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
        return true;
    default:
        return false;
    }
}

} // namespace ml
