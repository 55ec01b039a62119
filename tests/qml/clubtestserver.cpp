// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubtestserver.h"

#include "clubleague.h"
#include "clubsync.h"
#include "cluster.h"
#include "gamelibrary.h"
#include "syntheticgame.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

ClubTestServer *ClubTestServer::create(QQmlEngine *, QJSEngine *)
{
    return new ClubTestServer;
}

QString ClubTestServer::problem() const
{
    return m_problem.isEmpty() ? Cluster::problem() : m_problem;
}

QString ClubTestServer::freshClub(const QString &name)
{
    m_problem.clear();
    if (const QString why = Cluster::problem(); !why.isEmpty()) {
        m_problem = why;
        return {};
    }
    QString error;
    if (!Cluster::freshClub(name, &error)) {
        m_problem = error;
        return {};
    }
    const QString connection = u"club-test-screen-organiser"_s;
    {
        auto opened = Cluster::address(name, u"organiser"_s).open(connection);
        if (!opened.ok()) {
            m_problem = opened.error().message;
        } else {
            QSqlDatabase db = opened.value();
            const ml::ClubResult<int> migrated = ml::ClubSchema::migrate(db);
            if (!migrated.ok())
                m_problem = migrated.error().message;
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    if (!m_problem.isEmpty())
        return {};
    m_database = name;
    return u"host=%1 dbname=%2 user=table_b"_s.arg(Cluster::dir(), name);
}

QString ClubTestServer::push(const QString &libraryPath)
{
    const ml::ClubSync::Pass pass = ml::ClubSync::pass(libraryPath, Cluster::address(m_database, u"table_a"_s));
    return pass.error ? pass.error->message : QString();
}

QString ClubTestServer::startGame(const QString &libraryPath, const QString &table, int events)
{
    {
        ml::GameLibrary library(libraryPath);
        if (const ml::Status opened = library.open(); !opened.ok())
            return opened.message();
        if (const ml::Status named = library.setName(table); !named.ok())
            return named.message();
        if (!SyntheticGame::store(library, events))
            return u"the test game could not be stored in %1"_s.arg(libraryPath);
    }
    return push(libraryPath);
}

QString ClubTestServer::append(const QString &libraryPath, const QJsonObject &event)
{
    {
        ml::GameLibrary library(libraryPath);
        if (const ml::Status opened = library.open(); !opened.ok())
            return opened.message();
        const auto games = library.games();
        if (!games.ok() || games.value().isEmpty())
            return u"the library holds no game"_s;
        ml::Result<ml::GameLog> log = library.openGame(games.value().constFirst().id);
        if (!log.ok())
            return log.message();
        ml::GameLog game = std::move(log).value();
        if (const auto appended = game.append(event); !appended.ok())
            return appended.message();
    }
    return push(libraryPath);
}

QString ClubTestServer::playEvent(const QString &libraryPath, int index)
{
    return append(libraryPath, SyntheticGame::event(index));
}

QString ClubTestServer::finishGame(const QString &libraryPath)
{
    return append(libraryPath, SyntheticGame::end());
}

QString ClubTestServer::continueElsewhere(const QString &fromLibrary, const QString &toLibrary, const QString &table)
{
    {
        ml::GameLibrary from(fromLibrary);
        ml::GameLibrary to(toLibrary);
        if (const ml::Status opened = from.open(); !opened.ok())
            return opened.message();
        if (const ml::Status opened = to.open(); !opened.ok())
            return opened.message();
        if (const ml::Status named = to.setName(table); !named.ok())
            return named.message();
        const auto games = from.games();
        if (!games.ok() || games.value().isEmpty())
            return u"the library holds no game"_s;
        QJsonObject record = QJsonDocument::fromJson(from.exportRecord(games.value().constFirst().id).value()).object();
        QJsonArray events = SyntheticGame::events(6);
        events.append(SyntheticGame::end());
        record.insert(u"events"_s, events);
        if (const auto imported = to.importGame(QJsonDocument(record).toJson()); !imported.ok())
            return imported.message();
    }
    return push(toLibrary);
}

QString ClubTestServer::organiserAddress() const
{
    return u"host=%1 dbname=%2 user=organiser"_s.arg(Cluster::dir(), m_database);
}

QString ClubTestServer::setSeason(const QString &name, const QString &first, const QString &last)
{
    const QString connection = u"club-test-season"_s;
    QString error;
    {
        auto opened = Cluster::address(m_database, u"organiser"_s).open(connection);
        if (!opened.ok()) {
            error = opened.error().message;
        } else {
            QSqlDatabase db = opened.value();
            const ml::Season season { name, ml::Season::day(first).value_or(QDate()),
                                      ml::Season::day(last).value_or(QDate()) };
            if (const ml::ClubResult<bool> set = ml::ClubLeague::setSeason(db, season); !set.ok())
                error = set.error().message;
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return error;
}
