// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featurevalue.h"

#include "eventreader.h"
#include "ruleerror.h"

#include <limits>

namespace ml {

namespace {

constexpr int Unbounded = std::numeric_limits<int>::max() / 4;

Detail cityDetail(int tiles, int coats)
{
    return { { QStringLiteral("tiles"), tiles }, { QStringLiteral("coats"), coats } };
}

int coatsOf(const EventReader &fields, int tiles)
{
    const int coats = fields.optionalInteger(QStringLiteral("coats"), 0, Unbounded).value_or(0);
    if (coats > tiles)
        throw RuleError(QStringLiteral("`%1` (%2) cannot exceed `%3` (%4)")
                            .arg(fields.fieldName(QStringLiteral("coats")))
                            .arg(coats)
                            .arg(fields.fieldName(QStringLiteral("tiles")))
                            .arg(tiles));
    return coats;
}

} // namespace

FeatureValue completedValue(FeatureType type, const EventReader &fields)
{
    switch (type) {
    case FeatureType::Road: {
        const int tiles = fields.integer(QStringLiteral("tiles"), 1, Unbounded);
        return { tiles, { { QStringLiteral("tiles"), tiles } } };
    }
    case FeatureType::City: {
        const int tiles = fields.integer(QStringLiteral("tiles"), 1, Unbounded);
        const int coats = coatsOf(fields, tiles);
        return { 2 * tiles + 2 * coats, cityDetail(tiles, coats) };
    }
    case FeatureType::Monastery:
        return { 9, { { QStringLiteral("tiles"), 9 } } };
    case FeatureType::Castle: {
        const int mist = fields.integer(QStringLiteral("mist"), 1, 9);
        return { 2 * mist, { { QStringLiteral("mist"), mist } } };
    }
    case FeatureType::Cemetery:
        return { 0, {} };
    case FeatureType::Field:
        throw RuleError(QStringLiteral("fields are never scored during the game; they score at `end`"));
    case FeatureType::Tower:
    case FeatureType::Acrobats:
        break;
    }
    throw RuleError(QStringLiteral("a %1 is not a feature that is completed and scored").arg(toString(type)));
}

FeatureValue finalValue(FeatureType type, const EventReader &fields)
{
    switch (type) {
    case FeatureType::Road: {
        const int tiles = fields.integer(QStringLiteral("tiles"), 1, Unbounded);
        return { tiles, { { QStringLiteral("tiles"), tiles } } };
    }
    case FeatureType::City: {
        const int tiles = fields.integer(QStringLiteral("tiles"), 1, Unbounded);
        const int coats = coatsOf(fields, tiles);
        return { tiles + coats, cityDetail(tiles, coats) };
    }
    case FeatureType::Monastery: {
        const int tiles = fields.integer(QStringLiteral("tiles"), 1, 9);
        return { tiles, { { QStringLiteral("tiles"), tiles } } };
    }
    case FeatureType::Field: {
        const int cities = fields.integer(QStringLiteral("cities"), 0, Unbounded);
        return { 3 * cities, { { QStringLiteral("cities"), cities } } };
    }
    case FeatureType::Castle: {
        const int mist = fields.integer(QStringLiteral("mist"), 1, 9);
        return { mist, { { QStringLiteral("mist"), mist } } };
    }
    case FeatureType::Cemetery:
    case FeatureType::Tower:
    case FeatureType::Acrobats:
        break;
    }
    return { 0, {} };
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
