// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ml {

/**
 * @brief Where the club password is kept: the desktop's keychain (QtKeychain: the Secret Service, KWallet…) when the
 * program was built with it and the desktop offers one, else a file in @p folder that only the user may read (0600).
 * Never in the settings, the log or a record.
 */
class ClubSecrets
{
    Q_DECLARE_TR_FUNCTIONS(ClubSecrets)

public:
    /** @brief Secrets of the folder @p folder (the file's place), under the keychain service "meeple-ledger". */
    explicit ClubSecrets(QString folder);

    /** @brief Whether to try the keychain at all; off in QStandardPaths' test mode. */
    void setKeychainEnabled(bool enabled) { m_keychain = enabled; }
    /** @brief Whether this build can use a keychain. */
    [[nodiscard]] static bool keychainBuiltIn();

    /** @brief Keeps @p password; the error when neither the keychain nor the file took it. */
    [[nodiscard]] std::optional<QString> store(const QString &password);
    /** @brief The password kept, empty when none. */
    [[nodiscard]] QString read() const;
    /** @brief Forgets the password, wherever it was kept. */
    void remove();
    /** @brief "keychain" or "file": where the last store() or read() found room. */
    [[nodiscard]] QString place() const { return m_place; }
    /** @brief The file used when there is no keychain. */
    [[nodiscard]] QString filePath() const;

private:
    QString m_folder;
    bool m_keychain = true;
    mutable QString m_place;
};

} // namespace ml
