// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The checks of a library file before it is opened and while it opens: its header, a read-only look, the integrity
// check, refusing foreign and newer files, moving damaged ones aside, and libraries that can only be read.

#include "database.h"

#include "databaseinternal.h"
#include "sayings.h"
#include "schema.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

#include <cerrno>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

Status Database::checkSqliteHeader()
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return StoreError { StoreError::Code::Io, readError(file.errorString()).message, {}, {} };
    const QByteArray magic = file.read(16);
    file.close();
    if (!isSqliteHeader(magic))
        return moveAside(StoreError::Code::NotADatabase, [] { return tr("it does not begin with the SQLite header"); });
    return {};
}

Result<bool> Database::lookFirst()
{
    Inspection probe;
    const QString probeName = m_connectionName + u"-probe"_s;
    {
        QSqlDatabase db = addConnection(probeName, true, false);
        if (db.open()) {
            m_checkedWhole = !closedWholeAndUnchanged();
            probe = inspect(db, m_checkedWhole);
        } else {
            probe.code = primaryCode(db.lastError());
            probe.reason = reasonOf(db.lastError());
        }
    }
    removeConnection(probeName);
    if (probe.damaged)
        return moveAside(probe.notADatabase ? StoreError::Code::NotADatabase : StoreError::Code::Damaged, probe.reason)
            .error();
    if (probe.ok) {
        if (Status status = refuseOrAccept(probe); !status.ok())
            return status.error();
        return true;
    }
    // A file that needs recovery (a hot journal) cannot be read read-only: the connection that writes checks it.
    if (probe.code != SqliteReadOnly)
        return readError(probe.reason);
    return false;
}

Status Database::openReadOnly()
{
    if (openConnection(m_connectionName, true, false).ok()) {
        const Inspection inspection = inspectConnection(true);
        if (inspection.ok || inspection.damaged)
            return finishReadOnly(inspection);
        removeConnection(m_connectionName);
    }
    // In WAL mode SQLite reads through the -shm file, which a read-only folder cannot hold; then the file is read as
    // immutable (nobody can change it there either).
    if (Status opened = openConnection(m_connectionName, true, true); !opened.ok())
        return opened;
    return finishReadOnly(inspectConnection(true));
}

Status Database::finishReadOnly(const Inspection &inspection)
{
    const auto fail = [this](const StoreError &error) -> Status {
        close();
        return error;
    };
    if (!inspection.ok) {
        if (inspection.damaged)
            return fail({ StoreError::Code::Damaged,
                          Sayings::say([path = m_path, damage = inspection.reason, readOnly = m_readOnlyReason] {
                              //: %1 the library file, %2 SQLite's reason, %3 why the file is read-only
                              return tr("The game library %1 is damaged (%2), and it could not be moved aside because "
                                        "it is read-only (%3). Copy it to a folder you can write to and open it there.")
                                  .arg(path, damage, readOnly());
                          }),
                          {},
                          {} });
        return fail(readError(inspection.reason));
    }
    if (Status status = refuseOrAccept(inspection); !status.ok())
        return fail(status.error());
    if (inspection.objectCount == 0 || inspection.version < Schema::CurrentVersion)
        return fail({ StoreError::Code::ReadOnly,
                      Sayings::say([path = m_path, reason = m_readOnlyReason] {
                          //: %1 the library file, %2 why it is read-only
                          return tr("The game library %1 needs to be set up or upgraded before it can be read, but it "
                                    "is read-only (%2); it was left untouched. Make it writable, or copy it to a "
                                    "folder you can write to, and open it again.")
                              .arg(path, reason());
                      }),
                      {},
                      {} });
    QSqlQuery query(connection());
    if (query.exec(u"PRAGMA journal_mode"_s) && query.next())
        m_journalMode = query.value(0).toString();
    query.finish();
    m_schemaVersion = Schema::CurrentVersion;
    m_readOnly = true;
    m_open = true;
    return {};
}

Database::Inspection Database::inspect(QSqlDatabase &db, bool checkIntegrity) const
{
    Inspection result;
    QSqlQuery query(db);
    const auto failed = [&result](const QSqlError &error) {
        result.code = primaryCode(error);
        result.reason = reasonOf(error);
        result.notADatabase = result.code == SqliteNotADatabase;
        result.damaged = result.notADatabase || result.code == SqliteCorrupt;
        return result;
    };
    const auto scalar = [&query](const QString &sql) { return query.exec(sql) && query.next(); };

    if (!scalar(u"PRAGMA user_version"_s))
        return failed(query.lastError());
    result.version = query.value(0).toInt();
    if (!scalar(u"PRAGMA application_id"_s))
        return failed(query.lastError());
    result.applicationId = query.value(0).toInt();
    if (!scalar(u"SELECT count(*) FROM sqlite_master"_s))
        return failed(query.lastError());
    result.objectCount = query.value(0).toInt();
    if (!checkIntegrity) {
        result.ok = true;
        return result;
    }
    // quick_check reads every page: it finds a truncated file or a broken b-tree before any game is read.
    if (!query.exec(u"PRAGMA quick_check"_s))
        return failed(query.lastError());
    QStringList problems;
    while (query.next()) {
        const QString line = query.value(0).toString().simplified(); // a report of several lines, said on one
        if (line != u"ok"_s && problems.size() < 3)
            problems.append(line);
    }
    if (query.lastError().isValid())
        return failed(query.lastError());
    if (!problems.isEmpty()) {
        result.damaged = true;
        result.reason = problems.join(u"; "_s);
        return result;
    }
    result.ok = true;
    return result;
}

Database::Inspection Database::inspectConnection(bool checkIntegrity) const
{
    QSqlDatabase db = connection();
    return inspect(db, checkIntegrity);
}

Status Database::refuseOrAccept(const Inspection &inspection)
{
    if (inspection.objectCount > 0 && inspection.applicationId != Schema::ApplicationId)
        return StoreError { StoreError::Code::Foreign,
                            Sayings::say([path = m_path] {
                                //: %1 the file's path
                                return tr("%1 is a SQLite database of another program, not a Meeple Ledger game "
                                          "library; it was left untouched.")
                                    .arg(path);
                            }),
                            {},
                            {} };
    if (inspection.objectCount > 0 && inspection.version < 1)
        return StoreError {
            StoreError::Code::Foreign,
            Sayings::say([path = m_path] {
                //: %1 the file's path
                return tr("%1 has tables but no game library schema version; it was left untouched.").arg(path);
            }),
            {},
            {}
        };
    if (inspection.version > Schema::CurrentVersion)
        return StoreError { StoreError::Code::TooNew,
                            Sayings::say([path = m_path, version = inspection.version] {
                                //: %1 the library file's path
                                return tr("The game library %1 was written by a newer version of Meeple Ledger "
                                          "(library schema %2; this version reads up to schema %3). It was left "
                                          "untouched: update Meeple Ledger to open it.")
                                    .arg(path)
                                    .arg(version)
                                    .arg(Schema::CurrentVersion);
                            }),
                            {},
                            {} };
    return {};
}

Status Database::moveAside(StoreError::Code code, const Phrase &reason)
{
    const QString target = freeName(m_path + u".damaged-"_s + fileStamp());
    const Phrase problem = [notADatabase = code == StoreError::Code::NotADatabase, path = m_path, reason] {
        if (notADatabase)
            //: %1 the library file, %2 SQLite's reason
            return tr("The game library %1 is not a SQLite database (%2).").arg(path, reason());
        //: %1 the library file, %2 SQLite's reason
        return tr("The game library %1 is damaged (%2).").arg(path, reason());
    };
    QFile file(m_path);
    if (!file.rename(target)) {
        return StoreError { StoreError::Code::Io,
                            Sayings::say([problem, target, why = file.errorString()]() -> QString {
                                //: %1 where the damaged file was to go, %2 the reason
                                return problem() + u' '
                                    + tr("It could not be moved aside to %1 (%2), so nothing was changed; move or "
                                         "delete it, then open the library again.")
                                          .arg(target, why);
                            }),
                            {},
                            {} };
    }
    // A journal left beside a new, empty library would be replayed into it: the companions go along.
    for (const QString &suffix : { u"-wal"_s, u"-shm"_s, u"-journal"_s }) {
        QFile companion(m_path + suffix);
        if (companion.exists() && !companion.rename(target + suffix)) {
            return StoreError { StoreError::Code::Io,
                                Sayings::say([problem, target, name = companion.fileName(),
                                              why = companion.errorString()]() -> QString {
                                    //: %1 where the damaged file went, %2 a file that belongs with it (its journal), %3 the reason
                                    return problem() + u' '
                                        + tr("It was moved to %1, but %2 could not follow it (%3); move that file "
                                             "too before opening the library again.")
                                              .arg(target, name, why);
                                }),
                                target,
                                {} };
        }
    }
    return StoreError { code,
                        Sayings::say([problem, target]() -> QString {
                            //: %1 where the damaged file went
                            return problem() + u' '
                                + tr("It was moved aside to %1 without changing it; opening the library again "
                                     "starts a new, empty one.")
                                      .arg(target);
                        }),
                        target,
                        {} };
}

Phrase Database::readOnlyReason() const
{
    // access() answers for this process: root may write a file without write permission, nobody writes on a
    // read-only file system. SQLite also needs the folder, for the -wal and -shm files beside the library.
    const QString folder = QFileInfo(m_path).absolutePath();
    if (::access(QFile::encodeName(m_path).constData(), W_OK) != 0) {
        if (errno == EROFS)
            return [] { return tr("it is on a read-only file system"); };
        return [] { return tr("the file is read-only"); };
    }
    if (::access(QFile::encodeName(folder).constData(), W_OK) != 0)
        return unwritableFolder(folder, errno);
    return {};
}

Phrase Database::unwritableFolder(const QString &folder, int error)
{
    if (error == EROFS)
        return [] { return tr("it is on a read-only file system"); };
    //: %1 the folder of the library file
    return [folder] { return tr("its folder %1 is read-only").arg(folder); };
}

StoreError Database::readError(const QString &reason) const
{
    return { StoreError::Code::Sql,
             Sayings::say([path = m_path, reason] {
                 //: %1 the library file, %2 the reason
                 return tr("Could not read the game library %1: %2").arg(path, reason);
             }),
             {},
             {} };
}

StoreError Database::readOnlyError() const
{
    return { StoreError::Code::ReadOnly,
             Sayings::say([path = m_path, reason = m_readOnlyReason] {
                 //: %1 the library file, %2 why it is read-only
                 return tr("The game library %1 is read-only (%2): its games can be viewed but not changed.")
                     .arg(path, reason());
             }),
             {},
             {} };
}

} // namespace ml
