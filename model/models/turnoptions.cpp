// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "turnoptions.h"

#include "rules.h"

#include <algorithm>

namespace {

class Naming
{
public:
    explicit Naming(const QStringList &playerIds, const QSet<QString> &marked = {})
        : m_ids(playerIds)
        , m_marked(marked)
    {
    }

    [[nodiscard]] QString idOf(int seat) const { return seat >= 0 && seat < m_ids.size() ? m_ids.at(seat) : QString(); }

    [[nodiscard]] QStringList idsOf(const QList<int> &seats) const
    {
        QStringList out;
        out.reserve(seats.size());
        for (int seat : seats)
            out.append(idOf(seat));
        return out;
    }

    template<typename T>
    [[nodiscard]] static QStringList words(const QList<T> &values)
    {
        QStringList out;
        out.reserve(values.size());
        for (const T &value : values)
            out.append(ml::toString(value));
        return out;
    }

    [[nodiscard]] static OfferedField field(const ml::ValueField &f)
    {
        OfferedField out;
        out.key = f.key;
        out.min = f.min;
        out.hasMax = f.max.has_value();
        out.max = f.max.value_or(0);
        out.atMost = f.atMost;
        out.optional = f.optional;
        out.start = f.start;
        out.flag = f.flag;
        return out;
    }

    [[nodiscard]] OfferedFeature feature(const ml::FeatureOption &option) const
    {
        OfferedFeature out;
        out.feature = option.feature;
        out.type = ml::toString(option.type);
        for (const ml::ValueField &f : option.values) {
            OfferedField offered = field(f);
            // The inn or cathedral the players noted on the feature starts ticked.
            if (f.flag)
                offered.start = m_marked.contains(option.feature) ? 1 : 0;
            out.fields.append(offered);
        }
        out.ringmasters = option.ringmasters;
        out.majority = idsOf(option.majority);
        return out;
    }

    [[nodiscard]] QList<OfferedFeature> features(const QList<ml::FeatureOption> &options) const
    {
        QList<OfferedFeature> out;
        out.reserve(options.size());
        for (const ml::FeatureOption &option : options)
            out.append(feature(option));
        return out;
    }

    [[nodiscard]] static OfferedTarget target(const ml::PlacementTarget &t)
    {
        return { t.feature, ml::toString(t.type), words(t.kinds) };
    }

    [[nodiscard]] static OfferedPlacement placement(const ml::PlacementOptions &place)
    {
        OfferedPlacement out;
        out.kinds = words(place.kinds);
        for (const ml::PlacementTarget &t : place.newFeatures)
            out.newFeatures.append(target(t));
        for (const ml::PlacementTarget &t : place.sharedFeatures)
            out.sharedFeatures.append(target(t));
        return out;
    }

    [[nodiscard]] ChoiceCandidate candidate(const ml::RobberCandidate &c) const
    {
        return { idOf(c.player), ml::toString(c.figure), c.points, ml::rules::robberShare(c.points) };
    }

    [[nodiscard]] OpenChoice choice(const ml::PendingChoice &choice) const
    {
        OpenChoice out;
        out.robber = idOf(choice.robber);
        out.space = choice.space;
        for (const ml::RobberCandidate &c : choice.candidates)
            out.candidates.append(candidate(c));
        out.suggested = candidate(choice.suggested.candidate);
        out.suggestedMover = ml::toString(choice.suggested.mover);
        out.reason = choice.suggested.reason;
        return out;
    }

    [[nodiscard]] OfferedMessage message(const ml::MessageOption &option) const
    {
        OfferedMessage out;
        out.tile = option.tile;
        out.actionAllowed = option.actionAllowed;
        out.features = features(option.features);
        for (const ml::MessageFigure &f : option.figures)
            out.figures.append({ f.figure, ml::toString(f.kind), feature(f.feature), f.needsRingmasterCount });
        return out;
    }

    [[nodiscard]] OfferedTower tower(const ml::TowerOptions &tower) const
    {
        OfferedTower out;
        out.floorsLeft = tower.floorsLeft;
        out.towers = tower.towers;
        for (const ml::CaptureOption &c : tower.captures)
            out.captures.append({ c.figure, idOf(c.owner), c.ownFiguresBack, c.theirFiguresBack });
        return out;
    }

private:
    QStringList m_ids;
    QSet<QString> m_marked;
};

} // namespace

TurnOptions turnOptions(const ml::TableOptions &options, const QStringList &playerIds, const QSet<QString> &marked)
{
    const Naming naming(playerIds, marked);
    TurnOptions out;
    out.started = options.started;
    out.finished = options.finished;
    out.active = naming.idOf(options.active);
    out.nextPlayer = naming.idOf(options.nextPlayer);
    out.scoringFigures = Naming::words(options.scoringFigures);
    out.actionsThisTurnPart = options.actionsThisTurnPart;
    out.hasPlace = options.place.has_value();
    if (options.place)
        out.place = Naming::placement(*options.place);
    out.scorable = naming.features(options.scorable);
    for (const ml::MergeOption &merge : options.merges)
        out.merges.append({ ml::toString(merge.type), merge.features });
    for (const ml::RobberOption &robber : options.robbers)
        out.robbers.append({ naming.idOf(robber.player), robber.space, robber.spaces });
    out.ghostsExpand = options.ghostsExpand;
    out.ghostsLimit = options.ghostsLimit;
    out.messageOwed = options.messageOwed;
    for (const ml::MessageOption &message : options.messages)
        out.messages.append(naming.message(message));
    for (const ml::RansomOption &ransom : options.ransoms)
        out.ransoms.append(
            { ransom.figure, ml::toString(ransom.kind), naming.idOf(ransom.captor), Naming::words(ransom.payers) });
    out.hasTower = options.tower.has_value();
    if (options.tower)
        out.tower = naming.tower(*options.tower);
    out.pyramids = options.pyramids;
    for (const ml::AnimalOption &animal : options.animals)
        out.animals.append({ ml::toString(animal.animal), animal.value, animal.left });
    out.circusPlayers = playerIds.mid(0, options.circusFigures.size());
    out.circusFigures = options.circusFigures;
    out.pending = openChoices(options.pending, playerIds);
    out.finalValues = naming.features(options.finalValues);
    out.turnPart = options.turnPart;
    out.builderPart = options.builderPart;
    for (const ml::RecallOption &recall : options.recalls)
        out.recalls.append(
            { recall.figure, recall.feature, ml::toString(recall.type), recall.ghosts, recall.maxTiles });
    out.builderTile = options.builderTile;
    out.hasGoods = options.goods.has_value();
    if (options.goods) {
        out.goodsLeft = QList<int>(options.goods->left.begin(), options.goods->left.end());
        out.goodsAfterCity = options.goods->cityScored;
    }
    return out;
}

QList<OpenChoice> openChoices(const QList<ml::PendingChoice> &choices, const QStringList &playerIds)
{
    const Naming naming(playerIds);
    QList<OpenChoice> out;
    out.reserve(choices.size());
    for (const ml::PendingChoice &choice : choices)
        out.append(naming.choice(choice));
    return out;
}

int TurnOptions::circusFiguresOf(const QString &player) const
{
    const qsizetype at = circusPlayers.indexOf(player);
    return at >= 0 && at < circusFigures.size() ? circusFigures.at(at) : 0;
}

OfferedFeature TurnOptions::scorableFeature(const QString &feature) const
{
    const auto found = std::ranges::find(scorable, feature, &OfferedFeature::feature);
    return found != scorable.end() ? *found : OfferedFeature {};
}

bool TurnOptions::canScore(const QString &feature) const
{
    return std::ranges::find(scorable, feature, &OfferedFeature::feature) != scorable.end();
}

OfferedMerge TurnOptions::mergeOf(const QString &feature) const
{
    const auto found =
        std::ranges::find_if(merges, [&](const OfferedMerge &m) { return m.features.contains(feature); });
    return found != merges.end() ? *found : OfferedMerge {};
}

bool TurnOptions::canHaunt(const QString &figure) const
{
    return ghostsExpand.contains(figure) || ghostsLimit.contains(figure);
}

bool TurnOptions::canCapture(const QString &figure) const
{
    return hasTower && std::ranges::find(tower.captures, figure, &OfferedCapture::figure) != tower.captures.end();
}

OfferedMessage TurnOptions::message(int tile) const
{
    const auto found = std::ranges::find(messages, tile, &OfferedMessage::tile);
    if (found != messages.end())
        return *found;
    OfferedMessage none;
    none.tile = 0;
    none.actionAllowed = false;
    return none;
}

QList<int> TurnOptions::robberSpaces(const QString &player) const
{
    const auto found = std::ranges::find(robbers, player, &OfferedRobber::player);
    return found != robbers.end() ? found->spaces : QList<int> {};
}
