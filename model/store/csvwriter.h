// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace ml {

/**
 * @brief CSV as RFC 4180 writes it: CRLF after every row, fields with a comma, a quote or a line break in double
 * quotes, quotes doubled; UTF-8 without a byte order mark. Every CSV the programs write goes through it. Text a
 * spreadsheet would run as a formula (beginning with = + - @, a tab or CR; not a negative number) is written with a
 * leading apostrophe.
 */
class CsvWriter
{
public:
    /** @brief One field as RFC 4180 writes it. */
    [[nodiscard]] static QString field(const QString &text);
    /** @brief One row of @p fields (each written with field()), ended by CRLF. */
    [[nodiscard]] static QString row(const QStringList &fields);
    /** @brief The whole file: the header row @p columns and then @p rows. */
    [[nodiscard]] static QByteArray file(const QStringList &columns, const QList<QStringList> &rows);
};

} // namespace ml
