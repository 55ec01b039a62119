// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "refusal.h"
#include "replay.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

class QTranslator;

namespace ml {

/** @brief Player ids to the names shown; a player missing from it is shown by id (as the command-line tool does). */
using PlayerNames = QHash<QString, QString>;

/** @brief The names of the players of @p record, by id. */
[[nodiscard]] PlayerNames playerNames(const QJsonObject &record);

/**
 * @brief @p refusal as one sentence in the language of @p translator (else of the installed translators), the
 * players named by @p names. In English it is the engine's message as the CLI has always printed it.
 */
[[nodiscard]] QString refusalText(const Refusal &refusal, const PlayerNames &names = {},
                                  const QTranslator *translator = nullptr);

/** @brief "error: event N (type): sentence", or "error: setup: sentence" for a refusal of the setup. */
[[nodiscard]] QString refusalLine(const ReplayError &error, const PlayerNames &names = {},
                                  const QTranslator *translator = nullptr);

/** @brief "event N (type): sentence", or "setup: sentence": where a refusal is and why, inside another sentence. */
[[nodiscard]] QString refusalPlace(const ReplayError &error, const PlayerNames &names = {},
                                   const QTranslator *translator = nullptr);

/** @brief The English source of @p code's sentence, before translation and arguments (for tests). */
[[nodiscard]] const char *refusalSource(RefusalCode code);

} // namespace ml
