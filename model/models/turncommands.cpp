// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "turncommands.h"

#include "gamesession.h"

TurnCommands::TurnCommands(GameSession *session)
    : QObject(session)
    , m_session(session)
{
}

ml::Command TurnCommands::turn() const
{
    return m_session->builder().turn();
}

ml::Command TurnCommands::place(const QString &player, const QString &kind, const QString &feature,
                                const QString &featureType) const
{
    return m_session->builder().place(player, kind, feature, featureType);
}

ml::Command TurnCommands::score(const QString &feature, const QVariantMap &values, const QVariantMap &ringmasters) const
{
    return m_session->builder().score(feature, values, ringmasters);
}

ml::Command TurnCommands::merge(const QStringList &features) const
{
    return m_session->builder().merge(features);
}

ml::Command TurnCommands::ghost(const QString &figure) const
{
    return m_session->builder().ghost(figure);
}

ml::Command TurnCommands::tower(const QString &tower, const QString &capture, const QVariantMap &exchange) const
{
    return m_session->builder().tower(tower, capture, exchange);
}

ml::Command TurnCommands::ransom(const QString &figure) const
{
    return m_session->builder().ransom(figure);
}

ml::Command TurnCommands::robber(const QString &player, int space) const
{
    return m_session->builder().robber(player, space);
}

ml::Command TurnCommands::steal(const QString &robber, const QString &from, const QString &figure) const
{
    return m_session->builder().steal(robber, from, figure);
}

ml::Command TurnCommands::message(int tile, const QString &take, const QVariantMap &fields) const
{
    return m_session->builder().message(tile, take, fields);
}

ml::Command TurnCommands::circus(const QString &animal, const QVariantMap &meeples) const
{
    return m_session->builder().circus(animal, meeples);
}

ml::Command TurnCommands::pyramid(const QString &feature) const
{
    return m_session->builder().pyramid(feature);
}

ml::Command TurnCommands::remove(const QString &figure, const QString &reason) const
{
    return m_session->builder().remove(figure, reason);
}

ml::Command TurnCommands::adjust(const QString &player, int points, const QString &reason) const
{
    return m_session->builder().adjust(player, points, reason);
}

ml::Command TurnCommands::end(const QVariantMap &values, const QVariantMap &circus) const
{
    return m_session->builder().end(values, circus);
}

ml::Command TurnCommands::recall(const QString &figure, int tiles) const
{
    return m_session->builder().recall(figure, tiles);
}

ml::Command TurnCommands::goods(int wine, int grain, int cloth) const
{
    return m_session->builder().goods(wine, grain, cloth);
}

ml::Command TurnCommands::builder() const
{
    return m_session->builder().builder();
}
