// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"
#include "gameplayer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <optional>

/**
 * @brief A long, valid base game made up on the fly: event i is always the same, for writers and checkers.
 *
 * Turns alternate between red and blue; in each, the player puts a meeple on a new road and completes it
 * (2 tiles), so the board is empty between turns and any number of events replays.
 */
class SyntheticGame
{
public:
    /** @brief The two seats, as GameLibrary::createGame() takes them. */
    static QList<ml::GamePlayer> players()
    {
        ml::GamePlayer red;
        red.id = QStringLiteral("red");
        red.name = QStringLiteral("Ana");
        red.color = QStringLiteral("red");
        ml::GamePlayer blue;
        blue.id = QStringLiteral("blue");
        blue.name = QStringLiteral("Ben");
        blue.color = QStringLiteral("blue");
        return { red, blue };
    }

    /** @brief The record header createGame() makes of players(). */
    static QJsonObject header()
    {
        QJsonArray seats;
        for (const ml::GamePlayer &p : players())
            seats.append(QJsonObject { { QStringLiteral("id"), p.id },
                                       { QStringLiteral("name"), p.name },
                                       { QStringLiteral("color"), p.color } });
        return { { QStringLiteral("format"), QStringLiteral("meeple-ledger/1") },
                 { QStringLiteral("players"), seats },
                 { QStringLiteral("expansions"), QJsonArray() } };
    }

    /** @brief Event number index of the game. */
    static QJsonObject event(int index)
    {
        const QString player = (index / 3) % 2 == 0 ? QStringLiteral("red") : QStringLiteral("blue");
        switch (index % 3) {
        case 0:
            return { { QStringLiteral("type"), QStringLiteral("turn") }, { QStringLiteral("player"), player } };
        case 1:
            return { { QStringLiteral("type"), QStringLiteral("place") },
                     { QStringLiteral("figure"), QString(player.left(1) + QStringLiteral("1")) },
                     { QStringLiteral("player"), player },
                     { QStringLiteral("kind"), QStringLiteral("meeple") },
                     { QStringLiteral("feature"), QStringLiteral("rd") },
                     { QStringLiteral("featureType"), QStringLiteral("road") } };
        default:
            return { { QStringLiteral("type"), QStringLiteral("score") },
                     { QStringLiteral("feature"), QStringLiteral("rd") },
                     { QStringLiteral("tiles"), 2 } };
        }
    }

    /** @brief The closing event; valid after any multiple of 3 events (the board is empty then). */
    static QJsonObject end()
    {
        return { { QStringLiteral("type"), QStringLiteral("end") }, { QStringLiteral("values"), QJsonObject() } };
    }

    /** @brief The first count events. */
    static QJsonArray events(int count)
    {
        QJsonArray result;
        for (int i = 0; i < count; ++i)
            result.append(event(i));
        return result;
    }

    /**
     * @brief Starts the game in @p library and stores its first @p count events one by one, as the table screen does,
     * then the end when @p finished; the new game's id, or nothing when a step failed.
     */
    static std::optional<qint64> store(ml::GameLibrary &library, int count, bool finished = false)
    {
        const ml::Result<qint64> id = library.createGame(players());
        if (!id.ok())
            return std::nullopt;
        ml::Result<ml::GameLog> log = library.openGame(id.value());
        if (!log.ok())
            return std::nullopt;
        ml::GameLog game = std::move(log).value();
        for (int i = 0; i < count; ++i) {
            if (!game.append(event(i)).ok())
                return std::nullopt;
        }
        if (finished && !game.append(end()).ok())
            return std::nullopt;
        return id.value();
    }
};
