// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

// What the parts of Database (database.cpp, databasedoctor.cpp, databasefiles.cpp) share; not part of the store's API.

#include "database.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QFileInfo>
#include <QSqlError>
#include <QString>

namespace ml {

namespace storeinternal {

// SQLite's primary result codes (the low byte of an extended code), as the Qt driver reports them.
inline constexpr int SqliteReadOnly = 8;
inline constexpr int SqliteCorrupt = 11;
inline constexpr int SqliteFull = 13;
inline constexpr int SqliteNotADatabase = 26;

inline int primaryCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}

// SQLite's own words ("database disk image is malformed") without the driver's "Unable to fetch row".
// SQLite's reason on one line: its reports may hold line breaks ("*** in database main ***\nPage 5: …"), and a
// message is one line wherever it is shown.
inline QString reasonOf(const QSqlError &error)
{
    return (error.databaseText().isEmpty() ? error.text() : error.databaseText()).simplified();
}

// Whether @p magic, the first 16 bytes of a file, is the header every SQLite database begins with.
inline bool isSqliteHeader(const QByteArray &magic)
{
    return magic == QByteArrayView("SQLite format 3\0", 16);
}

// The UTC time in the names of the copies made beside the library.
inline QString fileStamp()
{
    using namespace Qt::StringLiterals;
    return QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
}

// A name next to base that no file uses yet, companions (-wal, -shm, -journal) included.
inline QString freeName(const QString &base)
{
    using namespace Qt::StringLiterals;
    QString candidate = base;
    for (int n = 2;; ++n) {
        if (!QFileInfo::exists(candidate) && !QFileInfo::exists(candidate + u"-wal"_s)
            && !QFileInfo::exists(candidate + u"-journal"_s))
            return candidate;
        candidate = base + u'-' + QString::number(n);
    }
}

} // namespace storeinternal

/** @brief What a look at a library file found: its header pragmas, and whether it reads whole. */
struct Database::Inspection {
    bool ok = false;
    bool damaged = false;
    bool notADatabase = false;
    int code = 0;
    QString reason;
    int version = 0;
    int applicationId = 0;
    int objectCount = 0;
};

} // namespace ml
