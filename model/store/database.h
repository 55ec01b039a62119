// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QLockFile;
class QSqlQuery;

namespace ml {

/**
 * @brief One SQLite connection to a library file: the checks before opening, migrations, transactions.
 *
 * Opening never overwrites: a file that is not a database or is damaged is moved aside, a newer or foreign
 * one is left untouched, an older one is copied next to itself before it is migrated. Shared by the
 * GameLibrary and its GameLog objects; use it from one thread.
 */
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    /** @brief A closed database for the file at path (created by open() when missing). */
    explicit Database(const QString &path);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    /** @brief Checks, opens, and creates or migrates the library; the error says what is wrong with the file. */
    [[nodiscard]] Status open();
    /** @brief Closes the connection; later calls fail with NotOpen. */
    void close();

    /** @brief True between a successful open() and close(). */
    [[nodiscard]] bool isOpen() const;
    /** @brief The library file. */
    [[nodiscard]] QString path() const;
    /** @brief The open connection (invalid when closed). */
    [[nodiscard]] QSqlDatabase connection() const;
    /** @brief The schema version of the open file (Schema::CurrentVersion once open). */
    [[nodiscard]] int schemaVersion() const;
    /** @brief The copy made before the last migration, empty when none was needed. */
    [[nodiscard]] QString backupPath() const;
    /**
     * @brief Whether the last open() read every page of the file to check it (a new file, one not closed cleanly, or
     * one changed since); a library this program closed whole and nobody touched since is not read again.
     */
    [[nodiscard]] bool checkedWhole() const { return m_checkedWhole; }
    /** @brief The journal mode SQLite granted ("wal" unless the file system cannot share memory). */
    [[nodiscard]] QString journalMode() const;

    /** @brief True when the file could only be opened for reading (its file, folder or file system is read-only). */
    [[nodiscard]] bool isReadOnly() const;

    /**
     * @brief Checks that the library file and its `-wal` are still the ones opened (same device and inode).
     *
     * When either was deleted, renamed or replaced, the open connection still holds every committed change, but a
     * restart would not see them: they are written back to path() from the open connection (VACUUM INTO a new
     * file, renamed into place), a file found in its place is kept under a `.replaced-` name, and the library is
     * opened again. The notice handler then says what happened. A file that another program wrote back from the
     * same files (it names them among those it was saved back from) holds every change made here: it is opened in
     * turn, nothing is moved aside. Decided and done under the lock that opening takes, one program at a time.
     * Runs inside every write transaction before its work, and after its commit.
     */
    [[nodiscard]] Status checkFiles();
    /**
     * @brief Called with a sentence for the user when checkFiles() saved the library back to its file (said through
     * Sayings, like the errors).
     */
    void setNoticeHandler(std::function<void(const QString &)> handler);

    /**
     * @brief Writes the whole library as it is at one commit to @p target (VACUUM INTO, then renamed into place), while
     * other connections may go on writing; an existing file there is replaced only once the copy is whole.
     */
    [[nodiscard]] Status copyTo(const QString &target) const;

    /**
     * @brief Runs work inside BEGIN IMMEDIATE … COMMIT, rolling back when it fails; what names it in errors (said again
     * in each language, like every message of the store).
     */
    [[nodiscard]] Status transaction(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work);
    /** @brief Runs work inside a read transaction, so that several queries see one snapshot. */
    [[nodiscard]] Status read(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work);
    /**
     * @brief Runs work inside a read transaction on a read-only connection of its own, opened for this call in the
     * calling thread and closed after it: for reads off the thread that owns this library (a long aggregate the
     * window must not wait for). The caller keeps this object alive until it returns.
     */
    [[nodiscard]] Status readApart(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work) const;
    /** @brief Runs a prepared query; on failure an Sql error naming what and the driver's reason. */
    [[nodiscard]] Status exec(QSqlQuery &query, const Phrase &what) const;
    /** @brief The error for a failed query about what. */
    [[nodiscard]] StoreError sqlError(const QSqlError &error, const Phrase &what) const;
    /** @brief The error returned while the library is closed. */
    [[nodiscard]] StoreError notOpenError() const;

    /** @brief The current UTC time as stored (ISO 8601 with milliseconds), strictly increasing in a process. */
    [[nodiscard]] static QString now();

private:
    struct Inspection;
    /** @brief A file's device and inode: what stays the same while it is the same file. */
    struct FileId {
        quint64 device = 0;
        quint64 inode = 0;
        bool operator==(const FileId &) const = default;
    };

    // Opening, step by step (database.cpp): where the file goes, then its checks (databasedoctor.cpp), the connection
    // that writes, and the schema.
    /**
     * @brief Takes the lock beside the library (`.lock`) that opening and the checks of the files hold (m_turn), so
     * that programs on one library take turns; none when the folder cannot be written or another program held it too
     * long.
     */
    void takeTurn();
    /** @brief open() once the turn is taken. */
    [[nodiscard]] Status openInTurn();
    /**
     * @brief Whether another program has the library open (SQLite's shared lock on the file, in WAL mode) while its
     * `-wal` or `-shm` has no name: what it committed since its last checkpoint is then out of reach of an opening.
     */
    [[nodiscard]] bool openElsewhereWithoutLog() const;
    /** @brief A file name was given, its folder exists or was made, nothing else is in the way. */
    [[nodiscard]] Status checkPlace();
    /** @brief Opens the connection that writes and checks the file through it, unless lookFirst() @p checked it. */
    [[nodiscard]] Status openForWriting(bool checked);
    /** @brief A new library gets its tables; an older one is copied beside itself, then climbs the migration steps. */
    [[nodiscard]] Status bringSchemaUpToDate(const Inspection &inspection);
    /**
     * @brief Adds the connection @p name, set up but not opened; @p immutable reads the file as nothing else could
     * change it.
     */
    [[nodiscard]] QSqlDatabase addConnection(const QString &name, bool readOnly, bool immutable) const;
    /** @brief Adds and opens the connection @p name (see addConnection()); the error names the library. */
    [[nodiscard]] Status openConnection(const QString &name, bool readOnly, bool immutable);
    /** @brief Runs work on @p db inside a read transaction. */
    [[nodiscard]] Status readOn(QSqlDatabase &db, const Phrase &what,
                                const std::function<Status(QSqlDatabase &)> &work) const;
    [[nodiscard]] Status configure();
    [[nodiscard]] Status createSchema();
    [[nodiscard]] Status migrate(int fromVersion);
    static void removeConnection(const QString &name);

    // The checks (databasedoctor.cpp): inspection, integrity, damaged files moved aside, read-only libraries.
    /** @brief The file begins with the SQLite header; else it is moved aside. */
    [[nodiscard]] Status checkSqliteHeader();
    /**
     * @brief A read-only look before the file is opened for writing, so that a newer, foreign or damaged file is not
     * changed by opening it; true when the file was checked and accepted.
     */
    [[nodiscard]] Result<bool> lookFirst();
    /** @brief Opens a library that cannot be written for reading only, after the same checks. */
    [[nodiscard]] Status openReadOnly();
    [[nodiscard]] Status finishReadOnly(const Inspection &inspection);
    [[nodiscard]] Inspection inspect(QSqlDatabase &db, bool checkIntegrity) const;
    /** @brief inspect() through the library's own connection. */
    [[nodiscard]] Inspection inspectConnection(bool checkIntegrity) const;
    [[nodiscard]] Status refuseOrAccept(const Inspection &inspection);
    [[nodiscard]] Status moveAside(StoreError::Code code, const Phrase &reason);
    /** @brief Why the library can only be read (its file, its folder, its file system), empty when it can be written.
     */
    [[nodiscard]] Phrase readOnlyReason() const;
    /** @brief Why nothing can be written in @p folder, for access()'s @p error (errno). */
    [[nodiscard]] static Phrase unwritableFolder(const QString &folder, int error);
    [[nodiscard]] StoreError readOnlyError() const;
    /** @brief The library could not be read, for @p reason (SQLite's or the system's words). */
    [[nodiscard]] StoreError readError(const QString &reason) const;

    // The files (databasefiles.cpp): watched while open, stamped when closed whole, copied.
    [[nodiscard]] static std::optional<FileId> fileId(const QString &path);
    /** @brief The library file as stat() sees it: which file, how long, when last written; empty when missing. */
    [[nodiscard]] QByteArray closedStamp() const;
    /** @brief Where the stamp of the library's last clean close is kept. */
    [[nodiscard]] QString closedStampPath() const;
    /**
     * @brief Whether the library is the very file this program closed whole last time, unchanged since and with no
     * -wal left behind: then the integrity check, which reads every page, would find nothing new.
     */
    [[nodiscard]] bool closedWholeAndUnchanged() const;
    /** @brief Remembers, after closing, the file as it was left (see closedWholeAndUnchanged()). */
    void rememberClosedWhole() const;
    void watchFiles();
    /** @brief Whether the library file and its `-wal` are the ones the connection has open (or none are watched). */
    [[nodiscard]] bool filesInPlace() const;
    /** @brief checkFiles() once the turn is taken. */
    [[nodiscard]] Status settleFiles();
    /** @brief What happened to the files that are no longer in place, said to the user. */
    [[nodiscard]] Phrase filesGone() const;
    /**
     * @brief Whether the file now at path() was written back from the file this connection has open (by another
     * program, or by this one before), so that it holds every change committed here.
     */
    [[nodiscard]] bool savedBackFromOurs() const;
    /** @brief Writes what the open connection holds back to path() and reopens it; @p what says which file went. */
    [[nodiscard]] Status rescue(const Phrase &what);
    /**
     * @brief Closes a connection whose files no name leads to any more, so that SQLite neither checkpoints into them
     * nor deletes the `-wal` and `-shm` now at the library's path, which are another connection's.
     */
    void closeUnlinked();
    /** @brief Opens the library again after its files went; the error says what happened (@p what) and why. */
    [[nodiscard]] Status reopen(const Phrase &what);
    /**
     * @brief Takes the write lock of the files the connection has open, then names them in the library as a file it
     * is saved back from (see savedBackFromOurs()); the reason when it fails.
     */
    [[nodiscard]] std::optional<Phrase> markSavedBack();
    /** @brief VACUUM INTO @p copy from the open connection, then fsync; the reason when it fails. */
    [[nodiscard]] std::optional<Phrase> vacuumInto(const QString &copy) const;
    /** @brief The copy of the file made before migrating it from @p fromVersion. */
    [[nodiscard]] Status backUp(int fromVersion);

    QString m_path;
    QString m_connectionName;
    QString m_backupPath;
    QString m_journalMode;
    Phrase m_readOnlyReason;
    int m_schemaVersion = 0;
    bool m_open = false;
    bool m_readOnly = false;
    bool m_checkedWhole = true;
    /** @brief The files opened (set once open() succeeded on a writable library): checkFiles() compares them. */
    std::optional<FileId> m_fileId;
    std::optional<FileId> m_walId;
    std::optional<FileId> m_shmId;
    /** @brief The opened file as a file saved back from it names it (see savedBackFromOurs()). */
    QString m_fileMark;
    bool m_watching = false;
    /** @brief The lock beside the library while open() or checkFiles() holds it (see takeTurn()). */
    std::unique_ptr<QLockFile> m_turn;
    std::function<void(const QString &)> m_noticeHandler;
};

} // namespace ml
