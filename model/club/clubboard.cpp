// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubboard.h"

#include "clubleague.h"
#include "clubschema.h"
#include "gamestate.h"
#include "replay.h"

#include <QCollator>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

QString gameIdOf(const ClubSync::ServerGame &game)
{
    return game.record.value(u"game"_s).toObject().value(u"id"_s).toString();
}

} // namespace

ClubBoard ClubBoard::from(const QList<ClubSync::ServerGame> &games, const QList<Season> &seasons, const QDate &today)
{
    Reader reader;
    reader.take(games);
    return reader.board(seasons, today);
}

void ClubBoard::Reader::forget(const QString &game)
{
    if (m_tables.remove(game) > 0)
        m_patched.insert(game);
    if (m_finished.remove(game) > 0)
        m_finishedChanged = true;
    m_awaiting.remove(game);
}

void ClubBoard::Reader::take(const QList<ClubSync::ServerGame> &games)
{
    for (const ClubSync::ServerGame &game : games) {
        const QString id = gameIdOf(game);
        // Only the owner's version is a table's row; another one is listed as awaiting the organiser.
        if (!game.counted) {
            Awaiting version {
                id, game.deviceName.isEmpty() ? game.deviceId : game.deviceName, game.deviceId, game.ownerName, {}
            };
            for (const QJsonValue &player : game.record.value(u"players"_s).toArray())
                version.players.append(player.toObject().value(u"name"_s).toString());
            m_awaiting[id].append(version);
            m_patched.insert(id);
            continue;
        }
        // Each game is replayed once: a game in progress is a table's row, a finished one goes to the league.
        const ReplayOutcome outcome = replay(game.record);
        ClubLeague::Games league;
        ClubLeague::add(league, game, outcome);
        if (!league.finished.isEmpty()) {
            m_finished.insert(id, league.finished.constFirst());
            m_finishedChanged = true;
        }
        if (!outcome.ok || !outcome.table || outcome.table->finished)
            continue;
        const GameState &table = *outcome.table;
        Table row;
        row.device = game.deviceName;
        row.deviceId = game.deviceId;
        row.gameId = id;
        row.turns = table.turns;
        row.events = int(game.record.value(u"events"_s).toArray().size());
        for (int i = 0; i < table.playerCount(); ++i)
            row.seats.append(
                { table.players.at(i).name, table.players.at(i).color, table.score(i), i == table.active });
        m_tables.insert(id, row);
        m_patched.insert(id);
    }
}

ClubBoard ClubBoard::Reader::board(const QList<Season> &seasons, const QDate &today)
{
    ClubBoard board;
    board.readAt = QDateTime::currentDateTimeUtc();
    board.seasons = seasons;
    board.season = ClubLeague::current(seasons, today);
    // The finished games and the standings only when a finished game or the season changed: a turn changes neither.
    const bool sameSeason = m_standingsSeason && m_standingsSeason->name == board.season.name
        && m_standingsSeason->first == board.season.first && m_standingsSeason->last == board.season.last;
    if (m_finishedChanged || !sameSeason) {
        m_finishedSorted = m_finished.values();
        std::sort(m_finishedSorted.begin(), m_finishedSorted.end(), [](const FinishedGame &a, const FinishedGame &b) {
            return a.finished != b.finished ? a.finished < b.finished : a.gameUuid < b.gameUuid;
        });
        m_finishedInSeason =
            int(std::count_if(m_finishedSorted.cbegin(), m_finishedSorted.cend(),
                              [&board](const FinishedGame &game) { return board.season.contains(game.finished); }));
        m_standings = ml::standings(board.season, m_finishedSorted);
        m_standingsSeason = board.season;
        m_finishedChanged = false;
    }
    board.finished = m_finishedSorted;
    board.finishedGames = m_finishedInSeason;
    board.standings = m_standings;
    for (auto it = m_awaiting.cbegin(); it != m_awaiting.cend(); ++it) {
        board.awaiting += int(it->size());
        board.awaitingVersions += *it;
    }
    std::sort(board.awaitingVersions.begin(), board.awaitingVersions.end(), [](const Awaiting &a, const Awaiting &b) {
        return std::tie(a.gameId, a.deviceId) < std::tie(b.gameId, b.deviceId);
    });
    // The tables by name: a table's row changed in place keeps its place; a table that came, went or was renamed
    // sorts them again.
    bool sortAgain = m_tablesSorted.size() != m_tables.size();
    for (auto id = m_patched.cbegin(); id != m_patched.cend() && !sortAgain; ++id) {
        const auto at = m_tableAt.constFind(*id);
        const auto row = m_tables.constFind(*id);
        if ((at == m_tableAt.cend()) != (row == m_tables.cend())
            || (row != m_tables.cend() && m_tablesSorted.at(*at).device != row->device))
            sortAgain = true;
    }
    if (sortAgain) {
        m_tablesSorted = m_tables.values();
        QCollator collator;
        collator.setNumericMode(true); // "Table 2" before "Table 10"
        // Named tables by name, then the libraries nobody named (the screen titles them by their device id).
        std::sort(m_tablesSorted.begin(), m_tablesSorted.end(), [&collator](const Table &a, const Table &b) {
            if (a.device.isEmpty() != b.device.isEmpty())
                return b.device.isEmpty();
            const int byName = collator.compare(a.device, b.device);
            return byName != 0 ? byName < 0 : std::tie(a.deviceId, a.gameId) < std::tie(b.deviceId, b.gameId);
        });
        m_tableAt.clear();
        for (qsizetype i = 0; i < m_tablesSorted.size(); ++i) {
            m_tablesSorted[i].contested = m_awaiting.contains(m_tablesSorted.at(i).gameId);
            m_tableAt.insert(m_tablesSorted.at(i).gameId, i);
        }
    } else {
        for (const QString &id : std::as_const(m_patched)) {
            if (const auto at = m_tableAt.constFind(id); at != m_tableAt.cend()) {
                m_tablesSorted[*at] = m_tables.value(id);
                m_tablesSorted[*at].contested = m_awaiting.contains(id);
            }
        }
    }
    m_patched.clear();
    board.inProgress = m_tablesSorted;
    return board;
}

QList<Season> ClubBoard::Reader::readSeasons(QSqlDatabase &db)
{
    // A server not yet at schema 2 has no seasons: its standings are then over every game.
    const ClubResult<QList<Season>> seasons = ClubLeague::seasons(db);
    return seasons.ok() ? seasons.value() : QList<Season>();
}

std::optional<ClubError> ClubBoard::Reader::stampRead(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(u"SELECT clock_timestamp()::text"_s) || !query.next())
        return ClubSchema::sqlError(query.lastError(), [] { return ClubLeague::tr("read the club's games"); });
    m_lastRead = query.value(0).toString();
    return std::nullopt;
}

ClubResult<ClubBoard> ClubBoard::Reader::readAll(QSqlDatabase &db, const QDate &today)
{
    if (std::optional<ClubError> error = stampRead(db))
        return *error;
    // The finished games from their kept results, the versions awaiting with them; the games in progress replayed.
    const ClubResult<ClubLeague::Games> league = ClubLeague::read(db);
    if (!league.ok())
        return league.error();
    ClubSync::Filter playing;
    playing.inProgress = true;
    const ClubResult<QList<ClubSync::ServerGame>> inProgress = ClubSync::pull(db, playing);
    if (!inProgress.ok())
        return inProgress.error();
    m_tables.clear();
    m_finished.clear();
    m_awaiting.clear();
    m_finishedChanged = true;
    m_tablesSorted.clear();
    m_tableAt.clear();
    for (const FinishedGame &game : league.value().finished)
        m_finished.insert(game.gameUuid, game);
    // The games in progress and their own versions awaiting (take() sorts both); the other contested games' ones.
    take(inProgress.value());
    QSet<QString> taken;
    for (const ClubSync::ServerGame &game : inProgress.value())
        taken.insert(gameIdOf(game));
    for (const ClubSync::ServerGame &version : league.value().awaiting) {
        if (!taken.contains(gameIdOf(version)))
            take({ version });
    }
    return board(readSeasons(db), today);
}

ClubResult<ClubBoard> ClubBoard::Reader::readGames(QSqlDatabase &db, const QStringList &games, const QDate &today)
{
    if (!hasRead())
        return readAll(db, today);
    if (std::optional<ClubError> error = stampRead(db))
        return *error;
    if (!games.isEmpty()) {
        ClubSync::Filter these;
        these.games = games;
        const ClubResult<QList<ClubSync::ServerGame>> pulled = ClubSync::pull(db, these);
        if (!pulled.ok())
            return pulled.error();
        for (const QString &game : games)
            forget(game);
        take(pulled.value());
    }
    return board(readSeasons(db), today);
}

ClubResult<QStringList> ClubBoard::Reader::changedSinceLastRead(QSqlDatabase &db) const
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        u"SELECT id::text FROM meeple.games WHERE pushed_at > ?::timestamptz - interval '1 minute' "
        u"UNION SELECT game::text FROM meeple.game_owners WHERE since > ?::timestamptz - interval '1 minute'"_s);
    query.addBindValue(m_lastRead);
    query.addBindValue(m_lastRead);
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), [] { return ClubLeague::tr("read the club's games"); });
    QStringList changed;
    while (query.next())
        changed.append(query.value(0).toString());
    return changed;
}

} // namespace ml
