// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featuresmodel.h"

#include "eventprefix.h"
#include "playerdirectory.h"
#include "vocabulary.h"

#include <QJsonArray>

#include <algorithm>
#include <limits>

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

void FeaturesModel::update(const QJsonObject &record, const QJsonObject &output, qsizetype sharedEvents)
{
    followEvents(record.value(u"events"_s).toArray(), sharedEvents);
    setRows(rowsFor(record, output));
    m_players = record.value(u"players"_s).toArray();
}

void FeaturesModel::setRows(QList<Row> rows)
{
    const qsizetype before = m_rows.size();
    QHash<QString, qsizetype> newRowOf;
    newRowOf.reserve(rows.size());
    for (qsizetype i = 0; i < rows.size(); ++i)
        newRowOf.insert(rows.at(i).featureId, i);

    // The features that stay must keep their order; otherwise (a merge into a younger id) the model resets.
    qsizetype lastKept = -1;
    bool sameOrder = true;
    for (const Row &row : std::as_const(m_rows)) {
        const qsizetype at = newRowOf.value(row.featureId, -1);
        if (at < 0 || rows.at(at).type != row.type)
            continue;
        sameOrder = sameOrder && at > lastKept;
        lastKept = at;
    }
    if (!sameOrder) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        if (m_rows.size() != before)
            Q_EMIT countChanged();
        return;
    }

    // Rows gone from the board, from the last so that the rows before keep their numbers; runs in one signal.
    for (qsizetype row = m_rows.size() - 1; row >= 0;) {
        const auto gone = [&](qsizetype i) {
            const qsizetype at = newRowOf.value(m_rows.at(i).featureId, -1);
            return at < 0 || rows.at(at).type != m_rows.at(i).type;
        };
        if (!gone(row)) {
            --row;
            continue;
        }
        qsizetype first = row;
        while (first > 0 && gone(first - 1))
            --first;
        beginRemoveRows({}, int(first), int(row));
        m_rows.remove(first, row - first + 1);
        endRemoveRows();
        row = first - 1;
    }
    // m_rows is now the kept rows in the new order: insert the new ones where they go, update the kept ones.
    for (qsizetype row = 0; row < rows.size();) {
        if (row < m_rows.size() && m_rows.at(row).featureId == rows.at(row).featureId) {
            if (!m_rows.at(row).sameShown(rows.at(row))) {
                m_rows[row] = std::move(rows[row]);
                Q_EMIT dataChanged(index(int(row)), index(int(row)),
                                   { FiguresRole, FloorsRole, IsOpenRole, IsPyramidCompleteRole });
            } else {
                m_rows[row] = std::move(rows[row]);
            }
            ++row;
            continue;
        }
        // rows[row] is new, and so is every row up to the next kept one.
        const bool keptFollow = row < m_rows.size();
        qsizetype last = row;
        while (last + 1 < rows.size() && !(keptFollow && rows.at(last + 1).featureId == m_rows.at(row).featureId))
            ++last;
        beginInsertRows({}, int(row), int(last));
        for (qsizetype i = row; i <= last; ++i)
            m_rows.insert(i, std::move(rows[i]));
        endInsertRows();
        row = last + 1;
    }
    Q_ASSERT(m_rows.size() == rows.size());
    if (m_rows.size() != before)
        Q_EMIT countChanged();
}

void FeaturesModel::clear()
{
    m_events = {};
    m_order.clear();
    m_orderChanges.clear();
    m_players = {};
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

void FeaturesModel::followEvents(const QJsonArray &events, qsizetype sharedEvents)
{
    // Only the events after the ones both records share are looked at: an undo takes back what the undone
    // events changed, an append adds what the new ones change.
    const qsizetype same =
        sharedEvents < 0 ? commonPrefix(m_events, events) : std::min({ sharedEvents, m_events.size(), events.size() });
    while (!m_orderChanges.isEmpty() && m_orderChanges.constLast().event >= same) {
        const OrderChange change = m_orderChanges.takeLast();
        if (change.before < 0)
            m_order.remove(change.id);
        else
            m_order.insert(change.id, change.before);
    }
    const auto set = [this](int event, const QString &id, int order) {
        m_orderChanges.append({ event, id, m_order.value(id, -1) });
        m_order.insert(id, order);
    };
    // A new feature's `place` and a new tower's `tower` occupy it; a merged feature takes the earliest of its parts.
    for (int i = int(same); i < events.size(); ++i) {
        const QJsonObject event = events.at(i).toObject();
        const QString type = event.value(u"type"_s).toString();
        if (type == u"place") {
            const QString feature = event.value(u"feature"_s).toString();
            if (!m_order.contains(feature))
                set(i, feature, i);
        } else if (type == u"tower") {
            const QString tower = event.value(u"tower"_s).toString();
            if (!m_order.contains(tower))
                set(i, tower, i);
        } else if (type == u"merge") {
            int earliest = i;
            for (const QJsonValue &id : event.value(u"features"_s).toArray())
                earliest = std::min(earliest, m_order.value(id.toString(), i));
            set(i, event.value(u"into"_s).toString(), earliest);
        }
    }
    m_events = events;
}

QList<FeaturesModel::Row> FeaturesModel::rowsFor(const QJsonObject &record, const QJsonObject &output) const
{
    const QJsonArray players = record.value(u"players"_s).toArray();
    const PlayerDirectory directory(record);
    const QJsonObject board = output.value(u"board"_s).toObject();
    const QJsonObject features = board.value(u"features"_s).toObject();
    const QJsonObject figures = board.value(u"figures"_s).toObject();

    // A feature whose object and figures are what the row shows already keeps its figures' maps.
    QHash<QString, const Row *> shown;
    if (players == m_players) {
        shown.reserve(m_rows.size());
        for (const Row &row : m_rows)
            shown.insert(row.featureId, &row);
    }

    QList<Row> rows;
    rows.reserve(features.size());
    for (auto it = features.begin(); it != features.end(); ++it) {
        Row row;
        row.featureId = it.key();
        row.source = it.value().toObject();
        row.type = row.source.value(u"type"_s).toString();
        row.floors = row.source.value(u"floors"_s).toInt();
        const QJsonArray ids = row.source.value(u"figures"_s).toArray();
        row.figureSources.reserve(ids.size());
        for (const QJsonValue &id : ids)
            row.figureSources.append(figures.value(id.toString()).toObject());
        const Row *before = shown.value(row.featureId, nullptr);
        if (before && before->source == row.source && before->figureSources == row.figureSources) {
            row.figures = before->figures;
        } else {
            for (qsizetype i = 0; i < ids.size(); ++i) {
                const QJsonObject &figure = row.figureSources.at(i);
                const QString player = figure.value(u"player"_s).toString();
                row.figures.append(QVariantMap {
                    { u"figure"_s, ids.at(i).toString() },
                    { u"player"_s, player },
                    { u"playerName"_s, directory.name(player) },
                    { u"color"_s, directory.color(player) },
                    { u"symbol"_s, directory.symbol(player) },
                    { u"kind"_s, figure.value(u"kind"_s).toString() },
                    { u"ghosts"_s, figure.value(u"ghosts"_s).toInt() },
                });
            }
        }
        row.order = m_order.value(row.featureId, std::numeric_limits<int>::max());
        rows.append(std::move(row));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.order < b.order; });
    return rows;
}
