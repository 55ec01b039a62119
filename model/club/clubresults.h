// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"
#include "finishedgame.h"
#include "replay.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace ml {

/**
 * @brief Each version's result on the club server (schema version 4, `meeple.game_results`): what the engine made of
 * the version when it was pushed, so that the league and the club screen read a row per game instead of replaying
 * every game's events. The push writes it in the revision's transaction; check() replays the counted versions and
 * compares, for the organiser.
 */
class ClubResults
{
    Q_DECLARE_TR_FUNCTIONS(ClubResults)

public:
    /** @brief What the engine made of one version. */
    struct Result {
        enum class Outcome { Finished, InProgress, Refused };
        Outcome outcome = Outcome::Refused;
        /** @brief For a finished game: its seats in seating order (name, score, points by source). */
        QList<FinishedSeat> seats;

        friend bool operator==(const Result &, const Result &) = default;
    };

    /** @brief The result of @p record (a `meeple-ledger/1` record with its `game`), replayed as @p outcome. */
    [[nodiscard]] static Result of(const QJsonObject &record, const ReplayOutcome &outcome);
    /** @brief The same, replaying @p record. */
    [[nodiscard]] static Result of(const QJsonObject &record);

    /** @brief The `outcome` column's word for @p outcome, and back (nullopt for a word it is not). */
    [[nodiscard]] static QString outcomeWord(Result::Outcome outcome);
    [[nodiscard]] static std::optional<Result::Outcome> outcomeOf(const QString &word);
    /** @brief The `seats` column's JSON for @p seats (each with its place), and back (nullopt when it is not that). */
    [[nodiscard]] static QByteArray seatsJson(const QList<FinishedSeat> &seats);
    [[nodiscard]] static std::optional<QList<FinishedSeat>> seatsOf(const QByteArray &json);

    /**
     * @brief Writes @p result for @p device's version of @p game at @p revision (its hash chain's head
     * @p chainHead), inside the caller's transaction; a row of a newer revision is left alone.
     */
    [[nodiscard]] static std::optional<ClubError> write(QSqlDatabase &db, const QString &game, const QString &device,
                                                        qint64 revision, const QByteArray &chainHead,
                                                        const Result &result);

    /** @brief One counted version whose stored result is not what its events replay to. */
    struct Disagreement {
        QString game;
        /** @brief The table holding the version: its name, else its device id. */
        QString device;
        QString deviceId;
        qint64 revision = 0;
        /** @brief No row, or a row of an older revision (a version pushed before results were kept). */
        bool missing = false;
        Result stored;
        Result replayed;
    };
    /** @brief What check() found. */
    struct Checked {
        /** @brief Counted versions replayed. */
        int checked = 0;
        QList<Disagreement> disagreements;
        /** @brief Disagreements written over with the replay's result (repair). */
        int repaired = 0;
    };
    /**
     * @brief Replays every counted version on the server and compares it with its stored result; with @p repair
     * (an organiser's role only) writes the replay's result where they differ.
     */
    [[nodiscard]] static ClubResult<Checked> check(QSqlDatabase &db, bool repair);
};

} // namespace ml
