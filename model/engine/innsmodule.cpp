// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "innsmodule.h"

#include "rules.h"

namespace ml {

void InnsModule::setup(GameState &state)
{
    for (PlayerState &p : state.players)
        p.supply[std::size_t(FigureKind::Large)] = rules::LargeMeeples;
}

} // namespace ml
