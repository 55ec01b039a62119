// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "commandbuilder.h"

#include "gamestate.h"
#include "ghostsmodule.h"

#include <QJsonArray>
#include <QMetaEnum>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

void insertIfSet(QJsonObject &event, const QString &key, const QString &value)
{
    if (!value.isEmpty())
        event.insert(key, value);
}

void insertIfSet(QJsonObject &event, const QString &key, const QVariantMap &value)
{
    if (!value.isEmpty())
        event.insert(key, QJsonObject::fromVariantMap(value));
}

} // namespace

CommandBuilder::CommandBuilder(const GameState &table, const QStringList &playerIds, const UsedIds &usedIds)
    : m_table(table)
    , m_playerIds(playerIds)
    , m_usedIds(usedIds)
{
}

Command CommandBuilder::make(Command::Kind kind, QJsonObject event) const
{
    const QMetaEnum kinds = QMetaEnum::fromType<Command::Kind>();
    event.insert(u"type"_s, QString::fromLatin1(kinds.valueToKey(int(kind))).toLower());
    return { kind, std::move(event), TurnStamp::of(m_table) };
}

Command CommandBuilder::turn() const
{
    if (m_playerIds.isEmpty())
        return {};
    const int active = m_table.active;
    const QString next = active < 0 ? m_playerIds.constFirst() : m_playerIds.value((active + 1) % m_playerIds.size());
    return make(Command::Kind::Turn, { { u"player"_s, next } });
}

Command CommandBuilder::place(const QString &player, const QString &kind, const QString &feature,
                              const QString &featureType) const
{
    if (feature.isEmpty() && featureType.isEmpty())
        return {};
    const QString owner = player.isEmpty() && m_table.active >= 0 ? m_table.players.value(m_table.active).id : player;
    const QString figureKind = kind.isEmpty() ? u"meeple"_s : kind;
    const QString featureId = feature.isEmpty() ? m_usedIds.fresh(featureType + u'-') : feature;
    QJsonObject event { { u"figure"_s, m_usedIds.fresh(owner + u'-' + figureKind + u'-') },
                        { u"player"_s, owner },
                        { u"kind"_s, figureKind },
                        { u"feature"_s, featureId } };
    // The engine wants the type of a new feature only; a type given for one on the board must match it.
    if (!featureType.isEmpty() && (feature.isEmpty() || !m_table.features.contains(feature)))
        event.insert(u"featureType"_s, featureType);
    return make(Command::Kind::Place, std::move(event));
}

Command CommandBuilder::score(const QString &feature, const QVariantMap &values, const QVariantMap &ringmasters) const
{
    QJsonObject event = QJsonObject::fromVariantMap(values);
    event.insert(u"feature"_s, feature);
    insertIfSet(event, u"ringmaster"_s, ringmasters);
    return make(Command::Kind::Score, std::move(event));
}

Command CommandBuilder::merge(const QStringList &features) const
{
    // The joined feature keeps the id of the part first occupied, so its card stays where it was.
    QString into = features.value(0);
    int earliest = -1;
    for (const QString &id : features) {
        const auto f = m_table.features.constFind(id);
        if (f != m_table.features.cend() && (earliest < 0 || f->order < earliest)) {
            earliest = f->order;
            into = id;
        }
    }
    return make(Command::Kind::Merge, { { u"features"_s, QJsonArray::fromStringList(features) }, { u"into"_s, into } });
}

Command CommandBuilder::ghost(const QString &figure) const
{
    const auto on = m_table.figures.constFind(figure);
    const QString reason = on != m_table.figures.cend() ? ghostReason(m_table, *on) : u"expand"_s;
    return make(Command::Kind::Ghost, { { u"figure"_s, figure }, { u"reason"_s, reason } });
}

Command CommandBuilder::tower(const QString &tower, const QString &capture, const QVariantMap &exchange) const
{
    QJsonObject event { { u"tower"_s, tower.isEmpty() ? m_usedIds.fresh(u"tower-"_s) : tower } };
    insertIfSet(event, u"capture"_s, capture);
    insertIfSet(event, u"exchange"_s, exchange);
    return make(Command::Kind::Tower, std::move(event));
}

Command CommandBuilder::ransom(const QString &figure) const
{
    return make(Command::Kind::Ransom, { { u"figure"_s, figure } });
}

Command CommandBuilder::robber(const QString &player, int space) const
{
    return make(Command::Kind::Robber, { { u"player"_s, player }, { u"space"_s, space } });
}

Command CommandBuilder::steal(const QString &robber, const QString &from, const QString &figure) const
{
    QJsonObject event { { u"robber"_s, robber }, { u"from"_s, from } };
    insertIfSet(event, u"figure"_s, figure);
    return make(Command::Kind::Steal, std::move(event));
}

Command CommandBuilder::message(int tile, const QString &take, const QVariantMap &fields) const
{
    QJsonObject event = QJsonObject::fromVariantMap(fields);
    event.insert(u"tile"_s, tile);
    event.insert(u"take"_s, take);
    return make(Command::Kind::Message, std::move(event));
}

Command CommandBuilder::circus(const QString &animal, const QVariantMap &meeples) const
{
    return make(Command::Kind::Circus,
                { { u"animal"_s, animal }, { u"meeples"_s, QJsonObject::fromVariantMap(meeples) } });
}

Command CommandBuilder::pyramid(const QString &feature) const
{
    return make(Command::Kind::Pyramid, { { u"feature"_s, feature } });
}

Command CommandBuilder::remove(const QString &figure, const QString &reason) const
{
    return make(Command::Kind::Remove,
                { { u"figure"_s, figure }, { u"reason"_s, reason.isEmpty() ? u"correction"_s : reason } });
}

Command CommandBuilder::adjust(const QString &player, int points, const QString &reason) const
{
    return make(Command::Kind::Adjust, { { u"player"_s, player }, { u"points"_s, points }, { u"reason"_s, reason } });
}

Command CommandBuilder::recall(const QString &figure, int tiles) const
{
    return make(Command::Kind::Recall, { { u"figure"_s, figure }, { u"tiles"_s, tiles } });
}

Command CommandBuilder::goods(int wine, int grain, int cloth) const
{
    QJsonObject event;
    const std::array<int, GoodsCount> counts { wine, grain, cloth };
    for (int g = 0; g < GoodsCount; ++g) {
        if (counts[std::size_t(g)] != 0)
            event.insert(toString(Goods(g)), counts[std::size_t(g)]);
    }
    return make(Command::Kind::Goods, std::move(event));
}

Command CommandBuilder::builder() const
{
    return make(Command::Kind::Builder, {});
}

Command CommandBuilder::end(const QVariantMap &values, const QVariantMap &circus) const
{
    QJsonObject event { { u"values"_s, QJsonObject::fromVariantMap(values) } };
    insertIfSet(event, u"circus"_s, circus);
    return make(Command::Kind::End, std::move(event));
}

} // namespace ml
