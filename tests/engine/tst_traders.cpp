// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for Traders and Builders (the rules of Traders and Builders, its rulings with the other expansions, and
// the game record's section "The Abbot, Inns and Cathedrals, Traders and Builders"): goods and their final majorities,
// the builder and the pig, their going home with their owner's last follower, the builder's double turn and its turn
// parts with messages and ransoms. Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

#include <initializer_list>

using namespace Qt::StringLiterals;

namespace {

/**
 * Red's meeple r1 on road rd1, then (a turn later) Red's builder rb beside it; Blue's turn; Red's next turn has begun
 * with the builder on the board (events 0-6).
 */
TestRecord builderOnRoad(const char *expansions = "traders")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"}
    ])");
    return r;
}

/** Red's farmer r1 in field f1, then Red's pig rp beside it; Blue's turn; Red's next turn has begun. */
TestRecord pigInField(const char *expansions = "traders")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "rp", "player": "red", "kind": "pig", "feature": "f1"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"}
    ])");
    return r;
}

/**
 * A game in which each player, in seating order, takes the goods written in @p goods on their first turn (the inside
 * of a `goods` event, e.g. `"wine": 2`; empty: none), the last player's turn still running.
 */
TestRecord goodsGame(const char *players, std::initializer_list<const char *> goods, const char *expansions = "traders")
{
    TestRecord r = game(players, expansions);
    const QStringList ids = QString::fromLatin1(players).split(u' ');
    qsizetype seat = 0;
    for (const char *taken : goods) {
        add(r, u"{\"type\": \"turn\", \"player\": \"%1\"}"_s.arg(ids.at(seat++)).toUtf8());
        if (*taken)
            add(r, "{\"type\": \"goods\", " + QByteArray(taken) + '}');
    }
    return r;
}

/**
 * Red 8 (a road of 8), Red's builder on Red's road rd1, Red's knight r2 (and with @p two also r3) captured by Blue's
 * tower; Red's turn has begun with the builder on the board.
 */
TestRecord ransomGame(bool two)
{
    TestRecord r = game("red blue", "traders tower");
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
        {"type": "score", "feature": "rd0", "tiles": 8},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"},
        {"type": "turn", "player": "blue"},
        {"type": "tower", "tower": "t1", "capture": "r2"},
        {"type": "turn", "player": "red"}
    ])");
    if (two) {
        add(r, R"([
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c3", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r3"},
            {"type": "turn", "player": "red"}
        ])");
    }
    return r;
}

// In Red's running turn: a 10-tile road completed by Red's r0, so Red's meeple ends on the dark space 10 (0 + 10)
// and Red owes a message.
void landOnTen(TestRecord &r)
{
    add(r, R"([
        {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
        {"type": "score", "feature": "rd0", "tiles": 10}
    ])");
}

} // namespace

class TradersTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supplies_data();
    void supplies() { checkOutcome(); }
    void goods_data();
    void goods() { checkOutcome(); }
    void goodsAtTheEnd_data();
    void goodsAtTheEnd() { checkOutcome(); }
    void goodsAndBatches_data();
    void goodsAndBatches() { checkOutcome(); }
    void builderAndPig_data();
    void builderAndPig() { checkOutcome(); }
    void goingHome_data();
    void goingHome() { checkOutcome(); }
    void pigs_data();
    void pigs() { checkOutcome(); }
    void doubleTurn_data();
    void doubleTurn() { checkOutcome(); }
    void errors_data();
    void errors() { checkRefusal(); }
};

void TradersTest::supplies_data()
{
    outcomeColumns();
    {
        // Each player adds a builder and a pig; the general supply holds 9 wine, 6 grain, 5 cloth; nobody has any yet.
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("each player has a builder and a pig; the goods wait in the general supply")
            << r.json() << object(R"({"supplies": {"red": {"builder": 1, "pig": 1, "meeple": 7},
                                                 "blue": {"builder": 1, "pig": 1, "meeple": 7}},
                          "generalSupply": {"goods": {"wine": 9, "grain": 6, "cloth": 5}},
                          "goods": {"red": {"wine": 0, "grain": 0, "cloth": 0},
                                    "blue": {"wine": 0, "grain": 0, "cloth": 0}}})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("without Traders and Builders: no builder, pig or goods")
            << r.json() << object(R"({"supplies": {"red": {"builder": null, "pig": null}},
                          "generalSupply": {"goods": null}, "goods": null})");
    }
}

void TradersTest::goods_data()
{
    outcomeColumns();
    {
        // The rules' example: Red completes Blue's city (4 tiles, 1 coat: 2 x 4 + 2 x 1 = 10 for Blue) with 1 wine and
        // 2 grain on it; the tokens go to Red, who placed the last tile. Supply: wine 9 - 1 = 8, grain 6 - 2 = 4.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "goods", "wine": 1, "grain": 2}
        ])");
        QTest::addRow("the rules' example: Blue scores 10, Red takes 1 wine and 2 grain")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 10},
                          "goods": {"red": {"wine": 1, "grain": 2, "cloth": 0}, "blue": {"wine": 0, "grain": 0, "cloth": 0}},
                          "generalSupply": {"goods": {"wine": 8, "grain": 4, "cloth": 5}},
                          "ledger": [{"event": 4, "player": "blue", "points": 10, "rule": "city.completed"}]})");
    }
    {
        // The tokens go to whoever completed the city even if nobody held it: no score, only the goods. No payout.
        TestRecord r = game("red blue", "traders");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "goods", "cloth": 2}])");
        QTest::addRow("the goods of a city nobody held")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0}, "ledger": [],
                          "goods": {"red": {"wine": 0, "grain": 0, "cloth": 2}},
                          "generalSupply": {"goods": {"wine": 9, "grain": 6, "cloth": 3}}})");
    }
    {
        // Red's own city: 2 x 3 = 6 and 2 wine.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 3},
            {"type": "goods", "wine": 2}
        ])");
        QTest::addRow("the goods of one's own city")
            << r.json() << object(R"({"scores": {"red": 6}, "goods": {"red": {"wine": 2, "grain": 0, "cloth": 0}}})");
    }
    {
        // 1 wine, then 2 wine and 1 grain: Red holds 3 wine and 1 grain; the supply 9 - 3 = 6 wine, 6 - 1 = 5 grain.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "goods", "wine": 1},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "goods", "wine": 2, "grain": 1, "cloth": 0}
        ])");
        QTest::addRow("goods add up") << r.json() << object(R"({"goods": {"red": {"wine": 3, "grain": 1, "cloth": 0}},
                          "generalSupply": {"goods": {"wine": 6, "grain": 5, "cloth": 5}}})");
    }
    {
        // All 9 wine tokens: none left.
        TestRecord r = game("red blue", "traders");
        add(r, R"([{"type": "turn", "player": "red"}, {"type": "goods", "wine": 9}])");
        QTest::addRow("the last wine token")
            << r.json()
            << object(
                   R"({"goods": {"red": {"wine": 9}}, "generalSupply": {"goods": {"wine": 0, "grain": 6, "cloth": 5}}})");
    }
}

void TradersTest::goodsAtTheEnd_data()
{
    outcomeColumns();
    {
        // Wine: Red 2, Blue 1: the most scores 10, Red alone. Grain and cloth: nobody has any, nobody scores.
        TestRecord r = goodsGame("red blue", { R"("wine": 2)", R"("wine": 1)" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("the player with the most wine scores 10")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "finished": true,
                          "ledger": [{"event": 4, "player": "red", "points": 10, "rule": "goods.majority",
                                      "detail": {"goods": "wine", "tokens": 2}}]})");
    }
    {
        // The rules' 2-player example (you 20, Blue 30), with goods made up for it: wine Red 2 / Blue 2 (a tie: 10
        // each), grain 1 / 1 (a tie: 10 each), cloth 0 / 3 (Blue 10). Red 10 + 10 = 20, Blue 10 + 10 + 10 = 30. In
        // each kind the payouts come in seating order from the active player, Blue.
        TestRecord r = goodsGame("red blue", { R"("wine": 2, "grain": 1)", R"("wine": 2, "grain": 1, "cloth": 3)" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("the rules' 2-player example: Red 20, Blue 30")
            << r.json() << object(R"({"scores": {"red": 20, "blue": 30},
                          "ledger": [{"player": "blue", "points": 10, "detail": {"goods": "wine", "tokens": 2}},
                                     {"player": "red", "points": 10, "detail": {"goods": "wine", "tokens": 2}},
                                     {"player": "blue", "points": 10, "detail": {"goods": "grain", "tokens": 1}},
                                     {"player": "red", "points": 10, "detail": {"goods": "grain", "tokens": 1}},
                                     {"player": "blue", "points": 10, "detail": {"goods": "cloth", "tokens": 3}}]})");
    }
    {
        // Red holds 1 wine and nothing else; Blue nothing. Red 10; a player with 0 tokens never ties for "most".
        TestRecord r = goodsGame("red blue", { R"("wine": 1)", "" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("nobody with 0 tokens of a kind scores it")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "ledger": [{"player": "red", "points": 10}]})");
    }
    {
        TestRecord r = goodsGame("red blue", { "", "" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("no goods taken: no goods payouts")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0}, "ledger": []})");
    }
    {
        // Cloth 1 / 1 / 1: a three-way tie, 10 each.
        TestRecord r = goodsGame("red blue green", { R"("cloth": 1)", R"("cloth": 1)", R"("cloth": 1)" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("a three-way tie pays all three")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 10, "green": 10}})");
    }
    {
        // Wine: Red 3 > Blue 2 (Red 10). Grain: Blue 2 > Red 1 (Blue 10). Cloth: Green 1 alone (Green 10).
        TestRecord r =
            goodsGame("red blue green", { R"("wine": 3, "grain": 1)", R"("wine": 2, "grain": 2)", R"("cloth": 1)" });
        add(r, R"({"type": "end", "values": {}})");
        QTest::addRow("each kind has its own majority")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 10, "green": 10}})");
    }
    {
        // Final scoring in its order: (1) Blue's robber on the track pays Blue 3 and leaves; (4) Red's open road of 3
        // scores 3 (Red 3); the goods after the features: Red's 1 wine, 10 (Red 13) — no robber is left to steal
        // from it; (5) the ghost on Red's highwayman -1 (Red 12).
        TestRecord r = game("red blue", "traders robbers ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "goods", "wine": 1},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "robber", "player": "blue", "space": 0},
            {"type": "end", "values": {"rd1": {"tiles": 3}}}
        ])");
        QTest::addRow("the final steps: robbers, features, goods, ghosts")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 3}, "robbers": {},
                          "ledger": [{"event": 6, "player": "blue", "points": 3, "rule": "robber.end"},
                                     {"event": 6, "player": "red", "points": 3, "rule": "road.final"},
                                     {"event": 6, "player": "red", "points": 10, "rule": "goods.majority", "from": 3, "to": 13},
                                     {"event": 6, "player": "red", "points": -1, "rule": "ghosts.final"}]})");
    }
    {
        // Blue's robber stands on 0 with Red, who has nothing on the board but 2 cloth: the robber pays Blue 3 and
        // leaves before the goods; Red's 10 are never robbed (Red 10, Blue 3, not 8).
        TestRecord r = goodsGame("red blue", { R"("cloth": 2)", "" }, "traders robbers");
        add(r, R"([{"type": "robber", "player": "blue", "space": 0}, {"type": "end", "values": {}}])");
        QTest::addRow("goods are never robbed")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 3}, "robbers": {},
                          "ledger": [{"player": "blue", "points": 3, "rule": "robber.end"},
                                     {"player": "red", "points": 10, "rule": "goods.majority"}]})");
    }
}

void TradersTest::goodsAndBatches_data()
{
    outcomeColumns();
    {
        // Red's robber stands on 0 with Blue. Red completes Blue's city: Blue 0 -> 10 is the robber's candidate. The
        // goods event between the score and the steal keeps the batch open, so the steal still chooses from it:
        // Red takes half of 10 = 5.
        TestRecord r = game("red blue", "traders robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "robber", "player": "red", "space": 0},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "goods", "wine": 1, "grain": 2},
            {"type": "steal", "robber": "red", "from": "blue"}
        ])");
        QTest::addRow("decision: a steal may follow goods")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 10}, "robbers": {},
                          "goods": {"red": {"wine": 1, "grain": 2, "cloth": 0}},
                          "ledger": [{"player": "blue", "points": 10}, {"player": "red", "points": 5, "rule": "robber.steal"}]})");
    }
    {
        // One tile completes two of Blue's cities, the first with goods: score, goods, score are one batch. Blue's
        // first movement 0 -> 10 is the candidate; Blue then 10 + 2 x 2 = 14; the steal after the second city still
        // chooses from the batch: Red 5. (Had the goods closed the batch, the robber would have taken its 5 at
        // once and gone home, and no steal could follow the second city.)
        TestRecord r = game("red blue", "traders robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "robber", "player": "red", "space": 0},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1},
            {"type": "goods", "cloth": 1},
            {"type": "score", "feature": "c2", "tiles": 2},
            {"type": "steal", "robber": "red", "from": "blue"}
        ])");
        QTest::addRow("decision: goods between two scorings of one tile keep them one batch")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 14}, "robbers": {}})");
    }
}

void TradersTest::builderAndPig_data()
{
    outcomeColumns();
    {
        TestRecord r = builderOnRoad();
        QTest::addRow("a builder joins its owner's road")
            << r.json() << object(R"({"supplies": {"red": {"builder": 0, "meeple": 6}},
                          "board": {"features": {"rd1": {"type": "road", "figures": ["r1", "rb"]}},
                                    "figures": {"rb": {"player": "red", "kind": "builder", "feature": "rd1"}}}})");
    }
    {
        // Any number of tiles may lie between the builder and the meeple; a large meeple is a knight too.
        TestRecord r = game("red blue", "traders inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "c1"}
        ])");
        QTest::addRow("a builder joins a city its owner's large meeple holds")
            << r.json() << object(R"({"board": {"features": {"c1": {"figures": ["r1", "rb"]}}}})");
    }
    {
        // Builders of different players may share a feature.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "bb", "player": "blue", "kind": "builder", "feature": "rd1"}
        ])");
        QTest::addRow("two players' builders on one road")
            << r.json() << object(R"({"board": {"features": {"rd1": {"figures": ["r1", "b1", "rb", "bb"]}}}})");
    }
    {
        TestRecord r = pigInField();
        QTest::addRow("a pig joins its owner's farmer")
            << r.json() << object(R"({"supplies": {"red": {"pig": 0, "meeple": 6}},
                          "board": {"features": {"f1": {"type": "field", "figures": ["r1", "rp"]}}}})");
    }
    {
        // The builder never counts for the majority: Red's meeple and builder against Blue's meeple is a 1-1 tie, and
        // both score the road of 4. Everything goes home: Red 7 meeples and the builder, Blue 7.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 4}
        ])");
        QTest::addRow("a builder neither scores nor counts for the majority")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 4},
                          "supplies": {"red": {"meeple": 7, "builder": 1}, "blue": {"meeple": 7, "builder": 1}},
                          "board": {"figures": null, "features": null},
                          "ledger": [{"player": "red", "points": 4}, {"player": "blue", "points": 4}]})");
    }
    {
        // A city of 3: 6 for Red; the builder returns with Red's knight.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "c1"},
            {"type": "score", "feature": "c1", "tiles": 3}
        ])");
        QTest::addRow("a builder goes home when its city is scored")
            << r.json() << object(R"({"scores": {"red": 6}, "supplies": {"red": {"meeple": 7, "builder": 1}},
                          "board": {"figures": null}, "ledger": [{"player": "red", "points": 6}]})");
    }
    {
        // Message 6 counts knights: the builder is not one. Red's knight: 2 x 1 = 2, Red 12.
        TestRecord r = game("red blue", "traders messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "c1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 6, "take": "action"})");
        QTest::addRow("message 6 does not count a builder")
            << r.json()
            << object(
                   R"({"scores": {"red": 12}, "ledger": [{"points": 10}, {"points": 2, "detail": {"figures": 1}}]})");
    }
    {
        // Message 7 counts farmers: the pig is not one. 2 x 1 = 2, Red 12.
        TestRecord r = pigInField("traders messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 7, "take": "action"})");
        QTest::addRow("message 7 does not count a pig")
            << r.json()
            << object(
                   R"({"scores": {"red": 12}, "ledger": [{"points": 10}, {"points": 2, "detail": {"figures": 1}}]})");
    }
    {
        // The big top counts Red's meeple, not the builder: 1 x seal 4 = 4.
        TestRecord r = builderOnRoad("traders bigtop");
        add(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 1}})");
        QTest::addRow("the big top counts the meeple beside the builder")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}})");
    }
}

void TradersTest::goingHome_data()
{
    outcomeColumns();
    {
        // Blue's tower captures r1, Red's only meeple on the road: the builder goes home at once (builder 1); r1 is
        // Blue's prisoner (meeples 7 - 1 = 6), the road is empty.
        TestRecord r = builderOnRoad("traders tower");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "tower", "tower": "t1", "capture": "r1"}])");
        QTest::addRow("the builder goes home when a tower captures its owner's last meeple")
            << r.json() << object(R"({"supplies": {"red": {"builder": 1, "meeple": 6}},
                          "prisoners": {"blue": [{"figure": "r1", "owner": "red", "kind": "meeple"}]},
                          "board": {"figures": null, "features": {"rd1": null}}})");
    }
    {
        // Red has r1 and r2 on the road: one captured, the builder stays with r2.
        TestRecord r = game("red blue", "traders tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"}
        ])");
        QTest::addRow("the builder stays while its owner has another meeple there")
            << r.json() << object(R"({"supplies": {"red": {"builder": 0}},
                          "board": {"features": {"rd1": {"figures": ["r2", "rb"]}}}})");
    }
    {
        // Red's tower captures Blue's meeple on the road Red shares: Red's builder stays with Red's meeple.
        TestRecord r = game("red blue", "traders tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"}
        ])");
        QTest::addRow("another player's meeple leaving does not send the builder home")
            << r.json() << object(R"({"supplies": {"red": {"builder": 0}},
                          "board": {"features": {"rd1": {"figures": ["r1", "rb"]}}}})");
    }
    {
        // The third ghost scares r1 off: the builder goes with it. Ghosts back: 15; meeples 5 again (with Ghosts).
        TestRecord r = builderOnRoad("traders ghosts");
        add(r, R"([
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"}
        ])");
        QTest::addRow("the builder goes home when ghosts scare off its owner's last meeple")
            << r.json() << object(R"({"supplies": {"red": {"builder": 1, "meeple": 5}}, "generalSupply": {"ghosts": 15},
                          "board": {"figures": null, "features": {"rd1": null}}})");
    }
    {
        // Message 8 on r1 scores the open road of 3 (Red 10 + 3 = 13) and returns r1; the builder goes too.
        TestRecord r = builderOnRoad("traders messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 3}})");
        QTest::addRow("the builder goes home when message 8 returns its owner's last meeple")
            << r.json() << object(R"({"scores": {"red": 13}, "supplies": {"red": {"builder": 1, "meeple": 7}},
                          "board": {"figures": null}})");
    }
    {
        TestRecord r = builderOnRoad();
        add(r, R"({"type": "remove", "figure": "r1", "reason": "misplaced"})");
        QTest::addRow("the builder goes home when its owner's last meeple is removed")
            << r.json() << object(R"({"supplies": {"red": {"builder": 1, "meeple": 7}}, "board": {"figures": null}})");
    }
    {
        TestRecord r = builderOnRoad();
        add(r, R"({"type": "remove", "figure": "rb", "reason": "misplaced"})");
        QTest::addRow("removing the builder leaves the meeple")
            << r.json() << object(R"({"supplies": {"red": {"builder": 1, "meeple": 6}},
                          "board": {"features": {"rd1": {"figures": ["r1"]}}}})");
    }
    {
        TestRecord r = pigInField();
        add(r, R"({"type": "remove", "figure": "r1", "reason": "misplaced"})");
        QTest::addRow("the pig goes home with its owner's last farmer")
            << r.json()
            << object(R"({"supplies": {"red": {"pig": 1, "meeple": 7}}, "board": {"features": {"f1": null}}})");
    }
    {
        // A feature where only builders or pigs stand scores nobody; it cannot arise, since each builder goes home
        // with its owner's last follower. Here both players' builders share the road; Red captures Blue's meeple
        // (Blue's builder goes home), then Blue captures Red's (Red's goes home; the two prisoners are exchanged at
        // once): nothing is left on the road.
        TestRecord r = game("red blue", "traders tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "bb", "player": "blue", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"}
        ])");
        QTest::addRow("a builder never holds a feature alone: Blue's leaves with Blue's meeple")
            << r.json() << object(R"({"supplies": {"blue": {"builder": 1}, "red": {"builder": 0}},
                          "board": {"features": {"rd1": {"figures": ["r1", "rb"]}}}})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "tower", "tower": "t1", "capture": "r1"}])");
        QTest::addRow("a builder never holds a feature alone: the road is left empty")
            << r.json()
            << object(R"({"supplies": {"blue": {"builder": 1, "meeple": 7}, "red": {"builder": 1, "meeple": 7}},
                          "prisoners": {"red": null, "blue": null}, "board": {"figures": null, "features": {"rd1": null}}})");
    }
}

void TradersTest::pigs_data()
{
    outcomeColumns();
    {
        // Red's farmer with Red's pig, 2 completed cities: 4 per city, 8.
        TestRecord r = pigInField();
        add(r, R"({"type": "end", "values": {"f1": {"cities": 2}}})");
        QTest::addRow("a pig makes each city worth 4 to its farmer")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 0},
                          "ledger": [{"player": "red", "points": 8, "rule": "field.final", "feature": "f1"}]})");
    }
    {
        // The rules' example: Red, Blue and Green tie for the field (1 farmer each) beside 2 completed cities; Red and
        // Blue have pigs there: 4 x 2 = 8 each; Green has none: 3 x 2 = 6.
        TestRecord r = game("red blue green", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "turn", "player": "green"},
            {"type": "place", "figure": "g1", "player": "green", "kind": "meeple", "feature": "f3", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["f1", "f2", "f3"], "into": "f1"},
            {"type": "place", "figure": "rp", "player": "red", "kind": "pig", "feature": "f1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "bp", "player": "blue", "kind": "pig", "feature": "f1"},
            {"type": "turn", "player": "green"},
            {"type": "end", "values": {"f1": {"cities": 2}}}
        ])");
        QTest::addRow("the rules' example: a three-way tie with two pigs scores 8, 8 and 6")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 8, "green": 6}})");
    }
    {
        // Blue's two farmers beat Red's one: Blue 3 x 2 = 6; Red's pig gives Red nothing without the majority.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rp", "player": "red", "kind": "pig", "feature": "f1"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "f3", "featureType": "field"},
            {"type": "merge", "features": ["f1", "f2", "f3"], "into": "f1"},
            {"type": "end", "values": {"f1": {"cities": 2}}}
        ])");
        QTest::addRow("a pig without the majority gives nothing")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 6}})");
    }
    {
        // Red's large farmer (2) with a pig against Blue's farmer (1): Red alone, 4 x 3 = 12.
        TestRecord r = game("red blue", "traders inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "merge", "features": ["f1", "f2"], "into": "f1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rp", "player": "red", "kind": "pig", "feature": "f1"},
            {"type": "end", "values": {"f1": {"cities": 3}}}
        ])");
        QTest::addRow("a pig beside a large farmer") << r.json() << object(R"({"scores": {"red": 12, "blue": 0}})");
    }
    {
        // Message 8 on the farmer scores the field as at the end, with Red's pig: 4 x 2 = 8, Red 18; the farmer goes
        // home and the pig with it.
        TestRecord r = pigInField("traders messengers");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"cities": 2}})");
        QTest::addRow("message 8 on a farmer with its pig")
            << r.json() << object(R"({"scores": {"red": 18}, "supplies": {"red": {"pig": 1, "meeple": 7}},
                          "board": {"features": {"f1": null}}})");
    }
}

void TradersTest::doubleTurn_data()
{
    outcomeColumns();
    {
        // The builder stood on Red's road when the turn began and the tile extended the road: a second tile, on which
        // Red places a knight and completes a city of 3: 6.
        TestRecord r = builderOnRoad();
        add(r, R"([
            {"type": "builder"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 3}
        ])");
        QTest::addRow("a builder on the board when the turn began earns a second tile")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 0}, "activePlayer": "red",
                          "supplies": {"red": {"builder": 0, "meeple": 6}}})");
    }
    {
        // FAQ: the first tile completes the builder's road (5 tiles: Red 5) and the builder goes home with the meeple;
        // Red still gets the second tile and places the returned builder on it, beside Red's knight r2.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 5},
            {"type": "builder"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "c1"}
        ])");
        QTest::addRow("decision: the tile completing the builder's road still earns the second tile")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 0}, "supplies": {"red": {"builder": 0}},
                          "board": {"features": {"rd1": null, "c1": {"figures": ["r2", "rb"]}}}})");
    }
    {
        // The builder on the board; the first tile completes a road of 10 (Red 10, a message): message 4's extra
        // tile extends the builder's road too. Initial turn, message 4's tile, its builder's tile, the first tile's
        // builder's tile: two builder parts for two other parts.
        TestRecord r = builderOnRoad("traders messengers");
        landOnTen(r);
        add(r, R"([
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "builder"},
            {"type": "builder"}
        ])");
        QTest::addRow("message 4's extra tile may earn its own builder's tile")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "owed": [], "warnings": []})");
    }
    {
        // The builder on the board; the first tile completes its road of 10 (Red 10, a message; the builder goes home
        // with r1). Message 4's extra tile began without the builder and earns nothing, but the first tile's builder's
        // tile still comes, after it [rulings between the expansions].
        TestRecord r = builderOnRoad("traders messengers");
        add(r, R"([
            {"type": "score", "feature": "rd1", "tiles": 10},
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "builder"}
        ])");
        QTest::addRow("the first tile's builder's tile after message 4's extra tile")
            << r.json()
            << object(R"({"scores": {"red": 10, "blue": 0}, "supplies": {"red": {"builder": 1, "meeple": 7}}})");
    }
    {
        // Red places the builder on the first tile (it gives no double turn then), which also completes a road of 10:
        // a message. Message 4's extra tile began with the builder on the board and extends its road: a builder's
        // tile.
        TestRecord r = game("red blue", "traders messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"},
            {"type": "score", "feature": "rd0", "tiles": 10},
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "builder"}
        ])");
        QTest::addRow("a builder placed on the first tile may give message 4's tile a builder's tile")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "supplies": {"red": {"builder": 0}}})");
    }
    {
        // Red lands on 10 (a message owed) and takes the builder's tile without drawing it: the first part's scoring
        // is over, the message lapses with a warning at the `builder` event (9). In the second part Red scores a road
        // of 2: 10 -> 12, no dark space, nothing owed.
        TestRecord r = builderOnRoad("traders messengers");
        add(r, R"([
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "score", "feature": "rd2", "tiles": 10},
            {"type": "builder"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "rd3", "featureType": "road"},
            {"type": "score", "feature": "rd3", "tiles": 2}
        ])");
        QTest::addRow("decision: a message not drawn before the builder's tile lapses")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 0}, "owed": [],
                          "warnings": [{"event": 9, "rule": "message.notDrawn", "player": "red"}]})");
    }
    {
        // Each part has its own scoring: the first lands on 5 (road of 5) and draws a message (2 points: 7); the
        // builder's part lands on 10 (road of 3) and owes one again.
        TestRecord r = builderOnRoad("traders messengers");
        add(r, R"([
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "score", "feature": "rd2", "tiles": 5},
            {"type": "message", "tile": 2, "take": "points"},
            {"type": "builder"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "rd3", "featureType": "road"},
            {"type": "score", "feature": "rd3", "tiles": 3}
        ])");
        QTest::addRow("the builder's part may owe a message of its own")
            << r.json()
            << object(
                   R"({"scores": {"red": 10, "blue": 0}, "owed": [{"type": "message", "player": "red"}], "warnings": []})");
        // The second message: 2 more points, 12.
        add(r, R"({"type": "message", "tile": 5, "take": "points"})");
        QTest::addRow("a message in each part of a double turn")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 0}, "owed": [], "warnings": []})");
    }
    {
        // Red 8 (road of 8); Blue holds r2. No ransom in the first part; Red buys r2 back in the builder's part for 3:
        // Red 5, Blue 3.
        TestRecord r = ransomGame(false);
        add(r, R"([{"type": "builder"}, {"type": "ransom", "figure": "r2"}])");
        QTest::addRow("a ransom in the builder's part")
            << r.json() << object(R"({"scores": {"red": 5, "blue": 3}, "prisoners": {"blue": null}})");
    }
}

void TradersTest::errors_data()
{
    refusalColumns();
    // Placing a builder: only on a road or in a city; a pig only in a field.
    const struct {
        const char *kind;
        const char *type;
        const char *expansions;
    } wrongPlaces[] = {
        { "builder", "monastery", "traders" },
        { "builder", "field", "traders" },
        { "builder", "castle", "traders ghosts" },
        { "builder", "cemetery", "traders ghosts" },
        { "builder", "acrobats", "traders bigtop" },
        { "pig", "road", "traders" },
        { "pig", "city", "traders" },
        { "pig", "monastery", "traders" },
    };
    for (const auto &wrong : wrongPlaces) {
        TestRecord r = game("red blue", wrong.expansions);
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a %s on a %s", wrong.kind, wrong.type) << withRefused(
            r,
            u"{\"type\": \"place\", \"figure\": \"x1\", \"player\": \"red\", \"kind\": \"%1\", "
            "\"feature\": \"x1f\", \"featureType\": \"%2\"}"_s.arg(QLatin1String(wrong.kind), QLatin1String(wrong.type))
                .toUtf8()) << u"BuilderPlacement(%1, %2)"_s.arg(QLatin1String(wrong.kind), QLatin1String(wrong.type));
    }
    for (const char *kind : { "builder", "pig" }) {
        // Never on a tower [rulings between the expansions], not even an open one.
        TestRecord r = game("red blue", "traders tower");
        add(r,
            R"([{"type": "turn", "player": "red"}, {"type": "tower", "tower": "t1"}, {"type": "turn", "player": "blue"},
                   {"type": "turn", "player": "red"}])");
        QTest::addRow("a %s on a tower", kind)
            << withRefused(r,
                           u"{\"type\": \"place\", \"figure\": \"x1\", \"player\": \"red\", \"kind\": \"%1\", "
                           "\"feature\": \"t1\"}"_s.arg(QLatin1String(kind))
                               .toUtf8())
            << u"BuilderPlacement(%1, tower)"_s.arg(QLatin1String(kind));
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a builder on a new road") << withRefused(
            r,
            R"({"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1", "featureType": "road"})")
                                                 << u"BuilderNeedsOwnFigure(builder, \"rd1\", red)"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a builder in another player's city") << withRefused(
            r, R"({"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "c1"})")
                                                            << u"BuilderNeedsOwnFigure(builder, \"c1\", red)"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a pig in another player's field")
            << withRefused(r, R"({"type": "place", "figure": "rp", "player": "red", "kind": "pig", "feature": "f1"})")
            << u"BuilderNeedsOwnFigure(pig, \"f1\", red)"_s;
    }
    {
        // One builder per player: a second one is not in the supply (so a player's second builder on one feature,
        // BuilderOrPigAlreadyThere, never comes to be checked).
        TestRecord r = builderOnRoad();
        QTest::addRow("a second builder") << withRefused(
            r, R"({"type": "place", "figure": "rb2", "player": "red", "kind": "builder", "feature": "rd1"})")
                                          << u"SupplyEmpty"_s;
    }
    for (const char *kind : { "builder", "pig" }) {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a %s without Traders and Builders", kind)
            << withRefused(r,
                           u"{\"type\": \"place\", \"figure\": \"x1\", \"player\": \"red\", \"kind\": \"%1\", "
                           "\"feature\": \"rd1\", \"featureType\": \"road\"}"_s.arg(QLatin1String(kind))
                               .toUtf8())
            << u"FigureKindNeedsExpansion(%1, traders)"_s.arg(QLatin1String(kind));
    }
    {
        // Builders and pigs are never captured [rulings between the expansions].
        TestRecord r = builderOnRoad("traders tower");
        add(r, R"({"type": "turn", "player": "blue"})");
        QTest::addRow("a tower capturing a builder")
            << withRefused(r, R"({"type": "tower", "tower": "t1", "capture": "rb"})")
            << u"NeverCaptured(\"rb\", builder)"_s;
    }
    {
        TestRecord r = pigInField("traders tower");
        add(r, R"({"type": "turn", "player": "blue"})");
        QTest::addRow("a tower capturing a pig")
            << withRefused(r, R"({"type": "tower", "tower": "t1", "capture": "rp"})")
            << u"NeverCaptured(\"rp\", pig)"_s;
    }
    {
        // Ghosts cannot be added to pigs or builders [rulings between the expansions].
        TestRecord r = builderOnRoad("traders ghosts");
        add(r, R"({"type": "turn", "player": "blue"})");
        QTest::addRow("a ghost on another player's builder")
            << withRefused(r, R"({"type": "ghost", "figure": "rb", "reason": "expand"})")
            << u"NeverHaunted(\"rb\", builder)"_s;
    }
    {
        TestRecord r = pigInField("traders ghosts");
        QTest::addRow("a ghost on one's own pig")
            << withRefused(r, R"({"type": "ghost", "figure": "rp", "reason": "limit"})")
            << u"NeverHaunted(\"rp\", pig)"_s;
    }
    {
        // Message 8 scores a meeple: never a builder nor a pig.
        TestRecord r = builderOnRoad("traders messengers");
        landOnTen(r);
        QTest::addRow("message 8 naming a builder") << withRefused(
            r, R"({"type": "message", "tile": 8, "take": "action", "figure": "rb", "values": {"tiles": 3}})")
                                                    << u"MessageEightNotFollower(\"rb\", builder)"_s;
    }
    {
        TestRecord r = pigInField("traders messengers");
        landOnTen(r);
        QTest::addRow("message 8 naming a pig") << withRefused(
            r, R"({"type": "message", "tile": 8, "take": "action", "figure": "rp", "values": {"cities": 1}})")
                                                << u"MessageEightNotFollower(\"rp\", pig)"_s;
    }
    {
        // Red's figures on the board: a meeple and a builder; the big top counts followers only, so at most 1.
        TestRecord r = builderOnRoad("traders bigtop");
        QTest::addRow("the big top counting a builder")
            << withRefused(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 2}})")
            << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = pigInField("traders bigtop");
        QTest::addRow("the big top counting a pig")
            << withRefused(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 2}})")
            << u"FieldNotWholeNumber"_s;
    }
    // The builder's double turn.
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a builder's tile without a builder")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderNotOnBoard(red)"_s;
    }
    {
        // The builder has to be on the feature before the tile is placed.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rb", "player": "red", "kind": "builder", "feature": "rd1"}
        ])");
        QTest::addRow("a builder's tile for a builder placed in the same turn part")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderNotOnBoard(red)"_s;
    }
    {
        // Blue's builder is on the board, Red's is not.
        TestRecord r = game("red blue", "traders");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "bb", "player": "blue", "kind": "builder", "feature": "rd1"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a builder's tile for another player's builder")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderNotOnBoard(red)"_s;
    }
    {
        // No chain reaction: the second tile extending the builder's road again gives no third.
        TestRecord r = builderOnRoad();
        add(r, R"({"type": "builder"})");
        QTest::addRow("a builder's tile never earns another")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderTileTaken(red)"_s;
    }
    {
        // Two parts that began with the builder on the board (the turn and message 4's tile) earn two builder's tiles.
        TestRecord r = builderOnRoad("traders messengers");
        landOnTen(r);
        add(r, R"([
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "builder"},
            {"type": "builder"}
        ])");
        QTest::addRow("a third builder's tile after message 4")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderTileTaken"_s;
    }
    {
        // As above, the builder went home on the first tile: message 4's extra tile earned no builder's tile of its
        // own, so the first tile's is the only one.
        TestRecord r = builderOnRoad("traders messengers");
        add(r, R"([
            {"type": "score", "feature": "rd1", "tiles": 10},
            {"type": "message", "tile": 4, "take": "action"},
            {"type": "builder"}
        ])");
        QTest::addRow("a builder's tile for message 4's tile that began without the builder")
            << withRefused(r, R"({"type": "builder"})") << u"BuilderTileTaken(red)"_s;
    }
    {
        // The builder's tile ended the first part's scoring: the message owed there lapsed.
        TestRecord r = builderOnRoad("traders messengers");
        landOnTen(r);
        add(r, R"({"type": "builder"})");
        QTest::addRow("a message drawn after it lapsed at the builder's tile")
            << withRefused(r, R"({"type": "message", "tile": 1, "take": "points"})") << u"NoMessageOwed"_s;
    }
    {
        // Red 8; Blue holds r2 and r3. Prisoner buy-back happens once per turn, even in a double turn.
        TestRecord r = ransomGame(true);
        add(r, R"([{"type": "ransom", "figure": "r2"}, {"type": "builder"}])");
        QTest::addRow("a second ransom in the builder's part")
            << withRefused(r, R"({"type": "ransom", "figure": "r3"})") << u"RansomOncePerTurn"_s;
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a builder's tile without Traders and Builders")
            << withRefused(r, R"({"type": "builder"})") << u"EventNeedsExpansion(\"builder\", traders)"_s;
    }
    // Goods.
    {
        TestRecord r = game("red blue", "abbot inns");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("goods without Traders and Builders")
            << withRefused(r, R"({"type": "goods", "wine": 1})") << u"EventNeedsExpansion(\"goods\", traders)"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("10 wine from a supply of 9")
            << withRefused(r, R"({"type": "goods", "wine": 10})") << u"GoodsTokensGone(wine, 10, 9)"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("6 cloth from a supply of 5")
            << withRefused(r, R"({"type": "goods", "wine": 1, "cloth": 6})") << u"GoodsTokensGone(cloth, 6, 5)"_s;
    }
    {
        // Red took all 9 wine; Blue finds none left.
        TestRecord r = game("red blue", "traders");
        add(r,
            R"([{"type": "turn", "player": "red"}, {"type": "goods", "wine": 9}, {"type": "turn", "player": "blue"}])");
        QTest::addRow("wine when none is left")
            << withRefused(r, R"({"type": "goods", "wine": 1})") << u"GoodsTokensGone(wine, 1, 0)"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("goods of all zeros")
            << withRefused(r, R"({"type": "goods", "wine": 0, "grain": 0, "cloth": 0})") << u"GoodsNone"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("goods of nothing") << withRefused(r, R"({"type": "goods"})") << u"GoodsNone"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an unknown kind of goods")
            << withRefused(r, R"({"type": "goods", "wine": 1, "silk": 1})") << u"GoodsUnknown(\"silk\")"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("goods named with a capital letter")
            << withRefused(r, R"({"type": "goods", "Wine": 1})") << u"GoodsUnknown(\"Wine\")"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a negative count of goods")
            << withRefused(r, R"({"type": "goods", "wine": 2, "grain": -1})") << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("half a token") << withRefused(r, R"({"type": "goods", "wine": 1.5})")
                                      << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = game("red blue", "traders");
        QTest::addRow("goods before the first turn")
            << withRefused(r, R"({"type": "goods", "wine": 1})") << u"NoTurnBegun"_s;
    }
    {
        // Decision: goods do not open a batch. Blue stands on Red's robber's space 0, but nothing was scored.
        TestRecord r = game("red blue", "traders robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "robber", "player": "red", "space": 0},
            {"type": "goods", "grain": 1}
        ])");
        QTest::addRow("decision: a steal after goods alone")
            << withRefused(r, R"({"type": "steal", "robber": "red", "from": "blue"})") << u"StealWithoutScoring"_s;
    }
    QTest::addRow("an unknown expansion key") << object(R"({"format": "meeple-ledger/1",
            "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
            "expansions": ["trader"], "events": []})")
                                              << -1 << u"ExpansionUnknown(\"trader\")"_s;
}

QTEST_GUILESS_MAIN(TradersTest)
#include "tst_traders.moc"
