// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "nametext.h"

#include "rules.h"

#include <QChar>
#include <QString>

namespace ml {

NameProblem nameProblem(QStringView name)
{
    const QStringView trimmed = name.trimmed();
    bool visible = false;
    qsizetype characters = 0;
    for (qsizetype i = 0; i < trimmed.size(); ++i) {
        char32_t code = trimmed.at(i).unicode();
        if (QChar::isHighSurrogate(code) && i + 1 < trimmed.size() && trimmed.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(trimmed.at(i), trimmed.at(i + 1));
            ++i;
        }
        ++characters;
        const bool control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
        const bool reorders = code >= 0x202a && code <= 0x202e;
        if (control || reorders)
            return NameProblem::Unprintable;
        // Spaces and format characters (zero-width spaces and joiners, bidi isolates and marks, the BOM) show nothing.
        if (!QChar::isSpace(code) && QChar::category(code) != QChar::Other_Format)
            visible = true;
    }
    if (!visible)
        return NameProblem::Empty;
    return characters > rules::MaxNameLength ? NameProblem::TooLong : NameProblem::None;
}

} // namespace ml
