// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "cluberror.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace ml {

/**
 * @brief Makes a PostgreSQL database a club server, and gives each table and organiser a login of its own.
 *
 * Run with a superuser's connection (or a role that may create roles): setUp() runs the setup statements and creates
 * the tables (ClubSchema); addMember() creates a login role in the group `meeple_club` (a table) or
 * `meeple_organiser` (an organiser) with a generated password. Both may run again: what exists is left as it is.
 */
class ClubSetup
{
    Q_DECLARE_TR_FUNCTIONS(ClubSetup)

public:
    /** @brief Who a login is for. */
    enum class Role { Table, Organiser };

    /** @brief A login role as addMember() left it. */
    struct Member {
        QString name;
        /** The new password; empty when the role existed and kept its password. */
        QString password;
        /** True when the role was made now (or its password was made anew). */
        bool created = false;
    };

    /** @brief The group roles, the schema `meeple` and its tables at ClubSchema::CurrentVersion; the version. */
    [[nodiscard]] static ClubResult<int> setUp(QSqlDatabase &db);
    /**
     * @brief A login role @p name for a table or an organiser, in the club's group roles, with a generated password.
     * A role of that name that exists already is put in the group and keeps its password, unless @p newPassword.
     */
    [[nodiscard]] static ClubResult<Member> addMember(QSqlDatabase &db, const QString &name, Role role,
                                                      bool newPassword = false);
    /** @brief Whether @p name can be a role's name: 1 to 63 lower-case letters, digits and _, starting with a letter.
     */
    [[nodiscard]] static bool validName(const QString &name);
};

} // namespace ml
