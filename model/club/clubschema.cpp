// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubschema.h"

#include "sayings.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// Row-level security: every member of meeple_club reads everything; a table's role inserts and changes only rows of
// the devices it owns (devices.owner is the role that registered it); the organiser may change any row.
const QString OwnDevice = u"device IN (SELECT id FROM meeple.devices WHERE owner = current_user)"_s;

QStringList policies(const QString &table, const QString &own)
{
    const QString t = u"meeple."_s + table;
    return {
        u"ALTER TABLE "_s + t + u" ENABLE ROW LEVEL SECURITY"_s,
        u"CREATE POLICY club_reads ON "_s + t + u" FOR SELECT TO meeple_club USING (true)"_s,
        u"CREATE POLICY own_inserts ON "_s + t + u" FOR INSERT TO meeple_club WITH CHECK ("_s + own + u')',
        u"CREATE POLICY own_updates ON "_s + t + u" FOR UPDATE TO meeple_club USING ("_s + own + u") WITH CHECK ("_s
            + own + u')',
        u"CREATE POLICY organiser_corrects ON "_s + t
            + u" FOR ALL TO meeple_organiser USING (true) WITH CHECK (true)"_s,
    };
}

// Version 1: the devices (one per library), the games each device pushed (one row per game and device: the same
// game changed differently on two laptops is two rows, a fork), and the events of every revision pushed.
QStringList version1()
{
    return QStringList {
        u"CREATE TABLE meeple.devices ("
        u"id uuid PRIMARY KEY, "
        u"name text NOT NULL DEFAULT '', "
        u"owner name NOT NULL DEFAULT current_user, "
        u"registered timestamptz NOT NULL DEFAULT now())"_s,
        u"CREATE TABLE meeple.games ("
        u"id uuid NOT NULL, "
        u"device uuid NOT NULL REFERENCES meeple.devices(id), "
        u"created timestamptz NOT NULL, "
        u"players jsonb NOT NULL, "
        u"expansions jsonb NOT NULL, "
        u"header jsonb NOT NULL, "
        u"revision bigint NOT NULL, "
        u"event_count integer NOT NULL, "
        u"finished boolean NOT NULL, "
        u"fork_of uuid REFERENCES meeple.devices(id), "
        u"deleted boolean NOT NULL DEFAULT false, "
        u"pushed_at timestamptz NOT NULL DEFAULT now(), "
        u"PRIMARY KEY (id, device))"_s,
        u"CREATE TABLE meeple.game_revisions ("
        u"game uuid NOT NULL, "
        u"device uuid NOT NULL, "
        u"revision bigint NOT NULL, "
        u"events jsonb NOT NULL, "
        u"event_count integer NOT NULL, "
        u"pushed_at timestamptz NOT NULL DEFAULT now(), "
        u"PRIMARY KEY (game, device, revision), "
        u"FOREIGN KEY (game, device) REFERENCES meeple.games(id, device) ON DELETE CASCADE)"_s,
        u"GRANT SELECT ON meeple.schema_version, meeple.devices, meeple.games, meeple.game_revisions TO meeple_club"_s,
        u"GRANT INSERT, UPDATE ON meeple.devices, meeple.games, meeple.game_revisions TO meeple_club"_s,
    }
    + policies(u"devices"_s, u"owner = current_user"_s) + policies(u"games"_s, OwnDevice)
        + policies(u"game_revisions"_s, OwnDevice);
}

// Version 2: the club's seasons, named stretches of days whose finished games make one league table. Everyone in the
// club reads them; only an organiser sets them.
QStringList version2()
{
    return {
        u"CREATE TABLE meeple.seasons ("
        u"name text PRIMARY KEY CHECK (name <> ''), "
        u"first_day date NOT NULL, "
        u"last_day date NOT NULL, "
        u"set_by name NOT NULL DEFAULT current_user, "
        u"CHECK (last_day >= first_day))"_s,
        u"GRANT SELECT ON meeple.seasons TO meeple_club"_s,
        u"ALTER TABLE meeple.seasons ENABLE ROW LEVEL SECURITY"_s,
        u"CREATE POLICY club_reads ON meeple.seasons FOR SELECT TO meeple_club USING (true)"_s,
        u"CREATE POLICY organiser_sets ON meeple.seasons FOR ALL TO meeple_organiser USING (true) WITH CHECK (true)"_s,
    };
}

// Version 3: a game belongs to the table that created it. The first device to push a game's UUID owns it, written by
// the server itself (a trigger whose function runs as the schema's owner), so no table can claim another's game by
// pushing first or by writing the row; only the owner's version counts for the league and the club screen. The owner
// hands a game over to another device (a game continued on another laptop), and an organiser settles a game by
// choosing the device whose version counts; whoever did it last is kept.
QStringList version3()
{
    return {
        // The head of each version's hash chain (the library's EventChain): two versions with the same head are the
        // same history, without comparing their events.
        u"ALTER TABLE meeple.games ADD COLUMN chain_head bytea"_s,
        u"ALTER TABLE meeple.game_revisions ADD COLUMN chain_head bytea"_s,
        u"CREATE TABLE meeple.game_owners ("
        u"game uuid PRIMARY KEY, "
        u"device uuid NOT NULL REFERENCES meeple.devices(id), "
        u"since timestamptz NOT NULL DEFAULT now(), "
        u"set_by name NOT NULL DEFAULT current_user)"_s,
        // The games pushed before: each belongs to the device whose first revision reached the server first.
        u"INSERT INTO meeple.game_owners (game, device, since) "
        u"SELECT DISTINCT ON (game) game, device, pushed_at FROM meeple.game_revisions "
        u"ORDER BY game, pushed_at, revision, device"_s,
        u"CREATE FUNCTION meeple.claim_game() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER "
        u"SET search_path = meeple, pg_temp AS $$ BEGIN "
        u"INSERT INTO meeple.game_owners (game, device) VALUES (NEW.id, NEW.device) ON CONFLICT (game) DO NOTHING; "
        u"RETURN NEW; END $$"_s,
        u"REVOKE ALL ON FUNCTION meeple.claim_game() FROM PUBLIC"_s,
        u"CREATE TRIGGER games_claim AFTER INSERT ON meeple.games FOR EACH ROW EXECUTE FUNCTION meeple.claim_game()"_s,
        // A hand-over says when and by whom, whatever the client sends.
        u"CREATE FUNCTION meeple.stamp_owner() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
        u"NEW.game := OLD.game; NEW.since := now(); NEW.set_by := current_user; RETURN NEW; END $$"_s,
        u"CREATE TRIGGER game_owners_stamp BEFORE UPDATE ON meeple.game_owners FOR EACH ROW "
        u"EXECUTE FUNCTION meeple.stamp_owner()"_s,
        u"GRANT SELECT ON meeple.game_owners TO meeple_club"_s,
        u"GRANT UPDATE (device) ON meeple.game_owners TO meeple_club"_s,
        u"ALTER TABLE meeple.game_owners ENABLE ROW LEVEL SECURITY"_s,
        u"CREATE POLICY club_reads ON meeple.game_owners FOR SELECT TO meeple_club USING (true)"_s,
        u"CREATE POLICY owner_hands_over ON meeple.game_owners FOR UPDATE TO meeple_club USING ("_s + OwnDevice
            + u") WITH CHECK (true)"_s,
        u"CREATE POLICY organiser_settles ON meeple.game_owners FOR ALL TO meeple_organiser USING (true) "
        u"WITH CHECK (true)"_s,
    };
}

// Version 4: each version's result as the engine computed it when it was pushed, written in the same transaction as
// its revision: whether the game is finished, in progress or refused by the rules, and each seat's name, score, place
// and points by source. The league and the club screen read these rows instead of replaying every game's events;
// the organiser's `club check-results` replays the versions and compares. A version pushed before this version has
// no row (or one of an older revision) and is replayed where it is read.
QStringList version4()
{
    return QStringList {
        u"CREATE TABLE meeple.game_results ("
        u"game uuid NOT NULL, "
        u"device uuid NOT NULL, "
        u"revision bigint NOT NULL, "
        u"outcome text NOT NULL CHECK (outcome IN ('finished', 'in-progress', 'refused')), "
        u"seats jsonb NOT NULL DEFAULT '[]', "
        u"chain_head bytea, "
        u"written_by name NOT NULL DEFAULT current_user, "
        u"written_at timestamptz NOT NULL DEFAULT now(), "
        u"PRIMARY KEY (game, device), "
        u"FOREIGN KEY (game, device) REFERENCES meeple.games(id, device) ON DELETE CASCADE)"_s,
        u"GRANT SELECT, INSERT, UPDATE ON meeple.game_results TO meeple_club"_s,
    }
    + policies(u"game_results"_s, OwnDevice);
}

struct ServerStep {
    int toVersion;
    QStringList (*statements)();
};
const ServerStep Steps[] = { { 1, version1 }, { 2, version2 }, { 3, version3 }, { 4, version4 } };

bool connectionLost(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    if (code.startsWith(u"08"_s) || code.startsWith(u"57P"_s))
        return true;
    // libpq's own failures carry no SQLSTATE; those of a transport that broke say so in one of these words, in
    // whatever order libpq and OpenSSL put them (over TLS: "SSL SYSCALL error: EOF detected").
    const QString text = error.databaseText() + u' ' + error.driverText();
    static const QStringList Gone { u"connection"_s,     u"SSL SYSCALL"_s,      u"SSL error"_s, u"EOF detected"_s,
                                    u"Broken pipe"_s,    u"reset by peer"_s,    u"timeout"_s,   u"timed out"_s,
                                    u"could not send"_s, u"could not receive"_s };
    return code.isEmpty() && std::any_of(Gone.cbegin(), Gone.cend(), [&text](const QString &word) {
               return text.contains(word, Qt::CaseInsensitive);
           });
}

} // namespace

QStringList ClubSchema::setupStatements()
{
    return {
        u"DO $$ BEGIN "
        u"IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'meeple_club') THEN CREATE ROLE meeple_club NOLOGIN; END "
        u"IF; "
        u"IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'meeple_organiser') THEN "
        u"CREATE ROLE meeple_organiser NOLOGIN IN ROLE meeple_club; END IF; "
        u"END $$"_s,
        u"CREATE SCHEMA IF NOT EXISTS meeple AUTHORIZATION meeple_organiser"_s,
        u"GRANT USAGE ON SCHEMA meeple TO meeple_club"_s,
    };
}

ClubError ClubSchema::sqlError(const QSqlDatabase &db, const Phrase &what)
{
    const QSqlError error = db.lastError();
    if (!db.isOpen() || (error.type() == QSqlError::NoError && error.nativeErrorCode().isEmpty()))
        return { ClubError::Kind::Unreachable, Sayings::say([what] {
                     //: %1 what was being done ("push game …")
                     return tr("the club server went away while trying to %1: the connection was closed").arg(what());
                 }) };
    return sqlError(error, what);
}

ClubError ClubSchema::sqlError(const QSqlError &error, const Phrase &what)
{
    // The server's or the driver's own words, the same in every language.
    const QString reason = error.databaseText().trimmed().isEmpty() ? error.text() : error.databaseText().trimmed();
    if (connectionLost(error))
        return { ClubError::Kind::Unreachable, Sayings::say([what, reason] {
                     //: %1 what was being done ("push game …"), %2 the driver's reason
                     return tr("the club server went away while trying to %1: %2").arg(what(), reason);
                 }) };
    return { ClubError::Kind::Refused, Sayings::say([what, reason] {
                 //: %1 what was being done ("push game …"), %2 the server's reason
                 return tr("the club server refused to %1: %2").arg(what(), reason);
             }) };
}

ClubResult<int> ClubSchema::version(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(u"SELECT to_regclass('meeple.schema_version') IS NOT NULL, "
                    u"to_regnamespace('meeple') IS NOT NULL"_s)
        || !query.next())
        return sqlError(query.lastError(), [] { return tr("read the schema version"); });
    if (!query.value(1).toBool())
        return ClubError { ClubError::Kind::Refused, Sayings::say([] {
                               return tr("the database has no schema \"meeple\": run the club's setup SQL as a "
                                         "superuser first (docs/club.md)");
                           }) };
    if (!query.value(0).toBool())
        return 0;
    if (!query.exec(u"SELECT max(version) FROM meeple.schema_version"_s) || !query.next())
        return sqlError(query.lastError(), [] { return tr("read the schema version"); });
    return query.value(0).toInt();
}

ClubResult<int> ClubSchema::migrate(QSqlDatabase &db)
{
    for (;;) {
        ClubResult<int> current = version(db);
        if (!current.ok())
            return current;
        const int at = current.value();
        if (at > CurrentVersion)
            return ClubError { ClubError::Kind::Refused, Sayings::say([at] {
                                   //: %1 the server's schema version, %2 the newest this program knows
                                   return tr("the club server's schema is at version %1, newer than this program "
                                             "knows (%2); update Meeple Ledger")
                                       .arg(at)
                                       .arg(CurrentVersion);
                               }) };
        if (at == CurrentVersion)
            return at;
        QSqlQuery query(db);
        if (!query.exec(u"SELECT pg_has_role(current_user, 'meeple_organiser', 'MEMBER')"_s) || !query.next())
            return sqlError(query.lastError(), [] { return tr("read the schema version"); });
        if (!query.value(0).toBool())
            return ClubError { ClubError::Kind::Refused, Sayings::say([at] {
                                   //: %1 the server's schema version, %2 the one this program needs
                                   return tr("the club server's schema is at version %1 and this program needs %2: "
                                             "connect once with an organiser's role to upgrade it")
                                       .arg(at)
                                       .arg(CurrentVersion);
                               }) };
        // One step, one transaction: the version moves with the tables; a second program upgrading at the same
        // moment waits for the lock and then finds the step done.
        if (!db.transaction())
            return sqlError(db, [] { return tr("upgrade the schema"); });
        const auto fail = [&](const QSqlError &error) {
            const ClubError failed = sqlError(error, [] { return tr("upgrade the schema"); });
            if (db.isOpen()) // a connection the server dropped has nothing to roll back
                db.rollback();
            return failed;
        };
        if (!query.exec(u"SELECT pg_advisory_xact_lock(hashtext('meeple-schema'))"_s)
            || !query.exec(u"SET LOCAL ROLE meeple_organiser"_s)
            || !query.exec(u"CREATE TABLE IF NOT EXISTS meeple.schema_version (version integer NOT NULL)"_s)
            || !query.exec(u"SELECT coalesce(max(version), 0) FROM meeple.schema_version"_s) || !query.next())
            return fail(query.lastError());
        const int locked = query.value(0).toInt();
        bool stepped = locked >= CurrentVersion;
        for (const ServerStep &step : Steps) {
            if (step.toVersion != locked + 1)
                continue;
            stepped = true;
            for (const QString &statement : step.statements()) {
                if (!query.exec(statement))
                    return fail(query.lastError());
            }
            if (!query.exec(u"DELETE FROM meeple.schema_version"_s)
                || !query.exec(u"INSERT INTO meeple.schema_version (version) VALUES ("_s
                               + QString::number(step.toVersion) + u')'))
                return fail(query.lastError());
        }
        if (!stepped) {
            if (db.isOpen()) // a connection the server dropped has nothing to roll back
                db.rollback();
            return ClubError { ClubError::Kind::Refused, Sayings::say([locked] {
                                   //: %1 the server's schema version
                                   return tr("the club server's schema is at version %1, which no upgrade starts "
                                             "from")
                                       .arg(locked);
                               }) };
        }
        if (!db.commit())
            return sqlError(db, [] { return tr("upgrade the schema"); });
    }
}

} // namespace ml
