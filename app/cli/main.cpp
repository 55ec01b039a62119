#include "ledgerexplainer.h"
#include "replay.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace {

constexpr int ExitRefused = 2;
constexpr int ExitUsage = 64;

QByteArray readInput(const QString &path, QString *error)
{
    QFile file;
    const bool opened = path == QLatin1String("-") ? file.open(stdin, QIODevice::ReadOnly)
                                                   : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        *error = QCoreApplication::translate("cli", "cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    return file.readAll();
}

QString explainLedger(const QJsonObject &output, const QJsonObject &record)
{
    QHash<QString, QString> names;
    for (const QJsonValue &p : record.value(QLatin1String("players")).toArray())
        names.insert(p[QLatin1String("id")].toString(), p[QLatin1String("name")].toString());
    const ml::LedgerExplainer explainer(names);
    QString text;
    QTextStream out(&text);
    for (const QJsonValue &v : output.value(QLatin1String("ledger")).toArray()) {
        const QJsonObject e = v.toObject();
        const int points = e.value(QLatin1String("points")).toInt();
        out << QCoreApplication::translate("cli", "event %1").arg(e.value(QLatin1String("event")).toInt(), 3)
            << QLatin1String("  ") << names.value(e.value(QLatin1String("player")).toString()).leftJustified(12)
            << QLatin1Char(' ')
            << (points > 0 ? QLatin1Char('+') + QString::number(points) : QString::number(points)).rightJustified(4)
            << QLatin1String("  ")
            << explainer.figureName(e.value(QLatin1String("figure")).toString()).leftJustified(14) << QLatin1Char(' ')
            << explainer.explain(e) << QLatin1Char('\n');
    }
    out << QCoreApplication::translate("cli", "Scores:") << QLatin1Char('\n');
    const QJsonObject scores = output.value(QLatin1String("scores")).toObject();
    for (const QJsonValue &p : record.value(QLatin1String("players")).toArray()) {
        const QString id = p[QLatin1String("id")].toString();
        out << QLatin1String("  ") << names.value(id).leftJustified(12) << QLatin1Char(' ') << scores.value(id).toInt()
            << QLatin1Char('\n');
    }
    return text;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("meeple-ledger-cli"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cli", "Replays a meeple-ledger/1 game record and prints what the table owes, or explains every payout."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"), QCoreApplication::translate("cli", "replay or explain"));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("cli", "the record file, or - for standard input"));
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    QTextStream err(stderr);
    if (args.size() != 2 || (args[0] != QLatin1String("replay") && args[0] != QLatin1String("explain"))) {
        err << QCoreApplication::translate("cli",
                                           "usage: meeple-ledger-cli replay|explain FILE (- reads standard input)")
            << QLatin1Char('\n');
        return ExitUsage;
    }
    QString readError;
    const QByteArray input = readInput(args[1], &readError);
    if (!readError.isEmpty()) {
        err << QLatin1String("error: ") << readError << QLatin1Char('\n');
        return ExitRefused;
    }
    const ml::ReplayOutcome outcome = ml::replay(input);
    if (!outcome.ok) {
        err << outcome.error.message() << QLatin1Char('\n');
        return ExitRefused;
    }
    QTextStream out(stdout);
    if (args[0] == QLatin1String("replay"))
        out << QString::fromUtf8(QJsonDocument(outcome.output).toJson(QJsonDocument::Indented));
    else
        out << explainLedger(outcome.output, QJsonDocument::fromJson(input).object());
    return 0;
}
