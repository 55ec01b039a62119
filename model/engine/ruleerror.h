// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <exception>

namespace ml {

/** @brief Thrown while an event is applied when the record breaks a rule; the replay turns it into a ReplayError. */
class RuleError : public std::exception
{
public:
    /** @brief The error belongs to the event being applied (or to the setup): every rule is checked when its event
     * comes. */
    explicit RuleError(QString reason)
        : m_reason(std::move(reason))
    {
    }
    [[nodiscard]] const QString &reason() const { return m_reason; }
    [[nodiscard]] const char *what() const noexcept override { return "rule error"; }

private:
    QString m_reason;
};

} // namespace ml
