// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringList>

#include <optional>

/**
 * @brief `meeple-ledger-cli league --library FILE [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv OUT]`: the
 * league table of a season's finished games, ranked by rating; docs/league.md.
 *
 * The games come from a library's summary rows as ml::FinishedGame values; a club server's pull gives the same values,
 * so another source of games changes where they are read and nothing after.
 */
class LeagueCommand
{
public:
    /** @brief Runs the command when @p arguments (the program's, with its name) ask for it; else nothing. */
    [[nodiscard]] static std::optional<int> run(const QStringList &arguments);
};
