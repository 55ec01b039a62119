// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

#include <string>

namespace ml {

/**
 * @brief Writes compact JSON text, for output objects built in one go: QJsonDocument::fromJson of the whole text
 * costs a fraction of inserting the same keys one by one into QJsonObjects.
 *
 * Strings are written as ASCII, every other UTF-16 unit as a `\uXXXX` escape, so any QString (even a lone surrogate)
 * reads back unchanged.
 */
class JsonWriter
{
public:
    explicit JsonWriter(std::string &out)
        : m_out(out)
    {
    }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    /** @brief A key spelled in ASCII without characters that need escaping (a literal). */
    void key(const char *name);
    /** @brief A key from data (an id). */
    void key(const QString &name);
    void value(int n);
    void value(bool b);
    void value(const QString &s);
    void null();

private:
    void separate()
    {
        if (m_comma)
            m_out.push_back(',');
    }
    void open(char c)
    {
        separate();
        m_out.push_back(c);
        m_comma = false;
    }
    void close(char c)
    {
        m_out.push_back(c);
        m_comma = true;
    }
    void string(const QString &s);

    std::string &m_out;
    bool m_comma = false;
};

} // namespace ml
