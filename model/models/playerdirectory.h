// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QColor>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

/**
 * @brief The players of a record as the table sees them: seat, name, colour and a symbol.
 *
 * The symbol (a shape name) goes with the colour everywhere a player is shown, so that colour is never the
 * only cue.
 */
class PlayerDirectory
{
public:
    /** @brief One seat at the table. */
    struct Player {
        QString id;
        QString name;
        QColor color;
        QString symbol;
        int seat = 0;
    };

    /** @brief No players. */
    PlayerDirectory() = default;
    /** @brief The players of @p record (its `players` array), in seating order. */
    explicit PlayerDirectory(const QJsonObject &record);

    /** @brief The players in seating order. */
    [[nodiscard]] const QList<Player> &players() const { return m_players; }
    /** @brief The player ids in seating order. */
    [[nodiscard]] QStringList ids() const;
    /** @brief True when @p id is one of the players. */
    [[nodiscard]] bool contains(const QString &id) const { return m_seats.contains(id); }
    /** @brief The name of @p id, or @p id itself when unknown. */
    [[nodiscard]] QString name(const QString &id) const;
    /** @brief The colour of @p id; an invalid colour when unknown. */
    [[nodiscard]] QColor color(const QString &id) const;
    /** @brief The symbol of @p id; empty when unknown. */
    [[nodiscard]] QString symbol(const QString &id) const;
    /** @brief Names by player id, as ml::LedgerExplainer wants them. */
    [[nodiscard]] QHash<QString, QString> names() const;

    /** @brief The symbol of a seat: a shape name ("circle", "square", …). */
    [[nodiscard]] static QString symbolForSeat(int seat);
    /** @brief A colour from the record's free text ("red", "grey", "#c0392b"), a distinct default if unreadable. */
    [[nodiscard]] static QColor colorFromText(const QString &text, int seat);

private:
    QList<Player> m_players;
    QHash<QString, int> m_seats;
};
