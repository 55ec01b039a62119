// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

/** @brief Runs @p statements on the open @p db; stops at the first that fails, and says why in @p error when given. */
inline bool runStatements(QSqlDatabase &db, const QStringList &statements, QString *error = nullptr)
{
    QSqlQuery query(db);
    for (const QString &statement : statements) {
        if (!query.exec(statement)) {
            if (error)
                *error = query.lastError().text() + QStringLiteral(" in ") + statement;
            return false;
        }
    }
    return true;
}

/**
 * @brief Runs @p statements on the SQLite file @p path through a connection of its own, as another program would
 * (to damage, age or inspect a library behind the store's back); stops at the first that fails, and says why in
 * @p error when given.
 */
inline bool runRawSql(const QString &path, const QStringList &statements, QString *error = nullptr)
{
    const QString name = QStringLiteral("store-test-raw");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        if (!ok && error)
            *error = db.lastError().text();
        ok = ok && runStatements(db, statements, error);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}
