// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubaddress.h"
#include "clubsync.h"

#include <QObject>
#include <QThread>
#include <QTimer>

#include <memory>

namespace ml {

/**
 * @brief The app's sync loop: ClubSync passes in a thread of its own, so the UI never waits on the network.
 *
 * Every pass opens its connections in that thread. After a pass that pushed everything, the next runs after the
 * interval (or at once on syncSoon(), e.g. after a stored change); after a pass the server or the network stopped, the
 * next runs after a backoff that doubles from one second up to a minute, and it resumes with what is still owed.
 */
class SyncWorker : public QObject
{
    Q_OBJECT

public:
    /** @brief A worker for the library at @p libraryPath and the club at @p address; start() starts its thread. */
    SyncWorker(QString libraryPath, ClubAddress address, QObject *parent = nullptr);
    ~SyncWorker() override;

    /** @brief Starts the thread and the first pass. */
    void start();
    /** @brief Stops after the pass under way, and waits for the thread. */
    void stop();
    /** @brief Asks for a pass as soon as the one under way (if any) is done; callable from any thread. */
    void syncSoon();

    /** @brief Time between passes once nothing is owed. */
    void setInterval(int milliseconds);
    /** @brief The first and the longest wait after a failed pass. */
    void setBackoff(int firstMilliseconds, int maxMilliseconds);

Q_SIGNALS:
    /** @brief After each pass (emitted in the worker's thread; connect queued). */
    void passFinished(const ml::ClubSync::Pass &pass);

private:
    void runPass();
    void schedule(int milliseconds);

    QString m_libraryPath;
    ClubAddress m_address;
    QThread m_thread;
    QObject *m_context = nullptr;
    QTimer *m_timer = nullptr;
    int m_interval = 30000;
    int m_firstBackoff = 1000;
    int m_maxBackoff = 60000;
    int m_backoff = 0;
};

} // namespace ml
