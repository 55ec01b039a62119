// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QDateTime>
#include <QString>

namespace ml {

/** @brief A player known across games: the name at the table, a preferred colour and language. */
struct Profile {
    /** @brief 0 for a profile not stored yet. */
    qint64 id = 0;
    /** @brief Any Unicode text, 1 to 40 characters, unique in the library. */
    QString name;
    /** @brief The colour this player usually takes (free text, e.g. "red" or "#c0392b"); may be empty. */
    QString color;
    /** @brief The preferred language as a locale name ("de", "pt_BR"); may be empty. */
    QString language;
    /** @brief When the profile was created (UTC). */
    QDateTime createdAt;
    /** @brief The profile's UUID, made with it; empty for a profile not stored yet. */
    QString uuid {};
};

} // namespace ml
