// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QHash>
#include <QJsonObject>
#include <QString>

namespace ml {

/** @brief The figure and feature ids the events in effect use, so a new figure or feature never takes one again. */
class UsedIds
{
public:
    /** @brief Counts the ids @p event names (@p uses 1), or takes them back after an undo (-1). */
    void count(const QJsonObject &event, int uses);
    void clear() { m_uses.clear(); }
    /** @brief The first of `<prefix>1`, `<prefix>2`, … that no event in effect uses. */
    [[nodiscard]] QString fresh(const QString &prefix) const;

private:
    QHash<QString, int> m_uses;
};

} // namespace ml
