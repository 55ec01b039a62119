// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// libFuzzer target: importing any bytes into a game library. An import is accepted exactly when the engine accepts
// the record, stores nothing when refused, and the stored game exports a record that replays to the same output.

#include "gamelibrary.h"
#include "replay.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

/** One library for the whole run, in memory-backed storage where there is some (every import is a durable commit). */
ml::GameLibrary &library()
{
    static const std::unique_ptr<QTemporaryDir> folder = [] {
        QStandardPaths::setTestModeEnabled(true);
        const QString shm = QStringLiteral("/dev/shm");
        auto dir = std::make_unique<QTemporaryDir>(QDir(shm).exists() ? shm + QStringLiteral("/fuzz-import-XXXXXX")
                                                                      : QString());
        if (!dir->isValid())
            __builtin_trap();
        return dir;
    }();
    // Never destroyed: at exit, Qt Sql's own globals may go first.
    static ml::GameLibrary *const opened = new ml::GameLibrary(folder->filePath(QStringLiteral("library.sqlite")));
    static const bool ready = opened->open().ok();
    if (!ready)
        __builtin_trap();
    return *opened;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    ml::GameLibrary &games = library();
    const ml::ReplayOutcome outcome = ml::replay(input);
    const auto imported = games.importRecord(input);
    if (imported.ok() != outcome.ok)
        __builtin_trap();
    if (!imported.ok()) {
        // A refused record stores nothing.
        const auto listed = games.games();
        if (!listed.ok() || !listed.value().isEmpty())
            __builtin_trap();
        return 0;
    }
    const auto exported = games.exportRecord(imported.value());
    if (!exported.ok())
        __builtin_trap();
    const ml::ReplayOutcome again = ml::replay(exported.value());
    if (!again.ok || !(again.output == outcome.output))
        __builtin_trap();
    if (!games.deleteGame(imported.value()).ok())
        __builtin_trap();
    return 0;
}
