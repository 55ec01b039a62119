// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "synccommand.h"

#include "clioptions.h"
#include "clioutput.h"
#include "clubsync.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

using CliOutput::fail;

using CliOutput::ExitUsage;

void line(std::FILE *stream, const QString &text)
{
    std::ignore = CliOutput::write(stream, (text + u'\n').toUtf8());
}

QString pushedLine(const ml::ClubSync::Pushed &game)
{
    using Outcome = ml::ClubSync::Pushed::Outcome;
    switch (game.outcome) {
    case Outcome::Pushed:
        //: %1 the game's UUID, %2 its revision number, %n its events
        return QCoreApplication::translate("cli", "%1: pushed revision %2 (%n event(s))", nullptr, game.eventCount)
            .arg(game.uuid)
            .arg(game.revision);
    case Outcome::Unchanged:
        //: %1 the game's UUID, %2 its revision number
        return QCoreApplication::translate("cli", "%1: unchanged (the server holds revision %2)")
            .arg(game.uuid)
            .arg(game.revision);
    case Outcome::Awaiting:
        //: %1 the game's UUID, %2 its revision number, %3 the table that owns the game
        return QCoreApplication::translate("cli",
                                           "%1: pushed revision %2, kept for the organiser: the game belongs to %3, "
                                           "whose version the league counts")
            .arg(game.uuid)
            .arg(game.revision)
            .arg(game.owner);
    case Outcome::Damaged:
        //: %1 the game's UUID, %2 the library's sentence saying which event was changed
        return QCoreApplication::translate("cli", "%1: not pushed: %2").arg(game.uuid, game.reason);
    case Outcome::Deleted:
        //: %1 the game's UUID
        return QCoreApplication::translate("cli", "%1: deleted on the server").arg(game.uuid);
    }
    return {};
}

} // namespace

std::optional<int> SyncCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "Pushes the games of a library (the app's own by default) to the club's server."));
    const QCommandLineOption help = CliOptions::help();
    const QCommandLineOption library = CliOptions::library();
    const QCommandLineOption server(
        u"server"_s,
        QCoreApplication::translate("cli", "The club server: a postgresql:// URL or a libpq connection string."),
        //: In --help, the value of --server: "--server <url>"
        QCoreApplication::translate("cli", "url"));
    parser.addOptions({ help, library, server, CliOptions::language() });
    parser.addPositionalArgument(u"sync"_s, QString(), u"sync"_s);
    const auto usage = []() {
        line(stderr,
             QCoreApplication::translate("cli",
                                         "usage: meeple-ledger-cli sync [--library FILE] --server URL (a postgresql:// "
                                         "URL or a libpq connection string)"));
        return ExitUsage;
    };
    // The other commands have their own options: anything this parser does not know is not a sync command.
    const bool parsed = parser.parse(arguments);
    if (parser.positionalArguments().value(0) != u"sync"_s)
        return std::nullopt;
    if (parsed && parser.isSet(help))
        return CliOptions::printHelp(parser);
    if (!parsed || parser.positionalArguments().size() != 1 || !parser.isSet(server))
        return usage();
    const ml::ClubResult<ml::ClubAddress> address = ml::ClubAddress::parse(parser.value(server));
    if (!address.ok())
        //: %1 why the server's address cannot be read
        return fail({ address.error().kind,
                      QCoreApplication::translate("cli", "the server's address: %1").arg(address.error().message) });
    const ml::ClubSync::Pass pass =
        ml::ClubSync::pass(CliOptions::libraryFile(parser, library), address.value(),
                           [](const ml::ClubSync::Pushed &game) { line(stdout, pushedLine(game)); });
    if (pass.error)
        return fail(*pass.error);
    line(stdout,
         pass.encrypted ? QCoreApplication::translate("cli", "the connection to the club server was encrypted (TLS)")
                        : QCoreApplication::translate("cli", "the connection to the club server was not encrypted"));
    return 0;
}
