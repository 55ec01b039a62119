// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubwatcher.h"

#include "clubleague.h"
#include "clubschema.h"
#include "sayings.h"

#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QTimer>
#include <QUuid>

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
        connect(m_gather, &QTimer::timeout, this, &ClubListener::readNotified);
        connect(m_poll, &QTimer::timeout, this, &ClubListener::readChanged);
        connect(m_retry, &QTimer::timeout, this, &ClubListener::connectNow);
    }
    ~ClubListener() override { disconnectNow(); }

    void watch(const ClubAddress &address)
    {
        disconnectNow();
        m_reader = ClubBoard::Reader();
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
        if (done.ok())
            m_notified.insert(done.value().game);
        readNotified();
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
        // A push names its game: only that game is read again. Any member may notify, so only a UUID is taken.
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString &, QSqlDriver::NotificationSource, const QVariant &payload) {
                    const QUuid game = QUuid::fromString(payload.toString());
                    if (!game.isNull())
                        m_notified.insert(game.toString(QUuid::WithoutBraces));
                    m_gather->start();
                });
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
        // Back after a lost connection, what changed meanwhile is read; the first time, everything.
        readChanged();
    }

    /** Reads again the games the notifications named since the last read. */
    void readNotified()
    {
        if (!m_db.isOpen())
            return;
        const QStringList games(m_notified.cbegin(), m_notified.cend());
        m_notified.clear();
        present(m_reader.readGames(m_db, games, QDateTime::currentDateTimeUtc().date()));
    }

    /** Reads again the games pushed or handed over since the last read (a notification may have been lost). */
    void readChanged()
    {
        if (!m_db.isOpen())
            return;
        if (!m_reader.hasRead()) {
            present(m_reader.readAll(m_db, QDateTime::currentDateTimeUtc().date()));
            return;
        }
        const ClubResult<QStringList> changed = m_reader.changedSinceLastRead(m_db);
        if (!changed.ok()) {
            present(changed.error());
            return;
        }
        for (const QString &game : changed.value())
            m_notified.insert(game);
        readNotified();
    }

    void present(const ClubResult<ClubBoard> &board)
    {
        if (!board.ok()) {
            disconnectNow();
            retryLater(board.error().message);
            return;
        }
        Q_EMIT boardRead(board.value());
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
    ClubBoard::Reader m_reader;
    /** The games notifications named since the last read. */
    QSet<QString> m_notified;
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
