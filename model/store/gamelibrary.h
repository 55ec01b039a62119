// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelog.h"
#include "gamesummary.h"
#include "playerstatistics.h"
#include "profile.h"
#include "result.h"
#include "scoreseries.h"

#include <QCoreApplication>
#include <QList>
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

    /** @brief A closed library for the file at path; an empty path means defaultPath(). */
    explicit GameLibrary(const QString &path = {});
    ~GameLibrary();
    GameLibrary(const GameLibrary &) = delete;
    GameLibrary &operator=(const GameLibrary &) = delete;

    /** @brief library.sqlite in the user's application data folder (QStandardPaths::AppDataLocation). */
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
    /** @brief The statistics of every profile, by name. */
    [[nodiscard]] Result<QList<PlayerStatistics>> allStatistics() const;
    /** @brief A game's scores after each `turn` event and at the end, for a chart. */
    [[nodiscard]] Result<ScoreSeries> scoreSeries(qint64 gameId) const;

    /** @brief Stores a `meeple-ledger/1` record as a new game after the engine accepted it; returns its id. */
    [[nodiscard]] Result<qint64> importRecord(const QByteArray &json);
    /** @brief importRecord() of a file. */
    [[nodiscard]] Result<qint64> importFile(const QString &path);
    /** @brief A game's record (events in effect, no redo history) as the command-line tool reads it. */
    [[nodiscard]] Result<QByteArray> exportRecord(qint64 gameId) const;
    /** @brief exportRecord() written to a file (atomically). */
    [[nodiscard]] Status exportFile(qint64 gameId, const QString &path) const;

private:
    struct StoredGame;

    [[nodiscard]] Status checkOpen() const;
    [[nodiscard]] Result<QList<StoredGame>> loadGames(std::optional<qint64> onlyGame) const;
    [[nodiscard]] Result<StoredGame> loadGame(qint64 gameId) const;
    [[nodiscard]] Result<qint64> profileFor(QSqlDatabase &db, const QString &name, const QString &color);
    [[nodiscard]] Result<QList<PlayerStatistics>> computeStatistics(const QList<Profile> &profiles) const;
    /** @brief The summaries of every game, or of @p onlyGame, most recently touched first; at most @p limit (0: all).
     */
    [[nodiscard]] Result<QList<GameSummary>> loadSummaries(std::optional<qint64> onlyGame, Filter filter, int limit = 0,
                                                           int offset = 0) const;
    [[nodiscard]] static QString filterCondition(Filter filter);

    QString m_path;
    std::shared_ptr<Database> m_database;
    std::function<void(const QString &)> m_noticeHandler;
};

} // namespace ml
