// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// `meeple-ledger-cli library`: real runs of the tool on a library file, checked against what the library holds,
// with their output and exit codes (0 done, 2 refused with one line, 64 usage).

#include "gamelibrary.h"
#include "recordfile.h"
#include "storetestdata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(MEEPLE_CLI), args);
    p.waitForFinished(30000);
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QString exampleFile(const QString &name)
{
    return StoreTestData::examplesDir() + u'/' + name + u".json"_s;
}

} // namespace

class TestLibraryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void importListExport();
    void badRecordIsRefusedWithOneLine();
    void unknownGameIsRefused();
    void missingOrForeignLibraryIsRefused();
    void usage();
    void fullOutputIsAnError();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    /** @brief Imports base-city-tie (in progress) then base-final-scoring (finished); returns their ids. */
    [[nodiscard]] QList<qint64> importTwo();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestLibraryCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLibraryCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QList<qint64> TestLibraryCommand::importTwo()
{
    const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s, exampleFile(u"base-city-tie"_s),
                        exampleFile(u"base-final-scoring"_s) });
    if (r.exitCode != 0 || !r.err.isEmpty())
        qWarning("%s", qPrintable(r.err));
    QList<qint64> ids;
    for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
        ids.append(line.section(u' ', -1).toLongLong());
    return ids;
}

void TestLibraryCommand::importListExport()
{
    const QList<qint64> ids = importTwo();
    QCOMPARE(ids.size(), 2);

    // One line per game, the most recently touched first: id, date, players with scores, state.
    const Run list = cli({ u"library"_s, u"--library"_s, libraryPath(), u"list"_s });
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(list.err.isEmpty(), qPrintable(list.err));
    const QStringList lines = list.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(QString::number(ids.at(1)) + u"  "_s), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(0).contains(u"Red 9, Blue 5"_s), qPrintable(lines.at(0)));
    QVERIFY(lines.at(0).endsWith(u"finished"_s));
    QVERIFY(lines.at(0).contains(QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate)));
    QVERIFY2(lines.at(1).contains(u"Red 12, Blue 12, Green 0"_s), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).endsWith(u"in progress"_s));

    const Run json = cli({ u"library"_s, u"--library"_s, libraryPath(), u"list"_s, u"--json"_s });
    QCOMPARE(json.exitCode, 0);
    QJsonParseError error;
    const QJsonArray games = QJsonDocument::fromJson(json.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(games.size(), 2);
    QCOMPARE(games.at(0)[u"id"_s].toInteger(), ids.at(1));
    QCOMPARE(games.at(0)[u"finished"_s].toBool(), true);
    QCOMPARE(games.at(0)[u"winners"_s].toArray(), QJsonArray { u"red"_s });
    QCOMPARE(games.at(1)[u"players"_s][2][u"name"_s].toString(), u"Green"_s);
    QCOMPARE(games.at(1)[u"players"_s][0][u"score"_s].toInt(), 12);
    QCOMPARE(games.at(1)[u"events"_s].toInt(), 9);

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QCOMPARE(library.games().value().size(), 2);
    QCOMPARE(library.openGame(ids.at(0)).value().record(), StoreTestData::example(u"base-city-tie"_s));
    library.close();

    // Export to standard output and to a file: the record as the library holds it, which replays again.
    const Run exported = cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, QString::number(ids.at(0)) });
    QCOMPARE(exported.exitCode, 0);
    QCOMPARE(StoreTestData::withoutGame(QJsonDocument::fromJson(exported.out.toUtf8()).object()),
             StoreTestData::example(u"base-city-tie"_s));
    const QString out = m_dir->filePath(u"out.json"_s);
    const Run toFile =
        cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, QString::number(ids.at(1)), out });
    QCOMPARE(toFile.exitCode, 0);
    QVERIFY(toFile.out.isEmpty());
    QCOMPARE(StoreTestData::withoutGame(QJsonDocument::fromJson(StoreTestData::fileBytes(out)).object()),
             StoreTestData::example(u"base-final-scoring"_s));
    const Run replayed = cli({ u"replay"_s, out });
    QCOMPARE(replayed.exitCode, 0);
}

void TestLibraryCommand::badRecordIsRefusedWithOneLine()
{
    const QString broken = m_dir->filePath(u"broken.json"_s);
    QVERIFY(StoreTestData::writeFile(broken, "{ not a record"));
    const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s, exampleFile(u"base-city-tie"_s),
                        broken, m_dir->filePath(u"missing.json"_s) });
    QCOMPARE(r.exitCode, 2);
    const QStringList errors = r.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors.at(0).startsWith(u"error: "_s) && errors.at(0).contains(broken), qPrintable(errors.at(0)));
    // One "error:" a line: the reason says where the record went wrong, without a second prefix.
    QVERIFY2(errors.at(0).startsWith(u"error: "_s + broken + u" was not imported: setup: not valid JSON at byte 2"_s),
             qPrintable(errors.at(0)));
    QCOMPARE(errors.at(0).count(u"error:"_s), 1);
    QVERIFY2(errors.at(1).contains(u"missing.json"_s), qPrintable(errors.at(1)));
    // The good record is in; the bad ones left nothing behind.
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts).size(), 1);
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    QCOMPARE(library.games().value().size(), 1);
}

void TestLibraryCommand::unknownGameIsRefused()
{
    const QList<qint64> ids = importTwo();
    QCOMPARE(ids.size(), 2);
    for (const QString &id : { u"99"_s, u"two"_s }) {
        const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, id });
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.startsWith(u"error: "_s) && r.err.contains(id), qPrintable(r.err));
    }
    // No file is written for a game that is not there.
    const QString out = m_dir->filePath(u"never.json"_s);
    QCOMPARE(cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, u"99"_s, out }).exitCode, 2);
    QVERIFY(!QFileInfo::exists(out));
    // A game that is there but a file that cannot be made: the output failed, as a full disk does for `replay`.
    const QString nowhere = m_dir->filePath(u"no-such-folder/game.json"_s);
    const Run unwritable =
        cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, QString::number(ids.first()), nowhere });
    QCOMPARE(unwritable.exitCode, 74);
    QVERIFY2(unwritable.err.startsWith(u"error: "_s), qPrintable(unwritable.err));
}

void TestLibraryCommand::missingOrForeignLibraryIsRefused()
{
    const QString missing = m_dir->filePath(u"missing.sqlite"_s);
    const Run r = cli({ u"library"_s, u"--library"_s, missing, u"list"_s });
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(u'\n'), 1);
    QVERIFY2(r.err.contains(u"missing.sqlite"_s), qPrintable(r.err));
    QVERIFY2(!QFileInfo::exists(missing), "listing must not create a library");

    const QString text = m_dir->filePath(u"notes.txt"_s);
    QVERIFY(StoreTestData::writeFile(text, "shopping: bread, milk, meeples\n"));
    const Run foreign = cli({ u"library"_s, u"--library"_s, text, u"list"_s });
    QCOMPARE(foreign.exitCode, 2);
    QCOMPARE(foreign.err.count(u'\n'), 1);
    QVERIFY2(foreign.err.startsWith(u"error: "_s), qPrintable(foreign.err));
}

void TestLibraryCommand::usage()
{
    for (const QStringList &args : QList<QStringList> {
             { u"library"_s, u"list"_s },
             { u"library"_s, u"--library"_s, libraryPath() },
             { u"library"_s, u"--library"_s, libraryPath(), u"import"_s },
             { u"library"_s, u"--library"_s, libraryPath(), u"export"_s },
             { u"library"_s, u"--library"_s, libraryPath(), u"rename"_s, u"1"_s },
             { u"library"_s, u"--library"_s, libraryPath(), u"--bogus"_s, u"list"_s },
         }) {
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 64);
        QVERIFY2(r.err.startsWith(u"usage: "_s), qPrintable(r.err));
    }
    QVERIFY(!QFileInfo::exists(libraryPath()));
}

void TestLibraryCommand::fullOutputIsAnError()
{
    // Linux's /dev/full fails every write as a full disk does.
    QVERIFY2(QFileInfo::exists(u"/dev/full"_s), "the test needs /dev/full");
    QCOMPARE(importTwo().size(), 2);
    QProcess p;
    p.setStandardOutputFile(u"/dev/full"_s);
    p.start(QStringLiteral(MEEPLE_CLI), { u"library"_s, u"--library"_s, libraryPath(), u"list"_s });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 74);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).startsWith(u"error: "_s));
}

QTEST_GUILESS_MAIN(TestLibraryCommand)
#include "tst_librarycommand.moc"
