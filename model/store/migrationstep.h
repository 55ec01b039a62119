// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <optional>

namespace ml {

/** @brief One schema migration: the version it leads to and the work, run inside one transaction. */
struct MigrationStep {
    /** @brief The `PRAGMA user_version` the library has once this step is committed. */
    int toVersion = 0;
    /** @brief What the step changes, for error messages ("add profiles and undo state"). */
    QString summary;
    /** @brief Runs the statements on the open transaction; returns an error message, or nothing on success. */
    std::function<std::optional<QString>(QSqlDatabase &db)> apply;
};

} // namespace ml
