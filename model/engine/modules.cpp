// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "modules.h"

#include "abbotmodule.h"
#include "bigtopmodule.h"
#include "ghostsmodule.h"
#include "innsmodule.h"
#include "messengersmodule.h"
#include "robbersmodule.h"
#include "towermodule.h"
#include "tradersmodule.h"

namespace ml {

std::unique_ptr<RuleModule> makeModule(Expansion e)
{
    switch (e) {
    case Expansion::Tower:
        return std::make_unique<TowerModule>();
    case Expansion::Messengers:
        return std::make_unique<MessengersModule>();
    case Expansion::Robbers:
        return std::make_unique<RobbersModule>();
    case Expansion::BigTop:
        return std::make_unique<BigTopModule>();
    case Expansion::Ghosts:
        return std::make_unique<GhostsModule>();
    case Expansion::Abbot:
        return std::make_unique<AbbotModule>();
    case Expansion::Inns:
        return std::make_unique<InnsModule>();
    case Expansion::Traders:
        return std::make_unique<TradersModule>();
    }
    return nullptr;
}

} // namespace ml
