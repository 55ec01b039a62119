// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "optionsview.h"

#include "rules.h"

#include <QVariantList>

using namespace Qt::StringLiterals;

namespace {

class View
{
public:
    explicit View(const QStringList &playerIds)
        : m_ids(playerIds)
    {
    }

    [[nodiscard]] QString idOf(int seat) const { return seat >= 0 && seat < m_ids.size() ? m_ids.at(seat) : QString(); }

    [[nodiscard]] QVariantList idsOf(const QList<int> &seats) const
    {
        QVariantList out;
        for (int seat : seats)
            out.append(idOf(seat));
        return out;
    }

    template<typename T>
    [[nodiscard]] static QVariantList recordWords(const QList<T> &values)
    {
        QVariantList out;
        for (const T &value : values)
            out.append(ml::toString(value));
        return out;
    }

    [[nodiscard]] static QVariantList stringList(const QStringList &values)
    {
        QVariantList out;
        for (const QString &value : values)
            out.append(value);
        return out;
    }

    [[nodiscard]] static QVariantMap fieldMap(const ml::ValueField &field)
    {
        return { { u"key"_s, field.key },
                 { u"min"_s, field.min },
                 { u"max"_s, field.max ? QVariant(*field.max) : QVariant() },
                 { u"atMost"_s, field.atMost },
                 { u"optional"_s, field.optional },
                 { u"start"_s, field.start } };
    }

    [[nodiscard]] QVariantMap featureMap(const ml::FeatureOption &option) const
    {
        QVariantList fields;
        for (const ml::ValueField &f : option.values)
            fields.append(fieldMap(f));
        return { { u"feature"_s, option.feature },
                 { u"type"_s, ml::toString(option.type) },
                 { u"fields"_s, fields },
                 { u"ringmasters"_s, stringList(option.ringmasters) },
                 // The bounds of each ringmaster's count, as the engine reads it.
                 { u"ringmasterCount"_s, QVariantMap { { u"min"_s, 0 }, { u"max"_s, ml::rules::RingmasterCountMax } } },
                 { u"majority"_s, idsOf(option.majority) } };
    }

    [[nodiscard]] QVariantList featureMaps(const QList<ml::FeatureOption> &options) const
    {
        QVariantList out;
        for (const ml::FeatureOption &option : options)
            out.append(featureMap(option));
        return out;
    }

    [[nodiscard]] QVariantMap targetMap(const ml::PlacementTarget &target) const
    {
        return { { u"feature"_s, target.feature },
                 { u"type"_s, ml::toString(target.type) },
                 { u"kinds"_s, recordWords(target.kinds) } };
    }

    [[nodiscard]] QVariantMap placementMap(const ml::PlacementOptions &place) const
    {
        QVariantList newFeatures;
        for (const ml::PlacementTarget &t : place.newFeatures)
            newFeatures.append(targetMap(t));
        QVariantList shared;
        for (const ml::PlacementTarget &t : place.sharedFeatures)
            shared.append(targetMap(t));
        return { { u"kinds"_s, recordWords(place.kinds) },
                 { u"newFeatures"_s, newFeatures },
                 { u"sharedFeatures"_s, shared } };
    }

    [[nodiscard]] QVariantMap candidateMap(const ml::RobberCandidate &c) const
    {
        return { { u"player"_s, idOf(c.player) }, { u"figure"_s, ml::toString(c.figure) }, { u"points"_s, c.points } };
    }

    [[nodiscard]] QVariantMap pendingMap(const ml::PendingChoice &choice) const
    {
        QVariantList candidates;
        for (const ml::RobberCandidate &c : choice.candidates)
            candidates.append(candidateMap(c));
        return { { u"robber"_s, idOf(choice.robber) },
                 { u"space"_s, choice.space },
                 { u"candidates"_s, candidates },
                 { u"suggested"_s,
                   QVariantMap { { u"player"_s, idOf(choice.suggested.candidate.player) },
                                 { u"figure"_s, ml::toString(choice.suggested.candidate.figure) },
                                 { u"points"_s, choice.suggested.candidate.points },
                                 { u"mover"_s, ml::toString(choice.suggested.mover) },
                                 { u"reason"_s, choice.suggested.reason } } } };
    }

    [[nodiscard]] QVariantMap messageMap(const ml::MessageOption &option) const
    {
        QVariantList figures;
        for (const ml::MessageFigure &f : option.figures)
            figures.append(QVariantMap { { u"figure"_s, f.figure },
                                         { u"kind"_s, ml::toString(f.kind) },
                                         { u"feature"_s, featureMap(f.feature) },
                                         { u"needsRingmasterCount"_s, f.needsRingmasterCount } });
        return { { u"tile"_s, option.tile },
                 { u"actionAllowed"_s, option.actionAllowed },
                 { u"features"_s, featureMaps(option.features) },
                 { u"figures"_s, figures } };
    }

private:
    QStringList m_ids;
};

} // namespace

QVariantMap optionsView(const ml::TableOptions &options, const QStringList &playerIds)
{
    const View view(playerIds);

    QVariantList merges;
    for (const ml::MergeOption &merge : options.merges)
        merges.append(QVariantMap { { u"type"_s, ml::toString(merge.type) },
                                    { u"features"_s, View::stringList(merge.features) } });
    QVariantList robbers;
    for (const ml::RobberOption &robber : options.robbers) {
        QVariantList spaces;
        for (int space : robber.spaces)
            spaces.append(space);
        robbers.append(QVariantMap {
            { u"player"_s, view.idOf(robber.player) }, { u"space"_s, robber.space }, { u"spaces"_s, spaces } });
    }
    QVariantList messages;
    for (const ml::MessageOption &message : options.messages)
        messages.append(view.messageMap(message));
    QVariantList ransoms;
    for (const ml::RansomOption &ransom : options.ransoms)
        ransoms.append(QVariantMap { { u"figure"_s, ransom.figure },
                                     { u"kind"_s, ml::toString(ransom.kind) },
                                     { u"captor"_s, view.idOf(ransom.captor) },
                                     { u"payers"_s, View::recordWords(ransom.payers) } });
    QVariant tower;
    if (options.tower) {
        QVariantList captures;
        for (const ml::CaptureOption &capture : options.tower->captures)
            captures.append(QVariantMap { { u"figure"_s, capture.figure },
                                          { u"owner"_s, view.idOf(capture.owner) },
                                          { u"ownFiguresBack"_s, View::stringList(capture.ownFiguresBack) },
                                          { u"theirFiguresBack"_s, View::stringList(capture.theirFiguresBack) } });
        tower = QVariantMap { { u"floorsLeft"_s, options.tower->floorsLeft },
                              { u"towers"_s, View::stringList(options.tower->towers) },
                              { u"captures"_s, captures } };
    }
    QVariantList animals;
    for (const ml::AnimalOption &animal : options.animals)
        animals.append(QVariantMap {
            { u"animal"_s, ml::toString(animal.animal) }, { u"value"_s, animal.value }, { u"left"_s, animal.left } });
    QVariantMap circusFigures;
    for (int seat = 0; seat < options.circusFigures.size(); ++seat)
        circusFigures.insert(view.idOf(seat), options.circusFigures.at(seat));
    QVariantList pending;
    for (const ml::PendingChoice &choice : options.pending)
        pending.append(view.pendingMap(choice));

    return {
        { u"started"_s, options.started },
        { u"finished"_s, options.finished },
        { u"actionsThisTurnPart"_s, options.actionsThisTurnPart },
        { u"active"_s, view.idOf(options.active) },
        { u"nextPlayer"_s, view.idOf(options.nextPlayer) },
        { u"scoringFigures"_s, View::recordWords(options.scoringFigures) },
        { u"place"_s, options.place ? QVariant(view.placementMap(*options.place)) : QVariant() },
        { u"scorable"_s, view.featureMaps(options.scorable) },
        { u"merges"_s, merges },
        { u"robbers"_s, robbers },
        { u"ghostsExpand"_s, View::stringList(options.ghostsExpand) },
        { u"ghostsLimit"_s, View::stringList(options.ghostsLimit) },
        { u"messageOwed"_s, options.messageOwed },
        { u"messages"_s, messages },
        { u"ransoms"_s, ransoms },
        { u"tower"_s, tower },
        { u"pyramids"_s, View::stringList(options.pyramids) },
        { u"animals"_s, animals },
        { u"circusFigures"_s, circusFigures },
        { u"pending"_s, pending },
        { u"finalValues"_s, view.featureMaps(options.finalValues) },
        // How many acrobats make a full pyramid, for a screen that counts an acrobat space's figures against it.
        { u"pyramidSize"_s, ml::rules::PyramidSize },
    };
}
