// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "usedids.h"

#include <QJsonArray>
#include <QStringList>

namespace ml {

namespace {

// The figure and feature ids an event names.
QStringList idsOf(const QJsonObject &event)
{
    QStringList ids;
    for (const char *key : { "figure", "feature", "tower", "into" }) {
        const QString id = event.value(QLatin1String(key)).toString();
        if (!id.isEmpty())
            ids.append(id);
    }
    for (const QJsonValue &id : event.value(QLatin1String("features")).toArray())
        ids.append(id.toString());
    return ids;
}

} // namespace

void UsedIds::count(const QJsonObject &event, int uses)
{
    for (const QString &id : idsOf(event)) {
        const int n = m_uses.value(id) + uses;
        if (n > 0)
            m_uses.insert(id, n);
        else
            m_uses.remove(id);
    }
}

QString UsedIds::fresh(const QString &prefix) const
{
    // Ids are never reused within a game, so an entry in the ledger or an old event always means one figure.
    for (int n = 1;; ++n) {
        const QString candidate = prefix + QString::number(n);
        if (!m_uses.contains(candidate))
            return candidate;
    }
}

} // namespace ml
