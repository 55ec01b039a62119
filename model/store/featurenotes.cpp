// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featurenotes.h"

#include "database.h"
#include "sayings.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

/** Reads the rows of @p select, whose one parameter is game @p gameId, giving each to @p row. */
template<typename OnRow>
Status readRows(Database &database, qint64 gameId, const QString &select, const Phrase &what, OnRow &&row)
{
    return database.read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(select);
        query.addBindValue(gameId);
        if (Status status = database.exec(query, what); !status.ok())
            return status;
        while (query.next())
            row(query);
        return {};
    });
}

} // namespace

QStringList FeatureNotes::nameStatements()
{
    return { u"CREATE TABLE feature_names ("
             u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
             u"feature_order INTEGER NOT NULL, "
             u"feature_id TEXT NOT NULL, "
             u"name TEXT NOT NULL, "
             u"named_at INTEGER NOT NULL, "
             u"PRIMARY KEY (game_id, feature_order)) WITHOUT ROWID"_s };
}

QStringList FeatureNotes::markStatements()
{
    return { u"CREATE TABLE feature_marks ("
             u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
             u"feature_order INTEGER NOT NULL, "
             u"PRIMARY KEY (game_id, feature_order)) WITHOUT ROWID"_s };
}

Result<QHash<int, FeatureName>> FeatureNotes::read(Database &database, qint64 gameId)
{
    QHash<int, FeatureName> out;
    //: %1 the game's number in the library
    const Phrase what = [gameId] { return tr("read the feature names of game %1").arg(gameId); };
    const Status status =
        readRows(database, gameId,
                 u"SELECT feature_order, feature_id, name, named_at FROM feature_names "
                 u"WHERE game_id = ?"_s,
                 what, [&out](const QSqlQuery &query) {
                     out.insert(query.value(0).toInt(),
                                { query.value(1).toString(), query.value(2).toString(), query.value(3).toInt() });
                 });
    if (!status.ok())
        return status.error();
    return out;
}

Status FeatureNotes::write(Database &database, qint64 gameId, int order, const FeatureName &name)
{
    const QString given = name.name.simplified();
    if (given.size() > MaxLength) {
        return StoreError { StoreError::Code::InvalidInput,
                            Sayings::say([given] {
                                //: %1 the name as typed, %2 its length, %n the longest a name may be
                                return tr("A feature's name has at most %n character(s); “%1” has %2.", "", MaxLength)
                                    .arg(given)
                                    .arg(given.size());
                            }),
                            {},
                            {} };
    }
    //: %1 the game's number in the library
    const Phrase what = [gameId] { return tr("name a feature of game %1").arg(gameId); };
    return database.transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        if (given.isEmpty()) {
            query.prepare(u"DELETE FROM feature_names WHERE game_id = ? AND feature_order = ?"_s);
            query.addBindValue(gameId);
            query.addBindValue(order);
        } else {
            query.prepare(u"INSERT OR REPLACE INTO feature_names (game_id, feature_order, feature_id, name, named_at) "
                          u"VALUES (?, ?, ?, ?, ?)"_s);
            query.addBindValue(gameId);
            query.addBindValue(order);
            query.addBindValue(name.featureId);
            query.addBindValue(given);
            query.addBindValue(name.namedAt);
        }
        return database.exec(query, what);
    });
}

Result<QSet<int>> FeatureNotes::readMarks(Database &database, qint64 gameId)
{
    QSet<int> out;
    //: %1 the game's number in the library; a mark is an inn or a cathedral the players noted on a feature
    const Phrase what = [gameId] { return tr("read the inns and cathedrals noted in game %1").arg(gameId); };
    const Status status = readRows(database, gameId, u"SELECT feature_order FROM feature_marks WHERE game_id = ?"_s,
                                   what, [&out](const QSqlQuery &query) { out.insert(query.value(0).toInt()); });
    if (!status.ok())
        return status.error();
    return out;
}

Status FeatureNotes::mark(Database &database, qint64 gameId, int order, const QList<int> &joined, bool marked)
{
    //: %1 the game's number in the library; a mark is an inn or a cathedral the players noted on a feature
    const Phrase what = [gameId] { return tr("note an inn or a cathedral in game %1").arg(gameId); };
    return database.transaction(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        if (marked) {
            query.prepare(u"INSERT OR IGNORE INTO feature_marks (game_id, feature_order) VALUES (?, ?)"_s);
            query.addBindValue(gameId);
            query.addBindValue(order);
            return database.exec(query, what);
        }
        query.prepare(u"DELETE FROM feature_marks WHERE game_id = ? AND feature_order = ?"_s);
        for (const int part : QList<int> { order } + joined) {
            query.addBindValue(gameId);
            query.addBindValue(part);
            if (Status status = database.exec(query, what); !status.ok())
                return status;
        }
        return {};
    });
}

Status FeatureNotes::forgetFrom(const Database &database, QSqlDatabase &db, qint64 gameId, int order)
{
    QSqlQuery query(db);
    for (const QString &table : { u"feature_names"_s, u"feature_marks"_s }) {
        query.prepare(u"DELETE FROM "_s + table + u" WHERE game_id = ? AND feature_order >= ?"_s);
        query.addBindValue(gameId);
        query.addBindValue(order);
        //: %1 the game's number in the library
        if (Status status = database.exec(
                query,
                [gameId] { return tr("forget the feature names and marks of game %1's undone events").arg(gameId); });
            !status.ok())
            return status;
    }
    return {};
}

} // namespace ml
