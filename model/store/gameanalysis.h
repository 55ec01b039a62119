// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "scoreseries.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

namespace ml {

/** @brief Reads results out of a record and the engine's replay output: winners, score series, point sources. */
class GameAnalysis
{
public:
    /** @brief For a finished game: every player id with the highest score (ties share); empty while it runs. */
    [[nodiscard]] static QStringList winners(const QJsonObject &output);
    /** @brief The scores right after each `turn` event and after the last event, from the ledger. */
    [[nodiscard]] static ScoreSeries scoreSeries(const QJsonObject &record, const QJsonObject &output);
    /** @brief Points moved on the track per player id, then per PointSources group. */
    [[nodiscard]] static QMap<QString, QMap<QString, int>> pointsBySource(const QJsonObject &output);
};

} // namespace ml
