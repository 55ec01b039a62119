// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QMetaType>

namespace ml {

struct GameState;

/**
 * @brief The turn and turn part a command was made for, as the table showed them.
 *
 * A screen takes the stamp when it shows a question (a dialog opening, a button pressed); a command whose stamp is
 * not the table's any more is refused, so a double-click, a key repeat or a stale dialog never acts on the next turn.
 */
class TurnStamp
{
    Q_GADGET
    /** @brief How many turns had begun (0 before the first). */
    Q_PROPERTY(int turn MEMBER turn CONSTANT)
    /** @brief The turn part within that turn: 0 the turn itself, then one more for each extra tile
     * (message 4) and builder's tile. */
    Q_PROPERTY(int part MEMBER part CONSTANT)
    /** @brief False for a stamp nobody took (a command made without one is stamped with the table's own). */
    Q_PROPERTY(bool isValid MEMBER valid CONSTANT)

public:
    /** @brief The stamp of the turn part @p table is in. */
    [[nodiscard]] static TurnStamp of(const GameState &table);

    int turn = 0;
    int part = 0;
    bool valid = false;

    friend bool operator==(const TurnStamp &a, const TurnStamp &b)
    {
        return a.turn == b.turn && a.part == b.part && a.valid == b.valid;
    }
};

} // namespace ml
