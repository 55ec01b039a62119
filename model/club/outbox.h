// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"
#include "outboxtable.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace ml {

class Database;

/**
 * @brief What a game library owes the club server: its `outbox` rows (written by the library's own transactions),
 * read and cleared through a connection of its own, in the thread that made the Outbox.
 */
class Outbox
{
    Q_DECLARE_TR_FUNCTIONS(Outbox)

public:
    /** @brief One game owed: as it is in the library now, at one revision (the store's OutboxTable reads it). */
    using Owed = OwedGame;

    /** @brief The library at @p path, not yet opened. */
    explicit Outbox(const QString &path);
    ~Outbox();
    Outbox(const Outbox &) = delete;
    Outbox &operator=(const Outbox &) = delete;

    /** @brief Opens the library (as GameLibrary would: created, checked, migrated). */
    [[nodiscard]] ClubResult<bool> open();
    /** @brief The library's device id and name. */
    [[nodiscard]] ClubResult<std::pair<QString, QString>> device() const;
    /** @brief Every game owed, each read with its events from one snapshot of the library. */
    [[nodiscard]] ClubResult<QList<Owed>> owed() const;
    /**
     * @brief Clears @p owed once the server holds it; a game changed since (a newer revision) stays owed. Returns
     * whether the row was cleared.
     */
    [[nodiscard]] ClubResult<bool> markPushed(const Owed &owed);
    /**
     * @brief Owes the server again every game of this library that @p held (game UUID → revision, what the server
     * holds of this device) lacks or holds at another revision: a new or recreated club server, or one restored from
     * an older backup, gets every game it does not have although the outbox was cleared for another. Returns how
     * many games became owed.
     */
    [[nodiscard]] ClubResult<int> oweWhatTheServerLacks(const QHash<QString, qint64> &held);

private:
    std::unique_ptr<Database> m_database;
};

} // namespace ml
