// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QStringView>

namespace ml {

/**
 * @brief What keeps a name someone types from being a name: a player's, a library's (the device's on the club
 * server) or a season's. A name is text every screen, projector and terminal shows as it is.
 *
 * A record may hold any Unicode text of 1 to 40 characters as a player's name [record format, Top level]: this is the
 * stricter rule for what is entered, checked by the store and the club before a name is kept.
 */
enum class NameProblem {
    None,
    /** Nothing visible: empty, or only spaces and invisible characters (zero-width spaces and joiners, …). */
    Empty,
    /** More than rules::MaxNameLength characters, once trimmed. */
    TooLong,
    /**
     * A control character (C0, DEL, C1: a terminal escape, a newline) or a bidi embedding or override
     * (U+202A–U+202E), which would reorder the text around the name; bidi isolates and marks are text.
     */
    Unprintable,
};

/** @brief The problem of @p name, trimmed of spaces at both ends. */
[[nodiscard]] NameProblem nameProblem(QStringView name);

} // namespace ml
