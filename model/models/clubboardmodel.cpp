// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubboardmodel.h"

#include "clubaddress.h"
#include "clubboard.h"
#include "clubwatcher.h"

using namespace Qt::StringLiterals;

ClubBoardModel::ClubBoardModel(QObject *parent)
    : QObject(parent)
{
}

ClubBoardModel::~ClubBoardModel() = default;

void ClubBoardModel::setServer(const QString &server)
{
    if (server == m_server)
        return;
    m_server = server;
    Q_EMIT serverChanged();
    const ml::ClubResult<ml::ClubAddress> address = ml::ClubAddress::parse(server);
    if (!address.ok()) {
        m_watcher.reset();
        setConnection(false, address.error().message);
        return;
    }
    watch(address.value());
}

void ClubBoardModel::watch(const ml::ClubAddress &address)
{
    if (const QString shown = address.display(); m_server.isEmpty()) {
        m_server = shown;
        Q_EMIT serverChanged();
    }
    // What the previous address said no longer holds.
    setConnection(false, QString());
    if (!m_watcher) {
        m_watcher = std::make_unique<ml::ClubWatcher>();
        connect(m_watcher.get(), &ml::ClubWatcher::boardRead, this, &ClubBoardModel::present);
        connect(m_watcher.get(), &ml::ClubWatcher::connectionChanged, this, &ClubBoardModel::setConnection);
    }
    m_watcher->watch(address);
}

void ClubBoardModel::present(const ml::ClubBoard &board)
{
    QVariantList tables;
    for (const ml::ClubBoard::Table &table : board.inProgress) {
        QVariantList seats;
        for (const ml::ClubBoard::Seat &seat : table.seats)
            seats.append(QVariantMap { { u"name"_s, seat.name },
                                       { u"color"_s, seat.color },
                                       { u"score"_s, seat.score },
                                       { u"active"_s, seat.active } });
        tables.append(QVariantMap { { u"device"_s, table.device },
                                    { u"deviceId"_s, table.deviceId },
                                    { u"gameId"_s, table.gameId },
                                    { u"turns"_s, table.turns },
                                    { u"events"_s, table.events },
                                    { u"contested"_s, table.contested },
                                    { u"seats"_s, seats } });
    }
    m_tables = tables;
    QVariantList standings;
    for (const ml::Standing &standing : board.standings)
        standings.append(QVariantMap { { u"rank"_s, standing.rank },
                                       { u"name"_s, standing.name },
                                       { u"games"_s, standing.games },
                                       { u"wins"_s, standing.wins },
                                       { u"averagePoints"_s, standing.averagePoints },
                                       { u"averagePlace"_s, standing.averagePlace },
                                       { u"rating"_s, standing.rating.ordinal() } });
    m_standings = standings;
    m_seasonName = board.season.name;
    m_awaiting = board.awaiting;
    m_finishedGames = board.finishedGames;
    m_readAt = board.readAt;
    Q_EMIT boardChanged();
}

void ClubBoardModel::setConnection(bool connected, const QString &problem)
{
    if (connected == m_connected && problem == m_problem)
        return;
    m_connected = connected;
    m_problem = problem;
    Q_EMIT connectionChanged();
}
