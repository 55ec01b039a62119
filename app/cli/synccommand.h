// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringList>

#include <optional>

/** @brief `meeple-ledger-cli sync --library FILE --server URL`: one sync pass with the club server. */
class SyncCommand
{
public:
    /** @brief Runs the command when @p arguments (the program's, with its name) ask for it; else nothing. */
    [[nodiscard]] static std::optional<int> run(const QStringList &arguments);
};
