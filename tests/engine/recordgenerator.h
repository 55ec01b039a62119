// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonObject>
#include <QStringList>

/**
 * @brief Generates long, legal `meeple-ledger/1` records: a seeded, reproducible random game.
 *
 * It plays through the engine itself, reading the table after every event, so each event it writes is one the
 * rules allow at that point.
 */
class RecordGenerator
{
public:
    struct Options {
        quint32 seed = 1;
        int players = 4;
        int turns = 100;
        QStringList expansions { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                                 QStringLiteral("bigtop"), QStringLiteral("ghosts") };
        bool finish = true; ///< end with final scoring
    };

    /** @brief A whole record; the same options always give the same record. */
    [[nodiscard]] static QJsonObject generate(const Options &options);
};
