// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "syncworker.h"

#include <QMetaObject>

namespace ml {

SyncWorker::SyncWorker(QString libraryPath, ClubAddress address, QObject *parent)
    : QObject(parent)
    , m_libraryPath(std::move(libraryPath))
    , m_address(std::move(address))
{
    qRegisterMetaType<ml::ClubSync::Pass>();
}

SyncWorker::~SyncWorker()
{
    stop();
}

void SyncWorker::setInterval(int milliseconds)
{
    m_interval = milliseconds;
}

void SyncWorker::setBackoff(int firstMilliseconds, int maxMilliseconds)
{
    m_firstBackoff = firstMilliseconds;
    m_maxBackoff = maxMilliseconds;
}

void SyncWorker::start()
{
    if (m_thread.isRunning())
        return;
    // The timer and the context object live in the worker's thread: every pass, and every connection it opens, runs
    // there.
    m_context = new QObject;
    m_timer = new QTimer(m_context);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, m_context, [this]() { runPass(); });
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("meeple-club-sync"));
    m_thread.start();
    syncSoon();
}

void SyncWorker::stop()
{
    if (!m_thread.isRunning())
        return;
    m_thread.quit();
    m_thread.wait();
    m_context = nullptr;
    m_timer = nullptr;
}

void SyncWorker::syncSoon()
{
    if (m_context)
        QMetaObject::invokeMethod(
            m_context, [this]() { schedule(0); }, Qt::QueuedConnection);
}

void SyncWorker::schedule(int milliseconds)
{
    if (m_timer)
        m_timer->start(milliseconds);
}

void SyncWorker::runPass()
{
    const ClubSync::Pass pass = ClubSync::pass(m_libraryPath, m_address);
    if (pass.error && pass.error->kind != ClubError::Kind::BadAddress) {
        m_backoff = m_backoff == 0 ? m_firstBackoff : std::min(m_backoff * 2, m_maxBackoff);
        schedule(m_backoff);
    } else if (!pass.error) {
        m_backoff = 0;
        schedule(m_interval);
    }
    Q_EMIT passFinished(pass);
}

} // namespace ml
