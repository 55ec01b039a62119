// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// bench_store: what one durable event append costs next to a bare SQLite insert+commit with the same
// pragmas (WAL, synchronous=FULL) on the same file system in the same run, and how long reopening a
// 2,000-event game takes (open + load + replay).
//
// usage: bench_store [--dir FOLDER] [--samples N]

#include "gamelibrary.h"
#include "recordfile.h"
#include "syntheticgame.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

#ifdef MEEPLE_BENCH_SQLITE3
#  include <sqlite3.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

struct Stats {
    double median = 0;
    double p99 = 0;
    double mean = 0;
};

Stats statsOf(std::vector<double> samples)
{
    Stats stats;
    if (samples.empty())
        return stats;
    std::sort(samples.begin(), samples.end());
    stats.median = samples[samples.size() / 2];
    const auto p99Index = std::size_t(std::ceil(0.99 * double(samples.size()))) - 1;
    stats.p99 = samples[std::min(p99Index, samples.size() - 1)];
    double sum = 0;
    for (const double s : samples)
        sum += s;
    stats.mean = sum / double(samples.size());
    return stats;
}

double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

[[noreturn]] void fail(const QString &what)
{
    std::fprintf(stderr, "bench_store: %s\n", qPrintable(what));
    std::exit(1);
}

QString cpuModel()
{
    QFile file(u"/proc/cpuinfo"_s);
    if (file.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.startsWith("model name"))
                return QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
        }
    }
    return QSysInfo::currentCpuArchitecture();
}

// The baseline: one row inserted and committed per sample through the same Qt driver, same pragmas.
class QtSqlBaseline
{
public:
    explicit QtSqlBaseline(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bench-baseline"_s);
        db.setDatabaseName(path);
        if (!db.open())
            fail(db.lastError().text());
        QSqlQuery query(db);
        for (const QString &sql : { u"PRAGMA journal_mode=WAL"_s, u"PRAGMA synchronous=FULL"_s,
                                    u"CREATE TABLE events (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, "
                                    u"payload TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID"_s }) {
            if (!query.exec(sql))
                fail(query.lastError().text());
        }
    }
    ~QtSqlBaseline() { QSqlDatabase::removeDatabase(u"bench-baseline"_s); }

    void insert(int seq, const QString &payload)
    {
        QSqlDatabase db = QSqlDatabase::database(u"bench-baseline"_s);
        QSqlQuery query(db);
        if (!query.exec(u"BEGIN IMMEDIATE"_s))
            fail(query.lastError().text());
        query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (1, ?, ?)"_s);
        query.addBindValue(seq);
        query.addBindValue(payload);
        if (!query.exec())
            fail(query.lastError().text());
        if (!query.exec(u"COMMIT"_s))
            fail(query.lastError().text());
    }
};

#ifdef MEEPLE_BENCH_SQLITE3
// The same through the SQLite C API, without any driver in between.
class CBaseline
{
public:
    explicit CBaseline(const QString &path)
    {
        if (sqlite3_open(QFile::encodeName(path).constData(), &m_db) != SQLITE_OK)
            fail(u"sqlite3_open failed"_s);
        exec("PRAGMA journal_mode=WAL");
        exec("PRAGMA synchronous=FULL");
        exec("CREATE TABLE events (game_id INTEGER NOT NULL, seq INTEGER NOT NULL, payload TEXT NOT NULL, "
             "PRIMARY KEY (game_id, seq)) WITHOUT ROWID");
        sqlite3_prepare_v2(m_db, "INSERT INTO events (game_id, seq, payload) VALUES (1, ?, ?)", -1, &m_insert, nullptr);
    }
    ~CBaseline()
    {
        sqlite3_finalize(m_insert);
        sqlite3_close(m_db);
    }
    CBaseline(const CBaseline &) = delete;
    CBaseline &operator=(const CBaseline &) = delete;

    void insert(int seq, const QByteArray &payload)
    {
        exec("BEGIN IMMEDIATE");
        sqlite3_bind_int(m_insert, 1, seq);
        sqlite3_bind_text(m_insert, 2, payload.constData(), int(payload.size()), SQLITE_TRANSIENT);
        if (sqlite3_step(m_insert) != SQLITE_DONE)
            fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
        sqlite3_reset(m_insert);
        exec("COMMIT");
    }

private:
    void exec(const char *sql)
    {
        if (sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
            fail(QString::fromUtf8(sqlite3_errmsg(m_db)));
    }

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_insert = nullptr;
};
#endif

void printStats(const char *label, const Stats &stats, double baselineMedian, double baselineP99)
{
    std::printf("  %-46s median %8.3f ms   p99 %8.3f ms   mean %8.3f ms", label, stats.median, stats.p99, stats.mean);
    if (baselineMedian > 0)
        std::printf("   ratio %5.2fx median, %5.2fx p99", stats.median / baselineMedian, stats.p99 / baselineP99);
    std::printf("\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Durable append and reopen timings of the game library."_s);
    parser.addHelpOption();
    const QCommandLineOption dirOption(u"dir"_s, u"Folder for the benchmark files (default: a temporary one)."_s,
                                       u"folder"_s);
    const QCommandLineOption samplesOption(u"samples"_s, u"Appends per series (default 900)."_s, u"n"_s, u"900"_s);
    parser.addOptions({ dirOption, samplesOption });
    parser.process(app);

    QTemporaryDir temporary(parser.isSet(dirOption) ? parser.value(dirOption) + u"/bench_store-XXXXXX"_s
                                                    : QDir::tempPath() + u"/bench_store-XXXXXX"_s);
    if (!temporary.isValid())
        fail(u"cannot create a folder for the benchmark: "_s + temporary.errorString());
    const int samples = std::max(10, parser.value(samplesOption).toInt());
    // A club game is 72 tiles, about 240 events: appends are measured over games of that length.
    constexpr int EventsPerGame = 240;

    const QStorageInfo storage(temporary.path());
    std::printf("bench_store (%s build)\n", MEEPLE_BUILD_TYPE);
    std::printf("  machine: %d CPU threads, %s; %s\n", QThread::idealThreadCount(), qPrintable(cpuModel()),
                qPrintable(QSysInfo::prettyProductName()));
    std::printf("  files:   %s on %s (%s)\n", qPrintable(temporary.path()), storage.device().constData(),
                storage.fileSystemType().constData());

    // ---- appends, interleaved with the baselines so that all three see the same disk ----
    ml::GameLibrary library(temporary.filePath(u"library.sqlite"_s));
    if (const ml::Status opened = library.open(); !opened.ok())
        fail(opened.message());
    QtSqlBaseline qtBaseline(temporary.filePath(u"baseline-qtsql.sqlite"_s));
#ifdef MEEPLE_BENCH_SQLITE3
    CBaseline cBaseline(temporary.filePath(u"baseline-c.sqlite"_s));
#endif
    std::vector<double> appendMs;
    std::vector<double> qtMs;
    std::vector<double> cMs;
    ml::GameLog log;
    for (int i = 0; i < samples; ++i) {
        const int index = i % EventsPerGame;
        if (index == 0) {
            const auto created = library.createGame(SyntheticGame::players());
            if (!created.ok())
                fail(created.message());
            auto opened = library.openGame(created.value());
            if (!opened.ok())
                fail(opened.message());
            log = std::move(opened).value();
        }
        const QJsonObject event = SyntheticGame::event(index);
        const QByteArray payload = ml::RecordFile::compact(event);

        QElapsedTimer timer;
        timer.start();
        const auto appended = log.append(event);
        appendMs.push_back(elapsedMs(timer));
        if (!appended.ok())
            fail(appended.message());

        timer.restart();
        qtBaseline.insert(i, QString::fromUtf8(payload));
        qtMs.push_back(elapsedMs(timer));
#ifdef MEEPLE_BENCH_SQLITE3
        timer.restart();
        cBaseline.insert(i, payload);
        cMs.push_back(elapsedMs(timer));
#endif
    }
    const Stats append = statsOf(appendMs);
    const Stats qt = statsOf(qtMs);
    std::printf("\nDurable append, %d samples (games of %d events, WAL, synchronous=FULL):\n", samples, EventsPerGame);
    printStats("bare insert+commit, Qt SQLite driver", qt, 0, 0);
#ifdef MEEPLE_BENCH_SQLITE3
    const Stats c = statsOf(cMs);
    printStats("bare insert+commit, SQLite C API", c, 0, 0);
#endif
    printStats("GameLog::append (validate + store)", append, qt.median, qt.p99);

    // ---- an append at the end of a long game: the engine replays every event first ----
    {
        QJsonObject record = SyntheticGame::header();
        record.insert(u"events"_s, SyntheticGame::events(2000));
        const auto imported = library.importRecord(QJsonDocument(record).toJson());
        if (!imported.ok())
            fail(imported.message());
        ml::GameLog longLog = library.openGame(imported.value()).value();
        std::vector<double> longMs;
        for (int i = 2000; i < 2060; ++i) {
            QElapsedTimer timer;
            timer.start();
            if (!longLog.append(SyntheticGame::event(i)).ok())
                fail(u"append to the long game"_s);
            longMs.push_back(elapsedMs(timer));
        }
        printStats("GameLog::append at 2,000+ events (60 samples)", statsOf(longMs), qt.median, qt.p99);
    }

    // ---- reopen a 2,000-event game: open the file, load the events, replay them ----
    qint64 gameId = 0;
    {
        QJsonObject record = SyntheticGame::header();
        record.insert(u"events"_s, SyntheticGame::events(1998));
        QJsonArray events = record.value(u"events"_s).toArray();
        events.append(SyntheticGame::event(1998));
        events.append(SyntheticGame::event(1999));
        record.insert(u"events"_s, events);
        const auto imported = library.importRecord(QJsonDocument(record).toJson());
        if (!imported.ok())
            fail(imported.message());
        gameId = imported.value();
    }
    library.close();
    std::vector<double> openMs;
    std::vector<double> loadMs;
    std::vector<double> totalMs;
    for (int i = 0; i < 15; ++i) {
        QElapsedTimer timer;
        timer.start();
        ml::GameLibrary reopened(temporary.filePath(u"library.sqlite"_s));
        if (const ml::Status opened = reopened.open(); !opened.ok())
            fail(opened.message());
        const double opened = elapsedMs(timer);
        const auto game = reopened.openGame(gameId);
        const double total = elapsedMs(timer);
        if (!game.ok() || game.value().eventCount() != 2000 || !game.value().outcome().ok)
            fail(u"reopening the 2,000-event game failed"_s);
        openMs.push_back(opened);
        loadMs.push_back(total - opened);
        totalMs.push_back(total);
    }
    std::printf("\nReopen a 2,000-event game (15 runs, file in the page cache):\n");
    printStats("GameLibrary::open (checks, quick_check)", statsOf(openMs), 0, 0);
    printStats("GameLibrary::openGame (load + replay)", statsOf(loadMs), 0, 0);
    printStats("total", statsOf(totalMs), 0, 0);
    const QFileInfo file(temporary.filePath(u"library.sqlite"_s));
    std::printf("  library file: %.1f KiB, %d games\n", double(file.size()) / 1024.0,
                samples / EventsPerGame + (samples % EventsPerGame ? 1 : 0) + 2);
    return 0;
}
