// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubleague.h"

#include "clubschema.h"
#include "sayings.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

ClubLeague::Games ClubLeague::games(const QList<ClubSync::ServerGame> &games)
{
    Games sorted;
    for (const ClubSync::ServerGame &game : games)
        add(sorted, game, replay(game.record));
    return sorted;
}

void ClubLeague::add(Games &sorted, const ClubSync::ServerGame &game, const ReplayOutcome &outcome)
{
    if (!game.counted) {
        sorted.awaiting.append(game);
        return;
    }
    const FinishedGame::FromRecord read = FinishedGame::fromOutcome(game.record, outcome, game.pushedAt);
    switch (read.outcome) {
    case FinishedGame::FromRecord::Outcome::Finished:
        sorted.finished.append(read.game);
        break;
    case FinishedGame::FromRecord::Outcome::InProgress:
        ++sorted.inProgress;
        break;
    case FinishedGame::FromRecord::Outcome::Refused:
        sorted.refused.append(game);
        break;
    }
}

ClubResult<QList<Season>> ClubLeague::seasons(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(u"SELECT name, to_char(first_day, 'YYYY-MM-DD'), to_char(last_day, 'YYYY-MM-DD') "
                    u"FROM meeple.seasons ORDER BY first_day, name"_s))
        return ClubSchema::sqlError(query.lastError(), [] { return tr("read the club's seasons"); });
    QList<Season> seasons;
    while (query.next()) {
        seasons.append({ query.value(0).toString(), Season::day(query.value(1).toString()).value_or(QDate()),
                         Season::day(query.value(2).toString()).value_or(QDate()) });
    }
    return seasons;
}

ClubResult<Season> ClubLeague::season(QSqlDatabase &db, const QString &name)
{
    const ClubResult<QList<Season>> all = seasons(db);
    if (!all.ok())
        return all.error();
    for (const Season &season : all.value()) {
        if (season.name == name)
            return season;
    }
    return ClubError { ClubError::Kind::Refused, Sayings::say([name] {
                           //: %1 the season's name as given
                           return tr("the club server has no season called \"%1\"").arg(name);
                       }) };
}

ClubResult<bool> ClubLeague::setSeason(QSqlDatabase &db, const Season &season)
{
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO meeple.seasons (name, first_day, last_day) VALUES (?, ?::date, ?::date) "
                  u"ON CONFLICT (name) DO UPDATE SET first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, "
                  u"set_by = current_user"_s);
    query.addBindValue(season.name);
    query.addBindValue(season.first.toString(Qt::ISODate));
    query.addBindValue(season.last.toString(Qt::ISODate));
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), [name = season.name] {
            //: %1 the season's name
            return tr("set the season \"%1\"").arg(name);
        });
    return true;
}

Season ClubLeague::current(const QList<Season> &seasons, const QDate &day)
{
    Season found = Season::everyGame();
    for (const Season &season : seasons) {
        if (season.first <= day && day <= season.last && (!found.first.isValid() || season.first >= found.first))
            found = season;
    }
    return found;
}

} // namespace ml
