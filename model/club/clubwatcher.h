// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubaddress.h"
#include "clubboard.h"

#include <QMetaType>
#include <QObject>
#include <QThread>

namespace ml {

class ClubListener;

/**
 * @brief Watches the club server from a thread of its own, for the club screen: it LISTENs on
 * ClubSchema::EventsChannel, reads the server's games again when a table pushes (and every little while in case a
 * notification was lost), and hands each ClubBoard to the thread that made it. A server that goes away is tried
 * again, waiting longer each time up to a quarter of a minute; the window never waits for the network.
 */
class ClubWatcher : public QObject
{
    Q_OBJECT

public:
    explicit ClubWatcher(QObject *parent = nullptr);
    /** @brief Stops watching and ends the thread. */
    ~ClubWatcher() override;

    /** @brief Watches @p address from now on (instead of what was watched before). */
    void watch(const ClubAddress &address);
    /**
     * @brief Hands game @p game over to the device @p device (ClubSync::handOver()) on the watcher's connection, in
     * its thread; handedOver() says how it went, and the server is read again.
     */
    void handOver(const QString &game, const QString &device);

Q_SIGNALS:
    /** @brief The server was read: what it holds now. */
    void boardRead(const ml::ClubBoard &board);
    /** @brief Connected, or not and why (the watcher tries again by itself). */
    void connectionChanged(bool connected, const QString &problem);
    /** @brief A handOver() was done (@p problem empty) or refused, and why. */
    void handedOver(const QString &game, const QString &problem);

private:
    QThread m_thread;
    ClubListener *m_listener = nullptr;
};

} // namespace ml

Q_DECLARE_METATYPE(ml::ClubBoard)
