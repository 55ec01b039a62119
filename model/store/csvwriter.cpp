// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "csvwriter.h"

using namespace Qt::StringLiterals;

namespace ml {

QString CsvWriter::field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    return u'"' + QString(text).replace(u"\""_s, u"\"\""_s) + u'"';
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
