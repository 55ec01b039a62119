// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "playerdirectory.h"
#include "tablechange.h"

#include <QAbstractListModel>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/** @brief One row per player of the open game, in seating order: score, scoring figures, supply, prisoners. */
class PlayersModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PlayersModel belongs to a GameSession: use AppState.session.players")

    /** @brief The number of players. */
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        PlayerIdRole = Qt::UserRole + 1,
        NameRole,
        ColorRole,
        SymbolRole,
        ScoreRole,
        MeeplePositionRole,
        MessengerPositionRole,
        RobberSpaceRole,
        IsActiveRole,
        SupplyMeeplesRole,
        SupplyGuardsRole,
        SupplyRingmasterRole,
        SupplyFloorsRole,
        RobberInSupplyRole,
        PrisonersRole,
        GhostsOnFiguresRole,
        FiguresOnBoardRole,
        RankRole,
        MeepleSpaceRole, ///< the track space of the scoring meeple (its points round the track)
        MeepleLapsRole, ///< how many times it went round the track
        MessengerSpaceRole,
        MessengerLapsRole,
        /** The figures of The Abbot, Inns and Cathedrals, Traders and Builders in play: [{kind, count}]. */
        SupplyOthersRole,
        /** Traders and Builders: [{goods, count, leads}], leads when the player holds the most of that kind. */
        GoodsRole,
    };
    Q_ENUM(Role)

    /** @brief An empty model: no game open. */
    explicit PlayersModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /**
     * @brief Shows @p players at the engine's @p table; @p change is what differs from the table shown before.
     *
     * The same players in the same order only change values: when the change touches players, figures or the turn,
     * dataChanged on the rows that differ (a score can move other players' ranks). Other players reset the model.
     */
    void update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The row of @p playerId, -1 when not a player. */
    [[nodiscard]] Q_INVOKABLE int rowOf(const QString &playerId) const;

Q_SIGNALS:
    /** @brief count changed. */
    void countChanged();

private:
    struct Row {
        QString playerId;
        QString name;
        QColor color;
        QString symbol;
        int score = 0;
        int meeplePosition = 0;
        int messengerPosition = -1;
        int robberSpace = -1;
        bool isActive = false;
        int supplyMeeples = 0;
        int supplyGuards = 0;
        int supplyRingmaster = 0;
        int supplyFloors = 0;
        bool robberInSupply = false;
        QVariantList prisoners;
        int ghostsOnFigures = 0;
        int figuresOnBoard = 0;
        int rank = 1;
        QVariantList supplyOthers;
        QVariantList goods;

        bool operator==(const Row &other) const = default;
    };

    [[nodiscard]] static QList<Row> rowsFor(const PlayerDirectory &players, const ml::GameState &table);
    [[nodiscard]] static QList<int> changedRoles(const Row &before, const Row &after);

    QList<Row> m_rows;
};
