// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonObject>
#include <QStringList>

/**
 * @brief Generates long, legal `meeple-ledger/1` records: a seeded, reproducible random game.
 *
 * It plays through the engine itself, reading the table after every event, so each event it writes is one the
 * rules allow at that point. Whether a builder's tile, an abbot's return or goods tokens are allowed it works out from
 * the record format's text, not from the engine, so that an engine refusing such an event stops the generator.
 * The choices of The Abbot, Inns and Cathedrals, and Traders and Builders draw random numbers only when those are
 * played, so a game without them is the same game whatever they add.
 */
class RecordGenerator
{
public:
    /** @brief The Tower, The Messengers, The Robbers, Under the Big Top, and Ghosts, Castles and Cemeteries. */
    [[nodiscard]] static QStringList fiveExpansions()
    {
        return { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                 QStringLiteral("bigtop"), QStringLiteral("ghosts") };
    }
    /** @brief Every expansion key of the record format: the five, then The Abbot, Inns and Cathedrals, and Traders and
     * Builders. */
    [[nodiscard]] static QStringList allExpansions()
    {
        return fiveExpansions() << QStringLiteral("abbot") << QStringLiteral("inns") << QStringLiteral("traders");
    }

    struct Options {
        quint32 seed = 1;
        int players = 4;
        int turns = 100;
        QStringList expansions = fiveExpansions();
        bool finish = true; ///< end with final scoring
    };

    /** @brief A whole record; the same options always give the same record. */
    [[nodiscard]] static QJsonObject generate(const Options &options);
};
