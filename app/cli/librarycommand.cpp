// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "librarycommand.h"

#include "clioptions.h"
#include "clioutput.h"
#include "gamelibrary.h"
#include "recordfile.h"
#include "resultscsv.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>
#include <cstdio>
#include <iterator>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

using CliOutput::ExitRefused;
using CliOutput::ExitUsage;
using CliOutput::ExitWriteFailed;
using CliOutput::fail;
using CliOutput::output;
using CliOutput::write;

int usage()
{
    write(stderr,
          (QCoreApplication::translate(
               "cli",
               "usage: meeple-ledger-cli library [--library FILE] import RECORD… | list [--json] | export ID [OUT] | "
               "name [NAME] | backup OUT | restore IN | csv [--finished] [ID…] [OUT] | keep-intact ID | where")
           + u'\n')
              .toUtf8());
    return ExitUsage;
}

/** @brief The library's commands, a line each, for `library --help`. */
QString commandList()
{
    return CliOptions::commandList({
        { "import RECORD…",
          QCoreApplication::translate(
              "cli", "Imports game records; a game it holds already is updated, never stored twice.") },
        { "list [--json]",
          QCoreApplication::translate("cli", "Lists the games: number, date (UTC), players with scores, state.") },
        { "export ID [OUT]",
          QCoreApplication::translate("cli", "Writes a game's record to OUT, or to standard output.") },
        { "name [NAME]", QCoreApplication::translate("cli", "Names the library; prints its name and device id.") },
        { "backup OUT", QCoreApplication::translate("cli", "Copies the whole library, even while the app runs.") },
        { "restore IN", QCoreApplication::translate("cli", "Replaces the library with a backup.") },
        { "csv [--finished] [ID…] [OUT]",
          QCoreApplication::translate("cli", "Writes one row per player per game as CSV.") },
        { "keep-intact ID",
          QCoreApplication::translate("cli",
                                      "Keeps the events of a game changed outside the app, up to the first changed "
                                      "one, as a new game.") },
        { "where", QCoreApplication::translate("cli", "Prints the path of the library file.") },
    });
}

// ISO 8601 in UTC to the second, "2026-12-04T19:30:00Z"; written by hand: the general formatter costs more than the
// rest of a listed game.
QString timeText(const QDateTime &time)
{
    const QDateTime utc = time.toUTC();
    const QDate d = utc.date();
    const QTime t = utc.time();
    if (!d.isValid() || d.year() < 0 || d.year() > 9999)
        return utc.toString(Qt::ISODate);
    char text[21];
    const auto put = [&text](int at, int value, int width) {
        for (int i = width - 1; i >= 0; --i, value /= 10)
            text[at + i] = char('0' + value % 10);
    };
    put(0, d.year(), 4);
    text[4] = '-';
    put(5, d.month(), 2);
    text[7] = '-';
    put(8, d.day(), 2);
    text[10] = 'T';
    put(11, t.hour(), 2);
    text[13] = ':';
    put(14, t.minute(), 2);
    text[16] = ':';
    put(17, t.second(), 2);
    text[19] = 'Z';
    text[20] = '\0';
    return QString::fromLatin1(text, 20);
}

QJsonObject gameObject(const ml::GameSummary &game)
{
    QJsonArray players;
    for (const ml::GamePlayer &player : game.players)
        players.append(QJsonObject { { u"id"_s, player.id },
                                     { u"name"_s, player.name },
                                     { u"color"_s, player.color },
                                     { u"score"_s, player.score } });
    QJsonObject object { { u"id"_s, game.id },
                         { u"uuid"_s, game.uuid },
                         { u"createdAt"_s, timeText(game.createdAt) },
                         { u"updatedAt"_s, timeText(game.updatedAt) },
                         { u"players"_s, players },
                         { u"expansions"_s, QJsonArray::fromStringList(game.expansions) },
                         { u"events"_s, game.eventCount },
                         { u"finished"_s, game.finished },
                         { u"winners"_s, QJsonArray::fromStringList(game.winners) } };
    if (!game.problem.isEmpty())
        object.insert(u"problem"_s, game.problem);
    if (!game.device.isEmpty())
        object.insert(u"device"_s, game.device);
    if (!game.forkOfUuid.isEmpty())
        object.insert(u"forkOf"_s, QJsonObject { { u"uuid"_s, game.forkOfUuid }, { u"id"_s, game.forkOf } });
    return object;
}

/** @brief The words of a listed game's state, translated once for the whole list. */
struct ListWords {
    QByteArray finished = QCoreApplication::translate("cli", "finished").toUtf8();
    QByteArray inProgress = QCoreApplication::translate("cli", "in progress").toUtf8();
};

/** @brief Appends @p number in decimal to @p text without making a QByteArray of it. */
void appendNumber(QByteArray &text, qint64 number)
{
    char digits[24];
    const std::to_chars_result written = std::to_chars(std::begin(digits), std::end(digits), number);
    text.append(digits, written.ptr - digits);
}

/** @brief A game's line, "12  2026-12-04T19:30:00Z  Ana 31, Ben 28  finished", written as UTF-8 onto @p text: the
 * stored names and times are UTF-8 already, and a library of a thousand games is listed whole. */
void appendGameLine(QByteArray &text, const ml::ListedGame &game, const ListWords &words)
{
    appendNumber(text, game.id);
    text.append("  ", 2);
    text.append(game.createdAt.data(), game.createdAt.size());
    text.append("  ", 2);
    for (qsizetype i = 0; i < game.seats.size(); ++i) {
        if (i > 0)
            text.append(", ", 2);
        text.append(game.seats[i].name.data(), game.seats[i].name.size());
        text.append(' ');
        appendNumber(text, game.seats[i].score);
    }
    text.append("  ", 2);
    text += game.finished ? words.finished : words.inProgress;
    if (game.isFork) {
        text.append("  ", 2);
        //: %1 the number of the game in the library this one is a fork of
        text += QCoreApplication::translate("cli", "fork of game %1").arg(game.forkOf).toUtf8();
    }
    text.append('\n');
}

int list(const ml::GameLibrary &library, bool json)
{
    QByteArray text;
    if (json) {
        const ml::Result<QList<ml::GameSummary>> games = library.games();
        if (!games.ok())
            return fail(games.message());
        QJsonArray array;
        for (const ml::GameSummary &game : games.value())
            array.append(gameObject(game));
        text = QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        const ListWords words;
        const ml::Status listed =
            library.listGames([&](const ml::ListedGame &game) { appendGameLine(text, game, words); });
        if (!listed.ok())
            return fail(listed.message());
    }
    return output(text);
}

int import(ml::GameLibrary &library, const QStringList &files)
{
    int status = 0;
    for (const QString &file : files) {
        const ml::Result<ml::GameLibrary::Import> imported = library.importGameFile(file);
        if (!imported.ok()) {
            status = fail(imported.message());
            continue;
        }
        const ml::GameLibrary::Import &done = imported.value();
        QString line;
        switch (done.outcome) {
        case ml::GameLibrary::Import::Outcome::Imported:
            //: %1 the record file, %2 the number of the new game in the library
            line = QCoreApplication::translate("cli", "imported %1 as game %2").arg(file).arg(done.gameId);
            break;
        case ml::GameLibrary::Import::Outcome::Updated:
            //: %1 the record file, %2 the number of the game in the library, %n how many events it gained
            line = QCoreApplication::translate("cli", "updated game %2 from %1: %n event(s) added", nullptr,
                                               done.eventsAdded)
                       .arg(file)
                       .arg(done.gameId);
            break;
        case ml::GameLibrary::Import::Outcome::Unchanged:
            //: %1 the record file, %2 the number of the game in the library that already holds it
            line = QCoreApplication::translate("cli", "%1 unchanged: game %2 already holds all of it")
                       .arg(file)
                       .arg(done.gameId);
            break;
        case ml::GameLibrary::Import::Outcome::Fork:
            //: %1 the record file, %2 the number of the new game, %3 the stored game it differs from
            line = QCoreApplication::translate("cli", "imported %1 as game %2, kept as a fork of game %3")
                       .arg(file)
                       .arg(done.gameId)
                       .arg(done.forkOf);
            break;
        }
        if (const int written = output((line + u'\n').toUtf8()); written != 0)
            return written;
    }
    return status;
}

int exportGame(const ml::GameLibrary &library, const QString &id, const QString &target)
{
    bool number = false;
    const qint64 gameId = id.toLongLong(&number);
    if (!number)
        //: %1 what was given where a game's number belongs
        return fail(QCoreApplication::translate("cli", "%1 is not a game number").arg(id));
    if (!target.isEmpty() && target != u"-"_s) {
        const ml::Status written = library.exportFile(gameId, target);
        if (written.ok())
            return 0;
        // An unknown game is the command's mistake; a file that cannot be written is the output's.
        return fail(written.message(),
                    written.error().code == ml::StoreError::Code::NotFound ? ExitRefused : ExitWriteFailed);
    }
    const ml::Result<QByteArray> record = library.exportRecord(gameId);
    if (!record.ok())
        return fail(record.message());
    return output(record.value());
}

int name(ml::GameLibrary &library, const QStringList &args)
{
    if (!args.isEmpty()) {
        if (const ml::Status named = library.setName(args.join(u' ')); !named.ok())
            return fail(named.message());
    }
    const ml::Result<ml::GameLibrary::Identity> identity = library.identity();
    if (!identity.ok())
        return fail(identity.message());
    return output((identity.value().name + u'\t' + identity.value().deviceId + u'\n').toUtf8());
}

int results(const ml::GameLibrary &library, const QStringList &args, bool finishedOnly)
{
    QList<qint64> ids;
    QString target;
    for (qsizetype i = 0; i < args.size(); ++i) {
        bool number = false;
        const qint64 id = args[i].toLongLong(&number);
        if (!number && i == args.size() - 1) {
            target = args[i];
            break;
        }
        if (!number)
            return fail(QCoreApplication::translate("cli", "%1 is not a game number").arg(args[i]));
        if (const ml::Result<ml::GameSummary> game = library.game(id); !game.ok())
            return fail(game.message());
        ids.append(id);
    }
    const ml::Result<QList<ml::GameLibrary::ResultRow>> rows = library.results(ids, finishedOnly);
    if (!rows.ok())
        return fail(rows.message());
    const QByteArray csv = ml::ResultsCsv::write(rows.value());
    if (target.isEmpty() || target == u"-"_s)
        return output(csv);
    if (const ml::Status written = ml::RecordFile::write(target, csv); !written.ok())
        return fail(written.message(), ExitWriteFailed);
    return 0;
}

// A line on standard error for each game whose stored events were changed outside the app; 0, or 2 when they
// cannot be read.
int changedGamesNoted(const ml::GameLibrary &library)
{
    const ml::Result<QMap<qint64, int>> changed = library.changedGames();
    if (!changed.ok())
        return fail(changed.message());
    for (auto it = changed.value().cbegin(); it != changed.value().cend(); ++it)
        //: %1 the game's number, %2 the event's index in it
        write(stderr,
              (QCoreApplication::translate("cli",
                                           "note: game %1 was changed outside Meeple Ledger at its event %2; the "
                                           "backup holds it as it is (library keep-intact %1 keeps the events before)")
                   .arg(it.key())
                   .arg(it.value())
               + u'\n')
                  .toUtf8());
    return 0;
}

int keepIntact(ml::GameLibrary &library, const QString &id)
{
    bool number = false;
    const qint64 gameId = id.toLongLong(&number);
    if (!number)
        return fail(QCoreApplication::translate("cli", "%1 is not a game number").arg(id));
    const ml::Result<qint64> kept = library.keepIntact(gameId);
    if (!kept.ok())
        return fail(kept.message());
    //: %1 the new game's number, %2 the changed game's number
    return output(
        (QCoreApplication::translate("cli", "game %1 holds the intact events of game %2").arg(kept.value()).arg(gameId)
         + u'\n')
            .toUtf8());
}

} // namespace

std::optional<int> LibraryCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("cli", "Works on a game library: the app's own, or the file --library names."));
    const QCommandLineOption helpOption = CliOptions::help();
    const QCommandLineOption libraryOption = CliOptions::library();
    const QCommandLineOption jsonOption(u"json"_s, QCoreApplication::translate("cli", "With list: the games as JSON."));
    const QCommandLineOption finishedOption(u"finished"_s,
                                            QCoreApplication::translate("cli", "With csv: finished games only."));
    parser.addOptions({ helpOption, CliOptions::language(), libraryOption, jsonOption, finishedOption });
    const QString commandName = QCoreApplication::translate("cli", "command");
    parser.addPositionalArgument(commandName, QCoreApplication::translate("cli", "One of the commands below."),
                                 u"library "_s + commandName);
    // The other commands have their own options: anything this parser does not know is not a library command.
    if (!parser.parse(arguments) || parser.positionalArguments().value(0) != u"library"_s) {
        if (parser.positionalArguments().value(0) != u"library"_s)
            return std::nullopt;
        return usage();
    }
    if (parser.isSet(helpOption))
        return CliOptions::printHelp(parser, commandList());
    const QStringList args = parser.positionalArguments().mid(1);
    const QString command = args.value(0);
    const QString file = CliOptions::libraryFile(parser, libraryOption);
    const bool known = (command == u"import"_s && args.size() >= 2) || (command == u"list"_s && args.size() == 1)
        || (command == u"export"_s && (args.size() == 2 || args.size() == 3)) || command == u"name"_s
        || command == u"csv"_s || ((command == u"backup"_s || command == u"restore"_s) && args.size() == 2)
        || (command == u"where"_s && args.size() == 1) || (command == u"keep-intact"_s && args.size() == 2);
    if (!known || (parser.isSet(jsonOption) && command != u"list"_s)
        || (parser.isSet(finishedOption) && command != u"csv"_s))
        return usage();
    if (command == u"where"_s)
        return output((QDir::toNativeSeparators(file) + u'\n').toUtf8());
    // The other commands read a library; only importing and restoring may start a new one.
    if (command != u"import"_s && command != u"restore"_s && !QFileInfo(file).isFile())
        return fail(
            //: %1 the library file's path
            QCoreApplication::translate("cli", "there is no game library at %1").arg(QDir::toNativeSeparators(file)));

    ml::GameLibrary library(file);
    if (const ml::Status opened = library.open(); !opened.ok())
        return fail(opened.message());
    if (command == u"list"_s)
        return list(library, parser.isSet(jsonOption));
    if (command == u"import"_s)
        return import(library, args.mid(1));
    if (command == u"name"_s)
        return name(library, args.mid(1));
    if (command == u"csv"_s)
        return results(library, args.mid(1), parser.isSet(finishedOption));
    if (command == u"backup"_s) {
        // The backup file is the output: a folder that cannot take it fails as a full standard output does.
        const ml::Status copied = library.backUp(QDir::current().absoluteFilePath(args.value(1)));
        if (!copied.ok())
            return fail(copied.message(),
                        copied.error().code == ml::StoreError::Code::InvalidInput ? ExitRefused : ExitWriteFailed);
        // The copy holds every game as it is; one changed outside the app is said, as opening it would.
        return changedGamesNoted(library);
    }
    if (command == u"keep-intact"_s)
        return keepIntact(library, args.value(1));
    if (command == u"restore"_s) {
        const ml::Status restored = library.restore(QDir::current().absoluteFilePath(args.value(1)));
        return restored.ok() ? 0 : fail(restored.message());
    }
    return exportGame(library, args.value(1), args.value(2));
}
