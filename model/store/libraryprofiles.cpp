// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// GameLibrary's player profiles: their checks, the profile a seat is linked to (found or created by name), and adding,
// changing, removing, reading and linking them.

#include "gamelibrary.h"

#include "database.h"
#include "libraryinternal.h"
#include "nametext.h"
#include "schema.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

using namespace storeinternal;

namespace {

constexpr int MaxColorLength = 64;

std::optional<StoreError> checkProfile(const Profile &profile)
{
    const QString name = profile.name.trimmed();
    if (std::optional<StoreError> refused = checkPrintable(name))
        return refused;
    if (nameProblem(name) == NameProblem::Empty)
        return invalid([] { return GameLibrary::tr("A player's name cannot be empty."); });
    if (name.toUcs4().size() > MaxNameLength)
        //: %1 the name as typed, %2 the longest name allowed
        return invalid([name] {
            return GameLibrary::tr("The name \"%1\" is longer than %2 characters.").arg(name).arg(MaxNameLength);
        });
    if (profile.color.size() > MaxColorLength)
        //: %1 the player's name, %2 the longest colour allowed
        return invalid([name] {
            return GameLibrary::tr("The colour of %1 is longer than %2 characters.").arg(name).arg(MaxColorLength);
        });
    return checkLanguage(profile.language);
}

// What profileFrom() reads, in its order.
const QString ProfileColumns = u"SELECT id, name, color, language, created_at, uuid FROM profiles"_s;

Profile profileFrom(const QSqlQuery &query)
{
    Profile profile;
    profile.id = query.value(0).toLongLong();
    profile.name = query.value(1).toString();
    profile.color = query.value(2).toString();
    profile.language = query.value(3).toString();
    profile.createdAt = storedTime(query.value(4));
    profile.uuid = query.value(5).toString();
    return profile;
}

StoreError noSuchProfile(qint64 profileId)
{
    //: %1 the profile's number in the library
    return notFound([profileId] { return GameLibrary::tr("There is no profile %1 in the library.").arg(profileId); });
}

StoreError nameTaken(const QString &name)
{
    //: %1 the profile's name
    return invalid([name] { return GameLibrary::tr("A profile named \"%1\" already exists.").arg(name); });
}

} // namespace

Result<qint64> GameLibrary::profileFor(QSqlDatabase &db, const QString &name, const QString &color)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT id FROM profiles WHERE name = ?"_s);
    query.addBindValue(name);
    //: %1 the profile's name
    if (Status status = m_database->exec(query, [name] { return tr("look up the profile %1").arg(name); });
        !status.ok())
        return status.error();
    if (query.next())
        return query.value(0).toLongLong();
    query.prepare(
        u"INSERT INTO profiles (name, color, language, created_at, uuid) VALUES (?, coalesce(?, ''), '', ?, ?)"_s);
    query.addBindValue(name);
    query.addBindValue(color);
    query.addBindValue(Database::now());
    query.addBindValue(Schema::newUuid());
    //: %1 the profile's name
    if (Status status = m_database->exec(query, [name] { return tr("create the profile %1").arg(name); }); !status.ok())
        return status.error();
    return query.lastInsertId().toLongLong();
}

Result<QList<qint64>> GameLibrary::profilesOfSeats(QSqlDatabase &db, const QJsonObject &header)
{
    QList<qint64> ids;
    const QJsonArray players = header.value(u"players"_s).toArray();
    for (const QJsonValue &seat : players) {
        const QJsonObject player = seat.toObject();
        const QString name = player.value(u"name"_s).toString().trimmed();
        qint64 id = 0;
        if (!name.isEmpty()) {
            Result<qint64> found =
                profileFor(db, name, player.value(u"color"_s).toString(player.value(u"id"_s).toString()));
            if (!found.ok())
                return found.error();
            id = found.value();
        }
        ids.append(id);
    }
    return ids;
}

Result<qint64> GameLibrary::addProfile(const Profile &profile)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (const auto error = checkProfile(profile))
        return *error;
    const QString name = profile.name.trimmed();
    qint64 id = 0;
    //: %1 the profile's name
    const Phrase what = [name] { return tr("add the profile %1").arg(name); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT 1 FROM profiles WHERE name = ?"_s);
        query.addBindValue(name);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.next())
            return nameTaken(name);
        query.prepare(u"INSERT INTO profiles (name, color, language, created_at, uuid) "
                      u"VALUES (?, coalesce(?, ''), coalesce(?, ''), ?, ?)"_s);
        query.addBindValue(name);
        query.addBindValue(profile.color);
        query.addBindValue(profile.language);
        query.addBindValue(Database::now());
        query.addBindValue(Schema::newUuid());
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        id = query.lastInsertId().toLongLong();
        return {};
    });
    if (!status.ok())
        return status.error();
    return id;
}

Status GameLibrary::updateProfile(const Profile &profile)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (const auto error = checkProfile(profile))
        return *error;
    const QString name = profile.name.trimmed();
    //: %1 the profile's name
    const Phrase what = [name] { return tr("change the profile %1").arg(name); };
    return m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT 1 FROM profiles WHERE name = ? AND id <> ?"_s);
        query.addBindValue(name);
        query.addBindValue(profile.id);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.next())
            return nameTaken(name);
        query.prepare(
            u"UPDATE profiles SET name = ?, color = coalesce(?, ''), language = coalesce(?, '') WHERE id = ?"_s);
        query.addBindValue(name);
        query.addBindValue(profile.color);
        query.addBindValue(profile.language);
        query.addBindValue(profile.id);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return noSuchProfile(profile.id);
        return {};
    });
}

Status GameLibrary::removeProfile(qint64 profileId)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    //: %1 the profile's number in the library
    const Phrase what = [profileId] { return tr("remove profile %1").arg(profileId); };
    return m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM profiles WHERE id = ?"_s);
        query.addBindValue(profileId);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return noSuchProfile(profileId);
        return {};
    });
}

Result<QList<Profile>> GameLibrary::profiles() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(ProfileColumns + u" ORDER BY name, id"_s);
    if (Status status = m_database->exec(query, [] { return tr("read the profiles"); }); !status.ok())
        return status.error();
    QList<Profile> result;
    while (query.next())
        result.append(profileFrom(query));
    return result;
}

Result<Profile> GameLibrary::profile(qint64 profileId) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(ProfileColumns + u" WHERE id = ?"_s);
    query.addBindValue(profileId);
    //: %1 the profile's number in the library
    if (Status status = m_database->exec(query, [profileId] { return tr("read profile %1").arg(profileId); });
        !status.ok())
        return status.error();
    if (!query.next())
        return noSuchProfile(profileId);
    return profileFrom(query);
}

Result<Profile> GameLibrary::profileByName(const QString &name) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(ProfileColumns + u" WHERE name = ?"_s);
    query.addBindValue(name.trimmed());
    //: %1 the profile's name
    if (Status status = m_database->exec(query, [name] { return tr("look up the profile %1").arg(name); });
        !status.ok())
        return status.error();
    if (!query.next())
        //: %1 the profile's name
        return notFound([name] { return tr("There is no profile named \"%1\" in the library.").arg(name); });
    return profileFrom(query);
}

Status GameLibrary::linkPlayer(qint64 gameId, const QString &playerId, qint64 profileId)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (Result<Profile> linked = profile(profileId); !linked.ok())
        return linked.error();
    //: %1 the game's number in the library
    const Phrase what = [gameId] { return tr("link a player of game %1").arg(gameId); };
    return m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"UPDATE game_players SET profile_id = ? WHERE game_id = ? AND player_id = ?"_s);
        query.addBindValue(profileId);
        query.addBindValue(gameId);
        query.addBindValue(playerId);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.numRowsAffected() != 1) {
            //: %1 the game's number in the library, %2 the player's id
            return notFound(
                [gameId, playerId] { return tr("Game %1 has no player \"%2\".").arg(gameId).arg(playerId); });
        }
        return {};
    });
}

} // namespace ml
