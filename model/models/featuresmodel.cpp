// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featuresmodel.h"

#include "featurevalue.h"
#include "playerdirectory.h"
#include "vocabulary.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int PyramidSize = 3;

} // namespace

FeaturesModel::FeaturesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int FeaturesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant FeaturesModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TypeNameRole:
        return ml::Vocabulary().featureTypeName(row.type);
    case FeatureIdRole:
        return row.featureId;
    case TypeRole:
        return row.type;
    case FiguresRole:
        return row.figures;
    case FloorsRole:
        return row.floors;
    case IsOpenRole:
        return row.type == u"tower" && row.figures.isEmpty();
    case CanScoreRole:
        return row.type == u"road" || row.type == u"city" || row.type == u"monastery" || row.type == u"castle"
            || row.type == u"cemetery";
    case IsPyramidCompleteRole:
        return row.type == u"acrobats" && row.figures.size() >= PyramidSize;
    case GivenNameRole: {
        const auto given = m_names.constFind(row.order);
        return given != m_names.cend() && given->featureId == row.featureId ? given->name : QString();
    }
    case MarkRole:
        return row.mark;
    case MarkedRole:
        return !row.mark.isEmpty() && m_marked.contains(row.featureId);
    }
    return {};
}

QHash<int, QByteArray> FeaturesModel::roleNames() const
{
    return {
        { FeatureIdRole, "featureId" }, { TypeRole, "type" },
        { TypeNameRole, "typeName" },   { FiguresRole, "figures" },
        { FloorsRole, "floors" },       { IsOpenRole, "isOpen" },
        { CanScoreRole, "canScore" },   { IsPyramidCompleteRole, "isPyramidComplete" },
        { GivenNameRole, "givenName" }, { MarkRole, "mark" },
        { MarkedRole, "marked" },
    };
}

int FeaturesModel::rowOf(const QString &featureId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).featureId == featureId)
            return row;
    }
    return -1;
}

namespace {

/** The players as the figures show them, to tell whether the figures' names and colours still hold. */
QStringList playerKey(const PlayerDirectory &players)
{
    QStringList key;
    for (const PlayerDirectory::Player &player : players.players())
        key << player.id << player.name << player.color.name() << player.symbol;
    return key;
}

} // namespace

void FeaturesModel::update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change)
{
    if (change.everything || playerKey(players) != m_players) {
        reset(players, table);
        return;
    }
    // The features the change touches: those it names, and those of the figures it names (a ghost, say).
    QStringList touched = change.features;
    for (const QString &figure : change.figures) {
        const auto it = table.figures.constFind(figure);
        if (it != table.figures.cend() && !touched.contains(it->feature))
            touched.append(it->feature);
    }
    if (touched.isEmpty())
        return;
    const qsizetype before = m_rows.size();
    QList<Row> added;
    for (const QString &id : std::as_const(touched)) {
        const int row = rowOf(id);
        const auto feature = table.features.constFind(id);
        if (feature == table.features.cend()) {
            if (row >= 0) {
                beginRemoveRows({}, row, row);
                m_rows.removeAt(row);
                endRemoveRows();
            }
            continue;
        }
        Row shown = rowFor(players, table, *feature);
        if (row >= 0 && m_rows.at(row).order == shown.order) {
            if (!m_rows.at(row).sameShown(shown)) {
                m_rows[row] = std::move(shown);
                Q_EMIT dataChanged(index(row), index(row),
                                   { FiguresRole, FloorsRole, IsOpenRole, IsPyramidCompleteRole, TypeRole, TypeNameRole,
                                     CanScoreRole, MarkRole, MarkedRole, Qt::DisplayRole });
            }
            continue;
        }
        if (row >= 0) {
            // Its order changed: it moves to where the new order puts it.
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            endRemoveRows();
        }
        added.append(std::move(shown));
    }
    for (Row &row : added) {
        const int at = rowForOrder(row.order);
        beginInsertRows({}, at, at);
        m_rows.insert(at, std::move(row));
        endInsertRows();
    }
    if (m_rows.size() != before)
        Q_EMIT countChanged();
}

int FeaturesModel::rowForOrder(int order) const
{
    return int(std::lower_bound(m_rows.cbegin(), m_rows.cend(), order,
                                [](const Row &row, int value) { return row.order < value; })
               - m_rows.cbegin());
}

void FeaturesModel::reset(const PlayerDirectory &players, const ml::GameState &table)
{
    const qsizetype before = m_rows.size();
    beginResetModel();
    m_players = playerKey(players);
    m_rows.clear();
    for (const ml::Feature *feature : table.featuresInOrder())
        m_rows.append(rowFor(players, table, *feature));
    endResetModel();
    if (m_rows.size() != before)
        Q_EMIT countChanged();
}

void FeaturesModel::setNames(const QHash<int, ml::FeatureName> &names)
{
    if (names == m_names)
        return;
    m_names = names;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), { GivenNameRole });
}

void FeaturesModel::setMarked(const QSet<QString> &featureIds)
{
    if (featureIds == m_marked)
        return;
    const QSet<QString> changed = (featureIds - m_marked) + (m_marked - featureIds);
    m_marked = featureIds;
    for (int row = 0; row < m_rows.size(); ++row) {
        if (changed.contains(m_rows.at(row).featureId))
            Q_EMIT dataChanged(index(row), index(row), { MarkedRole });
    }
}

void FeaturesModel::clear()
{
    m_players = {};
    m_names = {};
    m_marked = {};
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    Q_EMIT countChanged();
}

void FeaturesModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), { TypeNameRole, Qt::DisplayRole });
}

FeaturesModel::Row FeaturesModel::rowFor(const PlayerDirectory &players, const ml::GameState &table,
                                         const ml::Feature &feature)
{
    Row row;
    row.featureId = feature.id;
    row.type = ml::toString(feature.type);
    row.floors = feature.type == ml::FeatureType::Tower ? feature.floors : 0;
    row.order = feature.order;
    row.mark = ml::markOf(feature.type, table.has(ml::Expansion::Inns));
    for (const QString &id : feature.figures) {
        const ml::Figure figure = table.figures.value(id);
        const QString player = table.players.value(figure.owner).id;
        row.figures.append(QVariantMap {
            { u"figure"_s, id },
            { u"player"_s, player },
            { u"playerName"_s, players.name(player) },
            { u"color"_s, players.color(player) },
            { u"symbol"_s, players.symbol(player) },
            { u"kind"_s, ml::toString(figure.kind) },
            { u"ghosts"_s, figure.ghosts },
        });
    }
    return row;
}
