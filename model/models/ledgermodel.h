// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "ledgerexplainer.h"
#include "playerdirectory.h"

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QtQml/qqmlregistration.h>

/** @brief Every payout of the open game in order, with the rule behind it explained in the current language. */
class LedgerModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LedgerModel belongs to a GameSession: use AppState.session.ledger")

    /** @brief Only this player's payouts (a player id), or every payout when empty. */
    Q_PROPERTY(QString playerFilter READ playerFilter WRITE setPlayerFilter NOTIFY playerFilterChanged)
    /** @brief The number of rows shown (after the filter). */
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    /** @brief The roles QML reads by name (see roleNames()). */
    enum Role {
        EventRole = Qt::UserRole + 1,
        PlayerIdRole,
        PlayerNameRole,
        ColorRole,
        PointsRole,
        FigureRole,
        FigureNameRole,
        RuleRole,
        RuleNameRole,
        ExplanationRole,
        FromRole,
        ToRole,
        FeatureRole,
        DetailRole,
        SymbolRole,
        EntryIndexRole,
    };
    Q_ENUM(Role)

    /** @brief An empty ledger. */
    explicit LedgerModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /** @brief The player filter (a player id, or empty for all). */
    [[nodiscard]] QString playerFilter() const;
    /** @brief Shows only @p playerId's payouts; empty shows all. */
    void setPlayerFilter(const QString &playerId);

    /**
     * @brief Shows the ledger of the replay @p output of @p record.
     *
     * Entries appended at the end are inserted, entries gone from the end (undo) removed; rows before the first
     * difference stay untouched, and only the entries of events after the ones both records share are compared
     * (the engine only ever appends to the ledger). Other players (another game) reset the model.
     * @p sharedEvents is how many leading events @p record has in common with the record of the last update, when
     * the caller knows it (an undo, a redo or an append changes the last event only); -1 compares the records.
     */
    void update(const QJsonObject &record, const QJsonObject &output, qsizetype sharedEvents = -1);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The language changed: dataChanged on the translated roles of every row. */
    void retranslate();

    /** @brief The engine's ledger entry shown in @p row (with its `detail`); empty for a row out of range. */
    [[nodiscard]] QJsonObject entry(int row) const;
    /** @brief The same explanation as the `explanation` role, in @p language ("de", "fr"…; empty means English). */
    Q_INVOKABLE QString explainIn(int row, const QString &language) const;
    /** @brief The name of the rule behind the entry in @p row, in @p language: the title of its explanation. */
    Q_INVOKABLE QString ruleNameIn(int row, const QString &language) const;
    /** @brief The entry shown in @p row as a map of every role (for the dispute view); empty when out of range. */
    Q_INVOKABLE QVariantMap get(int row) const;

Q_SIGNALS:
    /** @brief playerFilter changed. */
    void playerFilterChanged();
    /** @brief count changed. */
    void countChanged();

private:
    /** One ledger entry with the fields every update reads. */
    struct Entry {
        QJsonObject object;
        int event = 0;
        QString player;
    };

    [[nodiscard]] static Entry entryOf(const QJsonValue &value);
    [[nodiscard]] bool shows(const Entry &entry) const;
    [[nodiscard]] QList<int> visibleRows(const QList<Entry> &entries, qsizetype from = 0) const;
    void resetTo(const QJsonArray &ledger);

    PlayerDirectory m_players;
    ml::LedgerExplainer m_explainer;
    /** The events of the record the ledger belongs to. */
    QJsonArray m_events;
    QList<Entry> m_entries;
    /** Index into m_entries of each row shown. */
    QList<int> m_visible;
    QString m_playerFilter;
};
