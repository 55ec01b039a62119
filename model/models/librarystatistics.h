// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QThreadPool>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace ml {
class GameLibrary;
}

/** @brief The numbers over the library's games: a profile's record and a game's scores over its turns. */
class LibraryStatistics : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The statistics are AppState.statistics")

public:
    explicit LibraryStatistics(QObject *parent = nullptr);
    /** @brief Waits for a read still running. */
    ~LibraryStatistics() override;

    /** @brief Reads from @p library (not owned; nullptr for none). */
    void setLibrary(ml::GameLibrary *library);

    /**
     * @brief A profile's statistics: `{profileId, name, gamesPlayed, gamesInProgress, wins, averageScore,
     * bestScore, pointsBySource}`; empty (and errorOccurred) when it cannot be read.
     */
    Q_INVOKABLE QVariantMap ofProfile(int profileId);
    /**
     * @brief Reads ofProfile()'s numbers off the window's thread, on a connection of their own: the sums run over
     * every game the profile played, which the window must not wait for. profileRead() brings them; a later request
     * or a change of library drops the answers of earlier ones.
     */
    Q_INVOKABLE void request(int profileId);
    /**
     * @brief Keeps request()s back until release(): the app holds them until its window has shown its first frame,
     * which background reads would otherwise compete with. Only the latest one held is made.
     */
    void hold();
    /** @brief Makes the latest request held back, if any, and lets later ones through at once. */
    void release();
    /** @brief A game's scores over its turns: `[{player, name, color, points: [{x: turn, y: score}]}]`. */
    Q_INVOKABLE QVariantList scoreSeries(int gameId);

Q_SIGNALS:
    /** @brief Reading failed; @p message says why (AppState shows it as errorMessage). */
    void errorOccurred(const QString &message);
    /** @brief The answer to the latest request() for @p profileId, in ofProfile()'s form. */
    void profileRead(int profileId, const QVariantMap &statistics);

private:
    [[nodiscard]] bool readable();

    ml::GameLibrary *m_library = nullptr;
    /** @brief One thread for the requests, so that they run in order and the library is read by one at a time. */
    QThreadPool m_readers;
    /** @brief Counts requests and library changes: an answer of an older one is not delivered. */
    quint64 m_generation = 0;
    bool m_held = false;
    /** @brief The profile of the latest request held back, 0 for none. */
    int m_heldProfile = 0;
};
