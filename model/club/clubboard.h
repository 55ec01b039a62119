// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"
#include "clubsync.h"
#include "season.h"
#include "standings.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace ml {

/**
 * @brief What the club's projector shows, worked out from the games on the club server: every table's game in
 * progress with its scores, and the finished games the season's standings are made of.
 */
struct ClubBoard {
    /** @brief One seat of a game in progress. */
    struct Seat {
        QString name;
        QString color;
        int score = 0;
        /** @brief Whose turn it is. */
        bool active = false;
    };
    /** @brief One table's game in progress. */
    struct Table {
        /** @brief The library's name ("Table 3"); empty for a library its users never named. */
        QString device;
        QString deviceId;
        QString gameId;
        QList<Seat> seats;
        /** @brief Turns begun. */
        int turns = 0;
        int events = 0;
        /** @brief Another table holds a version of this game that differs from this one or goes beyond it. */
        bool contested = false;
    };

    /** @brief Games in progress, by table name. */
    QList<Table> inProgress;
    /** @brief The season being played: the one today is in (ClubLeague::current()), else every game. */
    Season season;
    /** @brief The seasons set on the server. */
    QList<Season> seasons;
    /** @brief Every finished game the league counts (ClubLeague::games()), whatever its season. */
    QList<FinishedGame> finished;
    /** @brief Its standings over the finished games (ClubLeague::games(), ml::standings()). */
    QList<Standing> standings;
    /** @brief Finished games the standings count. */
    int finishedGames = 0;
    /** @brief A version held by a table that does not own its game: it counts for nothing until handed over. */
    struct Awaiting {
        QString gameId;
        /** @brief The table holding this version: its name (else its device id), and its device id. */
        QString device;
        QString deviceId;
        /** @brief The table that owns the game. */
        QString owner;
        QStringList players;
    };
    /** @brief Versions held by tables that do not own their game, awaiting the organiser: they count for nothing. */
    int awaiting = 0;
    /** @brief Those versions, each to be told apart and handed over (ClubSync::handOver()). */
    QList<Awaiting> awaitingVersions;
    /** @brief When the server was read. */
    QDateTime readAt;

    /**
     * @brief Replays every game of @p games into the games in progress and the standings of the season of @p seasons
     * that @p today is in.
     */
    [[nodiscard]] static ClubBoard from(const QList<ClubSync::ServerGame> &games, const QList<Season> &seasons,
                                        const QDate &today);

    class Reader;
};

/**
 * @brief Reads the board from the club server and keeps what it read, so that a table's push costs a read of that
 * game only: readAll() reads the finished games' kept results (ClubLeague::read()) and replays the games in
 * progress; readGames() reads and replays only the games named (a notification's payload, or what changed since the
 * last read), and works the standings out again only when a finished game changed or the season did.
 */
class ClubBoard::Reader
{
public:
    /** @brief Everything on the server, afresh. */
    [[nodiscard]] ClubResult<ClubBoard> readAll(QSqlDatabase &db, const QDate &today);
    /** @brief The board after reading again only @p games (UUIDs; a game no longer there leaves the board). */
    [[nodiscard]] ClubResult<ClubBoard> readGames(QSqlDatabase &db, const QStringList &games, const QDate &today);
    /**
     * @brief The games pushed or handed over since the last read (with a minute's margin for transactions that
     * committed late), for a read without a notification; every game when nothing was read yet.
     */
    [[nodiscard]] ClubResult<QStringList> changedSinceLastRead(QSqlDatabase &db) const;
    /** @brief Whether readAll() has been done since the reader was made. */
    [[nodiscard]] bool hasRead() const { return !m_lastRead.isEmpty(); }

    /** @brief Sorts the versions of @p games (all versions of each game pulled) into the board's state. */
    void take(const QList<ClubSync::ServerGame> &games);
    /** @brief The board from what was read, with the standings of the season of @p seasons that @p today is in. */
    [[nodiscard]] ClubBoard board(const QList<Season> &seasons, const QDate &today);

private:
    /** @brief Forgets @p game: its table row, its finished result, its versions awaiting. */
    void forget(const QString &game);
    [[nodiscard]] static QList<Season> readSeasons(QSqlDatabase &db);
    [[nodiscard]] std::optional<ClubError> stampRead(QSqlDatabase &db);

    QHash<QString, Table> m_tables;
    QHash<QString, FinishedGame> m_finished;
    QHash<QString, QList<Awaiting>> m_awaiting;
    /** @brief What board() worked out from m_finished for m_standingsSeason, until a finished game changes. */
    bool m_finishedChanged = true;
    QList<FinishedGame> m_finishedSorted;
    int m_finishedInSeason = 0;
    QList<Standing> m_standings;
    std::optional<Season> m_standingsSeason;
    /** @brief The tables as board() sorted them, each game's place among them, and the games read since. */
    QList<Table> m_tablesSorted;
    QHash<QString, qsizetype> m_tableAt;
    QSet<QString> m_patched;
    /** @brief The server's clock when the last read began (text, as the server wrote it). */
    QString m_lastRead;
};

} // namespace ml
