// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "trackmodel.h"

#include "playerdirectory.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Every fifth space is dark: a scoring figure ending a forward move there earns a message.
constexpr int DarkEvery = 5;

} // namespace

TrackModel::TrackModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_figures(Spaces)
{
}

int TrackModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : Spaces;
}

QVariant TrackModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    switch (role) {
    case Qt::DisplayRole:
    case SpaceRole:
        return index.row();
    case DarkRole:
        return index.row() % DarkEvery == 0;
    case FiguresRole:
        return m_figures.at(index.row());
    }
    return {};
}

QHash<int, QByteArray> TrackModel::roleNames() const
{
    return {
        { SpaceRole, "space" },
        { DarkRole, "dark" },
        { FiguresRole, "figures" },
    };
}

QVariantList TrackModel::figuresOn(int space) const
{
    return space >= 0 && space < Spaces ? m_figures.at(space) : QVariantList();
}

void TrackModel::update(const QJsonObject &record, const QJsonObject &output)
{
    const PlayerDirectory directory(record);
    const QJsonObject figures = output.value(u"figures"_s).toObject();
    const QJsonObject robbers = output.value(u"robbers"_s).toObject();

    QList<QVariantList> spaces(Spaces);
    auto put = [&](const PlayerDirectory::Player &player, const QString &kind, int position) {
        spaces[position % Spaces].append(QVariantMap {
            { u"player"_s, player.id },
            { u"playerName"_s, player.name },
            { u"color"_s, player.color },
            { u"symbol"_s, player.symbol },
            { u"kind"_s, kind },
            { u"laps"_s, position / Spaces },
            { u"position"_s, position },
        });
    };
    // Seating order on every space, scoring meeples before messengers before robbers.
    for (const PlayerDirectory::Player &player : directory.players()) {
        const QJsonObject track = figures.value(player.id).toObject();
        put(player, u"meeple"_s, std::max(0, track.value(u"meeple"_s).toInt()));
        if (track.contains(u"messenger"_s))
            put(player, u"messenger"_s, std::max(0, track.value(u"messenger"_s).toInt()));
    }
    for (const PlayerDirectory::Player &player : directory.players()) {
        if (robbers.contains(player.id))
            put(player, u"robber"_s, std::clamp(robbers.value(player.id).toInt(), 0, Spaces - 1));
    }

    for (int space = 0; space < Spaces; ++space) {
        if (spaces.at(space) == m_figures.at(space))
            continue;
        m_figures[space] = spaces.at(space);
        Q_EMIT dataChanged(index(space), index(space), { FiguresRole });
    }
}

void TrackModel::clear()
{
    update({}, {});
}
