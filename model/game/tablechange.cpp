// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "tablechange.h"

#include <algorithm>

namespace ml {

namespace {

/** The keys of @p before and @p after whose values differ, or that only one of them has. */
template<typename T>
QStringList changedKeys(const QHash<QString, T> &before, const QHash<QString, T> &after)
{
    QStringList out;
    if (before.isSharedWith(after))
        return out;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const auto was = before.constFind(it.key());
        if (was == before.cend() || !(*was == *it))
            out.append(it.key());
    }
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key()))
            out.append(it.key());
    }
    return out;
}

} // namespace

TableChange TableChange::wholeTable(const GameState &after)
{
    TableChange change;
    change.firstLedgerRow = 0;
    change.ledgerChanged = true;
    for (int i = 0; i < after.playerCount(); ++i)
        change.players.append(i);
    change.features = after.features.keys();
    change.figures = after.figures.keys();
    change.turnMoved = true;
    change.headMoved = true;
    change.otherChanged = true;
    change.everything = true;
    return change;
}

TableChange compareTables(const GameState &before, const GameState &after, int sharedEvents)
{
    TableChange change;
    // The entries of events before the last shared one are the same: only the tail is compared.
    qsizetype same = before.ledger.size();
    while (same > 0 && before.ledger.at(same - 1).event >= sharedEvents - 1)
        --same;
    same = std::min(same, after.ledger.size());
    while (same < before.ledger.size() && same < after.ledger.size() && before.ledger.at(same) == after.ledger.at(same))
        ++same;
    change.firstLedgerRow = int(same);
    change.ledgerChanged = same < before.ledger.size() || same < after.ledger.size();

    if (before.playerCount() != after.playerCount()) {
        change = TableChange::wholeTable(after);
        return change;
    }
    for (int i = 0; i < after.playerCount(); ++i) {
        if (!(before.players.at(i) == after.players.at(i)))
            change.players.append(i);
    }
    change.features = changedKeys(before.features, after.features);
    change.figures = changedKeys(before.figures, after.figures);
    change.turnMoved = before.active != after.active || before.turns != after.turns
        || before.turnStarted != after.turnStarted || before.actionsThisTurnPart != after.actionsThisTurnPart;
    change.otherChanged = before.finished != after.finished || before.ghostSupply != after.ghostSupply
        || before.animals != after.animals || before.warnings.size() != after.warnings.size();
    return change;
}

} // namespace ml
