// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace ml {

/** @brief Why talking to the club server did not work: a kind to branch on (and to exit with) and one sentence. */
struct ClubError {
    enum class Kind {
        /** The connection string or URL cannot be read; nothing was tried. */
        BadAddress,
        /** The server could not be reached or went away (the Wi-Fi, a stopped server): trying later may work. */
        Unreachable,
        /** The server answered and said no: a wrong password, a foreign game, a schema it cannot take. */
        Refused,
        /** The game library on this machine could not be read or written. */
        Library,
    };
    Kind kind = Kind::Refused;
    QString message;
};

/** @brief A value or the ClubError that prevented it. */
template<typename T>
class [[nodiscard]] ClubResult
{
public:
    ClubResult(T value)
        : m_value(std::move(value))
    {
    }
    ClubResult(ClubError error)
        : m_error(std::move(error))
    {
    }
    [[nodiscard]] bool ok() const { return !m_error.has_value(); }
    [[nodiscard]] const T &value() const { return m_value; }
    /** @brief The failure; only valid when !ok(). */
    [[nodiscard]] const ClubError &error() const { return *m_error; }

private:
    T m_value {};
    std::optional<ClubError> m_error;
};

} // namespace ml
