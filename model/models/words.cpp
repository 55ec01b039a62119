// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "words.h"

#include "sayings.h"
#include "vocabulary.h"

#include <QCoreApplication>
#include <QEvent>

Words::Words(QObject *parent)
    : QObject(parent)
{
    // Installing or removing a translator sends the application a LanguageChange event.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

Words *Words::create(QQmlEngine *qmlEngine, QJSEngine *jsEngine)
{
    Q_UNUSED(qmlEngine)
    Q_UNUSED(jsEngine)
    return new Words;
}

bool Words::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        ++m_revision;
        Q_EMIT revisionChanged();
    }
    return QObject::eventFilter(watched, event);
}

int Words::revision() const
{
    return m_revision;
}

QString Words::featureTypeName(const QString &type) const
{
    return ml::Vocabulary().featureTypeName(type);
}

QString Words::featureName(const QString &type, const QString &featureId, const QStringList &owners, int floors) const
{
    const auto t = ml::featureTypeFromString(type);
    if (!t)
        return featureId;
    return ml::Vocabulary().featureName(*t, featureNumber(featureId), owners, floors);
}

QString Words::featureNumber(const QString &featureId) const
{
    qsizetype start = featureId.size();
    while (start > 0 && featureId.at(start - 1).isDigit())
        --start;
    return featureId.mid(start);
}

QString Words::figureKindName(const QString &kind) const
{
    return ml::Vocabulary().figureKindName(kind);
}

QString Words::scoringFigureName(const QString &figure) const
{
    const ml::Vocabulary words;
    if (figure == QLatin1String("meeple"))
        return words.scoringFigureName(ml::ScoringFigure::Meeple);
    if (figure == QLatin1String("messenger"))
        return words.scoringFigureName(ml::ScoringFigure::Messenger);
    return words.figureKindName(figure);
}

QString Words::animalName(const QString &animal) const
{
    return ml::Vocabulary().animalName(animal);
}

QString Words::goodsName(const QString &goods) const
{
    return ml::Vocabulary().goodsName(goods);
}

QString Words::expansionName(const QString &expansion) const
{
    return ml::Vocabulary().expansionName(expansion);
}

QString Words::markName(const QString &mark) const
{
    return ml::Vocabulary().markName(mark);
}

QString Words::markNote(const QString &mark) const
{
    return ml::Vocabulary().markNote(mark);
}

QString Words::fieldLabel(const QString &key) const
{
    return ml::Vocabulary().fieldLabel(key);
}

QString Words::messageName(int tile) const
{
    return ml::Vocabulary().messageName(tile);
}

QString Words::messageHint(int tile) const
{
    return ml::Vocabulary().messageHint(tile);
}

QString Words::reasonText(const QString &reason) const
{
    return ml::Vocabulary().reasonText(reason);
}

QString Words::ruleName(const QString &rule) const
{
    return ml::Vocabulary().ruleName(rule);
}

QString Words::pointSourceName(const QString &source) const
{
    return ml::Vocabulary().pointSourceName(source);
}

QString Words::said(const QString &text) const
{
    return ml::Sayings::again(text);
}

QString Words::say(const QString &context, const QString &source, const QStringList &arguments) const
{
    return ml::Sayings::say([context = context.toUtf8(), source = source.toUtf8(), arguments] {
        const QString text = QCoreApplication::translate(context.constData(), source.constData());
        // In one pass, so that a "%2" inside the first argument (a player's name, a path) is left as it is.
        switch (arguments.size()) {
        case 0:
            return text;
        case 1:
            return text.arg(arguments.at(0));
        case 2:
            return text.arg(arguments.at(0), arguments.at(1));
        default:
            return text.arg(arguments.at(0), arguments.at(1), arguments.at(2));
        }
    });
}
