// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubwatcher.h"

#include "clubleague.h"
#include "clubschema.h"
#include "sayings.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QTimer>

#include <atomic>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

/** How long a burst of notifications is gathered into one read (a table's turn pushes once per event). */
constexpr int GatherMs = 40;
/** Read again this often without a notification: a notification lost while reconnecting is caught up. */
constexpr int PollMs = 15000;
constexpr int FirstRetryMs = 1000;
constexpr int LongestRetryMs = 15000;

std::atomic<int> listenerCounter { 0 };

} // namespace

/** @brief The part of ClubWatcher that lives in its thread: the connection, its notifications and the timers. */
class ClubListener : public QObject
{
    Q_OBJECT

public:
    ClubListener()
        : m_name(u"meeple-club-watch-"_s + QString::number(++listenerCounter))
    {
        // Children, so that they move to the watcher's thread with this object.
        m_gather = new QTimer(this);
        m_poll = new QTimer(this);
        m_retry = new QTimer(this);
        m_gather->setSingleShot(true);
        m_gather->setInterval(GatherMs);
        m_retry->setSingleShot(true);
        m_poll->setInterval(PollMs);
        connect(m_gather, &QTimer::timeout, this, &ClubListener::read);
        connect(m_poll, &QTimer::timeout, this, &ClubListener::read);
        connect(m_retry, &QTimer::timeout, this, &ClubListener::connectNow);
    }
    ~ClubListener() override { disconnectNow(); }

    void watch(const ClubAddress &address)
    {
        disconnectNow();
        m_address = address;
        m_retryMs = FirstRetryMs;
        connectNow();
    }

    void handOver(const QString &game, const QString &device)
    {
        if (!m_db.isOpen()) {
            Q_EMIT handedOver(game, Sayings::say([] {
                                  return ClubSync::tr("the club server cannot be reached now; try again in a moment");
                              }));
            return;
        }
        const ClubResult<ClubSync::HandedOver> done = ClubSync::handOver(m_db, game, device);
        Q_EMIT handedOver(game, done.ok() ? QString() : done.error().message);
        read();
    }

Q_SIGNALS:
    void boardRead(const ml::ClubBoard &board);
    void connectionChanged(bool connected, const QString &problem);
    void handedOver(const QString &game, const QString &problem);

private:
    void connectNow()
    {
        ClubResult<QSqlDatabase> opened = m_address.open(m_name);
        if (!opened.ok()) {
            QSqlDatabase::removeDatabase(m_name);
            retryLater(opened.error().message);
            return;
        }
        m_db = opened.value();
        QSqlDriver *driver = m_db.driver();
        connect(driver, &QSqlDriver::notification, this, [this] { m_gather->start(); });
        if (!driver->subscribeToNotification(QString::fromLatin1(ClubSchema::EventsChannel))) {
            // The driver's own words, inside a sentence that says what was being done.
            const QString why = ClubSchema::sqlError(driver->lastError(), [] {
                                    //: what was being done, inside "the club server refused to …"
                                    return ClubListener::tr("listen for the tables' pushes");
                                }).message;
            disconnectNow();
            retryLater(why);
            return;
        }
        m_retryMs = FirstRetryMs;
        m_poll->start();
        Q_EMIT connectionChanged(true, QString());
        read();
    }

    void read()
    {
        if (!m_db.isOpen())
            return;
        const ClubResult<QList<ClubSync::ServerGame>> games = ClubSync::pull(m_db);
        if (!games.ok()) {
            disconnectNow();
            retryLater(games.error().message);
            return;
        }
        // A server not yet at schema 2 has no seasons: its standings are then over every game.
        const ClubResult<QList<Season>> seasons = ClubLeague::seasons(m_db);
        Q_EMIT boardRead(ClubBoard::from(games.value(), seasons.ok() ? seasons.value() : QList<Season>(),
                                         QDateTime::currentDateTimeUtc().date()));
    }

    void retryLater(const QString &problem)
    {
        Q_EMIT connectionChanged(false, problem);
        m_retry->start(m_retryMs);
        m_retryMs = std::min(m_retryMs * 2, LongestRetryMs);
    }

    void disconnectNow()
    {
        m_poll->stop();
        m_gather->stop();
        m_retry->stop();
        if (m_db.isValid()) {
            if (m_db.driver())
                m_db.driver()->disconnect(this);
            m_db.close();
            m_db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_name);
        }
    }

    const QString m_name;
    ClubAddress m_address;
    QSqlDatabase m_db;
    QTimer *m_gather = nullptr;
    QTimer *m_poll = nullptr;
    QTimer *m_retry = nullptr;
    int m_retryMs = FirstRetryMs;
};

ClubWatcher::ClubWatcher(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<ml::ClubBoard>();
    m_thread.setObjectName(u"club watcher"_s);
    m_listener = new ClubListener;
    m_listener->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_listener, &QObject::deleteLater);
    connect(m_listener, &ClubListener::boardRead, this, &ClubWatcher::boardRead);
    connect(m_listener, &ClubListener::connectionChanged, this, &ClubWatcher::connectionChanged);
    connect(m_listener, &ClubListener::handedOver, this, &ClubWatcher::handedOver);
    m_thread.start();
}

ClubWatcher::~ClubWatcher()
{
    m_thread.quit();
    m_thread.wait();
}

void ClubWatcher::handOver(const QString &game, const QString &device)
{
    QMetaObject::invokeMethod(m_listener, [listener = m_listener, game, device] { listener->handOver(game, device); });
}

void ClubWatcher::watch(const ClubAddress &address)
{
    QMetaObject::invokeMethod(m_listener, [listener = m_listener, address] { listener->watch(address); });
}

} // namespace ml

#include "clubwatcher.moc"
