// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"
#include "replay.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace ml {

/** @brief One seat of a finished game: who sat there and what they scored. */
struct FinishedSeat {
    /** @brief The profile the seat is linked to; empty for a player known only by name. */
    QString profileUuid;
    /** @brief The record's player id. */
    QString playerId;
    /** @brief The name at that table. */
    QString name;
    int score = 0;
    /** @brief Points moved on the track by PointSources group (the groups that moved any). */
    QMap<QString, int> pointsBySource;

    friend bool operator==(const FinishedSeat &, const FinishedSeat &) = default;
};

/**
 * @brief A finished game as the league reads it, wherever it comes from: a `meeple-ledger/1` record (replayed by the
 * engine; what a club server holds) or the game library's summary rows (GameLibrary::results()).
 */
struct FinishedGame {
    /** @brief The record's `game.id`; empty for a record without one. */
    QString gameUuid;
    /** @brief When the game finished (UTC): what puts it in a season and orders the rating's updates. */
    QDateTime finished;
    /** @brief The library that made it, as its users named it. */
    QString device;
    /** @brief The seats in seating order. */
    QList<FinishedSeat> seats;

    /** @brief 1 + the number of seats with a higher score: tied players share a place (1, 1, 3), as the CSV's `place`.
     */
    [[nodiscard]] int place(qsizetype seat) const;

    struct FromRecord;

    /**
     * @brief The game of @p record, replayed by the engine, that finished at @p finished; @p profileUuids gives the
     * profile of a record player id (records carry no profiles: whoever holds the record links them).
     */
    [[nodiscard]] static FromRecord fromRecord(const QJsonObject &record, const QDateTime &finished,
                                               const QHash<QString, QString> &profileUuids = {});
    /** @brief The same, from @p record already replayed as @p outcome (ml::replay()). */
    [[nodiscard]] static FromRecord fromOutcome(const QJsonObject &record, const ReplayOutcome &outcome,
                                                const QDateTime &finished,
                                                const QHash<QString, QString> &profileUuids = {});
    /** @brief The finished games among the library's result rows (one row per player per game), in their order. */
    [[nodiscard]] static QList<FinishedGame> fromResults(const QList<GameLibrary::ResultRow> &rows);
};

/** @brief What FinishedGame::fromRecord() made of a record. */
struct FinishedGame::FromRecord {
    enum class Outcome {
        /** The record replays and has ended: game holds it. */
        Finished,
        /** The engine refused the record: error says where and why. */
        Refused,
        /** The record replays but its game has not ended. */
        InProgress,
    };
    Outcome outcome = Outcome::Refused;
    FinishedGame game;
    ReplayError error;
};

} // namespace ml
