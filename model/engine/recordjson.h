// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>
#include <QString>

#include "refusal.h"

#include <optional>

namespace ml {

/**
 * @brief The one strict reader of record JSON text, for the engine, the library's import and the command-line tool.
 *
 * RapidJSON's SAX reader checks the text first (the grammar, UTF-8, a duplicate key in any object, a lone surrogate,
 * a U+0000 or a raw control character in any string, the nesting depth and the size), then Qt builds the object the
 * engine takes from the text that passed. A refusal names what is wrong and where: the byte offset, line and column.
 */
class RecordJson
{
public:
    /**
     * @brief The largest record read, in bytes: 16 MiB. A real game is a few hundred events (tens of KB); the
     * longest game the test generator makes, 5,862 events, is 610 KiB indented. The bound keeps a wrong file (a video,
     * /dev/zero) from taking the machine's memory: reading a record takes 10 to 35 times its text in memory.
     */
    static constexpr qsizetype MaxBytes = qsizetype(16) * 1024 * 1024;
    /**
     * @brief The deepest nesting of arrays and objects read: 64. A record nests at most 6 deep (the record, its
     * events, an event, its values, a feature's values, a list in them); what walks the object afterwards (comparing,
     * copying, writing it out) recurses.
     */
    static constexpr int MaxDepth = 64;

    /** @brief How readText() ended. */
    enum class Read { Done, TooLarge, Failed };
    /**
     * @brief Reads @p device to its end into @p text, but never more than MaxBytes + 1 bytes (a pipe or /dev/zero
     * has no size to check first); Failed leaves the reason in the device's errorString().
     */
    [[nodiscard]] static Read readText(QIODevice &device, QByteArray *text);

    /** @brief Reads @p text; ok() tells whether it is one JSON object that passed every check. */
    explicit RecordJson(const QByteArray &text);

    /** @brief Whether the text was read; when not, refusal() says why. */
    [[nodiscard]] bool ok() const { return !m_refusal.has_value(); }
    /** @brief The record; empty when it was refused. */
    [[nodiscard]] const QJsonObject &object() const { return m_object; }
    /** @brief What is wrong and where (the byte, line and column), as the engine's other refusals; none when ok(). */
    [[nodiscard]] Refusal refusal() const { return m_refusal.value_or(Refusal {}); }

private:
    QJsonObject m_object;
    std::optional<Refusal> m_refusal;
};

} // namespace ml
