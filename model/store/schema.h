// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "migrationstep.h"

#include <QList>
#include <QStringList>

namespace ml {

/**
 * @brief The library's SQLite schema: the tables of the first version and the migration steps from there.
 *
 * The schema is written once, in the steps: a fresh library is made from firstStatements() by every step, in one
 * transaction, and an older one climbs the steps it lacks. The migration test builds older versions with their own
 * frozen SQL and proves both roads end at the same tables, columns and indexes.
 */
class Schema
{
public:
    /** @brief The `PRAGMA user_version` this build writes; a higher one is refused. */
    static constexpr int CurrentVersion = 8;
    /** @brief The `PRAGMA application_id` marking a file as a Meeple Ledger library ("MLDG"). */
    static constexpr int ApplicationId = 0x4D4C4447;

    /** @brief A new random UUID in its usual text form, without braces (a game's, a profile's, a library's id). */
    [[nodiscard]] static QString newUuid();
    /** @brief An SQL expression for a new game's id: above every id a game ever had, deleted ones too. */
    [[nodiscard]] static QString nextGameId();
    /** @brief The statements that create the tables and index of version 1, the first; the steps build on them. */
    [[nodiscard]] static QStringList firstStatements();
    /** @brief The migration steps, oldest first; a library at version v runs every step with toVersion > v. */
    [[nodiscard]] static QList<MigrationStep> migrations();
};

} // namespace ml
