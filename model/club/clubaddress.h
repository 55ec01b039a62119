// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace ml {

/**
 * @brief Where the club server is: a libpq connection string ("host=club.local dbname=club user=table3
 * sslmode=require") or a postgresql:// URL, read into what Qt Sql's QPSQL driver takes.
 */
struct ClubAddress {
    Q_DECLARE_TR_FUNCTIONS(ClubAddress)

public:
    /** @brief A host name, an address, or a folder holding the server's unix socket ("/run/postgresql"). */
    QString host;
    int port = -1;
    QString database;
    QString user;
    QString password;
    /** @brief Every other libpq keyword, "key=value;key=value" as QSqlDatabase::setConnectOptions() takes it. */
    QString options;

    /** @brief Reads a connection string or URL; the error names what cannot be read. */
    [[nodiscard]] static ClubResult<ClubAddress> parse(const QString &text);
    /** @brief The address without its password, for messages and logs. */
    [[nodiscard]] QString display() const;
    /** @brief Opens a QPSQL connection called @p name in the calling thread; Unreachable or Refused when it fails. */
    [[nodiscard]] ClubResult<QSqlDatabase> open(const QString &name) const;
};

} // namespace ml
