// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"

#include <QByteArray>
#include <QString>

#include <cstdio>

/** @brief What the library and league commands print and how they end: the exit codes and the checked writes. */
namespace CliOutput {

/** @brief The input or the command line was refused; one line on standard error says why. */
constexpr int ExitRefused = 2;
/** @brief The club server cannot be reached or went away (EX_UNAVAILABLE): trying later may work. */
constexpr int ExitUnavailable = 69;
/** @brief The command line has the wrong shape; the usage is printed. */
constexpr int ExitUsage = 64;
/** @brief The output could not be written (EX_IOERR, beside EX_USAGE), as `replay`. */
constexpr int ExitWriteFailed = 74;

/**
 * @brief @p text with what a terminal would act on written out as text: C0 controls but line feed and tab, DEL, C1
 * controls and the bidi embeddings and overrides (U+202A–U+202E) become `\xNN` or `\uNNNN`, so a name in a record or
 * from another table cannot clear, recolour or reorder the reader's terminal. Bidi isolates stay: they keep a name in
 * its own direction.
 */
[[nodiscard]] QString printable(const QString &text);
/** @brief Whether @p stream is a terminal: printable() applies to what is written to it. */
[[nodiscard]] bool isTerminal(std::FILE *stream);
/** @brief Writes all of @p bytes (printable() on a terminal) and flushes; false when the stream did not take them. */
bool write(std::FILE *stream, const QByteArray &bytes);
/** @brief Prints "error: @p message" on standard error and returns @p status. */
int fail(const QString &message, int status = ExitRefused);
/** @brief Says why the club server could not be used: ExitUnavailable when it cannot be reached, else ExitRefused. */
int fail(const ml::ClubError &error);
/** @brief Writes @p bytes to standard output: 0, or ExitWriteFailed with a line saying so (a full disk, a closed pipe).
 */
int output(const QByteArray &bytes);

} // namespace CliOutput
