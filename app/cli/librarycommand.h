// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringList>

#include <optional>

/**
 * @brief `meeple-ledger-cli library --library FILE import RECORD…|list [--json]|export ID [OUT]|name [NAME]|backup
 * OUT|restore IN|csv [--finished] [ID…] [OUT]`: the game library without the app.
 */
class LibraryCommand
{
public:
    /** @brief Runs the command when @p arguments (the program's, with its name) ask for it; else nothing. */
    [[nodiscard]] static std::optional<int> run(const QStringList &arguments);
};
