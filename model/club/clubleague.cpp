// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubleague.h"

#include "clubresults.h"
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

ClubResult<ClubLeague::Games> ClubLeague::read(QSqlDatabase &db)
{
    const Phrase reading = [] { return tr("read the club's results"); };
    // A server not yet upgraded to keep results (version 4): every game is pulled and replayed, as before.
    const ClubResult<int> version = ClubSchema::version(db);
    if (!version.ok())
        return version.error();
    if (version.value() < 4) {
        const ClubResult<QList<ClubSync::ServerGame>> pulled = ClubSync::pull(db);
        if (!pulled.ok())
            return pulled.error();
        return games(pulled.value());
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT g.id::text, d.name, to_char(g.pushed_at AT TIME ZONE 'UTC', "
                    u"'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), g.revision = r.revision, r.outcome, r.seats::text "
                    u"FROM meeple.games g JOIN meeple.game_owners o ON o.game = g.id AND o.device = g.device "
                    u"JOIN meeple.devices d ON d.id = g.device "
                    u"LEFT JOIN meeple.game_results r ON r.game = g.id AND r.device = g.device "
                    u"WHERE NOT g.deleted ORDER BY g.created, g.id"_s))
        return ClubSchema::sqlError(query.lastError(), reading);
    Games sorted;
    // Versions whose kept result cannot be used (none, an older revision's, unreadable), or that the rules refuse.
    QStringList replay;
    while (query.next()) {
        const QString id = query.value(0).toString();
        const std::optional<ClubResults::Result::Outcome> outcome =
            query.value(3).toBool() ? ClubResults::outcomeOf(query.value(4).toString()) : std::nullopt;
        if (outcome == ClubResults::Result::Outcome::InProgress) {
            ++sorted.inProgress;
            continue;
        }
        if (outcome == ClubResults::Result::Outcome::Finished) {
            std::optional<QList<FinishedSeat>> seats = ClubResults::seatsOf(query.value(5).toString().toUtf8());
            if (seats) {
                sorted.finished.append({ id, QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs),
                                         query.value(1).toString(), std::move(*seats) });
                continue;
            }
        }
        replay.append(id);
    }
    if (!replay.isEmpty()) {
        ClubSync::Filter these;
        these.games = replay;
        these.countedOnly = true;
        const ClubResult<QList<ClubSync::ServerGame>> pulled = ClubSync::pull(db, these);
        if (!pulled.ok())
            return pulled.error();
        for (const ClubSync::ServerGame &game : pulled.value())
            add(sorted, game, ml::replay(game.record));
    }
    ClubSync::Filter contested;
    contested.contested = true;
    const ClubResult<QList<ClubSync::ServerGame>> versions = ClubSync::pull(db, contested);
    if (!versions.ok())
        return versions.error();
    for (const ClubSync::ServerGame &game : versions.value()) {
        if (!game.counted)
            sorted.awaiting.append(game);
    }
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
