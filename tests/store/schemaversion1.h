// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringList>

/** @brief Schema version 1, frozen as it shipped: games and their events, no profiles, no redo history. */
inline QStringList schemaVersion1Sql()
{
    return {
        QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, header TEXT NOT NULL, created_at TEXT NOT NULL, "
                       "updated_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE events (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
                       "seq INTEGER NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX games_updated ON games(updated_at)"),
        QStringLiteral("PRAGMA application_id = 1296843847"),
        QStringLiteral("PRAGMA user_version = 1"),
    };
}
