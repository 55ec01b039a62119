// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <initializer_list>

/** @brief The options every command shares, described in the reader's language for its --help. */
namespace CliOptions {

/** @brief -l, --lang CODE: the language of what the command prints. */
[[nodiscard]] QCommandLineOption language();
/** @brief --library FILE: the game library a command works on; without it, the app's own. */
[[nodiscard]] QCommandLineOption library();
/** @brief -h, --help: the command's options. */
[[nodiscard]] QCommandLineOption help();
/** @brief The library file @p parser names with @p library, else the app's own library (the same file the app opens).
 */
[[nodiscard]] QString libraryFile(const QCommandLineParser &parser, const QCommandLineOption &library);
/** @brief A command of a --help's list: how it is written and what it does. */
struct Command {
    const char *syntax;
    QString description;
};
/** @brief "Commands:" and a line per command, the descriptions in one column. */
[[nodiscard]] QString commandList(std::initializer_list<Command> commands);
/** @brief Prints @p parser's help text, with @p commands under it, on standard output: 0, or the write failure's exit
 * status. */
int printHelp(const QCommandLineParser &parser, const QString &commands = {});

} // namespace CliOptions
