// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gameanalysis.h"

#include "pointsources.h"

#include <QJsonArray>

#include <algorithm>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace ml {

QStringList GameAnalysis::winners(const QJsonObject &output)
{
    if (!output.value(u"finished"_s).toBool())
        return {};
    const QJsonObject scores = output.value(u"scores"_s).toObject();
    if (scores.isEmpty())
        return {};
    int best = std::numeric_limits<int>::min();
    for (auto it = scores.begin(); it != scores.end(); ++it)
        best = std::max(best, it.value().toInt());
    QStringList result;
    for (auto it = scores.begin(); it != scores.end(); ++it) {
        if (it.value().toInt() == best)
            result.append(it.key());
    }
    return result;
}

ScoreSeries GameAnalysis::scoreSeries(const QJsonObject &record, const QJsonObject &output)
{
    ScoreSeries series;
    for (const QJsonValue &player : record.value(u"players"_s).toArray())
        series.players.append(player.toObject().value(u"id"_s).toString());
    const QJsonArray events = record.value(u"events"_s).toArray();
    const qsizetype count = events.size();

    // A payout is listed under the event that closed its batch; add it to the scores after that event.
    std::vector<QMap<QString, int>> changes(std::size_t(std::max<qsizetype>(count, 1)));
    for (const QJsonValue &value : output.value(u"ledger"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        const qsizetype at =
            std::clamp<qsizetype>(entry.value(u"event"_s).toInt(), 0, std::max<qsizetype>(count - 1, 0));
        changes[std::size_t(at)][entry.value(u"player"_s).toString()] += PointSources::scoreEffect(entry);
    }

    QMap<QString, int> scores;
    for (const QString &player : std::as_const(series.players))
        scores.insert(player, 0);
    // Everyone starts at 0, before the first turn.
    series.points.append({ -1, 0, {}, false, scores });
    int turns = 0;
    QString player;
    for (qsizetype i = 0; i < count; ++i) {
        const QMap<QString, int> &change = changes[std::size_t(i)];
        for (auto it = change.begin(); it != change.end(); ++it)
            scores[it.key()] += it.value();
        const QJsonObject event = events.at(i).toObject();
        if (event.value(u"type"_s).toString() != u"turn"_s)
            continue;
        // A turn ends where the next begins: its payouts are listed under that `turn` event, which closes its batch.
        if (turns > 0)
            series.points.append({ int(i), turns, player, false, scores });
        ++turns;
        player = event.value(u"player"_s).toString();
    }
    // The last turn ends with the record, final scoring included: the engine's scores are the truth there.
    const QJsonObject finalScores = output.value(u"scores"_s).toObject();
    for (const QString &id : std::as_const(series.players))
        scores[id] = finalScores.value(id).toInt(scores.value(id));
    series.points.append({ int(count) - 1, turns, player, true, scores });
    return series;
}

QMap<QString, QMap<QString, int>> GameAnalysis::pointsBySource(const QJsonObject &output)
{
    QMap<QString, QMap<QString, int>> result;
    for (const QJsonValue &value : output.value(u"ledger"_s).toArray()) {
        const QJsonObject entry = value.toObject();
        result[entry.value(u"player"_s).toString()][PointSources::groupOf(entry.value(u"rule"_s).toString())] +=
            PointSources::scoreEffect(entry);
    }
    return result;
}

} // namespace ml
