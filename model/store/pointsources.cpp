// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "pointsources.h"

#include "gamestate.h"

#include <QHash>

#include <utility>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// A rule id this build does not know (a newer version's) falls back to the group of its prefix (before the first dot).
const QHash<QString, QString> &prefixGroups()
{
    static const QHash<QString, QString> groups {
        { u"city"_s, u"cities"_s },           { u"road"_s, u"roads"_s },
        { u"monastery"_s, u"monasteries"_s }, { u"field"_s, u"fields"_s },
        { u"castle"_s, u"castles"_s },        { u"cemetery"_s, u"cemeteries"_s },
        { u"robber"_s, u"robbers"_s },        { u"message"_s, u"messages"_s },
        { u"tower"_s, u"towerRansoms"_s },    { u"circus"_s, u"circus"_s },
        { u"pyramid"_s, u"acrobats"_s },      { u"acrobats"_s, u"acrobats"_s },
        { u"ringmaster"_s, u"ringmaster"_s }, { u"ghosts"_s, u"ghosts"_s },
        { u"adjust"_s, u"adjustments"_s },    { u"inn"_s, u"inns"_s },
        { u"cathedral"_s, u"cathedrals"_s },  { u"garden"_s, u"gardens"_s },
        { u"abbot"_s, u"abbot"_s },           { u"goods"_s, u"goods"_s },
    };
    return groups;
}

} // namespace

QStringList PointSources::groups()
{
    return { u"cities"_s,     u"roads"_s,      u"monasteries"_s, u"fields"_s,       u"castles"_s,
             u"cemeteries"_s, u"robbers"_s,    u"messages"_s,    u"towerRansoms"_s, u"circus"_s,
             u"acrobats"_s,   u"ringmaster"_s, u"ghosts"_s,      u"inns"_s,         u"cathedrals"_s,
             u"gardens"_s,    u"abbot"_s,      u"goods"_s,       u"adjustments"_s,  u"other"_s };
}

QString PointSources::groupOf(LedgerRule rule)
{
    switch (rule) {
    case LedgerRule::CityCompleted:
    case LedgerRule::CityFinal:
        return u"cities"_s;
    case LedgerRule::RoadCompleted:
    case LedgerRule::RoadFinal:
        return u"roads"_s;
    case LedgerRule::MonasteryCompleted:
    case LedgerRule::MonasteryFinal:
        return u"monasteries"_s;
    case LedgerRule::FieldFinal:
        return u"fields"_s;
    case LedgerRule::CastleCompleted:
    case LedgerRule::CastleFinal:
        return u"castles"_s;
    case LedgerRule::CemeteryCompleted:
        return u"cemeteries"_s;
    case LedgerRule::RobberSteal:
    case LedgerRule::RobberEnd:
        return u"robbers"_s;
    case LedgerRule::MessagePoints:
    case LedgerRule::MessageRoad:
    case LedgerRule::MessageCity:
    case LedgerRule::MessageMonastery:
    case LedgerRule::MessageExtraTile:
    case LedgerRule::MessageCoats:
    case LedgerRule::MessageKnights:
    case LedgerRule::MessageFarmers:
    case LedgerRule::MessageMeeple:
        return u"messages"_s;
    case LedgerRule::TowerRansomPaid:
    case LedgerRule::TowerRansomReceived:
        return u"towerRansoms"_s;
    case LedgerRule::CircusScored:
    case LedgerRule::CircusFinal:
        return u"circus"_s;
    case LedgerRule::PyramidScored:
    case LedgerRule::AcrobatsFinal:
        return u"acrobats"_s;
    case LedgerRule::RingmasterBonus:
    case LedgerRule::RingmasterFinal:
        return u"ringmaster"_s;
    case LedgerRule::GhostsFinal:
        return u"ghosts"_s;
    case LedgerRule::InnCompleted:
    case LedgerRule::InnFinal:
        return u"inns"_s;
    case LedgerRule::CathedralCompleted:
    case LedgerRule::CathedralFinal:
        return u"cathedrals"_s;
    case LedgerRule::GardenCompleted:
    case LedgerRule::GardenFinal:
        return u"gardens"_s;
    case LedgerRule::AbbotRecall:
        return u"abbot"_s;
    case LedgerRule::GoodsMajority:
        return u"goods"_s;
    case LedgerRule::Adjust:
        return u"adjustments"_s;
    // The messenger's points join the scoring meeple: the score does not change (see scoreEffect).
    case LedgerRule::MessengersCombined:
        break;
    }
    return u"other"_s;
}

QString PointSources::groupOf(const QString &rule)
{
    if (const std::optional<LedgerRule> known = ledgerRuleFrom(rule))
        return groupOf(*known);
    const QString prefix = rule.section(u'.', 0, 0);
    return prefixGroups().value(prefix, u"other"_s);
}

int PointSources::scoreEffect(const LedgerEntry &ledgerEntry)
{
    return ledgerEntry.rule == LedgerRule::MessengersCombined ? 0 : ledgerEntry.to - ledgerEntry.from;
}

int PointSources::scoreEffect(const QJsonObject &ledgerEntry)
{
    if (ledgerRuleFrom(ledgerEntry.value(u"rule"_s).toString()) == LedgerRule::MessengersCombined)
        return 0;
    return ledgerEntry.value(u"to"_s).toInt() - ledgerEntry.value(u"from"_s).toInt();
}

} // namespace ml
