// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "csvwriter.h"

#include <tuple>

using namespace Qt::StringLiterals;

namespace ml {

QString CsvWriter::field(const QString &text)
{
    // A spreadsheet runs a cell that begins with = + - @ (or a tab or CR before one) as a formula: a player named
    // "=HYPERLINK(…)" must stay a name. Such text, unless it is a plain number (a negative score), gets a leading
    // apostrophe, which spreadsheets show as text and hide (OWASP, "CSV Injection").
    static const QString formulaStart = u"=+-@\t\r"_s;
    bool number = false;
    const bool formula = !text.isEmpty() && formulaStart.contains(text.front());
    if (formula)
        std::ignore = text.toDouble(&number);
    const QString shown = formula && !number ? u'\'' + text : text;
    if (!shown.contains(u',') && !shown.contains(u'"') && !shown.contains(u'\n') && !shown.contains(u'\r'))
        return shown;
    return u'"' + QString(shown).replace(u"\""_s, u"\"\""_s) + u'"';
}

QString CsvWriter::row(const QStringList &fields)
{
    QStringList written;
    written.reserve(fields.size());
    for (const QString &text : fields)
        written.append(field(text));
    return written.join(u',') + u"\r\n"_s;
}

QByteArray CsvWriter::file(const QStringList &columns, const QList<QStringList> &rows)
{
    QString text = row(columns);
    for (const QStringList &fields : rows)
        text += row(fields);
    return text.toUtf8();
}

} // namespace ml
