// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubsecrets.h"
#include "syncworker.h"

#include <QObject>
#include <QString>

#include <memory>

namespace ml {

/**
 * @brief The club connection of this machine, for the club settings dialog: the server (kept in the settings file,
 * without its password), the password (ClubSecrets), a connection test off the UI thread, and the sync worker, which
 * runs while a club is set and a library is open.
 */
class ClubSettings : public QObject
{
    Q_OBJECT
    /** @brief The connection string or URL, without its password; empty when no club is set. */
    Q_PROPERTY(QString server READ server NOTIFY serverChanged)
    /** @brief Whether a password is kept. */
    Q_PROPERTY(bool hasPassword READ hasPassword NOTIFY serverChanged)
    /** @brief True while testConnection() runs. */
    Q_PROPERTY(bool testing READ testing NOTIFY testChanged)
    /** @brief The last test's outcome, a sentence; empty before the first. */
    Q_PROPERTY(QString testMessage READ testMessage NOTIFY testChanged)
    /** @brief Whether the last test connected. */
    Q_PROPERTY(bool testPassed READ testPassed NOTIFY testChanged)
    /** @brief Whether the last test's connection was encrypted (TLS). */
    Q_PROPERTY(bool encrypted READ encrypted NOTIFY testChanged)
    /** @brief What the last sync pass did, a sentence; empty before the first. */
    Q_PROPERTY(QString syncStatus READ syncStatus NOTIFY syncStatusChanged)

public:
    /**
     * @brief The club settings kept in the settings file @p settingsFile (none kept when empty), the password beside it
     * (in @p secretsFolder, when there is no keychain).
     */
    ClubSettings(QString settingsFile, QString secretsFolder, QObject *parent = nullptr);
    ~ClubSettings() override;

    [[nodiscard]] QString server() const { return m_server; }
    [[nodiscard]] bool hasPassword() const { return m_hasPassword; }
    [[nodiscard]] bool testing() const { return m_testing; }
    [[nodiscard]] QString testMessage() const { return m_testMessage; }
    [[nodiscard]] bool testPassed() const { return m_testPassed; }
    [[nodiscard]] bool encrypted() const { return m_encrypted; }
    [[nodiscard]] QString syncStatus() const { return m_syncStatus; }
    /** @brief The secrets' store (tests turn its keychain off). */
    [[nodiscard]] ClubSecrets &secrets() { return m_secrets; }

    /**
     * @brief Keeps @p server (a password in it is moved to the keychain or the file) and @p password (kept as it was
     * when empty); an empty server forgets the club. Returns the error, or an empty string.
     */
    Q_INVOKABLE QString save(const QString &server, const QString &password);
    /** @brief Connects to @p server with @p password (the kept one when empty) in another thread; see testChanged. */
    Q_INVOKABLE void testConnection(const QString &server, const QString &password);
    /** @brief The library the sync worker pushes; empty stops it. */
    void setLibraryPath(const QString &path);
    /** @brief Asks the worker for a pass soon (after a stored change). */
    Q_INVOKABLE void syncSoon();
    /** @brief The kept server's address with the kept password; BadAddress when no club is set. */
    [[nodiscard]] ClubResult<ClubAddress> keptAddress() const;
    /** @brief The running worker, or null (for tests). */
    [[nodiscard]] SyncWorker *worker() const { return m_worker.get(); }

Q_SIGNALS:
    void serverChanged();
    void testChanged();
    void syncStatusChanged();

private:
    /** @brief The address of @p server with the password filled in: its own, else @p password, else the kept one. */
    [[nodiscard]] ClubResult<ClubAddress> address(const QString &server, const QString &password) const;
    void restartWorker();
    void setSyncStatus(const ClubSync::Pass &pass);

    QString m_settingsFile;
    ClubSecrets m_secrets;
    QString m_server;
    QString m_libraryPath;
    bool m_hasPassword = false;
    bool m_testing = false;
    QString m_testMessage;
    bool m_testPassed = false;
    bool m_encrypted = false;
    QString m_syncStatus;
    /** @brief Whether the server is reached through a unix socket, where a plain session is no exposure. */
    bool m_localServer = false;
    std::unique_ptr<SyncWorker> m_worker;
};

} // namespace ml
