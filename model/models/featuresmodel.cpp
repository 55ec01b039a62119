#include "featuresmodel.h"

#include "playerdirectory.h"
#include "rulenames.h"

#include <QJsonArray>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr int PyramidSize = 3;

// The event index at which each feature id was first occupied: a new feature's `place`, a new tower's `tower`,
// a merged feature takes the earliest of its parts. The board in the output is keyed by id, not by age.
QHash<QString, int> firstOccupied(const QJsonArray &events)
{
    QHash<QString, int> order;
    for (int i = 0; i < events.size(); ++i) {
        const QJsonObject event = events.at(i).toObject();
        const QString type = event.value(u"type"_s).toString();
        if (type == u"place") {
            const QString feature = event.value(u"feature"_s).toString();
            if (!order.contains(feature))
                order.insert(feature, i);
        } else if (type == u"tower") {
            const QString tower = event.value(u"tower"_s).toString();
            if (!order.contains(tower))
                order.insert(tower, i);
        } else if (type == u"merge") {
            int earliest = i;
            for (const QJsonValue &id : event.value(u"features"_s).toArray())
                earliest = std::min(earliest, order.value(id.toString(), i));
            order.insert(event.value(u"into"_s).toString(), earliest);
        }
    }
    return order;
}

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
        return RuleNames::featureTypeName(row.type);
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

void FeaturesModel::update(const QJsonObject &record, const QJsonObject &output)
{
    QList<Row> rows = rowsFor(record, output);
    bool sameFeatures = rows.size() == m_rows.size();
    for (int row = 0; sameFeatures && row < rows.size(); ++row)
        sameFeatures = rows.at(row).featureId == m_rows.at(row).featureId && rows.at(row).type == m_rows.at(row).type;

    if (!sameFeatures) {
        const bool countChanges = rows.size() != m_rows.size();
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (int row = 0; row < rows.size(); ++row) {
        if (rows.at(row) == m_rows.at(row))
            continue;
        m_rows[row] = rows.at(row);
        Q_EMIT dataChanged(index(row), index(row), { FiguresRole, FloorsRole, IsOpenRole, IsPyramidCompleteRole });
    }
}

void FeaturesModel::clear()
{
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

QList<FeaturesModel::Row> FeaturesModel::rowsFor(const QJsonObject &record, const QJsonObject &output)
{
    const PlayerDirectory directory(record);
    const QJsonObject board = output.value(u"board"_s).toObject();
    const QJsonObject features = board.value(u"features"_s).toObject();
    const QJsonObject figures = board.value(u"figures"_s).toObject();
    const QHash<QString, int> order = firstOccupied(record.value(u"events"_s).toArray());

    QList<Row> rows;
    for (auto it = features.begin(); it != features.end(); ++it) {
        const QJsonObject feature = it.value().toObject();
        Row row;
        row.featureId = it.key();
        row.type = feature.value(u"type"_s).toString();
        row.floors = feature.value(u"floors"_s).toInt();
        for (const QJsonValue &id : feature.value(u"figures"_s).toArray()) {
            const QJsonObject figure = figures.value(id.toString()).toObject();
            const QString player = figure.value(u"player"_s).toString();
            row.figures.append(QVariantMap {
                { u"figure"_s, id.toString() },
                { u"player"_s, player },
                { u"playerName"_s, directory.name(player) },
                { u"color"_s, directory.color(player) },
                { u"symbol"_s, directory.symbol(player) },
                { u"kind"_s, figure.value(u"kind"_s).toString() },
                { u"ghosts"_s, figure.value(u"ghosts"_s).toInt() },
            });
        }
        rows.append(row);
    }
    std::stable_sort(rows.begin(), rows.end(), [&order](const Row &a, const Row &b) {
        const int unknown = std::numeric_limits<int>::max();
        return order.value(a.featureId, unknown) < order.value(b.featureId, unknown);
    });
    return rows;
}
