// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "storeerror.h"

#include <utility>

namespace ml {

/**
 * @brief Either a value or the StoreError that prevented it; errors are values, never exceptions.
 *
 * value() of a failed result is a default-constructed T, so misuse never reads uninitialised memory.
 */
template<typename T>
class [[nodiscard]] Result
{
public:
    /** @brief A successful result. */
    Result(T value)
        : m_value(std::move(value))
        , m_ok(true)
    {
    }

    /** @brief A failed result. */
    Result(StoreError error)
        : m_error(std::move(error))
    {
    }

    /** @brief True when the operation succeeded and value() holds its result. */
    [[nodiscard]] bool ok() const { return m_ok; }
    /** @brief The result; a default-constructed T when the operation failed. */
    [[nodiscard]] const T &value() const & { return m_value; }
    /** @brief The result, moved out. */
    [[nodiscard]] T &&value() && { return std::move(m_value); }
    /** @brief The reason of a failure; code None on success. */
    [[nodiscard]] const StoreError &error() const { return m_error; }
    /** @brief The failure's message, empty on success. */
    [[nodiscard]] QString message() const { return m_error.message; }

private:
    T m_value {};
    StoreError m_error;
    bool m_ok = false;
};

/** @brief The outcome of an operation that returns nothing but may fail. */
template<>
class [[nodiscard]] Result<void>
{
public:
    /** @brief A success. */
    Result() = default;

    /** @brief A failure. */
    Result(StoreError error)
        : m_error(std::move(error))
        , m_ok(false)
    {
    }

    /** @brief True when the operation succeeded. */
    [[nodiscard]] bool ok() const { return m_ok; }
    /** @brief The reason of a failure; code None on success. */
    [[nodiscard]] const StoreError &error() const { return m_error; }
    /** @brief The failure's message, empty on success. */
    [[nodiscard]] QString message() const { return m_error.message; }

private:
    StoreError m_error;
    bool m_ok = true;
};

/** @brief An operation that returns nothing but may fail. */
using Status = Result<void>;

} // namespace ml
