// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "keepawake.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QObject>
#include <QSet>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/** What a desktop's inhibition service saw: who holds a cookie now, and every call. */
class Desktop : public QObject
{
    Q_OBJECT

public:
    QSet<uint> held;
    QStringList calls;
    uint next = 41;

    uint grant(const QString &call)
    {
        calls.append(call);
        held.insert(++next);
        return next;
    }
    void giveBack(const QString &call, uint cookie)
    {
        calls.append(call);
        QVERIFY2(held.remove(cookie), qPrintable(u"%1 of a cookie nobody holds: %2"_s.arg(call).arg(cookie)));
    }
};

/** org.freedesktop.ScreenSaver as KDE Plasma and others offer it. */
class ScreenSaver : public Desktop
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.ScreenSaver")

public Q_SLOTS:
    uint Inhibit(const QString &application, const QString &reason)
    {
        return grant(u"Inhibit %1: %2"_s.arg(application, reason));
    }
    void UnInhibit(uint cookie) { giveBack(u"UnInhibit"_s, cookie); }
};

/** org.gnome.SessionManager's inhibitions, as GNOME offers them. */
class GnomeSession : public Desktop
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.gnome.SessionManager")

public Q_SLOTS:
    uint Inhibit(const QString &application, uint toplevel, const QString &reason, uint flags)
    {
        return grant(u"Inhibit %1 %2 %3: %4"_s.arg(application).arg(toplevel).arg(flags).arg(reason));
    }
    void Uninhibit(uint cookie) { giveBack(u"Uninhibit"_s, cookie); }
};

} // namespace

class KeepAwakeTest : public QObject
{
    Q_OBJECT

private:
    /** The desktop's side of the bus: a connection of its own, as another process would have. */
    QDBusConnection m_desktop = QDBusConnection::connectToBus(QDBusConnection::SessionBus, u"desktop"_s);

    void offer(Desktop *service, const QString &name, const QString &path)
    {
        QVERIFY(m_desktop.registerObject(path, service, QDBusConnection::ExportAllSlots));
        QVERIFY2(m_desktop.registerService(name), qPrintable(m_desktop.lastError().message()));
    }
    void withdraw(const QString &name, const QString &path)
    {
        m_desktop.unregisterObject(path);
        m_desktop.unregisterService(name);
        QTRY_VERIFY(!QDBusConnection::sessionBus().interface()->isServiceRegistered(name).value());
    }

    std::unique_ptr<ScreenSaver> offerScreenSaver()
    {
        auto service = std::make_unique<ScreenSaver>();
        offer(service.get(), u"org.freedesktop.ScreenSaver"_s, u"/org/freedesktop/ScreenSaver"_s);
        return service;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run this test under dbus-run-session (Debian package dbus-daemon)");
        QVERIFY(m_desktop.isConnected());
    }

    void cleanup()
    {
        withdraw(u"org.freedesktop.ScreenSaver"_s, u"/org/freedesktop/ScreenSaver"_s);
        withdraw(u"org.gnome.SessionManager"_s, u"/org/gnome/SessionManager"_s);
    }

    void holdsWhileWanted()
    {
        const auto desktop = offerScreenSaver();
        KeepAwake awake(u"org.example.App"_s, u"Scoring a game"_s);
        QVERIFY(!awake.isHeld());
        awake.setWanted(true);
        QTRY_VERIFY(awake.isHeld());
        QCOMPARE(desktop->calls, QStringList { u"Inhibit org.example.App: Scoring a game"_s });
        QCOMPARE(desktop->held.size(), 1);

        awake.setWanted(true); // asking again changes nothing
        awake.setWanted(false);
        QVERIFY(!awake.isHeld());
        QTRY_VERIFY(desktop->held.isEmpty());
        QCOMPARE(desktop->calls.size(), 2);
    }

    void changesOfMindWhileTheDesktopAnswers()
    {
        const auto desktop = offerScreenSaver();
        KeepAwake awake(u"org.example.App"_s, u"Scoring a game"_s);
        // Wanted, not wanted, wanted, not wanted before any answer: nothing may stay held.
        awake.setWanted(true);
        awake.setWanted(false);
        awake.setWanted(true);
        awake.setWanted(false);
        QTRY_COMPARE(desktop->calls.size(), 2); // one request, and its cookie given back when it came
        QVERIFY(desktop->held.isEmpty());
        QVERIFY(!awake.isHeld());

        // Not wanted, then wanted again while the request is on its way: held once.
        awake.setWanted(true);
        awake.setWanted(false);
        awake.setWanted(true);
        QTRY_VERIFY(awake.isHeld());
        QCOMPARE(desktop->held.size(), 1);
    }

    void asksGnomeWhenThereIsNoScreenSaverService()
    {
        GnomeSession gnome;
        offer(&gnome, u"org.gnome.SessionManager"_s, u"/org/gnome/SessionManager"_s);
        KeepAwake awake(u"org.example.App"_s, u"Scoring a game"_s);
        awake.setWanted(true);
        QTRY_VERIFY(awake.isHeld());
        // Flag 8: the session is not marked idle, so the screen does not blank.
        QCOMPARE(gnome.calls, QStringList { u"Inhibit org.example.App 0 8: Scoring a game"_s });
        awake.setWanted(false);
        QTRY_VERIFY(gnome.held.isEmpty());
        QCOMPARE(gnome.calls.last(), u"Uninhibit"_s);
    }

    void givesBackWhenDestroyed()
    {
        const auto desktop = offerScreenSaver();
        {
            KeepAwake awake(u"org.example.App"_s, u"Scoring a game"_s);
            awake.setWanted(true);
            QTRY_VERIFY(awake.isHeld());
        }
        QTRY_VERIFY(desktop->held.isEmpty());
    }

    void leavesTheScreenAloneWithoutAService()
    {
        KeepAwake awake(u"org.example.App"_s, u"Scoring a game"_s);
        awake.setWanted(true);
        // Both services are asked and neither answers: after the bus's error replies nothing is held.
        QTest::qWait(300);
        QVERIFY(!awake.isHeld());
        awake.setWanted(false);

        // Nor without a bus at all.
        KeepAwake offline(u"org.example.App"_s, u"Scoring a game"_s, QDBusConnection(u"no such connection"_s));
        offline.setWanted(true);
        QTest::qWait(50);
        QVERIFY(!offline.isHeld());
    }
};

QTEST_GUILESS_MAIN(KeepAwakeTest)
#include "tst_keepawake.moc"
