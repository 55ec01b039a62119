// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "command.h"

#include "gamestate.h"

#include <QMetaEnum>

namespace ml {

TurnStamp TurnStamp::of(const GameState &table)
{
    return { table.turns, table.turnPart, true };
}

Command::Command(Kind kind, QJsonObject event, TurnStamp stamp)
    : m_kind(kind)
    , m_event(std::move(event))
    , m_stamp(stamp)
{
}

Command Command::madeFor(const TurnStamp &stamp) const
{
    Command out = *this;
    if (stamp.valid)
        out.m_stamp = stamp;
    return out;
}

Command Command::with(const QString &key, const QJsonValue &value) const
{
    Command out = *this;
    if (!isValid())
        return out;
    const bool empty = value.isNull() || (value.isString() && value.toString().isEmpty())
        || (value.isObject() && value.toObject().isEmpty());
    if (empty)
        out.m_event.remove(key);
    else
        out.m_event.insert(key, value);
    return out;
}

Command Command::withMovers(const QVariantMap &movers) const
{
    return with(QStringLiteral("movers"), QJsonObject::fromVariantMap(movers));
}

Command Command::withMover(const QString &mover) const
{
    return with(QStringLiteral("mover"), mover);
}

Command Command::withCaptorMover(const QString &mover) const
{
    return with(QStringLiteral("captorMover"), mover);
}

bool Command::sameAs(const Command &other) const
{
    return *this == other;
}

} // namespace ml
