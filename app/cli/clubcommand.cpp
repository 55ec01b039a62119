// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubcommand.h"

#include "clioptions.h"
#include "clioutput.h"
#include "clubaddress.h"
#include "clubsetup.h"
#include "clubsync.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSqlDatabase>

using namespace Qt::StringLiterals;

namespace {

using CliOutput::fail;

int usage()
{
    std::ignore = CliOutput::write(
        stderr,
        (QCoreApplication::translate("cli",
                                     "usage: meeple-ledger-cli club setup | add-table NAME | add-organiser NAME "
                                     "--server ADDRESS [--host HOST] [--new-password] | club hand-over GAME --to TABLE "
                                     "--server ADDRESS")
         + u'\n')
            .toUtf8());
    return CliOutput::ExitUsage;
}

QString commandList()
{
    return CliOptions::commandList({
        { "setup",
          QCoreApplication::translate("cli",
                                      "Creates the club's roles, its schema and its tables (again: "
                                      "upgrades them, changes nothing else).") },
        { "add-table NAME",
          QCoreApplication::translate("cli",
                                      "Creates a login for a table's laptop and prints its "
                                      "connection.") },
        { "add-organiser NAME",
          QCoreApplication::translate("cli",
                                      "Creates a login for an organiser and prints its "
                                      "connection.") },
        { "hand-over GAME --to TABLE",
          QCoreApplication::translate("cli",
                                      "Gives a game to another table (its library's name or device id): that "
                                      "table's version counts from now on. The table that owns the game or an "
                                      "organiser may; --server is their own connection.") },
    });
}

// The connection a new login gives its laptop: the server's address with its own user and password.
QString connectionFor(ml::ClubAddress address, const QString &host, const ml::ClubSetup::Member &member)
{
    if (!host.isEmpty())
        address.host = host;
    address.user = member.name;
    // The generated password is letters and digits only: it needs no quoting.
    return address.display() + u" password="_s + member.password;
}

// Hands a game over: the connection is the owning table's or an organiser's own.
int handOver(QSqlDatabase &db, const QString &game, const QString &table)
{
    const ml::ClubResult<ml::ClubSync::HandedOver> done = ml::ClubSync::handOver(db, game, table);
    if (!done.ok())
        return fail(done.error());
    //: %1 the game's UUID, %2 the table that owns it now
    return CliOutput::output((QCoreApplication::translate("cli", "game %1 belongs to %2 now: its version counts")
                                  .arg(done.value().game, done.value().deviceName)
                              + u'\n')
                                 .toUtf8());
}

int run(const QCommandLineParser &parser, const QCommandLineOption &serverOption, const QCommandLineOption &hostOption,
        const QCommandLineOption &newPasswordOption, const QCommandLineOption &toOption)
{
    const QStringList args = parser.positionalArguments().mid(1);
    const QString command = args.value(0);
    const bool setup = command == u"setup"_s && args.size() == 1;
    const bool member = (command == u"add-table"_s || command == u"add-organiser"_s) && args.size() == 2;
    const bool handing = command == u"hand-over"_s && args.size() == 2 && parser.isSet(toOption);
    if ((!setup && !member && !handing) || !parser.isSet(serverOption)
        || (!member && (parser.isSet(hostOption) || parser.isSet(newPasswordOption)))
        || (!handing && parser.isSet(toOption)))
        return usage();
    const ml::ClubResult<ml::ClubAddress> address = ml::ClubAddress::parse(parser.value(serverOption));
    if (!address.ok())
        //: %1 why the server's address cannot be read
        return fail({ address.error().kind,
                      QCoreApplication::translate("cli", "the server's address: %1").arg(address.error().message) });
    const QString connection = u"meeple-ledger-club-setup"_s;
    int status = 0;
    {
        ml::ClubResult<QSqlDatabase> opened = address.value().open(connection);
        if (!opened.ok())
            return fail(opened.error());
        QSqlDatabase db = opened.value();
        if (handing) {
            status = handOver(db, args.value(1), parser.value(toOption));
        } else if (setup) {
            const ml::ClubResult<int> version = ml::ClubSetup::setUp(db);
            status = !version.ok()
                ? fail(version.error())
                : CliOutput::output(
                    //: %1 the database's name, %2 the schema's version
                    (QCoreApplication::translate("cli",
                                                 "%1 is a club server (schema version %2); add each table's "
                                                 "laptop with: meeple-ledger-cli club add-table NAME")
                         .arg(address.value().database)
                         .arg(version.value())
                     + u'\n')
                        .toUtf8());
        } else {
            const auto role = command == u"add-table"_s ? ml::ClubSetup::Role::Table : ml::ClubSetup::Role::Organiser;
            const ml::ClubResult<ml::ClubSetup::Member> added =
                ml::ClubSetup::addMember(db, args.value(1), role, parser.isSet(newPasswordOption));
            if (!added.ok()) {
                status = fail(added.error());
            } else if (!added.value().created) {
                //: %1 a login's name
                status = CliOutput::output((QCoreApplication::translate("cli",
                                                                        "%1 exists already and keeps its "
                                                                        "password (--new-password makes a new "
                                                                        "one)")
                                                .arg(added.value().name)
                                            + u'\n')
                                               .toUtf8());
            } else {
                //: %1 a login's name; the connection follows on the next line
                status = CliOutput::output(
                    (QCoreApplication::translate("cli", "%1 can sync with this connection (keep it as a password):")
                         .arg(added.value().name)
                     + u'\n' + connectionFor(address.value(), parser.value(hostOption), added.value()) + u'\n')
                        .toUtf8());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return status;
}

} // namespace

std::optional<int> ClubCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli",
        "Makes a PostgreSQL database the club's server and gives each table and organiser a login, with a "
        "superuser's connection; hands a game over to another table, with its owner's or an organiser's."));
    const QCommandLineOption help = CliOptions::help();
    const QCommandLineOption server(
        u"server"_s,
        QCoreApplication::translate("cli",
                                    "The club's database, a postgresql:// URL or a libpq connection string: a "
                                    "superuser's for setup and add-*, the owning table's or an organiser's for "
                                    "hand-over."),
        //: In --help, the value of --server: "--server <address>"
        QCoreApplication::translate("cli", "address"));
    const QCommandLineOption host(
        u"host"_s,
        QCoreApplication::translate("cli",
                                    "The server's name as the laptops reach it, in the printed connection "
                                    "(default: the host of --server)."),
        //: In --help, the value of --host: "--host <host>"
        QCoreApplication::translate("cli", "host"));
    const QCommandLineOption newPassword(
        u"new-password"_s,
        QCoreApplication::translate("cli",
                                    "Gives a login that exists already a new password (its laptop needs the new "
                                    "connection)."));
    const QCommandLineOption to(u"to"_s,
                                QCoreApplication::translate("cli",
                                                            "With hand-over: the table that gets the game, by its "
                                                            "library's name or its device id."),
                                //: In --help, the value of --to: "--to <table>"
                                QCoreApplication::translate("cli", "table"));
    parser.addOptions({ help, server, host, newPassword, to, CliOptions::language() });
    const QString commandName = QCoreApplication::translate("cli", "command");
    parser.addPositionalArgument(commandName, QCoreApplication::translate("cli", "One of the commands below."),
                                 u"club "_s + commandName);
    // The other commands have their own options: anything this parser does not know is not a club command.
    const bool parsed = parser.parse(arguments);
    if (parser.positionalArguments().value(0) != u"club"_s)
        return std::nullopt;
    if (parsed && parser.isSet(help))
        return CliOptions::printHelp(parser, commandList());
    if (!parsed)
        return usage();
    return ::run(parser, server, host, newPassword, to);
}
