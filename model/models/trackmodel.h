// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QAbstractListModel>
#include <QJsonObject>
#include <QList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/** @brief The scoring track: fifty rows, spaces 0–49, each with the scoring figures and robbers standing on it. */
class TrackModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TrackModel belongs to a GameSession: use AppState.session.track")

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        SpaceRole = Qt::UserRole + 1,
        DarkRole,
        FiguresRole,
    };
    Q_ENUM(Role)

    /** @brief Spaces on one lap of the track. */
    static constexpr int Spaces = 50;

    /** @brief The empty track. */
    explicit TrackModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** @brief Puts the figures of the replay @p output of @p record on the track; dataChanged on the spaces that
     * changed. */
    void update(const QJsonObject &record, const QJsonObject &output);
    /** @brief Empties every space (the game was closed). */
    void clear();
    /** @brief The figures on @p space (0–49), as the `figures` role gives them. */
    [[nodiscard]] Q_INVOKABLE QVariantList figuresOn(int space) const;

private:
    QList<QVariantList> m_figures;
};
