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
            /** Pushed, but another device's version of the game differs inside their common events: both are kept. */
            Fork,
            /** The game was deleted here, and now on the server too. */
            Deleted,
        };
        QString uuid;
        qint64 revision = 0;
        int eventCount = 0;
        Outcome outcome = Outcome::Pushed;
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
        /** @brief Another device's version of this game differs inside their common events: both are listed. */
        bool fork = false;
    };

    /** @brief Runs one pass of the library at @p libraryPath; @p progress (if given) hears of each game pushed. */
    [[nodiscard]] static Pass pass(const QString &libraryPath, const ClubAddress &address,
                                   const std::function<void(const Pushed &)> &progress = {});
    /**
     * @brief Every game on the server: of each game the latest revision of each device's version, less the versions
     * another one extends (the same game copied to a second table); what is left twice is a fork.
     */
    [[nodiscard]] static ClubResult<QList<ServerGame>> pull(QSqlDatabase &db);
    /** @brief pull() through a connection of its own. */
    [[nodiscard]] static ClubResult<QList<ServerGame>> pull(const ClubAddress &address);
    /** @brief Whether the connection is encrypted (TLS), as the server sees it. */
    [[nodiscard]] static bool encrypted(QSqlDatabase &db);
    /** @brief Whether two versions of a game differ inside their common events. */
    [[nodiscard]] static bool diverge(const QJsonArray &a, const QJsonArray &b);
};

} // namespace ml
