// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ledgerrule.h"

#include <algorithm>
#include <array>

namespace ml {

namespace {

/** The ids, in the enum's order. */
constexpr std::array<const char *, LedgerRuleCount> Ids { {
    "road.completed",
    "city.completed",
    "monastery.completed",
    "castle.completed",
    "cemetery.completed",
    "ringmaster.bonus",
    "robber.steal",
    "robber.end",
    "message.points",
    "message.road",
    "message.city",
    "message.monastery",
    "message.extraTile",
    "message.coats",
    "message.knights",
    "message.farmers",
    "message.meeple",
    "tower.ransom.paid",
    "tower.ransom.received",
    "circus.scored",
    "circus.final",
    "pyramid.scored",
    "road.final",
    "city.final",
    "monastery.final",
    "field.final",
    "castle.final",
    "acrobats.final",
    "ringmaster.final",
    "ghosts.final",
    "messengers.combined",
    "inn.completed",
    "cathedral.completed",
    "garden.completed",
    "abbot.recall",
    "inn.final",
    "cathedral.final",
    "garden.final",
    "goods.majority",
    "adjust",
} };
static_assert(std::ranges::none_of(Ids, [](const char *text) { return text == nullptr; }),
              "every ledger rule has its id");

} // namespace

QString toString(LedgerRule rule)
{
    return QLatin1String(Ids[std::size_t(rule)]);
}

std::optional<LedgerRule> ledgerRuleFrom(QStringView id)
{
    for (std::size_t i = 0; i < Ids.size(); ++i) {
        if (id == QLatin1String(Ids[i]))
            return LedgerRule(i);
    }
    return std::nullopt;
}

LedgerRule completedRule(FeatureType type)
{
    switch (type) {
    case FeatureType::Road:
        return LedgerRule::RoadCompleted;
    case FeatureType::City:
        return LedgerRule::CityCompleted;
    case FeatureType::Monastery:
        return LedgerRule::MonasteryCompleted;
    case FeatureType::Castle:
        return LedgerRule::CastleCompleted;
    case FeatureType::Cemetery:
        return LedgerRule::CemeteryCompleted;
    case FeatureType::Garden:
        return LedgerRule::GardenCompleted;
    // Never scored when completed (scoredWhenCompleted()): they are valued at the end.
    case FeatureType::Field:
    case FeatureType::Tower:
    case FeatureType::Acrobats:
        break;
    }
    return finalRule(type);
}

LedgerRule finalRule(FeatureType type)
{
    switch (type) {
    case FeatureType::Road:
        return LedgerRule::RoadFinal;
    case FeatureType::City:
        return LedgerRule::CityFinal;
    case FeatureType::Monastery:
        return LedgerRule::MonasteryFinal;
    case FeatureType::Field:
        return LedgerRule::FieldFinal;
    case FeatureType::Castle:
        return LedgerRule::CastleFinal;
    case FeatureType::Acrobats:
        return LedgerRule::AcrobatsFinal;
    case FeatureType::Garden:
        return LedgerRule::GardenFinal;
    // A cemetery and a tower score nothing at the end.
    case FeatureType::Cemetery:
    case FeatureType::Tower:
        break;
    }
    return LedgerRule::Adjust;
}

LedgerRule innRule(bool completed)
{
    return completed ? LedgerRule::InnCompleted : LedgerRule::InnFinal;
}

LedgerRule cathedralRule(bool completed)
{
    return completed ? LedgerRule::CathedralCompleted : LedgerRule::CathedralFinal;
}

LedgerRule messageRule(int tile)
{
    switch (tile) {
    case 1:
        return LedgerRule::MessageRoad;
    case 2:
        return LedgerRule::MessageCity;
    case 3:
        return LedgerRule::MessageMonastery;
    case 4:
        return LedgerRule::MessageExtraTile;
    case 5:
        return LedgerRule::MessageCoats;
    case 6:
        return LedgerRule::MessageKnights;
    case 7:
        return LedgerRule::MessageFarmers;
    default:
        return LedgerRule::MessageMeeple;
    }
}

} // namespace ml
