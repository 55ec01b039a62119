// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// `meeple-ledger-cli library`: real runs of the tool on a library file, checked against what the library holds,
// with their output and exit codes (0 done, 2 refused with one line, 64 usage).

#include "clirun.h"
#include "gamelibrary.h"
#include "rawsql.h"
#include "recordfile.h"
#include "storetestdata.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

Run cli(const QStringList &args)
{
    return CliRun::start(args);
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
    void theAppsLibraryByDefault();
    void helpListsEveryCommand();
    void fullOutputIsAnError();
    void outputsNeverReplaceWhatIsNotAFile();
    void aHostileNameNeverReachesTheTerminal();
    void importSaysWhatItDid();
    void nameBackupAndRestore();
    void resultsAsCsv();
    void aChangedEventIsFound();
    void thirtyProgramsMakeOneLibrary();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    /** @brief Imports base-city-tie (in progress) then base-final-scoring (finished); returns their ids. */
    [[nodiscard]] QList<qint64> importTwo();

    std::unique_ptr<QTemporaryDir> m_dir;
    /** @brief The user's data folder for every run of the tool: the app's own library is made here, never at home. */
    QTemporaryDir m_userData;
};

void TestLibraryCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_userData.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_userData.path()));
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
             { u"library"_s },
             { u"library"_s, u"where"_s, u"now"_s },
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

void TestLibraryCommand::theAppsLibraryByDefault()
{
    // Without --library every command works on the app's own library, which `where` names.
    const QString own = m_userData.filePath(u"meeple-ledger/library.sqlite"_s);
    const Run where = cli({ u"library"_s, u"where"_s });
    QCOMPARE(where.exitCode, 0);
    QCOMPARE(where.out, own + u'\n');
    const Run missing = cli({ u"library"_s, u"list"_s });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(own), qPrintable(missing.err));
    const Run imported = cli({ u"library"_s, u"import"_s, exampleFile(u"base-city-tie"_s) });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const Run listed = cli({ u"library"_s, u"list"_s });
    QCOMPARE(listed.exitCode, 0);
    QCOMPARE(listed.out.count(u'\n'), 1);
    // base-city-tie ends Red 12, Blue 12, Green 0 (tests/examples/README.md)
    QVERIFY2(listed.out.contains(u"12"_s) && listed.out.contains(u"in progress"_s), qPrintable(listed.out));
    QCOMPARE(cli({ u"library"_s, u"--library"_s, own, u"list"_s }).out, listed.out);
    QVERIFY(QFile::remove(own));
}

void TestLibraryCommand::helpListsEveryCommand()
{
    const Run r = cli({ u"library"_s, u"--lang"_s, u"en"_s, u"--help"_s });
    QCOMPARE(r.exitCode, 0);
    for (const QString &word : { u"import"_s, u"list"_s, u"export"_s, u"name"_s, u"backup"_s, u"restore"_s, u"csv"_s,
                                 u"where"_s, u"--library"_s, u"--json"_s, u"--finished"_s, u"--lang"_s })
        QVERIFY2(r.out.contains(word), qPrintable(word + u" is missing from:\n"_s + r.out));
    // The top-level help names every command.
    const Run top = cli({ u"--lang"_s, u"en"_s, u"--help"_s });
    QCOMPARE(top.exitCode, 0);
    for (const QString &command : { u"replay"_s, u"explain"_s, u"library"_s, u"league"_s, u"sync"_s, u"club"_s })
        QVERIFY2(top.out.contains(u"\n  "_s + command + u' '),
                 qPrintable(command + u" is missing from:\n"_s + top.out));
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

// export, csv, league --csv and backup write a regular file or a new one: a pipe, a device (through a link to one) or
// a folder at the output's path is refused with exit 74 and left as it was; "-" is standard output.
void TestLibraryCommand::outputsNeverReplaceWhatIsNotAFile()
{
    const QList<qint64> ids = importTwo();
    QCOMPARE(ids.size(), 2);
    const QString fifo = m_dir->filePath(u"pipe"_s);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString device = m_dir->filePath(u"device"_s);
    QVERIFY2(QFileInfo::exists(u"/dev/null"_s), "the test needs /dev/null");
    QVERIFY(QFile::link(u"/dev/null"_s, device));
    const QString folder = m_dir->filePath(u"folder"_s);
    QVERIFY(QDir().mkdir(folder));
    const auto unchanged = [&] {
        struct stat st {
        };
        return ::stat(QFile::encodeName(fifo).constData(), &st) == 0 && S_ISFIFO(st.st_mode)
            && ::lstat(QFile::encodeName(device).constData(), &st) == 0 && S_ISLNK(st.st_mode)
            && ::stat(QFile::encodeName(device).constData(), &st) == 0 && S_ISCHR(st.st_mode)
            && QFileInfo(folder).isDir() && QDir(folder).isEmpty();
    };
    QVERIFY(unchanged());
    const QString game = QString::number(ids.at(1));
    for (const QString &target : { fifo, device, folder }) {
        const QList<QStringList> commands {
            { u"library"_s, u"--library"_s, libraryPath(), u"export"_s, game, target },
            { u"library"_s, u"--library"_s, libraryPath(), u"csv"_s, target },
            { u"library"_s, u"--library"_s, libraryPath(), u"backup"_s, target },
            { u"league"_s, u"--library"_s, libraryPath(), u"--csv"_s, target },
        };
        for (const QStringList &args : commands) {
            const Run r = cli(args);
            QVERIFY2(r.exitCode == 74, qPrintable(args.join(u' ') + u": "_s + QString::number(r.exitCode) + r.err));
            QVERIFY2(r.err.startsWith(u"error: "_s) && r.err.contains(u"not a regular file"_s)
                         && r.err.count(u'\n') == 1,
                     qPrintable(r.err));
            QVERIFY2(unchanged(), qPrintable(args.join(u' ')));
        }
    }
    // "-" is standard output: the record, then the CSV.
    const Run exported = cli({ u"library"_s, u"--library"_s, libraryPath(), u"export"_s, game, u"-"_s });
    QCOMPARE(exported.exitCode, 0);
    QCOMPARE(StoreTestData::withoutGame(QJsonDocument::fromJson(exported.out.toUtf8()).object()),
             StoreTestData::example(u"base-final-scoring"_s));
    QVERIFY(!QFileInfo::exists(u"-"_s));
    const Run csv = cli({ u"library"_s, u"--library"_s, libraryPath(), u"csv"_s, u"-"_s });
    QCOMPARE(csv.exitCode, 0);
    QVERIFY2(csv.out.contains(u"Red"_s), qPrintable(csv.out));
}

// A name with a terminal escape (clear the screen), a C1 control and a bidi override, printed on a terminal (the tool
// run under script(1), which gives it one): written out as text, never acted on. Into a pipe the data stays as it is.
void TestLibraryCommand::aHostileNameNeverReachesTheTerminal()
{
    QJsonObject record = StoreTestData::example(u"base-city-tie"_s);
    QJsonArray players = record.value(u"players"_s).toArray();
    QJsonObject first = players.at(0).toObject();
    const QString hostile = u"Ana"_s + QChar(0x1b) + u"[2J"_s + QChar(0x9b) + u"31m"_s + QChar(0x202e) + u"evil"_s;
    first.insert(u"name"_s, hostile);
    players.replace(0, first);
    record.insert(u"players"_s, players);
    const QString file = m_dir->filePath(u"hostile.json"_s);
    QVERIFY(ml::RecordFile::write(file, QJsonDocument(record).toJson()).ok());
    const Run imported = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s, file });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));

    QVERIFY2(!QStandardPaths::findExecutable(u"script"_s).isEmpty(), "the test needs script(1) (bsdutils)");
    const auto onTerminal = [&](const QStringList &args) {
        QStringList quoted;
        for (const QString &arg : QStringList { QStringLiteral(MEEPLE_CLI) } + args)
            quoted.append(u'\'' + arg + u'\'');
        QProcess p;
        p.start(u"script"_s, { u"-qec"_s, quoted.join(u' '), u"/dev/null"_s });
        p.waitForFinished(30000);
        return p.readAllStandardOutput();
    };
    for (const QStringList &args : { QStringList { u"library"_s, u"--library"_s, libraryPath(), u"list"_s },
                                     QStringList { u"library"_s, u"--library"_s, libraryPath(), u"csv"_s },
                                     QStringList { u"explain"_s, file } }) {
        const QByteArray shown = onTerminal(args);
        QVERIFY2(shown.contains("Ana"), shown.constData());
        QVERIFY2(!shown.contains('\x1b') && !shown.contains("\xc2\x9b") && !shown.contains("\xe2\x80\xae"),
                 qPrintable(args.join(u' ')));
        QVERIFY2(shown.contains("Ana\\x1b[2J\\x9b31m\\u202eevil"), shown.constData());
    }
    // Into a pipe (another program reads it) the name is the data: as the record holds it.
    const Run piped = cli({ u"library"_s, u"--library"_s, libraryPath(), u"csv"_s });
    QCOMPARE(piped.exitCode, 0);
    QVERIFY(piped.out.contains(hostile));
}

namespace {

// base-city-tie's first @p count events (all when < 0) as one game; @p fork changes its sixth event.
QByteArray clubRecord(qsizetype count, bool fork = false)
{
    QJsonObject record = StoreTestData::example(u"base-city-tie"_s);
    QJsonArray events = record.value(u"events"_s).toArray();
    if (count >= 0)
        events = StoreTestData::first(events, count);
    if (fork)
        events[5] =
            QJsonObject { { u"type"_s, u"place"_s },  { u"figure"_s, u"g1"_s },  { u"player"_s, u"green"_s },
                          { u"kind"_s, u"meeple"_s }, { u"feature"_s, u"c3"_s }, { u"featureType"_s, u"city"_s } };
    record.insert(u"events"_s, events);
    record.insert(u"game"_s,
                  QJsonObject { { u"id"_s, u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"_s },
                                { u"created"_s, u"2026-12-04T19:30:00Z"_s } });
    return QJsonDocument(record).toJson();
}

} // namespace

void TestLibraryCommand::importSaysWhatItDid()
{
    const QString older = m_dir->filePath(u"older.json"_s);
    const QString newer = m_dir->filePath(u"newer.json"_s);
    const QString fork = m_dir->filePath(u"fork.json"_s);
    QVERIFY(StoreTestData::writeFile(older, clubRecord(5)));
    QVERIFY(StoreTestData::writeFile(newer, clubRecord(-1)));
    QVERIFY(StoreTestData::writeFile(fork, clubRecord(6, true)));
    const Run r = cli({ u"library"_s, u"--library"_s, libraryPath(), u"import"_s, older, older, newer, older, fork });
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out.split(u'\n', Qt::SkipEmptyParts),
             (QStringList { u"imported %1 as game 1"_s.arg(older),
                            u"%1 unchanged: game 1 already holds all of it"_s.arg(older),
                            u"updated game 1 from %1: 4 events added"_s.arg(newer),
                            u"%1 unchanged: game 1 already holds all of it"_s.arg(older),
                            u"imported %1 as game 2, kept as a fork of game 1"_s.arg(fork) }));

    // The list shows the fork; its JSON names both games.
    const Run listed = cli({ u"library"_s, u"--library"_s, libraryPath(), u"list"_s });
    const QStringList lines = listed.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(u"2 "_s) && lines.at(0).endsWith(u"  fork of game 1"_s), qPrintable(lines.at(0)));
    QVERIFY2(!lines.at(1).contains(u"fork"_s), qPrintable(lines.at(1)));
    const QJsonArray games =
        QJsonDocument::fromJson(
            cli({ u"library"_s, u"--library"_s, libraryPath(), u"list"_s, u"--json"_s }).out.toUtf8())
            .array();
    QCOMPARE(games.at(0)[u"forkOf"_s][u"id"_s].toInt(), 1);
    QCOMPARE(games.at(0)[u"forkOf"_s][u"uuid"_s].toString(), u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"_s);
    QCOMPARE(games.at(1)[u"uuid"_s].toString(), u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"_s);
    QCOMPARE(games.at(1)[u"createdAt"_s].toString(), u"2026-12-04T19:30:00Z"_s);
    QVERIFY(!games.at(1).toObject().contains(u"forkOf"_s));
}

void TestLibraryCommand::nameBackupAndRestore()
{
    QCOMPARE(importTwo().size(), 2);
    const QStringList library { u"library"_s, u"--library"_s, libraryPath() };
    const Run named = cli(library + QStringList { u"name"_s, u"Table"_s, u"3"_s });
    QCOMPARE(named.exitCode, 0);
    QVERIFY2(named.out.startsWith(u"Table 3\t"_s), qPrintable(named.out));
    const QString deviceId = named.out.section(u'\t', 1).trimmed();
    QCOMPARE(deviceId.size(), 36);
    QCOMPARE(cli(library + QStringList { u"name"_s }).out, named.out);
    const Run tooLong = cli(library + QStringList { u"name"_s, QString(41, u'x') });
    QCOMPARE(tooLong.exitCode, 2);
    QCOMPARE(tooLong.err.count(u'\n'), 1);

    const QString backup = m_dir->filePath(u"backup.sqlite"_s);
    const Run backedUp = cli(library + QStringList { u"backup"_s, backup });
    QCOMPARE(backedUp.exitCode, 0);
    QCOMPARE(backedUp.out + backedUp.err, QString());
    const Run unwritable = cli(library + QStringList { u"backup"_s, m_dir->filePath(u"no/such/folder/b.sqlite"_s) });
    QCOMPARE(unwritable.exitCode, 74);
    QVERIFY2(unwritable.err.startsWith(u"error: "_s), qPrintable(unwritable.err));

    QCOMPARE(cli(library + QStringList { u"import"_s, exampleFile(u"robbers-steal"_s) }).exitCode, 0);
    const QString text = m_dir->filePath(u"notes.txt"_s);
    QVERIFY(StoreTestData::writeFile(text, "not a library\n"));
    const Run refused = cli(library + QStringList { u"restore"_s, text });
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.err.count(u'\n'), 1);
    QVERIFY2(refused.err.contains(u"not a Meeple Ledger library"_s), qPrintable(refused.err));
    QCOMPARE(cli(library + QStringList { u"list"_s }).out.count(u'\n'), 3);

    const Run restored = cli(library + QStringList { u"restore"_s, backup });
    QCOMPARE(restored.exitCode, 0);
    QCOMPARE(cli(library + QStringList { u"list"_s }).out.count(u'\n'), 2);
    QCOMPARE(cli(library + QStringList { u"name"_s }).out, named.out);
    // A backup restores into a new library file too (moving to another laptop).
    const QString moved = m_dir->filePath(u"moved.sqlite"_s);
    QCOMPARE(cli({ u"library"_s, u"--library"_s, moved, u"restore"_s, backup }).exitCode, 0);
    QCOMPARE(cli({ u"library"_s, u"--library"_s, moved, u"name"_s }).out, named.out);
    QCOMPARE(cli({ u"library"_s, u"--library"_s, moved, u"list"_s }).out.count(u'\n'), 2);
}

// One byte changed inside a stored event, as bit rot or a hand edit would: the event's hash no longer continues the
// game's chain. Opening and exporting the game say which game and which event; a backup copies it and says so; the
// events before it are kept as a new game on demand; the other games are untouched.
void TestLibraryCommand::aChangedEventIsFound()
{
    const QList<qint64> ids = importTwo();
    QCOMPARE(ids.size(), 2);
    // base-city-tie's event 8 scores the merged city: "tiles":4 becomes 9.
    QVERIFY(runRawSql(libraryPath(),
                      { u"UPDATE events SET payload = replace(payload, '\"tiles\":4', '\"tiles\":9') "
                        u"WHERE game_id = %1 AND seq = 8"_s.arg(ids.at(0)) }));
    const QStringList library { u"library"_s, u"--lang"_s, u"en"_s, u"--library"_s, libraryPath() };
    const QString changed =
        u"Game %1 was changed outside Meeple Ledger: its event 8 is not as it was stored"_s.arg(ids.at(0));

    const Run exported = cli(library + QStringList { u"export"_s, QString::number(ids.at(0)) });
    QCOMPARE(exported.exitCode, 2);
    QCOMPARE(exported.err.count(u'\n'), 1);
    QVERIFY2(exported.err.contains(changed), qPrintable(exported.err));
    QVERIFY(exported.out.isEmpty());
    QCOMPARE(cli(library + QStringList { u"export"_s, QString::number(ids.at(1)) }).exitCode, 0);
    {
        ml::GameLibrary opened(libraryPath());
        QVERIFY(opened.open().ok());
        const ml::Result<ml::GameLog> log = opened.openGame(ids.at(0));
        QVERIFY(!log.ok());
        QCOMPARE(log.error().code, ml::StoreError::Code::Damaged);
        QVERIFY2(log.message().contains(changed), qPrintable(log.message()));
        QVERIFY(opened.openGame(ids.at(1)).ok());
        QCOMPARE(opened.changedGames().value(), (QMap<qint64, int> { { ids.at(0), 8 } }));
    }

    const QString backup = m_dir->filePath(u"changed-backup.sqlite"_s);
    const Run backedUp = cli(library + QStringList { u"backup"_s, backup });
    QCOMPARE(backedUp.exitCode, 0);
    QVERIFY2(backedUp.err.contains(u"note: game %1 was changed outside Meeple Ledger at its event 8"_s.arg(ids.at(0))),
             qPrintable(backedUp.err));
    QVERIFY(QFileInfo(backup).isFile());

    // The 8 events before the changed one, as a new game; the changed game stays as it is.
    const Run kept = cli(library + QStringList { u"keep-intact"_s, QString::number(ids.at(0)) });
    QCOMPARE(kept.exitCode, 0);
    const qint64 keptId = kept.out.section(u' ', 1, 1).toLongLong();
    QVERIFY2(kept.out.contains(u"holds the intact events of game %1"_s.arg(ids.at(0))), qPrintable(kept.out));
    const Run record = cli(library + QStringList { u"export"_s, QString::number(keptId) });
    QCOMPARE(record.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(record.out.toUtf8()).object().value(u"events"_s).toArray().size(), 8);
    QCOMPARE(cli(library + QStringList { u"export"_s, QString::number(ids.at(0)) }).exitCode, 2);
    const Run intact = cli(library + QStringList { u"keep-intact"_s, QString::number(ids.at(1)) });
    QCOMPARE(intact.exitCode, 2);
    QVERIFY2(intact.err.contains(u"as it was stored"_s), qPrintable(intact.err));
}

// Thirty programs importing the same record into a library that does not exist yet, all at once: one makes the
// library, the others wait and open it; every one succeeds, every import is stored, and nothing is moved aside.
void TestLibraryCommand::thirtyProgramsMakeOneLibrary()
{
    const QString file = m_dir->filePath(u"new/shared.sqlite"_s);
    QList<QProcess *> programs;
    for (int i = 0; i < 30; ++i) {
        auto *program = new QProcess(this);
        program->setProcessChannelMode(QProcess::MergedChannels);
        program->start(
            QStringLiteral(MEEPLE_CLI),
            { u"library"_s, u"--lang"_s, u"en"_s, u"--library"_s, file, u"import"_s, exampleFile(u"base-city-tie"_s) });
        programs.append(program);
    }
    for (QProcess *program : std::as_const(programs)) {
        QVERIFY(program->waitForFinished(60000));
        QVERIFY2(program->exitStatus() == QProcess::NormalExit && program->exitCode() == 0,
                 program->readAll().constData());
        delete program;
    }
    const Run listed = cli({ u"library"_s, u"--library"_s, file, u"list"_s });
    QCOMPARE(listed.exitCode, 0);
    QCOMPARE(listed.out.count(u'\n'), 30); // a record without a game id is a new game each time: none lost
    const QStringList beside = QDir(m_dir->filePath(u"new"_s)).entryList(QDir::Files);
    for (const QString &name : beside)
        QVERIFY2(!name.contains(u".damaged-"_s) && !name.contains(u".replaced-"_s) && !name.endsWith(u".lock"_s),
                 qPrintable(beside.join(u", "_s)));
}

void TestLibraryCommand::resultsAsCsv()
{
    const QList<qint64> ids = importTwo();
    QCOMPARE(ids.size(), 2);
    const QStringList library { u"library"_s, u"--library"_s, libraryPath() };
    const Run all = cli(library + QStringList { u"csv"_s });
    QCOMPARE(all.exitCode, 0);
    const QStringList rows = all.out.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 1 + 3 + 2);
    QVERIFY2(rows.at(0).startsWith(u"game,started,finished,device,seat,player,name,profile,score,place,cities,"_s),
             qPrintable(rows.at(0)));
    // Only the finished game (red 9, blue 5), to a file.
    const QString out = m_dir->filePath(u"results.csv"_s);
    const Run finished = cli(library + QStringList { u"csv"_s, u"--finished"_s, out });
    QCOMPARE(finished.exitCode, 0);
    const QStringList written = QString::fromUtf8(StoreTestData::fileBytes(out)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(written.size(), 3);
    QCOMPARE(written.at(1).section(u',', 4, 9), u"1,red,Red,%1,9,1"_s.arg(written.at(1).section(u',', 7, 7)));
    QCOMPARE(written.at(2).section(u',', 8, 9), u"5,2"_s);
    // Chosen games; an unknown one is refused; a file that cannot be written and a full output exit 74.
    QCOMPARE(cli(library + QStringList { u"csv"_s, QString::number(ids.at(0)) }).out.count(u"\r\n"_s), 4);
    const Run unknown = cli(library + QStringList { u"csv"_s, u"99"_s });
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(unknown.err.count(u'\n'), 1);
    QCOMPARE(cli(library + QStringList { u"csv"_s, m_dir->filePath(u"no/such/folder/r.csv"_s) }).exitCode, 74);
    QProcess p;
    p.setStandardOutputFile(u"/dev/full"_s);
    p.start(QStringLiteral(MEEPLE_CLI), library + QStringList { u"csv"_s });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 74);
    QCOMPARE(cli(library + QStringList { u"list"_s, u"--finished"_s }).exitCode, 64);
}

QTEST_GUILESS_MAIN(TestLibraryCommand)
#include "tst_librarycommand.moc"
