// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelibrary.h"

#include "database.h"
#include "gameanalysis.h"
#include "recordfile.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "schema.h"
#include "summarytable.h"

#include <QDir>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <tuple>

#include <new>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

constexpr int MaxNameLength = 40;
constexpr int MaxColorLength = 64;

QString recordFormat()
{
    return u"meeple-ledger/1"_s;
}

// Times are stored as Database::now() writes them, "2026-12-04T19:30:00.123Z": read by position, which is many times
// faster than the general ISO 8601 parser when a thousand games are listed; any other text takes that parser.
QDateTime storedTime(const QVariant &value)
{
    const QString text = value.toString();
    const auto digits = [&text](qsizetype at, qsizetype count) {
        int n = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const char16_t c = text[i].unicode();
            if (c < u'0' || c > u'9')
                return -1;
            n = n * 10 + int(c - u'0');
        }
        return n;
    };
    if (text.size() == 24 && text[4] == u'-' && text[7] == u'-' && text[10] == u'T' && text[13] == u':'
        && text[16] == u':' && text[19] == u'.' && text[23] == u'Z') {
        const QDate date(digits(0, 4), digits(5, 2), digits(8, 2));
        const QTime time(digits(11, 2), digits(14, 2), digits(17, 2), digits(20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(text, Qt::ISODateWithMs);
}

bool isPlayerId(const QString &id)
{
    static const QRegularExpression pattern(u"^[a-z0-9_-]{1,16}$"_s);
    return pattern.match(id).hasMatch();
}

StoreError invalid(const QString &message)
{
    return { StoreError::Code::InvalidInput, message, {}, {} };
}

StoreError notFound(const QString &message)
{
    return { StoreError::Code::NotFound, message, {}, {} };
}

} // namespace

struct GameLibrary::StoredGame {
    qint64 id = 0;
    QJsonObject header;
    QJsonArray events;
    int redoCount = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime touchedAt;

    [[nodiscard]] QJsonObject record() const { return RecordFile::compose(header, events); }
};

GameLibrary::GameLibrary(const QString &path)
    : m_path(path.isEmpty() ? defaultPath() : path)
{
}

GameLibrary::~GameLibrary()
{
    close();
}

QString GameLibrary::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/library.sqlite"_s;
}

QString GameLibrary::path() const
{
    return m_path;
}

Status GameLibrary::open()
{
    if (isOpen())
        return {};
    auto database = std::make_shared<Database>(m_path);
    database->setNoticeHandler(m_noticeHandler);
    if (Status status = database->open(); !status.ok())
        return status;
    m_database = std::move(database);
    return {};
}

void GameLibrary::close()
{
    if (m_database)
        m_database->close();
    m_database.reset();
}

bool GameLibrary::isOpen() const
{
    return m_database && m_database->isOpen();
}

int GameLibrary::schemaVersion() const
{
    return m_database ? m_database->schemaVersion() : 0;
}

bool GameLibrary::checkedWhole() const
{
    return m_database->checkedWhole();
}

QString GameLibrary::backupPath() const
{
    return m_database ? m_database->backupPath() : QString();
}

bool GameLibrary::isReadOnly() const
{
    return m_database && m_database->isReadOnly();
}

Status GameLibrary::checkFiles()
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    return m_database->checkFiles();
}

void GameLibrary::setNoticeHandler(std::function<void(const QString &)> handler)
{
    m_noticeHandler = std::move(handler);
    if (m_database)
        m_database->setNoticeHandler(m_noticeHandler);
}

Result<GameLibrary::Recovery> GameLibrary::recoverFrom(const QString &damagedPath)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Recovery recovery;
    recovery.path = damagedPath;
    QList<Profile> profiles;
    QList<QJsonObject> records;
    const QString name = m_database->connection().connectionName() + u"-recovery"_s;
    // False when SQLite could not even list the games this way.
    const auto read = [&](bool immutable) {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"_s);
        db.setDatabaseName(QUrl::fromLocalFile(damagedPath).toString(QUrl::FullyEncoded)
                           + (immutable ? u"?immutable=1"_s : u"?mode=ro"_s));
        if (!db.open())
            return false;
        QSqlQuery query(db);
        if (!query.exec(u"SELECT id, header, head FROM games ORDER BY id"_s))
            return false;
        QList<std::tuple<qint64, QByteArray, int>> games;
        while (query.next())
            games.append({ query.value(0).toLongLong(), query.value(1).toByteArray(), query.value(2).toInt() });
        recovery.complete = !query.lastError().isValid();
        // Game by game: a damaged page costs the games whose events are on it, not the others.
        for (const auto &[id, header, head] : std::as_const(games)) {
            query.prepare(u"SELECT seq, payload FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
            query.addBindValue(id);
            query.addBindValue(head);
            QJsonArray events;
            bool readable = query.exec();
            while (readable && query.next()) {
                readable = query.value(0).toInt() == events.size();
                events.append(RecordFile::parseObject(query.value(1).toByteArray()));
            }
            if (readable && !query.lastError().isValid() && events.size() == head)
                records.append(RecordFile::compose(RecordFile::parseObject(header), events));
            else
                ++recovery.lost;
        }
        if (query.exec(u"SELECT name, color, language FROM profiles"_s)) {
            while (query.next()) {
                Profile profile;
                profile.name = query.value(0).toString();
                profile.color = query.value(1).toString();
                profile.language = query.value(2).toString();
                profiles.append(profile);
            }
        }
        return true;
    };
    // Read only; as immutable when SQLite cannot read it otherwise (its -wal then stays unread).
    bool listed = read(false);
    QSqlDatabase::removeDatabase(name);
    if (!listed) {
        listed = read(true);
        QSqlDatabase::removeDatabase(name);
    }
    if (!listed)
        recovery.complete = false;
    // Profiles first, so that the games link to them with their colours and languages.
    for (const Profile &profile : std::as_const(profiles)) {
        if (!profileByName(profile.name).ok())
            (void)addProfile(profile);
    }
    for (const QJsonObject &record : std::as_const(records)) {
        // The engine decides, as for any import: a game that no longer replays is not stored.
        const Result<qint64> imported = importRecord(QJsonDocument(record).toJson(QJsonDocument::Compact));
        if (imported.ok())
            ++recovery.recovered;
        else if (imported.error().code == StoreError::Code::Refused
                 || imported.error().code == StoreError::Code::InvalidInput)
            ++recovery.lost;
        else
            return imported.error();
    }
    return recovery;
}

Status GameLibrary::checkOpen() const
{
    if (!isOpen())
        return StoreError { StoreError::Code::NotOpen, tr("The game library %1 is not open.").arg(m_path), {}, {} };
    return {};
}

// ---- games ----

Result<QList<GameLibrary::StoredGame>> GameLibrary::loadGames(std::optional<qint64> onlyGame) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QList<StoredGame> games;
    const QString filter = onlyGame ? u" WHERE g.id = :id"_s : QString();
    const Status status = m_database->read(tr("read the games"), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        QHash<qint64, qsizetype> indexOf;

        query.prepare(u"SELECT g.id, g.header, g.created_at, g.updated_at, g.touched_at FROM games g"_s + filter
                      + u" ORDER BY g.touched_at DESC, g.id DESC"_s);
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, tr("read the games")); !status.ok())
            return status;
        while (query.next()) {
            StoredGame game;
            game.id = query.value(0).toLongLong();
            game.header = RecordFile::parseObject(query.value(1).toByteArray());
            game.createdAt = storedTime(query.value(2));
            game.updatedAt = storedTime(query.value(3));
            game.touchedAt = storedTime(query.value(4));
            indexOf.insert(game.id, games.size());
            games.append(game);
        }

        query.prepare(u"SELECT e.game_id, e.seq < g.head, e.payload FROM events e JOIN games g ON g.id = e.game_id"_s
                      + filter + u" ORDER BY e.game_id, e.seq"_s);
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, tr("read the games' events")); !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at == indexOf.cend())
                continue;
            StoredGame &game = games[*at];
            if (query.value(1).toBool())
                game.events.append(RecordFile::parseObject(query.value(2).toByteArray()));
            else
                ++game.redoCount;
        }

        return {};
    });
    if (!status.ok())
        return status.error();
    return games;
}

Result<GameLibrary::StoredGame> GameLibrary::loadGame(qint64 gameId) const
{
    Result<QList<StoredGame>> games = loadGames(gameId);
    if (!games.ok())
        return games.error();
    if (games.value().isEmpty())
        return notFound(tr("There is no game %1 in the library.").arg(gameId));
    return games.value().first();
}

QString GameLibrary::filterCondition(Filter filter)
{
    switch (filter) {
    case Filter::Finished:
        return u"s.finished <> 0"_s;
    case Filter::InProgress:
        return u"s.finished = 0"_s;
    case Filter::All:
        break;
    }
    return {};
}

Result<QList<GameSummary>> GameLibrary::loadSummaries(std::optional<qint64> onlyGame, Filter filter, int limit,
                                                      int offset) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QList<GameSummary> summaries;
    QStringList conditions;
    if (onlyGame)
        conditions.append(u"g.id = :id"_s);
    if (filter != Filter::All)
        conditions.append(filterCondition(filter));
    const QString where = conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s);
    const Status status = m_database->read(tr("read the games"), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT g.id, g.created_at, g.updated_at, g.touched_at, "
                      u"s.event_count, s.redo_count, s.finished, s.problem, s.expansions "
                      u"FROM games g JOIN game_summaries s ON s.game_id = g.id"_s
                      + where + u" ORDER BY g.touched_at DESC, g.id DESC"_s
                      + (limit > 0 ? u" LIMIT "_s + QString::number(limit) : QString())
                      + (limit > 0 && offset > 0 ? u" OFFSET "_s + QString::number(offset) : QString()));
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, tr("read the games")); !status.ok())
            return status;
        QHash<qint64, qsizetype> indexOf;
        while (query.next()) {
            GameSummary summary;
            summary.id = query.value(0).toLongLong();
            summary.createdAt = storedTime(query.value(1));
            summary.updatedAt = storedTime(query.value(2));
            summary.touchedAt = storedTime(query.value(3));
            summary.eventCount = query.value(4).toInt();
            summary.redoCount = query.value(5).toInt();
            summary.finished = query.value(6).toBool();
            summary.problem = query.value(7).toString();
            summary.expansions = query.value(8).toString().split(u' ', Qt::SkipEmptyParts);
            indexOf.insert(summary.id, summaries.size());
            summaries.append(std::move(summary));
        }
        if (summaries.isEmpty())
            return {};

        // The seats in order, with their results and profile links: the list reads no record. A page of games reads
        // the seats of those games alone.
        const bool some = onlyGame || limit > 0;
        QStringList ids;
        if (some) {
            for (const GameSummary &summary : std::as_const(summaries))
                ids.append(QString::number(summary.id));
        }
        query.prepare(u"SELECT r.game_id, r.player_id, r.name, r.color, r.score, r.winner, p.profile_id "
                      u"FROM game_results r LEFT JOIN game_players p ON p.game_id = r.game_id AND p.seat = r.seat"_s
                      + (some ? u" WHERE r.game_id IN ("_s + ids.join(u',') + u')' : QString())
                      + u" ORDER BY r.game_id, r.seat"_s);
        if (Status status = m_database->exec(query, tr("read the games' players")); !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at == indexOf.cend())
                continue;
            GameSummary &summary = summaries[*at];
            GamePlayer player;
            player.id = query.value(1).toString();
            player.name = query.value(2).toString();
            player.color = query.value(3).toString();
            player.score = query.value(4).toInt();
            player.profileId = query.value(6).toLongLong();
            if (summary.finished && query.value(5).toBool())
                summary.winners.append(player.id);
            summary.players.append(std::move(player));
        }
        for (GameSummary &summary : summaries)
            summary.winners.sort(); // by id, as a finished game's output names them
        return {};
    });
    if (!status.ok())
        return status.error();
    return summaries;
}

Result<QList<GameSummary>> GameLibrary::games(Filter filter) const
{
    return loadSummaries(std::nullopt, filter);
}

Result<QList<GameSummary>> GameLibrary::games(Filter filter, int offset, int limit) const
{
    return loadSummaries(std::nullopt, filter, std::max(limit, 1), std::max(offset, 0));
}

Result<int> GameLibrary::gameCount(Filter filter) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    int count = 0;
    const Status status = m_database->read(tr("read the games"), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        const QString condition = filterCondition(filter);
        query.prepare(u"SELECT count(*) FROM game_summaries s"_s
                      + (condition.isEmpty() ? QString() : u" WHERE "_s + condition));
        if (Status status = m_database->exec(query, tr("read the games")); !status.ok())
            return status;
        count = query.next() ? query.value(0).toInt() : 0;
        return {};
    });
    if (!status.ok())
        return status.error();
    return count;
}

Result<GameSummary> GameLibrary::game(qint64 gameId) const
{
    Result<QList<GameSummary>> found = loadSummaries(gameId, Filter::All);
    if (!found.ok())
        return found.error();
    if (found.value().isEmpty())
        return notFound(tr("There is no game %1 in the library.").arg(gameId));
    return found.value().first();
}

Result<std::optional<GameSummary>> GameLibrary::lastGameInProgress() const
{
    Result<QList<GameSummary>> found = loadSummaries(std::nullopt, Filter::InProgress, 1);
    if (!found.ok())
        return found.error();
    if (found.value().isEmpty())
        return std::optional<GameSummary>();
    return std::optional<GameSummary>(found.value().first());
}

Result<qint64> GameLibrary::profileFor(QSqlDatabase &db, const QString &name, const QString &color)
{
    QSqlQuery query(db);
    query.prepare(u"SELECT id FROM profiles WHERE name = ?"_s);
    query.addBindValue(name);
    if (Status status = m_database->exec(query, tr("look up the profile %1").arg(name)); !status.ok())
        return status.error();
    if (query.next())
        return query.value(0).toLongLong();
    query.prepare(u"INSERT INTO profiles (name, color, language, created_at) VALUES (?, coalesce(?, ''), '', ?)"_s);
    query.addBindValue(name);
    query.addBindValue(color);
    query.addBindValue(Database::now());
    if (Status status = m_database->exec(query, tr("create the profile %1").arg(name)); !status.ok())
        return status.error();
    return query.lastInsertId().toLongLong();
}

Result<qint64> GameLibrary::createGame(const QList<GamePlayer> &players, const QStringList &expansions)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    qint64 gameId = 0;
    const Status status = m_database->transaction(tr("create a game"), [&](QSqlDatabase &db) -> Status {
        QList<GamePlayer> seats = players;
        for (qsizetype seat = 0; seat < seats.size(); ++seat) {
            GamePlayer &player = seats[seat];
            if (player.profileId != 0) {
                Result<Profile> linked = profile(player.profileId);
                if (!linked.ok())
                    return linked.error();
                if (player.name.isEmpty())
                    player.name = linked.value().name;
                if (player.color.isEmpty())
                    player.color = linked.value().color;
            } else {
                player.name = player.name.trimmed();
                if (player.name.isEmpty())
                    return invalid(tr("The player in seat %1 has neither a name nor a profile.").arg(seat + 1));
                Result<qint64> id = profileFor(db, player.name, player.color);
                if (!id.ok())
                    return id.error();
                player.profileId = id.value();
            }
        }
        // Ids the caller left empty come from the colour ("red"), or from the seat ("p3").
        QSet<QString> used;
        for (const GamePlayer &player : std::as_const(seats))
            used.insert(player.id);
        for (qsizetype seat = 0; seat < seats.size(); ++seat) {
            GamePlayer &player = seats[seat];
            if (!player.id.isEmpty())
                continue;
            QString candidate = player.color.trimmed().toLower().replace(u' ', u'-');
            for (int n = 1; !isPlayerId(candidate) || used.contains(candidate); ++n)
                candidate = u'p' + QString::number(seat + 1) + (n > 1 ? u'-' + QString::number(n) : QString());
            player.id = candidate;
            used.insert(candidate);
        }
        QJsonArray recordPlayers;
        for (const GamePlayer &player : std::as_const(seats)) {
            QJsonObject entry { { u"id"_s, player.id }, { u"name"_s, player.name } };
            if (!player.color.isEmpty())
                entry.insert(u"color"_s, player.color);
            recordPlayers.append(entry);
        }
        const QJsonObject header { { u"format"_s, recordFormat() },
                                   { u"players"_s, recordPlayers },
                                   { u"expansions"_s, QJsonArray::fromStringList(expansions) } };
        const ReplayOutcome outcome = ml::replay(RecordFile::compose(header, {}));
        if (!outcome.ok)
            return StoreError { StoreError::Code::Refused, refusalLine(outcome.error), {}, outcome.error };

        const QString now = Database::now();
        QSqlQuery query(db);
        query.prepare(u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at) "
                      u"VALUES ("_s
                      + Schema::nextGameId() + u", ?, ?, ?, 0, 0, ?)"_s);
        query.addBindValue(QString::fromUtf8(RecordFile::compact(header)));
        query.addBindValue(now);
        query.addBindValue(now);
        query.addBindValue(now);
        if (Status status = m_database->exec(query, tr("create a game")); !status.ok())
            return status;
        gameId = query.lastInsertId().toLongLong();
        query.prepare(u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (?, ?, ?, ?)"_s);
        for (qsizetype seat = 0; seat < seats.size(); ++seat) {
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(seats[seat].id);
            query.addBindValue(seats[seat].profileId);
            if (Status status = m_database->exec(query, tr("seat the players of game %1").arg(gameId)); !status.ok())
                return status;
        }
        return SummaryTable::write(*m_database, db, gameId, header, outcome, 0, 0, tr("create a game"));
    });
    if (!status.ok())
        return status.error();
    return gameId;
}

Result<GameLog> GameLibrary::openGame(qint64 gameId)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    GameLog log(m_database, gameId);
    if (Status status = log.reload(); !status.ok())
        return status.error();
    // Opening is what "resume" remembers; a failure here must not keep the game from being shown.
    QSqlQuery query(m_database->connection());
    query.prepare(u"UPDATE games SET touched_at = ? WHERE id = ?"_s);
    query.addBindValue(Database::now());
    query.addBindValue(gameId);
    query.exec();
    return log;
}

Status GameLibrary::deleteGame(qint64 gameId)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    return m_database->transaction(tr("delete game %1").arg(gameId), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM games WHERE id = ?"_s);
        query.addBindValue(gameId);
        if (Status status = m_database->exec(query, tr("delete game %1").arg(gameId)); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return notFound(tr("There is no game %1 in the library.").arg(gameId));
        return {};
    });
}

// ---- profiles ----

namespace {

std::optional<StoreError> checkProfile(const Profile &profile)
{
    const QString name = profile.name.trimmed();
    if (name.isEmpty())
        return invalid(GameLibrary::tr("A player's name cannot be empty."));
    if (name.toUcs4().size() > MaxNameLength)
        return invalid(GameLibrary::tr("The name \"%1\" is longer than %2 characters.").arg(name).arg(MaxNameLength));
    if (profile.color.size() > MaxColorLength)
        return invalid(GameLibrary::tr("The colour of %1 is longer than %2 characters.").arg(name).arg(MaxColorLength));
    static const QRegularExpression language(u"^([A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)?$"_s);
    if (!language.match(profile.language).hasMatch())
        return invalid(
            GameLibrary::tr("\"%1\" is not a language code such as \"de\" or \"pt_BR\".").arg(profile.language));
    return std::nullopt;
}

Profile profileFrom(const QSqlQuery &query)
{
    Profile profile;
    profile.id = query.value(0).toLongLong();
    profile.name = query.value(1).toString();
    profile.color = query.value(2).toString();
    profile.language = query.value(3).toString();
    profile.createdAt = storedTime(query.value(4));
    return profile;
}

} // namespace

Result<qint64> GameLibrary::addProfile(const Profile &profile)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (const auto error = checkProfile(profile))
        return *error;
    const QString name = profile.name.trimmed();
    qint64 id = 0;
    const Status status = m_database->transaction(tr("add the profile %1").arg(name), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT 1 FROM profiles WHERE name = ?"_s);
        query.addBindValue(name);
        if (Status status = m_database->exec(query, tr("add the profile %1").arg(name)); !status.ok())
            return status;
        if (query.next())
            return invalid(tr("A profile named \"%1\" already exists.").arg(name));
        query.prepare(u"INSERT INTO profiles (name, color, language, created_at) "
                      u"VALUES (?, coalesce(?, ''), coalesce(?, ''), ?)"_s);
        query.addBindValue(name);
        query.addBindValue(profile.color);
        query.addBindValue(profile.language);
        query.addBindValue(Database::now());
        if (Status status = m_database->exec(query, tr("add the profile %1").arg(name)); !status.ok())
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
    return m_database->transaction(tr("change the profile %1").arg(name), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"SELECT 1 FROM profiles WHERE name = ? AND id <> ?"_s);
        query.addBindValue(name);
        query.addBindValue(profile.id);
        if (Status status = m_database->exec(query, tr("change the profile %1").arg(name)); !status.ok())
            return status;
        if (query.next())
            return invalid(tr("A profile named \"%1\" already exists.").arg(name));
        query.prepare(
            u"UPDATE profiles SET name = ?, color = coalesce(?, ''), language = coalesce(?, '') WHERE id = ?"_s);
        query.addBindValue(name);
        query.addBindValue(profile.color);
        query.addBindValue(profile.language);
        query.addBindValue(profile.id);
        if (Status status = m_database->exec(query, tr("change the profile %1").arg(name)); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return notFound(tr("There is no profile %1 in the library.").arg(profile.id));
        return {};
    });
}

Status GameLibrary::removeProfile(qint64 profileId)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    return m_database->transaction(tr("remove profile %1").arg(profileId), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM profiles WHERE id = ?"_s);
        query.addBindValue(profileId);
        if (Status status = m_database->exec(query, tr("remove profile %1").arg(profileId)); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return notFound(tr("There is no profile %1 in the library.").arg(profileId));
        return {};
    });
}

Result<QList<Profile>> GameLibrary::profiles() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT id, name, color, language, created_at FROM profiles ORDER BY name, id"_s);
    if (Status status = m_database->exec(query, tr("read the profiles")); !status.ok())
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
    query.prepare(u"SELECT id, name, color, language, created_at FROM profiles WHERE id = ?"_s);
    query.addBindValue(profileId);
    if (Status status = m_database->exec(query, tr("read profile %1").arg(profileId)); !status.ok())
        return status.error();
    if (!query.next())
        return notFound(tr("There is no profile %1 in the library.").arg(profileId));
    return profileFrom(query);
}

Result<Profile> GameLibrary::profileByName(const QString &name) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT id, name, color, language, created_at FROM profiles WHERE name = ?"_s);
    query.addBindValue(name.trimmed());
    if (Status status = m_database->exec(query, tr("look up the profile %1").arg(name)); !status.ok())
        return status.error();
    if (!query.next())
        return notFound(tr("There is no profile named \"%1\" in the library.").arg(name));
    return profileFrom(query);
}

Status GameLibrary::linkPlayer(qint64 gameId, const QString &playerId, qint64 profileId)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (Result<Profile> linked = profile(profileId); !linked.ok())
        return linked.error();
    return m_database->transaction(tr("link a player of game %1").arg(gameId), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"UPDATE game_players SET profile_id = ? WHERE game_id = ? AND player_id = ?"_s);
        query.addBindValue(profileId);
        query.addBindValue(gameId);
        query.addBindValue(playerId);
        if (Status status = m_database->exec(query, tr("link a player of game %1").arg(gameId)); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            return notFound(tr("Game %1 has no player \"%2\".").arg(gameId).arg(playerId));
        return {};
    });
}

// ---- statistics ----

Result<QList<PlayerStatistics>> GameLibrary::computeStatistics(const QList<Profile> &profiles) const
{
    QHash<qint64, qsizetype> indexOf;
    QList<PlayerStatistics> result;
    for (const Profile &profile : profiles) {
        indexOf.insert(profile.id, result.size());
        PlayerStatistics statistics;
        statistics.profileId = profile.id;
        statistics.name = profile.name;
        result.append(statistics);
    }
    // Added up in SQL from the seats linked to a profile: no game is replayed or read. A game the engine no longer
    // accepts has no result to count; scores, wins and points count finished games only.
    const bool one = profiles.size() == 1;
    const QString seats = u" FROM game_players p JOIN game_summaries s ON s.game_id = p.game_id AND s.problem = '' "_s;
    const QString profile = u" WHERE p.profile_id IS NOT NULL"_s + (one ? u" AND p.profile_id = ?"_s : QString());
    const Status status = m_database->read(tr("read the games"), [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        const auto run = [&](const QString &sql) {
            query.prepare(sql);
            if (one)
                query.addBindValue(profiles.constFirst().id);
            return m_database->exec(query, tr("read the games"));
        };
        if (Status status = run(u"SELECT p.profile_id, sum(s.finished <> 0), sum(s.finished = 0), "
                                u"sum(CASE WHEN s.finished <> 0 THEN r.winner END), "
                                u"total(CASE WHEN s.finished <> 0 THEN r.score END), "
                                u"max(CASE WHEN s.finished <> 0 THEN r.score END)"_s
                                + seats + u"JOIN game_results r ON r.game_id = p.game_id AND r.seat = p.seat"_s
                                + profile + u" GROUP BY p.profile_id"_s);
            !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at == indexOf.cend())
                continue;
            PlayerStatistics &statistics = result[*at];
            statistics.gamesPlayed = query.value(1).toInt();
            statistics.gamesInProgress = query.value(2).toInt();
            statistics.wins = query.value(3).toInt();
            if (statistics.gamesPlayed > 0)
                statistics.averageScore = query.value(4).toDouble() / statistics.gamesPlayed;
            statistics.bestScore = query.value(5).toInt();
        }
        if (Status status =
                run(u"SELECT p.profile_id, g.source, sum(g.points)"_s + seats
                    + u"AND s.finished <> 0 JOIN game_points g ON g.game_id = p.game_id AND g.seat = p.seat"_s + profile
                    + u" GROUP BY p.profile_id, g.source"_s);
            !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at != indexOf.cend())
                result[*at].pointsBySource.insert(query.value(1).toString(), query.value(2).toInt());
        }
        return {};
    });
    if (!status.ok())
        return status.error();
    return result;
}

Result<PlayerStatistics> GameLibrary::statistics(qint64 profileId) const
{
    Result<Profile> found = profile(profileId);
    if (!found.ok())
        return found.error();
    Result<QList<PlayerStatistics>> computed = computeStatistics({ found.value() });
    if (!computed.ok())
        return computed.error();
    return computed.value().first();
}

Result<QList<PlayerStatistics>> GameLibrary::allStatistics() const
{
    Result<QList<Profile>> all = profiles();
    if (!all.ok())
        return all.error();
    return computeStatistics(all.value());
}

Result<ScoreSeries> GameLibrary::scoreSeries(qint64 gameId) const
{
    Result<StoredGame> stored = loadGame(gameId);
    if (!stored.ok())
        return stored.error();
    const QJsonObject record = stored.value().record();
    const ReplayOutcome outcome = ml::replay(record);
    if (!outcome.ok)
        return StoreError { StoreError::Code::Refused, refusalLine(outcome.error), {}, outcome.error };
    return GameAnalysis::scoreSeries(record, outcome.output);
}

// ---- import and export ----

Result<qint64> GameLibrary::importRecord(const QByteArray &json)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (json.size() > RecordJson::MaxBytes)
        //: %1 is the largest size of a record in MiB (16)
        return StoreError { StoreError::Code::InvalidInput,
                            tr("The record is larger than %1 MiB, the most a game record can be.")
                                .arg(RecordJson::MaxBytes / (1024 * 1024)),
                            {},
                            {} };
    QJsonObject record;
    ReplayOutcome outcome;
    try {
        const RecordJson text(json);
        outcome = text.ok() ? ml::replay(text.object()) : ReplayOutcome { false, { -1, {}, text.refusal() }, {}, {} };
        if (!outcome.ok)
            return StoreError { StoreError::Code::Refused, refusalLine(outcome.error), {}, outcome.error };
        record = text.object();
    } catch (const std::bad_alloc &) {
        return StoreError {
            StoreError::Code::InvalidInput, tr("The record is too large to read in the memory available."), {}, {}
        };
    }
    const QJsonObject header = RecordFile::header(record);
    const QJsonArray events = record.value(u"events"_s).toArray();
    const QJsonArray players = header.value(u"players"_s).toArray();

    qint64 gameId = 0;
    const Status status = m_database->transaction(tr("import a game"), [&](QSqlDatabase &db) -> Status {
        const QString now = Database::now();
        QSqlQuery query(db);
        query.prepare(u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at) "
                      u"VALUES ("_s
                      + Schema::nextGameId() + u", ?, ?, ?, ?, 0, ?)"_s);
        query.addBindValue(QString::fromUtf8(RecordFile::compact(header)));
        query.addBindValue(now);
        query.addBindValue(now);
        query.addBindValue(int(events.size()));
        query.addBindValue(now);
        if (Status status = m_database->exec(query, tr("import a game")); !status.ok())
            return status;
        gameId = query.lastInsertId().toLongLong();

        query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (?, ?, ?)"_s);
        for (qsizetype i = 0; i < events.size(); ++i) {
            query.addBindValue(gameId);
            query.addBindValue(int(i));
            query.addBindValue(QString::fromUtf8(RecordFile::compact(events.at(i).toObject())));
            if (Status status = m_database->exec(query, tr("import event %1").arg(i)); !status.ok())
                return status;
        }

        for (qsizetype seat = 0; seat < players.size(); ++seat) {
            const QJsonObject player = players.at(seat).toObject();
            const QString playerId = player.value(u"id"_s).toString();
            const QString name = player.value(u"name"_s).toString().trimmed();
            QVariant profileId;
            if (!name.isEmpty()) {
                Result<qint64> id = profileFor(db, name, player.value(u"color"_s).toString(playerId));
                if (!id.ok())
                    return id.error();
                profileId = id.value();
            }
            query.prepare(u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (?, ?, ?, ?)"_s);
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(playerId);
            query.addBindValue(profileId);
            if (Status status = m_database->exec(query, tr("seat the players of game %1").arg(gameId)); !status.ok())
                return status;
        }
        return SummaryTable::write(*m_database, db, gameId, header, outcome, int(events.size()), 0,
                                   tr("import a game"));
    });
    if (!status.ok())
        return status.error();
    return gameId;
}

Result<qint64> GameLibrary::importFile(const QString &path)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Result<QByteArray> data = RecordFile::read(path);
    if (!data.ok())
        return data.error();
    Result<qint64> imported = importRecord(data.value());
    if (!imported.ok() && imported.error().code == StoreError::Code::Refused) {
        StoreError error = imported.error();
        error.message =
            tr("%1 was not imported: %2").arg(QDir::toNativeSeparators(path), refusalPlace(error.replayError));
        return error;
    }
    return imported;
}

Result<QByteArray> GameLibrary::exportRecord(qint64 gameId) const
{
    Result<StoredGame> stored = loadGame(gameId);
    if (!stored.ok())
        return stored.error();
    return RecordFile::serialize(stored.value().record());
}

Status GameLibrary::exportFile(qint64 gameId, const QString &path) const
{
    Result<QByteArray> data = exportRecord(gameId);
    if (!data.ok())
        return data.error();
    return RecordFile::write(path, data.value());
}

} // namespace ml
