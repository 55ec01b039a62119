// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// `meeple-ledger-cli league`: real runs of the tool on a library of games worked out by hand, with their output and
// exit codes (0 done, 2 refused with one line, 64 a wrong command line, 74 output not written).

#include "clirun.h"
#include "leaguetestdata.h"
#include "storetestdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

Run cli(const QStringList &args, const QString &outputFile = {})
{
    return CliRun::start(args, outputFile);
}

using LeagueTestData::finishedRecord;

} // namespace

class TestLeagueCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void tableWorkedOutByHand();
    void seasonByDays();
    void standingsAsCsv();
    void badArgumentsAreRefused_data();
    void badArgumentsAreRefused();
    void missingLibraryIsRefused();
    void theAppsLibraryByDefault();
    void helpListsEveryOption();
    void unwritableOutputFails();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    /** @brief Imports the three games of the evening, one run each so that they finish one after the other. */
    void importEvening();

    std::unique_ptr<QTemporaryDir> m_dir;
    /** @brief The user's data folder for every run of the tool: the app's own library is made here, never at home. */
    QTemporaryDir m_userData;
};

void TestLeagueCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_userData.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_userData.path()));
}

void TestLeagueCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// g1: Ana 10, Ben 5 (places 1, 2); g2: Ana 3, Ben 8, Cleo 8 (3, 1, 1: Ben and Cleo share first); g3: Ana 7, Cleo 2.
// And a game in progress, which counts for nothing.
void TestLeagueCommand::importEvening()
{
    const QList<QList<std::pair<QString, int>>> games {
        { { u"Ana"_s, 10 }, { u"Ben"_s, 5 } },
        { { u"Ana"_s, 3 }, { u"Ben"_s, 8 }, { u"Cleo"_s, 8 } },
        { { u"Ana"_s, 7 }, { u"Cleo"_s, 2 } },
    };
    for (qsizetype i = 0; i < games.size(); ++i) {
        const QString file = m_dir->filePath(u"g%1.json"_s.arg(i + 1));
        QVERIFY(StoreTestData::writeFile(file, finishedRecord(games[i])));
        const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s, file });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QTest::qWait(5); // finished times one after the other, to the millisecond
    }
    const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s,
                        StoreTestData::examplesDir() + u"/base-city-tie.json"_s });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

// Ana: 3 games, 2 wins, (10 + 3 + 7) / 3 = 6.67 points, (1 + 3 + 1) / 3 = 1.67 place;
// Ben: 2 games, 1 win (shared), (5 + 8) / 2 = 6.50, (2 + 1) / 2 = 1.50; Cleo: 2 games, 1 win (shared), 5.00, 1.50.
// Ratings, g1, g2, g3 in turn from 25 ± 25/3 (Weng–Lin Plackett–Luce, OpenSkill's defaults; tests/league has the
// formulas): Ana 28.4617 − 3 × 7.7017 = 5.36, Ben 23.2680 − 3 × 7.9588 = −0.61, Cleo 23.1558 − 3 × 7.9284 = −0.63.
void TestLeagueCommand::tableWorkedOutByHand()
{
    importEvening();
    const Run r = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath() });
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0].simplified(), u"rank player games wins avg points avg place rating"_s);
    QCOMPARE(lines[1].simplified(), u"1 Ana 3 2 6.67 1.67 5.36"_s);
    QCOMPARE(lines[2].simplified(), u"2 Ben 2 1 6.50 1.50 -0.61"_s);
    QCOMPARE(lines[3].simplified(), u"3 Cleo 2 1 5.00 1.50 -0.63"_s);
    // The columns line up: each number ends where its heading ends.
    QCOMPARE(lines[1].size(), lines[0].size());
    QCOMPARE(lines[1].indexOf(u"5.36"_s) + 4, lines[0].size());

    // In German, the words and the decimal commas are German.
    const Run de = cli({ u"league"_s, u"--lang"_s, u"de"_s, u"--library"_s, libraryPath() });
    QCOMPARE(de.exitCode, 0);
    QVERIFY2(de.out.split(u'\n').value(1).simplified() == u"1 Ana 3 2 6,67 1,67 5,36"_s, qPrintable(de.out));
    QVERIFY2(!de.out.split(u'\n').value(0).contains(u"rating"_s), qPrintable(de.out));
}

void TestLeagueCommand::seasonByDays()
{
    importEvening();
    const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
    const Run now = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath(), u"--season"_s, u"Tonight"_s,
                          u"--from"_s, today, u"--to"_s, today });
    QCOMPARE(now.exitCode, 0);
    QCOMPARE(now.out.split(u'\n', Qt::SkipEmptyParts).size(), 4);
    QCOMPARE(now.out.split(u'\n').value(1).simplified(), u"1 Ana 3 2 6.67 1.67 5.36"_s);

    // Every game finished today: a season that ended yesterday holds none.
    const QString yesterday = QDateTime::currentDateTimeUtc().date().addDays(-1).toString(Qt::ISODate);
    const Run before = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath(), u"--season"_s,
                             u"Last year"_s, u"--from"_s, u"2025-01-01"_s, u"--to"_s, yesterday });
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(before.out, u"no finished games in this season\n"_s);
}

void TestLeagueCommand::standingsAsCsv()
{
    importEvening();
    const QString out = m_dir->filePath(u"standings.csv"_s);
    const Run r = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath(), u"--csv"_s, out });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).size(), 4); // the table still goes to standard output
    const QStringList rows = QString::fromUtf8(StoreTestData::fileBytes(out)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 4);
    QVERIFY2(rows[0].startsWith(u"rank,name,profile,games,wins,average_points,average_place,rating,mu,sigma,cities,"_s),
             qPrintable(rows[0]));
    const QStringList ana = rows[1].split(u',');
    QCOMPARE(ana.mid(0, 2), (QStringList { u"1"_s, u"Ana"_s }));
    QVERIFY(!QUuid::fromString(ana[2]).isNull()); // the profile the library linked
    QCOMPARE(ana.mid(3, 7),
             (QStringList { u"3"_s, u"2"_s, u"6.67"_s, u"1.67"_s, u"5.3566"_s, u"28.4617"_s, u"7.7017"_s }));
    // Every point came from a correction.
    const qsizetype adjustments = rows[0].split(u',').indexOf(u"adjustments"_s);
    QCOMPARE(ana.value(adjustments), u"20"_s);
    QVERIFY(rows[2].startsWith(u"2,Ben,"_s));
    QVERIFY(rows[3].startsWith(u"3,Cleo,"_s));
}

void TestLeagueCommand::badArgumentsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");
    QTest::addRow("a month 13") << QStringList { u"--season"_s,   u"S"_s,    u"--from"_s,
                                                 u"2026-13-01"_s, u"--to"_s, u"2026-12-31"_s }
                                << u"--from 2026-13-01"_s;
    QTest::addRow("a day without dashes")
        << QStringList { u"--season"_s, u"S"_s, u"--from"_s, u"2026-10-01"_s, u"--to"_s, u"20261031"_s }
        << u"--to 20261031"_s;
    QTest::addRow("backwards") << QStringList { u"--season"_s,   u"S"_s,    u"--from"_s,
                                                u"2026-10-31"_s, u"--to"_s, u"2026-10-01"_s }
                               << u"--to 2026-10-01 comes before --from 2026-10-31"_s;
    QTest::addRow("a season without days") << QStringList { u"--season"_s, u"Autumn"_s } << u"--from"_s;
    QTest::addRow("days without a season")
        << QStringList { u"--from"_s, u"2026-10-01"_s, u"--to"_s, u"2026-10-31"_s } << u"--season"_s;
    QTest::addRow("an empty name") << QStringList { u"--season"_s,   u" "_s,    u"--from"_s,
                                                    u"2026-10-01"_s, u"--to"_s, u"2026-10-31"_s }
                                   << u"name"_s;
    QTest::addRow("an unknown option") << QStringList { u"--server-url"_s, u"x"_s } << u"server-url"_s;
    QTest::addRow("a stray word") << QStringList { u"list"_s } << u"list"_s;
}

void TestLeagueCommand::badArgumentsAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    importEvening();
    const QString out = m_dir->filePath(u"never.csv"_s);
    const Run r =
        cli(QStringList { u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath(), u"--csv"_s, out } + args);
    QCOMPARE(r.exitCode, 64); // a usage error, as in every command
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.startsWith(u"error: "_s) && r.err.contains(named), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
}

void TestLeagueCommand::missingLibraryIsRefused()
{
    // Without --library the league reads the app's own library, which does not exist yet here.
    const QString own = m_userData.filePath(u"meeple-ledger/library.sqlite"_s);
    const Run none = cli({ u"league"_s, u"--lang"_s, u"en"_s });
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.startsWith(u"error: "_s) && none.err.contains(own), qPrintable(none.err));
    QVERIFY2(!QFileInfo::exists(own), "the league must not create the app's library");
    const QString missing = m_dir->filePath(u"missing.sqlite"_s);
    const Run r = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, missing });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.contains(u"missing.sqlite"_s), qPrintable(r.err));
    QVERIFY2(!QFileInfo::exists(missing), "the league must not create a library");
}

void TestLeagueCommand::theAppsLibraryByDefault()
{
    // A finished game imported into the app's own library (no --library anywhere) is in the league without --library:
    // base-final-scoring ends Red 9, Blue 5 (tests/examples/README.md).
    const Run imported =
        cli({ u"library"_s, u"import"_s, StoreTestData::examplesDir() + u"/base-final-scoring.json"_s });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY(QFileInfo::exists(m_userData.filePath(u"meeple-ledger/library.sqlite"_s)));
    const Run r = cli({ u"league"_s, u"--lang"_s, u"en"_s });
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[1].simplified().startsWith(u"1 Red 1 1 9.00 1.00"_s), qPrintable(r.out));
    QVERIFY2(lines[2].simplified().startsWith(u"2 Blue 1 0 5.00 2.00"_s), qPrintable(r.out));
    QVERIFY(QFile::remove(m_userData.filePath(u"meeple-ledger/library.sqlite"_s)));
}

void TestLeagueCommand::helpListsEveryOption()
{
    const Run r = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    for (const QString &option : { u"--library"_s, u"--server"_s, u"--season"_s, u"--from"_s, u"--to"_s,
                                   u"--save-season"_s, u"--csv"_s, u"--lang"_s })
        QVERIFY2(r.out.contains(option), qPrintable(option + u" is missing from:\n"_s + r.out));
}

void TestLeagueCommand::unwritableOutputFails()
{
    importEvening();
    const Run csv = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath(), u"--csv"_s,
                          m_dir->filePath(u"no-such-folder/standings.csv"_s) });
    QCOMPARE(csv.exitCode, 74);
    QVERIFY2(csv.err.startsWith(u"error: "_s), qPrintable(csv.err));
    const Run full = cli({ u"league"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath() }, u"/dev/full"_s);
    QCOMPARE(full.exitCode, 74);
    QVERIFY2(full.err.startsWith(u"error: "_s), qPrintable(full.err));
}

QTEST_GUILESS_MAIN(TestLeagueCommand)
#include "tst_leaguecommand.moc"
