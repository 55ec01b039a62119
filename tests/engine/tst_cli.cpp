// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The command-line tool: what a person settling a dispute from a saved game sees, and its exit codes.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(CLI_PATH), args);
    p.waitForStarted();
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QString example(const char *name)
{
    return QStringLiteral(SHARED_EXAMPLES_DIR "/") + QLatin1String(name);
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replayPrintsTheSpecOutput();
    void dashReadsStandardInput();
    void explainShowsOnePayoutPerLineWithItsArithmetic();
    void refusals_data();
    void refusals();
    void usage();
};

void TestCli::replayPrintsTheSpecOutput()
{
    const Run r = cli({ QStringLiteral("replay"), example("base-city-tie.json") });
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(out[QStringLiteral("format")].toString(), QStringLiteral("meeple-ledger/1"));
    // Red and Blue each have one knight in the joined city: 4 tiles × 2 + 2 coats × 2 = 12 for both.
    QCOMPARE(out[QStringLiteral("scores")][QStringLiteral("red")].toInt(), 12);
    QCOMPARE(out[QStringLiteral("scores")][QStringLiteral("blue")].toInt(), 12);
    QCOMPARE(out[QStringLiteral("scores")][QStringLiteral("green")].toInt(), 0);
    for (const char *key : { "figures", "robbers", "owed", "warnings", "ledger", "finished" })
        QVERIFY2(out.contains(QLatin1String(key)), key);
}

void TestCli::dashReadsStandardInput()
{
    QFile f(example("robbers-steal.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Run r = cli({ QStringLiteral("replay"), QStringLiteral("-") }, f.readAll());
    QCOMPARE(r.exitCode, 0);
    // Red: road 2 + city (3 × 2 + 1 × 2 = 8) = 10; Blue's robber on space 2 steals half of 8 = 4.
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(out[QStringLiteral("scores")][QStringLiteral("red")].toInt(), 10);
    QCOMPARE(out[QStringLiteral("scores")][QStringLiteral("blue")].toInt(), 4);
}

void TestCli::explainShowsOnePayoutPerLineWithItsArithmetic()
{
    const Run r = cli({ QStringLiteral("explain"), example("robbers-steal.json") });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    // Three payouts, then the scores of the two players.
    QCOMPARE(lines.size(), 3 + 1 + 2);
    QVERIFY2(lines[0].contains(QLatin1String("Road completed")) && lines[0].contains(QLatin1String("= 2")),
             qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(QLatin1String("City completed")) && lines[1].contains(QLatin1String("= 8")),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(QLatin1String("Blue")) && lines[2].contains(QLatin1String("+4"))
                 && lines[2].contains(QLatin1String("Robber")),
             qPrintable(lines[2]));
    QVERIFY(lines[4].contains(QLatin1String("Red")) && lines[4].endsWith(QLatin1String("10")));
    QVERIFY(lines[5].contains(QLatin1String("Blue")) && lines[5].endsWith(QLatin1String("4")));
}

void TestCli::refusals_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("firstLine");
    QTest::addRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("error: setup: not valid JSON");
    QTest::addRow("JSON but not an object")
        << QByteArray("[1, 2]") << QStringLiteral("error: setup: a record is one JSON object");
    QTest::addRow("wrong format") << QByteArray(R"({"format":"other","players":[],"expansions":[],"events":[]})")
                                  << QStringLiteral("error: setup: `format`");
    QTest::addRow("an event that is not an object")
        << QByteArray(R"({"format":"meeple-ledger/1","players":[{"id":"a","name":"A"},{"id":"b","name":"B"}],)"
                      R"("expansions":[],"events":[{"type":"turn","player":"a"}, 7]})")
        << QStringLiteral("error: event 1 (?): an event must be a JSON object");
    QTest::addRow("a count given as text") << QByteArray(
        R"({"format":"meeple-ledger/1","players":[{"id":"a","name":"A"},{"id":"b","name":"B"}],)"
        R"("expansions":[],"events":[{"type":"turn","player":"a"},)"
        R"({"type":"place","figure":"f","player":"a","kind":"meeple","feature":"r","featureType":"road"},)"
        R"({"type":"score","feature":"r","tiles":"4"}]})")
                                           << QStringLiteral("error: event 2 (score): `tiles` must be a whole number");
}

void TestCli::refusals()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, firstLine);
    const Run r = cli({ QStringLiteral("replay"), QStringLiteral("-") }, input);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(firstLine), qPrintable(r.err));
    QCOMPARE(r.err.count(u'\n'), 1);
}

void TestCli::usage()
{
    QCOMPARE(cli({ QStringLiteral("frobnicate"), QStringLiteral("x") }).exitCode, 64);
    const Run missing = cli({ QStringLiteral("replay"), QStringLiteral("/nonexistent/game.json") });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.startsWith(QLatin1String("error: cannot read /nonexistent/game.json")),
             qPrintable(missing.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
