// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QString>

/**
 * @brief Keeps the screen from blanking while it is wanted (a game is being played at the table).
 *
 * It asks the desktop over the session bus: `org.freedesktop.ScreenSaver` (KDE Plasma, Xfce, LXQt and most others),
 * else `org.gnome.SessionManager` (GNOME), and gives the inhibition back when no longer wanted or when destroyed.
 * Every call is asynchronous: the window never waits on the bus. Without a session bus or either service the screen
 * saver is simply left alone.
 */
class KeepAwake : public QObject
{
    Q_OBJECT

public:
    /** @brief Asks on @p bus (the session bus by default) in the name of @p application, giving @p reason. */
    KeepAwake(QString application, QString reason, QDBusConnection bus = QDBusConnection::sessionBus(),
              QObject *parent = nullptr);
    ~KeepAwake() override;

    /** @brief Whether the screen should be kept awake now. */
    void setWanted(bool wanted);
    [[nodiscard]] bool isWanted() const { return m_wanted; }
    /** @brief Whether the desktop has granted an inhibition that is still held. */
    [[nodiscard]] bool isHeld() const { return m_cookie != 0; }

Q_SIGNALS:
    /** @brief isHeld() changed. */
    void heldChanged(bool held);

private:
    enum class Service { ScreenSaver, Gnome };

    void request(Service service);
    void release();
    void granted(Service service, uint cookie);

    QString m_application;
    QString m_reason;
    QDBusConnection m_bus;
    bool m_wanted = false;
    bool m_pending = false; ///< a request is on its way
    uint m_cookie = 0;
    Service m_service = Service::ScreenSaver; ///< who granted m_cookie
};
