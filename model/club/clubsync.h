// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubaddress.h"
#include "cluberror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

namespace ml {

/**
 * @brief One sync pass of a game library with the club server, and what the server holds, read back.
 *
 * A pass opens its own connections (the library's and the server's) in the calling thread, registers the library's
 * device, and pushes each owed game in one server transaction: its header and events at its revision, idempotent
 * by game, device and revision, with a NOTIFY on ClubSchema::EventsChannel. The library marks a game pushed only
 * after the server committed, so a pass interrupted anywhere at worst pushes a revision again, which the server
 * recognises as unchanged.
 */
class ClubSync
{
    Q_DECLARE_TR_FUNCTIONS(ClubSync)

public:
    /** @brief What a pass did with one game. */
    struct Pushed {
        enum class Outcome {
            /** The server now holds this revision. */
            Pushed,
            /** The server held this revision already (a pass interrupted after the server's commit). */
            Unchanged,
            /**
             * Pushed, but the game belongs to another device (the first to push it): this version is kept for the
             * organiser and counts for nothing until the game is handed over to this device. owner names that device.
             */
            Awaiting,
            /** The game was deleted here, and now on the server too. */
            Deleted,
            /**
             * Not pushed: its events in the library were changed outside the app (their hash chain breaks); reason
             * says where. It stays owed.
             */
            Damaged,
        };
        QString uuid;
        qint64 revision = 0;
        int eventCount = 0;
        Outcome outcome = Outcome::Pushed;
        /** @brief For Awaiting: the owning device's name, else its id. */
        QString owner;
        /** @brief For Damaged: the library's sentence naming the game and the event. */
        QString reason;
    };

    /** @brief A pass: what it pushed, whether the connection was encrypted, and the error that stopped it, if any. */
    struct Pass {
        QList<Pushed> games;
        bool encrypted = false;
        /** @brief Set when the pass stopped early; games() lists what it pushed before. */
        std::optional<ClubError> error;
    };

    /** @brief One game as the server holds it: the latest revision of one device's version. */
    struct ServerGame {
        /** @brief The `meeple-ledger/1` record with its `game` object (id, created, device: the device's name). */
        QJsonObject record;
        QString deviceId;
        QString deviceName;
        qint64 revision = 0;
        /** @brief When that revision reached the server (UTC): for a finished game, when the league counts it. */
        QDateTime pushedAt;
        /**
         * @brief Whether this is the version that counts: the one of the device that owns the game. Another device's
         * version is listed only where it differs from or goes beyond the owner's: it awaits the organiser.
         */
        bool counted = true;
        /** @brief The owning device's name, else its id; for a version awaiting the organiser, whose game it is. */
        QString ownerName;
        QString ownerId;
        /** @brief The head of this version's hash chain, as the library computed it (empty for a version pushed
         * before servers kept it). */
        QByteArray chainHead;
    };

    /** @brief What a hand-over did. */
    struct HandedOver {
        QString game;
        /** @brief The device that owns the game now: its id and name. */
        QString deviceId;
        QString deviceName;
    };

    /** @brief Which games pull() reads (all of them by default). */
    struct Filter {
        /** @brief Only these games (UUIDs), when not empty. */
        QStringList games;
        /** @brief Only games another device than the owner holds a version of (forks, versions awaiting). */
        bool contested = false;
        /** @brief Only games whose counted version has not ended. */
        bool inProgress = false;
        /** @brief Only the counted versions, not the ones awaiting the organiser. */
        bool countedOnly = false;
    };

    /** @brief Runs one pass of the library at @p libraryPath; @p progress (if given) hears of each game pushed. */
    [[nodiscard]] static Pass pass(const QString &libraryPath, const ClubAddress &address,
                                   const std::function<void(const Pushed &)> &progress = {});
    /**
     * @brief Every game on the server: of each game the owner's latest revision, which counts, and the latest
     * revision of each other device's version that differs from it or goes beyond it (less those another such version
     * extends), which await the organiser. A copy the owner's version holds entirely is left out.
     */
    [[nodiscard]] static ClubResult<QList<ServerGame>> pull(QSqlDatabase &db);
    /** @brief The same, of the games @p filter names only. */
    [[nodiscard]] static ClubResult<QList<ServerGame>> pull(QSqlDatabase &db, const Filter &filter);
    /** @brief pull() through a connection of its own. */
    [[nodiscard]] static ClubResult<QList<ServerGame>> pull(const ClubAddress &address);
    /**
     * @brief Hands the game whose UUID is or begins with @p game over to the device whose id is or begins with
     * @p device, or whose name it is: its version counts from now on. The owner's role or an organiser's may;
     * another table's is refused, naming the owner.
     */
    [[nodiscard]] static ClubResult<HandedOver> handOver(QSqlDatabase &db, const QString &game, const QString &device);
    /** @brief Whether the connection is encrypted (TLS), as the server sees it. */
    [[nodiscard]] static bool encrypted(QSqlDatabase &db);
    /** @brief Whether two versions of a game differ inside their common events. */
    [[nodiscard]] static bool diverge(const QJsonArray &a, const QJsonArray &b);
};

} // namespace ml
