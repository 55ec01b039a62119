// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The connection: opening it step by step, the schema, transactions and reads. The checks of the file are in
// databasedoctor.cpp, the watched files and copies in databasefiles.cpp.

#include "database.h"

#include "databaseinternal.h"
#include "sayings.h"
#include "schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>

#include <atomic>
#include <cerrno>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

namespace {

// How long opening the library, or saving it back when its files went, waits for another program that is making,
// upgrading or saving it back.
constexpr int OpeningWaitMs = 15000;

constexpr int BusyTimeoutMs = 5000;

// How often opening looks again whether another program has saved back the library whose -wal it lost.
constexpr int OtherProgramPollMs = 20;

// How often a change saves the library back, or opens what another program saved, when its files keep changing
// before it gives up.
constexpr int MaxSettles = 8;

std::atomic<int> connectionCounter { 0 };

// One migration step on the open transaction: its statements, then the version it leads to. The reason when it fails.
std::optional<QString> applyStep(QSqlDatabase &db, const MigrationStep &step)
{
    if (std::optional<QString> error = step.apply(db))
        return error;
    QSqlQuery query(db);
    if (!query.exec(u"PRAGMA user_version = "_s + QString::number(step.toVersion)))
        return reasonOf(query.lastError());
    return std::nullopt;
}

} // namespace

Database::Database(const QString &path)
    : m_path(path)
    , m_connectionName(u"meeple-store-"_s + QString::number(++connectionCounter))
{
}

Database::~Database()
{
    close();
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

bool Database::isReadOnly() const
{
    return m_readOnly;
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
    // A file removed or replaced since the last change: what the connection holds is saved back first. Checked
    // while the write lock is held: a program that saves the library back takes that lock before its copy, so no
    // change is committed into files it has already copied, where no name leads any more.
    for (int settled = 0;; ++settled) {
        {
            QSqlQuery control(connection());
            // IMMEDIATE takes the write lock at once, so a second program waits (busy timeout) instead of failing
            // half-way when a read would have to be upgraded to a write.
            if (!control.exec(u"BEGIN IMMEDIATE"_s))
                return sqlError(control.lastError(), what);
            if (filesInPlace())
                break;
            control.exec(u"ROLLBACK"_s);
        }
        // Saving back closes the connection: no query of it is left.
        if (settled == MaxSettles)
            return sqlError(QSqlError(QString(), filesGone()(), QSqlError::ConnectionError), what);
        if (Status watched = checkFiles(); !watched.ok())
            return watched;
    }
    {
        QSqlDatabase db = connection();
        QSqlQuery control(db);
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
    }
    // The commit is in the open connection; if the file or its -wal went meanwhile, a restart would not see it:
    // it is saved back before the caller is told that it is stored.
    return checkFiles();
}

Status Database::read(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work)
{
    QSqlDatabase db = connection();
    if (!db.isOpen())
        return notOpenError();
    return readOn(db, what, work);
}

Status Database::readApart(const Phrase &what, const std::function<Status(QSqlDatabase &)> &work) const
{
    const QString name = m_connectionName + u"-apart-"_s + QString::number(++connectionCounter);
    Status result;
    {
        QSqlDatabase db = addConnection(name, true, false);
        result = db.open() ? readOn(db, what, work) : sqlError(db.lastError(), what);
    }
    removeConnection(name);
    return result;
}

Status Database::readOn(QSqlDatabase &db, const Phrase &what, const std::function<Status(QSqlDatabase &)> &work) const
{
    QSqlQuery control(db);
    if (!control.exec(u"BEGIN"_s))
        return sqlError(control.lastError(), what);
    const Status result = work(db);
    control.exec(u"COMMIT"_s);
    return result;
}

QSqlDatabase Database::addConnection(const QString &name, bool readOnly, bool immutable) const
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
    return db;
}

Status Database::openConnection(const QString &name, bool readOnly, bool immutable)
{
    QSqlDatabase db = addConnection(name, readOnly, immutable);
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

Status Database::open()
{
    if (m_open)
        return {};
    if (Status status = checkPlace(); !status.ok())
        return status;
    // Two programs opening the library at once (the app and the command-line tool, two windows): one makes a new
    // library, or upgrades an old one, while the other waits, and then opens what the first made instead of taking a
    // half-made file for a foreign one.
    takeTurn();
    const Status opened = openInTurn();
    m_turn.reset();
    return opened;
}

void Database::takeTurn()
{
    m_turn.reset();
    // Only for a folder this program may write in; a lock whose program died is taken over, and one that outlives the
    // wait is no one's to wait for.
    if (::access(QFile::encodeName(QFileInfo(m_path).absolutePath()).constData(), W_OK) != 0)
        return;
    m_turn = std::make_unique<QLockFile>(m_path + u".lock"_s);
    if (!m_turn->tryLock(OpeningWaitMs))
        m_turn.reset();
}

Status Database::openInTurn()
{
    m_backupPath.clear();
    m_readOnly = false;
    m_watching = false;
    m_readOnlyReason = {};
    m_checkedWhole = true;
    // A program whose -wal or -shm was deleted under it saves the library back at its next change or check (the app
    // at once, when its folder changes); opened before that, the library would lack what it committed since its last
    // checkpoint, and the two would share no log. The turn is given to it meanwhile, for no longer than the wait.
    for (const QDeadlineTimer deadline(OpeningWaitMs); openElsewhereWithoutLog() && !deadline.hasExpired();) {
        if (m_turn)
            m_turn->unlock();
        QThread::msleep(OtherProgramPollMs);
        if (m_turn && !m_turn->tryLock(OpeningWaitMs))
            m_turn.reset();
    }
    bool checked = false;
    if (const QFileInfo info(m_path); info.exists() && info.size() > 0) {
        if (Status status = checkSqliteHeader(); !status.ok())
            return status;
        // A library that cannot be written is opened for reading only.
        m_readOnlyReason = readOnlyReason();
        if (!m_readOnlyReason.isEmpty())
            return openReadOnly();
        const Result<bool> looked = lookFirst();
        if (!looked.ok())
            return looked.error();
        checked = looked.value();
    }
    return openForWriting(checked);
}

Status Database::checkPlace()
{
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
    return {};
}

Status Database::openForWriting(bool checked)
{
    if (Status opened = openConnection(m_connectionName, false, false); !opened.ok())
        return opened;
    const Inspection inspection = inspectConnection(!checked);
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
    if (Status status = bringSchemaUpToDate(inspection); !status.ok())
        return fail(status);
    m_schemaVersion = Schema::CurrentVersion;
    m_open = true;
    watchFiles();
    return {};
}

Status Database::bringSchemaUpToDate(const Inspection &inspection)
{
    const bool empty = inspection.objectCount == 0;
    const bool older = !empty && inspection.version < Schema::CurrentVersion;
    if (older) {
        if (Status status = backUp(inspection.version); !status.ok())
            return status;
    }
    if (Status status = configure(); !status.ok())
        return status;
    if (empty)
        return createSchema();
    if (older)
        return migrate(inspection.version);
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

// A new library is made the way an old one is upgraded: the tables of the first version, then every migration step,
// so that the schema is written once, in the steps. All of it is one transaction: the file is empty or whole.
Status Database::createSchema()
{
    const Phrase what = [] { return tr("create the tables"); };
    return transaction(what, [this, &what](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        QStringList statements = Schema::firstStatements();
        statements << u"PRAGMA application_id = "_s + QString::number(Schema::ApplicationId);
        for (const QString &statement : std::as_const(statements)) {
            if (!query.exec(statement))
                return sqlError(query.lastError(), what);
        }
        for (const MigrationStep &step : Schema::migrations()) {
            if (const std::optional<QString> error = applyStep(db, step))
                return sqlError(QSqlError(QString(), *error, QSqlError::StatementError), what);
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
            if (const std::optional<QString> error = applyStep(db, step)) {
                failure = *error;
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

} // namespace ml
