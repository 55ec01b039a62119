// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clioutput.h"

#include <QCoreApplication>

namespace CliOutput {

bool write(std::FILE *stream, const QByteArray &bytes)
{
    return std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream) == std::size_t(bytes.size())
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
