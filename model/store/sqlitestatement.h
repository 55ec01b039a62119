// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QSqlError>
#include <QString>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace ml {

/**
 * @brief One SQLite statement run on an open Qt Sql connection's own handle, reading columns as UTF-8.
 *
 * For the few reads that go over every game (the list of a thousand games): QSqlQuery turns each value into a
 * QVariant through SQLite's UTF-16 interface, which costs several times what the read itself does. Everything else
 * uses QSqlQuery. The connection must be a QSQLITE one; it stays Qt's.
 */
class SqliteStatement
{
public:
    /** @brief Prepares @p sql on @p db's handle; ok() is false (and error() says why) when that failed. */
    SqliteStatement(QSqlDatabase &db, const QByteArray &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    [[nodiscard]] bool ok() const;
    /** @brief The last failure, as Qt Sql reports one (SQLite's message and extended code). */
    [[nodiscard]] QSqlError error() const;

    /** @brief Binds @p value to the 1-based parameter @p index. */
    [[nodiscard]] bool bind(int index, qint64 value);
    /** @brief Steps to the next row: true on a row; false at the end or on failure (then ok() is false). */
    [[nodiscard]] bool next();

    [[nodiscard]] qint64 integer(int column) const;
    /** @brief A text column as UTF-8 bytes, valid until the next call on this statement. */
    [[nodiscard]] QByteArrayView bytes(int column) const;
    [[nodiscard]] QString text(int column) const;

private:
    void fail();

    sqlite3 *m_handle = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    QSqlError m_error;
};

} // namespace ml
