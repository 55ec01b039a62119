// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamestate.h"

#include <algorithm>

namespace ml {

QList<const Feature *> GameState::featuresInOrder() const
{
    QList<const Feature *> out;
    out.reserve(features.size());
    for (const Feature &f : features)
        out.append(&f);
    std::sort(out.begin(), out.end(), [](const Feature *a, const Feature *b) { return a->order < b->order; });
    return out;
}

} // namespace ml
