// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "playerdirectory.h"
#include "replay.h"
#include "tablechange.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariantList>

// Records and replays shared by the model tests. Every number a test expects is worked out by hand from the
// published rules (named by rulebook) in the comment beside it.
namespace ModelTest {

/** @brief A record and the engine's replay of it: the output and the typed table. */
struct Replayed {
    QJsonObject record;
    QJsonObject output;
    std::shared_ptr<const ml::GameState> table;
};

/** @brief Parses @p json, keeps its first @p events events (all when negative) and replays it. */
inline Replayed replayed(const QString &json, int events = -1)
{
    QJsonObject record = QJsonDocument::fromJson(json.toUtf8()).object();
    if (events >= 0) {
        QJsonArray kept;
        const QJsonArray all = record.value(QLatin1String("events")).toArray();
        for (int i = 0; i < events && i < all.size(); ++i)
            kept.append(all.at(i));
        record.insert(QLatin1String("events"), kept);
    }
    const ml::ReplayOutcome outcome = ml::replay(record);
    Q_ASSERT_X(outcome.ok, "replayed", qPrintable(outcome.error.message()));
    return { record, outcome.output, outcome.table };
}

/**
 * @brief Shows @p next in @p model (a PlayersModel, FeaturesModel or LedgerModel) as a session does: with what differs
 * from the table the model showed before, found by comparing the whole tables (everything for the first one).
 */
template<typename Model>
void show(Model &model, const Replayed &next)
{
    static QHash<const QObject *, std::shared_ptr<const ml::GameState>> shown;
    const QObject *key = &model;
    const auto before = shown.constFind(key);
    const ml::TableChange change =
        before == shown.cend() ? ml::TableChange::wholeTable(*next.table) : ml::compareTables(**before, *next.table, 0);
    if (before == shown.cend())
        QObject::connect(&model, &QObject::destroyed, [key] { shown.remove(key); });
    shown.insert(key, next.table);
    model.update(PlayerDirectory(next.record), *next.table, change);
}

/** @brief The value of @p role in @p row. */
inline QVariant value(const QAbstractItemModel &model, int row, int role)
{
    return model.data(model.index(row, 0), role);
}

/** @brief Every role of every row, to compare a model before and after something that must change nothing. */
inline QList<QVariantList> snapshot(const QAbstractItemModel &model)
{
    QList<QVariantList> rows;
    const QList<int> roles = model.roleNames().keys();
    for (int row = 0; row < model.rowCount(); ++row) {
        QVariantList values;
        for (int role : roles)
            values.append(model.data(model.index(row, 0), role));
        rows.append(values);
    }
    return rows;
}

// Base game, two players. Red completes a city of 4 tiles with 1 coat of arms: 4 × 2 + 1 × 2 = 10
// [base game rules]. Blue completes a road of 3 tiles: 3 × 1 = 3. Then red is on a monastery, blue on a field.
inline const QString BaseGame = QStringLiteral(R"({
    "format": "meeple-ledger/1",
    "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
    "expansions": [],
    "events": [
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
        {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "score", "feature": "rd1", "tiles": 3},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "m1", "featureType": "monastery"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "f1", "featureType": "field"}
    ]
})");

} // namespace ModelTest
