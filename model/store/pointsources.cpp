// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "pointsources.h"

#include "gamestate.h"

#include <QHash>

#include <utility>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// Exact rule ids first; a rule not listed falls back to the group of its prefix (before the first dot).
const QHash<QString, QString> &ruleGroups()
{
    static const QHash<QString, QString> groups {
        { u"city.completed"_s, u"cities"_s },
        { u"city.final"_s, u"cities"_s },
        { u"road.completed"_s, u"roads"_s },
        { u"road.final"_s, u"roads"_s },
        { u"monastery.completed"_s, u"monasteries"_s },
        { u"monastery.final"_s, u"monasteries"_s },
        { u"field.final"_s, u"fields"_s },
        { u"castle.completed"_s, u"castles"_s },
        { u"castle.final"_s, u"castles"_s },
        { u"cemetery.completed"_s, u"cemeteries"_s },
        { u"robber.steal"_s, u"robbers"_s },
        { u"robber.end"_s, u"robbers"_s },
        { u"tower.ransom.paid"_s, u"towerRansoms"_s },
        { u"tower.ransom.received"_s, u"towerRansoms"_s },
        { u"circus.scored"_s, u"circus"_s },
        { u"circus.final"_s, u"circus"_s },
        { u"pyramid.scored"_s, u"acrobats"_s },
        { u"acrobats.final"_s, u"acrobats"_s },
        { u"ringmaster.bonus"_s, u"ringmaster"_s },
        { u"ringmaster.final"_s, u"ringmaster"_s },
        { u"ghosts.final"_s, u"ghosts"_s },
        { u"adjust"_s, u"adjustments"_s },
        // The messenger's points join the scoring meeple: the score does not change (see scoreEffect).
        { u"messengers.combined"_s, u"other"_s },
    };
    return groups;
}

const QHash<QString, QString> &prefixGroups()
{
    static const QHash<QString, QString> groups {
        { u"city"_s, u"cities"_s },           { u"road"_s, u"roads"_s },       { u"monastery"_s, u"monasteries"_s },
        { u"field"_s, u"fields"_s },          { u"castle"_s, u"castles"_s },   { u"cemetery"_s, u"cemeteries"_s },
        { u"robber"_s, u"robbers"_s },        { u"message"_s, u"messages"_s }, { u"tower"_s, u"towerRansoms"_s },
        { u"circus"_s, u"circus"_s },         { u"pyramid"_s, u"acrobats"_s }, { u"acrobats"_s, u"acrobats"_s },
        { u"ringmaster"_s, u"ringmaster"_s }, { u"ghosts"_s, u"ghosts"_s },    { u"adjust"_s, u"adjustments"_s },
    };
    return groups;
}

} // namespace

QStringList PointSources::groups()
{
    return { u"cities"_s,     u"roads"_s,      u"monasteries"_s, u"fields"_s,       u"castles"_s,
             u"cemeteries"_s, u"robbers"_s,    u"messages"_s,    u"towerRansoms"_s, u"circus"_s,
             u"acrobats"_s,   u"ringmaster"_s, u"ghosts"_s,      u"adjustments"_s,  u"other"_s };
}

QString PointSources::groupOf(const QString &rule)
{
    if (const auto exact = ruleGroups().constFind(rule); exact != ruleGroups().cend())
        return *exact;
    const QString prefix = rule.section(u'.', 0, 0);
    return prefixGroups().value(prefix, u"other"_s);
}

int PointSources::scoreEffect(const LedgerEntry &ledgerEntry)
{
    return ledgerEntry.rule == u"messengers.combined"_s ? 0 : ledgerEntry.to - ledgerEntry.from;
}

int PointSources::scoreEffect(const QJsonObject &ledgerEntry)
{
    if (ledgerEntry.value(u"rule"_s).toString() == u"messengers.combined"_s)
        return 0;
    return ledgerEntry.value(u"to"_s).toInt() - ledgerEntry.value(u"from"_s).toInt();
}

} // namespace ml
