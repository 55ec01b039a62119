// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "scorepoint.h"

#include <QList>
#include <QStringList>

namespace ml {

/** @brief A game's scores over its turns, for a chart: one point per `turn` event and a closing one. */
struct ScoreSeries {
    /** @brief Player ids in seating order. */
    QStringList players;
    /** @brief One point per `turn` event, then the closing point. */
    QList<ScorePoint> points;
};

} // namespace ml
