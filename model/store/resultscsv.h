// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace ml {

/**
 * @brief The results of games as CSV: one row per player per game, written by CsvWriter (RFC 4180). docs/storage.md
 * names the columns.
 */
class ResultsCsv
{
public:
    /** @brief The header row's column names, in order: the fixed ones, then one per PointSources group. */
    [[nodiscard]] static QStringList columns();
    /** @brief The whole file: the header row and one row per result. */
    [[nodiscard]] static QByteArray write(const QList<GameLibrary::ResultRow> &rows);
};

} // namespace ml
