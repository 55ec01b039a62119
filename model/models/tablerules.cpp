// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "tablerules.h"

#include "nametext.h"
#include "rules.h"

#include <QVariantMap>

using namespace Qt::StringLiterals;

TableRules::TableRules(QObject *parent)
    : QObject(parent)
{
}

TableRules *TableRules::create(QQmlEngine *qmlEngine, QJSEngine *jsEngine)
{
    Q_UNUSED(qmlEngine)
    Q_UNUSED(jsEngine)
    return new TableRules;
}

int TableRules::trackSpaces()
{
    return ml::rules::TrackSpaces;
}

int TableRules::darkSpaceEvery()
{
    return ml::rules::DarkSpaceEvery;
}

int TableRules::pyramidSize()
{
    return ml::rules::PyramidSize;
}

int TableRules::messageTiles()
{
    return ml::rules::MessageTiles;
}

int TableRules::messagePoints()
{
    return ml::rules::MessagePoints;
}

int TableRules::maxNameLength()
{
    return ml::rules::MaxNameLength;
}

TableRules::NameProblem TableRules::nameProblem(const QString &name)
{
    switch (ml::nameProblem(name)) {
    case ml::NameProblem::None:
        break;
    case ml::NameProblem::Empty:
        return NameEmpty;
    case ml::NameProblem::TooLong:
        return NameTooLong;
    case ml::NameProblem::Unprintable:
        return NameUnprintable;
    }
    return NameOk;
}

int TableRules::ringmasterCountMax()
{
    return ml::rules::RingmasterCountMax;
}

QVariantList TableRules::animals()
{
    QVariantList out;
    for (int i = 0; i < ml::AnimalCount; ++i)
        out.append(QVariantMap { { u"animal"_s, ml::toString(ml::Animal(i)) },
                                 { u"value"_s, ml::rules::AnimalValues[std::size_t(i)] },
                                 { u"tokens"_s, ml::rules::AnimalTokens[std::size_t(i)] } });
    return out;
}

QStringList TableRules::expansions()
{
    QStringList out;
    out.reserve(ml::ExpansionCount);
    for (int i = 0; i < ml::ExpansionCount; ++i)
        out.append(ml::toString(ml::Expansion(i)));
    return out;
}

QStringList TableRules::bigBox()
{
    // The box's own content; the expansions clubs mix in beside it stay as the players chose them.
    QStringList out;
    for (ml::Expansion e : { ml::Expansion::Abbot, ml::Expansion::Inns, ml::Expansion::Traders })
        out.append(ml::toString(e));
    return out;
}
