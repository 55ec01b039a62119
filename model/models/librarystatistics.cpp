// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "librarystatistics.h"

#include "gamelibrary.h"
#include "playerdirectory.h"
#include "profile.h"
#include "sayings.h"

#include <QThread>

#include <utility>

using namespace Qt::StringLiterals;

namespace {

QVariantMap toMap(const ml::PlayerStatistics &stats)
{
    QVariantMap sources;
    for (auto it = stats.pointsBySource.begin(); it != stats.pointsBySource.end(); ++it)
        sources.insert(it.key(), it.value());
    return {
        { u"profileId"_s, int(stats.profileId) },
        { u"name"_s, stats.name },
        { u"gamesPlayed"_s, stats.gamesPlayed },
        { u"gamesInProgress"_s, stats.gamesInProgress },
        { u"wins"_s, stats.wins },
        { u"averageScore"_s, stats.averageScore },
        { u"bestScore"_s, stats.bestScore },
        { u"pointsBySource"_s, sources },
    };
}

} // namespace

LibraryStatistics::LibraryStatistics(QObject *parent)
    : QObject(parent)
{
    m_readers.setMaxThreadCount(1);
}

LibraryStatistics::~LibraryStatistics()
{
    m_readers.waitForDone();
}

void LibraryStatistics::setLibrary(ml::GameLibrary *library)
{
    // A read still running uses the library it was given: it ends before that library may go.
    m_readers.waitForDone();
    ++m_generation;
    m_library = library;
}

bool LibraryStatistics::readable()
{
    if (m_library && m_library->isOpen())
        return true;
    Q_EMIT errorOccurred(ml::Sayings::say([] { return tr("The game library is not open."); }));
    return false;
}

QVariantMap LibraryStatistics::ofProfile(int profileId)
{
    if (!readable())
        return {};
    const ml::Result<ml::PlayerStatistics> read = m_library->statistics(profileId);
    if (!read.ok()) {
        Q_EMIT errorOccurred(read.message());
        return {};
    }
    return toMap(read.value());
}

void LibraryStatistics::hold()
{
    m_held = true;
}

void LibraryStatistics::release()
{
    m_held = false;
    if (const int profileId = std::exchange(m_heldProfile, 0); profileId > 0)
        request(profileId);
}

void LibraryStatistics::request(int profileId)
{
    if (m_held) {
        m_heldProfile = profileId;
        ++m_generation;
        return;
    }
    const quint64 generation = ++m_generation;
    if (!readable())
        return;
    const ml::Result<ml::Profile> profile = m_library->profile(profileId);
    if (!profile.ok()) {
        Q_EMIT errorOccurred(profile.message());
        return;
    }
    // A read-only library may have no -shm another connection could share: it is read here, as it is small work
    // next to what could not be saved anyway.
    if (m_library->isReadOnly()) {
        const QVariantMap stats = ofProfile(profileId);
        if (!stats.isEmpty())
            Q_EMIT profileRead(profileId, stats);
        return;
    }
    const ml::GameLibrary *library = m_library;
    m_readers.start([this, library, profile = profile.value(), generation] {
        // Background work: the window's threads (and the renderer's) come first, on a machine of two cores too.
        QThread::currentThread()->setPriority(QThread::IdlePriority);
        ml::Result<ml::PlayerStatistics> read = library->statisticsApart(profile);
        // Delivered on the window's thread; this object outlives the read (its destructor waits for it).
        QMetaObject::invokeMethod(
            this,
            [this, read = std::move(read), generation, profileId = int(profile.id)] {
                if (generation != m_generation)
                    return;
                if (!read.ok()) {
                    Q_EMIT errorOccurred(read.message());
                    return;
                }
                Q_EMIT profileRead(profileId, toMap(read.value()));
            },
            Qt::QueuedConnection);
    });
}

QVariantList LibraryStatistics::scoreSeries(int gameId)
{
    if (!readable())
        return {};
    const ml::Result<ml::ScoreSeries> read = m_library->scoreSeries(gameId);
    if (!read.ok()) {
        Q_EMIT errorOccurred(read.message());
        return {};
    }
    const ml::Result<ml::GameSummary> game = m_library->game(gameId);
    const QList<ml::GamePlayer> seats = game.ok() ? game.value().players : QList<ml::GamePlayer>();
    QVariantList out;
    for (qsizetype seat = 0; seat < read.value().players.size(); ++seat) {
        const QString id = read.value().players.at(seat);
        QString name = id;
        QString color = id;
        for (const ml::GamePlayer &player : seats) {
            if (player.id == id) {
                name = player.name;
                color = player.color;
            }
        }
        QVariantList points;
        for (const ml::ScorePoint &point : read.value().points)
            points.append(QVariantMap { { u"x"_s, point.turn }, { u"y"_s, point.scores.value(id) } });
        out.append(QVariantMap {
            { u"player"_s, id },
            { u"name"_s, name },
            { u"color"_s, PlayerDirectory::colorFromText(color, int(seat)) },
            { u"points"_s, points },
        });
    }
    return out;
}
