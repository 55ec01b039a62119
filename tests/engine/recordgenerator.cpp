// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "recordgenerator.h"

#include "engine.h"
#include "messengersmodule.h"
#include "ruleerror.h"
#include "rules.h"

#include <QJsonDocument>

#include <QJsonArray>
#include <QSet>

#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <functional>

using namespace ml;

namespace {

class Game
{
public:
    Game(const RecordGenerator::Options &o)
        : m_rng(o.seed)
        , m_options(o)
    {
        QJsonArray players;
        for (int i = 0; i < o.players; ++i)
            players.append(QJsonObject { { QStringLiteral("id"), QStringLiteral("p%1").arg(i) },
                                         { QStringLiteral("name"), QStringLiteral("Player %1").arg(i + 1) } });
        m_record = QJsonObject { { QStringLiteral("format"), QStringLiteral("meeple-ledger/1") },
                                 { QStringLiteral("players"), players },
                                 { QStringLiteral("expansions"), QJsonArray::fromStringList(o.expansions) },
                                 { QStringLiteral("events"), QJsonArray {} } };
        m_engine = std::make_unique<Engine>(m_record);
    }

    QJsonObject play()
    {
        for (int t = 0; t < m_options.turns; ++t)
            playTurn(t % m_options.players);
        if (m_options.finish)
            push(finalScoring());
        m_engine->finish();
        m_record.insert(QStringLiteral("events"), m_events);
        return m_record;
    }

private:
    const GameState &s() const { return m_engine->state(); }
    bool has(Expansion e) const { return s().has(e); }
    int roll(int n) { return n <= 0 ? 0 : int(m_rng.bounded(quint32(n))); }
    bool chance(int percent) { return roll(100) < percent; }
    QString pid(int p) const { return s().players[p].id; }

    void push(const QJsonObject &event)
    {
        try {
            m_engine->apply(int(m_events.size()), event);
        } catch (const RuleError &e) {
            // The generator only writes events it knows to be legal: a refusal is a bug here or in the engine.
            qFatal("generated event %d refused: %s\n%s", int(m_events.size()), qPrintable(e.reason()),
                   QJsonDocument(event).toJson(QJsonDocument::Compact).constData());
        }
        m_events.append(event);
    }

    QString mover()
    {
        return has(Expansion::Messengers) && chance(40) ? QStringLiteral("messenger") : QStringLiteral("meeple");
    }

    QJsonObject movers()
    {
        QJsonObject m;
        for (int p = 0; p < s().playerCount(); ++p)
            m.insert(pid(p), mover());
        return m;
    }

    QStringList figuresWhere(const std::function<bool(const Figure &)> &pred) const
    {
        QStringList out;
        for (const Figure &f : s().figures) {
            if (pred(f))
                out.append(f.id);
        }
        out.sort();
        return out;
    }

    QStringList featuresWhere(const std::function<bool(const Feature &)> &pred) const
    {
        QStringList out;
        for (const Feature *f : s().featuresInOrder()) {
            if (pred(*f))
                out.append(f->id);
        }
        return out;
    }

    template<typename T>
    T pick(const QList<T> &list)
    {
        return list[roll(int(list.size()))];
    }

    void playTurn(int p)
    {
        push({ { QStringLiteral("type"), QStringLiteral("turn") }, { QStringLiteral("player"), pid(p) } });
        m_builderTilesEarned = 0;
        m_builderTilesTaken = 0;
        beginTurnPart(p, false);
        if (has(Expansion::Ghosts) && s().ghostSupply > 0 && chance(30)) {
            const bool expand = chance(60);
            const QStringList targets = figuresWhere([&](const Figure &f) {
                return f.kind != FigureKind::Guard && isFollower(f.kind) && (expand ? f.owner != p : f.owner == p);
            });
            if (!targets.isEmpty())
                push({ { QStringLiteral("type"), QStringLiteral("ghost") },
                       { QStringLiteral("figure"), pick(targets) },
                       { QStringLiteral("reason"), expand ? QStringLiteral("expand") : QStringLiteral("limit") } });
        }
        playTurnPart(p);
        // Traders and Builders: each turn part that began with the builder on the board may earn one builder's tile
        // (message 4's tiles too, a builder's tile never), taken once the running part's scoring is over.
        while (has(Expansion::Traders) && m_builderTilesTaken < m_builderTilesEarned && chance(85)) {
            push({ { QStringLiteral("type"), QStringLiteral("builder") } });
            ++m_builderTilesTaken;
            beginTurnPart(p, true);
            playTurnPart(p);
            // The ransom is once per turn, whichever part pays it.
            if (has(Expansion::Tower) && chance(20))
                ransom(p);
        }
        if (has(Expansion::Robbers) && chance(20))
            placeRobber(p);
        if (has(Expansion::Tower) && chance(30))
            ransom(p);
    }

    bool builderOnBoard(int p) const
    {
        return !figuresWhere([p](const Figure &f) { return f.owner == p && f.kind == FigureKind::Builder; }).isEmpty();
    }

    /** A turn part begins: the turn itself, message 4's extra tile (@p builderTile false) or a builder's tile. */
    void beginTurnPart(int p, bool builderTile)
    {
        m_recalledThisPart = false;
        m_builderPart = builderTile;
        if (!builderTile && builderOnBoard(p))
            ++m_builderTilesEarned;
    }

    /** One tile's part of a turn: its action, the features it joined and completed, a big top scoring, messages. */
    void playTurnPart(int p)
    {
        const int action = roll(10);
        if (action < 6)
            placeOrRecall(p);
        else if (action < 8 && has(Expansion::Tower) && s().players[p].floors > 0)
            addFloor(p);
        else if (has(Expansion::BigTop))
            scorePyramid();
        if (chance(25))
            mergeTwo();
        if (chance(45))
            scoreFeatures();
        else if (has(Expansion::Traders) && chance(6))
            takeGoods(); // a city nobody held: its goods go to the player who completed it all the same
        if (has(Expansion::BigTop) && chance(8))
            circus();
        drawMessages(p);
    }

    /** The turn part's action: a figure placed, or with The Abbot the player's abbot taken back instead. */
    void placeOrRecall(int p)
    {
        if (has(Expansion::Abbot) && !m_recalledThisPart) {
            const QStringList abbots =
                figuresWhere([p](const Figure &f) { return f.owner == p && f.kind == FigureKind::Abbot; });
            if (!abbots.isEmpty() && chance(60)) {
                recall(pick(abbots));
                return;
            }
        }
        placeFigure(p);
    }

    void recall(const QString &abbot)
    {
        // Its monastery or garden is incomplete: its tile and 0 to 7 of the 8 around it.
        push({ { QStringLiteral("type"), QStringLiteral("recall") },
               { QStringLiteral("figure"), abbot },
               { QStringLiteral("tiles"), 1 + roll(8) },
               { QStringLiteral("mover"), mover() } });
        m_recalledThisPart = true;
        stealChoices(); // a batch of its own
    }

    /** Goods tokens for a city the active player completed, within what the general supply holds. */
    void takeGoods()
    {
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("goods") } };
        int taken = 0;
        for (int g = 0; g < GoodsCount; ++g) {
            const int n = roll(std::min(m_goodsLeft[std::size_t(g)], 2) + 1);
            if (n > 0 || chance(25))
                e.insert(toString(Goods(g)), n);
            taken += n;
        }
        if (taken == 0) {
            const auto left = std::ranges::find_if(m_goodsLeft, [](int n) { return n > 0; });
            if (left == m_goodsLeft.end())
                return; // the general supply is empty
            e.insert(toString(Goods(left - m_goodsLeft.begin())), 1);
        }
        for (int g = 0; g < GoodsCount; ++g)
            m_goodsLeft[std::size_t(g)] -= e.value(toString(Goods(g))).toInt();
        push(e);
    }

    /** With Inns and Cathedrals, a road's `inn` or a city's `cathedral`: true, false, or left out. */
    void innOrCathedral(QJsonObject &values, FeatureType type)
    {
        if (!has(Expansion::Inns) || (type != FeatureType::Road && type != FeatureType::City))
            return;
        const int r = roll(10);
        if (r < 8)
            values.insert(type == FeatureType::Road ? QStringLiteral("inn") : QStringLiteral("cathedral"), r < 4);
    }

    /** The features of @p type where @p p has a follower and no figure of @p kind yet (where a builder or pig may go).
     */
    QStringList besideOwnFollower(int p, FeatureType type, FigureKind kind) const
    {
        return featuresWhere([&](const Feature &f) {
            bool follower = false;
            bool already = false;
            for (const QString &id : f.figures) {
                const Figure &fig = s().figures[id];
                follower = follower || (fig.owner == p && isFollower(fig.kind));
                already = already || (fig.owner == p && fig.kind == kind);
            }
            return f.type == type && follower && !already;
        });
    }

    void placeFigure(int p)
    {
        // A builder joins a road or city of its owner's, a pig a field of its owner's farmer.
        const auto targets = [&](FigureKind k) {
            if (k == FigureKind::Pig)
                return besideOwnFollower(p, FeatureType::Field, k);
            return besideOwnFollower(p, FeatureType::Road, k) + besideOwnFollower(p, FeatureType::City, k);
        };
        QList<FigureKind> kinds;
        for (FigureKind k : { FigureKind::Meeple, FigureKind::Guard, FigureKind::Ringmaster, FigureKind::Abbot,
                              FigureKind::Large, FigureKind::Builder, FigureKind::Pig }) {
            if (s().players[p].supply[std::size_t(k)] > 0 && (isFollower(k) || !targets(k).isEmpty()))
                kinds.append(k);
        }
        if (kinds.isEmpty())
            return;
        // A builder or a pig where one may go is placed more often than an even share would give it.
        QList<FigureKind> specials;
        for (FigureKind k : std::as_const(kinds)) {
            if (!isFollower(k))
                specials.append(k);
        }
        const FigureKind kind = !specials.isEmpty() && chance(60) ? pick(specials) : pick(kinds);
        QList<FeatureType> types { FeatureType::Road, FeatureType::City, FeatureType::Monastery, FeatureType::Field };
        if (has(Expansion::Ghosts))
            types += { FeatureType::Castle, FeatureType::Cemetery };
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("place") },
                        { QStringLiteral("figure"), QStringLiteral("f%1").arg(m_nextFigure++) },
                        { QStringLiteral("player"), pid(p) },
                        { QStringLiteral("kind"), toString(kind) } };
        if (!isFollower(kind)) {
            e.insert(QStringLiteral("feature"), pick(targets(kind)));
            push(e);
            return;
        }
        if (kind == FigureKind::Abbot) {
            // Only on a monastery or a garden, and a garden takes nothing else.
            e.insert(QStringLiteral("feature"), QStringLiteral("x%1").arg(m_nextFeature++));
            e.insert(QStringLiteral("featureType"),
                     chance(50) ? QStringLiteral("garden") : QStringLiteral("monastery"));
            push(e);
            return;
        }
        const QStringList openTowers =
            featuresWhere([](const Feature &f) { return f.type == FeatureType::Tower && f.figures.isEmpty(); });
        const QStringList openPyramids =
            featuresWhere([](const Feature &f) { return f.type == FeatureType::Acrobats && f.figures.size() < 3; });
        if (!openTowers.isEmpty() && chance(15)) {
            e.insert(QStringLiteral("feature"), pick(openTowers));
        } else if (has(Expansion::BigTop) && kind != FigureKind::Ringmaster && kind != FigureKind::Large
                   && chance(20)) {
            if (!openPyramids.isEmpty() && chance(70)) {
                e.insert(QStringLiteral("feature"), pick(openPyramids));
            } else {
                e.insert(QStringLiteral("feature"), QStringLiteral("x%1").arg(m_nextFeature++));
                e.insert(QStringLiteral("featureType"), QStringLiteral("acrobats"));
            }
        } else {
            // A builder waiting in the supply needs a road or a city of its owner's to join.
            if (s().players[p].supply[std::size_t(FigureKind::Builder)] > 0 && chance(50))
                types = { FeatureType::Road, FeatureType::City };
            e.insert(QStringLiteral("feature"), QStringLiteral("x%1").arg(m_nextFeature++));
            e.insert(QStringLiteral("featureType"), toString(pick(types)));
        }
        push(e);
    }

    void addFloor(int p)
    {
        const QStringList open =
            featuresWhere([](const Feature &f) { return f.type == FeatureType::Tower && f.figures.isEmpty(); });
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("tower") } };
        e.insert(QStringLiteral("tower"),
                 !open.isEmpty() && chance(60) ? pick(open) : QStringLiteral("x%1").arg(m_nextFeature++));
        const QStringList targets = figuresWhere([](const Figure &f) { return isFollower(f.kind); });
        if (!targets.isEmpty() && chance(50))
            e.insert(QStringLiteral("capture"), pick(targets));
        Q_UNUSED(p)
        push(e);
    }

    void scorePyramid()
    {
        const QStringList full =
            featuresWhere([](const Feature &f) { return f.type == FeatureType::Acrobats && f.figures.size() == 3; });
        if (full.isEmpty())
            return;
        push({ { QStringLiteral("type"), QStringLiteral("pyramid") },
               { QStringLiteral("feature"), pick(full) },
               { QStringLiteral("movers"), movers() } });
    }

    void mergeTwo()
    {
        const FeatureType type = pick(QList<FeatureType> { FeatureType::Road, FeatureType::City, FeatureType::Field });
        const QStringList ids = featuresWhere([type](const Feature &f) { return f.type == type; });
        if (ids.size() < 2)
            return;
        const int a = roll(int(ids.size()));
        int b = roll(int(ids.size()) - 1);
        b += b >= a ? 1 : 0;
        push({ { QStringLiteral("type"), QStringLiteral("merge") },
               { QStringLiteral("features"), QJsonArray { ids[a], ids[b] } },
               { QStringLiteral("into"), ids[a] } });
    }

    QJsonObject ringmasters(const Feature &f)
    {
        QJsonObject counts;
        for (const QString &id : f.figures) {
            if (s().figures[id].kind == FigureKind::Ringmaster)
                counts.insert(id, roll(5));
        }
        return counts;
    }

    void scoreFeatures()
    {
        const QStringList ids = featuresWhere([](const Feature &f) {
            return f.type != FeatureType::Field && f.type != FeatureType::Tower && f.type != FeatureType::Acrobats;
        });
        if (ids.isEmpty())
            return;
        const int count = 1 + roll(2);
        QStringList done;
        for (int i = 0; i < count; ++i) {
            const QString id = pick(ids);
            if (done.contains(id))
                continue;
            done.append(id);
            const Feature &f = s().features[id];
            const int tiles = 2 + roll(8);
            QJsonObject e { { QStringLiteral("type"), QStringLiteral("score") }, { QStringLiteral("feature"), id } };
            const FeatureType type = f.type; // the feature is gone once scored
            if (type == FeatureType::Road || type == FeatureType::City)
                e.insert(QStringLiteral("tiles"), tiles);
            if (type == FeatureType::City)
                e.insert(QStringLiteral("coats"), roll(tiles + 1));
            if (type == FeatureType::Castle)
                e.insert(QStringLiteral("mist"), 1 + roll(9));
            innOrCathedral(e, type);
            const bool bonus = type != FeatureType::Castle && type != FeatureType::Cemetery;
            const QJsonObject counts = ringmasters(f);
            if (bonus && !counts.isEmpty())
                e.insert(QStringLiteral("ringmaster"), counts);
            e.insert(QStringLiteral("movers"), movers());
            push(e);
            // The city's goods go to the player who completed it, whoever held it; the scoring run goes on.
            if (type == FeatureType::City && has(Expansion::Traders) && chance(50))
                takeGoods();
        }
        stealChoices();
    }

    void stealChoices()
    {
        // A robber on the track may name its victim; otherwise the largest candidate is taken.
        if (!has(Expansion::Robbers) || !chance(30))
            return;
        const Batch &b = m_engine->batch();
        for (int owner = 0; owner < s().playerCount(); ++owner) {
            const int space = b.startRobbers[owner];
            if (space < 0)
                continue;
            QSet<int> seen;
            for (const Movement &m : b.movements) {
                const int key = m.player * 2 + int(m.figure);
                if (seen.contains(key))
                    continue;
                seen.insert(key);
                const bool counted = m.figure == ScoringFigure::Meeple || has(Expansion::Messengers);
                if (m.player != owner && counted && m.to > m.from
                    && b.startPositions[m.player][std::size_t(m.figure)] % rules::TrackSpaces == space) {
                    push({ { QStringLiteral("type"), QStringLiteral("steal") },
                           { QStringLiteral("robber"), pid(owner) },
                           { QStringLiteral("from"), pid(m.player) },
                           { QStringLiteral("figure"), toString(m.figure) },
                           { QStringLiteral("mover"), mover() } });
                    break;
                }
            }
        }
    }

    QJsonObject circusCounts()
    {
        QJsonObject counts;
        for (int p = 0; p < s().playerCount(); ++p) {
            const int onBoard = s().boardFigures(p);
            if (onBoard > 0 && chance(60))
                counts.insert(pid(p), roll(onBoard + 1));
        }
        return counts;
    }

    std::optional<QString> animal()
    {
        QStringList left;
        for (int a = 0; a < AnimalCount; ++a) {
            if (s().animals[std::size_t(a)] > 0)
                left.append(toString(Animal(a)));
        }
        if (left.isEmpty())
            return std::nullopt;
        return pick(left);
    }

    void circus()
    {
        const auto a = animal();
        if (!a)
            return;
        push({ { QStringLiteral("type"), QStringLiteral("circus") },
               { QStringLiteral("animal"), *a },
               { QStringLiteral("meeples"), circusCounts() },
               { QStringLiteral("movers"), movers() } });
    }

    QJsonObject finalValues(const Feature &f)
    {
        const int tiles = 1 + roll(9);
        QJsonObject v;
        switch (f.type) {
        case FeatureType::Road:
            v.insert(QStringLiteral("tiles"), tiles);
            break;
        case FeatureType::City:
            v.insert(QStringLiteral("tiles"), tiles);
            v.insert(QStringLiteral("coats"), roll(tiles + 1));
            break;
        case FeatureType::Monastery:
        case FeatureType::Garden:
            v.insert(QStringLiteral("tiles"), tiles);
            break;
        case FeatureType::Field:
            v.insert(QStringLiteral("cities"), roll(6));
            break;
        case FeatureType::Castle:
            v.insert(QStringLiteral("mist"), tiles);
            break;
        default:
            break;
        }
        innOrCathedral(v, f.type);
        return v;
    }

    /** Closes the scoring batch the way the next event would, so robbers have stolen before we read the track. */
    void settle() { m_engine->finish(); }

    void drawMessages(int p)
    {
        settle();
        // Chains are bounded by the figures' positions; the loop ends when nothing more is owed.
        while (has(Expansion::Messengers) && messageOwed(s())) {
            const int tile = messageTile(p);
            QJsonObject e { { QStringLiteral("type"), QStringLiteral("message") },
                            { QStringLiteral("tile"), tile },
                            { QStringLiteral("take"), QStringLiteral("points") },
                            { QStringLiteral("mover"), mover() } };
            if (chance(60)) {
                if (tile <= 3 || tile == 5) {
                    const FeatureType type = tile == 1 ? FeatureType::Road
                        : tile == 3                    ? FeatureType::Monastery
                                                       : FeatureType::City;
                    const QStringList mine =
                        featuresWhere([&](const Feature &f) { return f.type == type && s().figuresOf(f, p) > 0; });
                    QJsonObject values;
                    for (const QString &id : mine) {
                        QJsonObject v = finalValues(s().features[id]);
                        if (tile == 5)
                            v = QJsonObject { { QStringLiteral("coats"), roll(4) } };
                        values.insert(id, v);
                    }
                    if (!mine.isEmpty() || tile == 5) {
                        e.insert(QStringLiteral("take"), QStringLiteral("action"));
                        e.insert(QStringLiteral("values"), values);
                    }
                } else if (tile == 8) {
                    const QStringList mine =
                        figuresWhere([p](const Figure &f) { return f.owner == p && isFollower(f.kind); });
                    if (!mine.isEmpty()) {
                        const QString id = pick(mine);
                        const Figure &fig = s().figures[id];
                        const Feature &f = s().features[fig.feature];
                        QJsonObject v = finalValues(f);
                        const bool bonus = f.type == FeatureType::Road || f.type == FeatureType::City
                            || f.type == FeatureType::Monastery || f.type == FeatureType::Field;
                        if (fig.kind == FigureKind::Ringmaster && bonus)
                            v.insert(QStringLiteral("ringmaster"), roll(4));
                        e.insert(QStringLiteral("take"), QStringLiteral("action"));
                        e.insert(QStringLiteral("figure"), id);
                        e.insert(QStringLiteral("values"), v);
                    }
                } else {
                    e.insert(QStringLiteral("take"), QStringLiteral("action"));
                }
            }
            push(e);
            settle();
            if (tile == 4 && e.value(QStringLiteral("take")) == QLatin1String("action")) {
                beginTurnPart(p, false);
                placeOrRecall(p);
                if (chance(40))
                    scoreFeatures();
                settle();
            }
        }
    }

    /** The message tile drawn: any of the eight, but the ones that read an inn or a cathedral, or that earn another
     * builder's tile, come more often with the expansions that make them matter. */
    int messageTile(int p)
    {
        const int tile = 1 + roll(8);
        if (has(Expansion::Inns) && chance(30)) {
            // Messages 1 and 2 value the player's roads or cities: only when they have one.
            const auto holds = [&](FeatureType type) {
                return !featuresWhere([&](const Feature &f) {
                            return f.type == type && s().figuresOf(f, p) > 0;
                        }).isEmpty();
            };
            QList<int> tiles { 8 };
            if (holds(FeatureType::Road))
                tiles.append(1);
            if (holds(FeatureType::City))
                tiles.append(2);
            return pick(tiles);
        }
        if (has(Expansion::Traders) && (m_builderPart || builderOnBoard(p)) && chance(35))
            return 4;
        return tile;
    }

    void placeRobber(int p)
    {
        settle();
        QList<int> spaces;
        for (int q = 0; q < s().playerCount(); ++q) {
            if (q == p)
                continue;
            spaces.append(s().players[q].position[0] % rules::TrackSpaces);
            if (has(Expansion::Messengers))
                spaces.append(s().players[q].position[1] % rules::TrackSpaces);
        }
        push({ { QStringLiteral("type"), QStringLiteral("robber") },
               { QStringLiteral("player"), pid(p) },
               { QStringLiteral("space"), pick(spaces) } });
    }

    void ransom(int p)
    {
        if (s().ransomPaidThisTurn)
            return;
        for (const PlayerState &holder : s().players) {
            for (const Prisoner &pr : holder.prisoners) {
                if (pr.owner == p && s().players[p].position[0] >= 3) {
                    push({ { QStringLiteral("type"), QStringLiteral("ransom") },
                           { QStringLiteral("figure"), pr.figure },
                           { QStringLiteral("captorMover"), mover() } });
                    return;
                }
            }
        }
    }

    QJsonObject finalScoring()
    {
        QJsonObject values;
        for (const Feature *f : s().featuresInOrder()) {
            QJsonObject v = finalValues(*f);
            const bool bonus = f->type == FeatureType::Road || f->type == FeatureType::City
                || f->type == FeatureType::Monastery || f->type == FeatureType::Field;
            const QJsonObject counts = ringmasters(*f);
            if (bonus && !counts.isEmpty())
                v.insert(QStringLiteral("ringmaster"), counts);
            values.insert(f->id, v);
        }
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("end") },
                        { QStringLiteral("values"), values },
                        { QStringLiteral("movers"), movers() } };
        if (has(Expansion::BigTop)) {
            if (const auto a = animal())
                e.insert(
                    QStringLiteral("circus"),
                    QJsonObject { { QStringLiteral("animal"), *a }, { QStringLiteral("meeples"), circusCounts() } });
        }
        return e;
    }

    QRandomGenerator m_rng;
    RecordGenerator::Options m_options;
    QJsonObject m_record;
    QJsonArray m_events;
    std::unique_ptr<Engine> m_engine;
    int m_nextFigure = 0;
    int m_nextFeature = 0;
    // What the record format lets the running turn do, counted from the events written.
    int m_builderTilesEarned = 0;
    int m_builderTilesTaken = 0;
    bool m_recalledThisPart = false;
    bool m_builderPart = false;
    std::array<int, GoodsCount> m_goodsLeft = rules::GoodsTokens;
};

} // namespace

QJsonObject RecordGenerator::generate(const Options &options)
{
    return Game(options).play();
}
