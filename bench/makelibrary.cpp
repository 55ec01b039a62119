// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Makes a library of generated games for the benchmarks: bench_make_library FILE GAMES

#include "librarymaker.h"

#include <QCoreApplication>
#include <QElapsedTimer>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        std::fputs("usage: bench_make_library FILE GAMES\n", stderr);
        return 64;
    }
    QElapsedTimer timer;
    timer.start();
    if (!LibraryMaker::make(args.at(1), args.at(2).toInt()))
        return 1;
    std::fprintf(stderr, "bench_make_library: %d games in %s, %.1f s\n", args.at(2).toInt(), qPrintable(args.at(1)),
                 double(timer.elapsed()) / 1000);
    return 0;
}
