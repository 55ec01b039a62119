// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "featurenames.h"

#include "database.h"
#include "sayings.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

QStringList FeatureNames::createStatements()
{
    return { u"CREATE TABLE feature_names ("
             u"game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
             u"feature_order INTEGER NOT NULL, "
             u"feature_id TEXT NOT NULL, "
             u"name TEXT NOT NULL, "
             u"named_at INTEGER NOT NULL, "
             u"PRIMARY KEY (game_id, feature_order)) WITHOUT ROWID"_s };
}

Result<QHash<int, FeatureName>> FeatureNames::read(Database &database, qint64 gameId)
{
    QHash<int, FeatureName> out;
    //: %1 the game's number in the library
    const Phrase what = [gameId] { return tr("read the feature names of game %1").arg(gameId); };
    const Status status = database.read(what, [&](QSqlDatabase &db) -> Status {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        query.prepare(u"SELECT feature_order, feature_id, name, named_at FROM feature_names WHERE game_id = ?"_s);
        query.addBindValue(gameId);
        if (Status status = database.exec(query, what); !status.ok())
            return status;
        while (query.next())
            out.insert(query.value(0).toInt(),
                       { query.value(1).toString(), query.value(2).toString(), query.value(3).toInt() });
        return {};
    });
    if (!status.ok())
        return status.error();
    return out;
}

Status FeatureNames::write(Database &database, qint64 gameId, int order, const FeatureName &name)
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

Status FeatureNames::forgetFrom(const Database &database, QSqlDatabase &db, qint64 gameId, int order)
{
    QSqlQuery query(db);
    query.prepare(u"DELETE FROM feature_names WHERE game_id = ? AND feature_order >= ?"_s);
    query.addBindValue(gameId);
    query.addBindValue(order);
    //: %1 the game's number in the library
    return database.exec(query,
                         [gameId] { return tr("forget the feature names of game %1's undone events").arg(gameId); });
}

} // namespace ml
