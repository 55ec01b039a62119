// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "librarycommand.h"

#include "gamelibrary.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

constexpr int ExitRefused = 2;
constexpr int ExitUsage = 64;
constexpr int ExitWriteFailed = 74; // as `replay`: the output could not be written

bool write(std::FILE *stream, const QByteArray &bytes)
{
    return std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream) == std::size_t(bytes.size())
        && std::fflush(stream) == 0;
}

int fail(const QString &message, int status = ExitRefused)
{
    write(stderr, (QCoreApplication::translate("cli", "error: %1").arg(message) + u'\n').toUtf8());
    return status;
}

int usage()
{
    write(
        stderr,
        (QCoreApplication::translate(
             "cli", "usage: meeple-ledger-cli library --library FILE import RECORD… | list [--json] | export ID [OUT]")
         + u'\n')
            .toUtf8());
    return ExitUsage;
}

// Standard output may be a full disk or a closed pipe: the caller must hear of it.
int output(const QByteArray &bytes)
{
    if (!write(stdout, bytes)) {
        write(stderr,
              (QCoreApplication::translate("cli", "error: could not write to standard output") + u'\n').toUtf8());
        return ExitWriteFailed;
    }
    return 0;
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
                         { u"createdAt"_s, timeText(game.createdAt) },
                         { u"updatedAt"_s, timeText(game.updatedAt) },
                         { u"players"_s, players },
                         { u"expansions"_s, QJsonArray::fromStringList(game.expansions) },
                         { u"events"_s, game.eventCount },
                         { u"finished"_s, game.finished },
                         { u"winners"_s, QJsonArray::fromStringList(game.winners) } };
    if (!game.problem.isEmpty())
        object.insert(u"problem"_s, game.problem);
    return object;
}

QString gameLine(const ml::GameSummary &game)
{
    QStringList players;
    for (const ml::GamePlayer &player : game.players)
        players.append(player.name + u' ' + QString::number(player.score));
    return QString::number(game.id) + u"  "_s + timeText(game.createdAt) + u"  "_s + players.join(u", "_s) + u"  "_s
        + (game.finished ? QCoreApplication::translate("cli", "finished")
                         : QCoreApplication::translate("cli", "in progress"));
}

int list(const ml::GameLibrary &library, bool json)
{
    const ml::Result<QList<ml::GameSummary>> games = library.games();
    if (!games.ok())
        return fail(games.message());
    QByteArray text;
    if (json) {
        QJsonArray array;
        for (const ml::GameSummary &game : games.value())
            array.append(gameObject(game));
        text = QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        for (const ml::GameSummary &game : games.value())
            text += (gameLine(game) + u'\n').toUtf8();
    }
    return output(text);
}

int import(ml::GameLibrary &library, const QStringList &files)
{
    int status = 0;
    for (const QString &file : files) {
        const ml::Result<qint64> imported = library.importFile(file);
        if (!imported.ok()) {
            status = fail(imported.message());
            continue;
        }
        //: %1 the record file, %2 the number of the new game in the library
        if (const int written = output(
                (QCoreApplication::translate("cli", "imported %1 as game %2").arg(file).arg(imported.value()) + u'\n')
                    .toUtf8());
            written != 0)
            return written;
    }
    return status;
}

int exportGame(const ml::GameLibrary &library, const QString &id, const QString &target)
{
    bool number = false;
    const qint64 gameId = id.toLongLong(&number);
    if (!number)
        return fail(QCoreApplication::translate("cli", "%1 is not a game number").arg(id));
    if (!target.isEmpty()) {
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

} // namespace

std::optional<int> LibraryCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption languageOption({ u"l"_s, u"lang"_s }, QString(), u"code"_s);
    const QCommandLineOption libraryOption(u"library"_s, QString(), u"file"_s);
    const QCommandLineOption jsonOption(u"json"_s);
    parser.addOptions({ languageOption, libraryOption, jsonOption });
    // The other commands have their own options: anything this parser does not know is not a library command.
    if (!parser.parse(arguments) || parser.positionalArguments().value(0) != u"library"_s) {
        if (parser.positionalArguments().value(0) != u"library"_s)
            return std::nullopt;
        return usage();
    }
    const QStringList args = parser.positionalArguments().mid(1);
    const QString command = args.value(0);
    const QString file = parser.value(libraryOption);
    const bool known = (command == u"import"_s && args.size() >= 2) || (command == u"list"_s && args.size() == 1)
        || (command == u"export"_s && (args.size() == 2 || args.size() == 3));
    if (file.isEmpty() || !known || (parser.isSet(jsonOption) && command != u"list"_s))
        return usage();
    // Listing or exporting reads a library; only importing may start a new one.
    if (command != u"import"_s && !QFileInfo(file).isFile())
        return fail(
            QCoreApplication::translate("cli", "there is no game library at %1").arg(QDir::toNativeSeparators(file)));

    ml::GameLibrary library(QDir::current().absoluteFilePath(file));
    if (const ml::Status opened = library.open(); !opened.ok())
        return fail(opened.message());
    if (command == u"list"_s)
        return list(library, parser.isSet(jsonOption));
    if (command == u"import"_s)
        return import(library, args.mid(1));
    return exportGame(library, args.value(1), args.value(2));
}
