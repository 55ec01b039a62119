// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "options.h"

#include <QStringList>
#include <QVariantMap>

/**
 * @brief The engine's options (ml::TableOptions) as the screens read them: plain maps and lists, players by their
 * record id, kinds and types by the record's words. Nothing is decided here; every entry is one the engine gave.
 *
 * The keys are listed in docs/screens.md, with the decision each screen takes from them.
 */
[[nodiscard]] QVariantMap optionsView(const ml::TableOptions &options, const QStringList &playerIds);
