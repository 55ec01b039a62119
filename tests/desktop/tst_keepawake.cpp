// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "keepawake.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
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

    // The app itself, not only its part: a game in progress opened in the app holds the screen.
    void theAppHoldsTheScreenDuringAGame()
    {
        const auto desktop = offerScreenSaver();
        QTemporaryDir home;
        QVERIFY(home.isValid());
        // The example game without its end: a game still being played.
        QFile example(QStringLiteral(FIRST_GAME));
        QVERIFY(example.open(QIODevice::ReadOnly));
        QJsonObject record = QJsonDocument::fromJson(example.readAll()).object();
        QJsonArray events = record.value(u"events"_s).toArray();
        QCOMPARE(events.last().toObject().value(u"type"_s).toString(), u"end"_s);
        events.removeLast();
        record.insert(u"events"_s, events);
        QFile game(home.filePath(u"game.json"_s));
        QVERIFY(game.open(QIODevice::WriteOnly));
        game.write(QJsonDocument(record).toJson());
        game.close();

        QProcess app;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        app.setProcessEnvironment(environment);
        app.setProcessChannelMode(QProcess::ForwardedChannels);
        app.start(QStringLiteral(MEEPLE_APP), { u"--library"_s, home.filePath(u"library.sqlite"_s), game.fileName() });
        QVERIFY(app.waitForStarted());
        const auto inhibited = [&desktop] {
            return desktop->calls.size() == 1
                && desktop->calls.constFirst().startsWith(u"Inhibit org.meepleledger.MeepleLedger: "_s);
        };
        QTRY_VERIFY2_WITH_TIMEOUT(inhibited(), qPrintable(desktop->calls.join(u"; "_s)), 20000);
        QCOMPARE(desktop->held.size(), 1);
        app.kill();
        app.waitForFinished();
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
