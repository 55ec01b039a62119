// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <functional>

namespace ml {

/**
 * @brief What the app said to its user lately, and how to say it again: a message still on screen when the user picks
 * another language is shown in that one.
 *
 * A message is made by a function that says it in the installed language (tr() with its arguments, the vocabulary,
 * refusalLine()): say() calls it and keeps it under the text it gave; again() calls it anew for that text, in the
 * language installed by then. Messages whose words do not depend on the language (a path alone) need not be kept.
 * The functions must hold what they need by value. The last MaxKept messages are kept; either call may come from any
 * thread.
 */
namespace Sayings {

/** @brief How many messages are kept: far more than a window shows at once. */
inline constexpr int MaxKept = 256;

/** @brief @p words said now, kept so that the text it gives can be said again. */
[[nodiscard]] QString say(std::function<QString()> words);

/**
 * @brief @p text as it would be said now: the message kept under it said again, else @p text itself. Said in another
 * language, it is kept under its new text as well.
 */
[[nodiscard]] QString again(const QString &text);

} // namespace Sayings

} // namespace ml
