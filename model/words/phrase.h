// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

namespace ml {

/**
 * @brief Words said anew each time they are asked for, in the language installed by then: what was being done, or
 * why, inside a message that may be said again (Sayings::again()).
 *
 * Made from a function holding what it needs by value (`[gameId] { return tr("read game %1").arg(gameId); }`), or
 * from a text that is the same in every language (a path, SQLite's reason).
 */
class Phrase
{
public:
    Phrase() = default;
    /** @brief Words said by @p words, called each time. */
    template<typename Words>
    requires(!std::same_as<std::decay_t<Words>, Phrase> && std::is_invocable_r_v<QString, const Words &>)
        Phrase(Words words) // NOLINT(google-explicit-constructor): a lambda stands for a phrase where one is asked for
        : m_words(std::move(words))
    {
    }
    /** @brief A text said as it is in every language. */
    Phrase(const QString &text) // NOLINT(google-explicit-constructor)
        : m_words([text] { return text; })
    {
    }

    /** @brief The words in the language installed now; empty for an empty phrase. */
    [[nodiscard]] QString operator()() const { return m_words ? m_words() : QString(); }
    /** @brief True when nothing was given. */
    [[nodiscard]] bool isEmpty() const { return !m_words; }

private:
    std::function<QString()> m_words;
};

} // namespace ml
