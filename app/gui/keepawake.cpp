// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "keepawake.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

using namespace Qt::StringLiterals;

namespace {

const QString screenSaverService = u"org.freedesktop.ScreenSaver"_s;
const QString screenSaverPath = u"/org/freedesktop/ScreenSaver"_s;
const QString gnomeService = u"org.gnome.SessionManager"_s;
const QString gnomePath = u"/org/gnome/SessionManager"_s;
/** GNOME's flag for "inhibit the session being marked as idle", which is what blanks the screen. */
constexpr uint GnomeInhibitIdle = 8;

} // namespace

KeepAwake::KeepAwake(QString application, QString reason, QDBusConnection bus, QObject *parent)
    : QObject(parent)
    , m_application(std::move(application))
    , m_reason(std::move(reason))
    , m_bus(std::move(bus))
{
}

KeepAwake::~KeepAwake()
{
    // The bus gives an inhibition back when its client goes; saying so is kinder to a desktop that keeps running.
    m_wanted = false;
    release();
}

void KeepAwake::setWanted(bool wanted)
{
    if (wanted == m_wanted)
        return;
    m_wanted = wanted;
    if (wanted && !m_pending && m_cookie == 0)
        request(Service::ScreenSaver);
    else if (!wanted)
        release();
}

void KeepAwake::request(Service service)
{
    if (!m_bus.isConnected())
        return;
    QDBusMessage call;
    if (service == Service::ScreenSaver) {
        call = QDBusMessage::createMethodCall(screenSaverService, screenSaverPath, screenSaverService, u"Inhibit"_s);
        call << m_application << m_reason;
    } else {
        call = QDBusMessage::createMethodCall(gnomeService, gnomePath, gnomeService, u"Inhibit"_s);
        call << m_application << uint(0) << m_reason << GnomeInhibitIdle;
    }
    m_pending = true;
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, service](QDBusPendingCallWatcher *done) {
        done->deleteLater();
        m_pending = false;
        const QDBusPendingReply<uint> reply = *done;
        if (reply.isError()) {
            if (service == Service::ScreenSaver && m_wanted)
                request(Service::Gnome);
            return;
        }
        granted(service, reply.value());
    });
}

void KeepAwake::granted(Service service, uint cookie)
{
    m_cookie = cookie;
    m_service = service;
    if (!m_wanted) {
        // No longer wanted while the answer was on its way: give it straight back.
        release();
        return;
    }
    if (m_cookie != 0)
        Q_EMIT heldChanged(true);
}

void KeepAwake::release()
{
    if (m_cookie == 0)
        return;
    const QDBusMessage call = m_service == Service::ScreenSaver
        ? QDBusMessage::createMethodCall(screenSaverService, screenSaverPath, screenSaverService, u"UnInhibit"_s)
            << m_cookie
        : QDBusMessage::createMethodCall(gnomeService, gnomePath, gnomeService, u"Uninhibit"_s) << m_cookie;
    m_bus.asyncCall(call);
    m_cookie = 0;
    Q_EMIT heldChanged(false);
}
