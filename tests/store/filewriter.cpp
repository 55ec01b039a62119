// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// A library user in a process of its own, driven line by line on standard input, answering each command on
// standard output once it has returned: the file tests delete or replace files between commands, kill it with
// SIGKILL, and check what a restart finds.
//
// usage: store_file_writer LIBRARY [--unprivileged]
//   --unprivileged   run as the user "nobody" (uid 65534) when started as root, so that file permissions apply
// commands: create | open ID | append | list | check | readonly     answers: "ok VALUE" or "error CODE MESSAGE"
// A notice of the library (its file saved back) is printed as "notice TEXT" when it happens.

#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

#include <grp.h>
#include <unistd.h>

namespace {

void answer(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

void answer(const ml::StoreError &error)
{
    answer(QStringLiteral("error %1 %2").arg(int(error.code)).arg(error.message));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2 || args.size() > 3 || (args.size() == 3 && args.at(2) != QStringLiteral("--unprivileged"))) {
        std::fputs("usage: store_file_writer LIBRARY [--unprivileged]\n", stderr);
        return 64;
    }
    if (args.size() == 3 && ::geteuid() == 0) {
        constexpr unsigned Nobody = 65534;
        if (::setgroups(0, nullptr) != 0 || ::setgid(Nobody) != 0 || ::setuid(Nobody) != 0) {
            std::perror("store_file_writer: cannot become nobody");
            return 3;
        }
    }

    ml::GameLibrary library(args.at(1));
    library.setNoticeHandler([](const QString &notice) { answer(QStringLiteral("notice ") + notice); });
    if (const ml::Status opened = library.open(); !opened.ok())
        answer(opened.error());
    else
        answer(QStringLiteral("ok opened"));

    ml::GameLog log;
    std::string input;
    while (std::getline(std::cin, input)) {
        const QStringList command = QString::fromStdString(input).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString verb = command.value(0);
        if (verb == QStringLiteral("create")) {
            const ml::Result<qint64> created = library.createGame(SyntheticGame::players());
            if (!created.ok()) {
                answer(created.error());
                continue;
            }
            ml::Result<ml::GameLog> opened = library.openGame(created.value());
            if (!opened.ok()) {
                answer(opened.error());
                continue;
            }
            log = std::move(opened).value();
            answer(QStringLiteral("ok %1").arg(created.value()));
        } else if (verb == QStringLiteral("open")) {
            ml::Result<ml::GameLog> opened = library.openGame(command.value(1).toLongLong());
            if (!opened.ok()) {
                answer(opened.error());
                continue;
            }
            log = std::move(opened).value();
            answer(QStringLiteral("ok %1").arg(log.eventCount()));
        } else if (verb == QStringLiteral("append")) {
            const ml::Result<int> appended = log.append(SyntheticGame::event(log.eventCount()));
            if (appended.ok())
                answer(QStringLiteral("ok %1").arg(appended.value()));
            else
                answer(appended.error());
        } else if (verb == QStringLiteral("list")) {
            const auto games = library.games();
            if (games.ok())
                answer(QStringLiteral("ok %1").arg(games.value().size()));
            else
                answer(games.error());
        } else if (verb == QStringLiteral("check")) {
            if (const ml::Status checked = library.checkFiles(); checked.ok())
                answer(QStringLiteral("ok checked"));
            else
                answer(checked.error());
        } else if (verb == QStringLiteral("readonly")) {
            answer(QStringLiteral("ok %1").arg(library.isReadOnly() ? 1 : 0));
        } else {
            answer(QStringLiteral("error 0 unknown command"));
        }
    }
    return 0;
}
