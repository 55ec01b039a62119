// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "migrationstep.h"

#include <QList>
#include <QStringList>

namespace ml {

/**
 * @brief The library's SQLite schema: the statements of a fresh library and the migrations of older ones.
 *
 * A fresh library is created directly at CurrentVersion; an older one climbs the migration steps. The
 * migration test proves both roads end at the same tables, columns and indexes.
 */
class Schema
{
public:
    /** @brief The `PRAGMA user_version` this build writes; a higher one is refused. */
    static constexpr int CurrentVersion = 6;
    /** @brief The `PRAGMA application_id` marking a file as a Meeple Ledger library ("MLDG"). */
    static constexpr int ApplicationId = 0x4D4C4447;

    /** @brief A new random UUID in its usual text form, without braces (a game's, a profile's, a library's id). */
    [[nodiscard]] static QString newUuid();
    /** @brief An SQL expression for a new game's id: above every id a game ever had, deleted ones too. */
    [[nodiscard]] static QString nextGameId();
    /** @brief The statements that create every table and index of CurrentVersion, in order. */
    [[nodiscard]] static QStringList currentStatements();
    /** @brief The migration steps, oldest first; a library at version v runs every step with toVersion > v. */
    [[nodiscard]] static QList<MigrationStep> migrations();
};

} // namespace ml
