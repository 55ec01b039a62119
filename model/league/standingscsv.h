// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "standings.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace ml {

/** @brief A league table as CSV (CsvWriter, RFC 4180): one row per player, in rank order. docs/league.md names the
 * columns. */
class StandingsCsv
{
public:
    /** @brief The header row's column names: the fixed ones, then one per PointSources group. */
    [[nodiscard]] static QStringList columns();
    /** @brief The whole file. */
    [[nodiscard]] static QByteArray write(const QList<Standing> &standings);
};

} // namespace ml
