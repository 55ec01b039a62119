// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QAbstractListModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/** @brief One row per feature on the board of the open game, in the order the features were first occupied. */
class FeaturesModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("FeaturesModel belongs to a GameSession: use AppState.session.features")

    /** @brief The number of features on the board. */
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        FeatureIdRole = Qt::UserRole + 1,
        TypeRole,
        TypeNameRole,
        FiguresRole,
        FloorsRole,
        IsOpenRole,
        CanScoreRole,
        IsPyramidCompleteRole,
    };
    Q_ENUM(Role)

    /** @brief An empty board. */
    explicit FeaturesModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /**
     * @brief Shows the board of the replay @p output of @p record.
     *
     * Features gone from the board are removed, new ones inserted and changed ones updated (dataChanged); only a
     * change of the order of features that stay on the board (a merge that joins an older feature) resets the model.
     * @p sharedEvents is how many leading events @p record has in common with the record of the last update, when
     * the caller knows it (an undo, a redo or an append changes the last event only); -1 compares the records.
     */
    void update(const QJsonObject &record, const QJsonObject &output, qsizetype sharedEvents = -1);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The language changed: dataChanged on the translated roles of every row. */
    void retranslate();
    /** @brief The row of @p featureId, -1 when it is not on the board. */
    [[nodiscard]] Q_INVOKABLE int rowOf(const QString &featureId) const;

Q_SIGNALS:
    /** @brief count changed. */
    void countChanged();

private:
    struct Row {
        QString featureId;
        QString type;
        QVariantList figures;
        int floors = 0;
        /** When the feature was first occupied (the sort key). */
        int order = 0;
        /** The board's feature object and its figures' objects the row was made from. */
        QJsonObject source;
        QList<QJsonObject> figureSources;
        [[nodiscard]] bool sameShown(const Row &other) const
        {
            return featureId == other.featureId && type == other.type && floors == other.floors
                && figures == other.figures;
        }
    };
    /** The order @p id had before event @p event changed it (-1: none), to take the change back on an undo. */
    struct OrderChange {
        int event = 0;
        QString id;
        int before = -1;
    };

    void followEvents(const QJsonArray &events, qsizetype sharedEvents);
    [[nodiscard]] QList<Row> rowsFor(const QJsonObject &record, const QJsonObject &output) const;
    void setRows(QList<Row> rows);

    QList<Row> m_rows;
    /** The events m_order was worked out from. */
    QJsonArray m_events;
    /** The event index at which each feature id was first occupied (a merged feature: the earliest of its parts). */
    QHash<QString, int> m_order;
    QList<OrderChange> m_orderChanges;
    /** The record's players the figures' names and colours were taken from. */
    QJsonArray m_players;
};
