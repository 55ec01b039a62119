// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamelibrary.h"
#include "recordgenerator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>

#include <cstdio>

/**
 * @brief Fills a library file with generated games for the library benchmarks: a club's year of games.
 *
 * Game i (from 1) is RecordGenerator's game of seed i with 2 to 5 players, 40 to 79 turns and a changing set of
 * expansions (about 200 events); every tenth is left unfinished. Built against the current store only through
 * GameLibrary::importRecord(), so that an older build makes the same library for its own schema.
 */
class LibraryMaker
{
public:
    /** @brief Replaces @p path by a library of @p games games; false (and a message on stderr) on failure. */
    static bool make(const QString &path, int games)
    {
        for (const QString &suffix : { QString(), QStringLiteral("-wal"), QStringLiteral("-shm") })
            QFile::remove(path + suffix);
        ml::GameLibrary library(path);
        if (const ml::Status opened = library.open(); !opened.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(opened.message()));
            return false;
        }
        const QStringList expansions { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                                       QStringLiteral("bigtop"), QStringLiteral("ghosts") };
        for (int i = 1; i <= games; ++i) {
            RecordGenerator::Options options;
            options.seed = quint32(i);
            options.players = 2 + i % 4;
            options.turns = 40 + (i * 7) % 40;
            options.expansions.clear();
            for (qsizetype e = 0; e < expansions.size(); ++e) {
                if ((i >> e) & 1)
                    options.expansions.append(expansions.at(e));
            }
            options.finish = i % 10 != 0;
            const QByteArray record = QJsonDocument(RecordGenerator::generate(options)).toJson(QJsonDocument::Compact);
            if (const ml::Result<qint64> imported = library.importRecord(record); !imported.ok()) {
                std::fprintf(stderr, "game %d: %s\n", i, qPrintable(imported.message()));
                return false;
            }
        }
        return true;
    }
};
