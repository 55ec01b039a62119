// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "leaguemodel.h"

#include "clubboard.h"
#include "clubsettings.h"
#include "clubwatcher.h"
#include "exportfile.h"
#include "gamelibrary.h"
#include "pointsources.h"
#include "recordfile.h"
#include "rules.h"
#include "sayings.h"
#include "standingscsv.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

LeagueModel::LeagueModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

LeagueModel::~LeagueModel() = default;

void LeagueModel::setLibrary(ml::GameLibrary *library)
{
    // Read when the league is shown (refresh), not when the library opens: a library of a season's games would
    // otherwise be read whole before the start screen's first frame.
    m_library = library;
    if (m_watcher)
        return;
    m_games.clear();
    recompute();
}

void LeagueModel::setClub(ml::ClubSettings *club)
{
    m_club = club;
    if (m_club)
        connect(m_club, &ml::ClubSettings::serverChanged, this, &LeagueModel::sourceChanged);
    Q_EMIT sourceChanged();
}

bool LeagueModel::clubAvailable() const
{
    return m_club && !m_club->server().isEmpty();
}

QVariantList LeagueModel::clubSeasons() const
{
    QVariantList seasons;
    for (const ml::Season &season : m_clubSeasons)
        seasons.append(QVariantMap { { u"name"_s, season.name },
                                     { u"first"_s, season.first.toString(Qt::ISODate) },
                                     { u"last"_s, season.last.toString(Qt::ISODate) } });
    return seasons;
}

QVariantList LeagueModel::awaiting() const
{
    QVariantList versions;
    for (const ml::ClubBoard::Awaiting &version : m_awaiting)
        versions.append(QVariantMap { { u"game"_s, version.gameId },
                                      { u"table"_s, version.device },
                                      { u"tableId"_s, version.deviceId },
                                      { u"owner"_s, version.owner },
                                      { u"players"_s, version.players } });
    return versions;
}

void LeagueModel::countVersion(const QString &game, const QString &tableId)
{
    if (m_watcher)
        m_watcher->handOver(game, tableId);
}

QString LeagueModel::chooseClub()
{
    if (!m_club)
        return ml::Sayings::say([] { return tr("No club server is set."); });
    const ml::ClubResult<ml::ClubAddress> address = m_club->keptAddress();
    if (!address.ok())
        return address.error().message;
    m_watcher = std::make_unique<ml::ClubWatcher>();
    connect(m_watcher.get(), &ml::ClubWatcher::boardRead, this, &LeagueModel::readClub);
    connect(m_watcher.get(), &ml::ClubWatcher::handedOver, this, [this](const QString &, const QString &problem) {
        m_handOverProblem = problem;
        Q_EMIT handOverDone();
    });
    connect(m_watcher.get(), &ml::ClubWatcher::connectionChanged, this, [this](bool connected, const QString &problem) {
        m_clubProblem = connected ? QString() : problem;
        Q_EMIT sourceChanged();
    });
    m_watcher->watch(address.value());
    m_games.clear();
    recompute();
    Q_EMIT sourceChanged();
    return {};
}

void LeagueModel::chooseLibrary()
{
    m_watcher.reset();
    m_clubProblem.clear();
    m_clubSeasons.clear();
    m_awaiting.clear();
    Q_EMIT sourceChanged();
    refresh();
}

void LeagueModel::readClub(const ml::ClubBoard &board)
{
    m_games = board.finished;
    m_clubSeasons = board.seasons;
    m_awaiting = board.awaitingVersions;
    Q_EMIT sourceChanged();
    recompute();
}

int LeagueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_standings.size());
}

QVariant LeagueModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const ml::Standing &s = m_standings.at(index.row());
    switch (role) {
    case RankRole:
        return s.rank;
    case Qt::DisplayRole:
    case NameRole:
        return s.name;
    case ProfileRole:
        return s.profileUuid;
    case GamesRole:
        return s.games;
    case WinsRole:
        return s.wins;
    case AveragePointsRole:
        return s.averagePoints;
    case AveragePlaceRole:
        return s.averagePlace;
    case RatingRole:
        return s.rating.ordinal();
    case MuRole:
        return s.rating.mu;
    case SigmaRole:
        return s.rating.sigma;
    case PointsBySourceRole: {
        QVariantMap points;
        for (auto it = s.pointsBySource.cbegin(); it != s.pointsBySource.cend(); ++it)
            points.insert(it.key(), it.value());
        return points;
    }
    }
    return {};
}

QHash<int, QByteArray> LeagueModel::roleNames() const
{
    return {
        { RankRole, "rank" },
        { NameRole, "name" },
        { ProfileRole, "profile" },
        { GamesRole, "games" },
        { WinsRole, "wins" },
        { AveragePointsRole, "averagePoints" },
        { AveragePlaceRole, "averagePlace" },
        { RatingRole, "rating" },
        { MuRole, "mu" },
        { SigmaRole, "sigma" },
        { PointsBySourceRole, "pointsBySource" },
    };
}

bool LeagueModel::everyGame() const
{
    return m_season.isEveryGame();
}

QString LeagueModel::seasonName() const
{
    return m_season.name;
}

QString LeagueModel::firstDay() const
{
    return m_season.first.isValid() ? m_season.first.toString(Qt::ISODate) : QString();
}

QString LeagueModel::lastDay() const
{
    return m_season.last.isValid() ? m_season.last.toString(Qt::ISODate) : QString();
}

int LeagueModel::gameCount() const
{
    return m_gameCount;
}

QStringList LeagueModel::sources() const
{
    return ml::PointSources::groups();
}

void LeagueModel::refresh()
{
    // The club's games come from its watcher, read again by itself each time a table pushes.
    if (m_watcher)
        return;
    m_games.clear();
    if (m_library && m_library->isOpen()) {
        const ml::Result<QList<ml::GameLibrary::ResultRow>> rows = m_library->results({}, true);
        if (rows.ok())
            m_games = ml::FinishedGame::fromResults(rows.value());
        else
            Q_EMIT errorOccurred(rows.message());
    }
    recompute();
}

void LeagueModel::recompute()
{
    beginResetModel();
    m_standings = ml::standings(m_season, m_games);
    m_gameCount = int(std::count_if(m_games.cbegin(), m_games.cend(),
                                    [this](const ml::FinishedGame &game) { return m_season.contains(game.finished); }));
    endResetModel();
    Q_EMIT standingsChanged();
}

void LeagueModel::chooseEveryGame()
{
    m_season = ml::Season::everyGame();
    Q_EMIT seasonChanged();
    recompute();
}

QString LeagueModel::chooseSeason(const QString &name, const QString &first, const QString &last)
{
    for (const QString &text : { first, last }) {
        if (!ml::Season::day(text.trimmed()))
            return ml::Sayings::say([typed = text.trimmed()] {
                //: %1 what was typed where a day belongs
                return tr("“%1” is not a day written YYYY-MM-DD, such as 2026-10-01.").arg(typed);
            });
    }
    const ml::Season season { name.trimmed(), *ml::Season::day(first.trimmed()), *ml::Season::day(last.trimmed()) };
    switch (season.problem()) {
    case ml::Season::Problem::None:
        break;
    case ml::Season::Problem::LastBeforeFirst:
        return ml::Sayings::say([] { return tr("The season's last day comes before its first day."); });
    case ml::Season::Problem::NoName:
    case ml::Season::Problem::OneDayMissing:
        return ml::Sayings::say([] { return tr("Give the season a name."); });
    case ml::Season::Problem::UnprintableName:
        return ml::Sayings::say([] {
            return tr("A season's name cannot hold control characters or text-direction overrides: type it again "
                      "without them.");
        });
    case ml::Season::Problem::NameTooLong:
        //: %1 the longest a name may be (40)
        return ml::Sayings::say(
            [] { return tr("A season's name may be at most %1 characters long.").arg(ml::rules::MaxNameLength); });
    }
    m_season = season;
    Q_EMIT seasonChanged();
    recompute();
    return {};
}

bool LeagueModel::exportCsv(const QUrl &file)
{
    const QString path = ExportFile::localPath(file);
    if (const ml::Status written = ml::RecordFile::write(path, ml::StandingsCsv::write(m_standings)); !written.ok()) {
        Q_EMIT errorOccurred(written.message());
        return false;
    }
    return true;
}

QUrl LeagueModel::suggestedCsvFile(const QUrl &folder) const
{
    QString base = m_season.isEveryGame() ? u"league"_s : m_season.name;
    // A name any file system takes: no separators or characters Windows shares refuse.
    base.replace(QRegularExpression(u"[/\\\\:*?\"<>|\\s]+"_s), u"-"_s);
    return ExportFile::suggested(folder, base + u".csv"_s);
}
