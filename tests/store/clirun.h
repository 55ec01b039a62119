// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

/** @brief One run of the command-line tool (MEEPLE_CLI): its exit code (-1 when it crashed) and what it printed. */
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;

    /** @brief Runs the tool with @p args; its standard output goes to @p outputFile when one is given. */
    static CliRun start(const QStringList &args, const QString &outputFile = {})
    {
        QProcess p;
        if (!outputFile.isEmpty())
            p.setStandardOutputFile(outputFile);
        p.start(QStringLiteral(MEEPLE_CLI), args);
        p.waitForFinished(30000);
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                 QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }
};
