// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonArray>

#include <algorithm>

/**
 * @brief How many leading values @p a and @p b share (the events two records have in common).
 *
 * The game log's records share their event objects, so each comparison is a pointer check; records parsed
 * separately are compared value by value.
 */
[[nodiscard]] inline qsizetype commonPrefix(const QJsonArray &a, const QJsonArray &b)
{
    const qsizetype size = std::min(a.size(), b.size());
    qsizetype same = 0;
    while (same < size && a.at(same) == b.at(same))
        ++same;
    return same;
}
