// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "database.h"

#include "sayings.h"
#include "schema.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// SQLite's primary result codes (the low byte of an extended code), as the Qt driver reports them.
constexpr int SqliteReadOnly = 8;
constexpr int SqliteCorrupt = 11;
constexpr int SqliteFull = 13;
constexpr int SqliteNotADatabase = 26;

constexpr int BusyTimeoutMs = 5000;

std::atomic<int> connectionCounter { 0 };

int primaryCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}

// SQLite's own words ("database disk image is malformed") without the driver's "Unable to fetch row".
QString reasonOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

QString fileStamp()
{
    return QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
}

// A name next to base that no file uses yet, companions (-wal, -shm, -journal) included.
QString freeName(const QString &base)
{
    QString candidate = base;
    for (int n = 2;; ++n) {
        if (!QFileInfo::exists(candidate) && !QFileInfo::exists(candidate + u"-wal"_s)
            && !QFileInfo::exists(candidate + u"-journal"_s))
            return candidate;
        candidate = base + u'-' + QString::number(n);
    }
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

Database::Database(const QString &path)
    : m_path(path)
    , m_connectionName(u"meeple-store-"_s + QString::number(++connectionCounter))
{
}

Database::~Database()
{
    close();
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

bool Database::isOpen() const
{
    return m_open;
}

QString Database::path() const
{
    return m_path;
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::schemaVersion() const
{
    return m_schemaVersion;
}

QString Database::backupPath() const
{
    return m_backupPath;
}

QString Database::journalMode() const
{
    return m_journalMode;
}

QString Database::now()
{
    static std::atomic<qint64> last { 0 };
    qint64 previous = last.load();
    qint64 stamp = 0;
    do {
        stamp = std::max(QDateTime::currentMSecsSinceEpoch(), previous + 1);
    } while (!last.compare_exchange_weak(previous, stamp));
    return QDateTime::fromMSecsSinceEpoch(stamp, Qt::UTC).toString(Qt::ISODateWithMs);
}

StoreError Database::sqlError(const QSqlError &error, const Phrase &what) const
{
    if (primaryCode(error) == SqliteFull)
        return { StoreError::Code::DiskFull,
                 Sayings::say([what, path = m_path] {
                     //: %1 what was being done, one of this context's action phrases ("read the games"), %2 the library file
                     return tr("Could not %1 in the game library %2: the disk is full. Nothing was written; free some "
                               "space and try again.")
                         .arg(what(), path);
                 }),
                 {},
                 {} };
    return { StoreError::Code::Sql,
             Sayings::say([what, path = m_path, reason = reasonOf(error)] {
                 //: %1 what was being done, one of this context's action phrases ("read the games"), %2 the library file, %3 SQLite's reason
                 return tr("Could not %1 in the game library %2: %3").arg(what(), path, reason);
             }),
             {},
             {} };
}

StoreError Database::notOpenError() const
{
    return { StoreError::Code::NotOpen,
             Sayings::say([path = m_path] {
                 //: %1 the library file's path
                 return tr("The game library %1 is not open.").arg(path);
             }),
             {},
             {} };
}

Status Database::exec(QSqlQuery &query, const Phrase &what) const
{
    if (!query.exec())
        return sqlError(query.lastError(), what);
    return {};
}

Status Database::transaction(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work)
{
    if (!connection().isOpen())
        return notOpenError();
    if (m_readOnly)
        return readOnlyError();
    // A file removed or replaced since the last change: what the connection holds is saved back first.
    if (Status watched = checkFiles(); !watched.ok())
        return watched;
    QSqlDatabase db = connection();
    QSqlQuery control(db);
    // IMMEDIATE takes the write lock at once, so a second program waits (busy timeout) instead of failing
    // half-way when a read would have to be upgraded to a write.
    if (!control.exec(u"BEGIN IMMEDIATE"_s))
        return sqlError(control.lastError(), what);
    const Status result = work(db);
    if (!result.ok()) {
        control.exec(u"ROLLBACK"_s);
        return result;
    }
    if (!control.exec(u"COMMIT"_s)) {
        const StoreError error = sqlError(control.lastError(), what);
        control.exec(u"ROLLBACK"_s);
        return error;
    }
    // The commit is in the open connection; if the file or its -wal went meanwhile, a restart would not see it:
    // it is saved back before the caller is told that it is stored.
    return checkFiles();
}

bool Database::isReadOnly() const
{
    return m_readOnly;
}

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

void Database::watchFiles()
{
    // The -wal is created by the first read in WAL mode; the connection keeps it open from then on.
    QSqlQuery query(connection());
    query.exec(u"SELECT count(*) FROM sqlite_master"_s);
    query.finish();
    m_fileId = fileId(m_path);
    m_walId = m_journalMode.compare(u"wal"_s, Qt::CaseInsensitive) == 0 ? fileId(m_path + u"-wal"_s) : std::nullopt;
    m_shmId = fileId(m_path + u"-shm"_s);
    m_watching = m_fileId.has_value();
}

Status Database::checkFiles()
{
    if (!m_open || !m_watching)
        return {};
    const std::optional<FileId> file = fileId(m_path);
    if (file != m_fileId) {
        if (file)
            //: %1 the file's path
            return rescue([path = m_path] { return tr("the file %1 was replaced by another one").arg(path); });
        //: %1 the file's path
        return rescue([path = m_path] { return tr("the file %1 was deleted or renamed").arg(path); });
    }
    if (m_walId && fileId(m_path + u"-wal"_s) != m_walId)
        //: %1 the file's path
        return rescue(
            [log = m_path + u"-wal"_s] { return tr("its write-ahead log %1 was deleted or replaced").arg(log); });
    return {};
}

Status Database::rescue(const Phrase &what)
{
    const QString stamp = fileStamp();
    const QString copy = freeName(m_path + u".rescue-"_s + stamp);
    const QString staleLog = copy + u"-old-wal"_s;
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
        // This connection's -shm stays: the next opening finds no other user and starts it afresh.
        if (!id || (suffix == u"-shm"_s && (kept.isEmpty() || id == m_shmId)))
            continue;
        QString target;
        if (suffix == u"-wal"_s && id == m_walId)
            target = staleLog;
        else
            target = (kept.isEmpty() ? (kept = freeName(m_path + u".replaced-"_s + stamp)) : kept) + suffix;
        if (!QFile::rename(companion, target))
            //: %1 a file that belongs with the library (its journal), %2 where it was to go
            return failed([companion, target] { return tr("%1 could not be moved to %2").arg(companion, target); });
    }
    if (::rename(QFile::encodeName(copy).constData(), QFile::encodeName(m_path).constData()) != 0)
        //: %1 the copy's path
        return failed([copy] { return tr("the copy %1 could not be renamed to it").arg(copy); });
    syncPath(QFileInfo(m_path).absolutePath(), true);

    // The old connection writes only into the files it has open, which no name leads to any more.
    close();
    QFile::remove(staleLog);
    if (Status reopened = open(); !reopened.ok())
        return StoreError { reopened.error().code,
                            Sayings::say([what, path = m_path, why = reopened.message()] {
                                //: %1 what happened to the file ("the file … was deleted or renamed"), %2 the library file, %3 why opening it again failed
                                return tr("While Meeple Ledger had the game library open, %1. Its games were saved "
                                          "back to %2, but opening it again failed: %3")
                                    .arg(what(), path, Sayings::again(why));
                            }),
                            {},
                            {} };
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

Status Database::read(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work)
{
    QSqlDatabase db = connection();
    if (!db.isOpen())
        return notOpenError();
    QSqlQuery control(db);
    if (!control.exec(u"BEGIN"_s))
        return sqlError(control.lastError(), what);
    const Status result = work(db);
    control.exec(u"COMMIT"_s);
    return result;
}

Status Database::readApart(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work) const
{
    const QString name = m_connectionName + u"-apart-"_s + QString::number(++connectionCounter);
    Status result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(m_path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT="_s + QString::number(BusyTimeoutMs));
        if (!db.open()) {
            result = sqlError(db.lastError(), what);
        } else {
            QSqlQuery control(db);
            if (!control.exec(u"BEGIN"_s)) {
                result = sqlError(control.lastError(), what);
            } else {
                result = work(db);
                control.exec(u"COMMIT"_s);
            }
        }
    }
    removeConnection(name);
    return result;
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
        const QString line = query.value(0).toString();
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

Status Database::configure()
{
    QSqlQuery query(connection());
    if (!query.exec(u"PRAGMA journal_mode=WAL"_s) || !query.next())
        return sqlError(query.lastError(), [] { return tr("switch to write-ahead logging"); });
    m_journalMode = query.value(0).toString();
    query.finish();
    // FULL: every commit waits for the WAL to reach the disk, so an append that returned survives a power
    // loss (NORMAL would only survive a crash of the program).
    for (const QString &pragma : { u"PRAGMA synchronous=FULL"_s, u"PRAGMA foreign_keys=ON"_s }) {
        if (!query.exec(pragma))
            return sqlError(query.lastError(), [] { return tr("configure the connection"); });
    }
    return {};
}

Status Database::createSchema()
{
    const Phrase what = [] { return tr("create the tables"); };
    return transaction(what, [this, &what](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        QStringList statements = Schema::currentStatements();
        statements << u"PRAGMA application_id = "_s + QString::number(Schema::ApplicationId)
                   << u"PRAGMA user_version = "_s + QString::number(Schema::CurrentVersion);
        for (const QString &statement : std::as_const(statements)) {
            if (!query.exec(statement))
                return sqlError(query.lastError(), what);
        }
        return {};
    });
}

Status Database::migrate(int fromVersion)
{
    int version = fromVersion;
    for (const MigrationStep &step : Schema::migrations()) {
        if (step.toVersion <= version)
            continue;
        QString failure;
        const Phrase summary = [source = step.summary.toUtf8()] {
            return QCoreApplication::translate("Schema", source.constData());
        };
        const Status status = transaction(summary, [&step, &failure](QSqlDatabase &db) -> Status {
            if (const std::optional<QString> error = step.apply(db)) {
                failure = *error;
                return StoreError { StoreError::Code::Migration, *error, {}, {} };
            }
            QSqlQuery query(db);
            if (!query.exec(u"PRAGMA user_version = "_s + QString::number(step.toVersion))) {
                failure = reasonOf(query.lastError());
                return StoreError { StoreError::Code::Migration, failure, {}, {} };
            }
            return {};
        });
        if (!status.ok()) {
            const QString reason = failure.isEmpty() ? status.message() : failure;
            //: %1 the library file, %2 the schema version the upgrade leads to, %3 what that step changes ("add a
            //: summary row to every game"), %4 why it failed, %5 the version the library stays at, %6 the copy made
            //: before the upgrade
            return StoreError { StoreError::Code::Migration,
                                Sayings::say([path = m_path, toVersion = step.toVersion, summary, reason, version,
                                              backup = m_backupPath] {
                                    //: %1 the library file's path
                                    return tr("Could not upgrade the game library %1 to schema %2 (%3): %4. The "
                                              "upgrade was rolled back and the library is still at schema %5; a copy "
                                              "made before it is at %6.")
                                        .arg(path)
                                        .arg(toVersion)
                                        .arg(summary(), Sayings::again(reason))
                                        .arg(version)
                                        .arg(backup);
                                }),
                                m_backupPath,
                                {} };
        }
        version = step.toVersion;
    }
    return {};
}

void Database::removeConnection(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isValid())
            db.close();
    }
    if (QSqlDatabase::contains(name))
        QSqlDatabase::removeDatabase(name);
}

void Database::close()
{
    const bool wasWritable = m_open && !m_readOnly;
    removeConnection(m_connectionName);
    m_open = false;
    m_watching = false;
    if (wasWritable)
        rememberClosedWhole();
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

Status Database::openConnection(const QString &name, bool readOnly, bool immutable)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
    QString options = u"QSQLITE_BUSY_TIMEOUT="_s + QString::number(BusyTimeoutMs);
    if (readOnly)
        options += u";QSQLITE_OPEN_READONLY"_s;
    if (immutable) {
        options += u";QSQLITE_OPEN_URI"_s;
        db.setDatabaseName(QUrl::fromLocalFile(m_path).toString(QUrl::FullyEncoded) + u"?immutable=1"_s);
    } else {
        db.setDatabaseName(m_path);
    }
    db.setConnectOptions(options);
    if (!db.open()) {
        const QString reason = reasonOf(db.lastError());
        db = QSqlDatabase();
        removeConnection(name);
        return StoreError { StoreError::Code::Io,
                            Sayings::say([path = m_path, reason] {
                                //: %1 the library file, %2 the reason
                                return tr("Could not open the game library %1: %2").arg(path, reason);
                            }),
                            {},
                            {} };
    }
    return {};
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

Status Database::open()
{
    if (m_open)
        return {};
    m_backupPath.clear();
    m_readOnly = false;
    m_watching = false;
    m_readOnlyReason = {};
    const QFileInfo info(m_path);
    if (m_path.isEmpty())
        return StoreError { StoreError::Code::InvalidInput,
                            Sayings::say([] { return tr("No file name was given for the game library."); }),
                            {},
                            {} };
    if (!QDir().mkpath(info.absolutePath()))
        return StoreError { StoreError::Code::Io,
                            Sayings::say([folder = info.absolutePath()] {
                                //: %1 the folder's path
                                return tr("Could not create the folder %1 for the game library.").arg(folder);
                            }),
                            {},
                            {} };
    if (info.exists() && !info.isFile())
        return StoreError { StoreError::Code::Io,
                            Sayings::say([path = m_path] {
                                //: %1 the file's path
                                return tr("%1 is not a file; the game library cannot be stored there.").arg(path);
                            }),
                            {},
                            {} };
    if ((!info.exists() || info.size() == 0) && ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) != 0
        && errno != ENOENT) {
        m_readOnlyReason = unwritableFolder(info.absolutePath(), errno);
        return StoreError {
            StoreError::Code::ReadOnly,
            Sayings::say([path = m_path, reason = m_readOnlyReason] {
                //: %1 the library file, %2 why none can be made there
                return tr("There is no game library at %1 yet, and none can be made there (%2).").arg(path, reason());
            }),
            {},
            {}
        };
    }

    bool checked = false;
    m_checkedWhole = true;
    if (info.exists() && info.size() > 0) {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly))
            return StoreError { StoreError::Code::Io, readError(file.errorString()).message, {}, {} };
        const QByteArray magic = file.read(16);
        file.close();
        if (magic != QByteArrayView("SQLite format 3\0", 16))
            return moveAside(StoreError::Code::NotADatabase,
                             [] { return tr("it does not begin with the SQLite header"); });

        // A library that cannot be written is opened for reading only. In WAL mode SQLite reads through the -shm
        // file, which a read-only folder cannot hold; then the file is read as immutable (nobody can change it
        // there either).
        m_readOnlyReason = readOnlyReason();
        if (!m_readOnlyReason.isEmpty()) {
            for (const bool immutable : { false, true }) {
                if (Status opened = openConnection(m_connectionName, true, immutable); !opened.ok()) {
                    if (immutable)
                        return opened;
                    continue;
                }
                QSqlDatabase db = connection();
                const Inspection inspection = inspect(db, true);
                db = QSqlDatabase();
                if (inspection.ok || inspection.damaged || immutable)
                    return finishReadOnly(inspection);
                removeConnection(m_connectionName);
            }
        }

        // A read-only look first: a newer, foreign or damaged file must not be changed by opening it.
        Inspection probe;
        const QString probeName = m_connectionName + u"-probe"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, probeName);
            db.setDatabaseName(m_path);
            db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT="_s + QString::number(BusyTimeoutMs));
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
            return moveAside(probe.notADatabase ? StoreError::Code::NotADatabase : StoreError::Code::Damaged,
                             probe.reason);
        if (probe.ok) {
            if (Status status = refuseOrAccept(probe); !status.ok())
                return status;
            checked = true;
        } else if (probe.code != SqliteReadOnly) {
            // A file that needs recovery (a hot journal) cannot be read read-only: the connection below checks.
            return readError(probe.reason);
        }
    }

    if (Status opened = openConnection(m_connectionName, false, false); !opened.ok())
        return opened;
    QSqlDatabase db = connection();
    const Inspection inspection = inspect(db, !checked);
    db = QSqlDatabase();
    const auto fail = [this](Status status) {
        close();
        return status;
    };
    if (!inspection.ok) {
        if (inspection.damaged && !checked) {
            close();
            return moveAside(inspection.notADatabase ? StoreError::Code::NotADatabase : StoreError::Code::Damaged,
                             inspection.reason);
        }
        return fail(readError(inspection.reason));
    }
    if (Status status = refuseOrAccept(inspection); !status.ok())
        return fail(status);

    const bool empty = inspection.objectCount == 0;
    if (!empty && inspection.version < Schema::CurrentVersion) {
        if (Status status = backUp(inspection.version); !status.ok())
            return fail(status);
    }
    if (Status status = configure(); !status.ok())
        return fail(status);
    if (empty) {
        if (Status status = createSchema(); !status.ok())
            return fail(status);
    } else if (inspection.version < Schema::CurrentVersion) {
        if (Status status = migrate(inspection.version); !status.ok())
            return fail(status);
    }
    m_schemaVersion = Schema::CurrentVersion;
    m_open = true;
    watchFiles();
    return {};
}

} // namespace ml
