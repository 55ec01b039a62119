// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringList>

#include <optional>

/**
 * @brief `meeple-ledger-cli club setup|add-table NAME|add-organiser NAME --server ADDRESS`: makes a PostgreSQL database
 * a club server and gives each laptop and organiser its login, with a superuser's connection.
 */
class ClubCommand
{
public:
    /** @brief Runs the command when @p arguments (the program's, with its name) ask for it; else nothing. */
    [[nodiscard]] static std::optional<int> run(const QStringList &arguments);
};
