// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "standingscsv.h"

#include "csvwriter.h"
#include "pointsources.h"

using namespace Qt::StringLiterals;

namespace ml {

QStringList StandingsCsv::columns()
{
    return QStringList { u"rank"_s,           u"name"_s,          u"profile"_s, u"games"_s, u"wins"_s,
                         u"average_points"_s, u"average_place"_s, u"rating"_s,  u"mu"_s,    u"sigma"_s }
    + PointSources::groups();
}

QByteArray StandingsCsv::write(const QList<Standing> &standings)
{
    const QStringList groups = PointSources::groups();
    QList<QStringList> rows;
    rows.reserve(standings.size());
    for (const Standing &s : standings) {
        // A dot for the decimals whatever the locale: the file is read by programs.
        QStringList fields { QString::number(s.rank),
                             s.name,
                             s.profileUuid,
                             QString::number(s.games),
                             QString::number(s.wins),
                             QString::number(s.averagePoints, 'f', 2),
                             QString::number(s.averagePlace, 'f', 2),
                             QString::number(s.rating.ordinal(), 'f', 4),
                             QString::number(s.rating.mu, 'f', 4),
                             QString::number(s.rating.sigma, 'f', 4) };
        for (const QString &group : groups)
            fields.append(QString::number(s.pointsBySource.value(group)));
        rows.append(fields);
    }
    return CsvWriter::file(columns(), rows);
}

} // namespace ml
