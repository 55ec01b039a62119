// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "ledgerrule.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace ml {

struct LedgerEntry;

/**
 * @brief The one place that groups the engine's ledger `rule` ids into sources of points for statistics.
 *
 * Group ids are stable strings ("cities", "robbers"…) that the interface translates.
 */
class PointSources
{
public:
    /** @brief Every group id, in the order a statistics screen lists them. */
    [[nodiscard]] static QStringList groups();
    /** @brief The group of a ledger rule. */
    [[nodiscard]] static QString groupOf(LedgerRule rule);
    /** @brief The group of a ledger rule id (a record's output); for an id this build does not know, the group of
     * its prefix, else "other". */
    [[nodiscard]] static QString groupOf(const QString &rule);
    /** @brief How much a ledger entry changed its player's score: `to - from`, 0 when figures only swap points. */
    [[nodiscard]] static int scoreEffect(const QJsonObject &ledgerEntry);
    /** @brief The same for the engine's typed entry. */
    [[nodiscard]] static int scoreEffect(const LedgerEntry &ledgerEntry);
};

} // namespace ml
