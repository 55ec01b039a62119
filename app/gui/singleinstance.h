// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

class QLocalServer;

/**
 * @brief One running app per game library: a second launch hands its request to the first and exits.
 *
 * The instances meet on a local socket (QLocalServer) in the user's runtime folder, named after the library file,
 * so two libraries still run side by side. A local socket needs no session bus, which a headless machine or a CI
 * runner does not have, and the socket file's permissions keep other users out.
 */
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    /** @brief The instance for the library file @p libraryPath (absolute). */
    explicit SingleInstance(const QString &libraryPath, QObject *parent = nullptr);
    ~SingleInstance() override;

    /**
     * @brief Hands @p request to the instance already running on this library and waits for it to take it; or, when
     * none runs, starts listening for later launches (emitting requested() for each).
     * @return true when a running instance took the request: this process has nothing more to do.
     */
    bool handOverOrListen(const QJsonObject &request);

    /** @brief The socket's path, for messages. */
    [[nodiscard]] QString serverName() const;

Q_SIGNALS:
    /** @brief A later launch asked for @p request: `record` (a file to open) and `action` ("new-game", "resume"). */
    void requested(const QJsonObject &request);

private:
    void accept();

    QString m_serverName;
    QLocalServer *m_server = nullptr;
};
