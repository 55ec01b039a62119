// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clioptions.h"

#include "clioutput.h"
#include "gamelibrary.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QDir>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace CliOptions {

QCommandLineOption language()
{
    return { { u"l"_s, u"lang"_s },
             //: %1 the language codes ("en, de, fr…")
             QCoreApplication::translate("cli",
                                         "Explain in this language: %1 (default: the system's language, else en).")
                 .arg(ml::TranslationCatalog::codes().join(u", "_s)),
             QCoreApplication::translate("cli", "code") };
}

QCommandLineOption library()
{
    return { u"library"_s,
             //: %1 the path of the app's own game library
             QCoreApplication::translate("cli", "The game library file (default: the app's own, %1).")
                 .arg(QDir::toNativeSeparators(ml::GameLibrary::defaultPath())),
             //: In --help, the value of --library: "--library <file>"
             QCoreApplication::translate("cli", "file") };
}

QCommandLineOption help()
{
    return { { u"h"_s, u"help"_s }, QCoreApplication::translate("cli", "Lists the command's options.") };
}

QString libraryFile(const QCommandLineParser &parser, const QCommandLineOption &library)
{
    const QString given = parser.value(library);
    return given.isEmpty() ? ml::GameLibrary::defaultPath() : QDir::current().absoluteFilePath(given);
}

QString commandList(std::initializer_list<Command> commands)
{
    qsizetype width = 0;
    for (const Command &command : commands)
        width = std::max(width, QString::fromUtf8(command.syntax).size());
    QString text = QCoreApplication::translate("cli", "Commands:") + u'\n';
    for (const Command &command : commands)
        text += u"  "_s + QString::fromUtf8(command.syntax).leftJustified(width + 2) + command.description + u'\n';
    return text;
}

int printHelp(const QCommandLineParser &parser, const QString &commands)
{
    QString text = parser.helpText();
    if (!commands.isEmpty())
        text += u'\n' + commands;
    return CliOutput::output(text.toUtf8());
}

} // namespace CliOptions
