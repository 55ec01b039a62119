// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// What GameLibrary's games add up to: the statistics of profiles (sums in SQL over the summary rows), a game's score
// series, and the results of games one row per player (the results CSV).

#include "gamelibrary.h"

#include "database.h"
#include "gameanalysis.h"
#include "libraryinternal.h"

#include <QHash>
#include <QPair>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

Result<QList<PlayerStatistics>> GameLibrary::computeStatistics(const QList<Profile> &profiles, bool apart) const
{
    QHash<qint64, qsizetype> indexOf;
    QList<PlayerStatistics> result;
    for (const Profile &profile : profiles) {
        indexOf.insert(profile.id, result.size());
        PlayerStatistics statistics;
        statistics.profileId = profile.id;
        statistics.name = profile.name;
        result.append(statistics);
    }
    // Added up in SQL from the seats linked to a profile: no game is replayed or read. A game the engine no longer
    // accepts has no result to count; scores, wins and points count finished games only.
    const bool one = profiles.size() == 1;
    const QString seats = u" FROM game_players p JOIN game_summaries s ON s.game_id = p.game_id AND s.problem = '' "_s;
    const QString profile = u" WHERE p.profile_id IS NOT NULL"_s + (one ? u" AND p.profile_id = ?"_s : QString());
    const auto work = [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        const auto run = [&](const QString &sql) {
            query.prepare(sql);
            if (one)
                query.addBindValue(profiles.constFirst().id);
            return m_database->exec(query, [] { return tr("read the games"); });
        };
        if (Status status = run(u"SELECT p.profile_id, sum(s.finished <> 0), sum(s.finished = 0), "
                                u"sum(CASE WHEN s.finished <> 0 THEN r.winner END), "
                                u"total(CASE WHEN s.finished <> 0 THEN r.score END), "
                                u"max(CASE WHEN s.finished <> 0 THEN r.score END)"_s
                                + seats + u"JOIN game_results r ON r.game_id = p.game_id AND r.seat = p.seat"_s
                                + profile + u" GROUP BY p.profile_id"_s);
            !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at == indexOf.cend())
                continue;
            PlayerStatistics &statistics = result[*at];
            statistics.gamesPlayed = query.value(1).toInt();
            statistics.gamesInProgress = query.value(2).toInt();
            statistics.wins = query.value(3).toInt();
            if (statistics.gamesPlayed > 0)
                statistics.averageScore = query.value(4).toDouble() / statistics.gamesPlayed;
            statistics.bestScore = query.value(5).toInt();
        }
        if (Status status =
                run(u"SELECT p.profile_id, g.source, sum(g.points)"_s + seats
                    + u"AND s.finished <> 0 JOIN game_points g ON g.game_id = p.game_id AND g.seat = p.seat"_s + profile
                    + u" GROUP BY p.profile_id, g.source"_s);
            !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at != indexOf.cend())
                result[*at].pointsBySource.insert(query.value(1).toString(), query.value(2).toInt());
        }
        return {};
    };
    const Phrase what = [] { return tr("read the games"); };
    const Status status = apart ? m_database->readApart(what, work) : m_database->read(what, work);
    if (!status.ok())
        return status.error();
    return result;
}

Result<PlayerStatistics> GameLibrary::statistics(qint64 profileId) const
{
    Result<Profile> found = profile(profileId);
    if (!found.ok())
        return found.error();
    Result<QList<PlayerStatistics>> computed = computeStatistics({ found.value() });
    if (!computed.ok())
        return computed.error();
    return computed.value().first();
}

Result<PlayerStatistics> GameLibrary::statisticsApart(const Profile &profile) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Result<QList<PlayerStatistics>> computed = computeStatistics({ profile }, true);
    if (!computed.ok())
        return computed.error();
    return computed.value().first();
}

Result<QList<PlayerStatistics>> GameLibrary::allStatistics() const
{
    Result<QList<Profile>> all = profiles();
    if (!all.ok())
        return all.error();
    return computeStatistics(all.value());
}

Result<ScoreSeries> GameLibrary::scoreSeries(qint64 gameId) const
{
    Result<StoredGame> stored = loadGame(gameId);
    if (!stored.ok())
        return stored.error();
    const QJsonObject record = stored.value().record();
    const ReplayOutcome outcome = ml::replay(record);
    if (!outcome.ok)
        return StoreError::refused(outcome.error);
    return GameAnalysis::scoreSeries(record, outcome.output);
}

Result<QList<GameLibrary::ResultRow>> GameLibrary::results(const QList<qint64> &gameIds, bool finishedOnly) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QStringList conditions;
    if (finishedOnly)
        conditions.append(filterCondition(Filter::Finished));
    if (!gameIds.isEmpty()) {
        QStringList ids;
        for (const qint64 id : gameIds)
            ids.append(QString::number(id));
        conditions.append(u"g.id IN ("_s + ids.join(u',') + u')');
    }
    QList<ResultRow> rows;
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT g.id, g.uuid, g.created_at, CASE WHEN s.finished <> 0 THEN g.updated_at END, "
                      u"CASE WHEN g.device = '' THEN coalesce((SELECT value FROM library_info WHERE key = 'name'), '') "
                      u"ELSE g.device END, r.seat, r.player_id, r.name, coalesce(p.uuid, ''), r.score, "
                      u"1 + (SELECT count(*) FROM game_results o WHERE o.game_id = r.game_id AND o.score > r.score) "
                      u"FROM games g JOIN game_summaries s ON s.game_id = g.id "
                      u"JOIN game_results r ON r.game_id = g.id "
                      u"LEFT JOIN game_players gp ON gp.game_id = r.game_id AND gp.seat = r.seat "
                      u"LEFT JOIN profiles p ON p.id = gp.profile_id"_s
                      + (conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s))
                      + u" ORDER BY g.created_at, g.id, r.seat"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        QHash<QPair<qint64, int>, qsizetype> indexOf;
        while (query.next()) {
            ResultRow row;
            row.gameUuid = query.value(1).toString();
            row.started = storedTime(query.value(2));
            if (!query.value(3).isNull())
                row.finished = storedTime(query.value(3));
            row.device = query.value(4).toString();
            row.seat = query.value(5).toInt() + 1;
            row.playerId = query.value(6).toString();
            row.name = query.value(7).toString();
            row.profileUuid = query.value(8).toString();
            row.score = query.value(9).toInt();
            row.place = query.value(10).toInt();
            indexOf.insert({ query.value(0).toLongLong(), row.seat - 1 }, rows.size());
            rows.append(std::move(row));
        }
        query.prepare(u"SELECT game_id, seat, source, points FROM game_points"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind({ query.value(0).toLongLong(), query.value(1).toInt() });
            if (at != indexOf.cend())
                rows[*at].pointsBySource.insert(query.value(2).toString(), query.value(3).toInt());
        }
        return {};
    });
    if (!status.ok())
        return status.error();
    return rows;
}

} // namespace ml
