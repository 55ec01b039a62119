// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubcommand.h"

#include "clioptions.h"
#include "clioutput.h"
#include "clubaddress.h"
#include "clubresults.h"
#include "clubschema.h"
#include "clubsetup.h"
#include "clubsync.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
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
                                     "--server ADDRESS | club check-results --server ADDRESS [--repair]")
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
        { "check-results [--repair]",
          QCoreApplication::translate("cli",
                                      "Replays every counted game on the server and compares it with the result kept "
                                      "beside it, which the league reads; lists each that differs or is missing. "
                                      "--repair (an organiser's connection) keeps the replay's result instead.") },
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

// A kept or replayed result in one line: "finished: Ana 32, Ben 25".
QString describe(const ml::ClubResults::Result &result)
{
    switch (result.outcome) {
    case ml::ClubResults::Result::Outcome::InProgress:
        return QCoreApplication::translate("cli", "in progress");
    case ml::ClubResults::Result::Outcome::Refused:
        return QCoreApplication::translate("cli", "refused by the rules");
    case ml::ClubResults::Result::Outcome::Finished:
        break;
    }
    QStringList seats;
    const QLocale locale;
    for (const ml::FinishedSeat &seat : result.seats)
        //: a seat in a result: %1 the player's name, %2 the score
        seats.append(QCoreApplication::translate("cli", "%1 %2").arg(seat.name, locale.toString(seat.score)));
    //: %1 the seats with their scores ("Ana 32, Ben 25")
    return QCoreApplication::translate("cli", "finished: %1").arg(seats.join(u", "_s));
}

// The organiser's check of the results the league reads, against a replay of each counted game.
int checkResults(QSqlDatabase &db, bool repair)
{
    if (const ml::ClubResult<int> migrated = ml::ClubSchema::migrate(db); !migrated.ok())
        return fail(migrated.error());
    const ml::ClubResult<ml::ClubResults::Checked> checked = ml::ClubResults::check(db, repair);
    if (!checked.ok())
        return fail(checked.error());
    QString text;
    for (const ml::ClubResults::Disagreement &found : checked.value().disagreements) {
        const QString version =
            //: %1 the game's UUID, %2 the table holding it, %3 the revision
            QCoreApplication::translate("cli", "game %1 (%2, revision %3)")
                .arg(found.game, found.device)
                .arg(found.revision);
        if (found.missing)
            //: %1 the version ("game UUID (Table 3, revision 12)"), %2 its replayed result
            text += QCoreApplication::translate("cli", "%1: no result kept; its events replay to %2")
                        .arg(version, describe(found.replayed));
        else
            //: %1 the version, %2 the result kept on the server, %3 the replayed result
            text += QCoreApplication::translate("cli", "%1: kept %2, but its events replay to %3")
                        .arg(version, describe(found.stored), describe(found.replayed));
        text += u'\n';
    }
    const int checkedCount = checked.value().checked;
    const int differ = int(checked.value().disagreements.size());
    if (differ == 0)
        //: %n the games checked
        text += QCoreApplication::translate("cli",
                                            "%n counted game(s) checked: every kept result is what its events "
                                            "replay to",
                                            "", checkedCount);
    else if (repair)
        //: %n the games checked, %1 how many results were kept anew
        text += QCoreApplication::translate("cli",
                                            "%n counted game(s) checked: %1 result(s) kept anew from the "
                                            "replay",
                                            "", checkedCount)
                    .arg(checked.value().repaired);
    else
        //: %n the games checked, %1 how many differ
        text += QCoreApplication::translate("cli",
                                            "%n counted game(s) checked: %1 kept result(s) differ from the "
                                            "replay (--repair keeps the replay's)",
                                            "", checkedCount)
                    .arg(differ);
    text += u'\n';
    const int written = CliOutput::output(text.toUtf8());
    if (written != 0)
        return written;
    return differ > 0 && !repair ? CliOutput::ExitRefused : 0;
}

int run(const QCommandLineParser &parser, const QCommandLineOption &serverOption, const QCommandLineOption &hostOption,
        const QCommandLineOption &newPasswordOption, const QCommandLineOption &toOption,
        const QCommandLineOption &repairOption)
{
    const QStringList args = parser.positionalArguments().mid(1);
    const QString command = args.value(0);
    const bool setup = command == u"setup"_s && args.size() == 1;
    const bool member = (command == u"add-table"_s || command == u"add-organiser"_s) && args.size() == 2;
    const bool handing = command == u"hand-over"_s && args.size() == 2 && parser.isSet(toOption);
    const bool checking = command == u"check-results"_s && args.size() == 1;
    if ((!setup && !member && !handing && !checking) || !parser.isSet(serverOption)
        || (!member && (parser.isSet(hostOption) || parser.isSet(newPasswordOption)))
        || (!handing && parser.isSet(toOption)) || (!checking && parser.isSet(repairOption)))
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
        } else if (checking) {
            status = checkResults(db, parser.isSet(repairOption));
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
    const QCommandLineOption repair(u"repair"_s,
                                    QCoreApplication::translate("cli",
                                                                "With check-results: keeps each replayed result that "
                                                                "differs from the kept one (an organiser's role)."));
    parser.addOptions({ help, server, host, newPassword, to, repair, CliOptions::language() });
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
    return ::run(parser, server, host, newPassword, to, repair);
}
