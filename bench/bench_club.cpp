// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The league and the club screen at a club's size, against a real PostgreSQL cluster this benchmark starts itself
// (scripts/pg-cluster.sh, in a temporary folder, stopped at the end):
// - `meeple-ledger-cli league --server` as a whole process over 10 and over 10,000 finished games: wall time and peak
//   memory (targets: at most 1 s and 100 MiB over 10,000);
// - in the process, the league read from the kept results (ClubLeague::read()) against the baseline from the same run,
//   pulling and replaying every game (ClubLeague::games(ClubSync::pull())), over 10 and 1,000 games;
// - the club screen's refresh after one table's push (ClubBoard::Reader::readGames() of that game) with 10 and 10,000
//   games on the server (target: the same cost).
// The games: 50 generated games (2-5 players, 40-79 turns, about 200 events; every tenth unfinished) pushed by a
// table as the app does, then copied on the server under new UUIDs, with their kept results, up to each size.
//
// usage: bench_club [CLI]

#include "alternatingruns.h"
#include "clubboard.h"
#include "clubleague.h"
#include "clubschema.h"
#include "clubsync.h"
#include "cluster.h"
#include "librarymaker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <fcntl.h>
#include <functional>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

extern char **environ;

using namespace Qt::StringLiterals;

namespace {

/** Runs @p work on an organiser's connection to @p database. */
bool withServer(const QString &database, const std::function<bool(QSqlDatabase &)> &work)
{
    const QString name = u"bench-club-"_s + database;
    bool ok = false;
    {
        auto opened = Cluster::address(database, u"organiser"_s).open(name);
        if (opened.ok()) {
            QSqlDatabase db = opened.value();
            ok = work(db);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

/** Runs @p statements as @p user in @p database (Cluster::run()), saying why when one fails. */
bool run(const QString &database, const QString &user, const QStringList &statements)
{
    QString error;
    if (Cluster::run(database, user, statements, &error))
        return true;
    std::fprintf(stderr, "bench_club: %s\n", qPrintable(error));
    return false;
}

/** A club database @p name as the club tests make one (Cluster::freshClub()), its schema made by the organiser. */
bool makeClub(const QString &name)
{
    QString error;
    if (!Cluster::freshClub(name, &error)) {
        std::fprintf(stderr, "bench_club: %s\n", qPrintable(error));
        return false;
    }
    return withServer(name, [](QSqlDatabase &db) { return ml::ClubSchema::migrate(db).ok(); });
}

/**
 * @brief Copies the pushed games of @p database under new UUIDs until it holds @p total games, each copy with its
 * revision, its kept result and its owner (the trigger writes the owner, as for a push).
 */
bool copyUpTo(const QString &database, int total)
{
    return run(database, u"postgres"_s,
               { u"CREATE TEMP TABLE template AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id "
                 u"FROM meeple.games"_s,
                 u"CREATE TEMP TABLE copies AS SELECT gen_random_uuid() AS id, t.id AS source FROM "
                 u"generate_series(0, %1 - (SELECT count(*) FROM meeple.games) - 1) i "
                 u"JOIN template t ON t.n = i % (SELECT count(*) FROM template)"_s.arg(total),
                 u"INSERT INTO meeple.games (id, device, created, players, expansions, header, revision, event_count, "
                 u"finished, chain_head, pushed_at) SELECT c.id, g.device, g.created, g.players, g.expansions, "
                 u"g.header, g.revision, g.event_count, g.finished, g.chain_head, g.pushed_at FROM copies c "
                 u"JOIN meeple.games g ON g.id = c.source"_s,
                 u"INSERT INTO meeple.game_revisions (game, device, revision, events, event_count, chain_head) "
                 u"SELECT c.id, r.device, r.revision, r.events, r.event_count, r.chain_head FROM copies c "
                 u"JOIN meeple.games g ON g.id = c.source JOIN meeple.game_revisions r ON r.game = g.id "
                 u"AND r.device = g.device AND r.revision = g.revision"_s,
                 u"INSERT INTO meeple.game_results (game, device, revision, outcome, seats, chain_head) "
                 u"SELECT c.id, r.device, r.revision, r.outcome, r.seats, r.chain_head FROM copies c "
                 u"JOIN meeple.game_results r ON r.game = c.source"_s,
                 u"ANALYZE"_s });
}

/** The wall time in ms and the peak resident memory in MiB of one whole process; a negative time when it failed. */
std::pair<double, double> wholeProcess(const QString &program, const QStringList &arguments)
{
    std::vector<QByteArray> owned { program.toLocal8Bit() };
    for (const QString &argument : arguments)
        owned.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &bytes : owned)
        argv.push_back(bytes.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return { -1, 0 };
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return { -1, 0 };
    return { double(timer.nsecsElapsed()) / 1e6, double(usage.ru_maxrss) / 1024.0 };
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    const QString cli = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(CLI);
    QTemporaryDir work;
    QTemporaryDir socket(u"/tmp/meeple-bench-club-XXXXXX"_s);
    if (!work.isValid() || !socket.isValid())
        return 1;
    // The server runs as postgres when this runs as root: it must reach its folder.
    QFile::setPermissions(socket.path(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther
                              | QFile::ReadGroup | QFile::ExeGroup);
    socket.setAutoRemove(false); // pg-cluster.sh stop removes it
    // The club tests' Cluster finds the server through MEEPLE_PG_DIR, as under their fixture.
    qputenv("MEEPLE_PG_DIR", QFile::encodeName(socket.path()));
    qputenv("PGPORT", QByteArray::number(40000 + QRandomGenerator::global()->bounded(20000)));
    qputenv("MEEPLE_PG_CLUSTER", QByteArrayLiteral(PG_CLUSTER));
    if (!Cluster::control(u"start"_s)) {
        std::fprintf(stderr, "bench_club: PostgreSQL could not be started (scripts/pg-cluster.sh start)\n");
        return 1;
    }
    const auto stop = qScopeGuard([&] { Cluster::control(u"stop"_s); });

    QElapsedTimer made;
    made.start();
    const QString library = work.filePath(u"table.sqlite"_s);
    if (!LibraryMaker::make(library, 50))
        return 1;
    const QList<std::pair<QString, int>> sizes { { u"club_10"_s, 10 },
                                                 { u"club_1000"_s, 1000 },
                                                 { u"club_10000"_s, 10000 } };
    for (const auto &[database, size] : sizes) {
        if (!makeClub(database))
            return 1;
        // The table pushes its 50 games as the app does (each with its result); the server then holds copies.
        QFile::remove(work.filePath(u"copy.sqlite"_s));
        QFile::copy(library, work.filePath(u"copy.sqlite"_s));
        const ml::ClubSync::Pass pass =
            ml::ClubSync::pass(work.filePath(u"copy.sqlite"_s), Cluster::address(database, u"table_a"_s));
        if (pass.error) {
            std::fprintf(stderr, "bench_club: %s\n", qPrintable(pass.error->message));
            return 1;
        }
        if (size < 50) {
            if (!run(
                    database, u"postgres"_s,
                    { u"DELETE FROM meeple.games WHERE id NOT IN (SELECT id FROM meeple.games ORDER BY finished, id LIMIT %1)"_s
                          .arg(size) }))
                return 1;
        } else if (!copyUpTo(database, size)) {
            return 1;
        }
    }
    std::printf("Club servers of 10, 1,000 and 10,000 games (50 generated games pushed by a table, copied; every tenth "
                "unfinished) made in %.1f s\n",
                double(made.elapsed()) / 1000);

    // The league as a whole process, as the organiser runs it.
    const int processRuns = 5;
    for (const auto &[database, size] : sizes) {
        if (size == 1000)
            continue;
        const QStringList arguments { u"league"_s, u"--server"_s,
                                      u"host=%1 dbname=%2 user=organiser"_s.arg(Cluster::dir(), database) };
        std::vector<double> times;
        double memory = 0;
        for (int i = 0; i < processRuns; ++i) {
            const auto [ms, mib] = wholeProcess(cli, arguments);
            if (ms < 0) {
                std::fprintf(stderr, "bench_club: %s league --server failed\n", qPrintable(cli));
                return 1;
            }
            times.push_back(ms);
            memory = std::max(memory, mib);
        }
        std::printf("meeple-ledger-cli league --server, %6d games: %8.1f ms (median of %d), peak %6.1f MiB%s\n", size,
                    AlternatingRuns::median(times), processRuns, memory,
                    size == 10000 ? "   (targets: 1,000 ms, 100 MiB)" : "");
    }

    // In the process: the kept results against replaying every game (the baseline, the same run).
    const int runs = 5;
    std::printf("In the process, median of %d:\n", runs);
    for (const auto &[database, size] : sizes) {
        int counted = 0;
        const bool ok = withServer(database, [&, size = size](QSqlDatabase &db) {
            const double kept = AlternatingRuns::medianMs(runs, [&] {
                const auto league = ml::ClubLeague::read(db);
                counted = league.ok() ? int(league.value().finished.size()) : -1;
                return league.ok();
            });
            std::printf("  ClubLeague::read(), kept results, %6d games (%d finished) %9.1f ms\n", size, counted, kept);
            if (size > 1000)
                return kept >= 0;
            const double replayed = AlternatingRuns::medianMs(runs, [&] {
                const auto games = ml::ClubSync::pull(db);
                return games.ok() && !ml::ClubLeague::games(games.value()).finished.isEmpty();
            });
            std::printf("  baseline: pull and replay every game,  %6d games            %9.1f ms\n", size, replayed);
            return kept >= 0 && replayed >= 0;
        });
        if (!ok)
            return 1;
    }

    // The club screen: one table's push, then the read of that game only.
    for (const auto &[database, size] : sizes) {
        const bool ok = withServer(database, [&, size = size](QSqlDatabase &db) {
            ml::ClubBoard::Reader reader;
            const QDate today = QDateTime::currentDateTimeUtc().date();
            QElapsedTimer first;
            first.start();
            const auto board = reader.readAll(db, today);
            if (!board.ok() || board.value().inProgress.isEmpty())
                return false;
            const double firstMs = double(first.nsecsElapsed()) / 1e6;
            const QString game = board.value().inProgress.constFirst().gameId;
            const double refresh =
                AlternatingRuns::medianMs(11, [&] { return reader.readGames(db, { game }, today).ok(); });
            std::printf("  club screen, %6d games: first read %8.1f ms; after one table's push %6.2f ms%s\n", size,
                        firstMs, refresh, size == 10000 ? "   (target: as with 10)" : "");
            return refresh >= 0;
        });
        if (!ok)
            return 1;
    }
    return 0;
}
