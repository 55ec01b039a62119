// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clioptions.h"
#include "clioutput.h"
#include "clubcommand.h"
#include "leaguecommand.h"
#include "ledgerexplainer.h"
#include "librarycommand.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "replay.h"
#include "synccommand.h"
#include "translationcatalog.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>
#include <utility>

namespace {

constexpr int ExitRefused = 2;
constexpr int ExitUsage = 64;
constexpr int ExitWriteFailed = 74; // EX_IOERR, beside EX_USAGE

QString inputName(const QString &path)
{
    return path == QLatin1String("-") ? QCoreApplication::translate("cli", "standard input") : path;
}

// Reads no more than a record can be, so that /dev/zero or a video stops at the bound instead of filling memory.
QByteArray readInput(const QString &path, QString *error)
{
    QFile file;
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        //: %1 the record file's path, %2 the system's reason
        *error = QCoreApplication::translate("cli", "cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    QByteArray text;
    switch (ml::RecordJson::readText(file, &text)) {
    case ml::RecordJson::Read::Done:
        if (text.isEmpty())
            //: %1 is the file name, or "standard input"
            *error = QCoreApplication::translate("cli", "%1 is empty").arg(inputName(path));
        return text;
    case ml::RecordJson::Read::TooLarge:
        //: %1 is the file name, or "standard input"; %2 the largest size of a record in MiB (16)
        *error = QCoreApplication::translate("cli", "%1 is larger than %2 MiB, the most a game record can be")
                     .arg(inputName(path))
                     .arg(ml::RecordJson::MaxBytes / (1024 * 1024));
        return {};
    case ml::RecordJson::Read::Failed:
        break;
    }
    *error = QCoreApplication::translate("cli", "cannot read %1: %2").arg(inputName(path), file.errorString());
    return {};
}

QString outOfMemory()
{
    return QCoreApplication::translate("cli", "error: the record is too large to read in the memory available");
}

// Standard output is checked to its close: a full disk or /dev/full must not pass for a written result.
bool writeOutput(const QString &text, QTextStream &err)
{
    const QByteArray bytes = (CliOutput::isTerminal(stdout) ? CliOutput::printable(text) : text).toUtf8();
    errno = 0;
    const bool written =
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout) == std::size_t(bytes.size());
    const bool flushed = std::fflush(stdout) == 0;
    const bool closed = std::fclose(stdout) == 0;
    if (written && flushed && closed)
        return true;
    const int reason = errno;
    //: %1 is the system's reason, such as "No space left on device"
    err << QCoreApplication::translate("cli", "error: could not write the output: %1")
               .arg(QString::fromLocal8Bit(std::strerror(reason != 0 ? reason : EIO)))
        << QLatin1Char('\n');
    return false;
}

QString signedNumber(int value, const QLocale &locale)
{
    return value > 0 ? locale.positiveSign() + locale.toString(value) : locale.toString(value);
}

QString explainLedger(const QJsonObject &output, const QJsonObject &record, const QTranslator *translator,
                      const QLocale &locale)
{
    QHash<QString, QString> names;
    qsizetype nameWidth = 12;
    for (const QJsonValue &p : record.value(QLatin1String("players")).toArray()) {
        const QString name = p[QLatin1String("name")].toString();
        names.insert(p[QLatin1String("id")].toString(), name);
        nameWidth = std::max(nameWidth, name.size());
    }
    const ml::LedgerExplainer explainer(names, translator);
    // Figure names differ in length from language to language; the widest sets the column.
    const qsizetype figureWidth = std::max(explainer.figureName(QStringLiteral("meeple")).size(),
                                           explainer.figureName(QStringLiteral("messenger")).size());
    QString text;
    QTextStream out(&text);
    for (const QJsonValue &v : output.value(QLatin1String("ledger")).toArray()) {
        const QJsonObject e = v.toObject();
        const int points = e.value(QLatin1String("points")).toInt();
        //: the start of a ledger line: %1 the number of the event in the record
        out << QCoreApplication::translate("cli", "event %1")
                   .arg(locale.toString(e.value(QLatin1String("event")).toInt()), 3)
            << QLatin1String("  ") << names.value(e.value(QLatin1String("player")).toString()).leftJustified(nameWidth)
            << QLatin1Char(' ') << signedNumber(points, locale).rightJustified(4) << QLatin1String("  ")
            << explainer.figureName(e.value(QLatin1String("figure")).toString()).leftJustified(figureWidth)
            << QLatin1Char(' ') << explainer.explain(e) << QLatin1Char('\n');
    }
    out << QCoreApplication::translate("cli", "Scores:") << QLatin1Char('\n');
    const QJsonObject scores = output.value(QLatin1String("scores")).toObject();
    for (const QJsonValue &p : record.value(QLatin1String("players")).toArray()) {
        const QString id = p[QLatin1String("id")].toString();
        out << QLatin1String("  ") << names.value(id).leftJustified(nameWidth) << QLatin1Char(' ')
            << locale.toString(scores.value(id).toInt()) << QLatin1Char('\n');
    }
    return text;
}

// --lang is needed before the other options are described, so that --help is already in that language.
// "de", "DE", "de_AT" and "de-CH" all ask for German; empty when --lang is not given.
QString requestedLanguage(const QStringList &arguments, const QCommandLineOption &languageOption)
{
    QCommandLineParser early;
    early.addOption(languageOption);
    early.parse(arguments);
    if (!early.isSet(languageOption))
        return {};
    return early.value(languageOption).toLower().section(u'_', 0, 0).section(u'-', 0, 0);
}

// Every command, a line each, under the options of --help; each command's own --help lists its options.
QString commandList()
{
    QString text = CliOptions::commandList({
        { "replay FILE", QCoreApplication::translate("cli", "Prints what a game record comes to, as JSON.") },
        { "explain FILE", QCoreApplication::translate("cli", "Explains every payout of a game record, a line each.") },
        { "library",
          QCoreApplication::translate("cli",
                                      "Imports, lists, exports, backs up and restores the games of a library.") },
        { "league",
          QCoreApplication::translate("cli",
                                      "Prints a season's standings over a library's or the club's finished games.") },
        { "sync", QCoreApplication::translate("cli", "Pushes a library's games to the club's server.") },
        { "club",
          QCoreApplication::translate("cli",
                                      "Sets up the club's server and the logins of its tables and organisers.") },
    });
    //: The last line of --help
    text += u'\n'
        + QCoreApplication::translate("cli",
                                      "Each command's --help lists its options: meeple-ledger-cli library --help")
        + u'\n';
    return text;
}

int run(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("meeple-ledger-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEEPLE_LEDGER_VERSION));
    QTextStream err(stderr);

    const QCommandLineOption languageOption({ QStringLiteral("l"), QStringLiteral("lang") }, QString(),
                                            QStringLiteral("code"));
    const QString requested = requestedLanguage(QCoreApplication::arguments(), languageOption);
    const QString systemLanguage = ml::TranslationCatalog::match(QLocale::system());
    const bool known = requested.isEmpty() || ml::TranslationCatalog::contains(requested);
    const QString language = requested.isEmpty() || !known ? systemLanguage : requested;
    QTranslator translator;
    const bool loaded = ml::TranslationCatalog::load(translator, language);
    if (loaded) {
        QCoreApplication::installTranslator(&translator);
    } else {
        // Only a broken build gets here, and then there is no translation to say it in.
        err << QLatin1String("warning: the ") << language
            << QLatin1String(" translation is not built into this program; explaining in English\n");
    }
    if (!known) {
        //: %1 the language code asked for, %2 the codes there are ("en, de, fr…")
        err << QCoreApplication::translate("cli", "error: there is no %1 translation; the languages are: %2")
                   .arg(requested, ml::TranslationCatalog::codes().join(QLatin1String(", ")))
            << QLatin1Char('\n');
        return ExitUsage;
    }
    // Qt's own texts (the --help headings), from the package qt6-translations-l10n.
    QTranslator qtTranslator;
    if (ml::TranslationCatalog::loadQt(qtTranslator, language))
        QCoreApplication::installTranslator(&qtTranslator);
    const QLocale locale(language);
    QLocale::setDefault(locale);
    if (const std::optional<int> status = LibraryCommand::run(QCoreApplication::arguments()))
        return *status;
    if (const std::optional<int> status = LeagueCommand::run(QCoreApplication::arguments()))
        return *status;
    if (const std::optional<int> status = SyncCommand::run(QCoreApplication::arguments()))
        return *status;
    if (const std::optional<int> status = ClubCommand::run(QCoreApplication::arguments()))
        return *status;

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(CliOptions::language());
    //: In --help, the name of the first argument: "meeple-ledger-cli [options] command file"
    const QString commandName = QCoreApplication::translate("cli", "command");
    parser.addPositionalArgument(commandName, QCoreApplication::translate("cli", "One of the commands below."));
    //: In --help, the name of the second argument, the record file: "meeple-ledger-cli [options] command file"
    const QString fileName = QCoreApplication::translate("cli", "file");
    parser.addPositionalArgument(fileName,
                                 QCoreApplication::translate("cli", "the record file, or - for standard input"));
    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << QLatin1Char('\n');
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        return CliOptions::printHelp(parser, commandList());
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    const QStringList args = parser.positionalArguments();
    if (args.size() != 2 || (args[0] != QLatin1String("replay") && args[0] != QLatin1String("explain"))) {
        err << QCoreApplication::translate(
            "cli", "usage: meeple-ledger-cli [--lang code] replay|explain FILE (- reads standard input)")
            << QLatin1Char('\n');
        return ExitUsage;
    }
    try {
        QString readError;
        const QByteArray input = readInput(args[1], &readError);
        if (!readError.isEmpty()) {
            //: %1 why the record could not be read, a sentence of its own
            err << QCoreApplication::translate("cli", "error: %1").arg(readError) << QLatin1Char('\n');
            return ExitRefused;
        }
        const ml::RecordJson record(input);
        const ml::ReplayOutcome outcome = record.ok()
            ? ml::replay(record.object())
            : ml::ReplayOutcome { false, { -1, {}, record.refusal() }, {}, {} };
        if (!outcome.ok) {
            const QString line = ml::refusalLine(outcome.error);
            err << (CliOutput::isTerminal(stderr) ? CliOutput::printable(line) : line) << QLatin1Char('\n');
            return ExitRefused;
        }
        const QString text = args[0] == QLatin1String("replay")
            ? QString::fromUtf8(QJsonDocument(outcome.output).toJson(QJsonDocument::Indented))
            : explainLedger(outcome.output, record.object(), loaded ? &translator : nullptr, locale);
        err.flush();
        return writeOutput(text, err) ? 0 : ExitWriteFailed;
    } catch (const std::bad_alloc &) {
        err << outOfMemory() << QLatin1Char('\n');
        return ExitRefused;
    }
}

} // namespace

// An allocation that fails anywhere (a record near the size bound on a machine short of memory) ends with the
// refusal line, not an abort: in the reader's language once the translation is loaded (run() catches it there, when
// the record's objects are freed), in English before.
int main(int argc, char *argv[])
{
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fputs(qPrintable(outOfMemory()), stderr);
        std::fputc('\n', stderr);
        return ExitRefused;
    }
}
