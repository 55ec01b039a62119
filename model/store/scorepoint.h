// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QMap>
#include <QString>

namespace ml {

/** @brief The scores at one moment of a game: right after a `turn` event, or at the end. */
struct ScorePoint {
    /** @brief Index of the event after which the scores are taken. */
    int event = -1;
    /** @brief 1 for the first `turn` event, 2 for the second…; for the closing point, the number of turns. */
    int turn = 0;
    /** @brief Whose turn begins; empty for the closing point. */
    QString player;
    /** @brief True for the last point: the scores after every event in effect. */
    bool closing = false;
    /** @brief Score per player id. */
    QMap<QString, int> scores;
};

} // namespace ml
