// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// GameLibrary's list of games, read from the summary rows: every game or a page of them, one game, the game to resume,
// and the whole library line by line for the command-line tool. Nothing here reads an event or runs the engine, but
// for the rare game whose events no longer replay.

#include "gamelibrary.h"

#include "database.h"
#include "libraryinternal.h"
#include "refusaltext.h"
#include "sayings.h"
#include "sqlitestatement.h"

#include <QHash>
#include <QSqlQuery>

#include <tuple>

using namespace Qt::StringLiterals;

// The number in this library of the game a fork was made from, or NULL: its subquery runs for forks only.
#define ML_FORK_OF_ID "CASE WHEN g.fork_of <> '' THEN (SELECT o.id FROM games o WHERE o.uuid = g.fork_of) END"

namespace ml {

using namespace storeinternal;

QString GameLibrary::filterCondition(Filter filter)
{
    switch (filter) {
    case Filter::Finished:
        return u"s.finished <> 0"_s;
    case Filter::InProgress:
        return u"s.finished = 0"_s;
    case Filter::All:
        break;
    }
    return {};
}

Result<QList<GameSummary>> GameLibrary::loadSummaries(std::optional<qint64> onlyGame, Filter filter, int limit,
                                                      int offset) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QList<GameSummary> summaries;
    QStringList conditions;
    if (onlyGame)
        conditions.append(u"g.id = :id"_s);
    if (filter != Filter::All)
        conditions.append(filterCondition(filter));
    const QString where = conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
    // Read through SQLite's own interface (SqliteStatement): a library of a thousand games is listed whole.
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        SqliteStatement games(db,
                              (u"SELECT g.id, g.created_at, g.updated_at, g.touched_at, "
                               u"s.event_count, s.redo_count, s.finished, s.problem, s.expansions, g.uuid, g.device, "
                               u"g.fork_of, " ML_FORK_OF_ID u" "
                               u"FROM games g JOIN game_summaries s ON s.game_id = g.id"_s
                               + where + QLatin1StringView(ML_GAMES_ORDER)
                               + (limit > 0 ? u" LIMIT "_s + QString::number(limit) : QString())
                               + (limit > 0 && offset > 0 ? u" OFFSET "_s + QString::number(offset) : QString()))
                                  .toUtf8());
        if (onlyGame)
            std::ignore = games.bind(1, *onlyGame);
        QHash<qint64, qsizetype> indexOf;
        while (games.next()) {
            GameSummary summary;
            summary.id = games.integer(0);
            summary.createdAt = storedTime(games.bytes(1));
            summary.updatedAt = storedTime(games.bytes(2));
            summary.touchedAt = storedTime(games.bytes(3));
            summary.eventCount = int(games.integer(4));
            summary.redoCount = int(games.integer(5));
            summary.finished = games.integer(6) != 0;
            summary.problem = games.text(7);
            summary.expansions = games.text(8).split(u' ', Qt::SkipEmptyParts);
            summary.uuid = games.text(9);
            summary.device = games.text(10);
            summary.forkOfUuid = games.text(11);
            summary.forkOf = games.integer(12);
            indexOf.insert(summary.id, summaries.size());
            summaries.append(std::move(summary));
        }
        if (!games.ok())
            return m_database->sqlError(games.error(), what);
        if (summaries.isEmpty())
            return {};

        // The seats in order, with their results and profile links: the list reads no record. A page of games reads
        // the seats of those games alone.
        const bool some = onlyGame || limit > 0;
        QStringList ids;
        if (some) {
            for (const GameSummary &summary : std::as_const(summaries))
                ids.append(QString::number(summary.id));
        }
        SqliteStatement seats(
            db,
            (u"SELECT r.game_id, r.player_id, r.name, r.color, r.score, r.winner, p.profile_id "
             u"FROM game_results r LEFT JOIN game_players p ON p.game_id = r.game_id AND p.seat = r.seat"_s
             + (some ? u" WHERE r.game_id IN ("_s + ids.join(u',') + u')' : QString())
             + u" ORDER BY r.game_id, r.seat"_s)
                .toUtf8());
        while (seats.next()) {
            const auto at = indexOf.constFind(seats.integer(0));
            if (at == indexOf.cend())
                continue;
            GameSummary &summary = summaries[*at];
            GamePlayer player;
            player.id = seats.text(1);
            player.name = seats.text(2);
            player.color = seats.text(3);
            player.score = int(seats.integer(4));
            player.profileId = seats.integer(6);
            if (summary.finished && seats.integer(5) != 0)
                summary.winners.append(player.id);
            summary.players.append(std::move(player));
        }
        if (!seats.ok())
            return m_database->sqlError(seats.error(), [] { return tr("read the games' players"); });
        for (GameSummary &summary : summaries)
            summary.winners.sort(); // by id, as a finished game's output names them
        return {};
    });
    if (!status.ok())
        return status.error();
    // A game that no longer replays: the summary keeps its problem in the words of whoever wrote it (another
    // program, another language), so it is said again from the engine's refusal, in the language of now. Such games
    // are rare (a record an older version stored), and only they are replayed.
    for (GameSummary &summary : summaries) {
        if (summary.problem.isEmpty())
            continue;
        const Result<StoredGame> stored = loadGame(summary.id);
        if (!stored.ok())
            continue;
        const ReplayOutcome outcome = ml::replay(stored.value().record());
        if (!outcome.ok)
            summary.problem = Sayings::say([error = outcome.error] { return refusalLine(error); });
    }
    return summaries;
}

Status GameLibrary::listGames(const std::function<void(const ListedGame &)> &each) const
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const Phrase what = [] { return tr("read the games"); };
    return m_database->read(what, [&](QSqlDatabase &db) -> Status {
        // Every seat first, in the table's own order (a scan without a lookup per row): the names side by side in one
        // buffer, each game's seats a range of them.
        struct Seat {
            qsizetype nameEnd = 0;
            qint64 score = 0;
        };
        QByteArray names;
        QList<Seat> seats;
        QHash<qint64, std::pair<qsizetype, qsizetype>> seatsOf;
        SqliteStatement results(db, "SELECT game_id, name, score FROM game_results ORDER BY game_id, seat");
        while (results.next()) {
            const qint64 game = results.integer(0);
            names += results.bytes(1);
            auto range = seatsOf.find(game);
            if (range == seatsOf.end())
                range = seatsOf.insert(game, { seats.size(), seats.size() });
            seats.append({ names.size(), results.integer(2) });
            range->second = seats.size();
        }
        if (!results.ok())
            return m_database->sqlError(results.error(), [] { return tr("read the games' players"); });

        SqliteStatement rows(db,
                             "SELECT g.id, g.created_at, s.finished, g.fork_of <> '', " ML_FORK_OF_ID " "
                             "FROM games g JOIN game_summaries s ON s.game_id = g.id" ML_GAMES_ORDER);
        ListedGame game;
        QByteArray created;
        while (rows.next()) {
            game.id = rows.integer(0);
            // To the second, cut from the stored form; any other text through the general parser.
            const QByteArrayView stored = rows.bytes(1);
            created.resize(0);
            if (inStoredForm(stored))
                created.append(stored.first(19)).append('Z');
            else
                created = storedTime(stored).toUTC().toString(Qt::ISODate).toUtf8();
            game.createdAt = created;
            game.finished = rows.integer(2) != 0;
            game.isFork = rows.integer(3) != 0;
            game.forkOf = rows.integer(4);
            game.seats.clear();
            const auto [first, last] = seatsOf.value(game.id);
            for (qsizetype seat = first; seat < last; ++seat) {
                const qsizetype begin = seat == 0 ? 0 : seats[seat - 1].nameEnd;
                game.seats.append(
                    { QByteArrayView(names).sliced(begin, seats[seat].nameEnd - begin), seats[seat].score });
            }
            each(game);
        }
        if (!rows.ok())
            return m_database->sqlError(rows.error(), what);
        return {};
    });
}

Result<QList<GameSummary>> GameLibrary::games(Filter filter) const
{
    return loadSummaries(std::nullopt, filter);
}

Result<QList<GameSummary>> GameLibrary::games(Filter filter, int offset, int limit) const
{
    return loadSummaries(std::nullopt, filter, std::max(limit, 1), std::max(offset, 0));
}

Result<int> GameLibrary::gameCount(Filter filter) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    int count = 0;
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        const QString condition = filterCondition(filter);
        query.prepare(u"SELECT count(*) FROM game_summaries s"_s
                      + (condition.isEmpty() ? QString() : u" WHERE "_s + condition));
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        count = query.next() ? query.value(0).toInt() : 0;
        return {};
    });
    if (!status.ok())
        return status.error();
    return count;
}

Result<GameSummary> GameLibrary::game(qint64 gameId) const
{
    Result<QList<GameSummary>> found = loadSummaries(gameId, Filter::All);
    if (!found.ok())
        return found.error();
    if (found.value().isEmpty())
        return noSuchGame(gameId);
    return found.value().first();
}

Result<std::optional<GameSummary>> GameLibrary::lastGameInProgress() const
{
    Result<QList<GameSummary>> found = loadSummaries(std::nullopt, Filter::InProgress, 1);
    if (!found.ok())
        return found.error();
    if (found.value().isEmpty())
        return std::optional<GameSummary>();
    return std::optional<GameSummary>(found.value().first());
}

} // namespace ml
