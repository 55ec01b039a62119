// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QDate>
#include <QDateTime>
#include <QString>

#include <optional>

namespace ml {

/** @brief A named stretch of days whose finished games make one league table; without days, every game. */
struct Season {
    /** @brief What is wrong with a season, for the layer that puts it into words. */
    enum class Problem {
        None,
        /** Only one of the two days is given. */
        OneDayMissing,
        /** The last day comes before the first. */
        LastBeforeFirst,
        /** Days are given but no name (or one of spaces and invisible characters only). */
        NoName,
        /** The name holds a control character or a text-direction override (ml::NameProblem::Unprintable). */
        UnprintableName,
        /** The name is longer than rules::MaxNameLength characters. */
        NameTooLong,
    };

    /** @brief "Autumn 2026"; empty for every game. */
    QString name;
    /** @brief The first day, inclusive, as a UTC date; invalid for no bound (with last). */
    QDate first;
    /** @brief The last day, inclusive, as a UTC date. */
    QDate last;

    /** @brief The day written exactly YYYY-MM-DD (2026-10-01), as seasons are given; nothing for other text. */
    [[nodiscard]] static std::optional<QDate> day(const QString &text);
    /** @brief Every finished game, whenever it finished. */
    [[nodiscard]] static Season everyGame() { return {}; }
    /** @brief True for everyGame(): no days. */
    [[nodiscard]] bool isEveryGame() const { return !first.isValid() && !last.isValid(); }
    /** @brief None when the season can be used. */
    [[nodiscard]] Problem problem() const;
    /** @brief Whether a game that finished at @p finished (any time zone) belongs to it: its UTC day is within. */
    [[nodiscard]] bool contains(const QDateTime &finished) const;
};

} // namespace ml
