// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"
#include "clubsync.h"
#include "finishedgame.h"
#include "season.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

namespace ml {

/**
 * @brief The league over the club server: its finished games as the standings read them, and the seasons the club's
 * organisers set on the server (schema version 2, `meeple.seasons`).
 */
class ClubLeague
{
    Q_DECLARE_TR_FUNCTIONS(ClubLeague)

public:
    /** @brief The server's games sorted for the league. */
    struct Games {
        /** @brief Finished games, each counted once, finished when their last revision reached the server. */
        QList<FinishedGame> finished;
        /**
         * @brief Versions of tables that do not own the game, which differ from the owner's or go beyond it: they
         * count for nothing until the organiser (or the owner) hands the game over to their table.
         */
        QList<ClubSync::ServerGame> awaiting;
        int inProgress = 0;
        /** @brief Counted versions the engine refuses: left out, and listed for the organiser. */
        QList<ClubSync::ServerGame> refused;
    };

    /**
     * @brief Replays @p games (ClubSync::pull()) and keeps the finished ones; a version of a table that does not own
     * its game counts for nothing.
     */
    [[nodiscard]] static Games games(const QList<ClubSync::ServerGame> &games);
    /**
     * @brief The same, read from the server's kept results (ClubResults): a row per counted version, no events. A
     * version without a result of its revision (pushed before results were kept) is pulled and replayed, and so is a
     * version the rules refuse (to list it); the versions awaiting the organiser are pulled from the contested games.
     * A server whose schema is older than version 4 keeps no results: its games are pulled and replayed (games()).
     */
    [[nodiscard]] static ClubResult<Games> read(QSqlDatabase &db);
    /** @brief Sorts one game, already replayed as @p outcome, into @p sorted, as games() does each. */
    static void add(Games &sorted, const ClubSync::ServerGame &game, const ReplayOutcome &outcome);
    /** @brief The seasons set on the server, by first day. */
    [[nodiscard]] static ClubResult<QList<Season>> seasons(QSqlDatabase &db);
    /** @brief The season called @p name; Refused, naming it, when the server has none by that name. */
    [[nodiscard]] static ClubResult<Season> season(QSqlDatabase &db, const QString &name);
    /** @brief Sets @p season on the server (a new one, or new days for that name); an organiser's role only. */
    [[nodiscard]] static ClubResult<bool> setSeason(QSqlDatabase &db, const Season &season);
    /** @brief Of @p seasons, the one @p day is in (the latest to begin, when several are); else every game. */
    [[nodiscard]] static Season current(const QList<Season> &seasons, const QDate &day);
};

} // namespace ml
