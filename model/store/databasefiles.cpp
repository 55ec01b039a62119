// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The library's files: the stamp of a clean close, the files watched while it is open and the rescue when one goes,
// and the copies written from the open connection (a backup, the copy before an upgrade).

#include "database.h"

#include "databaseinternal.h"
#include "recordfile.h"
#include "sayings.h"
#include "schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QStandardPaths>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

namespace {

// The library_info row that names, oldest first, the files a library was saved back from by rescue() (fileMark()).
const QString SavedBackFromKey = u"saved_back_from"_s;
// How many of them it names.
constexpr qsizetype SavedBackFromKept = 256;

// The file at path as a file saved back from it names it: device, inode and, where the file system keeps it, the
// time it was made, which a later file with the same inode does not share. Empty when it is missing. (With the
// library's -wal added, see watchFiles().)
QString fileMark(const QString &path)
{
    struct statx status {
    };
    if (::statx(AT_FDCWD, QFile::encodeName(path).constData(), 0, STATX_INO | STATX_BTIME, &status) != 0)
        return {};
    const bool born = (status.stx_mask & STATX_BTIME) != 0;
    return QString::number(::makedev(status.stx_dev_major, status.stx_dev_minor)) + u':'
        + QString::number(status.stx_ino) + u':' + QString::number(born ? status.stx_btime.tv_sec : 0) + u'.'
        + QString::number(born ? status.stx_btime.tv_nsec : 0);
}

// A rename is on the disk only once its folder is: both are synced.
bool syncPath(const QString &path, bool folder)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | (folder ? O_DIRECTORY : 0));
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
}

} // namespace

void Database::setNoticeHandler(std::function<void(const QString &)> handler)
{
    m_noticeHandler = std::move(handler);
}

std::optional<Database::FileId> Database::fileId(const QString &path)
{
    struct stat status {
    };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return FileId { quint64(status.st_dev), quint64(status.st_ino) };
}

QByteArray Database::closedStamp() const
{
    struct stat status {
    };
    if (::stat(QFile::encodeName(m_path).constData(), &status) != 0)
        return {};
    return QByteArray::number(quint64(status.st_dev)) + ' ' + QByteArray::number(quint64(status.st_ino)) + ' '
        + QByteArray::number(qint64(status.st_size)) + ' ' + QByteArray::number(qint64(status.st_mtim.tv_sec)) + '.'
        + QByteArray::number(qint64(status.st_mtim.tv_nsec));
}

// The stamp is the library file's device, inode, size and modification time when the program last closed it cleanly,
// kept in the user's cache folder (machine knowledge, so nothing is added beside the library). A program killed while
// the library was open leaves a -wal or a newer file; a file copied, replaced, truncated or damaged on disk changes its
// inode, size or time: each of those is checked whole.
QString Database::closedStampPath() const
{
    const QByteArray key =
        QCryptographicHash::hash(QFileInfo(m_path).absoluteFilePath().toUtf8(), QCryptographicHash::Sha1).toHex();
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/meeple-ledger/closed/"_s
        + QString::fromLatin1(key);
}

bool Database::closedWholeAndUnchanged() const
{
    if (QFileInfo(m_path + u"-wal"_s).size() > 0)
        return false;
    QFile stamp(closedStampPath());
    if (!stamp.open(QIODevice::ReadOnly))
        return false;
    const QByteArray now = closedStamp();
    return !now.isEmpty() && stamp.read(256).trimmed() == now;
}

void Database::rememberClosedWhole() const
{
    // Closing the last connection checkpointed the -wal into the file and removed it; with another program still
    // reading the library the -wal stays, and the next opening checks it anyway.
    const QByteArray now = closedStamp();
    if (now.isEmpty() || QFileInfo::exists(m_path + u"-wal"_s))
        return;
    const QString path = closedStampPath();
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return;
    QFile stamp(path);
    if (stamp.open(QIODevice::WriteOnly | QIODevice::Truncate))
        stamp.write(now + '\n');
}

void Database::watchFiles()
{
    // The -wal is created by the first read in WAL mode; the connection keeps it open from then on.
    QSqlQuery query(connection());
    query.exec(u"SELECT count(*) FROM sqlite_master"_s);
    query.finish();
    // A file or -wal already gone by now (deleted as it opened) is recorded as one that no file matches, so that the
    // first check saves the library back.
    m_fileId = fileId(m_path).value_or(FileId {});
    m_walId = m_journalMode.compare(u"wal"_s, Qt::CaseInsensitive) == 0
        ? std::optional<FileId>(fileId(m_path + u"-wal"_s).value_or(FileId {}))
        : std::nullopt;
    m_shmId = fileId(m_path + u"-shm"_s);
    // Two programs share what they commit only through the same -wal: the mark names it too.
    m_fileMark = fileMark(m_path);
    if (!m_fileMark.isEmpty() && m_walId)
        m_fileMark += u'/' + QString::number(m_walId->device) + u':' + QString::number(m_walId->inode);
    m_watching = true;
}

bool Database::filesInPlace() const
{
    if (!m_open || !m_watching)
        return true;
    return fileId(m_path) == m_fileId && (!m_walId || fileId(m_path + u"-wal"_s) == m_walId);
}

Status Database::checkFiles()
{
    if (filesInPlace())
        return {};
    // Every program on the library finds the same change: one at a time decides what it means and saves the library
    // back, under the lock that opening takes, and the next one finds the file that the first saved.
    takeTurn();
    const Status settled = settleFiles();
    m_turn.reset();
    return settled;
}

bool Database::openElsewhereWithoutLog() const
{
    if (QFileInfo::exists(m_path + u"-wal"_s) && QFileInfo::exists(m_path + u"-shm"_s))
        return false;
    const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    // Bytes 18 and 19 of the header are 2 in WAL mode. A connection in WAL mode holds a shared lock on the file from
    // its first read to its close; F_GETLK names a lock of another process in SQLite's lock bytes (PENDING_BYTE,
    // RESERVED_BYTE and the 510 shared ones).
    constexpr off_t SqliteLockBytes = 0x40000000;
    char header[20] {};
    const bool walMode =
        ::pread(fd, header, sizeof header, 0) == ssize_t(sizeof header) && header[18] == 2 && header[19] == 2;
    struct flock lock {
    };
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = SqliteLockBytes;
    lock.l_len = 512;
    const bool held = walMode && ::fcntl(fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
    ::close(fd);
    return held;
}

Phrase Database::filesGone() const
{
    if (const std::optional<FileId> file = fileId(m_path); file != m_fileId) {
        if (file)
            //: %1 the file's path
            return [path = m_path] { return tr("the file %1 was replaced by another one").arg(path); };
        //: %1 the file's path
        return [path = m_path] { return tr("the file %1 was deleted or renamed").arg(path); };
    }
    //: %1 the file's path
    return
        [log = QString(m_path + u"-wal"_s)] { return tr("its write-ahead log %1 was deleted or replaced").arg(log); };
}

Status Database::settleFiles()
{
    if (filesInPlace())
        return {};
    const Phrase what = filesGone();
    // Another program found the change first and saved the library back from the files this connection has open too:
    // it copied every change committed here (see rescue()), so its file is the library, opened in turn. A -wal and
    // -shm deleted under both programs, or a sync tool's replacement, is then saved once, not moved aside by each.
    if (const std::optional<FileId> file = fileId(m_path); file && file != m_fileId && savedBackFromOurs()) {
        closeUnlinked();
        return reopen(what);
    }
    return rescue(what);
}

bool Database::savedBackFromOurs() const
{
    if (m_fileMark.isEmpty())
        return false;
    // A read-only look, with the checks of opening: only a whole library of ours is taken for the library.
    const QString name = m_connectionName + u"-saved-back"_s;
    bool ours = false;
    {
        QSqlDatabase db = addConnection(name, true, false);
        if (db.open()) {
            const Inspection inspection = inspect(db, true);
            QSqlQuery query(db);
            if (inspection.ok && inspection.applicationId == Schema::ApplicationId
                && query.exec(u"SELECT value FROM library_info WHERE key = '"_s + SavedBackFromKey + u"'"_s)
                && query.next())
                ours = query.value(0).toString().split(u' ', Qt::SkipEmptyParts).contains(m_fileMark);
            query.finish();
        }
    }
    removeConnection(name);
    return ours;
}

void Database::closeUnlinked()
{
    // The connection writes only into the files it has open; closing it as the last one would checkpoint into them
    // and then delete the -wal and -shm by name: those of the library's present file, which another connection (of
    // this program once it reopens, or of another) uses.
    const QVariant handle = connection().driver() ? connection().driver()->handle() : QVariant();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0) {
        if (sqlite3 *db = *static_cast<sqlite3 *const *>(handle.constData())) {
            int keep = 1;
            sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &keep);
            sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
        }
    }
    // Not remembered as closed whole: what it closed is not the file at the library's path.
    removeConnection(m_connectionName);
    m_open = false;
    m_watching = false;
}

Status Database::reopen(const Phrase &what)
{
    if (Status reopened = openInTurn(); !reopened.ok())
        return StoreError { reopened.error().code,
                            Sayings::say([what, path = m_path, why = reopened.message()] {
                                //: %1 what happened to the file ("the file … was deleted or renamed"), %2 the library file, %3 why opening it again failed
                                return tr("While Meeple Ledger had the game library open, %1. Its games were saved "
                                          "back to %2, but opening it again failed: %3")
                                    .arg(what(), path, Sayings::again(why));
                            }),
                            {},
                            {} };
    return {};
}

Status Database::rescue(const Phrase &what)
{
    const QString stamp = fileStamp();
    const QString copy = freeName(m_path + u".rescue-"_s + stamp);
    const QString staleLog = copy + u"-old-wal"_s;
    const QString staleIndex = copy + u"-old-shm"_s;
    const auto failed = [&](const Phrase &reason) -> Status {
        QFile::remove(copy);
        return StoreError { StoreError::Code::Io,
                            Sayings::say([what, path = m_path, reason] {
                                //: %1 what happened to the file ("the file … was deleted or renamed"), %2 the library file, %3 the reason
                                return tr("While Meeple Ledger had the game library open, %1, and its games could not "
                                          "be saved back to %2 (%3). Nothing more is stored until that works: free "
                                          "some space or put the file back, then try again.")
                                    .arg(what(), path, reason());
                            }),
                            {},
                            {} };
    };
    // First the write lock, so that another program's change begun in these files before they went is committed
    // (and copied), and none begins after: each checks the files while it holds that lock. The copy names the file it
    // is saved back from, so that those programs open it in turn instead of taking it for another file.
    if (const std::optional<Phrase> reason = markSavedBack())
        return failed(*reason);
    // The open connection still sees every commit, those in a deleted -wal included: it writes them all out.
    if (const std::optional<Phrase> reason = vacuumInto(copy))
        return failed(*reason);

    // What now lies at the library's path and is not this connection's is kept under another name, never
    // overwritten; a journal left beside the new file would be replayed into it, so none stays.
    QString kept;
    const std::optional<FileId> file = fileId(m_path);
    if (file && file != m_fileId) {
        kept = freeName(m_path + u".replaced-"_s + stamp);
        if (!QFile::rename(m_path, kept))
            //: %1 the path it was to be kept at
            return failed([kept] { return tr("the file in its place could not be moved to %1").arg(kept); });
    }
    for (const QString &suffix : { u"-wal"_s, u"-journal"_s, u"-shm"_s }) {
        const QString companion = m_path + suffix;
        const std::optional<FileId> id = fileId(companion);
        if (!id)
            continue;
        // A -shm only indexes a -wal; one found beside the new file would be shared with the connections still on
        // the old one (another program's too). It goes, and the next opening starts one afresh.
        QString target;
        if (suffix == u"-wal"_s && id == m_walId)
            target = staleLog;
        else if (suffix == u"-shm"_s && (kept.isEmpty() || id == m_shmId))
            target = staleIndex;
        else
            target = (kept.isEmpty() ? (kept = freeName(m_path + u".replaced-"_s + stamp)) : kept) + suffix;
        // One deleted meanwhile (a clean-up still under way) is out of the way too.
        if (!QFile::rename(companion, target) && QFileInfo::exists(companion))
            //: %1 a file that belongs with the library (its journal), %2 where it was to go
            return failed([companion, target] { return tr("%1 could not be moved to %2").arg(companion, target); });
    }
    if (::rename(QFile::encodeName(copy).constData(), QFile::encodeName(m_path).constData()) != 0)
        //: %1 the copy's path
        return failed([copy] { return tr("the copy %1 could not be renamed to it").arg(copy); });
    syncPath(QFileInfo(m_path).absolutePath(), true);

    // The old connection writes only into the files it has open, which no name leads to any more.
    closeUnlinked();
    QFile::remove(staleLog);
    QFile::remove(staleIndex);
    if (Status reopened = reopen(what); !reopened.ok())
        return reopened;
    const Phrase notice = [what, path = m_path, kept]() -> QString {
        //: %1 what happened to the file ("the file … was deleted or renamed"), %2 the library file
        const QString saved = tr("While Meeple Ledger had the game library open, %1. Every game it held was saved "
                                 "back to %2: nothing entered is lost.")
                                  .arg(what(), path);
        if (kept.isEmpty())
            return saved;
        //: %1 the path it was kept at
        return saved + u' ' + tr("What was found in its place was kept as %1.").arg(kept);
    };
    if (m_noticeHandler)
        m_noticeHandler(Sayings::say(notice));
    return {};
}

std::optional<Phrase> Database::markSavedBack()
{
    QSqlQuery query(connection());
    const auto failed = [&query]() -> std::optional<Phrase> {
        const Phrase reason = primaryCode(query.lastError()) == SqliteFull
            ? Phrase([] { return tr("the disk is full"); })
            : Phrase(reasonOf(query.lastError()));
        query.exec(u"ROLLBACK"_s);
        return reason;
    };
    // BEGIN IMMEDIATE waits (busy timeout) for a change under way in these files.
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return failed();
    QStringList from;
    if (!query.exec(u"SELECT value FROM library_info WHERE key = '"_s + SavedBackFromKey + u"'"_s))
        return failed();
    if (query.next())
        from = query.value(0).toString().split(u' ', Qt::SkipEmptyParts);
    if (!m_fileMark.isEmpty()) {
        from.removeAll(m_fileMark);
        from.append(m_fileMark);
    }
    // A program that slept through more savings than are named here takes the library for another file: it saves its
    // own copy back and keeps the library beside it as a replaced file, whole.
    while (from.size() > SavedBackFromKept)
        from.removeFirst();
    query.prepare(u"INSERT OR REPLACE INTO library_info (key, value) VALUES ('"_s + SavedBackFromKey + u"', ?)"_s);
    query.addBindValue(from.join(u' '));
    if (!query.exec() || !query.exec(u"COMMIT"_s))
        return failed();
    return std::nullopt;
}

std::optional<Phrase> Database::vacuumInto(const QString &copy) const
{
    QSqlQuery query(connection());
    query.prepare(u"VACUUM INTO ?"_s);
    query.addBindValue(copy);
    if (!query.exec()) {
        if (primaryCode(query.lastError()) == SqliteFull)
            return Phrase([] { return tr("the disk is full"); });
        return Phrase(reasonOf(query.lastError()));
    }
    if (!syncPath(copy, false))
        return Phrase([] { return tr("the copy could not be written to the disk"); });
    return std::nullopt;
}

Status Database::copyTo(const QString &target) const
{
    if (!connection().isOpen())
        return notOpenError();
    if (Status replaceable = RecordFile::checkReplaceable(target); !replaceable.ok())
        return replaceable;
    // VACUUM INTO reads one snapshot of the library in a read transaction: other connections go on writing, and the
    // copy holds every game as it was at one commit. It is written under a temporary name and renamed over the target,
    // so that a failure leaves no half file and an older copy at that name stays until the new one is whole.
    const QString partial = freeName(target + u".partial"_s);
    const auto failed = [&](const Phrase &reason) -> Status {
        QFile::remove(partial);
        return StoreError { StoreError::Code::Io,
                            Sayings::say([path = m_path, target, reason] {
                                //: %1 the library file, %2 the copy's path, %3 the reason
                                return tr("Could not copy the game library %1 to %2: %3").arg(path, target, reason());
                            }),
                            {},
                            {} };
    };
    if (const std::optional<Phrase> reason = vacuumInto(partial))
        return failed(*reason);
    if (::rename(QFile::encodeName(partial).constData(), QFile::encodeName(target).constData()) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    syncPath(QFileInfo(target).absolutePath(), true);
    return {};
}

Status Database::backUp(int fromVersion)
{
    QSqlQuery query(connection());
    // Everything committed must be in the main file before it is copied.
    if (!query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s) || !query.next())
        return sqlError(query.lastError(), [] { return tr("prepare the backup before upgrading"); });
    if (query.value(0).toInt() != 0)
        return StoreError { StoreError::Code::Migration,
                            Sayings::say([path = m_path] {
                                //: %1 the library file's path
                                return tr("The game library %1 needs an upgrade, but another program is using it; "
                                          "close that program and open the library again. Nothing was changed.")
                                    .arg(path);
                            }),
                            {},
                            {} };
    query.finish();
    const QString target = freeName(m_path + u".schema"_s + QString::number(fromVersion) + u"-backup-"_s + fileStamp());
    QFile file(m_path);
    if (!file.copy(target))
        return StoreError { StoreError::Code::Io,
                            Sayings::say([path = m_path, target, why = file.errorString()] {
                                //: %1 the library file, %2 the copy's path, %3 the reason
                                return tr("Could not copy the game library %1 to %2 before upgrading it (%3); nothing "
                                          "was changed.")
                                    .arg(path, target, why);
                            }),
                            {},
                            {} };
    m_backupPath = target;
    return {};
}

} // namespace ml
