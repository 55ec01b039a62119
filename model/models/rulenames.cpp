// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "rulenames.h"

#include "vocabulary.h"

#include <QHash>

using namespace Qt::StringLiterals;

QString RuleNames::ruleName(const QString &rule)
{
    // Sources are kept in one table so that lupdate sees them; tr() runs when the name is asked for.
    static const QHash<QString, const char *> names {
        { u"road.completed"_s, QT_TR_NOOP("Road completed") },
        { u"city.completed"_s, QT_TR_NOOP("City completed") },
        { u"monastery.completed"_s, QT_TR_NOOP("Monastery completed") },
        { u"castle.completed"_s, QT_TR_NOOP("Haunted castle completed") },
        { u"cemetery.completed"_s, QT_TR_NOOP("Cemetery completed") },
        { u"ringmaster.bonus"_s, QT_TR_NOOP("Ringmaster bonus") },
        { u"robber.steal"_s, QT_TR_NOOP("Robber steals") },
        { u"robber.end"_s, QT_TR_NOOP("Robber at the end") },
        { u"message.points"_s, QT_TR_NOOP("Message: 2 points") },
        { u"message.road"_s, QT_TR_NOOP("Message 1: road") },
        { u"message.city"_s, QT_TR_NOOP("Message 2: city") },
        { u"message.monastery"_s, QT_TR_NOOP("Message 3: monastery") },
        { u"message.extraTile"_s, QT_TR_NOOP("Message 4: extra tile") },
        { u"message.coats"_s, QT_TR_NOOP("Message 5: coats of arms") },
        { u"message.knights"_s, QT_TR_NOOP("Message 6: knights") },
        { u"message.farmers"_s, QT_TR_NOOP("Message 7: farmers") },
        { u"message.meeple"_s, QT_TR_NOOP("Message 8: score a meeple") },
        { u"tower.ransom.paid"_s, QT_TR_NOOP("Ransom paid") },
        { u"tower.ransom.received"_s, QT_TR_NOOP("Ransom received") },
        { u"circus.scored"_s, QT_TR_NOOP("Big top") },
        { u"circus.final"_s, QT_TR_NOOP("Big top at the end") },
        { u"pyramid.scored"_s, QT_TR_NOOP("Acrobat pyramid") },
        { u"road.final"_s, QT_TR_NOOP("Road at the end") },
        { u"city.final"_s, QT_TR_NOOP("City at the end") },
        { u"monastery.final"_s, QT_TR_NOOP("Monastery at the end") },
        { u"field.final"_s, QT_TR_NOOP("Field at the end") },
        { u"castle.final"_s, QT_TR_NOOP("Haunted castle at the end") },
        { u"acrobats.final"_s, QT_TR_NOOP("Acrobats at the end") },
        { u"ringmaster.final"_s, QT_TR_NOOP("Ringmaster at the end") },
        { u"ghosts.final"_s, QT_TR_NOOP("Ghosts at the end") },
        { u"messengers.combined"_s, QT_TR_NOOP("Messenger joins the scoring meeple") },
        { u"adjust"_s, QT_TR_NOOP("Correction") },
    };
    const char *source = names.value(rule);
    return source ? tr(source) : rule;
}

QString RuleNames::featureTypeName(const QString &type)
{
    const auto t = ml::featureTypeFromString(type);
    return t ? ml::Vocabulary().featureTypeName(*t) : type;
}

QString RuleNames::figureKindName(const QString &kind)
{
    return ml::Vocabulary().figureKindName(ml::figureKindFromString(kind).value_or(ml::FigureKind::Meeple));
}

QString RuleNames::moverReason(const QString &reason)
{
    static const QHash<QString, const char *> reasons {
        { u"mover.only"_s, QT_TR_NOOP("The scoring meeple is the only scoring figure.") },
        { u"mover.clampAtZero"_s, QT_TR_NOOP("The points are negative: the lower figure loses less.") },
        { u"mover.keepMessage"_s, QT_TR_NOOP("The other figure already earned this turn's message.") },
        { u"mover.darkSpace"_s, QT_TR_NOOP("This figure lands on a dark space: draw a message.") },
        { u"mover.dodgeRobber"_s, QT_TR_NOOP("The other figure stands with another player's robber.") },
        { u"mover.either"_s, QT_TR_NOOP("Either figure does as well.") },
    };
    const char *source = reasons.value(reason);
    return source ? tr(source) : reason;
}

QString RuleNames::stealReason(const QString &reason)
{
    if (reason == u"steal.message")
        return tr("These rogue points land the active player on a dark space.");
    if (reason == u"steal.mostPoints")
        return tr("The candidate with the most points.");
    return reason;
}

QString RuleNames::warning(const QString &rule, const QString &playerName)
{
    if (rule == u"message.notDrawn")
        //: %1 is a player's name.
        return tr("%1 owed a message and did not draw one.").arg(playerName);
    return rule;
}
