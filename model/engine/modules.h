// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "rulemodule.h"

#include <memory>

namespace ml {

/** @brief The rules module of expansion @p e. */
[[nodiscard]] std::unique_ptr<RuleModule> makeModule(Expansion e);

} // namespace ml
