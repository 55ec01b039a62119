// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"
#include "ledgerexplainer.h"
#include "playerdirectory.h"
#include "tablechange.h"

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>
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
     * @brief Shows the ledger of the engine's @p table, the entries named after @p players; @p change is what differs
     * from the table shown before.
     *
     * Rows of entries from the change's first differing entry on are removed and the table's entries from there
     * inserted at the end, so an appended event inserts its payouts and an undone one removes them; the rows before
     * stay untouched. Other players (another game) reset the model.
     */
    void update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change);
    /** @brief Removes every row (the game was closed). */
    void clear();
    /** @brief The language changed: dataChanged on the translated roles of every row. */
    void retranslate();

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
    /** One ledger entry and the id of the player it pays. */
    struct Entry {
        ml::LedgerEntry entry;
        QString player;
    };

    [[nodiscard]] bool shows(const Entry &entry) const;
    [[nodiscard]] QList<int> visibleRows(const QList<Entry> &entries, qsizetype from = 0) const;
    void resetTo(const ml::GameState &table);
    /** Appends the entries of @p table from @p from on. */
    void appendEntries(const ml::GameState &table, qsizetype from);

    PlayerDirectory m_players;
    ml::LedgerExplainer m_explainer;
    QList<Entry> m_entries;
    /** Index into m_entries of each row shown. */
    QList<int> m_visible;
    QString m_playerFilter;
};

/** @brief A ledger entry of @p table with the engine's keys (`event`, `player`, `points`, `figure`, `rule`, …). */
[[nodiscard]] QVariantMap ledgerEntryMap(const ml::GameState &table, const ml::LedgerEntry &entry);
