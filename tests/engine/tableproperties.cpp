// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "tableproperties.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The supplies the spec gives, written here from its text rather than read from the engine: 7 meeples, or 5 and
// 2 guards with ghosts (3 more guards per colour in the general supply); 1 ringmaster with bigtop; tower floors by
// player count (2: 10, 3: 9, 4: 7, 5: 6, 6: 5); 15 ghosts; animal tokens flea 1, monkey 4, seal 5, bear 3, tiger 2,
// elephant 1; 1 abbot with abbot, 1 large meeple with inns, 1 builder and 1 pig with traders, and with traders 9 wine,
// 6 grain and 5 cloth in the general supply.
int startingMeeples(bool ghosts)
{
    return ghosts ? 5 : 7;
}
int floorsPerPlayer(int players)
{
    constexpr int floors[] = { 0, 0, 10, 9, 7, 6, 5 };
    return floors[players];
}
const QHash<QString, int> AnimalTokens { { u"flea"_s, 1 }, { u"monkey"_s, 4 }, { u"seal"_s, 5 },
                                         { u"bear"_s, 3 }, { u"tiger"_s, 2 },  { u"elephant"_s, 1 } };
const QList<std::pair<QString, int>> GoodsTokens { { u"wine"_s, 9 }, { u"grain"_s, 6 }, { u"cloth"_s, 5 } };
constexpr int Ghosts = 15;
constexpr int TrackSpaces = 50;
// The payouts of the last three expansions: a goods majority 10; a field 3 per city, 4 with the scoring player's pig;
// an abbot taken back 1 per tile, less 2 per ghost on it; an inn road or cathedral city left open 0.
constexpr int GoodsMajorityPoints = 10;
constexpr int FieldPerCity = 3;
constexpr int FieldPerCityWithPig = 4;
constexpr int GhostPenalty = 2;

int count(const QJsonObject &object, const QString &key)
{
    return object.value(key).toInt();
}

/** A builder or a pig: never a follower, never alone on its feature. */
bool isSpecial(const QString &kind)
{
    return kind == u"builder"_s || kind == u"pig"_s;
}

class Checker
{
public:
    Checker(const QJsonObject &record, const QJsonObject &out)
        : m_out(out)
        , m_players(record.value(u"players"_s).toArray())
        , m_events(record.value(u"events"_s).toArray())
        , m_board(out[u"board"_s][u"figures"_s].toObject())
        , m_features(out[u"board"_s][u"features"_s].toObject())
    {
        for (const QJsonValue &e : record.value(u"expansions"_s).toArray())
            m_expansions.insert(e.toString());
    }

    QStringList run()
    {
        ledgerAddsUp();
        figuresInOnePlace();
        suppliesKept();
        buildersAndPigsBesideTheirOwner();
        figuresWhereTheirKindMayStand();
        goodsKept();
        turnPartsWithinBounds();
        newPayouts();
        const bool ended = !m_events.isEmpty() && m_events.last()[u"type"_s].toString() == u"end"_s;
        if (m_out.value(u"finished"_s).toBool() != ended)
            fail(u"finished is %1 after the last event %2"_s.arg(m_out.value(u"finished"_s).toBool())
                     .arg(m_events.isEmpty() ? u"(none)"_s : m_events.last()[u"type"_s].toString()));
        if (ended && !m_out.value(u"robbers"_s).toObject().isEmpty())
            fail(u"after `end` robbers are still on the track"_s); // each pays 3 and leaves the track
        return m_problems;
    }

private:
    bool has(const char *expansion) const { return m_expansions.contains(QLatin1String(expansion)); }
    void fail(const QString &what) { m_problems.append(what); }

    /** Payout sums: each figure's ledger entries chain from 0, each moving by its points but never below 0, to where
     * the figure stands; a player's score is the sum of their figures. */
    void ledgerAddsUp()
    {
        QHash<QString, int> reached;
        for (const QJsonValue &v : m_out.value(u"ledger"_s).toArray()) {
            const QJsonObject e = v.toObject();
            const QString key = e[u"player"_s].toString() + u'/' + e[u"figure"_s].toString();
            const int from = count(e, u"from"_s);
            const int to = count(e, u"to"_s);
            if (from != reached.value(key, 0))
                fail(u"ledger: %1 starts at %2, not where it stood (%3)"_s.arg(key).arg(from).arg(
                    reached.value(key, 0)));
            if (to != std::max(0, from + count(e, u"points"_s)))
                fail(u"ledger: %1 moves %2 → %3 for %4 points"_s.arg(key).arg(from).arg(to).arg(count(e, u"points"_s)));
            reached[key] = to;
        }
        const QJsonObject figures = m_out.value(u"figures"_s).toObject();
        for (const QJsonValue &p : m_players) {
            const QString id = p[u"id"_s].toString();
            int sum = 0;
            const QJsonObject track = figures.value(id).toObject();
            for (auto f = track.begin(); f != track.end(); ++f) {
                if (f.value().toInt() != reached.value(id + u'/' + f.key(), 0))
                    fail(u"figures: %1's %2 stands on %3, the ledger says %4"_s.arg(id, f.key())
                             .arg(f.value().toInt())
                             .arg(reached.value(id + u'/' + f.key(), 0)));
                sum += f.value().toInt();
            }
            if (m_out[u"scores"_s][id].toInt() != sum)
                fail(u"scores: %1 has %2, the figures %3"_s.arg(id).arg(m_out[u"scores"_s][id].toInt()).arg(sum));
        }
    }

    /** Each board figure stands on the feature that lists it, once; no prisoner is on the board. */
    void figuresInOnePlace()
    {
        QSet<QString> listed;
        for (auto f = m_features.begin(); f != m_features.end(); ++f) {
            m_towerFloors += f.value()[u"floors"_s].toInt();
            for (const QJsonValue &id : f.value()[u"figures"_s].toArray()) {
                if (listed.contains(id.toString()))
                    fail(u"board: %1 is listed twice"_s.arg(id.toString()));
                listed.insert(id.toString());
                if (m_board.value(id.toString())[u"feature"_s].toString() != f.key())
                    fail(u"board: %1 is listed on %2 but stands elsewhere"_s.arg(id.toString(), f.key()));
            }
            if (f.value()[u"figures"_s].toArray().isEmpty() && f.value()[u"type"_s].toString() != u"tower"_s)
                fail(u"board: feature %1 is empty but still there"_s.arg(f.key()));
        }
        if (listed.size() != m_board.size())
            fail(u"board: %1 figures, %2 listed on features"_s.arg(m_board.size()).arg(listed.size()));
        for (auto f = m_board.begin(); f != m_board.end(); ++f) {
            m_ghostsOnBoard += f.value()[u"ghosts"_s].toInt();
            if (f.value()[u"ghosts"_s].toInt() > 2)
                fail(u"board: %1 carries %2 ghosts"_s.arg(f.key()).arg(f.value()[u"ghosts"_s].toInt()));
            ++m_held[f.value()[u"player"_s].toString()][f.value()[u"kind"_s].toString()];
        }
        const QJsonObject prisoners = m_out.value(u"prisoners"_s).toObject();
        for (auto h = prisoners.begin(); h != prisoners.end(); ++h) {
            for (const QJsonValue &p : h.value().toArray()) {
                if (m_board.contains(p[u"figure"_s].toString()))
                    fail(u"prisoners: %1 is also on the board"_s.arg(p[u"figure"_s].toString()));
                if (p[u"owner"_s].toString() == h.key())
                    fail(u"prisoners: %1 holds its own figure"_s.arg(h.key()));
                if (isSpecial(p[u"kind"_s].toString())) // never captured
                    fail(u"prisoners: %1 holds %2, a %3"_s.arg(h.key(), p[u"figure"_s].toString(),
                                                               p[u"kind"_s].toString()));
                ++m_held[p[u"owner"_s].toString()][p[u"kind"_s].toString()];
            }
        }
    }

    /** Every figure is in its owner's supply, on the board or held as a prisoner; guards also in the general supply;
     * tower floors in a supply or in a tower; ghosts on figures or in the general supply. */
    void suppliesKept()
    {
        const QJsonObject supplies = m_out.value(u"supplies"_s).toObject();
        const QJsonObject general = m_out.value(u"generalSupply"_s).toObject();
        const bool ghosts = has("ghosts");
        const QList<std::pair<QString, int>> kinds {
            { u"meeple"_s, startingMeeples(ghosts) },   { u"guard"_s, ghosts ? 5 : 0 },
            { u"ringmaster"_s, has("bigtop") ? 1 : 0 }, { u"abbot"_s, has("abbot") ? 1 : 0 },
            { u"large"_s, has("inns") ? 1 : 0 },        { u"builder"_s, has("traders") ? 1 : 0 },
            { u"pig"_s, has("traders") ? 1 : 0 },
        };
        int floorsInSupply = 0;
        for (const QJsonValue &p : m_players) {
            const QString id = p[u"id"_s].toString();
            const QJsonObject supply = supplies.value(id).toObject();
            for (const auto &[kind, start] : kinds) {
                int all = count(supply, kind) + m_held[id].value(kind);
                if (kind == u"guard"_s)
                    all += general[u"guards"_s][id].toInt();
                if (all != start)
                    fail(u"supplies: %1 has %2 %3 figures in all, not %4"_s.arg(id).arg(all).arg(kind).arg(start));
                if (count(supply, kind) < 0)
                    fail(u"supplies: %1's %2 below 0"_s.arg(id, kind));
            }
            if (count(supply, u"floors"_s) < 0)
                fail(u"supplies: %1's floors below 0"_s.arg(id));
            floorsInSupply += count(supply, u"floors"_s);
            const QJsonValue robber = m_out[u"robbers"_s][id];
            if (!robber.isUndefined() && (robber.toInt() < 0 || robber.toInt() >= TrackSpaces))
                fail(u"robbers: %1's robber on space %2"_s.arg(id).arg(robber.toInt()));
            if (has("robbers") && supply[u"robber"_s].toBool() != robber.isUndefined())
                fail(u"robbers: %1's robber both on the track and in the supply, or neither"_s.arg(id));
        }
        const int players = int(m_players.size());
        if (floorsInSupply + m_towerFloors != (has("tower") ? players * floorsPerPlayer(players) : 0))
            fail(u"floors: %1 in supplies and %2 in towers"_s.arg(floorsInSupply).arg(m_towerFloors));
        if (m_ghostsOnBoard + count(general, u"ghosts"_s) != (ghosts ? Ghosts : 0))
            fail(u"ghosts: %1 on figures and %2 in the supply"_s.arg(m_ghostsOnBoard).arg(count(general, u"ghosts"_s)));
        const QJsonObject animals = general.value(u"animals"_s).toObject();
        for (auto a = AnimalTokens.begin(); a != AnimalTokens.end(); ++a) {
            if (animals.value(a.key()).toInt() < 0 || animals.value(a.key()).toInt() > a.value())
                fail(u"animals: %1 %2 tokens left"_s.arg(animals.value(a.key()).toInt()).arg(a.key()));
        }
    }

    /** Whether @p player has a follower (a figure that is neither a builder nor a pig) on feature @p feature. */
    bool followerOn(const QString &feature, const QString &player) const
    {
        for (const QJsonValue &id : m_features.value(feature)[u"figures"_s].toArray()) {
            const QJsonObject fig = m_board.value(id.toString()).toObject();
            if (fig[u"player"_s].toString() == player && !isSpecial(fig[u"kind"_s].toString()))
                return true;
        }
        return false;
    }

    /** A builder or a pig goes home as soon as its owner has no other figure on its feature; it never takes a ghost. */
    void buildersAndPigsBesideTheirOwner()
    {
        for (auto f = m_board.begin(); f != m_board.end(); ++f) {
            const QString kind = f.value()[u"kind"_s].toString();
            if (!isSpecial(kind))
                continue;
            const QString feature = f.value()[u"feature"_s].toString();
            const QString owner = f.value()[u"player"_s].toString();
            if (!followerOn(feature, owner))
                fail(u"board: %1's %2 %3 stands on %4 without a figure of theirs"_s.arg(owner, kind, f.key(), feature));
            if (f.value()[u"ghosts"_s].toInt() != 0)
                fail(u"board: the %1 %2 carries a ghost"_s.arg(kind, f.key()));
        }
    }

    /** An abbot only on a monastery or a garden, a garden holds only an abbot; a large meeple never on a garden or an
     * acrobat space, which takes meeples and guards only; a builder on a road or city, a pig in a field. */
    void figuresWhereTheirKindMayStand()
    {
        for (auto f = m_board.begin(); f != m_board.end(); ++f) {
            const QString kind = f.value()[u"kind"_s].toString();
            const QString type = m_features.value(f.value()[u"feature"_s].toString())[u"type"_s].toString();
            bool allowed = true;
            if (kind == u"abbot"_s)
                allowed = type == u"monastery"_s || type == u"garden"_s;
            else if (kind == u"builder"_s)
                allowed = type == u"road"_s || type == u"city"_s;
            else if (kind == u"pig"_s)
                allowed = type == u"field"_s;
            else if (type == u"garden"_s)
                allowed = false;
            else if (type == u"acrobats"_s)
                allowed = kind == u"meeple"_s || kind == u"guard"_s;
            if (!allowed)
                fail(u"board: %1, a %2, stands on a %3"_s.arg(f.key(), kind, type));
        }
    }

    /** Goods tokens are in the general supply or held by a player: 9 wine, 6 grain, 5 cloth in all. */
    void goodsKept()
    {
        const QJsonObject held = m_out.value(u"goods"_s).toObject();
        const QJsonValue general = m_out[u"generalSupply"_s][u"goods"_s];
        if (!has("traders")) {
            if (m_out.contains(u"goods"_s) || !general.isUndefined())
                fail(u"goods: in the output without traders"_s);
            return;
        }
        if (general.isUndefined() || held.size() != m_players.size())
            fail(u"goods: the general supply's or some player's goods are missing"_s);
        for (const auto &[goods, tokens] : GoodsTokens) {
            int all = general[goods].toInt();
            if (all < 0)
                fail(u"goods: %1 %2 in the general supply"_s.arg(all).arg(goods));
            for (auto p = held.begin(); p != held.end(); ++p) {
                const int n = p.value()[goods].toInt();
                if (n < 0)
                    fail(u"goods: %1 holds %2 %3"_s.arg(p.key()).arg(n).arg(goods));
                all += n;
            }
            if (all != tokens)
                fail(u"goods: %1 %2 in all, not %3"_s.arg(all).arg(goods).arg(tokens));
        }
    }

    /**
     * The events of each turn: a builder's tile is earned by a turn part that is not one itself (the turn or message
     * 4's extra tile), so a turn holds no more builder parts than other parts; an abbot is taken back at most once
     * per turn part.
     */
    void turnPartsWithinBounds()
    {
        int otherParts = 0;
        int builderParts = 0;
        int recalls = 0;
        for (qsizetype i = 0; i < m_events.size(); ++i) {
            const QJsonObject e = m_events.at(i).toObject();
            const QString type = e[u"type"_s].toString();
            if (type == u"turn"_s) {
                otherParts = 1;
                builderParts = 0;
                recalls = 0;
            } else if (type == u"message"_s && e[u"tile"_s].toInt() == 4 && e[u"take"_s].toString() == u"action"_s) {
                ++otherParts;
                recalls = 0;
            } else if (type == u"builder"_s) {
                recalls = 0;
                if (++builderParts > otherParts)
                    fail(u"turn parts: event %1 is builder's tile %2 of a turn of %3 other parts"_s.arg(i)
                             .arg(builderParts)
                             .arg(otherParts));
            } else if (type == u"recall"_s && ++recalls > 1) {
                fail(u"turn parts: event %1 takes an abbot back a second time in one turn part"_s.arg(i));
            }
        }
    }

    /** The payouts of The Abbot, Inns and Cathedrals, and Traders and Builders follow the record format's formulas. */
    void newPayouts()
    {
        QHash<QString, QSet<QString>> goodsWinners;
        for (const QJsonValue &v : m_out.value(u"ledger"_s).toArray()) {
            const QJsonObject e = v.toObject();
            const QString rule = e[u"rule"_s].toString();
            const QJsonObject detail = e[u"detail"_s].toObject();
            const int points = count(e, u"points"_s);
            const QString player = e[u"player"_s].toString();
            const QString at = u"ledger at event %1: %2 for %3"_s.arg(count(e, u"event"_s)).arg(rule, player);
            if ((rule == u"inn.final"_s || rule == u"cathedral.final"_s) && points != 0)
                fail(u"%1 pays %2, an open inn road or cathedral city scores 0"_s.arg(at).arg(points));
            if (rule == u"abbot.recall"_s
                && points != count(detail, u"tiles"_s) - GhostPenalty * count(detail, u"ghosts"_s))
                fail(u"%1 pays %2 for %3 tiles and %4 ghosts"_s.arg(at)
                         .arg(points)
                         .arg(count(detail, u"tiles"_s))
                         .arg(count(detail, u"ghosts"_s)));
            if (rule == u"field.final"_s) {
                // The scoring player's own pig in the field, and only theirs, makes each city worth 4.
                bool pig = false;
                for (const QJsonValue &id : m_features.value(e[u"feature"_s].toString())[u"figures"_s].toArray()) {
                    const QJsonObject fig = m_board.value(id.toString()).toObject();
                    pig = pig || (fig[u"kind"_s].toString() == u"pig"_s && fig[u"player"_s].toString() == player);
                }
                const int perCity = pig ? FieldPerCityWithPig : FieldPerCity;
                if (detail[u"pig"_s].toBool() != pig || points != perCity * count(detail, u"cities"_s))
                    fail(u"%1 pays %2 for %3 cities (a pig of theirs there: %4)"_s.arg(at)
                             .arg(points)
                             .arg(count(detail, u"cities"_s))
                             .arg(pig));
            }
            if (rule == u"goods.majority"_s) {
                if (points != GoodsMajorityPoints)
                    fail(u"%1 pays %2"_s.arg(at).arg(points));
                goodsWinners[detail[u"goods"_s].toString()].insert(player);
            }
        }
        if (!has("traders") || !m_out.value(u"finished"_s).toBool())
            return;
        // At the end the players holding the most tokens of a kind, at least one, score 10 each.
        const QJsonObject held = m_out.value(u"goods"_s).toObject();
        for (const auto &[goods, tokens] : GoodsTokens) {
            int most = 0;
            for (auto p = held.begin(); p != held.end(); ++p)
                most = std::max(most, p.value()[goods].toInt());
            QSet<QString> winners;
            for (auto p = held.begin(); p != held.end(); ++p) {
                if (most > 0 && p.value()[goods].toInt() == most)
                    winners.insert(p.key());
            }
            if (winners != goodsWinners.value(goods))
                fail(u"goods: %1 players hold the most %2, %3 were paid"_s.arg(winners.size())
                         .arg(goods)
                         .arg(goodsWinners.value(goods).size()));
        }
    }

    const QJsonObject m_out;
    const QJsonArray m_players;
    const QJsonArray m_events;
    const QJsonObject m_board; ///< figure id → its player, kind, feature and ghosts
    const QJsonObject m_features; ///< feature id → its type, figures and floors
    QSet<QString> m_expansions;
    QStringList m_problems;
    QHash<QString, QHash<QString, int>> m_held; ///< owner → kind → figures on the board or held as prisoners
    int m_towerFloors = 0;
    int m_ghostsOnBoard = 0;
};

} // namespace

QStringList tableProperties(const QJsonObject &record, const QJsonObject &output)
{
    return Checker(record, output).run();
}
