// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "playersmodel.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

PlayersModel::PlayersModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case PlayerIdRole:
        return row.playerId;
    case ColorRole:
        return row.color;
    case SymbolRole:
        return row.symbol;
    case ScoreRole:
        return row.score;
    case MeeplePositionRole:
        return row.meeplePosition;
    case MessengerPositionRole:
        return row.messengerPosition;
    case RobberSpaceRole:
        return row.robberSpace;
    case IsActiveRole:
        return row.isActive;
    case SupplyMeeplesRole:
        return row.supplyMeeples;
    case SupplyGuardsRole:
        return row.supplyGuards;
    case SupplyRingmasterRole:
        return row.supplyRingmaster;
    case SupplyFloorsRole:
        return row.supplyFloors;
    case RobberInSupplyRole:
        return row.robberInSupply;
    case PrisonersRole:
        return row.prisoners;
    case GhostsOnFiguresRole:
        return row.ghostsOnFigures;
    case FiguresOnBoardRole:
        return row.figuresOnBoard;
    case RankRole:
        return row.rank;
    }
    return {};
}

QHash<int, QByteArray> PlayersModel::roleNames() const
{
    return {
        { PlayerIdRole, "playerId" },
        { NameRole, "name" },
        { ColorRole, "color" },
        { SymbolRole, "symbol" },
        { ScoreRole, "score" },
        { MeeplePositionRole, "meeplePosition" },
        { MessengerPositionRole, "messengerPosition" },
        { RobberSpaceRole, "robberSpace" },
        { IsActiveRole, "isActive" },
        { SupplyMeeplesRole, "supplyMeeples" },
        { SupplyGuardsRole, "supplyGuards" },
        { SupplyRingmasterRole, "supplyRingmaster" },
        { SupplyFloorsRole, "supplyFloors" },
        { RobberInSupplyRole, "robberInSupply" },
        { PrisonersRole, "prisoners" },
        { GhostsOnFiguresRole, "ghostsOnFigures" },
        { FiguresOnBoardRole, "figuresOnBoard" },
        { RankRole, "rank" },
    };
}

int PlayersModel::rowOf(const QString &playerId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).playerId == playerId)
            return row;
    }
    return -1;
}

void PlayersModel::update(const QJsonObject &record, const QJsonObject &output)
{
    QList<Row> rows = rowsFor(record, output);
    bool samePlayers = rows.size() == m_rows.size();
    for (int row = 0; samePlayers && row < rows.size(); ++row)
        samePlayers = rows.at(row).playerId == m_rows.at(row).playerId;

    if (!samePlayers) {
        const bool countChanges = rows.size() != m_rows.size();
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        if (countChanges)
            Q_EMIT countChanged();
        return;
    }
    for (int row = 0; row < rows.size(); ++row) {
        const QList<int> roles = changedRoles(m_rows.at(row), rows.at(row));
        if (roles.isEmpty())
            continue;
        m_rows[row] = rows.at(row);
        Q_EMIT dataChanged(index(row), index(row), roles);
    }
}

void PlayersModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    Q_EMIT countChanged();
}

QList<PlayersModel::Row> PlayersModel::rowsFor(const QJsonObject &record, const QJsonObject &output)
{
    const PlayerDirectory directory(record);
    const QJsonObject scores = output.value(u"scores"_s).toObject();
    const QJsonObject figures = output.value(u"figures"_s).toObject();
    const QJsonObject robbers = output.value(u"robbers"_s).toObject();
    const QJsonObject supplies = output.value(u"supplies"_s).toObject();
    const QJsonObject prisoners = output.value(u"prisoners"_s).toObject();
    const QJsonObject board = output.value(u"board"_s).toObject().value(u"figures"_s).toObject();
    const QString active = output.value(u"activePlayer"_s).toString();

    QList<Row> rows;
    QHash<QString, qsizetype> seats;
    for (const PlayerDirectory::Player &player : directory.players()) {
        seats.insert(player.id, rows.size());
        Row row;
        row.playerId = player.id;
        row.name = player.name;
        row.color = player.color;
        row.symbol = player.symbol;
        row.score = scores.value(player.id).toInt();
        const QJsonObject track = figures.value(player.id).toObject();
        row.meeplePosition = track.value(u"meeple"_s).toInt();
        row.messengerPosition = track.value(u"messenger"_s).toInt(-1);
        row.robberSpace = robbers.value(player.id).toInt(-1);
        row.isActive = player.id == active;
        const QJsonObject supply = supplies.value(player.id).toObject();
        row.supplyMeeples = supply.value(u"meeple"_s).toInt();
        row.supplyGuards = supply.value(u"guard"_s).toInt();
        row.supplyRingmaster = supply.value(u"ringmaster"_s).toInt();
        row.supplyFloors = supply.value(u"floors"_s).toInt();
        row.robberInSupply = supply.value(u"robber"_s).toBool();
        for (const QJsonValue &held : prisoners.value(player.id).toArray()) {
            const QJsonObject prisoner = held.toObject();
            const QString owner = prisoner.value(u"owner"_s).toString();
            row.prisoners.append(QVariantMap {
                { u"figure"_s, prisoner.value(u"figure"_s).toString() },
                { u"owner"_s, owner },
                { u"ownerName"_s, directory.name(owner) },
                { u"kind"_s, prisoner.value(u"kind"_s).toString() },
            });
        }
        rows.append(row);
    }
    // The figures on the board, in one pass for all players.
    for (auto it = board.begin(); it != board.end(); ++it) {
        const QJsonObject figure = it.value().toObject();
        const qsizetype seat = seats.value(figure.value(u"player"_s).toString(), -1);
        if (seat < 0)
            continue;
        ++rows[seat].figuresOnBoard;
        rows[seat].ghostsOnFigures += figure.value(u"ghosts"_s).toInt();
    }
    // Ties share a place: a player's rank is one more than the number of players ahead of them.
    for (Row &row : rows) {
        row.rank = 1;
        for (const Row &other : std::as_const(rows))
            row.rank += other.score > row.score ? 1 : 0;
    }
    return rows;
}

QList<int> PlayersModel::changedRoles(const Row &before, const Row &after)
{
    QList<int> roles;
    auto check = [&roles](bool differs, std::initializer_list<int> affected) {
        if (differs)
            roles.append(affected);
    };
    check(before.name != after.name, { NameRole, Qt::DisplayRole });
    check(before.color != after.color, { ColorRole });
    check(before.symbol != after.symbol, { SymbolRole });
    check(before.score != after.score, { ScoreRole });
    check(before.meeplePosition != after.meeplePosition, { MeeplePositionRole });
    check(before.messengerPosition != after.messengerPosition, { MessengerPositionRole });
    check(before.robberSpace != after.robberSpace, { RobberSpaceRole });
    check(before.isActive != after.isActive, { IsActiveRole });
    check(before.supplyMeeples != after.supplyMeeples, { SupplyMeeplesRole });
    check(before.supplyGuards != after.supplyGuards, { SupplyGuardsRole });
    check(before.supplyRingmaster != after.supplyRingmaster, { SupplyRingmasterRole });
    check(before.supplyFloors != after.supplyFloors, { SupplyFloorsRole });
    check(before.robberInSupply != after.robberInSupply, { RobberInSupplyRole });
    check(before.prisoners != after.prisoners, { PrisonersRole });
    check(before.ghostsOnFigures != after.ghostsOnFigures, { GhostsOnFiguresRole });
    check(before.figuresOnBoard != after.figuresOnBoard, { FiguresOnBoardRole });
    check(before.rank != after.rank, { RankRole });
    return roles;
}
