// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "playersmodel.h"

#include "rules.h"
#include "tradersmodule.h"

#include <QVariantMap>

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
    case MeepleSpaceRole:
        return ml::rules::trackSpace(row.meeplePosition);
    case MeepleLapsRole:
        return ml::rules::trackLaps(row.meeplePosition);
    case MessengerSpaceRole:
        return ml::rules::trackSpace(row.messengerPosition);
    case MessengerLapsRole:
        return ml::rules::trackLaps(row.messengerPosition);
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
    case SupplyOthersRole:
        return row.supplyOthers;
    case GoodsRole:
        return row.goods;
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
        { MeepleSpaceRole, "meepleSpace" },
        { MeepleLapsRole, "meepleLaps" },
        { MessengerSpaceRole, "messengerSpace" },
        { MessengerLapsRole, "messengerLaps" },
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
        { SupplyOthersRole, "supplyOthers" },
        { GoodsRole, "goods" },
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

void PlayersModel::update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change)
{
    bool samePlayers = players.players().size() == m_rows.size();
    for (int row = 0; samePlayers && row < m_rows.size(); ++row)
        samePlayers = players.players().at(row).id == m_rows.at(row).playerId;
    if (samePlayers && change.players.isEmpty() && change.figures.isEmpty() && !change.turnMoved)
        return;
    QList<Row> rows = rowsFor(players, table);
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

QList<PlayersModel::Row> PlayersModel::rowsFor(const PlayerDirectory &directory, const ml::GameState &table)
{
    const bool messengers = table.has(ml::Expansion::Messengers);
    const bool robbers = table.has(ml::Expansion::Robbers);
    QList<Row> rows;
    for (const PlayerDirectory::Player &player : directory.players()) {
        Row row;
        row.playerId = player.id;
        row.name = player.name;
        row.color = player.color;
        row.symbol = player.symbol;
        const int seat = int(rows.size());
        if (seat < table.playerCount()) {
            const ml::PlayerState &state = table.players.at(seat);
            row.score = table.score(seat);
            row.meeplePosition = state.position[0];
            row.messengerPosition = messengers ? state.position[1] : -1;
            row.robberSpace = robbers ? state.robber : -1;
            // Once the game has ended nobody is playing any more.
            row.isActive = !table.finished && table.active == seat;
            row.supplyMeeples = state.supply[std::size_t(ml::FigureKind::Meeple)];
            row.supplyGuards = state.supply[std::size_t(ml::FigureKind::Guard)];
            row.supplyRingmaster = state.supply[std::size_t(ml::FigureKind::Ringmaster)];
            row.supplyFloors = state.floors;
            for (ml::FigureKind kind :
                 { ml::FigureKind::Abbot, ml::FigureKind::Large, ml::FigureKind::Builder, ml::FigureKind::Pig }) {
                if (table.has(*ml::requiredExpansion(kind)))
                    row.supplyOthers.append(QVariantMap { { u"kind"_s, ml::toString(kind) },
                                                          { u"count"_s, state.supply[std::size_t(kind)] } });
            }
            if (table.has(ml::Expansion::Traders)) {
                const std::array<bool, ml::GoodsCount> leads = ml::leadsGoods(table, seat);
                for (int g = 0; g < ml::GoodsCount; ++g)
                    row.goods.append(QVariantMap { { u"goods"_s, ml::toString(ml::Goods(g)) },
                                                   { u"count"_s, state.goods[std::size_t(g)] },
                                                   { u"leads"_s, leads[std::size_t(g)] } });
            }
            row.robberInSupply = robbers && state.robber < 0;
            for (const ml::Prisoner &prisoner : state.prisoners) {
                const QString owner = table.players.value(prisoner.owner).id;
                row.prisoners.append(QVariantMap {
                    { u"figure"_s, prisoner.figure },
                    { u"owner"_s, owner },
                    { u"ownerName"_s, directory.name(owner) },
                    { u"kind"_s, ml::toString(prisoner.kind) },
                });
            }
        }
        rows.append(row);
    }
    // The figures on the board, in one pass for all players.
    for (const ml::Figure &figure : table.figures) {
        if (figure.owner < 0 || figure.owner >= rows.size())
            continue;
        ++rows[figure.owner].figuresOnBoard;
        rows[figure.owner].ghostsOnFigures += figure.ghosts;
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
    check(before.meeplePosition != after.meeplePosition, { MeeplePositionRole, MeepleSpaceRole, MeepleLapsRole });
    check(before.messengerPosition != after.messengerPosition,
          { MessengerPositionRole, MessengerSpaceRole, MessengerLapsRole });
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
    check(before.supplyOthers != after.supplyOthers, { SupplyOthersRole });
    check(before.goods != after.goods, { GoodsRole });
    return roles;
}
