// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamelibrarymodel.h"

#include "exportfile.h"
#include "gamelibrary.h"
#include "gamesession.h"
#include "playerdirectory.h"
#include "recordfile.h"
#include "resultscsv.h"
#include "sayings.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

QString localPath(const QUrl &file)
{
    // QML file dialogs hand over file: URLs; a relative URL is a path typed by hand.
    return ExportFile::localPath(file);
}

} // namespace

GameLibraryModel::GameLibraryModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int GameLibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant GameLibraryModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const ml::GameSummary &game = m_games.at(index.row());
    switch (role) {
    case GameIdRole:
        return int(game.id);
    case Qt::DisplayRole:
    case TitleRole: {
        QStringList names;
        for (const ml::GamePlayer &player : game.players)
            names.append(player.name);
        return names.join(u", "_s);
    }
    case PlayersRole:
        return playersOf(game);
    case ExpansionsRole:
        return game.expansions;
    case CreatedAtRole:
        return game.createdAt;
    case UpdatedAtRole:
        return game.updatedAt;
    case FinishedRole:
        return game.finished;
    case WinnersRole: {
        QStringList names;
        for (const QString &id : game.winners) {
            for (const ml::GamePlayer &player : game.players) {
                if (player.id == id)
                    names.append(player.name);
            }
        }
        return names;
    }
    case EventCountRole:
        return game.eventCount;
    case ProblemRole:
        return game.problem;
    }
    return {};
}

QVariantList GameLibraryModel::playersOf(const ml::GameSummary &game) const
{
    QVariantList players;
    for (qsizetype seat = 0; seat < game.players.size(); ++seat) {
        const ml::GamePlayer &player = game.players.at(seat);
        players.append(QVariantMap {
            { u"id"_s, player.id },
            { u"name"_s, player.name },
            { u"color"_s, PlayerDirectory::colorFromText(player.color, int(seat)) },
            { u"symbol"_s, PlayerDirectory::symbolForSeat(int(seat)) },
            { u"score"_s, player.score },
            { u"profileId"_s, int(player.profileId) },
        });
    }
    return players;
}

QVariantMap GameLibraryModel::get(int row) const
{
    QVariantMap values;
    if (row < 0 || row >= rowCount())
        return values;
    const QHash<int, QByteArray> roles = roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        values.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
    return values;
}

QVariant GameLibraryModel::resumable() const
{
    for (const ml::GameSummary &game : m_games) {
        if (game.id == m_resumableId)
            return QVariantMap { { u"gameId"_s, int(game.id) }, { u"players"_s, playersOf(game) } };
    }
    return {};
}

void GameLibraryModel::updateResumable(bool rowChanged)
{
    qint64 id = 0;
    for (const ml::GameSummary &game : std::as_const(m_games)) {
        if (!game.finished && game.problem.isEmpty()) {
            id = game.id;
            break;
        }
    }
    if (id == m_resumableId && !rowChanged)
        return;
    m_resumableId = id;
    Q_EMIT resumableChanged();
}

QHash<int, QByteArray> GameLibraryModel::roleNames() const
{
    return {
        { GameIdRole, "gameId" },         { TitleRole, "title" },         { PlayersRole, "players" },
        { ExpansionsRole, "expansions" }, { CreatedAtRole, "createdAt" }, { UpdatedAtRole, "updatedAt" },
        { FinishedRole, "finished" },     { WinnersRole, "winners" },     { EventCountRole, "eventCount" },
        { ProblemRole, "problem" },
    };
}

void GameLibraryModel::setLibrary(ml::GameLibrary *library, GameSession *session)
{
    const bool wasOpen = isOpen();
    m_library = library;
    m_session = session;
    refresh();
    if (isOpen() != wasOpen)
        Q_EMIT isOpenChanged();
}

bool GameLibraryModel::isOpen() const
{
    return m_library && m_library->isOpen();
}

GameLibraryModel::Filter GameLibraryModel::filter() const
{
    return m_filter;
}

void GameLibraryModel::setFilter(Filter filter)
{
    if (m_filter == filter)
        return;
    m_filter = filter;
    Q_EMIT filterChanged();
    refresh();
}

bool GameLibraryModel::fail(const QString &message)
{
    Q_EMIT errorOccurred(message);
    return false;
}

int GameLibraryModel::failId(const QString &message)
{
    Q_EMIT errorOccurred(message);
    return -1;
}

bool GameLibraryModel::listed(const ml::GameSummary &game) const
{
    return m_filter == All || (m_filter == Finished) == game.finished;
}

ml::GameLibrary::Filter GameLibraryModel::libraryFilter() const
{
    return m_filter == InProgress ? ml::GameLibrary::Filter::InProgress
        : m_filter == Finished    ? ml::GameLibrary::Filter::Finished
                                  : ml::GameLibrary::Filter::All;
}

void GameLibraryModel::recount()
{
    const ml::Result<int> counted = isOpen() ? m_library->gameCount(libraryFilter()) : ml::Result<int>(0);
    m_total = counted.ok() ? counted.value() : int(m_games.size());
}

int GameLibraryModel::revision() const
{
    return m_revision;
}

void GameLibraryModel::bumpRevision()
{
    ++m_revision;
    Q_EMIT revisionChanged();
}

bool GameLibraryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && isOpen() && m_games.size() < m_total;
}

void GameLibraryModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    ml::Result<QList<ml::GameSummary>> page = m_library->games(libraryFilter(), int(m_games.size()), PageSize);
    if (!page.ok()) {
        Q_EMIT errorOccurred(page.message());
        return;
    }
    QList<ml::GameSummary> games = std::move(page).value();
    if (games.isEmpty()) {
        m_total = int(m_games.size()); // another program removed games meanwhile
        return;
    }
    beginInsertRows({}, int(m_games.size()), int(m_games.size() + games.size()) - 1);
    m_games.append(std::move(games));
    endInsertRows();
    Q_EMIT countChanged();
}

void GameLibraryModel::refresh()
{
    QList<ml::GameSummary> games;
    if (isOpen()) {
        // The first page only: a list of a thousand games reads the rest as it is scrolled to.
        ml::Result<QList<ml::GameSummary>> listed = m_library->games(libraryFilter(), 0, PageSize);
        if (listed.ok())
            games = std::move(listed).value();
        else
            Q_EMIT errorOccurred(listed.message());
    }
    const int before = rowCount();
    beginResetModel();
    m_games = std::move(games);
    recount();
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
    bumpRevision();
    updateResumable(true);
    Q_EMIT profilesTouched();
}

void GameLibraryModel::refreshGame(int gameId)
{
    if (!isOpen())
        return;
    const ml::Result<ml::GameSummary> game = m_library->game(gameId);
    if (!game.ok()) {
        refresh();
        return;
    }
    // A change touches the game: it moves to the top of the list, and it may join or leave the filter
    // (a finished game leaves "in progress"). The other rows stay as they are.
    const int row = rowOf(gameId);
    const bool show = listed(game.value());
    if (row < 0 && !show)
        return;
    if (row < 0) {
        beginInsertRows({}, 0, 0);
        m_games.prepend(game.value());
        endInsertRows();
        Q_EMIT countChanged();
        bumpRevision();
    } else if (!show) {
        beginRemoveRows({}, row, row);
        m_games.removeAt(row);
        endRemoveRows();
        Q_EMIT countChanged();
        bumpRevision();
    } else {
        if (row > 0) {
            beginMoveRows({}, row, row, {}, 0);
            m_games.move(row, 0);
            endMoveRows();
        }
        const bool finishedNow = game.value().finished != m_games[0].finished;
        m_games[0] = game.value();
        Q_EMIT dataChanged(index(0), index(0));
        if (finishedNow)
            bumpRevision(); // a finished game counts in the statistics
    }
    recount();
    updateResumable(gameId == m_resumableId);
}

int GameLibraryModel::rowOf(int gameId) const
{
    for (int row = 0; row < m_games.size(); ++row) {
        if (m_games.at(row).id == gameId)
            return row;
    }
    return -1;
}

int GameLibraryModel::createGame(const QVariantList &players, const QStringList &expansions)
{
    if (!isOpen())
        return failId(ml::Sayings::say([] { return tr("The game library is not open."); }));
    QList<ml::GamePlayer> seats;
    for (const QVariant &value : players) {
        const QVariantMap player = value.toMap();
        ml::GamePlayer seat;
        seat.id = player.value(u"id"_s).toString();
        seat.name = player.value(u"name"_s).toString();
        seat.color = player.value(u"color"_s).toString();
        seat.profileId = player.value(u"profileId"_s).toLongLong();
        seat.language = player.value(u"language"_s).toString();
        seats.append(seat);
    }
    const ml::Result<qint64> created = m_library->createGame(seats, expansions);
    if (!created.ok())
        return failId(created.message());
    refreshGame(int(created.value()));
    // A new game links (or creates) a profile for each of its players.
    Q_EMIT profilesTouched();
    return int(created.value());
}

bool GameLibraryModel::openGame(int gameId)
{
    if (!isOpen())
        return fail(ml::Sayings::say([] { return tr("The game library is not open."); }));
    ml::Result<ml::GameLog> log = m_library->openGame(gameId);
    // A game changed outside the app is refused; the screen offers to keep what is intact.
    const bool changed = !log.ok() && log.error().code == ml::StoreError::Code::Damaged
        && m_library->changedGames(gameId).value().contains(gameId);
    if (std::exchange(m_changedGame, changed ? gameId : 0) != m_changedGame)
        Q_EMIT changedGameChanged();
    if (!log.ok())
        return fail(log.message());
    if (m_session)
        m_session->load(log.value());
    // Opening touches the game: it moves to the top of the list.
    refreshGame(gameId);
    return true;
}

int GameLibraryModel::keepIntact(int gameId)
{
    if (!isOpen())
        return failId(ml::Sayings::say([] { return tr("The game library is not open."); }));
    const ml::Result<qint64> kept = m_library->keepIntact(gameId);
    if (!kept.ok())
        return failId(kept.message());
    if (std::exchange(m_changedGame, 0) != 0)
        Q_EMIT changedGameChanged();
    refreshGame(int(kept.value()));
    Q_EMIT profilesTouched();
    return int(kept.value());
}

bool GameLibraryModel::importFile(const QUrl &file)
{
    return importGame(file) >= 0;
}

int GameLibraryModel::importGame(const QUrl &file)
{
    if (!isOpen())
        return failId(ml::Sayings::say([] { return tr("The game library is not open."); }));
    const QString path = localPath(file);
    const ml::Result<ml::GameLibrary::Import> imported = m_library->importGameFile(path);
    if (!imported.ok())
        return failId(imported.message());
    const ml::GameLibrary::Import &done = imported.value();
    const QString name = QFileInfo(path).fileName();
    if (done.outcome == ml::GameLibrary::Import::Outcome::Unchanged) {
        Q_EMIT noticed(ml::Sayings::say([name, id = done.gameId] {
            //: %1 the record file, %2 the number of the game in the library
            return tr("%1 is already in the library as game %2: nothing was changed.").arg(name).arg(id);
        }));
        return int(done.gameId);
    }
    refreshGame(int(done.gameId));
    if (done.outcome == ml::GameLibrary::Import::Outcome::Fork)
        Q_EMIT noticed(ml::Sayings::say([name, id = done.gameId, forkOf = done.forkOf] {
            //: %1 the record file, %2 the new game's number, %3 the stored game it differs from
            return tr("%1 is a different version of game %3: it differs from it in the events both hold, so "
                      "both are kept, as game %2 and game %3.")
                .arg(name)
                .arg(id)
                .arg(forkOf);
        }));
    // A new game links (or creates) a profile for each of its players.
    Q_EMIT profilesTouched();
    return int(done.gameId);
}

QUrl GameLibraryModel::suggestedExportFile(int gameId, const QUrl &folder, const QString &suffix) const
{
    QString name = u"carcassonne"_s;
    if (isOpen()) {
        if (const ml::Result<ml::GameSummary> game = m_library->game(gameId); game.ok()) {
            name += u'-' + game.value().createdAt.toLocalTime().date().toString(Qt::ISODate);
            for (const ml::GamePlayer &player : game.value().players)
                name += u'-' + player.name.toLower();
        }
    }
    // Names keep their letters in any script; what a file system or a shell treats specially becomes a dash.
    static const QRegularExpression unsafe(u"[\\s/\\\\:*?\"<>|'`$&;~#%{}\\[\\]]+"_s);
    static const QRegularExpression dashes(u"-{2,}"_s);
    name.replace(unsafe, u"-"_s).replace(dashes, u"-"_s);
    while (name.endsWith(u'-'))
        name.chop(1);
    return ExportFile::suggested(folder, name.left(120) + u'.' + (suffix.isEmpty() ? u"meeple.json"_s : suffix));
}

bool GameLibraryModel::exportFile(int gameId, const QUrl &file)
{
    if (!isOpen())
        return fail(ml::Sayings::say([] { return tr("The game library is not open."); }));
    const ml::Status written = m_library->exportFile(gameId, localPath(file));
    return written.ok() || fail(written.message());
}

bool GameLibraryModel::exportResults(int gameId, const QUrl &file)
{
    if (!isOpen())
        return fail(ml::Sayings::say([] { return tr("The game library is not open."); }));
    const ml::Result<QList<ml::GameLibrary::ResultRow>> rows = m_library->results({ gameId }, false);
    if (!rows.ok())
        return fail(rows.message());
    const ml::Status written = ml::RecordFile::write(localPath(file), ml::ResultsCsv::write(rows.value()));
    return written.ok() || fail(written.message());
}

bool GameLibraryModel::exportPicture(const QUrl &file, const QVariantList &images, const QColor &background)
{
    const QString path = localPath(file);
    const auto unwritten = [path] {
        return ml::Sayings::say([path] {
            //: %1 the path of the picture that could not be written
            return tr("The picture could not be written to %1.").arg(path);
        });
    };
    QList<QImage> parts;
    QSize size;
    constexpr int Gap = 24;
    for (const QVariant &image : images) {
        // A grab's result (its `image`), or an image.
        const QObject *grab = image.value<QObject *>();
        const QImage part = grab ? grab->property("image").value<QImage>() : image.value<QImage>();
        if (part.isNull())
            return fail(unwritten());
        size = QSize(size.width() + (parts.isEmpty() ? 0 : Gap) + part.width(), std::max(size.height(), part.height()));
        parts.append(part);
    }
    if (parts.isEmpty())
        return fail(unwritten());
    if (const ml::Status replaceable = ml::RecordFile::checkReplaceable(path); !replaceable.ok())
        return fail(replaceable.message());
    QImage picture(size, QImage::Format_ARGB32_Premultiplied);
    picture.fill(background);
    QPainter painter(&picture);
    int x = 0;
    for (const QImage &part : std::as_const(parts)) {
        painter.drawImage(x, 0, part);
        x += part.width() + Gap;
    }
    painter.end();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || !picture.save(&out, "PNG") || !out.commit())
        return fail(unwritten());
    return true;
}

QString GameLibraryModel::exportPath(const QUrl &file) const
{
    return localPath(file);
}

bool GameLibraryModel::deleteGame(int gameId)
{
    if (!isOpen())
        return fail(ml::Sayings::say([] { return tr("The game library is not open."); }));
    if (m_session && m_session->gameId() == gameId)
        m_session->close();
    const ml::Status deleted = m_library->deleteGame(gameId);
    if (!deleted.ok())
        return fail(deleted.message());
    if (const int row = rowOf(gameId); row >= 0) {
        beginRemoveRows({}, row, row);
        m_games.removeAt(row);
        endRemoveRows();
        Q_EMIT countChanged();
        updateResumable(gameId == m_resumableId);
    }
    recount();
    bumpRevision();
    return true;
}
