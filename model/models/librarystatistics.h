// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
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

    /** @brief Reads from @p library (not owned; nullptr for none). */
    void setLibrary(ml::GameLibrary *library);

    /**
     * @brief A profile's statistics: `{profileId, name, gamesPlayed, gamesInProgress, wins, averageScore,
     * bestScore, pointsBySource}`; empty (and errorOccurred) when it cannot be read.
     */
    Q_INVOKABLE QVariantMap ofProfile(int profileId);
    /** @brief A game's scores over its turns: `[{player, name, color, points: [{x: turn, y: score}]}]`. */
    Q_INVOKABLE QVariantList scoreSeries(int gameId);

Q_SIGNALS:
    /** @brief Reading failed; @p message says why (AppState shows it as errorMessage). */
    void errorOccurred(const QString &message);

private:
    [[nodiscard]] bool readable();

    ml::GameLibrary *m_library = nullptr;
};
