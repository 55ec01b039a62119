// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelibrary.h"

#include "database.h"
#include "gameanalysis.h"
#include "recordfile.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "sayings.h"
#include "schema.h"
#include "sqlitestatement.h"
#include "summarytable.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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

// The games' order in every list: the one touched last first (a game changed or opened comes to the top).
#define ML_GAMES_ORDER " ORDER BY g.touched_at DESC, g.id DESC"
// The number in this library of the game a fork was made from, or NULL: its subquery runs for forks only.
#define ML_FORK_OF_ID "CASE WHEN g.fork_of <> '' THEN (SELECT o.id FROM games o WHERE o.uuid = g.fork_of) END"

// Times are stored as Database::now() writes them, "2026-12-04T19:30:00.123Z": read by position, which is many times
// faster than the general ISO 8601 parser when a thousand games are listed; any other text takes that parser.
bool inStoredForm(QByteArrayView text)
{
    return text.size() == 24 && text[4] == '-' && text[7] == '-' && text[10] == 'T' && text[13] == ':'
        && text[16] == ':' && text[19] == '.' && text[23] == 'Z';
}

QDateTime storedTime(QByteArrayView text)
{
    const auto digits = [&text](qsizetype at, qsizetype count) {
        int n = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const char c = text[i];
            if (c < '0' || c > '9')
                return -1;
            n = n * 10 + int(c - '0');
        }
        return n;
    };
    if (inStoredForm(text)) {
        const QDate date(digits(0, 4), digits(5, 2), digits(8, 2));
        const QTime time(digits(11, 2), digits(14, 2), digits(17, 2), digits(20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(QString::fromUtf8(text), Qt::ISODateWithMs);
}

QDateTime storedTime(const QVariant &value)
{
    return storedTime(QByteArrayView(value.toString().toUtf8()));
}

bool isPlayerId(const QString &id)
{
    static const QRegularExpression pattern(u"^[a-z0-9_-]{1,16}$"_s);
    return pattern.match(id).hasMatch();
}

StoreError invalid(const Phrase &words)
{
    return { StoreError::Code::InvalidInput, Sayings::say(words), {}, {} };
}

StoreError notFound(const Phrase &words)
{
    return { StoreError::Code::NotFound, Sayings::say(words), {}, {} };
}

/** @brief Refuses a language that is not a code such as "de" or "pt_BR" (empty: none). */
std::optional<StoreError> checkLanguage(const QString &language)
{
    static const QRegularExpression code(u"^([A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)?$"_s);
    if (!code.match(language).hasMatch())
        //: %1 the code as given
        return invalid([language] {
            return GameLibrary::tr("\"%1\" is not a language code such as \"de\" or \"pt_BR\".").arg(language);
        });
    return std::nullopt;
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
    QString uuid;
    QString device;

    [[nodiscard]] QJsonObject record() const { return RecordFile::compose(header, events); }
};

/** @brief A stored game an imported record may be a version of. */
struct GameLibrary::Candidate {
    qint64 id = 0;
    QJsonObject header;
    QJsonArray events;
    /** @brief True for the game holding the record's id, false for a fork of it. */
    bool original = false;
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
    // Named outright rather than by the program's name, so that the app and the command-line tool share one library.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/meeple-ledger/library.sqlite"_s;
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
        // Who each game is, from a library of schema 4 on: the recovered game stays the same game.
        QHash<qint64, QJsonObject> identities;
        if (query.exec(u"SELECT id, uuid, created_at, device FROM games WHERE uuid <> ''"_s)) {
            while (query.next()) {
                QJsonObject identity { { u"id"_s, query.value(1).toString() },
                                       { u"created"_s, query.value(2).toString() } };
                if (!query.value(3).toString().isEmpty())
                    identity.insert(u"device"_s, query.value(3).toString());
                identities.insert(query.value(0).toLongLong(), identity);
            }
        }
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
            if (readable && !query.lastError().isValid() && events.size() == head) {
                QJsonObject record = RecordFile::compose(RecordFile::parseObject(header), events);
                if (identities.contains(id))
                    record.insert(u"game"_s, identities.value(id));
                records.append(record);
            } else
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
        return StoreError { StoreError::Code::NotOpen,
                            Sayings::say([path = m_path] {
                                //: %1 the library file's path
                                return tr("The game library %1 is not open.").arg(path);
                            }),
                            {},
                            {} };
    return {};
}

// ---- games ----

Result<QList<GameLibrary::StoredGame>> GameLibrary::loadGames(std::optional<qint64> onlyGame) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QList<StoredGame> games;
    const QString filter = onlyGame ? u" WHERE g.id = :id"_s : QString();
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        QHash<qint64, qsizetype> indexOf;

        query.prepare(
            u"SELECT g.id, g.header, g.created_at, g.updated_at, g.touched_at, g.uuid, g.device FROM games g"_s + filter
            + QLatin1StringView(ML_GAMES_ORDER));
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        while (query.next()) {
            StoredGame game;
            game.id = query.value(0).toLongLong();
            game.header = RecordFile::parseObject(query.value(1).toByteArray());
            game.createdAt = storedTime(query.value(2));
            game.updatedAt = storedTime(query.value(3));
            game.touchedAt = storedTime(query.value(4));
            game.uuid = query.value(5).toString();
            game.device = query.value(6).toString();
            indexOf.insert(game.id, games.size());
            games.append(game);
        }

        query.prepare(u"SELECT e.game_id, e.seq < g.head, e.payload FROM events e JOIN games g ON g.id = e.game_id"_s
                      + filter + u" ORDER BY e.game_id, e.seq"_s);
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, [] { return tr("read the games' events"); }); !status.ok())
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
        //: %1 the game's number in the library
        return notFound([gameId] { return tr("There is no game %1 in the library.").arg(gameId); });
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
    // Read through SQLite's own interface (SqliteStatement): a library of a thousand games is listed whole.
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        SqliteStatement games(db,
                              (u"SELECT g.id, g.created_at, g.updated_at, g.touched_at, "
                               u"s.event_count, s.redo_count, s.finished, s.problem, s.expansions, g.uuid, g.device, "
                               u"g.fork_of, " ML_FORK_OF_ID u" "
                               u"FROM games g JOIN game_summaries s ON s.game_id = g.id"_s
                               + where + QLatin1StringView(ML_GAMES_ORDER)
                               + (limit > 0 ? u" LIMIT "_s + QString::number(limit) : QString())
                               + (limit > 0 && offset > 0 ? u" OFFSET "_s + QString::number(offset) : QString()))
                                  .toUtf8());
        if (onlyGame)
            std::ignore = games.bind(1, *onlyGame);
        QHash<qint64, qsizetype> indexOf;
        while (games.next()) {
            GameSummary summary;
            summary.id = games.integer(0);
            summary.createdAt = storedTime(games.bytes(1));
            summary.updatedAt = storedTime(games.bytes(2));
            summary.touchedAt = storedTime(games.bytes(3));
            summary.eventCount = int(games.integer(4));
            summary.redoCount = int(games.integer(5));
            summary.finished = games.integer(6) != 0;
            summary.problem = games.text(7);
            summary.expansions = games.text(8).split(u' ', Qt::SkipEmptyParts);
            summary.uuid = games.text(9);
            summary.device = games.text(10);
            summary.forkOfUuid = games.text(11);
            summary.forkOf = games.integer(12);
            indexOf.insert(summary.id, summaries.size());
            summaries.append(std::move(summary));
        }
        if (!games.ok())
            return m_database->sqlError(games.error(), what);
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
        SqliteStatement seats(
            db,
            (u"SELECT r.game_id, r.player_id, r.name, r.color, r.score, r.winner, p.profile_id "
             u"FROM game_results r LEFT JOIN game_players p ON p.game_id = r.game_id AND p.seat = r.seat"_s
             + (some ? u" WHERE r.game_id IN ("_s + ids.join(u',') + u')' : QString())
             + u" ORDER BY r.game_id, r.seat"_s)
                .toUtf8());
        while (seats.next()) {
            const auto at = indexOf.constFind(seats.integer(0));
            if (at == indexOf.cend())
                continue;
            GameSummary &summary = summaries[*at];
            GamePlayer player;
            player.id = seats.text(1);
            player.name = seats.text(2);
            player.color = seats.text(3);
            player.score = int(seats.integer(4));
            player.profileId = seats.integer(6);
            if (summary.finished && seats.integer(5) != 0)
                summary.winners.append(player.id);
            summary.players.append(std::move(player));
        }
        if (!seats.ok())
            return m_database->sqlError(seats.error(), [] { return tr("read the games' players"); });
        for (GameSummary &summary : summaries)
            summary.winners.sort(); // by id, as a finished game's output names them
        return {};
    });
    if (!status.ok())
        return status.error();
    // A game that no longer replays: the summary keeps its problem in the words of whoever wrote it (another
    // program, another language), so it is said again from the engine's refusal, in the language of now. Such games
    // are rare (a record an older version stored), and only they are replayed.
    for (GameSummary &summary : summaries) {
        if (summary.problem.isEmpty())
            continue;
        const Result<StoredGame> stored = loadGame(summary.id);
        if (!stored.ok())
            continue;
        const ReplayOutcome outcome = ml::replay(stored.value().record());
        if (!outcome.ok)
            summary.problem = Sayings::say([error = outcome.error] { return refusalLine(error); });
    }
    return summaries;
}

Status GameLibrary::listGames(const std::function<void(const ListedGame &)> &each) const
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const Phrase what = [] { return tr("read the games"); };
    return m_database->read(what, [&](QSqlDatabase &db) -> Status {
        // Every seat first, in the table's own order (a scan without a lookup per row): the names side by side in one
        // buffer, each game's seats a range of them.
        struct Seat {
            qsizetype nameEnd = 0;
            qint64 score = 0;
        };
        QByteArray names;
        QList<Seat> seats;
        QHash<qint64, std::pair<qsizetype, qsizetype>> seatsOf;
        SqliteStatement results(db, "SELECT game_id, name, score FROM game_results ORDER BY game_id, seat");
        while (results.next()) {
            const qint64 game = results.integer(0);
            names += results.bytes(1);
            auto range = seatsOf.find(game);
            if (range == seatsOf.end())
                range = seatsOf.insert(game, { seats.size(), seats.size() });
            seats.append({ names.size(), results.integer(2) });
            range->second = seats.size();
        }
        if (!results.ok())
            return m_database->sqlError(results.error(), [] { return tr("read the games' players"); });

        SqliteStatement rows(db,
                             "SELECT g.id, g.created_at, s.finished, g.fork_of <> '', " ML_FORK_OF_ID " "
                             "FROM games g JOIN game_summaries s ON s.game_id = g.id" ML_GAMES_ORDER);
        ListedGame game;
        QByteArray created;
        while (rows.next()) {
            game.id = rows.integer(0);
            // To the second, cut from the stored form; any other text through the general parser.
            const QByteArrayView stored = rows.bytes(1);
            created.resize(0);
            if (inStoredForm(stored))
                created.append(stored.first(19)).append('Z');
            else
                created = storedTime(stored).toUTC().toString(Qt::ISODate).toUtf8();
            game.createdAt = created;
            game.finished = rows.integer(2) != 0;
            game.isFork = rows.integer(3) != 0;
            game.forkOf = rows.integer(4);
            game.seats.clear();
            const auto [first, last] = seatsOf.value(game.id);
            for (qsizetype seat = first; seat < last; ++seat) {
                const qsizetype begin = seat == 0 ? 0 : seats[seat - 1].nameEnd;
                game.seats.append(
                    { QByteArrayView(names).sliced(begin, seats[seat].nameEnd - begin), seats[seat].score });
            }
            each(game);
        }
        if (!rows.ok())
            return m_database->sqlError(rows.error(), what);
        return {};
    });
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
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        const QString condition = filterCondition(filter);
        query.prepare(u"SELECT count(*) FROM game_summaries s"_s
                      + (condition.isEmpty() ? QString() : u" WHERE "_s + condition));
        if (Status status = m_database->exec(query, what); !status.ok())
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
        //: %1 the game's number in the library
        return notFound([gameId] { return tr("There is no game %1 in the library.").arg(gameId); });
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

Result<qint64> GameLibrary::createGame(const QList<GamePlayer> &players, const QStringList &expansions)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    qint64 gameId = 0;
    const Phrase what = [] { return tr("create a game"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
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
                if (player.name.isEmpty()) {
                    //: %1 the seat's number, from 1
                    return invalid(
                        [seat] { return tr("The player in seat %1 has neither a name nor a profile.").arg(seat + 1); });
                }
                Result<qint64> id = profileFor(db, player.name, player.color);
                if (!id.ok())
                    return id.error();
                player.profileId = id.value();
            }
            // The language this player reads is remembered in their profile, with the game or not at all.
            if (player.language.isEmpty())
                continue;
            if (std::optional<StoreError> refused = checkLanguage(player.language))
                return *refused;
            QSqlQuery remember(db);
            remember.prepare(u"UPDATE profiles SET language = ? WHERE id = ?"_s);
            remember.addBindValue(player.language);
            remember.addBindValue(player.profileId);
            //: %1 the player's name
            if (Status status = m_database->exec(
                    remember, [name = player.name] { return tr("remember the language of %1").arg(name); });
                !status.ok())
                return status;
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
            return StoreError::refused(outcome.error);

        const QString now = Database::now();
        QSqlQuery query(db);
        query.prepare(u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at, uuid) "
                      u"VALUES ("_s
                      + Schema::nextGameId() + u", ?, ?, ?, 0, 0, ?, ?)"_s);
        query.addBindValue(QString::fromUtf8(RecordFile::compact(header)));
        query.addBindValue(now);
        query.addBindValue(now);
        query.addBindValue(now);
        query.addBindValue(Schema::newUuid());
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        gameId = query.lastInsertId().toLongLong();
        query.prepare(u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (?, ?, ?, ?)"_s);
        for (qsizetype seat = 0; seat < seats.size(); ++seat) {
            query.addBindValue(gameId);
            query.addBindValue(int(seat));
            query.addBindValue(seats[seat].id);
            query.addBindValue(seats[seat].profileId);
            //: %1 the game's number in the library
            if (Status status =
                    m_database->exec(query, [gameId] { return tr("seat the players of game %1").arg(gameId); });
                !status.ok())
                return status;
        }
        return SummaryTable::write(*m_database, db, gameId, header, outcome, 0, 0, what);
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
    //: %1 the game's number in the library
    const Phrase what = [gameId] { return tr("delete game %1").arg(gameId); };
    return m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.prepare(u"DELETE FROM games WHERE id = ?"_s);
        query.addBindValue(gameId);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            //: %1 the game's number in the library
            return notFound([gameId] { return tr("There is no game %1 in the library.").arg(gameId); });
        return {};
    });
}

// ---- profiles ----

namespace {

std::optional<StoreError> checkProfile(const Profile &profile)
{
    const QString name = profile.name.trimmed();
    if (name.isEmpty())
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

} // namespace

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
        if (query.next()) {
            //: %1 the profile's name
            return invalid([name] { return tr("A profile named \"%1\" already exists.").arg(name); });
        }
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
        if (query.next()) {
            //: %1 the profile's name
            return invalid([name] { return tr("A profile named \"%1\" already exists.").arg(name); });
        }
        query.prepare(
            u"UPDATE profiles SET name = ?, color = coalesce(?, ''), language = coalesce(?, '') WHERE id = ?"_s);
        query.addBindValue(name);
        query.addBindValue(profile.color);
        query.addBindValue(profile.language);
        query.addBindValue(profile.id);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        if (query.numRowsAffected() != 1)
            //: %1 the profile's number in the library
            return notFound([id = profile.id] { return tr("There is no profile %1 in the library.").arg(id); });
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
            //: %1 the profile's number in the library
            return notFound([profileId] { return tr("There is no profile %1 in the library.").arg(profileId); });
        return {};
    });
}

Result<QList<Profile>> GameLibrary::profiles() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT id, name, color, language, created_at, uuid FROM profiles ORDER BY name, id"_s);
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
    query.prepare(u"SELECT id, name, color, language, created_at, uuid FROM profiles WHERE id = ?"_s);
    query.addBindValue(profileId);
    //: %1 the profile's number in the library
    if (Status status = m_database->exec(query, [profileId] { return tr("read profile %1").arg(profileId); });
        !status.ok())
        return status.error();
    if (!query.next())
        //: %1 the profile's number in the library
        return notFound([profileId] { return tr("There is no profile %1 in the library.").arg(profileId); });
    return profileFrom(query);
}

Result<Profile> GameLibrary::profileByName(const QString &name) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT id, name, color, language, created_at, uuid FROM profiles WHERE name = ?"_s);
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

// ---- statistics ----

Result<QList<PlayerStatistics>> GameLibrary::computeStatistics(const QList<Profile> &profiles, bool apart) const
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
    const auto work = [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        const auto run = [&](const QString &sql) {
            query.prepare(sql);
            if (one)
                query.addBindValue(profiles.constFirst().id);
            return m_database->exec(query, [] { return tr("read the games"); });
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
    };
    const Phrase what = [] { return tr("read the games"); };
    const Status status = apart ? m_database->readApart(what, work) : m_database->read(what, work);
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

Result<PlayerStatistics> GameLibrary::statisticsApart(const Profile &profile) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Result<QList<PlayerStatistics>> computed = computeStatistics({ profile }, true);
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
        return StoreError::refused(outcome.error);
    return GameAnalysis::scoreSeries(record, outcome.output);
}

// ---- import and export ----

namespace {

/** @brief How an imported record relates to a stored game of the same id. */
enum class Relation { Older, Extends, Fork };

Relation relation(const QJsonObject &storedHeader, const QJsonArray &stored, const QJsonObject &header,
                  const QJsonArray &events)
{
    if (storedHeader.value(u"players"_s) != header.value(u"players"_s)
        || storedHeader.value(u"expansions"_s) != header.value(u"expansions"_s))
        return Relation::Fork;
    const qsizetype common = std::min(stored.size(), events.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (stored.at(i) != events.at(i))
            return Relation::Fork;
    }
    return events.size() > stored.size() ? Relation::Extends : Relation::Older;
}

// A time as the library stores it ("2026-12-04T19:30:00.000Z"), from any ISO 8601 UTC text the engine accepted.
QString storedText(const QString &iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

Result<QList<GameLibrary::Candidate>> GameLibrary::candidates(QSqlDatabase &db, const QString &uuid) const
{
    QList<Candidate> found;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT id, header, head, uuid = ? FROM games WHERE uuid = ? OR fork_of = ? "
                  u"ORDER BY uuid = ? DESC, id"_s);
    for (int i = 0; i < 4; ++i)
        query.addBindValue(uuid);
    if (Status status = m_database->exec(query, [] { return tr("import a game"); }); !status.ok())
        return status.error();
    QList<int> heads;
    while (query.next()) {
        found.append({ query.value(0).toLongLong(),
                       RecordFile::parseObject(query.value(1).toByteArray()),
                       {},
                       query.value(3).toBool() });
        heads.append(query.value(2).toInt());
    }
    query.prepare(u"SELECT payload FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
    for (qsizetype i = 0; i < found.size(); ++i) {
        query.addBindValue(found[i].id);
        query.addBindValue(heads[i]);
        if (Status status = m_database->exec(query, [] { return tr("import a game"); }); !status.ok())
            return status.error();
        while (query.next())
            found[i].events.append(RecordFile::parseObject(query.value(0).toByteArray()));
    }
    return found;
}

Result<qint64> GameLibrary::insertGame(QSqlDatabase &db, const QJsonObject &header, const QJsonArray &events,
                                       const ReplayOutcome &outcome, const QString &uuid, const QString &created,
                                       const QString &device, const QString &forkOf)
{
    const QString now = Database::now();
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at, uuid, device, "
                  u"fork_of) VALUES ("_s
                  + Schema::nextGameId() + u", ?, ?, ?, ?, 0, ?, ?, ?, ?)"_s);
    query.addBindValue(QString::fromUtf8(RecordFile::compact(header)));
    query.addBindValue(created.isEmpty() ? now : created);
    query.addBindValue(now);
    query.addBindValue(int(events.size()));
    query.addBindValue(now);
    query.addBindValue(uuid);
    query.addBindValue(device.isEmpty() ? u""_s : device); // a null QString would bind NULL
    query.addBindValue(forkOf.isEmpty() ? u""_s : forkOf);
    if (Status status = m_database->exec(query, [] { return tr("import a game"); }); !status.ok())
        return status.error();
    const qint64 gameId = query.lastInsertId().toLongLong();

    query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (?, ?, ?)"_s);
    for (qsizetype i = 0; i < events.size(); ++i) {
        query.addBindValue(gameId);
        query.addBindValue(int(i));
        query.addBindValue(QString::fromUtf8(RecordFile::compact(events.at(i).toObject())));
        //: %1 the event's index in the record
        if (Status status = m_database->exec(query, [i] { return tr("import event %1").arg(i); }); !status.ok())
            return status.error();
    }

    const QJsonArray players = header.value(u"players"_s).toArray();
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
        //: %1 the game's number in the library
        if (Status status = m_database->exec(query, [gameId] { return tr("seat the players of game %1").arg(gameId); });
            !status.ok())
            return status.error();
    }
    if (Status status = SummaryTable::write(*m_database, db, gameId, header, outcome, int(events.size()), 0,
                                            [] { return tr("import a game"); });
        !status.ok())
        return status.error();
    return gameId;
}

Result<GameLibrary::Import> GameLibrary::importGame(const QByteArray &json)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    if (json.size() > RecordJson::MaxBytes)
        return invalid([] {
            //: %1 is the largest size of a record in MiB (16)
            //: %1 the largest size allowed, in MiB
            return tr("The record is larger than %1 MiB, the most a game record can be.")
                .arg(RecordJson::MaxBytes / (1024 * 1024));
        });
    QJsonObject record;
    ReplayOutcome outcome;
    try {
        const RecordJson text(json);
        outcome = text.ok() ? ml::replay(text.object()) : ReplayOutcome { false, { -1, {}, text.refusal() }, {}, {} };
        if (!outcome.ok)
            return StoreError::refused(outcome.error);
        record = text.object();
    } catch (const std::bad_alloc &) {
        return invalid([] { return tr("The record is too large to read in the memory available."); });
    }
    // Who the game is lives in the games table, not in its stored header: an export writes it from there.
    QJsonObject header = RecordFile::header(record);
    const QJsonObject identity = header.take(u"game"_s).toObject();
    const QJsonArray events = record.value(u"events"_s).toArray();
    const QString recordId = identity.value(u"id"_s).toString().toLower();
    // A record without `game` has no start time of its own (its events carry none): the import is when it started.
    const QString created = storedText(identity.value(u"created"_s).toString());
    const QString device = identity.value(u"device"_s).toString();

    Import result;
    const Phrase what = [] { return tr("import a game"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QList<Candidate> found;
        if (!recordId.isEmpty()) {
            Result<QList<Candidate>> read = candidates(db, recordId);
            if (!read.ok())
                return read.error();
            found = std::move(read).value();
        }
        // The version that already holds every event of the record, else the longest one the record extends.
        const Candidate *extended = nullptr;
        for (const Candidate &candidate : std::as_const(found)) {
            switch (relation(candidate.header, candidate.events, header, events)) {
            case Relation::Older:
                result = { Import::Outcome::Unchanged, candidate.id, 0, 0 };
                return {};
            case Relation::Extends:
                if (!extended || candidate.events.size() > extended->events.size())
                    extended = &candidate;
                break;
            case Relation::Fork:
                break;
            }
        }
        if (extended) {
            const QString now = Database::now();
            QSqlQuery query(db);
            // A newer version of the game replaces any redo history, as a new event would.
            query.prepare(u"DELETE FROM events WHERE game_id = ? AND seq >= ?"_s);
            query.addBindValue(extended->id);
            query.addBindValue(int(extended->events.size()));
            if (Status status = m_database->exec(query, what); !status.ok())
                return status;
            query.prepare(u"INSERT INTO events (game_id, seq, payload) VALUES (?, ?, ?)"_s);
            for (qsizetype i = extended->events.size(); i < events.size(); ++i) {
                query.addBindValue(extended->id);
                query.addBindValue(int(i));
                query.addBindValue(QString::fromUtf8(RecordFile::compact(events.at(i).toObject())));
                //: %1 the event's index in the record
                if (Status status = m_database->exec(query, [i] { return tr("import event %1").arg(i); }); !status.ok())
                    return status;
            }
            // The revision changes, so that a window holding the older version reloads before it writes.
            query.prepare(u"UPDATE games SET head = ?, revision = revision + 1, updated_at = ?, touched_at = ? "
                          u"WHERE id = ?"_s);
            query.addBindValue(int(events.size()));
            query.addBindValue(now);
            query.addBindValue(now);
            query.addBindValue(extended->id);
            if (Status status = m_database->exec(query, what); !status.ok())
                return status;
            result = { Import::Outcome::Updated, extended->id, int(events.size() - extended->events.size()), 0 };
            return SummaryTable::write(*m_database, db, extended->id, extended->header, outcome, int(events.size()), 0,
                                       what);
        }
        // A fork keeps the record's start and device under an id of its own, pointing at the game it forks from.
        const bool fork = !found.isEmpty();
        const bool originalHeld = fork && found.constFirst().original;
        const QString uuid = recordId.isEmpty() || originalHeld ? Schema::newUuid() : recordId;
        Result<qint64> stored =
            insertGame(db, header, events, outcome, uuid, created, device, originalHeld ? recordId : QString());
        if (!stored.ok())
            return stored.error();
        result = { fork ? Import::Outcome::Fork : Import::Outcome::Imported, stored.value(), 0,
                   fork ? found.constFirst().id : 0 };
        return {};
    });
    if (!status.ok())
        return status.error();
    return result;
}

Result<GameLibrary::Import> GameLibrary::importGameFile(const QString &path)
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    Result<QByteArray> data = RecordFile::read(path);
    if (!data.ok())
        return data.error();
    Result<Import> imported = importGame(data.value());
    if (!imported.ok() && imported.error().code == StoreError::Code::Refused) {
        StoreError error = imported.error();
        error.message = Sayings::say([file = QDir::toNativeSeparators(path), refusal = error.replayError] {
            //: %1 the record file, %2 why it was refused
            return tr("%1 was not imported: %2").arg(file, refusalPlace(refusal));
        });
        return error;
    }
    return imported;
}

Result<qint64> GameLibrary::importRecord(const QByteArray &json)
{
    Result<Import> imported = importGame(json);
    if (!imported.ok())
        return imported.error();
    return imported.value().gameId;
}

Result<qint64> GameLibrary::importFile(const QString &path)
{
    Result<Import> imported = importGameFile(path);
    if (!imported.ok())
        return imported.error();
    return imported.value().gameId;
}

Result<QByteArray> GameLibrary::exportRecord(qint64 gameId) const
{
    Result<StoredGame> stored = loadGame(gameId);
    if (!stored.ok())
        return stored.error();
    const StoredGame &game = stored.value();
    QJsonObject record = game.record();
    QJsonObject identity { { u"id"_s, game.uuid },
                           { u"created"_s, game.createdAt.toUTC().toString(Qt::ISODateWithMs) } };
    QString device = game.device;
    if (device.isEmpty()) {
        // Made here: the record names this library, as its users named it.
        Result<Identity> library = this->identity();
        if (!library.ok())
            return library.error();
        device = library.value().name;
    }
    if (!device.isEmpty())
        identity.insert(u"device"_s, device);
    record.insert(u"game"_s, identity);
    return RecordFile::serialize(record);
}

Status GameLibrary::exportFile(qint64 gameId, const QString &path) const
{
    Result<QByteArray> data = exportRecord(gameId);
    if (!data.ok())
        return data.error();
    return RecordFile::write(path, data.value());
}

// ---- identity, backup and results ----

Result<GameLibrary::Identity> GameLibrary::identity() const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT key, value FROM library_info WHERE key IN ('device_id', 'name')"_s);
    if (Status status = m_database->exec(query, [] { return tr("read the library's name"); }); !status.ok())
        return status.error();
    Identity identity;
    while (query.next()) {
        if (query.value(0).toString() == u"device_id"_s)
            identity.deviceId = query.value(1).toString();
        else
            identity.name = query.value(1).toString();
    }
    return identity;
}

Status GameLibrary::setName(const QString &name)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.toUcs4().size() > MaxNameLength)
        //: %1 is the longest a name may be (40)
        return invalid([] { return tr("A library's name must be 1 to %1 characters long.").arg(MaxNameLength); });
    return m_database->transaction([] { return tr("name the library"); },
                                   [&](QSqlDatabase &db) -> Status {
                                       QSqlQuery query(db);
                                       query.prepare(
                                           u"INSERT OR REPLACE INTO library_info (key, value) VALUES ('name', ?)"_s);
                                       query.addBindValue(trimmed);
                                       return m_database->exec(query, [] { return tr("name the library"); });
                                   });
}

Status GameLibrary::backUp(const QString &target) const
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
        //: %1 the library file's path
        return invalid([path = m_path] { return tr("A backup cannot replace the library %1 itself.").arg(path); });
    return m_database->copyTo(target);
}

namespace {

// The tables of a library, parents before the rows that refer to them; id_sequence first, so that it is emptied after
// the games, whose deletion writes to it.
const QStringList LibraryTables { u"id_sequence"_s,    u"library_info"_s, u"profiles"_s,
                                  u"games"_s,          u"events"_s,       u"game_players"_s,
                                  u"game_summaries"_s, u"game_results"_s, u"game_points"_s };

} // namespace

Status GameLibrary::restore(const QString &source)
{
    if (Status status = checkOpen(); !status.ok())
        return status;
    if (isReadOnly()) // refused with the reason, before anything is read or written
        return m_database->transaction([] { return tr("restore the library"); },
                                       [](QSqlDatabase &) -> Status { return {}; });
    const auto refused = [&source](const Phrase &reason) -> Status {
        return invalid([file = QDir::toNativeSeparators(source), reason] {
            //: %1 is a file name, %2 why it cannot be restored
            //: %1 the backup file, %2 why it cannot
            return tr("%1 cannot be restored: %2. Nothing was changed.").arg(file, reason());
        });
    };
    QFile file(source);
    if (!QFileInfo(source).isFile() || !file.open(QIODevice::ReadOnly))
        return refused([] { return tr("there is no such file"); });
    const QByteArray magic = file.read(16);
    file.close();
    if (magic != QByteArrayView("SQLite format 3\0", 16))
        return refused([] { return tr("it is not a Meeple Ledger library"); });

    // The backup is read through a connection of its own, read-only: what is wrong with it is found before anything
    // here changes. Its whole contents are copied beside the library (VACUUM INTO), where an older schema is upgraded.
    const QString staging = m_path + u".restoring-"_s + Schema::newUuid();
    const QString name = m_database->connection().connectionName() + u"-restore"_s;
    Phrase problem;
    std::optional<StoreError> failed;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        db.setDatabaseName(source);
        QSqlQuery query(db);
        const auto scalar = [&query](const QString &sql) { return query.exec(sql) && query.next(); };
        if (!db.open() || !scalar(u"PRAGMA application_id"_s))
            problem = [] { return tr("it is not a Meeple Ledger library"); };
        else if (query.value(0).toInt() != Schema::ApplicationId)
            problem = [] { return tr("it is not a Meeple Ledger library"); };
        else if (!scalar(u"PRAGMA user_version"_s) || query.value(0).toInt() > Schema::CurrentVersion)
            problem = [version = query.value(0).toInt()] {
                //: %1 the backup's schema, %2 the newest schema this version reads
                return tr("it was written by a newer version of Meeple Ledger (library schema %1; this version reads "
                          "up to schema %2)")
                    .arg(version)
                    .arg(Schema::CurrentVersion);
            };
        else if (!scalar(u"PRAGMA quick_check"_s) || query.value(0).toString() != u"ok"_s)
            problem = [] { return tr("it is damaged"); };
        else {
            query.prepare(u"VACUUM INTO ?"_s);
            query.addBindValue(staging);
            if (!query.exec()) // the backup was fine: writing its copy here failed (a full disk…)
                failed = m_database->sqlError(query.lastError(), [] { return tr("restore the library"); });
        }
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    const auto removeStaging = [&staging]() {
        for (const QString &suffix : { u""_s, u"-wal"_s, u"-shm"_s, u"-journal"_s })
            QFile::remove(staging + suffix);
        const QFileInfo info(staging);
        for (const QString &backup : QDir(info.absolutePath()).entryList({ info.fileName() + u".schema*"_s }))
            QFile::remove(info.absolutePath() + u'/' + backup);
    };
    if (!problem.isEmpty() || failed) {
        removeStaging();
        return failed ? Status(*failed) : refused(problem);
    }
    {
        Database staged(staging);
        if (Status opened = staged.open(); !opened.ok()) {
            removeStaging();
            return refused([said = opened.message()] { return Sayings::again(said); });
        }
    }

    // One write transaction replaces every row: other connections see the library before or after, never between;
    // a window holding a game finds it changed (every revision moves past the old ones) and reloads before it writes.
    QSqlDatabase db = m_database->connection();
    QSqlQuery attach(db);
    attach.prepare(u"ATTACH DATABASE ? AS restored"_s);
    attach.addBindValue(staging);
    if (!attach.exec()) {
        const StoreError error = m_database->sqlError(attach.lastError(), [] { return tr("restore the library"); });
        removeStaging();
        return error;
    }
    const Phrase what = [] { return tr("restore the library"); };
    const Status status = m_database->transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        const auto run = [&](const QString &sql) {
            query.prepare(sql);
            return m_database->exec(query, what);
        };
        if (Status status = run(u"SELECT coalesce(max(revision), 0) + 1, max(coalesce((SELECT max(id) FROM games), 0), "
                                u"coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0)) FROM games"_s);
            !status.ok())
            return status;
        query.next();
        const qint64 revisions = query.value(0).toLongLong();
        const qint64 lastId = query.value(1).toLongLong();
        for (auto table = LibraryTables.crbegin(); table != LibraryTables.crend(); ++table) {
            if (Status status = run(u"DELETE FROM main."_s + *table); !status.ok())
                return status;
        }
        for (const QString &table : LibraryTables) {
            if (Status status = run(u"INSERT INTO main."_s + table + u" SELECT * FROM restored."_s + table);
                !status.ok())
                return status;
        }
        if (Status status = run(u"UPDATE games SET revision = revision + "_s + QString::number(revisions));
            !status.ok())
            return status;
        // No id this library ever gave a game is given again.
        return run(u"INSERT OR REPLACE INTO id_sequence (name, last) VALUES ('games', max("_s + QString::number(lastId)
                   + u", coalesce((SELECT last FROM id_sequence WHERE name = 'games'), 0)))"_s);
    });
    attach.exec(u"DETACH DATABASE restored"_s);
    removeStaging();
    return status;
}

Result<QList<GameLibrary::ResultRow>> GameLibrary::results(const QList<qint64> &gameIds, bool finishedOnly) const
{
    if (Status status = checkOpen(); !status.ok())
        return status.error();
    QStringList conditions;
    if (finishedOnly)
        conditions.append(u"s.finished <> 0"_s);
    if (!gameIds.isEmpty()) {
        QStringList ids;
        for (const qint64 id : gameIds)
            ids.append(QString::number(id));
        conditions.append(u"g.id IN ("_s + ids.join(u',') + u')');
    }
    QList<ResultRow> rows;
    const Phrase what = [] { return tr("read the games"); };
    const Status status = m_database->read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT g.id, g.uuid, g.created_at, CASE WHEN s.finished <> 0 THEN g.updated_at END, "
                      u"CASE WHEN g.device = '' THEN coalesce((SELECT value FROM library_info WHERE key = 'name'), '') "
                      u"ELSE g.device END, r.seat, r.player_id, r.name, coalesce(p.uuid, ''), r.score, "
                      u"1 + (SELECT count(*) FROM game_results o WHERE o.game_id = r.game_id AND o.score > r.score) "
                      u"FROM games g JOIN game_summaries s ON s.game_id = g.id "
                      u"JOIN game_results r ON r.game_id = g.id "
                      u"LEFT JOIN game_players gp ON gp.game_id = r.game_id AND gp.seat = r.seat "
                      u"LEFT JOIN profiles p ON p.id = gp.profile_id"_s
                      + (conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s))
                      + u" ORDER BY g.created_at, g.id, r.seat"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        QHash<QPair<qint64, int>, qsizetype> indexOf;
        while (query.next()) {
            ResultRow row;
            row.gameUuid = query.value(1).toString();
            row.started = storedTime(query.value(2));
            if (!query.value(3).isNull())
                row.finished = storedTime(query.value(3));
            row.device = query.value(4).toString();
            row.seat = query.value(5).toInt() + 1;
            row.playerId = query.value(6).toString();
            row.name = query.value(7).toString();
            row.profileUuid = query.value(8).toString();
            row.score = query.value(9).toInt();
            row.place = query.value(10).toInt();
            indexOf.insert({ query.value(0).toLongLong(), row.seat - 1 }, rows.size());
            rows.append(std::move(row));
        }
        query.prepare(u"SELECT game_id, seat, source, points FROM game_points"_s);
        if (Status status = m_database->exec(query, what); !status.ok())
            return status;
        while (query.next()) {
            const auto at = indexOf.constFind({ query.value(0).toLongLong(), query.value(1).toInt() });
            if (at != indexOf.cend())
                rows[*at].pointsBySource.insert(query.value(2).toString(), query.value(3).toInt());
        }
        return {};
    });
    if (!status.ok())
        return status.error();
    return rows;
}

} // namespace ml
