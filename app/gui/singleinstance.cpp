// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "singleinstance.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>

#include <cstdio>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 5000;
// The running app answers from its event loop: allow for one busy importing a record.
constexpr int AnswerTimeoutMs = 10000;
const QByteArray Taken = "ok\n"_ba;

} // namespace

SingleInstance::SingleInstance(const QString &libraryPath, QObject *parent)
    : QObject(parent)
{
    // The user's runtime folder when there is one; else Qt's temporary folder, where the user id in the hash keeps
    // users apart. The hash keeps the name short enough for a socket path whatever the library's path is.
    const QString runtimeFolder = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QByteArray key = QCryptographicHash::hash(QByteArray(QByteArray::number(::getuid()) + '\n'
                                                               + QDir::cleanPath(libraryPath).toUtf8()),
                                                    QCryptographicHash::Sha256)
                               .toHex()
                               .left(20);
    const QString name = u"meeple-ledger-"_s + QString::fromLatin1(key);
    m_serverName = runtimeFolder.isEmpty() || !QDir(runtimeFolder).exists() ? QDir::temp().filePath(name)
                                                                            : QDir(runtimeFolder).filePath(name);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName() const
{
    return m_serverName;
}

bool SingleInstance::handOverOrListen(const QJsonObject &request)
{
    // Two launches at the same moment take turns, so that exactly one of them listens.
    QLockFile lock(m_serverName + u".lock"_s);
    lock.setStaleLockTime(TimeoutMs);
    lock.tryLock(TimeoutMs);

    QLocalSocket socket;
    socket.connectToServer(m_serverName);
    if (socket.waitForConnected(TimeoutMs)) {
        socket.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
        socket.flush();
        while (!socket.canReadLine() && socket.waitForReadyRead(AnswerTimeoutMs)) { }
        if (socket.readLine() == Taken)
            return true;
        // The running one did not answer: it hangs or is going away; this launch carries on by itself.
        return false;
    }

    // No one listens: a socket left by an app that crashed is in the way.
    QLocalServer::removeServer(m_serverName);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::accept);
    if (!m_server->listen(m_serverName)) {
        std::fprintf(stderr, "meeple-ledger: a second launch will open a second window: cannot listen on %s: %s\n",
                     qPrintable(m_serverName), qPrintable(m_server->errorString()));
    }
    return false;
}

void SingleInstance::accept()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine())
                return;
            const QJsonObject request = QJsonDocument::fromJson(socket->readLine()).object();
            Q_EMIT requested(request);
            socket->write(Taken);
            socket->flush();
            socket->disconnectFromServer();
        });
    }
}
