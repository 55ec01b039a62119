// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubsettings.h"

#include "clubschema.h"
#include "sayings.h"

#include <QAtomicInt>
#include <QLocale>
#include <QSettings>
#include <QSqlDatabase>
#include <QThread>
#include <QTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

const QString ServerKey = u"club/server"_s;

struct TestOutcome {
    bool passed = false;
    bool encrypted = false;
    QString message;
};

} // namespace

ClubSettings::ClubSettings(QString settingsFile, QString secretsFolder, QObject *parent)
    : QObject(parent)
    , m_settingsFile(std::move(settingsFile))
    , m_secrets(std::move(secretsFolder))
{
    if (!m_settingsFile.isEmpty())
        m_server = QSettings(m_settingsFile, QSettings::IniFormat).value(ServerKey).toString();
    m_hasPassword = !m_server.isEmpty() && !m_secrets.read().isEmpty();
}

ClubSettings::~ClubSettings() = default;

ClubResult<ClubAddress> ClubSettings::address(const QString &server, const QString &password) const
{
    ClubResult<ClubAddress> parsed = ClubAddress::parse(server);
    if (!parsed.ok())
        return parsed;
    ClubAddress address = parsed.value();
    if (address.password.isEmpty())
        address.password = password.isEmpty() ? m_secrets.read() : password;
    return address;
}

QString ClubSettings::save(const QString &server, const QString &password)
{
    if (server.trimmed().isEmpty()) {
        m_secrets.remove();
        m_server.clear();
    } else {
        const ClubResult<ClubAddress> parsed = ClubAddress::parse(server);
        if (!parsed.ok())
            return parsed.error().message;
        const QString secret = parsed.value().password.isEmpty() ? password : parsed.value().password;
        if (!secret.isEmpty()) {
            if (const auto error = m_secrets.store(secret))
                return *error;
        }
        // The settings file holds the address without its password.
        m_server = parsed.value().display();
    }
    if (!m_settingsFile.isEmpty()) {
        QSettings settings(m_settingsFile, QSettings::IniFormat);
        if (m_server.isEmpty())
            settings.remove(ServerKey);
        else
            settings.setValue(ServerKey, m_server);
    }
    m_hasPassword = !m_server.isEmpty() && !m_secrets.read().isEmpty();
    Q_EMIT serverChanged();
    restartWorker();
    return {};
}

void ClubSettings::testConnection(const QString &server, const QString &password)
{
    const ClubResult<ClubAddress> parsed = address(server, password);
    if (!parsed.ok()) {
        m_testPassed = false;
        m_encrypted = false;
        m_testMessage = parsed.error().message;
        Q_EMIT testChanged();
        return;
    }
    m_testing = true;
    m_testMessage.clear();
    Q_EMIT testChanged();
    // The connection is made, used and removed in a thread of its own: the window keeps drawing while the network
    // takes its time.
    auto outcome = std::make_shared<TestOutcome>();
    const ClubAddress target = parsed.value();
    QThread *thread = QThread::create([outcome, target]() {
        static QAtomicInt counter;
        const QString name = u"meeple-club-test-"_s + QString::number(counter.fetchAndAddRelaxed(1) + 1);
        {
            const ClubResult<QSqlDatabase> opened = target.open(name);
            if (opened.ok()) {
                QSqlDatabase db = opened.value();
                outcome->passed = true;
                outcome->encrypted = ClubSync::encrypted(db);
                db.close();
            } else {
                outcome->message = opened.error().message;
            }
        }
        QSqlDatabase::removeDatabase(name);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this, outcome, target]() {
        m_testing = false;
        m_testPassed = outcome->passed;
        m_encrypted = outcome->encrypted;
        if (!outcome->passed) {
            m_testMessage = outcome->message;
        } else if (outcome->encrypted) {
            m_testMessage = Sayings::say([shown = target.display()] {
                //: %1 the server's address (no password)
                return tr("Connected to %1; the connection is encrypted.").arg(shown);
            });
        } else {
            m_testMessage = Sayings::say([shown = target.display()] {
                //: %1 the server's address (no password)
                return tr("Connected to %1; the connection is not encrypted.").arg(shown);
            });
        }
        Q_EMIT testChanged();
    });
    thread->start();
}

void ClubSettings::setLibraryPath(const QString &path)
{
    if (path == m_libraryPath)
        return;
    m_libraryPath = path;
    restartWorker();
}

void ClubSettings::syncSoon()
{
    if (m_worker)
        m_worker->syncSoon();
}

void ClubSettings::restartWorker()
{
    m_worker.reset();
    if (m_server.isEmpty() || m_libraryPath.isEmpty())
        return;
    const ClubResult<ClubAddress> parsed = address(m_server, {});
    if (!parsed.ok())
        return;
    // A unix socket's folder stays on this machine: nothing crosses a network to encrypt.
    m_localServer = parsed.value().host.startsWith(u'/') || parsed.value().host.isEmpty();
    m_worker = std::make_unique<SyncWorker>(m_libraryPath, parsed.value());
    m_worker->setInterval(15000);
    connect(m_worker.get(), &SyncWorker::passFinished, this, &ClubSettings::setSyncStatus, Qt::QueuedConnection);
    m_worker->start();
}

namespace {

// The games a pass sent: one whose events were changed outside the app is held back, and said in the CLI's lines.
int pushedCount(const ClubSync::Pass &pass)
{
    return int(std::count_if(pass.games.cbegin(), pass.games.cend(), [](const ClubSync::Pushed &game) {
        return game.outcome != ClubSync::Pushed::Outcome::Damaged;
    }));
}

} // namespace

void ClubSettings::setSyncStatus(const ClubSync::Pass &pass)
{
    // The time too is said again, in the next language's own format.
    const QTime now = QTime::currentTime();
    std::function<QString()> words;
    if (pass.error)
        words = [now, failure = pass.error->message] {
            //: %1 the time of day, %2 what went wrong, a sentence of its own
            return tr("Not synced at %1 (trying again soon): %2")
                .arg(QLocale().toString(now, QLocale::ShortFormat), Sayings::again(failure));
        };
    else if (pass.encrypted || m_localServer)
        words = [now, pushed = pushedCount(pass)] {
            //: %1 the time of day, %n how many games were pushed
            return tr("Synced with the club at %1: %n game(s) pushed.", nullptr, pushed)
                .arg(QLocale().toString(now, QLocale::ShortFormat));
        };
    else
        // A server that does not offer TLS is still synced with (libpq's sslmode=prefer), and the table is told.
        words = [now, pushed = pushedCount(pass)] {
            //: %1 the time of day, %n how many games were pushed
            return tr("Synced with the club at %1 over a connection that is not encrypted: %n game(s) pushed.", nullptr,
                      pushed)
                .arg(QLocale().toString(now, QLocale::ShortFormat));
        };
    // A game held back because its events were changed outside the app is named, with the event, after the rest.
    QStringList heldBack;
    for (const ClubSync::Pushed &game : pass.games) {
        if (game.outcome == ClubSync::Pushed::Outcome::Damaged)
            heldBack.append(game.reason);
    }
    if (!heldBack.isEmpty())
        words = [first = std::move(words), heldBack] {
            QString said = first();
            for (const QString &reason : heldBack)
                said += u' ' + Sayings::again(reason);
            return said;
        };
    // A pass every few seconds that says what the last one said is not kept again: it would crowd out the messages
    // Sayings keeps for the rest of the window.
    if (words() == m_syncStatus)
        return;
    m_syncStatus = Sayings::say(std::move(words));
    Q_EMIT syncStatusChanged();
}

ClubResult<ClubAddress> ClubSettings::keptAddress() const
{
    if (m_server.isEmpty())
        return ClubError { ClubError::Kind::BadAddress,
                           Sayings::say([] { return tr("no club server is set (the start screen's Club button)"); }) };
    return address(m_server, {});
}

} // namespace ml
