// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"
#include "recordgenerator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

/** @brief Long generated games for the benchmarks of one event in a game of any length. */
namespace LongGame {

/**
 * @brief RecordGenerator's game of 4 players with @p expansions (by default the first five), in progress (no final
 * scoring), cut to exactly @p events events.
 */
inline QJsonObject generated(int events, const QStringList &expansions = RecordGenerator::fiveExpansions())
{
    RecordGenerator::Options options;
    options.seed = 2026;
    options.players = 4;
    options.expansions = expansions;
    options.finish = false;
    // About 2.7 events per turn: find the turn count that gives at least `events`, then cut the record there.
    options.turns = events / 3;
    QJsonObject record;
    do {
        options.turns += std::max(1, options.turns / 10);
        record = RecordGenerator::generate(options);
    } while (record.value(QLatin1String("events")).toArray().size() < events);
    QJsonArray all = record.value(QLatin1String("events")).toArray();
    while (all.size() > events)
        all.removeLast();
    record.insert(QLatin1String("events"), all);
    return record;
}

/** @brief @p record with its first @p count events only. */
inline QJsonObject firstEvents(QJsonObject record, int count)
{
    QJsonArray events = record.value(QLatin1String("events")).toArray();
    while (events.size() > count)
        events.removeLast();
    record.insert(QLatin1String("events"), events);
    return record;
}

/** @brief Ends benchmark @p bench with @p what on stderr. */
[[noreturn]] inline void fail(const char *bench, const QString &what)
{
    std::fprintf(stderr, "%s: %s\n", bench, qPrintable(what));
    std::exit(1);
}

/** @brief An open library in a temporary folder, for benchmark @p bench (which it ends when something fails). */
class ScratchLibrary
{
public:
    explicit ScratchLibrary(const char *bench)
        : m_bench(bench)
    {
        if (!m_folder.isValid())
            fail(m_bench, QStringLiteral("cannot create a temporary folder"));
        m_library = std::make_unique<ml::GameLibrary>(m_folder.filePath(QStringLiteral("library.sqlite")));
        if (const ml::Status opened = m_library->open(); !opened.ok())
            fail(m_bench, opened.message());
    }
    [[nodiscard]] ml::GameLibrary &library() { return *m_library; }
    /** @brief Imports @p record; its game's id. */
    [[nodiscard]] qint64 import(const QJsonObject &record)
    {
        const auto imported = m_library->importRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
        if (!imported.ok())
            fail(m_bench, imported.message());
        return imported.value();
    }

private:
    const char *m_bench;
    QTemporaryDir m_folder;
    std::unique_ptr<ml::GameLibrary> m_library;
};

} // namespace LongGame
