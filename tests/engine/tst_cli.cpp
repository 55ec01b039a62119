// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The command-line tool: what a person settling a dispute from a saved game sees, and its exit codes.

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/** How a run's standard streams and limits differ from a plain one. */
struct Setup {
    QString inputFile; ///< standard input read from this file
    QString outputFile; ///< standard output written to this file
    rlim_t addressSpace = 0; ///< a limit on the process's memory (RLIMIT_AS), when not 0
};

Run cli(const QStringList &args, const QByteArray &input = {}, const Setup &setup = {})
{
    QProcess p;
    if (!setup.inputFile.isEmpty())
        p.setStandardInputFile(setup.inputFile);
    if (!setup.outputFile.isEmpty())
        p.setStandardOutputFile(setup.outputFile);
    if (setup.addressSpace != 0)
        p.setChildProcessModifier([limit = setup.addressSpace] {
            const rlimit l { limit, limit };
            setrlimit(RLIMIT_AS, &l);
        });
    p.start(QStringLiteral(CLI_PATH), args);
    p.waitForStarted();
    if (!input.isEmpty() && setup.inputFile.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(30000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QString example(const char *name)
{
    return QStringLiteral(MEEPLE_EXAMPLES_DIR "/") + QLatin1String(name);
}

/** A valid record of @p bytes (or one less): two players, no events, and an unknown top-level key holding a long list
 * of zeros. */
QByteArray recordOfSize(qsizetype bytes)
{
    QByteArray text = R"({"format":"meeple-ledger/1","players":[{"id":"a","name":"A"},{"id":"b","name":"B"}],)"
                      R"("expansions":[],"events":[],"padding":[0)";
    const qsizetype zeros = (bytes - text.size() - 2) / 2;
    text.reserve(bytes);
    for (qsizetype i = 0; i < zeros; ++i)
        text.append(",0", 2);
    text.append("]}");
    return text;
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
    void initTestCase();
    void inputErrorsSaySo_data();
    void inputErrorsSaySo();
    void recordNearTheBoundIsRead();
#ifdef MEEPLE_CLI_MEMORY_LIMIT_TEST
    void allocationFailureIsARefusal();
#endif
    void writeErrorsFail_data();
    void writeErrorsFail();

private:
    QTemporaryDir m_dir;
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
    QTest::addRow("a second events key")
        << QByteArray(R"({"format":"meeple-ledger/1","players":[{"id":"a","name":"A"},{"id":"b","name":"B"}],)"
                      R"("expansions":[],"events":[{"type":"turn","player":"a"}],"events":[]})")
        << QStringLiteral("error: setup: the key \"events\" appears twice in one object: at byte 100 (line 1, column "
                          "101) and at byte 140 (line 1, column 141)");
    QTest::addRow("a lone surrogate") << QByteArray(R"({"players":[{"id":"a","name":"\ud800Ana"}]})")
                                      << QStringLiteral("error: setup: not valid JSON at byte 30 (line 1, column 31): "
                                                        "invalid Unicode: a lone high surrogate \\ud800");
    QTest::addRow("a NUL byte") << QByteArray("{\"players\":[{\"id\":\"a\",\"name\":\"A\0na\"}]}", 37)
                                << QStringLiteral(
                                       "error: setup: not valid JSON at byte 31 (line 1, column 32): a NUL byte");
    QTest::addRow("nested too deep") << QByteArray(100, '[')
            + QByteArray(100,
                         ']') << QStringLiteral("error: setup: nested deeper than 64 arrays and objects at byte 64");
    QTest::addRow("a byte order mark") << QByteArray("\xEF\xBB\xBF{\"format\":\"meeple-ledger/1\"}")
                                       << QStringLiteral(
                                              "error: setup: not valid JSON at byte 0 (line 1, column 1): the "
                                              "text begins with a byte order mark (EF BB BF), which some "
                                              "editors add: save the record as UTF-8 without it");
    QTest::addRow("UTF-16") << QByteArray("\xFF\xFE{\0\"\0", 6)
                            << QStringLiteral("error: setup: not valid JSON at byte 0 (line 1, column 1): the text is "
                                              "UTF-16 (it begins with FF FE or FE FF): save the record as UTF-8");
    QTest::addRow("white space only") << QByteArray(
        " \n") << QStringLiteral("error: setup: not valid JSON at byte 2 (line 2, column 1): the text is empty");
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

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile empty(m_dir.filePath(QStringLiteral("empty.json")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    QFile big(m_dir.filePath(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.write(recordOfSize(15 * 1024 * 1024)) > 0);
}

void TestCli::inputErrorsSaySo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("standardInput");
    QTest::addColumn<QByteArray>("piped");
    QTest::addColumn<QString>("message");
    const QString empty = m_dir.filePath(QStringLiteral("empty.json"));
    QTest::addRow("an empty file") << empty << QString() << QByteArray() << QStringLiteral("%1 is empty").arg(empty);
    QTest::addRow("nothing on standard input")
        << QStringLiteral("-") << QString() << QByteArray() << QStringLiteral("standard input is empty");
    QTest::addRow("a file that does not exist")
        << QStringLiteral("/nonexistent/game.json") << QString() << QByteArray()
        << QStringLiteral("cannot read /nonexistent/game.json: No such file or directory");
    // Opening /proc/self/mem works and reading it at offset 0 fails (EIO), as a bad disk does in the middle of a file.
    QTest::addRow("a read error") << QStringLiteral("/proc/self/mem") << QString() << QByteArray()
                                  << QStringLiteral("cannot read /proc/self/mem: Input/output error");
    QTest::addRow("a read error on standard input") << QStringLiteral("-") << QDir::tempPath() << QByteArray()
                                                    << QStringLiteral("cannot read standard input: Is a directory");
    // /dev/zero never ends: the tool reads 16 MiB and a byte, then refuses (before, it grew to gigabytes).
    QTest::addRow("a file with no end") << QStringLiteral("/dev/zero") << QString() << QByteArray()
                                        << QStringLiteral(
                                               "/dev/zero is larger than 16 MiB, the most a game record can be");
    QTest::addRow("a pipe past the bound")
        << QStringLiteral("-") << QString() << recordOfSize(16 * 1024 * 1024 + 2)
        << QStringLiteral("standard input is larger than 16 MiB, the most a game record can be");
}

void TestCli::inputErrorsSaySo()
{
    QFETCH(QString, file);
    QFETCH(QString, standardInput);
    QFETCH(QByteArray, piped);
    QFETCH(QString, message);
    Setup setup;
    setup.inputFile = standardInput;
    const Run r = cli({ QStringLiteral("replay"), file }, piped, setup);
    QCOMPARE(r.err, QStringLiteral("error: ") + message + u'\n');
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
}

void TestCli::recordNearTheBoundIsRead()
{
    const Run r = cli({ QStringLiteral("replay"), m_dir.filePath(QStringLiteral("big.json")) });
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
}

#ifdef MEEPLE_CLI_MEMORY_LIMIT_TEST
// Not in sanitizer builds: AddressSanitizer reserves terabytes of address space, so no RLIMIT_AS can be set under it.
void TestCli::allocationFailureIsARefusal()
{
    // 128 MiB is ample for a real record (the tool needs about 12 MiB for one) and too little for this one (150 MiB).
    Setup limited;
    limited.addressSpace = rlim_t(128) << 20;
    const Run small = cli({ QStringLiteral("replay"), example("base-city-tie.json") }, {}, limited);
    QCOMPARE(small.err, QString());
    QCOMPARE(small.exitCode, 0);
    const Run big = cli({ QStringLiteral("replay"), m_dir.filePath(QStringLiteral("big.json")) }, {}, limited);
    QCOMPARE(big.err, QStringLiteral("error: the record is too large to read in the memory available\n"));
    QCOMPARE(big.exitCode, 2);
    QVERIFY(big.out.isEmpty());
}
#endif

void TestCli::writeErrorsFail_data()
{
    QTest::addColumn<QString>("command");
    QTest::addRow("replay") << QStringLiteral("replay");
    QTest::addRow("explain") << QStringLiteral("explain");
}

void TestCli::writeErrorsFail()
{
    // /dev/full refuses every write with ENOSPC, as a full disk does.
    QFETCH(QString, command);
    Setup full;
    full.outputFile = QStringLiteral("/dev/full");
    const Run r = cli({ command, example("base-city-tie.json") }, {}, full);
    QCOMPARE(r.err, QStringLiteral("error: could not write the output: No space left on device\n"));
    QCOMPARE(r.exitCode, 74);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
