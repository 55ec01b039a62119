// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QMap>
#include <QString>

namespace ml {

/** @brief The scores at the end of a turn (and before the first one): what a score chart puts at that turn. */
struct ScorePoint {
    /** @brief Index of the event after which the scores are taken: the next turn's `turn` event, which closes the
        turn's scoring; -1 before the first turn; the last event for the closing point. */
    int event = -1;
    /** @brief The turn that ended: 0 before the first, 1 after the first…; for the closing point, the last turn. */
    int turn = 0;
    /** @brief Whose turn ended; empty before the first turn. */
    QString player;
    /** @brief True for the last point: the end of the last turn, with every event in effect (final scoring too). */
    bool closing = false;
    /** @brief Score per player id. */
    QMap<QString, int> scores;
};

} // namespace ml
