// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "refusal.h"

#include <exception>

namespace ml {

/** @brief A refusal of @p code with @p args, in the order its code lists them, for a check that returns it. */
template<typename... Args>
[[nodiscard]] Refusal refusalOf(RefusalCode code, Args &&...args)
{
    return { code, { RefusalArg(std::forward<Args>(args))... } };
}

/** @brief Thrown while an event is applied when the record breaks a rule; the replay turns it into a ReplayError. */
class RuleError : public std::exception
{
public:
    /** @brief The error belongs to the event being applied (or to the setup): every rule is checked when its event
     * comes. @p args are the refusal's arguments, in the order its code lists them. */
    template<typename... Args>
    explicit RuleError(RefusalCode code, Args &&...args)
        : m_refusal { code, { RefusalArg(std::forward<Args>(args))... } }
    {
    }
    /** @brief A refusal whose arguments were gathered first. */
    explicit RuleError(Refusal refusal)
        : m_refusal(std::move(refusal))
    {
    }
    [[nodiscard]] const Refusal &refusal() const { return m_refusal; }
    /** @brief The refusal's code and arguments as text, for logs; ml::refusalText() says it in words. */
    [[nodiscard]] QString reason() const { return m_refusal.diagnostic(); }
    [[nodiscard]] const char *what() const noexcept override { return "rule error"; }

private:
    Refusal m_refusal;
};

} // namespace ml
