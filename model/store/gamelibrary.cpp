// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// GameLibrary: opening the file, and the games as stored (created, loaded, opened, deleted). Its other parts: the list
// (gamelist.cpp), profiles (libraryprofiles.cpp), statistics and results (gamestatistics.cpp), import, export and
// identity (recordimport.cpp), recovery, backup and restore (librarymaintenance.cpp).

#include "gamelibrary.h"

#include "database.h"
#include "eventchain.h"
#include "libraryinternal.h"
#include "nametext.h"
#include "recordfile.h"
#include "sayings.h"
#include "schema.h"
#include "summarytable.h"

#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace ml {

namespace storeinternal {

StoreError invalid(const Phrase &words)
{
    return { StoreError::Code::InvalidInput, Sayings::say(words), {}, {} };
}

std::optional<StoreError> checkPrintable(const QString &name)
{
    if (nameProblem(name) != NameProblem::Unprintable)
        return std::nullopt;
    return invalid([] {
        return GameLibrary::tr("A name cannot hold control characters or text-direction overrides, which no screen "
                               "shows as typed: type it again without them.");
    });
}

StoreError changedOutside(qint64 gameId, int event, const QString &path)
{
    return { StoreError::Code::Damaged,
             Sayings::say([gameId, event, path] {
                 //: %1 the game's number, %2 the event's index in it (also how many come before it), %3 the library file
                 return GameLibrary::tr(
                            "Game %1 was changed outside Meeple Ledger: its event %2 is not as it was stored "
                            "in %3. The game is kept as it is and cannot be changed; the %2 events before "
                            "it are intact and can be kept as a new game.")
                     .arg(gameId)
                     .arg(event)
                     .arg(path);
             }),
             {},
             {} };
}

StoreError notFound(const Phrase &words)
{
    return { StoreError::Code::NotFound, Sayings::say(words), {}, {} };
}

StoreError noSuchGame(qint64 gameId)
{
    //: %1 the game's number in the library
    return notFound([gameId] { return GameLibrary::tr("There is no game %1 in the library.").arg(gameId); });
}

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

Status insertEvents(const Database &database, QSqlDatabase &db, qint64 gameId, const QJsonArray &events, qsizetype from)
{
    QSqlQuery query(db);
    // The chain goes on from the event kept before the first one written.
    QByteArray previous = EventChain::start();
    if (from > 0) {
        query.prepare(u"SELECT hash FROM events WHERE game_id = ? AND seq = ?"_s);
        query.addBindValue(gameId);
        query.addBindValue(int(from - 1));
        //: %1 the event's index in the record
        if (Status status = database.exec(query, [from] { return GameLibrary::tr("read event %1").arg(from - 1); });
            !status.ok())
            return status;
        if (query.next())
            previous = query.value(0).toByteArray();
    }
    query.prepare(u"INSERT INTO events (game_id, seq, payload, hash) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype i = from; i < events.size(); ++i) {
        const QByteArray payload = RecordFile::compact(events.at(i).toObject());
        previous = EventChain::next(previous, payload);
        query.addBindValue(gameId);
        query.addBindValue(int(i));
        query.addBindValue(QString::fromUtf8(payload));
        query.addBindValue(previous);
        //: %1 the event's index in the record
        if (Status status = database.exec(query, [i] { return GameLibrary::tr("import event %1").arg(i); });
            !status.ok())
            return status;
    }
    return {};
}

EventsInEffect::EventsInEffect(const Database &database, QSqlDatabase &db)
    : m_database(database)
    , m_query(db)
{
    m_query.setForwardOnly(true);
    m_query.prepare(u"SELECT payload, hash FROM events WHERE game_id = ? AND seq < ? ORDER BY seq"_s);
}

Result<QJsonArray> EventsInEffect::of(qint64 gameId, int head, const Phrase &what)
{
    m_query.addBindValue(gameId);
    m_query.addBindValue(head);
    if (Status status = m_database.exec(m_query, what); !status.ok())
        return status.error();
    QJsonArray events;
    EventChain chain;
    while (m_query.next()) {
        const QByteArray payload = m_query.value(0).toByteArray();
        if (!chain.take(payload, m_query.value(1).toByteArray())) {
            m_query.finish();
            return changedOutside(gameId, chain.length(), m_database.path());
        }
        events.append(RecordFile::parseObject(payload));
    }
    m_chainHead = chain.head();
    return events;
}

} // namespace storeinternal

using namespace storeinternal;

namespace {

QString recordFormat()
{
    return u"meeple-ledger/1"_s;
}

bool isPlayerId(const QString &id)
{
    static const QRegularExpression pattern(u"^[a-z0-9_-]{1,16}$"_s);
    return pattern.match(id).hasMatch();
}

} // namespace

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

// ---- the games stored ----

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

        query.prepare(
            u"SELECT e.game_id, e.seq < g.head, e.payload, e.hash FROM events e JOIN games g ON g.id = e.game_id"_s
            + filter + u" ORDER BY e.game_id, e.seq"_s);
        if (onlyGame)
            query.bindValue(u":id"_s, *onlyGame);
        if (Status status = m_database->exec(query, [] { return tr("read the games' events"); }); !status.ok())
            return status;
        QHash<qint64, EventChain> chains;
        while (query.next()) {
            const auto at = indexOf.constFind(query.value(0).toLongLong());
            if (at == indexOf.cend())
                continue;
            StoredGame &game = games[*at];
            const QByteArray payload = query.value(2).toByteArray();
            EventChain &chain = chains[game.id];
            if (!chain.take(payload, query.value(3).toByteArray()))
                return changedOutside(game.id, chain.length(), m_database->path());
            if (query.value(1).toBool())
                game.events.append(RecordFile::parseObject(payload));
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
        return noSuchGame(gameId);
    return games.value().first();
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
                if (std::optional<StoreError> refused = checkPrintable(player.name))
                    return *refused;
                if (nameProblem(player.name) == NameProblem::TooLong)
                    return invalid([seat] {
                        //: %1 the seat's number, from 1, %2 the longest a name may be (40)
                        return tr("The name of the player in seat %1 is longer than %2 characters.")
                            .arg(seat + 1)
                            .arg(MaxNameLength);
                    });
                if (nameProblem(player.name) == NameProblem::Empty) {
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

        QList<qint64> profileIds;
        for (const GamePlayer &player : std::as_const(seats))
            profileIds.append(player.profileId);
        Result<qint64> stored =
            insertGame(db, header, {}, outcome, { Schema::newUuid(), {}, {}, {} }, profileIds, what);
        if (!stored.ok())
            return stored.error();
        gameId = stored.value();
        return {};
    });
    if (!status.ok())
        return status.error();
    return gameId;
}

Result<qint64> GameLibrary::insertGame(QSqlDatabase &db, const QJsonObject &header, const QJsonArray &events,
                                       const ReplayOutcome &outcome, const Origin &origin,
                                       const QList<qint64> &profileIds, const Phrase &what)
{
    const QString now = Database::now();
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO games (id, header, created_at, updated_at, head, revision, touched_at, uuid, device, "
                  u"fork_of) VALUES ("_s
                  + Schema::nextGameId() + u", ?, ?, ?, ?, 0, ?, ?, ?, ?)"_s);
    query.addBindValue(QString::fromUtf8(RecordFile::compact(header)));
    query.addBindValue(origin.created.isEmpty() ? now : origin.created);
    query.addBindValue(now);
    query.addBindValue(int(events.size()));
    query.addBindValue(now);
    query.addBindValue(origin.uuid);
    query.addBindValue(origin.device.isEmpty() ? u""_s : origin.device); // a null QString would bind NULL
    query.addBindValue(origin.forkOf.isEmpty() ? u""_s : origin.forkOf);
    if (Status status = m_database->exec(query, what); !status.ok())
        return status.error();
    const qint64 gameId = query.lastInsertId().toLongLong();
    if (Status status = insertEvents(*m_database, db, gameId, events, 0); !status.ok())
        return status.error();

    const QJsonArray players = header.value(u"players"_s).toArray();
    query.prepare(u"INSERT INTO game_players (game_id, seat, player_id, profile_id) VALUES (?, ?, ?, ?)"_s);
    for (qsizetype seat = 0; seat < players.size(); ++seat) {
        const qint64 profileId = profileIds.value(seat);
        query.addBindValue(gameId);
        query.addBindValue(int(seat));
        query.addBindValue(players.at(seat).toObject().value(u"id"_s).toString());
        query.addBindValue(profileId != 0 ? QVariant(profileId) : QVariant());
        //: %1 the game's number in the library
        if (Status status = m_database->exec(query, [gameId] { return tr("seat the players of game %1").arg(gameId); });
            !status.ok())
            return status.error();
    }
    if (Status status = SummaryTable::write(*m_database, db, gameId, header, outcome, int(events.size()), 0, what);
        !status.ok())
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
            return noSuchGame(gameId);
        return {};
    });
}

} // namespace ml
