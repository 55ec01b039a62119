// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clioutput.h"

#include <QCoreApplication>

#include <unistd.h>

namespace CliOutput {

QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool control = (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f);
        const bool reorders = u >= 0x202a && u <= 0x202e;
        if (control)
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else if (reorders)
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

bool isTerminal(std::FILE *stream)
{
    return ::isatty(::fileno(stream)) == 1;
}

bool write(std::FILE *stream, const QByteArray &bytes)
{
    const QByteArray shown = isTerminal(stream) ? printable(QString::fromUtf8(bytes)).toUtf8() : bytes;
    return std::fwrite(shown.constData(), 1, std::size_t(shown.size()), stream) == std::size_t(shown.size())
        && std::fflush(stream) == 0;
}

int fail(const QString &message, int status)
{
    //: %1 what went wrong, a sentence of its own
    write(stderr, (QCoreApplication::translate("cli", "error: %1").arg(message) + u'\n').toUtf8());
    return status;
}

int fail(const ml::ClubError &error)
{
    return fail(error.message, error.kind == ml::ClubError::Kind::Unreachable ? ExitUnavailable : ExitRefused);
}

int output(const QByteArray &bytes)
{
    if (!write(stdout, bytes)) {
        write(stderr,
              (QCoreApplication::translate("cli", "error: could not write to standard output") + u'\n').toUtf8());
        return ExitWriteFailed;
    }
    return 0;
}

} // namespace CliOutput
