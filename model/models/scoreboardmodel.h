// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rules.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

/** @brief One row per player of a replayed `meeple-ledger/1` record: score and scoring figures on the track. */
class ScoreboardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /** @brief Why the last record was refused ("event 3 (turn): reason"); empty when it was accepted. */
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    /** @brief Whether the loaded record has reached its `end` event. */
    Q_PROPERTY(bool finished READ finished NOTIFY finishedChanged)

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        PlayerIdRole = Qt::UserRole + 1,
        NameRole,
        ColorRole,
        ScoreRole,
        MeeplePositionRole,
        MessengerPositionRole,
        SpaceRole,
        LapsRole,
    };
    Q_ENUM(Role)

    /** @brief Spaces on one lap of the scoring track. */
    static constexpr int TrackLength = ml::rules::TrackSpaces;

    /** @brief An empty scoreboard: no record loaded. */
    explicit ScoreboardModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** @brief The refusal text of the last load, empty after a successful one. */
    [[nodiscard]] QString errorMessage() const;
    /** @brief True when the loaded record is a finished game. */
    [[nodiscard]] bool finished() const;

    /** @brief Reads and replays a record file (a path or a file: URL); false, with errorMessage set, if refused. */
    Q_INVOKABLE bool loadRecordFile(const QString &path);
    /** @brief Replays a record given as JSON text; false, with errorMessage set, if refused. */
    Q_INVOKABLE bool loadRecordJson(const QString &json);

Q_SIGNALS:
    /** @brief errorMessage changed. */
    void errorMessageChanged();
    /** @brief finished changed. */
    void finishedChanged();

private:
    struct Row {
        QString playerId;
        QString name;
        QString color;
        int score = 0;
        int meeplePosition = 0;
        int messengerPosition = -1;
    };

    bool load(const QByteArray &json);
    void setErrorMessage(const QString &message);
    void setFinished(bool finished);

    QList<Row> m_rows;
    QString m_errorMessage;
    bool m_finished = false;
};
