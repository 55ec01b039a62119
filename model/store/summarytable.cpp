// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "summarytable.h"

#include "database.h"
#include "gameanalysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject parsed(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

} // namespace

QString SummaryTable::createStatement()
{
    return u"CREATE TABLE game_summaries ("
           u"game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, "
           u"event_count INTEGER NOT NULL, "
           u"redo_count INTEGER NOT NULL, "
           u"finished INTEGER NOT NULL, "
           u"problem TEXT NOT NULL, "
           u"scores TEXT NOT NULL, "
           u"winners TEXT NOT NULL, "
           u"points TEXT NOT NULL)"_s;
}

SummaryRow SummaryTable::fromOutcome(const ReplayOutcome &outcome, int eventCount, int redoCount)
{
    SummaryRow row;
    row.eventCount = eventCount;
    row.redoCount = redoCount;
    if (!outcome.ok) {
        row.problem = outcome.error.message();
        return row;
    }
    const QJsonObject &output = outcome.output;
    row.finished = output.value(u"finished"_s).toBool();
    const QJsonObject scores = output.value(u"scores"_s).toObject();
    for (auto it = scores.begin(); it != scores.end(); ++it)
        row.scores.insert(it.key(), it.value().toInt());
    row.winners = GameAnalysis::winners(output);
    row.pointsBySource = GameAnalysis::pointsBySource(output);
    return row;
}

void SummaryTable::prepareWrite(QSqlQuery &query, qint64 gameId, const SummaryRow &row)
{
    QJsonObject scores;
    for (auto it = row.scores.begin(); it != row.scores.end(); ++it)
        scores.insert(it.key(), it.value());
    QJsonObject points;
    for (auto player = row.pointsBySource.begin(); player != row.pointsBySource.end(); ++player) {
        QJsonObject groups;
        for (auto it = player->begin(); it != player->end(); ++it)
            groups.insert(it.key(), it.value());
        points.insert(player.key(), groups);
    }
    query.prepare(u"INSERT OR REPLACE INTO game_summaries "
                  u"(game_id, event_count, redo_count, finished, problem, scores, winners, points) "
                  u"VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    query.addBindValue(gameId);
    query.addBindValue(row.eventCount);
    query.addBindValue(row.redoCount);
    query.addBindValue(row.finished ? 1 : 0);
    query.addBindValue(row.problem.isEmpty() ? u""_s : row.problem); // a null QString would bind NULL
    query.addBindValue(compact(scores));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(row.winners)).toJson(QJsonDocument::Compact)));
    query.addBindValue(compact(points));
}

Status SummaryTable::write(const Database &database, QSqlDatabase &db, qint64 gameId, const ReplayOutcome &outcome,
                           int eventCount, int redoCount, const QString &what)
{
    QSqlQuery query(db);
    prepareWrite(query, gameId, fromOutcome(outcome, eventCount, redoCount));
    return database.exec(query, what);
}

QString SummaryTable::columns(const QString &alias)
{
    QStringList names;
    for (const QString &column :
         { u"event_count"_s, u"redo_count"_s, u"finished"_s, u"problem"_s, u"scores"_s, u"winners"_s, u"points"_s })
        names.append(alias + u'.' + column);
    return names.join(u", "_s);
}

SummaryRow SummaryTable::read(const QSqlQuery &query, int first, bool withPoints)
{
    SummaryRow row;
    row.eventCount = query.value(first).toInt();
    row.redoCount = query.value(first + 1).toInt();
    row.finished = query.value(first + 2).toBool();
    row.problem = query.value(first + 3).toString();
    const QJsonObject scores = parsed(query.value(first + 4));
    for (auto it = scores.begin(); it != scores.end(); ++it)
        row.scores.insert(it.key(), it.value().toInt());
    for (const QJsonValue &winner : QJsonDocument::fromJson(query.value(first + 5).toString().toUtf8()).array())
        row.winners.append(winner.toString());
    if (withPoints) {
        const QJsonObject points = parsed(query.value(first + 6));
        for (auto player = points.begin(); player != points.end(); ++player) {
            const QJsonObject groups = player.value().toObject();
            QMap<QString, int> &target = row.pointsBySource[player.key()];
            for (auto it = groups.begin(); it != groups.end(); ++it)
                target.insert(it.key(), it.value().toInt());
        }
    }
    return row;
}

} // namespace ml
