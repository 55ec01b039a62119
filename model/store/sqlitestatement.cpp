// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "sqlitestatement.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace ml {

SqliteStatement::SqliteStatement(QSqlDatabase &db, const QByteArray &sql)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
        m_handle = *static_cast<sqlite3 *const *>(handle.constData());
    if (!m_handle) {
        m_error = QSqlError(QString(), u"not an open SQLite connection"_s, QSqlError::ConnectionError);
        return;
    }
    if (sqlite3_prepare_v2(m_handle, sql.constData(), int(sql.size()), &m_statement, nullptr) != SQLITE_OK)
        fail();
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

bool SqliteStatement::ok() const
{
    return m_error.type() == QSqlError::NoError;
}

QSqlError SqliteStatement::error() const
{
    return m_error;
}

void SqliteStatement::fail()
{
    m_error = QSqlError(QString(), QString::fromUtf8(sqlite3_errmsg(m_handle)), QSqlError::StatementError,
                        QString::number(sqlite3_extended_errcode(m_handle)));
}

bool SqliteStatement::bind(int index, qint64 value)
{
    if (!m_statement || sqlite3_bind_int64(m_statement, index, value) != SQLITE_OK) {
        if (m_statement)
            fail();
        return false;
    }
    return true;
}

bool SqliteStatement::next()
{
    if (!m_statement || !ok())
        return false;
    const int step = sqlite3_step(m_statement);
    if (step == SQLITE_ROW)
        return true;
    if (step != SQLITE_DONE)
        fail();
    return false;
}

qint64 SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

QByteArrayView SqliteStatement::bytes(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return text ? QByteArrayView(text, sqlite3_column_bytes(m_statement, column)) : QByteArrayView();
}

QString SqliteStatement::text(int column) const
{
    const QByteArrayView utf8 = bytes(column);
    return QString::fromUtf8(utf8);
}

} // namespace ml
