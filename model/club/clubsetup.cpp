// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubsetup.h"

#include "clubschema.h"
#include "sayings.h"

#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// PostgreSQL's insufficient_privilege: the connection's role may not create roles or schemas.
constexpr auto InsufficientPrivilege = "42501";

constexpr int PasswordLength = 24;

QString generatedPassword()
{
    // Letters and digits only, so the password needs no quoting in SQL, a URL or a connection string.
    static constexpr char Alphabet[] = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    QString password;
    for (int i = 0; i < PasswordLength; ++i)
        password += QLatin1Char(Alphabet[QRandomGenerator::system()->bounded(int(sizeof(Alphabet) - 1))]);
    return password;
}

ClubError refused(const QSqlError &error, const Phrase &what)
{
    if (error.nativeErrorCode() == QLatin1String(InsufficientPrivilege))
        return { ClubError::Kind::Refused, Sayings::say([what] {
                     //: %1 what was being done ("create the login role table_3")
                     return ClubSetup::tr("the club server refused to %1: that needs a superuser's connection (or a "
                                          "role that may create roles), such as the postgres user's")
                         .arg(what());
                 }) };
    return ClubSchema::sqlError(error, what);
}

} // namespace

bool ClubSetup::validName(const QString &name)
{
    if (name.isEmpty() || name.size() > 63 || !(name.front() >= u'a' && name.front() <= u'z'))
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_'; });
}

ClubResult<int> ClubSetup::setUp(QSqlDatabase &db)
{
    QSqlQuery query(db);
    for (const QString &statement : ClubSchema::setupStatements()) {
        if (!query.exec(statement))
            return refused(query.lastError(), [] { return tr("create the club's roles and schema"); });
    }
    // The tables belong to meeple_organiser (ClubSchema::migrate() creates them as that role).
    return ClubSchema::migrate(db);
}

ClubResult<ClubSetup::Member> ClubSetup::addMember(QSqlDatabase &db, const QString &name, Role role, bool newPassword)
{
    if (!validName(name))
        return ClubError { ClubError::Kind::Refused, Sayings::say([name] {
                               //: %1 the name given for a table's or an organiser's login
                               return tr("\"%1\" cannot be a login's name: use 1 to 63 lower-case letters, digits "
                                         "and _, starting with a letter (table_3)")
                                   .arg(name);
                           }) };
    const QString group = role == Role::Organiser ? u"meeple_organiser"_s : u"meeple_club"_s;
    const Phrase what = [name] {
        //: what was being done, inside "the club server refused to …"; %1 a login's name
        return tr("create the login role %1").arg(name);
    };
    QSqlQuery query(db);
    query.prepare(u"SELECT EXISTS (SELECT FROM pg_roles WHERE rolname = ?)"_s);
    query.addBindValue(name);
    if (!query.exec() || !query.next())
        return refused(query.lastError(), what);
    const bool exists = query.value(0).toBool();
    Member member { name, {}, !exists || newPassword };
    if (member.created)
        member.password = generatedPassword();
    // The name and the password are letters, digits and _ only (validName(), generatedPassword()).
    const QString statement = !exists
        ? u"CREATE ROLE %1 LOGIN PASSWORD '%2' IN ROLE %3"_s.arg(name, member.password, group)
        : newPassword ? u"ALTER ROLE %1 LOGIN PASSWORD '%2'"_s.arg(name, member.password)
                      : QString();
    if (!statement.isEmpty() && !query.exec(statement))
        return refused(query.lastError(), what);
    if (exists && !query.exec(u"GRANT %1 TO %2"_s.arg(group, name)))
        return refused(query.lastError(), what);
    return member;
}

} // namespace ml
