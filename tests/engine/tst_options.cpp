// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// What the engine says the table may do next (model/engine/options.h), tested from the rulebooks and the record
// format (docs/record-format.md): placements and the figures that may stand where, completed features and the
// values each needs, joins, robber spaces, ghost targets, messages, ransoms, tower floors and captures with their
// swaps, pyramids, animal tokens, the robbers' pending choices and final scoring. Then, on generated games, that
// every option offered is an event the engine accepts and every robber space not offered one it refuses.

#include "engine.h"
#include "gametest.h"
#include "options.h"
#include "recordgenerator.h"
#include "ruleerror.h"

#include <QJsonDocument>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace {

/** The table after the events of @p record. */
Engine tableOf(const QJsonObject &record)
{
    Engine engine(record);
    const QJsonArray events = record.value(u"events"_s).toArray();
    for (int i = 0; i < events.size(); ++i)
        engine.apply(i, events[i].toObject());
    return engine;
}

TableOptions optionsOf(const Game &g)
{
    return tableOptions(tableOf(g.record()));
}

QStringList kindNames(const QList<FigureKind> &kinds)
{
    QStringList out;
    for (FigureKind k : kinds)
        out.append(toString(k));
    return out;
}

QStringList figureNames(const QList<ScoringFigure> &figures)
{
    QStringList out;
    for (ScoringFigure f : figures)
        out.append(toString(f));
    return out;
}

QStringList typeNames(const QList<PlacementTarget> &targets)
{
    QStringList out;
    for (const PlacementTarget &t : targets)
        out.append(toString(t.type));
    return out;
}

const PlacementTarget *targetOf(const QList<PlacementTarget> &targets, FeatureType type)
{
    for (const PlacementTarget &t : targets) {
        if (t.type == type)
            return &t;
    }
    return nullptr;
}

const FeatureOption *featureIn(const QList<FeatureOption> &features, const QString &id)
{
    for (const FeatureOption &f : features) {
        if (f.feature == id)
            return &f;
    }
    return nullptr;
}

QStringList fieldKeys(const QList<ValueField> &fields)
{
    QStringList out;
    for (const ValueField &f : fields)
        out.append(f.key);
    return out;
}

QStringList featureIds(const QList<FeatureOption> &features)
{
    QStringList out;
    for (const FeatureOption &f : features)
        out.append(f.feature);
    return out;
}

} // namespace

class TestOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void beforeTheFirstTurn();
    void placementInTheBaseGame();
    void placementWithTheExpansions();
    void acrobatSpacesAndTowers();
    void completedFeaturesAndTheirValues();
    void joins();
    void robberSpaces();
    void ghostTargets();
    void messages();
    void messageEightWithoutAFigure();
    void ransoms();
    void towerFloorsAndSwaps();
    void pyramidsAndAnimals();
    void pendingSteal();
    void finalScoringValues();
    void afterTheEnd();
    void optionsAreWhatTheEngineAccepts();
};

void TestOptions::beforeTheFirstTurn()
{
    // "The first turn may be anyone's": nothing is placed or scored before a turn has begun.
    const TableOptions o = optionsOf(Game({ "red", "blue" }, { "bigtop" }));
    QVERIFY(!o.started);
    QVERIFY(!o.place.has_value());
    QVERIFY(o.scorable.isEmpty());
    // the big top's 16 tokens are all there: flea 1, monkey 4, seal 5, bear 3, tiger 2, elephant 1
    QCOMPARE(o.animals.size(), 6);
    QCOMPARE(toString(o.animals[3].animal), u"bear"_s);
    QCOMPARE(o.animals[3].value, 5);
    QCOMPARE(o.animals[3].left, 3);
}

void TestOptions::placementInTheBaseGame()
{
    Game g({ "red", "blue" });
    g.turn("red");
    TableOptions o = optionsOf(g);
    QVERIFY(o.place.has_value());
    QCOMPARE(kindNames(o.place->kinds), strs({ "meeple" }));
    // The base game: roads, cities, monasteries and fields; the other types need their expansions
    QCOMPARE(typeNames(o.place->newFeatures), strs({ "road", "city", "monastery", "field" }));
    QVERIFY(o.place->sharedFeatures.isEmpty()); // an occupied road takes no second figure: players `merge`
    QCOMPARE(o.actionsThisTurnPart, 0);
    QCOMPARE(o.nextPlayer, 1);
    QCOMPARE(figureNames(o.scoringFigures), strs({ "meeple" }));

    g.place("r1", "red", "rd", "road");
    QCOMPARE(optionsOf(g).actionsThisTurnPart, 1); // a second placement is allowed (rules decision 8)
    g.turn("blue");
    QCOMPARE(optionsOf(g).actionsThisTurnPart, 0);

    // Seven meeples: once all seven are out, none is offered.
    Game seven({ "red", "blue" });
    seven.turn("red");
    const char *figures[] = { "r1", "r2", "r3", "r4", "r5", "r6", "r7" };
    const char *features[] = { "f1", "f2", "f3", "f4", "f5", "f6", "f7" };
    for (int i = 0; i < 7; ++i)
        seven.place(figures[i], "red", features[i], "field");
    o = optionsOf(seven);
    QVERIFY(o.place->kinds.isEmpty());
    QVERIFY(o.place->newFeatures.isEmpty());
}

void TestOptions::placementWithTheExpansions()
{
    Game g({ "red", "blue" }, { "ghosts", "bigtop", "tower" });
    g.turn("red");
    const TableOptions o = optionsOf(g);
    // ghosts: 5 meeples and 2 guards; bigtop: 1 ringmaster
    QCOMPARE(kindNames(o.place->kinds), strs({ "meeple", "guard", "ringmaster" }));
    // castles and cemeteries (ghosts) and acrobat spaces (bigtop); a tower is built with a `tower` event first
    QCOMPARE(typeNames(o.place->newFeatures),
             strs({ "road", "city", "monastery", "field", "castle", "cemetery", "acrobats" }));
    // the ringmaster is never an acrobat; a guard is placed as any other meeple (spec Decision)
    QCOMPARE(kindNames(targetOf(o.place->newFeatures, FeatureType::Acrobats)->kinds), strs({ "meeple", "guard" }));
    QCOMPARE(kindNames(targetOf(o.place->newFeatures, FeatureType::City)->kinds),
             strs({ "meeple", "guard", "ringmaster" }));
}

void TestOptions::acrobatSpacesAndTowers()
{
    Game g({ "red", "blue" }, { "bigtop", "tower" });
    g.turn("red").place("r1", "red", "ac", "acrobats").event(R"({"type": "tower", "tower": "t1"})");
    g.turn("blue").place("b1", "blue", "ac");
    TableOptions o = optionsOf(g);
    // an acrobat space takes up to 3; an open tower takes the figure that closes it
    QCOMPARE(o.place->sharedFeatures.size(), 2);
    QCOMPARE(o.place->sharedFeatures[0].feature, u"ac"_s);
    QCOMPARE(kindNames(o.place->sharedFeatures[0].kinds), strs({ "meeple" }));
    QCOMPARE(o.place->sharedFeatures[1].feature, u"t1"_s);
    QCOMPARE(kindNames(o.place->sharedFeatures[1].kinds), strs({ "meeple", "ringmaster" }));
    QCOMPARE(o.tower->towers, strs({ "t1" }));

    g.place("b2", "blue", "ac").place("b3", "blue", "t1");
    o = optionsOf(g);
    QVERIFY(o.place->sharedFeatures.isEmpty()); // 3 acrobats: the pyramid is full; the tower is closed
    QCOMPARE(o.pyramids, strs({ "ac" }));
    QVERIFY(o.tower->towers.isEmpty());
}

void TestOptions::completedFeaturesAndTheirValues()
{
    Game g({ "red", "blue", "green" }, { "ghosts", "bigtop" });
    g.turn("red").place("r1", "red", "rd", "road").place("rm", "red", "c1", "city", "ringmaster");
    g.turn("blue").place("b1", "blue", "m1", "monastery").place("b2", "blue", "cs", "castle");
    g.turn("green").place("g1", "green", "fd", "field").place("g2", "green", "ce", "cemetery", "guard");
    const TableOptions o = optionsOf(g);
    // a field is never scored during the game
    QCOMPARE(featureIds(o.scorable), strs({ "rd", "c1", "m1", "cs", "ce" }));
    const FeatureOption *road = featureIn(o.scorable, u"rd"_s);
    QCOMPARE(fieldKeys(road->values), strs({ "tiles" })); // 1 point per tile, at least 1
    QCOMPARE(road->values[0].min, 1);
    QVERIFY(!road->values[0].max.has_value());
    const FeatureOption *city = featureIn(o.scorable, u"c1"_s);
    QCOMPARE(fieldKeys(city->values), strs({ "tiles", "coats" })); // 2 per tile, 2 per coat of arms
    QCOMPARE(city->values[1].atMost, u"tiles"_s); // 0 ≤ coats ≤ tiles
    QCOMPARE(city->values[1].min, 0);
    QVERIFY(city->values[1].optional); // a city without `coats` has 0
    QCOMPARE(city->ringmasters, strs({ "rm" })); // the ringmaster's bonus needs its count
    QCOMPARE(city->majority, QList<int> { 0 });
    QVERIFY(featureIn(o.scorable, u"m1"_s)->values.isEmpty()); // a completed monastery is always 9
    const FeatureOption *castle = featureIn(o.scorable, u"cs"_s);
    QCOMPARE(fieldKeys(castle->values), strs({ "mist" })); // mist among the castle tile and its 8 neighbours: 1–9
    QCOMPARE(castle->values[0].min, 1);
    QCOMPARE(castle->values[0].max, std::optional<int>(9));
    QVERIFY(featureIn(o.scorable, u"ce"_s)->values.isEmpty()); // a cemetery is worth 0

    // Majority: the players with the most figures, ties all, in seating order from the active player.
    Game tie({ "red", "blue", "green" });
    tie.turn("red").place("r1", "red", "c1", "city");
    tie.turn("blue").place("b1", "blue", "c2", "city");
    tie.turn("green").merge({ "c1", "c2" }, "c1");
    QCOMPARE(featureIn(optionsOf(tie).scorable, u"c1"_s)->majority, (QList<int> { 0, 1 }));
}

void TestOptions::joins()
{
    Game g({ "red", "blue" });
    g.turn("red").place("r1", "red", "c1", "city").place("r2", "red", "rd", "road");
    g.turn("blue").place("b1", "blue", "c2", "city").place("b2", "blue", "m1", "monastery");
    const TableOptions o = optionsOf(g);
    // only roads, cities and fields are merged, two or more of one type
    QCOMPARE(o.merges.size(), 1);
    QCOMPARE(toString(o.merges[0].type), u"city"_s);
    QCOMPARE(o.merges[0].features, strs({ "c1", "c2" }));
}

void TestOptions::robberSpaces()
{
    Game g({ "red", "blue", "green" }, { "robbers", "messengers" });
    g.turn("red").adjust("blue", 7).adjust("green", 12, "messenger").adjust("red", 3);
    TableOptions o = optionsOf(g);
    // The Robbers: a space occupied by at least one other player's scoring figure; with The Messengers the
    // messenger counts too. Scoring figures: red meeple 3, messenger 0; blue 7, 0; green 0, 12.
    QCOMPARE(o.robbers.size(), 3);
    QCOMPARE(o.robbers[0].player, 0);
    QCOMPARE(o.robbers[0].spaces, (QList<int> { 0, 7, 12 })); // red: blue's and green's figures
    QCOMPARE(o.robbers[1].spaces, (QList<int> { 0, 3, 12 })); // blue may place one that is not on the track yet
    g.robber("blue", 12);
    o = optionsOf(g);
    // "If your robber is already on the scoreboard, you may choose to move it": only the active player may
    QCOMPARE(o.robbers.size(), 2);
    QCOMPARE(o.robbers[0].player, 0);
    QCOMPARE(o.robbers[1].player, 2);
    // laps: a figure at 57 stands on space 7
    Game laps({ "red", "blue" }, { "robbers" });
    laps.turn("red").adjust("blue", 57);
    QCOMPARE(optionsOf(laps).robbers[0].spaces, QList<int> { 7 }); // red alone on 0, blue on 57
}

void TestOptions::ghostTargets()
{
    Game g({ "red", "blue" }, { "ghosts" });
    g.turn("red").place("r1", "red", "c1", "city").place("r2", "red", "cs", "castle", "guard");
    g.turn("blue").place("b1", "blue", "rd", "road").place("b2", "blue", "ce", "cemetery", "guard");
    const TableOptions o = optionsOf(g);
    // expand haunts another player's figure, limit one's own; never a guard
    QCOMPARE(o.ghostsExpand, strs({ "r1" }));
    QCOMPARE(o.ghostsLimit, strs({ "b1" }));
}

void TestOptions::messages()
{
    Game g({ "red", "blue" }, { "messengers", "bigtop" });
    g.turn("red").place("r1", "red", "c1", "city").place("rm", "red", "rd", "road", "ringmaster");
    TableOptions o = optionsOf(g);
    QVERIFY(!o.messageOwed);
    QVERIFY(o.messages.isEmpty());
    // the meeple lands on dark space 10 from points: a message is owed
    g.place("r0", "red", "rd0", "road").score("rd0", R"({"tiles": 10})");
    o = optionsOf(g);
    QVERIFY(o.messageOwed);
    QCOMPARE(o.messages.size(), 8);
    QCOMPARE(featureIds(o.messages[0].features), strs({ "rd" })); // message 1: the player's roads
    QVERIFY(o.messages[0].actionAllowed);
    QCOMPARE(fieldKeys(o.messages[1].features[0].values), strs({ "tiles", "coats" })); // message 2: cities
    QVERIFY(!o.messages[2].actionAllowed); // message 3 without a monastery: taken as 2 points
    QVERIFY(o.messages[2].features.isEmpty());
    QCOMPARE(fieldKeys(o.messages[4].features[0].values), strs({ "coats" })); // message 5: coats of arms only
    QVERIFY(o.messages[5].actionAllowed && o.messages[6].actionAllowed); // 6 and 7 score 0 without (decision 9)
    QCOMPARE(o.messages[7].figures.size(), 2); // message 8: each of the player's figures
    QCOMPARE(o.messages[7].figures[0].figure, u"r1"_s);
    QVERIFY(!o.messages[7].figures[0].needsRingmasterCount);
    QCOMPARE(o.messages[7].figures[1].figure, u"rm"_s);
    QVERIFY(o.messages[7].figures[1].needsRingmasterCount); // its bonus is paid after the figure's payout
    QCOMPARE(fieldKeys(o.messages[7].figures[1].feature.values), strs({ "tiles" }));
    QVERIFY(o.messages[7].actionAllowed);
}

void TestOptions::messageEightWithoutAFigure()
{
    Game g({ "red", "blue" }, { "messengers" });
    // red's only meeple scores its road and comes back: red lands on dark space 10 with no figure on the board
    g.turn("red").place("r0", "red", "rd0", "road").score("rd0", R"({"tiles": 10})");
    const TableOptions o = optionsOf(g);
    QVERIFY(o.messageOwed);
    QVERIFY(o.messages[7].figures.isEmpty());
    QVERIFY(!o.messages[7].actionAllowed); // message 8 without a figure: taken as 2 points
}

void TestOptions::ransoms()
{
    Game g({ "red", "blue" }, { "tower", "messengers" });
    g.turn("red").adjust("red", 5).adjust("red", 2, "messenger").place("r1", "red", "rd", "road");
    g.turn("blue").event(R"({"type": "tower", "tower": "t1", "capture": "r1"})");
    TableOptions o = optionsOf(g);
    QVERIFY(o.ransoms.isEmpty()); // only the owner buys a figure back, in their own turn
    g.turn("red");
    o = optionsOf(g);
    QCOMPARE(o.ransoms.size(), 1);
    QCOMPARE(o.ransoms[0].figure, u"r1"_s);
    QCOMPARE(o.ransoms[0].captor, 1);
    // 3 points: the meeple holds 5, the messenger 2, and nobody may drop below 0 (spec Decision)
    QCOMPARE(figureNames(o.ransoms[0].payers), strs({ "meeple" }));
    g.event(R"({"type": "ransom", "figure": "r1"})");
    QVERIFY(optionsOf(g).ransoms.isEmpty()); // once per turn, and nothing is left to buy back
    g.place("r2", "red", "rd2", "road");
    g.turn("blue").event(R"({"type": "tower", "tower": "t1", "capture": "r2"})");
    g.turn("red");
    o = optionsOf(g);
    // the meeple paid 5 → 2, the messenger holds 2: r2 is held, but no figure of red's holds the 3 points a ransom
    // costs, so no ransom is offered (it would be refused)
    QVERIFY(o.ransoms.isEmpty());
}

void TestOptions::towerFloorsAndSwaps()
{
    Game g({ "red", "blue", "green" }, { "tower" });
    g.turn("red").place("r1", "red", "c1", "city");
    g.turn("blue").place("b1", "blue", "rd", "road").place("b2", "blue", "c2", "city");
    g.event(R"({"type": "tower", "tower": "t1", "capture": "r1"})");
    g.turn("green");
    g.turn("red");
    const TableOptions o = optionsOf(g);
    QCOMPARE(o.tower->floorsLeft, 9); // The Tower: 3 players, 9 floors each
    QCOMPARE(o.tower->towers, strs({ "t1" }));
    QCOMPARE(o.tower->captures.size(), 2);
    // blue holds red's r1: capturing a figure of blue's swaps prisoners at once, each takes back one
    const CaptureOption &b1 = o.tower->captures[0];
    QCOMPARE(b1.figure, u"b1"_s);
    QCOMPARE(b1.ownFiguresBack, strs({ "r1" }));
    QCOMPARE(b1.theirFiguresBack, strs({ "b1" }));
}

void TestOptions::pyramidsAndAnimals()
{
    Game g({ "red", "blue" }, { "bigtop" });
    g.turn("red").place("r1", "red", "ac", "acrobats").place("r2", "red", "c1", "city");
    g.event(R"({"type": "circus", "animal": "bear", "meeples": {"red": 2}})");
    const TableOptions o = optionsOf(g);
    QVERIFY(o.pyramids.isEmpty()); // one acrobat: a pyramid needs exactly 3
    QCOMPARE(o.animals[3].left, 2); // a bear was revealed: 2 of 3 left
    QCOMPARE(o.circusFigures, (QList<int> { 2, 0 })); // no more than the figures each player has on the board
}

void TestOptions::pendingSteal()
{
    // a tile completes blue's road (2) and green's road (4): red's robber on 3 may rob either
    Game scored({ "red", "blue", "green" }, { "robbers" });
    scored.turn("red").adjust("blue", 3).adjust("green", 3).robber("red", 3);
    scored.turn("blue").place("b1", "blue", "rdB", "road");
    scored.turn("green").place("g1", "green", "rdG", "road");
    scored.score("rdB", R"({"tiles": 2})").score("rdG", R"({"tiles": 4})");
    TableOptions o = optionsOf(scored);
    QCOMPARE(o.pending.size(), 1);
    QCOMPARE(o.pending[0].robber, 0);
    QCOMPARE(o.pending[0].space, 3);
    QCOMPARE(o.pending[0].candidates.size(), 2);
    QCOMPARE(o.pending[0].suggested.candidate.player, 2); // the largest: green's 4
    scored.steal("red", "blue");
    QVERIFY(optionsOf(scored).pending.isEmpty());
}

void TestOptions::finalScoringValues()
{
    Game g({ "red", "blue" }, { "ghosts", "bigtop" });
    g.turn("red").place("r1", "red", "m1", "monastery").place("r2", "red", "fd", "field", "ringmaster");
    g.place("r3", "red", "ce", "cemetery").place("r4", "red", "ac", "acrobats");
    const TableOptions o = optionsOf(g);
    // the spec: every occupied road, city, monastery, field and castle; towers, cemeteries and acrobats need none
    QCOMPARE(featureIds(o.finalValues), strs({ "m1", "fd" }));
    const FeatureOption *monastery = featureIn(o.finalValues, u"m1"_s);
    QCOMPARE(fieldKeys(monastery->values), strs({ "tiles" })); // 1 per tile of the monastery and its neighbours, 1–9
    QCOMPARE(monastery->values[0].max, std::optional<int>(9));
    QCOMPARE(monastery->values[0].start, 9);
    const FeatureOption *field = featureIn(o.finalValues, u"fd"_s);
    QCOMPARE(fieldKeys(field->values), strs({ "cities" })); // 3 per completed city
    QCOMPARE(field->values[0].min, 0);
    QCOMPARE(field->ringmasters, strs({ "r2" })); // a ringmaster on a field adds its bonus at the end
}

void TestOptions::afterTheEnd()
{
    Game g({ "red", "blue" }, { "robbers" });
    g.turn("red").place("r1", "red", "rd", "road").end(R"({"rd": {"tiles": 2}})");
    const TableOptions o = optionsOf(g);
    QVERIFY(o.finished); // after `end` no event may follow
    QVERIFY(!o.place.has_value());
    QVERIFY(o.scorable.isEmpty() && o.robbers.isEmpty() && o.finalValues.isEmpty());
}

void TestOptions::optionsAreWhatTheEngineAccepts()
{
    // On generated games, at every tenth event: each option, written as the event a screen would send, is accepted,
    // and each robber space not offered is refused.
    int tried = 0;
    for (quint32 seed = 1; seed <= 6; ++seed) {
        RecordGenerator::Options options;
        options.seed = seed;
        options.players = 2 + int(seed % 5);
        options.turns = 40;
        options.finish = false;
        const QJsonObject record = RecordGenerator::generate(options);
        const QJsonArray events = record.value(u"events"_s).toArray();
        Engine engine(record);
        for (int n = 0; n < events.size(); ++n) {
            engine.apply(n, events[n].toObject());
            if (n % 10 != 9)
                continue;
            const TableOptions o = tableOptions(engine);
            const GameState &s = engine.state();
            const auto accepts = [&](const QJsonObject &event) {
                Engine copy(engine);
                try {
                    copy.apply(n + 1, event);
                    copy.finish();
                    ++tried;
                    return true;
                } catch (const RuleError &e) {
                    qWarning("seed %u, after event %d: %s refused: %s", seed, n,
                             QJsonDocument(event).toJson(QJsonDocument::Compact).constData(), qPrintable(e.reason()));
                    return false;
                }
            };
            const QString active = s.players[s.active].id;
            // A new feature is named and typed; an existing one is named alone.
            for (const QList<PlacementTarget> *targets : { &o.place->newFeatures, &o.place->sharedFeatures }) {
                for (const PlacementTarget &t : *targets) {
                    for (FigureKind kind : t.kinds) {
                        QJsonObject place { { u"type"_s, u"place"_s },
                                            { u"figure"_s, u"fresh"_s },
                                            { u"player"_s, active },
                                            { u"kind"_s, toString(kind) },
                                            { u"feature"_s, t.feature.isEmpty() ? u"fresh-feature"_s : t.feature } };
                        if (t.feature.isEmpty())
                            place.insert(u"featureType"_s, toString(t.type));
                        QVERIFY(accepts(place));
                    }
                }
            }
            for (const FeatureOption &f : o.scorable) {
                QJsonObject score { { u"type"_s, u"score"_s }, { u"feature"_s, f.feature } };
                for (const ValueField &v : f.values)
                    score.insert(v.key, v.start);
                QJsonObject counts;
                for (const QString &rm : f.ringmasters)
                    counts.insert(rm, 1);
                if (!counts.isEmpty())
                    score.insert(u"ringmaster"_s, counts);
                QVERIFY(accepts(score));
            }
            for (const RobberOption &r : o.robbers) {
                for (int space = 0; space < 50; ++space) {
                    const QJsonObject robber { { u"type"_s, u"robber"_s },
                                               { u"player"_s, s.players[r.player].id },
                                               { u"space"_s, space } };
                    Engine copy(engine);
                    bool ok = true;
                    try {
                        copy.apply(n + 1, robber);
                    } catch (const RuleError &) {
                        ok = false;
                    }
                    QVERIFY2(ok == r.spaces.contains(space),
                             qPrintable(
                                 u"seed %1, event %2: robber of %3 on %4"_s.arg(seed).arg(n).arg(r.player).arg(space)));
                }
            }
            for (const QString &figure : o.ghostsExpand)
                QVERIFY(accepts({ { u"type"_s, u"ghost"_s }, { u"figure"_s, figure }, { u"reason"_s, u"expand"_s } }));
            for (const QString &figure : o.ghostsLimit)
                QVERIFY(accepts({ { u"type"_s, u"ghost"_s }, { u"figure"_s, figure }, { u"reason"_s, u"limit"_s } }));
            for (const RansomOption &r : o.ransoms) {
                for (ScoringFigure payer : r.payers)
                    QVERIFY(accepts(
                        { { u"type"_s, u"ransom"_s }, { u"figure"_s, r.figure }, { u"mover"_s, toString(payer) } }));
            }
            for (const QString &feature : o.pyramids)
                QVERIFY(accepts({ { u"type"_s, u"pyramid"_s }, { u"feature"_s, feature } }));
            if (o.tower) {
                QVERIFY(accepts({ { u"type"_s, u"tower"_s }, { u"tower"_s, u"fresh-tower"_s } }));
                for (const QString &tower : o.tower->towers) {
                    for (const CaptureOption &c : o.tower->captures)
                        QVERIFY(
                            accepts({ { u"type"_s, u"tower"_s }, { u"tower"_s, tower }, { u"capture"_s, c.figure } }));
                }
            }
            for (const MergeOption &m : o.merges)
                QVERIFY(accepts({ { u"type"_s, u"merge"_s },
                                  { u"features"_s, QJsonArray::fromStringList(m.features.mid(0, 2)) },
                                  { u"into"_s, m.features.first() } }));
        }
    }
    qInfo("%d offered events accepted", tried);
    QVERIFY(tried > 100);
}

QTEST_GUILESS_MAIN(TestOptions)
#include "tst_options.moc"
