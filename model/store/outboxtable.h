// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "result.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace ml {

class Database;

/** @brief One game the library owes the club server: as it is in the library now, at one revision. */
struct OwedGame {
    QString uuid;
    qint64 revision = 0;
    /** @brief The game was deleted here; the server is owed its deletion. */
    bool deleted = false;
    /** @brief The record without events (format, players, expansions…) and without its `game` object. */
    QJsonObject header;
    QJsonArray events;
    /** @brief When the game started, ISO 8601 UTC. */
    QString created;
    /** @brief The head of the events' hash chain (EventChain): the same value for the same history anywhere. */
    QByteArray chainHead;
    /**
     * @brief Set when the game's events were changed outside the app (their hash chain breaks): why, in a sentence.
     * Such a game is not sent; it stays owed.
     */
    QString damaged;
};

/**
 * @brief The outbox: what the library owes the club server, one row per game whose change the server has not yet
 * confirmed, keyed by the game's UUID so that a deleted game stays owed after its row is gone.
 *
 * Triggers on `games` write it in the transaction of every change (create, append, undo, redo, import, delete,
 * restore), so no path can forget it; the club's sync worker reads it and clears what the server committed. Every
 * function names what it does in its errors with @p what, the caller's words.
 */
class OutboxTable
{
public:
    /** @brief The statements that create the table and its triggers. */
    [[nodiscard]] static QStringList createStatements();
    /** @brief Every game owed, each read with its events in effect from one snapshot of the library. */
    [[nodiscard]] static Result<QList<OwedGame>> owed(Database &database, const Phrase &what);
    /**
     * @brief Clears @p game once the server holds it; a game changed since (a newer revision) stays owed. Returns
     * whether the row was cleared.
     */
    [[nodiscard]] static Result<bool> clear(Database &database, const OwedGame &game, const Phrase &what);
    /**
     * @brief Owes the server again every game that @p held (game UUID → revision) lacks or holds at another revision
     * and that is not owed already; returns how many games became owed.
     */
    [[nodiscard]] static Result<int> oweWhatIsLacking(Database &database, const QHash<QString, qint64> &held,
                                                      const Phrase &what);
};

} // namespace ml
