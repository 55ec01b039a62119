// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"
#include "phrase.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

namespace ml {

/**
 * @brief The club server's tables in the PostgreSQL schema `meeple`, created and migrated by the app.
 *
 * Versioned like the library: `meeple.schema_version` holds the version, each step runs in one transaction that
 * also moves it, and a server at a newer version is refused. The tables belong to the role `meeple_organiser`
 * (made by setupStatements()), so a step runs only for a connection whose role is an organiser; a table's
 * laptop connecting to a server that is behind is told to have an organiser connect once.
 */
class ClubSchema
{
    Q_DECLARE_TR_FUNCTIONS(ClubSchema)

public:
    /** @brief The server schema this program writes. */
    static constexpr int CurrentVersion = 4;
    /** @brief The channel every push notifies, with the game's UUID as payload. */
    static constexpr const char *EventsChannel = "meeple_events";

    /**
     * @brief The SQL a superuser runs once in the club's database: the group roles `meeple_club` (every table and
     * organiser) and `meeple_organiser`, and the schema `meeple` the organiser owns. Runs again harmlessly.
     */
    [[nodiscard]] static QStringList setupStatements();
    /** @brief The version the server's schema is at, 0 when it has none yet. */
    [[nodiscard]] static ClubResult<int> version(QSqlDatabase &db);
    /** @brief Creates or migrates the server's schema to CurrentVersion; refuses a newer one. */
    [[nodiscard]] static ClubResult<int> migrate(QSqlDatabase &db);
    /**
     * @brief The error for a failed statement: Unreachable when the connection is gone, else Refused. @p what says
     * what was being done, in the language installed when it is called: the message is said through Sayings, and
     * said again, @p what with it, in the language picked next.
     */
    [[nodiscard]] static ClubError sqlError(const QSqlError &error, const Phrase &what);
    /**
     * @brief The same for a call on @p db that failed: a driver that lost its server closes the connection and may
     * say nothing more (a commit on it fails without an error), which is the server going away.
     */
    [[nodiscard]] static ClubError sqlError(const QSqlDatabase &db, const Phrase &what);
};

} // namespace ml
