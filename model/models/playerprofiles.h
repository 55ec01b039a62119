// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace ml {
class GameLibrary;
}

/** @brief The library's player profiles as the setup screen, the statistics and the dispute view read them. */
class PlayerProfiles : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The profiles are AppState.profiles")

    /** @brief Every profile as `{id, name, color, language}`, by name. */
    Q_PROPERTY(QVariantList all READ all NOTIFY changed)

public:
    explicit PlayerProfiles(QObject *parent = nullptr);

    /** @brief Reads the profiles of @p library (not owned; nullptr for none). */
    void setLibrary(ml::GameLibrary *library);
    /** @brief Reads the profiles again (a game was created or imported: it may have made some). */
    void reload();

    [[nodiscard]] QVariantList all() const;

    /** @brief Stores a new profile; returns its id, or -1 (errorOccurred says why). */
    Q_INVOKABLE int add(const QString &name, const QString &color, const QString &language = {});
    /**
     * @brief The preferred languages of game @p gameId's players whose profile has one, in seating order:
     * `[{player, language}]`.
     */
    Q_INVOKABLE QVariantList languagesOf(int gameId) const;

Q_SIGNALS:
    /** @brief all changed. */
    void changed();
    /** @brief A command failed; @p message says why (AppState shows it as errorMessage). */
    void errorOccurred(const QString &message);

private:
    ml::GameLibrary *m_library = nullptr;
    QVariantList m_profiles;
};
