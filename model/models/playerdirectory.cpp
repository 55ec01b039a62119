// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "playerdirectory.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

PlayerDirectory::PlayerDirectory(const QJsonObject &record)
{
    const QJsonArray players = record.value(u"players"_s).toArray();
    for (int seat = 0; seat < players.size(); ++seat) {
        const QJsonObject player = players.at(seat).toObject();
        Player entry;
        entry.id = player.value(u"id"_s).toString();
        entry.name = player.value(u"name"_s).toString(entry.id);
        entry.color = colorFromText(player.value(u"color"_s).toString(entry.id), seat);
        entry.symbol = symbolForSeat(seat);
        entry.seat = seat;
        m_seats.insert(entry.id, seat);
        m_players.append(entry);
    }
}

QStringList PlayerDirectory::ids() const
{
    QStringList out;
    for (const Player &player : m_players)
        out.append(player.id);
    return out;
}

QString PlayerDirectory::name(const QString &id) const
{
    const auto seat = m_seats.constFind(id);
    return seat == m_seats.constEnd() ? id : m_players.at(*seat).name;
}

QColor PlayerDirectory::color(const QString &id) const
{
    const auto seat = m_seats.constFind(id);
    return seat == m_seats.constEnd() ? QColor() : m_players.at(*seat).color;
}

QString PlayerDirectory::symbol(const QString &id) const
{
    const auto seat = m_seats.constFind(id);
    return seat == m_seats.constEnd() ? QString() : m_players.at(*seat).symbol;
}

QHash<QString, QString> PlayerDirectory::names() const
{
    QHash<QString, QString> out;
    for (const Player &player : m_players)
        out.insert(player.id, player.name);
    return out;
}

QString PlayerDirectory::symbolForSeat(int seat)
{
    static const QStringList shapes { u"circle"_s, u"square"_s, u"triangle"_s, u"diamond"_s, u"star"_s, u"hexagon"_s };
    return shapes.at(seat % shapes.size());
}

QColor PlayerDirectory::colorFromText(const QString &text, int seat)
{
    // The colours of the real figures; other texts go through Qt's SVG colour names and #rrggbb.
    static const QHash<QString, QColor> figures {
        { u"red"_s, QColor(0xc6, 0x28, 0x28) },    { u"green"_s, QColor(0x2e, 0x7d, 0x32) },
        { u"blue"_s, QColor(0x15, 0x65, 0xc0) },   { u"yellow"_s, QColor(0xf9, 0xa8, 0x25) },
        { u"black"_s, QColor(0x21, 0x21, 0x21) },  { u"grey"_s, QColor(0x9e, 0x9e, 0x9e) },
        { u"gray"_s, QColor(0x9e, 0x9e, 0x9e) },   { u"pink"_s, QColor(0xec, 0x40, 0x7a) },
        { u"purple"_s, QColor(0x6a, 0x1b, 0x9a) }, { u"orange"_s, QColor(0xef, 0x6c, 0x00) },
    };
    const QString key = text.trimmed().toLower();
    if (const auto known = figures.constFind(key); known != figures.constEnd())
        return *known;
    const QColor parsed = QColor::fromString(key);
    if (parsed.isValid())
        return parsed;
    static const QList<QColor> fallback { figures.value(u"red"_s),   figures.value(u"green"_s),
                                          figures.value(u"blue"_s),  figures.value(u"yellow"_s),
                                          figures.value(u"black"_s), figures.value(u"grey"_s) };
    return fallback.at(seat % fallback.size());
}
