// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

/** @brief store_file_writer, one command at a time. */
class Writer
{
public:
    /** @brief Starts the writer on @p library; @p unprivileged runs it as "nobody" when the tests run as root. */
    explicit Writer(const QString &library, bool unprivileged = false)
    {
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        QStringList arguments { library };
        if (unprivileged)
            arguments.append(QStringLiteral("--unprivileged"));
        m_process.start(QStringLiteral(MEEPLE_FILE_WRITER), arguments);
    }
    ~Writer()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(10000);
        }
    }
    Writer(const Writer &) = delete;
    Writer &operator=(const Writer &) = delete;

    /** @brief The answer to the opening ("ok opened"), or to @p line once sent. */
    QString answer(const QString &line = {})
    {
        if (!line.isEmpty())
            m_process.write(line.toUtf8() + '\n');
        while (true) {
            while (m_process.canReadLine()) {
                const QString text = QString::fromUtf8(m_process.readLine()).trimmed();
                if (text.startsWith(QStringLiteral("notice ")))
                    m_notices.append(text.mid(7));
                else
                    return text;
            }
            if (!m_process.waitForReadyRead(20000))
                return QStringLiteral("no answer: ") + QString::fromUtf8(m_process.readAllStandardError());
        }
    }
    /** @brief SIGKILL: no clean close, no last checkpoint. */
    bool kill()
    {
        m_process.kill();
        return m_process.waitForFinished(10000) && m_process.exitStatus() == QProcess::CrashExit;
    }
    [[nodiscard]] QStringList notices() const { return m_notices; }

private:
    QProcess m_process;
    QStringList m_notices;
};
