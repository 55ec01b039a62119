// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace ml {

/**
 * @brief The results of games as CSV: one row per player per game, RFC 4180 (CRLF, fields with a comma, a quote or a
 * line break in double quotes, quotes doubled), UTF-8 without a byte order mark. docs/storage.md names the columns.
 */
class ResultsCsv
{
public:
    /** @brief The header row's column names, in order: the fixed ones, then one per PointSources group. */
    [[nodiscard]] static QStringList columns();
    /** @brief The whole file: the header row and one row per result. */
    [[nodiscard]] static QByteArray write(const QList<GameLibrary::ResultRow> &rows);
    /** @brief One field as RFC 4180 writes it. */
    [[nodiscard]] static QString field(const QString &text);
};

} // namespace ml
