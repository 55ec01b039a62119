// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "clubaddress.h"
#include "clubschema.h"
#include "rawsql.h"

#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

/**
 * @brief The test cluster the fixture club_cluster started (MEEPLE_PG_DIR: its socket folder), its databases and
 * roles, and stopping and starting it under a test.
 */
class Cluster
{
public:
    /** @brief The cluster's folder, empty when the tests were not started by CTest's fixture. */
    static QString dir() { return qEnvironmentVariable("MEEPLE_PG_DIR"); }

    /** @brief Why the cluster cannot be used (no driver, no fixture, no server), or empty when it can. */
    static QString problem()
    {
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return QStringLiteral("Qt Sql's PostgreSQL driver QPSQL is missing: apt-get install libqt6sql6-psql");
        if (dir().isEmpty())
            return QStringLiteral("MEEPLE_PG_DIR is not set: run the club tests through ctest, whose fixture "
                                  "club_cluster starts PostgreSQL (scripts/pg-cluster.sh)");
        QString error;
        if (!run(QStringLiteral("postgres"), QStringLiteral("postgres"), { QStringLiteral("SELECT 1") }, &error))
            return QStringLiteral("PostgreSQL is not running in ") + dir() + QStringLiteral(": ") + error
                + QStringLiteral(" (is the postgresql package installed? see club_cluster_start's output)");
        return {};
    }

    /** @brief The address of @p database for the role @p user, through the cluster's socket. */
    static ml::ClubAddress address(const QString &database, const QString &user)
    {
        return ml::ClubAddress::parse(QStringLiteral("host=%1 dbname=%2 user=%3").arg(dir(), database, user)).value();
    }

    /** @brief Runs statements as @p user in @p database; false (and why) at the first that fails. */
    static bool run(const QString &database, const QString &user, const QStringList &statements,
                    QString *error = nullptr)
    {
        const QString name = QStringLiteral("club-test-raw");
        bool ok = true;
        {
            auto opened = address(database, user).open(name);
            ok = opened.ok();
            if (!ok && error)
                *error = opened.error().message;
            if (ok) {
                QSqlDatabase db = opened.value();
                ok = runStatements(db, statements, error);
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    /**
     * @brief A new, empty club database @p name with the club's setup SQL run in it, and the login roles table_a and
     * table_b (members of meeple_club) and organiser (a member of meeple_organiser).
     */
    static bool freshClub(const QString &name, QString *error = nullptr)
    {
        return run(QStringLiteral("postgres"), QStringLiteral("postgres"),
                   { QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name),
                     QStringLiteral("CREATE DATABASE %1").arg(name) },
                   error)
            && run(name, QStringLiteral("postgres"),
                   ml::ClubSchema::setupStatements()
                       + QStringList { QStringLiteral(
                           "DO $$ BEGIN "
                           "IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'table_a') THEN "
                           "CREATE ROLE table_a LOGIN IN ROLE meeple_club; END IF; "
                           "IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'table_b') THEN "
                           "CREATE ROLE table_b LOGIN IN ROLE meeple_club; END IF; "
                           "IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'organiser') THEN "
                           "CREATE ROLE organiser LOGIN IN ROLE meeple_organiser; END IF; END $$") },
                   error);
    }

    /** @brief pg-cluster.sh @p command (kill: stop at once, as a crash; restart) on the test cluster. */
    static bool control(const QString &command)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(QStringLiteral("bash"), { qEnvironmentVariable("MEEPLE_PG_CLUSTER"), command, dir() });
        return process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit
            && process.exitCode() == 0;
    }
};
