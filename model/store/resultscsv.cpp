// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "resultscsv.h"

#include "csvwriter.h"
#include "pointsources.h"

using namespace Qt::StringLiterals;

namespace ml {

namespace {

QString timeField(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

QStringList ResultsCsv::columns()
{
    return QStringList { u"game"_s,   u"started"_s, u"finished"_s, u"device"_s, u"seat"_s,
                         u"player"_s, u"name"_s,    u"profile"_s,  u"score"_s,  u"place"_s }
    + PointSources::groups();
}

QByteArray ResultsCsv::write(const QList<GameLibrary::ResultRow> &rows)
{
    const QStringList groups = PointSources::groups();
    QList<QStringList> lines;
    lines.reserve(rows.size());
    for (const GameLibrary::ResultRow &row : rows) {
        QStringList fields { row.gameUuid,
                             timeField(row.started),
                             timeField(row.finished),
                             row.device,
                             QString::number(row.seat),
                             row.playerId,
                             row.name,
                             row.profileUuid,
                             QString::number(row.score),
                             QString::number(row.place) };
        for (const QString &group : groups)
            fields.append(QString::number(row.pointsBySource.value(group)));
        lines.append(fields);
    }
    return CsvWriter::file(columns(), lines);
}

} // namespace ml
