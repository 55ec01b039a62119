// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for Inns and Cathedrals (the rules of Inns and Cathedrals, its rulings with the other expansions, and
// the game record's section "The Abbot, Inns and Cathedrals, Traders and Builders"): inn roads, cathedral cities, the
// large meeple's weight in a majority, final scoring, and their rulings with messages, towers, ghosts and the big top.
// Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Red's meeple r1 on a road rd1 in Red's turn; Blue's turn; Red's next turn begins.
TestRecord redOnRoad(const char *expansions = "inns", const char *kind = "meeple")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"({"type": "turn", "player": "red"})");
    add(r,
        u"{\"type\": \"place\", \"figure\": \"r1\", \"player\": \"red\", \"kind\": \"%1\", \"feature\": \"rd1\", "
        "\"featureType\": \"road\"}"_s.arg(QLatin1String(kind))
            .toUtf8());
    add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
    return r;
}

// Red's figure r1 (of @p redKind) on city c1, and Blue's @p blueMeeples meeples (b1, b2…) each on a city of its own,
// all joined into c1 by Red's last tile; Red's turn runs.
TestRecord cityContest(const char *redKind, int blueMeeples, const char *blueKind = "meeple",
                       const char *expansions = "inns")
{
    TestRecord r = game("red blue", expansions);
    add(r, R"({"type": "turn", "player": "red"})");
    add(r,
        u"{\"type\": \"place\", \"figure\": \"r1\", \"player\": \"red\", \"kind\": \"%1\", \"feature\": \"c1\", "
        "\"featureType\": \"city\"}"_s.arg(QLatin1String(redKind))
            .toUtf8());
    QJsonArray features { u"c1"_s };
    for (int i = 1; i <= blueMeeples; ++i) {
        add(r, R"([{"type": "turn", "player": "blue"}])");
        add(r,
            u"{\"type\": \"place\", \"figure\": \"b%1\", \"player\": \"blue\", \"kind\": \"%2\", \"feature\": "
            "\"cb%1\", \"featureType\": \"city\"}"_s.arg(i)
                .arg(QLatin1String(i == 1 ? blueKind : "meeple"))
                .toUtf8());
        add(r, R"({"type": "turn", "player": "red"})");
        features.append(u"cb%1"_s.arg(i));
    }
    if (blueMeeples > 0)
        r.event(QJsonObject { { u"type"_s, u"merge"_s }, { u"features"_s, features }, { u"into"_s, u"c1"_s } });
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

class InnsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supplies_data();
    void supplies() { checkOutcome(); }
    void innRoads_data();
    void innRoads() { checkOutcome(); }
    void cathedralCities_data();
    void cathedralCities() { checkOutcome(); }
    void largeMeeple_data();
    void largeMeeple() { checkOutcome(); }
    void finalScoring_data();
    void finalScoring() { checkOutcome(); }
    void messages_data();
    void messages() { checkOutcome(); }
    void otherExpansions_data();
    void otherExpansions() { checkOutcome(); }
    void errors_data();
    void errors() { checkRefusal(); }
};

void InnsTest::supplies_data()
{
    outcomeColumns();
    {
        // Preparation: each player adds the large meeple of their colour; the meeples stay 7.
        TestRecord r = game("red blue", "inns");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("each player has one large meeple")
            << r.json()
            << object(R"({"supplies": {"red": {"large": 1, "meeple": 7}, "blue": {"large": 1, "meeple": 7}}})");
    }
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("without Inns and Cathedrals the supplies hold no large meeple")
            << r.json() << object(R"({"supplies": {"red": {"large": null}, "blue": {"large": null}}})");
    }
    {
        TestRecord r = redOnRoad("inns", "large");
        QTest::addRow("a large meeple on a road")
            << r.json() << object(R"({"supplies": {"red": {"large": 0, "meeple": 7}},
                          "board": {"figures": {"r1": {"player": "red", "kind": "large", "feature": "rd1"}}}})");
    }
}

void InnsTest::innRoads_data()
{
    outcomeColumns();
    {
        // Example 1: an inn and five tiles: 2 x 5 = 10.
        TestRecord r = redOnRoad();
        add(r, R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": true})");
        QTest::addRow("example 1: an inn road of 5 tiles scores 10")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "supplies": {"red": {"meeple": 7}},
                          "ledger": [{"event": 4, "player": "red", "points": 10, "rule": "inn.completed", "feature": "rd1"}]})");
    }
    {
        // The same road without its inn: 1 x 5 = 5.
        TestRecord r = redOnRoad();
        add(r, R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": false})");
        QTest::addRow("a road without an inn scores 1 per tile")
            << r.json() << object(R"({"scores": {"red": 5}, "ledger": [{"points": 5, "rule": "road.completed"}]})");
    }
    {
        // `inn` defaults to false: 1 x 5 = 5.
        TestRecord r = redOnRoad();
        add(r, R"({"type": "score", "feature": "rd1", "tiles": 5})");
        QTest::addRow("a road whose inn is left out has none")
            << r.json() << object(R"({"scores": {"red": 5}, "ledger": [{"points": 5, "rule": "road.completed"}]})");
    }
    {
        // Red and Blue tie 1-1 on an inn road of 3: each scores the whole 2 x 3 = 6.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["rd1", "rd2"], "into": "rd1"},
            {"type": "score", "feature": "rd1", "tiles": 3, "inn": true}
        ])");
        QTest::addRow("every player who scores an inn road gets 2 per tile")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 6}})");
    }
    {
        // A road of 1 tile (from a city to a house) with an inn: 2 x 1 = 2.
        TestRecord r = redOnRoad();
        add(r, R"({"type": "score", "feature": "rd1", "tiles": 1, "inn": true})");
        QTest::addRow("an inn road of 1 tile scores 2") << r.json() << object(R"({"scores": {"red": 2}})");
    }
}

void InnsTest::cathedralCities_data()
{
    outcomeColumns();
    {
        // 3 per tile and 3 per coat of arms: 3 x 6 + 3 x 2 = 24.
        TestRecord r = cityContest("meeple", 0);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 6, "coats": 2, "cathedral": true})");
        QTest::addRow("a cathedral city scores 3 per tile and 3 per coat of arms")
            << r.json() << object(R"({"scores": {"red": 24, "blue": 0},
                          "ledger": [{"event": 2, "player": "red", "points": 24, "rule": "cathedral.completed",
                                      "feature": "c1"}]})");
    }
    {
        // 3 x 4 = 12.
        TestRecord r = cityContest("meeple", 0);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 4, "cathedral": true})");
        QTest::addRow("a cathedral city without coats of arms") << r.json() << object(R"({"scores": {"red": 12}})");
    }
    {
        // No cathedral: 2 x 4 + 2 x 1 = 10.
        TestRecord r = cityContest("meeple", 0);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 4, "coats": 1, "cathedral": false})");
        QTest::addRow("a city without a cathedral scores 2 per tile and coat")
            << r.json() << object(R"({"scores": {"red": 10}, "ledger": [{"points": 10, "rule": "city.completed"}]})");
    }
    {
        // The knights tie 1-1: each scores 3 x 3 + 3 x 1 = 12.
        TestRecord r = cityContest("meeple", 1);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 3, "coats": 1, "cathedral": true})");
        QTest::addRow("every player who scores a cathedral city gets its whole value")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 12}})");
    }
}

void InnsTest::largeMeeple_data()
{
    outcomeColumns();
    {
        // The rules' example: Red's large meeple (strength 2) against one Yellow meeple (1): only Red scores the
        // city, 2 x 4 + 2 x 1 = 10. Both figures go home.
        TestRecord r = game("red yellow", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "yellow"},
            {"type": "place", "figure": "y1", "player": "yellow", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["c1", "c2"], "into": "c1"},
            {"type": "score", "feature": "c1", "tiles": 4, "coats": 1}
        ])");
        QTest::addRow("the rules' example: a large meeple against one meeple: only red scores")
            << r.json() << object(R"({"scores": {"red": 10, "yellow": 0},
                          "supplies": {"red": {"large": 1, "meeple": 7}, "yellow": {"meeple": 7}},
                          "ledger": [{"player": "red", "points": 10, "rule": "city.completed"}]})");
    }
    {
        // Strength 2 against Blue's two meeples, 2: a tie, both score 2 x 4 + 2 x 1 = 10.
        TestRecord r = cityContest("large", 2);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 4, "coats": 1})");
        QTest::addRow("a large meeple ties with two meeples")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 10}})");
    }
    {
        // Strength 2 against 3: only Blue scores 10.
        TestRecord r = cityContest("large", 3);
        add(r, R"({"type": "score", "feature": "c1", "tiles": 4, "coats": 1})");
        QTest::addRow("three meeples beat a large meeple")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 10}, "supplies": {"red": {"large": 1}}})");
    }
    {
        // Blue's large meeple against Red's meeple: Blue alone scores the cathedral city, 3 x 3 + 3 x 0 = 9.
        TestRecord r = cityContest("meeple", 1, "large");
        add(r, R"({"type": "score", "feature": "c1", "tiles": 3, "cathedral": true})");
        QTest::addRow("a large meeple decides who scores a cathedral city")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 9}})");
    }
    {
        // It does not double the points: a road of 4 is worth 4 whoever holds it.
        TestRecord r = redOnRoad("inns", "large");
        add(r, R"({"type": "score", "feature": "rd1", "tiles": 4})");
        QTest::addRow("a large meeple does not double the points")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}, "supplies": {"red": {"large": 1}},
                          "board": {"figures": {"r1": null}}})");
    }
    {
        // A monk like any other: a completed monastery, 9.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "m1", "featureType": "monastery"},
            {"type": "score", "feature": "m1"}
        ])");
        QTest::addRow("a large meeple on a monastery")
            << r.json() << object(R"({"scores": {"red": 9}, "supplies": {"red": {"large": 1}}})");
    }
}

void InnsTest::finalScoring_data()
{
    outcomeColumns();
    {
        // An inn road not completed scores 0, whoever occupies it (it would have been 6).
        TestRecord r = redOnRoad();
        add(r, R"({"type": "end", "values": {"rd1": {"tiles": 6, "inn": true}}})");
        QTest::addRow("an open inn road scores 0 at the end")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0}, "finished": true,
                          "ledger": [{"event": 4, "player": "red", "points": 0, "rule": "inn.final", "feature": "rd1"}]})");
    }
    {
        // The same road without an inn: 1 x 6 = 6.
        TestRecord r = redOnRoad();
        add(r, R"({"type": "end", "values": {"rd1": {"tiles": 6, "inn": false}}})");
        QTest::addRow("an open road without an inn scores its tiles")
            << r.json() << object(R"({"scores": {"red": 6}, "ledger": [{"points": 6, "rule": "road.final"}]})");
    }
    {
        // A cathedral city not completed scores 0, coats of arms included (it would have been 5 + 2 = 7).
        TestRecord r = cityContest("meeple", 0);
        add(r, R"({"type": "end", "values": {"c1": {"tiles": 5, "coats": 2, "cathedral": true}}})");
        QTest::addRow("an open cathedral city scores 0 at the end")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0},
                          "ledger": [{"player": "red", "points": 0, "rule": "cathedral.final", "feature": "c1"}]})");
    }
    {
        // Shared by Red's large meeple and Blue's two meeples: 0 for both all the same.
        TestRecord r = cityContest("large", 2);
        add(r, R"({"type": "end", "values": {"c1": {"tiles": 5, "coats": 2, "cathedral": true}}})");
        QTest::addRow("an open cathedral city scores 0 for every player holding it")
            << r.json() << object(R"({"scores": {"red": 0, "blue": 0},
                          "ledger": [{"player": "red", "points": 0, "rule": "cathedral.final"},
                                     {"player": "blue", "points": 0, "rule": "cathedral.final"}]})");
    }
    {
        // Without a cathedral: 1 x 5 + 1 x 2 = 7.
        TestRecord r = cityContest("meeple", 0);
        add(r, R"({"type": "end", "values": {"c1": {"tiles": 5, "coats": 2}}})");
        QTest::addRow("an open city without a cathedral scores its tiles and coats")
            << r.json() << object(R"({"scores": {"red": 7}})");
    }
    {
        // Red's large farmer (2) against Blue's farmer (1): Red alone, 3 x 2 cities = 6.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "merge", "features": ["f1", "f2"], "into": "f1"},
            {"type": "end", "values": {"f1": {"cities": 2}}}
        ])");
        QTest::addRow("a large farmer weighs 2 in a field")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 0}, "ledger": [{"player": "red", "points": 6}]})");
    }
    {
        // Red's large farmer (2) against Blue's two farmers (2): a tie, 3 x 2 = 6 each.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "f3", "featureType": "field"},
            {"type": "merge", "features": ["f1", "f2", "f3"], "into": "f1"},
            {"type": "end", "values": {"f1": {"cities": 2}}}
        ])");
        QTest::addRow("a large farmer ties with two farmers")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 6}})");
    }
    {
        // A field bordering a completed cathedral city still scores 3 for it: the field's value counts cities, 3 x 1.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "score", "feature": "c1", "tiles": 3, "cathedral": true},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"f1": {"cities": 1}}}
        ])");
        // The cathedral city 3 x 3 = 9, then the field 3: Red 12.
        QTest::addRow("a completed cathedral city is worth 3 to a field")
            << r.json()
            << object(R"({"scores": {"red": 12}, "ledger": [{"points": 9}, {"points": 3, "rule": "field.final"}]})");
    }
    {
        // An incomplete monastery with the large meeple: 1 + 4 neighbours = 5.
        TestRecord r = game("red blue", "inns");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "m1", "featureType": "monastery"},
            {"type": "end", "values": {"m1": {"tiles": 5}}}
        ])");
        QTest::addRow("a large meeple on an incomplete monastery") << r.json() << object(R"({"scores": {"red": 5}})");
    }
}

void InnsTest::messages_data()
{
    outcomeColumns();
    {
        // Message 1: Red's open inn road rd1 (6 tiles) is worth 0, rd2 (2 tiles) 2: the shortest is the inn road and
        // Red scores 0. Red stays on 10.
        TestRecord r = redOnRoad("inns messengers");
        add(r,
            R"({"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 1, "take": "action",
                   "values": {"rd1": {"tiles": 6, "inn": true}, "rd2": {"tiles": 2}}})");
        QTest::addRow("message 1: an open inn road is worth 0")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0},
                          "ledger": [{"points": 10}, {"points": 0, "rule": "message.road", "detail": {"chosen": "rd1"}}],
                          "board": {"figures": {"r1": {"feature": "rd1"}, "r2": {"feature": "rd2"}}}})");
    }
    {
        // Message 2: the open cathedral city c1 (5 tiles, 2 coats) is worth 0, c2 (2 tiles) 2: Red scores 0.
        TestRecord r = cityContest("meeple", 0, "meeple", "inns messengers");
        add(r,
            R"({"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 2, "take": "action",
                   "values": {"c1": {"tiles": 5, "coats": 2, "cathedral": true}, "c2": {"tiles": 2}}})");
        QTest::addRow("message 2: an open cathedral city is worth 0")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0},
                          "ledger": [{"points": 10}, {"points": 0, "rule": "message.city", "detail": {"chosen": "c1"}}]})");
    }
    {
        // Message 1 without an inn: the shorter road, 2.
        TestRecord r = redOnRoad("inns messengers");
        add(r,
            R"({"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd2", "featureType": "road"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 1, "take": "action",
                   "values": {"rd1": {"tiles": 6, "inn": false}, "rd2": {"tiles": 2}}})");
        QTest::addRow("message 1 without an inn scores the shortest road")
            << r.json() << object(R"({"scores": {"red": 12}})");
    }
    {
        // Message 8 on a highwayman of an open inn road: 0, and the meeple goes home (7 again).
        TestRecord r = redOnRoad("inns messengers");
        landOnTen(r);
        add(r,
            R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 4, "inn": true}})");
        QTest::addRow("message 8 on an open inn road scores 0")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "supplies": {"red": {"meeple": 7}},
                          "board": {"figures": {"r1": null}},
                          "ledger": [{"points": 10}, {"points": 0, "rule": "message.meeple", "feature": "rd1"}]})");
    }
    {
        // Message 8 on a knight of an open cathedral city: 0.
        TestRecord r = cityContest("meeple", 0, "meeple", "inns messengers");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 8, "take": "action", "figure": "r1",
                   "values": {"tiles": 4, "coats": 1, "cathedral": true}})");
        QTest::addRow("message 8 on an open cathedral city scores 0")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 0}, "board": {"figures": {"r1": null}}})");
    }
    {
        // Decision: message 8 on a ghosted figure of a feature worth 0 pays 0 - 2 per ghost. Blue's ghost on Red's
        // highwayman of an open inn road: 0 - 2 = -2, Red 10 -> 8; the ghost back (15).
        TestRecord r = redOnRoad("inns messengers ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"}
        ])");
        landOnTen(r);
        add(r,
            R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 4, "inn": true}})");
        QTest::addRow("decision: message 8 on a ghosted highwayman of an open inn road pays -2")
            << r.json() << object(R"({"scores": {"red": 8, "blue": 0}, "generalSupply": {"ghosts": 15},
                          "ledger": [{"points": 10}, {"points": -2, "rule": "message.meeple", "from": 10, "to": 8}]})");
    }
    {
        // Message 8 takes the majority with the large meeple's weight 2: Red's large meeple ties Blue's two meeples,
        // so Red scores the open city, 1 x 4 + 1 x 1 = 5. Red 15.
        TestRecord r = cityContest("large", 2, "meeple", "inns messengers");
        landOnTen(r);
        add(r,
            R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 4, "coats": 1}})");
        QTest::addRow("message 8: the large meeple weighs 2 for the majority")
            << r.json() << object(R"({"scores": {"red": 15, "blue": 0}, "supplies": {"red": {"large": 1}},
                          "ledger": [{"points": 10}, {"points": 5, "rule": "message.meeple", "detail": {"majority": true}}]})");
    }
    {
        // Red's meeple (1) against Blue's large meeple (2): Red has no majority and scores 0; the meeple goes home.
        TestRecord r = cityContest("meeple", 1, "large", "inns messengers");
        landOnTen(r);
        add(r,
            R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 4, "coats": 1}})");
        QTest::addRow("message 8: a meeple against a large meeple scores 0")
            << r.json()
            << object(R"({"scores": {"red": 10, "blue": 0}, "board": {"figures": {"r1": null, "b1": {"feature": "c1"}}},
                          "ledger": [{"points": 10}, {"points": 0, "rule": "message.meeple", "detail": {"majority": false}}]})");
    }
    {
        // Message 5 pays a flat 2 per coat of arms, a cathedral city's too: 2 x 2 = 4, Red 14.
        TestRecord r = cityContest("meeple", 0, "meeple", "inns messengers");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 5, "take": "action", "values": {"c1": {"coats": 2}}})");
        QTest::addRow("message 5: a cathedral does not raise a coat of arms")
            << r.json() << object(R"({"scores": {"red": 14, "blue": 0}})");
    }
    {
        // Message 6 counts knights, the large meeple as one: Red's large knight in c1 and knight in c2, 2 x 2 = 4.
        TestRecord r = cityContest("large", 0, "meeple", "inns messengers");
        add(r,
            R"({"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"})");
        add(r, R"([{"type": "turn", "player": "blue"}, {"type": "turn", "player": "red"}])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 6, "take": "action"})");
        QTest::addRow("message 6: the large meeple is one knight")
            << r.json() << object(R"({"scores": {"red": 14, "blue": 0},
                          "ledger": [{"points": 10}, {"points": 4, "rule": "message.knights", "detail": {"figures": 2}}]})");
    }
    {
        // Message 7 counts farmers, the large meeple as one: 2 x 1 = 2.
        TestRecord r = game("red blue", "inns messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        landOnTen(r);
        add(r, R"({"type": "message", "tile": 7, "take": "action"})");
        QTest::addRow("message 7: the large meeple is one farmer")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 0},
                          "ledger": [{"points": 10}, {"points": 2, "rule": "message.farmers", "detail": {"figures": 1}}]})");
    }
}

void InnsTest::otherExpansions_data()
{
    outcomeColumns();
    {
        // The large meeple may be placed on a tower [rulings between the expansions]; it closes it.
        TestRecord r = game("red blue", "inns tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "t1"}
        ])");
        QTest::addRow("a large meeple may close a tower")
            << r.json() << object(R"({"board": {"features": {"t1": {"type": "tower", "floors": 1, "figures": ["r1"]}}},
                          "supplies": {"red": {"large": 0}}})");
    }
    {
        // Red 4 (road of 4). Blue captures Red's large meeple; the buy-back costs 3, not 6: Red 1, Blue 3.
        TestRecord r = game("red blue", "inns tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r0", "player": "red", "kind": "meeple", "feature": "rd0", "featureType": "road"},
            {"type": "score", "feature": "rd0", "tiles": 4},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "ransom", "figure": "r1"}
        ])");
        QTest::addRow("a captured large meeple's ransom is 3")
            << r.json() << object(R"({"scores": {"red": 1, "blue": 3}, "prisoners": {"blue": null},
                          "supplies": {"red": {"large": 1}},
                          "ledger": [{"points": 4}, {"player": "red", "points": -3}, {"player": "blue", "points": 3}]})");
    }
    {
        // Blue's ghost on Red's large knight; the city completed: 2 x 3 - 2 = 4 (one ghost, as for any meeple).
        TestRecord r = cityContest("large", 0, "meeple", "inns ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "c1", "tiles": 3}
        ])");
        QTest::addRow("a ghost on a large meeple costs 2 when it scores")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}, "generalSupply": {"ghosts": 15}})");
    }
    {
        // The large meeple takes ghosts as one meeple: the third scares it off, its ghosts back (15).
        TestRecord r = cityContest("large", 0, "meeple", "inns ghosts");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"}
        ])");
        QTest::addRow("the third ghost scares off a large meeple")
            << r.json() << object(R"({"generalSupply": {"ghosts": 15}, "supplies": {"red": {"large": 1}},
                          "board": {"figures": {"r1": null}, "features": {"c1": null}}})");
    }
    {
        // A haunted castle with 3 tiles of mist: 2 x 3 = 6 for Red's large meeple.
        TestRecord r = game("red blue", "inns ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "k1", "featureType": "castle"},
            {"type": "score", "feature": "k1", "mist": 3}
        ])");
        QTest::addRow("a large meeple may occupy a haunted castle")
            << r.json() << object(R"({"scores": {"red": 6}, "supplies": {"red": {"large": 1}}})");
    }
    {
        // A completed cemetery: 0 points, and its keeper's owner takes a guard from the general supply: 2 + 1 = 3.
        TestRecord r = game("red blue", "inns ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "y1", "featureType": "cemetery"},
            {"type": "score", "feature": "y1"}
        ])");
        QTest::addRow("a large meeple may keep a cemetery")
            << r.json() << object(R"({"scores": {"red": 0}, "supplies": {"red": {"large": 1, "guard": 3}},
                          "generalSupply": {"guards": {"red": 2}}})");
    }
    {
        // Blue's robber on 0 with Red; Red's inn road of 5 pays 2 x 5 = 10: the robber takes half, 5.
        TestRecord r = redOnRoad("inns robbers");
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 0},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 5, "inn": true}
        ])");
        QTest::addRow("a robber steals from an inn road's points")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 5}, "robbers": {}})");
    }
    {
        // The big top counts the large meeple as one figure: 1 x seal 4 = 4.
        TestRecord r = redOnRoad("inns bigtop", "large");
        add(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 1}})");
        QTest::addRow("a large meeple counts as one figure at the big top")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 0}})");
    }
}

void InnsTest::errors_data()
{
    refusalColumns();
    {
        TestRecord r = game("red blue", "");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a large meeple without Inns and Cathedrals") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "c1", "featureType": "city"})")
                                                                    << u"FigureKindNeedsExpansion(large, inns)"_s;
    }
    {
        TestRecord r = redOnRoad("inns", "large");
        QTest::addRow("a second large meeple") << withRefused(
            r,
            R"({"type": "place", "figure": "r2", "player": "red", "kind": "large", "feature": "c1", "featureType": "city"})")
                                               << u"SupplyEmpty"_s;
    }
    {
        // Only normal meeples make an acrobat pyramid [rulings between the expansions].
        TestRecord r = game("red blue", "inns bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a large meeple on an acrobat space") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "ac1", "featureType": "acrobats"})")
                                                            << u"LargeMeepleNeverAcrobat"_s;
    }
    {
        TestRecord r = game("red blue", "inns abbot");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a large meeple on a garden") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "large", "feature": "g1", "featureType": "garden"})")
                                                    << u"GardenOnlyForAbbot(large)"_s;
    }
    {
        // The large meeple is Red's one figure on the board: it counts 1 at the big top, not 2.
        TestRecord r = redOnRoad("inns bigtop", "large");
        QTest::addRow("the big top counting a large meeple as 2")
            << withRefused(r, R"({"type": "circus", "animal": "seal", "meeples": {"red": 2}})")
            << u"FieldNotWholeNumber"_s;
    }
    {
        TestRecord r = redOnRoad("");
        QTest::addRow("an inn without Inns and Cathedrals")
            << withRefused(r, R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": true})")
            << u"FlagNeedsExpansion(\"inn\", inns)"_s;
    }
    {
        TestRecord r = cityContest("meeple", 0, "meeple", "tower");
        QTest::addRow("a cathedral without Inns and Cathedrals")
            << withRefused(r, R"({"type": "score", "feature": "c1", "tiles": 5, "cathedral": true})")
            << u"FlagNeedsExpansion(\"cathedral\", inns)"_s;
    }
    {
        // `true` without the expansion is refused whatever the feature: an inn written on a city says nothing of it.
        TestRecord r = cityContest("meeple", 0, "meeple", "tower");
        QTest::addRow("an inn on a city without Inns and Cathedrals")
            << withRefused(r, R"({"type": "score", "feature": "c1", "tiles": 5, "inn": true})")
            << u"FlagNeedsExpansion(\"inn\", inns)"_s;
    }
    {
        TestRecord r = redOnRoad("");
        QTest::addRow("a cathedral on a road without Inns and Cathedrals")
            << withRefused(r, R"({"type": "score", "feature": "rd1", "tiles": 5, "cathedral": true})")
            << u"FlagNeedsExpansion(\"cathedral\", inns)"_s;
    }
    {
        TestRecord r = redOnRoad("");
        QTest::addRow("an inn at the end without Inns and Cathedrals")
            << withRefused(r, R"({"type": "end", "values": {"rd1": {"tiles": 5, "inn": true}}})")
            << u"FlagNeedsExpansion"_s;
    }
    {
        TestRecord r = redOnRoad("messengers");
        landOnTen(r);
        QTest::addRow("an inn in message 1's values without Inns and Cathedrals") << withRefused(
            r, R"({"type": "message", "tile": 1, "take": "action", "values": {"rd1": {"tiles": 5, "inn": true}}})")
                                                                                  << u"FlagNeedsExpansion"_s;
    }
    {
        TestRecord r = redOnRoad("messengers");
        landOnTen(r);
        QTest::addRow("an inn in message 8's values without Inns and Cathedrals") << withRefused(
            r,
            R"({"type": "message", "tile": 8, "take": "action", "figure": "r1", "values": {"tiles": 5, "inn": true}})")
                                                                                  << u"FlagNeedsExpansion"_s;
    }
    // `inn` and `cathedral` are true or false.
    const struct {
        const char *what;
        const char *event;
    } notFlags[] = {
        { "an inn written as a string", R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": "yes"})" },
        { "an inn written as 1", R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": 1})" },
        { "an inn written as null", R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": null})" },
        { "an inn at the end written as a string",
          R"({"type": "end", "values": {"rd1": {"tiles": 5, "inn": "true"}}})" },
    };
    for (const auto &notFlag : notFlags) {
        QTest::addRow("%s", notFlag.what) << withRefused(redOnRoad(), notFlag.event) << u"FieldNotFlag"_s;
    }
    QTest::addRow("a cathedral written as 1")
        << withRefused(cityContest("meeple", 0), R"({"type": "score", "feature": "c1", "tiles": 5, "cathedral": 1})")
        << u"FieldNotFlag"_s;
    QTest::addRow("an inn written as a string without Inns and Cathedrals")
        << withRefused(redOnRoad(""), R"({"type": "score", "feature": "rd1", "tiles": 5, "inn": "no"})")
        << u"FieldNotFlag"_s;
    QTest::addRow("an unknown expansion key") << object(R"({"format": "meeple-ledger/1",
            "players": [{"id": "red", "name": "Ana"}, {"id": "blue", "name": "Ben"}],
            "expansions": ["inns", "cathedrals"], "events": []})")
                                              << -1 << u"ExpansionUnknown(\"cathedrals\")"_s;
}

QTEST_GUILESS_MAIN(InnsTest)
#include "tst_inns.moc"
