// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "jsonwriter.h"

#include <charconv>

namespace ml {

void JsonWriter::key(const char *name)
{
    separate();
    m_out.push_back('"');
    m_out.append(name);
    m_out.append("\":", 2);
    m_comma = false;
}

void JsonWriter::key(const QString &name)
{
    separate();
    string(name);
    m_out.push_back(':');
    m_comma = false;
}

void JsonWriter::value(int n)
{
    separate();
    char buffer[16];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, n).ptr;
    m_out.append(buffer, std::size_t(end - buffer));
    m_comma = true;
}

void JsonWriter::value(bool b)
{
    separate();
    if (b)
        m_out.append("true", 4);
    else
        m_out.append("false", 5);
    m_comma = true;
}

void JsonWriter::value(const QString &s)
{
    separate();
    string(s);
    m_comma = true;
}

void JsonWriter::null()
{
    separate();
    m_out.append("null", 4);
    m_comma = true;
}

void JsonWriter::string(const QString &s)
{
    static constexpr char Hex[] = "0123456789abcdef";
    m_out.push_back('"');
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u >= 0x20 && u < 0x7f && u != u'"' && u != u'\\') {
            m_out.push_back(char(u));
        } else if (u == u'"' || u == u'\\') {
            const char escaped[2] = { '\\', char(u) };
            m_out.append(escaped, 2);
        } else {
            const char escaped[6] = { '\\',        'u', Hex[(u >> 12) & 0xf], Hex[(u >> 8) & 0xf], Hex[(u >> 4) & 0xf],
                                      Hex[u & 0xf] };
            m_out.append(escaped, 6);
        }
    }
    m_out.push_back('"');
}

} // namespace ml
