// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// A writer for the kill tests: it changes the library in one way, forever, and reports each change on standard
// output right after the call that made it returned ("acknowledged"); the test kills it with SIGKILL at random
// moments and then checks that every acknowledged change is in the library and nothing half-done is visible.
//
// usage: store_crash_writer MODE LIBRARY MAX_SECONDS SEED [PAUSE_MS]
//
// MODE is one of
//   append   appends the events of SyntheticGame to the game in progress, ending it after 150 events
//   undo     appends, undoes (mostly) and redoes on the game in progress
//   redo     the same, redoing mostly
//   import   imports whole synthetic records of 30 to 177 events
//   delete   deletes games one by one (importing a batch whenever fewer than 8 are left)
//   migrate  opens the library (which migrates an older one) and exits
// PAUSE_MS (append only, default 0) is a pause after each change, so that a second writer's busy wait for the write
// lock ends within seconds while this one goes on for long.
//
// Lines, each flushed at once (n = events in effect, r = undone events waiting for redo):
//   begin OP GAME N R     about to undo, redo or append on GAME, whose log holds N and R
//   state GAME N R        GAME holds N and R: after an acknowledged change, or as read after a conflict
//   begin import KEY      about to import the record of KEY ("<pid>-<serial>-<events>", in its players' names)
//   imported GAME KEY     that import returned GAME
//   begin delete GAME KEY about to delete GAME, imported under KEY
//   deleted GAME KEY      that delete returned
//   opening               (migrate) about to open the library
//   opened VERSION US     (migrate) the library is open at schema VERSION, after US microseconds

#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QThread>

#include <cstdio>

namespace {

constexpr int EventsPerGame = 150;
// Undo and redo games stay below this many events, so their checks stay quick.
constexpr int UndoGameCap = 60;

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

int fail(const ml::StoreError &error)
{
    std::fprintf(stderr, "%s\n", qPrintable(error.message));
    return 3;
}

void sayState(const ml::GameLog &log)
{
    say(QStringLiteral("state %1 %2 %3").arg(log.gameId()).arg(log.eventCount()).arg(log.redoCount()));
}

class Writer
{
public:
    Writer(ml::GameLibrary &library, qint64 maxMs, quint32 seed, int pauseMs)
        : m_library(library)
        , m_maxMs(maxMs)
        , m_random(seed)
        , m_pauseMs(pauseMs)
    {
        m_clock.start();
    }

    [[nodiscard]] bool timeLeft() const { return m_clock.elapsed() < m_maxMs; }

    /** The game in progress, created when there is none. */
    [[nodiscard]] ml::Result<ml::GameLog> currentGame()
    {
        const auto current = m_library.lastGameInProgress();
        if (!current.ok())
            return current.error();
        if (current.value())
            return m_library.openGame(current.value()->id);
        const auto created = m_library.createGame(SyntheticGame::players());
        if (!created.ok())
            return created.error();
        return m_library.openGame(created.value());
    }

    /** One change of the undo or redo modes; non-zero (the exit status) when it failed for another reason than a
     * conflict. */
    [[nodiscard]] int changeGame(ml::GameLog &log, bool mostlyRedo)
    {
        const int roll = int(m_random.bounded(100));
        QString op;
        if (log.canRedo() && roll < (mostlyRedo ? 50 : 20))
            op = QStringLiteral("redo");
        else if (log.canUndo() && (roll < (mostlyRedo ? 80 : 60) || log.eventCount() >= UndoGameCap))
            op = QStringLiteral("undo");
        else
            op = QStringLiteral("append");
        say(QStringLiteral("begin %1 %2 %3 %4").arg(op).arg(log.gameId()).arg(log.eventCount()).arg(log.redoCount()));
        ml::StoreError error;
        if (op == QLatin1String("redo")) {
            if (const auto done = log.redo(); !done.ok())
                error = done.error();
        } else if (op == QLatin1String("undo")) {
            if (const auto done = log.undo(); !done.ok())
                error = done.error();
        } else if (const auto done = log.append(SyntheticGame::event(log.eventCount())); !done.ok()) {
            error = done.error();
        }
        if (error.code == ml::StoreError::Code::Conflict) {
            // Another writer changed the game since this log read it: nothing was written; read it again.
            if (const ml::Status reloaded = log.reload(); !reloaded.ok())
                return fail(reloaded.error());
        } else if (error.code != ml::StoreError::Code::None) {
            return fail(error);
        }
        sayState(log);
        return 0;
    }

    int appendForever()
    {
        while (timeLeft()) {
            auto opened = currentGame();
            if (!opened.ok())
                return fail(opened.error());
            ml::GameLog log = std::move(opened).value();
            while (!log.finished() && timeLeft()) {
                const int next = log.eventCount();
                say(QStringLiteral("begin append %1 %2 %3").arg(log.gameId()).arg(next).arg(log.redoCount()));
                const auto appended =
                    log.append(next >= EventsPerGame ? SyntheticGame::end() : SyntheticGame::event(next));
                if (!appended.ok() && appended.error().code == ml::StoreError::Code::Conflict) {
                    if (const ml::Status reloaded = log.reload(); !reloaded.ok())
                        return fail(reloaded.error());
                } else if (!appended.ok()) {
                    return fail(appended.error());
                }
                sayState(log);
                if (m_pauseMs > 0)
                    QThread::msleep(m_pauseMs);
            }
        }
        return 0;
    }

    int undoRedoForever(bool mostlyRedo)
    {
        while (timeLeft()) {
            auto opened = currentGame();
            if (!opened.ok())
                return fail(opened.error());
            ml::GameLog log = std::move(opened).value();
            sayState(log);
            for (int i = 0; i < 50 && timeLeft(); ++i) {
                if (const int status = changeGame(log, mostlyRedo); status != 0)
                    return status;
            }
        }
        return 0;
    }

    /** Imports one synthetic record of @p events events; its players' names carry the key. */
    [[nodiscard]] int importOne(int events)
    {
        const QString key =
            QStringLiteral("%1-%2-%3").arg(QCoreApplication::applicationPid()).arg(m_serial++).arg(events);
        QJsonObject record = SyntheticGame::header();
        QJsonArray players = record.value(QStringLiteral("players")).toArray();
        for (qsizetype i = 0; i < players.size(); ++i) {
            QJsonObject player = players.at(i).toObject();
            player.insert(QStringLiteral("name"),
                          QString(player.value(QStringLiteral("name")).toString() + u' ' + key));
            players[i] = player;
        }
        record.insert(QStringLiteral("players"), players);
        record.insert(QStringLiteral("events"), SyntheticGame::events(events));
        say(QStringLiteral("begin import ") + key);
        const auto imported = m_library.importRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
        if (!imported.ok())
            return fail(imported.error());
        say(QStringLiteral("imported %1 %2").arg(imported.value()).arg(key));
        return 0;
    }

    int importForever()
    {
        while (timeLeft()) {
            if (const int status = importOne(3 * int(m_random.bounded(10, 60))); status != 0)
                return status;
        }
        return 0;
    }

    int deleteForever()
    {
        while (timeLeft()) {
            const auto games = m_library.games();
            if (!games.ok())
                return fail(games.error());
            if (games.value().size() < 8) {
                for (int i = 0; i < 16 && timeLeft(); ++i) {
                    if (const int status = importOne(30); status != 0)
                        return status;
                }
                continue;
            }
            QList<ml::GameSummary> left = games.value();
            while (!left.isEmpty() && timeLeft()) {
                const ml::GameSummary game = left.takeAt(m_random.bounded(left.size()));
                // The import key in the names says which game this is (a deleted game's id may be given again).
                const QString key = game.players.value(0).name.section(u' ', 1);
                say(QStringLiteral("begin delete %1 %2").arg(game.id).arg(key));
                const ml::Status deleted = m_library.deleteGame(game.id);
                // The other writer may have deleted it first.
                if (!deleted.ok() && deleted.error().code != ml::StoreError::Code::NotFound)
                    return fail(deleted.error());
                if (deleted.ok())
                    say(QStringLiteral("deleted %1 %2").arg(game.id).arg(key));
            }
        }
        return 0;
    }

private:
    ml::GameLibrary &m_library;
    qint64 m_maxMs;
    QRandomGenerator m_random;
    int m_pauseMs = 0;
    QElapsedTimer m_clock;
    int m_serial = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QStringList modes { QStringLiteral("append"), QStringLiteral("undo"),   QStringLiteral("redo"),
                              QStringLiteral("import"), QStringLiteral("delete"), QStringLiteral("migrate") };
    if (args.size() < 5 || args.size() > 6 || !modes.contains(args.at(1))) {
        std::fputs(
            "usage: store_crash_writer append|undo|redo|import|delete|migrate LIBRARY MAX_SECONDS SEED [PAUSE_MS]\n",
            stderr);
        return 64;
    }
    const QString mode = args.at(1);
    ml::GameLibrary library(args.at(2));
    if (mode == QLatin1String("migrate"))
        say(QStringLiteral("opening"));
    QElapsedTimer opening;
    opening.start();
    if (const ml::Status opened = library.open(); !opened.ok())
        return fail(opened.error());
    if (mode == QLatin1String("migrate")) {
        say(QStringLiteral("opened %1 %2").arg(library.schemaVersion()).arg(opening.nsecsElapsed() / 1000));
        return 0;
    }
    // A writer that was never killed stops by itself, so that no test leaves it running.
    Writer writer(library, args.at(3).toLongLong() * 1000, args.at(4).toUInt(), args.value(5).toInt());
    if (mode == QLatin1String("append"))
        return writer.appendForever();
    if (mode == QLatin1String("undo") || mode == QLatin1String("redo"))
        return writer.undoRedoForever(mode == QLatin1String("redo"));
    if (mode == QLatin1String("import"))
        return writer.importForever();
    return writer.deleteForever();
}
