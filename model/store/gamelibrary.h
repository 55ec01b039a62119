// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelog.h"
#include "gamesummary.h"
#include "listedgame.h"
#include "playerstatistics.h"
#include "profile.h"
#include "result.h"
#include "scoreseries.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QSqlDatabase;

namespace ml {

class Database;

/**
 * @brief The game library: one SQLite file with every game's events, the player profiles and statistics.
 *
 * Games are stored as their record events (GameLog), each with a summary row (SummaryTable) written in the
 * same transaction as every change: listing, resuming and statistics read the summaries and never replay. Every method
 * reports failure as a value with a message; none throws. Use it from one thread.
 */
class GameLibrary
{
    Q_DECLARE_TR_FUNCTIONS(GameLibrary)

public:
    /** @brief Which games games() lists. */
    enum class Filter { All, InProgress, Finished };

    /** @brief What recoverFrom() brought back from a damaged library. */
    struct Recovery {
        /** @brief The damaged file read. */
        QString path;
        /** @brief Games read, replayed by the engine and stored in this library. */
        int recovered = 0;
        /** @brief Games whose events could not be read or no longer replay; they stay in the damaged file only. */
        int lost = 0;
        /** @brief False when the list of games itself could not be read to its end: more may be lost. */
        bool complete = true;
    };

    /** @brief What importing a record did with it. */
    struct Import {
        enum class Outcome {
            /** A game the library did not hold: stored as a new game. */
            Imported,
            /** The record extends a stored game (same players and expansions, its events begin with the stored
               ones): the new events were added to it. */
            Updated,
            /** The stored game already holds every event of the record (the same, or the record is older). */
            Unchanged,
            /** The record and a stored game of the same id differ inside their common events: both are kept, the
               record as a new game flagged as a fork of the other. */
            Fork,
        };
        Outcome outcome = Outcome::Imported;
        /** @brief The game stored, updated or found unchanged; for a fork the new game. */
        qint64 gameId = 0;
        /** @brief For Updated: how many events were added. */
        int eventsAdded = 0;
        /** @brief For Fork: the stored game the record forks from. */
        qint64 forkOf = 0;
    };

    /** @brief Who the library is: its device id (a UUID made with the library) and the name its users gave it. */
    struct Identity {
        QString deviceId;
        /** @brief "Table 3"; empty until set. */
        QString name;
    };

    /** @brief One player of one game, as the results CSV lists them. */
    struct ResultRow {
        QString gameUuid;
        /** @brief When the game started (UTC). */
        QDateTime started;
        /** @brief When its `end` was last entered (UTC); invalid for a game in progress. */
        QDateTime finished;
        /** @brief The library that made the game, as its users named it. */
        QString device;
        /** @brief 1 for the first player in seating order. */
        int seat = 0;
        QString playerId;
        QString name;
        /** @brief The linked profile's UUID; empty when the seat has none. */
        QString profileUuid;
        int score = 0;
        /** @brief 1 + the number of players with a higher score: tied players share a place (1, 1, 3). */
        int place = 0;
        /** @brief Points by PointSources group. */
        QMap<QString, int> pointsBySource;
    };

    /** @brief A closed library for the file at path; an empty path means defaultPath(). */
    explicit GameLibrary(const QString &path = {});
    ~GameLibrary();
    GameLibrary(const GameLibrary &) = delete;
    GameLibrary &operator=(const GameLibrary &) = delete;

    /** @brief meeple-ledger/library.sqlite in the user's data folder (~/.local/share), for the app and the command-line
     * tool alike. */
    [[nodiscard]] static QString defaultPath();
    /** @brief The library file. */
    [[nodiscard]] QString path() const;

    /**
     * @brief Opens the library, creating it (and its folder) or migrating it to the current schema.
     *
     * A file that is not a database or is damaged is moved aside (NotADatabase/Damaged, error().path says
     * where); opening again then starts a new, empty library. A newer or foreign file is refused untouched.
     */
    [[nodiscard]] Status open();
    /** @brief Closes the file; logs of this library then fail with NotOpen. */
    void close();
    /** @brief True between a successful open() and close(). */
    [[nodiscard]] bool isOpen() const;
    /** @brief The schema version of the open file. */
    [[nodiscard]] int schemaVersion() const;
    /** @brief The copy made before the last migration, empty when open() migrated nothing. */
    [[nodiscard]] QString backupPath() const;
    /** @brief Whether open() read the whole file to check it (not when this program closed it whole and it is
     * unchanged). */
    [[nodiscard]] bool checkedWhole() const;
    /** @brief True when the file could only be opened for reading: every change then fails with ReadOnly. */
    [[nodiscard]] bool isReadOnly() const;
    /**
     * @brief Checks that the file and its `-wal` are still the ones opened; when one was deleted or replaced, saves
     * every game back to the file from the open connection (done before and after every change, too).
     */
    [[nodiscard]] Status checkFiles();
    /** @brief Called with a sentence for the user when the library had to be saved back to its file. */
    void setNoticeHandler(std::function<void(const QString &)> handler);
    /**
     * @brief Stores in this library every game of the damaged library file @p damagedPath that still reads and
     * replays (and its profiles); the file is only read.
     */
    [[nodiscard]] Result<Recovery> recoverFrom(const QString &damagedPath);

    /**
     * @brief Starts a game with these players in seating order and the expansions in play; returns its id.
     *
     * A player without a profile is linked to the profile of that name, created when there is none; empty
     * names and colours come from the linked profile; empty ids are chosen from the colour.
     * A seat's `language` becomes its profile's preferred language, in the same transaction.
     */
    [[nodiscard]] Result<qint64> createGame(const QList<GamePlayer> &players, const QStringList &expansions = {});
    /** @brief Loads a game's events and replays them; marks it as the most recently touched. */
    [[nodiscard]] Result<GameLog> openGame(qint64 gameId);
    /** @brief Removes a game and its events. */
    [[nodiscard]] Status deleteGame(qint64 gameId);
    /** @brief The games, most recently touched first, each with its result from its summary row. */
    [[nodiscard]] Result<QList<GameSummary>> games(Filter filter = Filter::All) const;
    /** @brief At most @p limit of games(), from the @p offset-th on: a list read a page at a time. */
    [[nodiscard]] Result<QList<GameSummary>> games(Filter filter, int offset, int limit) const;
    /**
     * @brief Hands every game to @p each, in games()'s order, with only what a line of a listing shows: one statement
     * over the stored rows, no value made per seat, for a listing of the whole library (`library list`).
     */
    [[nodiscard]] Status listGames(const std::function<void(const ListedGame &)> &each) const;
    /** @brief How many games games() lists. */
    [[nodiscard]] Result<int> gameCount(Filter filter = Filter::All) const;
    /** @brief One game's summary. */
    [[nodiscard]] Result<GameSummary> game(qint64 gameId) const;
    /** @brief The unfinished game touched most recently (what "resume" opens), or nothing. */
    [[nodiscard]] Result<std::optional<GameSummary>> lastGameInProgress() const;

    /** @brief Stores a new profile (its id is ignored); returns the id. Names are unique. */
    [[nodiscard]] Result<qint64> addProfile(const Profile &profile);
    /** @brief Changes a stored profile's name, colour and language. */
    [[nodiscard]] Status updateProfile(const Profile &profile);
    /** @brief Removes a profile; its games keep their players' names, unlinked. */
    [[nodiscard]] Status removeProfile(qint64 profileId);
    /** @brief Every profile, by name. */
    [[nodiscard]] Result<QList<Profile>> profiles() const;
    /** @brief One profile. */
    [[nodiscard]] Result<Profile> profile(qint64 profileId) const;
    /** @brief The profile with exactly this name (NotFound when none). */
    [[nodiscard]] Result<Profile> profileByName(const QString &name) const;
    /** @brief Links a game's player (record id) to a profile. */
    [[nodiscard]] Status linkPlayer(qint64 gameId, const QString &playerId, qint64 profileId);

    /** @brief Games, wins, scores and points by source of one profile. */
    [[nodiscard]] Result<PlayerStatistics> statistics(qint64 profileId) const;
    /**
     * @brief The same numbers for @p profile, read on a connection of their own (Database::readApart): callable from
     * another thread while this library stays open; the caller keeps the library alive until it returns.
     */
    [[nodiscard]] Result<PlayerStatistics> statisticsApart(const Profile &profile) const;
    /** @brief The statistics of every profile, by name. */
    [[nodiscard]] Result<QList<PlayerStatistics>> allStatistics() const;
    /** @brief A game's scores after each `turn` event and at the end, for a chart. */
    [[nodiscard]] Result<ScoreSeries> scoreSeries(qint64 gameId) const;

    /**
     * @brief Stores a `meeple-ledger/1` record after the engine accepted it, recognising a game the library already
     * holds by its `game.id`: it is updated, left unchanged or kept beside it as a fork, never stored twice.
     */
    [[nodiscard]] Result<Import> importGame(const QByteArray &json);
    /** @brief importGame() of a file. */
    [[nodiscard]] Result<Import> importGameFile(const QString &path);
    /** @brief importGame(), returning the id of the game stored, updated or found unchanged. */
    [[nodiscard]] Result<qint64> importRecord(const QByteArray &json);
    /** @brief importRecord() of a file. */
    [[nodiscard]] Result<qint64> importFile(const QString &path);
    /**
     * @brief Where the hash chain of each game whose stored events were changed outside the app breaks: game id →
     * the first event that is not as it was stored. Empty when every game is as it was written. With @p onlyGame, that
     * game's events only.
     */
    [[nodiscard]] Result<QMap<qint64, int>> changedGames(std::optional<qint64> onlyGame = std::nullopt) const;
    /**
     * @brief Keeps the events of game @p gameId that come before the first one changed outside the app (its hash chain
     * breaks there) as a new game, and returns its id; the changed game is left as it is. Refused for an intact game.
     */
    [[nodiscard]] Result<qint64> keepIntact(qint64 gameId);
    /** @brief A game's record (events in effect, no redo history) as the command-line tool reads it. */
    [[nodiscard]] Result<QByteArray> exportRecord(qint64 gameId) const;
    /** @brief exportRecord() written to a file (atomically). */
    [[nodiscard]] Status exportFile(qint64 gameId, const QString &path) const;

    /** @brief The library's device id and name. */
    [[nodiscard]] Result<Identity> identity() const;
    /**
     * @brief The device id and name of the library open in @p database, a connection of the caller's own (the club's
     * sync worker); an error names @p what.
     */
    [[nodiscard]] static Result<Identity> identityOf(Database &database, const Phrase &what);
    /** @brief Names the library ("Table 3"): 1 to 40 characters; its games' records carry it as `game.device`. */
    [[nodiscard]] Status setName(const QString &name);

    /**
     * @brief Writes the whole library, as it is at one commit, to the file @p target (replaced once the copy is
     * whole); other programs may go on writing meanwhile.
     */
    [[nodiscard]] Status backUp(const QString &target) const;
    /**
     * @brief Replaces every game, profile and the identity of this library with those of the backup @p source, in one
     * transaction; a file that is not a library, is damaged or of a newer schema is refused and nothing changes.
     */
    [[nodiscard]] Status restore(const QString &source);

    /**
     * @brief One row per player of the games @p gameIds (every game when empty), finished ones only when
     * @p finishedOnly; ordered by start, game and seat.
     */
    [[nodiscard]] Result<QList<ResultRow>> results(const QList<qint64> &gameIds, bool finishedOnly) const;

private:
    struct StoredGame;
    struct Candidate;
    struct Origin;

    // gamelibrary.cpp: the connection and the games stored.
    [[nodiscard]] Status checkOpen() const;
    [[nodiscard]] Result<QList<StoredGame>> loadGames(std::optional<qint64> onlyGame) const;
    [[nodiscard]] Result<StoredGame> loadGame(qint64 gameId) const;
    /**
     * @brief Inserts a game with its events, its seats linked to @p profileIds (0: none) and its summary on @p db's
     * open transaction; an error names @p what. Returns its id.
     */
    [[nodiscard]] Result<qint64> insertGame(QSqlDatabase &db, const QJsonObject &header, const QJsonArray &events,
                                            const ReplayOutcome &outcome, const Origin &origin,
                                            const QList<qint64> &profileIds, const Phrase &what);

    // gamelist.cpp: the list, read from the summary rows.
    /** @brief The summaries of every game, or of @p onlyGame, most recently touched first; at most @p limit (0: all).
     */
    [[nodiscard]] Result<QList<GameSummary>> loadSummaries(std::optional<qint64> onlyGame, Filter filter, int limit = 0,
                                                           int offset = 0) const;
    [[nodiscard]] static QString filterCondition(Filter filter);

    // libraryprofiles.cpp
    /** @brief The profile named @p name, created with @p color when there is none, on @p db's open transaction. */
    [[nodiscard]] Result<qint64> profileFor(QSqlDatabase &db, const QString &name, const QString &color);
    /** @brief The profiles of @p header's seats, found or created by name; 0 for a seat without a name. */
    [[nodiscard]] Result<QList<qint64>> profilesOfSeats(QSqlDatabase &db, const QJsonObject &header);

    // gamestatistics.cpp
    /** @brief Adds up @p profiles' games; @p apart reads them on a connection of their own (statisticsApart()). */
    [[nodiscard]] Result<QList<PlayerStatistics>> computeStatistics(const QList<Profile> &profiles,
                                                                    bool apart = false) const;

    // recordimport.cpp
    /** @brief The stored games with game id @p uuid, or forks of it, the one holding that id first. */
    [[nodiscard]] Result<QList<Candidate>> candidates(QSqlDatabase &db, const QString &uuid) const;

    QString m_path;
    std::shared_ptr<Database> m_database;
    std::function<void(const QString &)> m_noticeHandler;
};

} // namespace ml
