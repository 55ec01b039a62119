// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "leaguecommand.h"

#include "clioptions.h"
#include "clioutput.h"
#include "clubaddress.h"
#include "clubleague.h"
#include "clubsync.h"
#include "finishedgame.h"
#include "gamelibrary.h"
#include "recordfile.h"
#include "rules.h"
#include "standings.h"
#include "standingscsv.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QSqlDatabase>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using CliOutput::fail;

QString usage()
{
    return QCoreApplication::translate(
        "cli",
        "usage: meeple-ledger-cli league [--library FILE] [--season NAME --from YYYY-MM-DD --to YYYY-MM-DD] [--csv "
        "OUT] "
        "| league --server ADDRESS [--season NAME [--from YYYY-MM-DD --to YYYY-MM-DD [--save-season]]] [--csv OUT]");
}

// The season the options ask for, or the line saying what is wrong with them.
std::optional<ml::Season> season(const QCommandLineParser &parser, const QCommandLineOption &name,
                                 const QCommandLineOption &from, const QCommandLineOption &to, QString *problem)
{
    if (!parser.isSet(name) && !parser.isSet(from) && !parser.isSet(to))
        return ml::Season::everyGame();
    if (!parser.isSet(name) || !parser.isSet(from) || !parser.isSet(to)) {
        *problem = QCoreApplication::translate("cli",
                                               "a season needs --season NAME, --from YYYY-MM-DD and --to "
                                               "YYYY-MM-DD together");
        return std::nullopt;
    }
    ml::Season chosen { parser.value(name), {}, {} };
    for (const auto &[option, date] : { std::pair { &from, &chosen.first }, std::pair { &to, &chosen.last } }) {
        const std::optional<QDate> given = ml::Season::day(parser.value(*option));
        if (!given) {
            //: %1 the option (--from or --to), %2 what was given after it
            *problem = QCoreApplication::translate("cli", "%1 %2 is not a day written YYYY-MM-DD")
                           .arg(u"--"_s + option->names().constFirst(), parser.value(*option));
            return std::nullopt;
        }
        *date = *given;
    }
    switch (chosen.problem()) {
    case ml::Season::Problem::None:
        return chosen;
    case ml::Season::Problem::LastBeforeFirst:
        //: %1 the season's last day, %2 its first day, both YYYY-MM-DD
        *problem = QCoreApplication::translate("cli", "--to %1 comes before --from %2")
                       .arg(parser.value(to), parser.value(from));
        return std::nullopt;
    case ml::Season::Problem::UnprintableName:
        *problem = QCoreApplication::translate("cli",
                                               "the season's name holds a control character or a text-direction "
                                               "override");
        return std::nullopt;
    case ml::Season::Problem::NameTooLong:
        //: %1 the longest a name may be (40)
        *problem = QCoreApplication::translate("cli", "the season's name is longer than %1 characters")
                       .arg(ml::rules::MaxNameLength);
        return std::nullopt;
    case ml::Season::Problem::NoName:
    case ml::Season::Problem::OneDayMissing:
        break;
    }
    *problem = QCoreApplication::translate("cli", "the season's name is empty");
    return std::nullopt;
}

QString number(double value)
{
    return QLocale().toString(value, 'f', 2);
}

// A header and one line per player, each column as wide as its widest cell (counted in UTF-16 units, which is what a
// terminal shows for the scripts the names are usually in).
QString table(const QList<ml::Standing> &standings)
{
    const QStringList header {
        QCoreApplication::translate("cli", "rank"),       QCoreApplication::translate("cli", "player"),
        QCoreApplication::translate("cli", "games"),      QCoreApplication::translate("cli", "wins"),
        QCoreApplication::translate("cli", "avg points"), QCoreApplication::translate("cli", "avg place"),
        QCoreApplication::translate("cli", "rating")
    };
    QList<QStringList> rows { header };
    const QLocale locale;
    for (const ml::Standing &s : standings)
        rows.append({ locale.toString(s.rank), s.name, locale.toString(s.games), locale.toString(s.wins),
                      number(s.averagePoints), number(s.averagePlace), number(s.rating.ordinal()) });
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    }
    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype i = 0; i < row.size(); ++i)
            cells.append(i == 1 ? row[i].leftJustified(widths[i]) : row[i].rightJustified(widths[i]));
        text += cells.join(u"  "_s) + u'\n';
    }
    return text;
}

// A game as the organiser tells it from the others: its UUID and its players.
QString described(const ml::ClubSync::ServerGame &game)
{
    QStringList players;
    for (const QJsonValue &player : game.record.value(u"players"_s).toArray())
        players.append(player.toObject().value(u"name"_s).toString());
    //: %1 a game's UUID, %2 its players' names
    return QCoreApplication::translate("cli", "%1 (%2)")
        .arg(game.record.value(u"game"_s).toObject().value(u"id"_s).toString(), QLocale().createSeparatedList(players));
}

// What the standings leave out, a line each, for the organiser to settle.
QString leftOut(const ml::ClubLeague::Games &league)
{
    QString text;
    for (const ml::ClubSync::ServerGame &game : league.awaiting) {
        const QString holder = game.deviceName.isEmpty() ? game.deviceId : game.deviceName;
        //: %1 the table holding the version, %2 the table that owns the game, %3 the game (UUID and players)
        text += QCoreApplication::translate("cli", "awaiting the organiser: %1 holds another version of %2's game %3")
                    .arg(holder, game.ownerName, described(game))
            + u'\n';
    }
    for (const ml::ClubSync::ServerGame &game : league.refused) {
        const QString holder = game.deviceName.isEmpty() ? game.deviceId : game.deviceName;
        //: %1 the table, %2 the game (UUID and players)
        text +=
            QCoreApplication::translate("cli", "left out: the rules refuse %1's game %2").arg(holder, described(game))
            + u'\n';
    }
    if (!league.awaiting.isEmpty())
        text += QCoreApplication::translate("cli",
                                            "a version counts once its table owns the game: meeple-ledger-cli club "
                                            "hand-over GAME --to TABLE --server ADDRESS")
            + u'\n';
    return text;
}

// The league over the club server's finished games: the season as given, or set on the server under its name.
std::optional<int> serverLeague(const QCommandLineParser &parser, const QCommandLineOption &serverOption,
                                const QCommandLineOption &seasonOption, std::optional<ml::Season> given, bool save,
                                QList<ml::Standing> *standings, QString *notes)
{
    const ml::ClubResult<ml::ClubAddress> address = ml::ClubAddress::parse(parser.value(serverOption));
    if (!address.ok())
        return fail(address.error().message);
    const QString connection = u"meeple-cli-league"_s;
    std::optional<int> status;
    {
        ml::ClubResult<QSqlDatabase> opened = address.value().open(connection);
        if (!opened.ok()) {
            status = fail(opened.error());
        } else {
            QSqlDatabase db = opened.value();
            if (save) {
                if (const ml::ClubResult<bool> set = ml::ClubLeague::setSeason(db, *given); !set.ok())
                    status = fail(set.error());
            } else if (parser.isSet(seasonOption) && given->isEveryGame()) {
                const ml::ClubResult<ml::Season> named = ml::ClubLeague::season(db, parser.value(seasonOption));
                if (!named.ok())
                    status = fail(named.error());
                else
                    given = named.value();
            }
            if (!status) {
                const ml::ClubResult<ml::ClubLeague::Games> league = ml::ClubLeague::read(db);
                if (!league.ok()) {
                    status = fail(league.error());
                } else {
                    *standings = ml::standings(*given, league.value().finished);
                    *notes += leftOut(league.value());
                }
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return status;
}

} // namespace

std::optional<int> LeagueCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli",
        "Prints a season's standings over the finished games of a library (the app's own by default) or of the "
        "club's server."));
    const QCommandLineOption helpOption = CliOptions::help();
    const QCommandLineOption libraryOption = CliOptions::library();
    const QCommandLineOption serverOption(
        u"server"_s,
        QCoreApplication::translate("cli",
                                    "The club server's games instead (a postgresql:// URL or a libpq connection "
                                    "string)."),
        //: In --help, the value of --server: "--server <address>"
        QCoreApplication::translate("cli", "address"));
    //: In --help, the value of --season: "--season <name>"
    const QCommandLineOption seasonOption(u"season"_s, QCoreApplication::translate("cli", "The season's name."),
                                          QCoreApplication::translate("cli", "name"));
    //: In --help, the value of --from and --to: "--from <YYYY-MM-DD>"
    const QString dayName = QCoreApplication::translate("cli", "YYYY-MM-DD");
    const QCommandLineOption fromOption(u"from"_s, QCoreApplication::translate("cli", "The season's first day (UTC)."),
                                        dayName);
    const QCommandLineOption toOption(u"to"_s, QCoreApplication::translate("cli", "The season's last day (UTC)."),
                                      dayName);
    const QCommandLineOption saveOption(
        u"save-season"_s, QCoreApplication::translate("cli", "With --server: keeps the season on the server."));
    const QCommandLineOption csvOption(u"csv"_s,
                                       QCoreApplication::translate("cli", "Also writes the standings as CSV."),
                                       QCoreApplication::translate("cli", "file"));
    parser.addOptions({ helpOption, CliOptions::language(), libraryOption, serverOption, seasonOption, fromOption,
                        toOption, saveOption, csvOption });
    parser.addPositionalArgument(u"league"_s, QString(), u"league"_s);
    const bool parsed = parser.parse(arguments);
    if (parser.positionalArguments().value(0) != u"league"_s)
        return std::nullopt;
    if (!parsed)
        return fail(parser.errorText() + u"; "_s + usage(), CliOutput::ExitUsage);
    if (parser.isSet(helpOption))
        return CliOptions::printHelp(parser);
    if (parser.positionalArguments().size() > 1)
        //: %1 the first word the command does not take, %2 the usage line
        return fail(QCoreApplication::translate("cli", "league takes no %1; %2")
                        .arg(parser.positionalArguments().at(1), usage()),
                    CliOutput::ExitUsage);
    const QString file = CliOptions::libraryFile(parser, libraryOption);
    const bool fromServer = parser.isSet(serverOption);
    if (fromServer && parser.isSet(libraryOption))
        //: %1 the usage line
        return fail(QCoreApplication::translate("cli", "league takes --library FILE or --server ADDRESS, not both; %1")
                        .arg(usage()),
                    CliOutput::ExitUsage);
    // On the server a season may be named alone: the club's organisers set its days there.
    const bool namedAlone =
        fromServer && parser.isSet(seasonOption) && !parser.isSet(fromOption) && !parser.isSet(toOption);
    QString problem;
    const std::optional<ml::Season> chosen = namedAlone ? std::optional(ml::Season::everyGame())
                                                        : season(parser, seasonOption, fromOption, toOption, &problem);
    if (!chosen)
        return fail(problem, CliOutput::ExitUsage);
    if (parser.isSet(saveOption) && (!fromServer || chosen->isEveryGame()))
        //: %1 the usage line
        return fail(
            QCoreApplication::translate("cli", "--save-season needs --server and a whole season; %1").arg(usage()),
            CliOutput::ExitUsage);

    QList<ml::Standing> standings;
    QString notes;
    if (fromServer) {
        if (const std::optional<int> failed =
                serverLeague(parser, serverOption, seasonOption, chosen, parser.isSet(saveOption), &standings, &notes))
            return failed;
    } else {
        if (!QFileInfo(file).isFile())
            return fail(
                //: %1 the library file's path
                QCoreApplication::translate("cli", "there is no game library at %1")
                    .arg(QDir::toNativeSeparators(file)));
        ml::GameLibrary library(file);
        if (const ml::Status opened = library.open(); !opened.ok())
            return fail(opened.message());
        const ml::Result<QList<ml::GameLibrary::ResultRow>> rows = library.results({}, true);
        if (!rows.ok())
            return fail(rows.message());
        standings = ml::standings(*chosen, ml::FinishedGame::fromResults(rows.value()));
    }

    if (parser.isSet(csvOption)) {
        // "-" is standard output, as everywhere: the CSV only, without the table.
        if (parser.value(csvOption) == u"-"_s)
            return CliOutput::output(ml::StandingsCsv::write(standings));
        const QString target = QDir::current().absoluteFilePath(parser.value(csvOption));
        if (const ml::Status written = ml::RecordFile::write(target, ml::StandingsCsv::write(standings)); !written.ok())
            return fail(written.message(), CliOutput::ExitWriteFailed);
    }
    const QString text = standings.isEmpty()
        ? QCoreApplication::translate("cli", "no finished games in this season") + u'\n'
        : table(standings);
    return CliOutput::output((text + notes).toUtf8());
}
