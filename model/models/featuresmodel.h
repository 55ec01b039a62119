// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "featurenotes.h"
#include "playerdirectory.h"
#include "tablechange.h"
#include <QAbstractListModel>

#include <QList>
#include <QSet>
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
        /** The name the players gave the feature ("the river city"), "" when they gave none. */
        GivenNameRole,
        /** What the players may note on it (ml::markOf()): `inn` on a road, `cathedral` on a city, else "". */
        MarkRole,
        /** Whether they noted it, on this feature or on one joined into it (GameSession::markFeature()). */
        MarkedRole,
    };
    Q_ENUM(Role)

    /** @brief An empty board. */
    explicit FeaturesModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /**
     * @brief Shows the board of the engine's @p table, the figures named after @p players; @p change is what differs
     * from the table shown before.
     *
     * Only the features the change names (and those of the figures it names) are looked at: features gone from the
     * board are removed, new ones inserted where their order puts them, changed ones updated (dataChanged), and a
     * feature whose order changed (a merge that joins an older feature) moves. Other players rebuild the model.
     */
    void update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The language changed: dataChanged on the translated roles of every row. */
    void retranslate();
    /** @brief The names the players gave features (GameLog::featureNames()), by feature order: GivenNameRole. */
    void setNames(const QHash<int, ml::FeatureName> &names);
    /** @brief The features on the board that hold a mark the players noted (GameSession's, by record id): MarkedRole.
     */
    void setMarked(const QSet<QString> &featureIds);
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
        /** When the feature was first occupied (the engine's order, the sort key). */
        int order = 0;
        /** The flag the players may note on it (ml::markOf()), or empty. */
        QString mark;

        [[nodiscard]] bool sameShown(const Row &other) const
        {
            return featureId == other.featureId && type == other.type && floors == other.floors
                && figures == other.figures && mark == other.mark;
        }
    };

    [[nodiscard]] static Row rowFor(const PlayerDirectory &players, const ml::GameState &table,
                                    const ml::Feature &feature);
    void reset(const PlayerDirectory &players, const ml::GameState &table);
    /** The row a feature of @p order goes to. */
    [[nodiscard]] int rowForOrder(int order) const;

    QList<Row> m_rows;
    /** The players' names for features, by order; a row shows the one of its order given under its own id. */
    QHash<int, ml::FeatureName> m_names;
    /** The ids of the features that hold a mark. */
    QSet<QString> m_marked;
    /** The players (id, name, colour, symbol) the figures' names and colours were taken from. */
    QStringList m_players;
};
