// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Rules tests for Under the Big Top (the rules of Under the Big Top, and docs/record-format.md, "Big top and
// acrobats"). Every expected number is worked out by hand beside its row.

#include "recordtest.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

// Red keeps one meeple beside the big top and reveals the given tokens, one circus a turn.
TestRecord revealAnimals(const QStringList &animals)
{
    TestRecord r = game("red blue", "bigtop");
    add(r, R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
    ])");
    for (qsizetype i = 0; i < animals.size(); ++i) {
        add(r,
            u"[{\"type\": \"turn\", \"player\": \"%1\"},"
            " {\"type\": \"circus\", \"animal\": \"%2\", \"meeples\": {\"red\": 1}}]"_s
                .arg(i % 2 == 0 ? u"blue"_s : u"red"_s, animals.at(i))
                .toUtf8());
    }
    return r;
}

QStringList repeated(const QString &animal, int times)
{
    QStringList list;
    for (int i = 0; i < times; ++i)
        list << animal;
    return list;
}

// The 16 tokens: flea 1, monkey 4, seal 5, bear 3, tiger 2, elephant 1.
const QStringList wholeStack = repeated(u"flea"_s, 1) + repeated(u"monkey"_s, 4) + repeated(u"seal"_s, 5)
    + repeated(u"bear"_s, 3) + repeated(u"tiger"_s, 2) + repeated(u"elephant"_s, 1);

} // namespace

class BigTopTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void supplies_data();
    void supplies() { checkOutcome(); }
    void circus_data();
    void circus() { checkOutcome(); }
    void circusFigures_data();
    void circusFigures() { checkOutcome(); }
    void acrobats_data();
    void acrobats() { checkOutcome(); }
    void ringmaster_data();
    void ringmaster() { checkOutcome(); }
    void errors_data();
    void errors() { checkError(); }
    void rulesDecisions_data();
    void rulesDecisions();
};

void BigTopTest::supplies_data()
{
    outcomeColumns();
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("big top: a ringmaster each and 16 animal tokens")
            << r.json()
            << object(R"({"supplies": {"red": {"meeple": 7, "ringmaster": 1}, "blue": {"meeple": 7, "ringmaster": 1}},
                          "generalSupply": {"animals": {"flea": 1, "monkey": 4, "seal": 5, "bear": 3, "tiger": 2, "elephant": 1}}})");
    }
    {
        // 4 players with everything: 5 meeples + 2 guards (ghosts), 1 ringmaster, 7 floors (4 players), the robber.
        TestRecord r = game("red blue green yellow", "tower messengers robbers bigtop ghosts");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("all five expansions: 5 meeples, 2 guards, a ringmaster, 7 floors and a robber")
            << r.json()
            << object(R"({"supplies": {"red": {"meeple": 5, "guard": 2, "ringmaster": 1, "floors": 7, "robber": true},
                                       "yellow": {"meeple": 5, "guard": 2, "ringmaster": 1, "floors": 7, "robber": true}},
                          "generalSupply": {"ghosts": 15, "guards": {"red": 3, "yellow": 3},
                                            "animals": {"flea": 1, "monkey": 4, "seal": 5, "bear": 3, "tiger": 2, "elephant": 1}},
                          "figures": {"red": {"meeple": 0, "messenger": 0}}})");
    }
}

void BigTopTest::circus_data()
{
    outcomeColumns();
    {
        // Rules example 2: the seal is worth 4 per meeple; your 3 meeples 3 * 4 = 12, Blue's one 4. The meeples
        // stay where they are and the seal leaves the stack (5 - 1 = 4).
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "circus", "animal": "seal", "meeples": {"red": 3, "blue": 1}}
        ])");
        QTest::addRow("seal example: your 3 meeples score 12, Blue's one 4, and all stay on the board")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 4},
                          "ledger": [{"event": 9, "player": "red", "points": 12, "rule": "circus.scored"},
                                     {"event": 9, "player": "blue", "points": 4, "rule": "circus.scored"}],
                          "board": {"figures": {"r1": {"feature": "rd1"}, "r2": {"feature": "f1"}, "r3": {"feature": "c2"},
                                                "b1": {"feature": "c1"}}},
                          "supplies": {"red": {"meeple": 4}, "blue": {"meeple": 6}},
                          "generalSupply": {"animals": {"seal": 4, "flea": 1, "monkey": 4, "bear": 3, "tiger": 2, "elephant": 1}}})");
    }
    const struct {
        const char *animal;
        int value;
        int tokens;
    } animals[] = { { "flea", 1, 1 }, { "monkey", 3, 4 }, { "bear", 5, 3 }, { "tiger", 6, 2 }, { "elephant", 7, 1 } };
    for (const auto &a : animals) {
        // Two red meeples beside the big top: 2 * value.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"}
        ])");
        add(r,
            u"{\"type\": \"circus\", \"animal\": \"%1\", \"meeples\": {\"red\": 2}}"_s
                .arg(QString::fromLatin1(a.animal))
                .toUtf8());
        const QJsonObject expected {
            { u"scores"_s, QJsonObject { { u"red"_s, 2 * a.value } } },
            { u"generalSupply"_s,
              QJsonObject { { u"animals"_s, QJsonObject { { QString::fromLatin1(a.animal), a.tokens - 1 } } } } },
        };
        QTest::addRow("%s: %d per figure (2 figures = %d)", a.animal, a.value, 2 * a.value) << r.json() << expected;
    }
    {
        // Active Blue: payouts in seating order from Blue, each 1 * 3 for the monkey.
        TestRecord r = game("red blue green", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "green"},
            {"type": "place", "figure": "g1", "player": "green", "kind": "meeple", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "circus", "animal": "monkey", "meeples": {"red": 1, "blue": 1, "green": 1}}
        ])");
        QTest::addRow("circus payouts come in seating order from the active player")
            << r.json() << object(R"({"scores": {"red": 3, "blue": 3, "green": 3},
                          "ledger": [{"player": "blue", "points": 3}, {"player": "green", "points": 3}, {"player": "red", "points": 3}]})");
    }
    {
        // A ghost on r1 does not matter: tiger 1 * 6 = 6.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "circus", "animal": "tiger", "meeples": {"red": 1}}
        ])");
        QTest::addRow("ghosts do not lower the circus") << r.json() << object(R"({"scores": {"red": 6}})");
    }
    {
        // The circus is a batch: Red 4 (city of 2) with Blue's robber on 4; tiger 1 * 6 moves Red 4 -> 10 and the
        // robber steals half, rounded up: 3.
        TestRecord r = game("red blue", "bigtop robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 2, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 4},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "circus", "animal": "tiger", "meeples": {"red": 1}}
        ])");
        QTest::addRow("a robber steals from a circus payout")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 3}, "robbers": {"blue": null},
                          "ledger": [{"rule": "city.completed", "points": 4}, {"rule": "circus.scored", "points": 6},
                                     {"rule": "robber.steal", "player": "blue", "points": 3}]})");
    }
    {
        // Monkey 2 * 3 = 6 on the messenger.
        TestRecord r = game("red blue", "bigtop messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "circus", "animal": "monkey", "meeples": {"red": 2}, "movers": {"red": "messenger"}}
        ])");
        QTest::addRow("circus points go on the figure movers names")
            << r.json() << object(R"({"figures": {"red": {"meeple": 0, "messenger": 6}}})");
    }
    {
        // Game end: the last circus before the final scoring. Tiger 6 each, then road 3 (Red) and city 2 tiles + 1
        // coat = 3 (Blue): 9 each. Order: circus (seating order from Red), then features as first occupied.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "end", "values": {"rd1": {"tiles": 3}, "c1": {"tiles": 2, "coats": 1}},
             "circus": {"animal": "tiger", "meeples": {"red": 1, "blue": 1}}}
        ])");
        QTest::addRow("the last circus is scored at the end, before the final scoring")
            << r.json() << object(R"({"scores": {"red": 9, "blue": 9}, "finished": true,
                          "ledger": [{"rule": "circus.final", "player": "red", "points": 6},
                                     {"rule": "circus.final", "player": "blue", "points": 6},
                                     {"rule": "road.final", "player": "red", "points": 3},
                                     {"rule": "city.final", "player": "blue", "points": 3}]})");
    }
    // All 16 tokens, one red meeple each time: 1 + 4*3 + 5*4 + 3*5 + 2*6 + 7 = 1 + 12 + 20 + 15 + 12 + 7 = 67.
    QTest::addRow("the stack holds 16 tokens") << revealAnimals(wholeStack).json() << object(R"({"scores": {"red": 67},
                      "generalSupply": {"animals": {"flea": 0, "monkey": 0, "seal": 0, "bear": 0, "tiger": 0, "elephant": 0}}})");
}

void BigTopTest::circusFigures_data()
{
    outcomeColumns();
    {
        // A meeple on a tower beside the big top counts: r1 (tower) + r2 (road) = 2, bear 2 * 5 = 10.
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "circus", "animal": "bear", "meeples": {"red": 2}}
        ])");
        QTest::addRow("a meeple on a tower counts for the circus") << r.json() << object(R"({"scores": {"red": 10}})");
    }
    {
        // The ringmaster is a figure beside the big top like any other: 2 * 4 (seal) = 8.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "circus", "animal": "seal", "meeples": {"red": 2}}
        ])");
        QTest::addRow("the ringmaster counts for the circus") << r.json() << object(R"({"scores": {"red": 8}})");
    }
    {
        // With Tower: the ringmaster may stand on a tower, and counts there too: 1 * 4 (seal) = 4.
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "t1"},
            {"type": "circus", "animal": "seal", "meeples": {"red": 1}}
        ])");
        QTest::addRow("a ringmaster on a tower counts for the circus")
            << r.json() << object(R"({"scores": {"red": 4}, "board": {"features": {"t1": {"figures": ["rm-red"]}}}})");
    }
    {
        // Acrobats count: 1 * 1 (flea).
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "circus", "animal": "flea", "meeples": {"red": 1}}
        ])");
        QTest::addRow("an acrobat counts for the circus") << r.json() << object(R"({"scores": {"red": 1}})");
    }
    {
        // A guard counts: 1 * 7 (elephant).
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "f1", "featureType": "field"},
            {"type": "circus", "animal": "elephant", "meeples": {"red": 1}}
        ])");
        QTest::addRow("a guard counts for the circus") << r.json() << object(R"({"scores": {"red": 7}})");
    }
    {
        // Blue with no figure beside the big top: 0; Red 1 * 3.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "circus", "animal": "monkey", "meeples": {"red": 1, "blue": 0}}
        ])");
        QTest::addRow("a count of 0 scores nothing") << r.json() << object(R"({"scores": {"red": 3, "blue": 0}})");
    }
    {
        // Figures scored by the tile that brought the big top go home first; the circus only counts the ones
        // still on the board. Red: r1 scored (road of 3) and home, r2 stays: 3 + 1 * 6 (tiger) = 9.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 3},
            {"type": "circus", "animal": "tiger", "meeples": {"red": 1}}
        ])");
        QTest::addRow("the features the circus tile completed are scored first")
            << r.json() << object(R"({"scores": {"red": 9}, "supplies": {"red": {"meeple": 6}}})");
    }
}

void BigTopTest::acrobats_data()
{
    outcomeColumns();
    const char *redBlueRedPyramid = R"([
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
        {"type": "turn", "player": "blue"},
        {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
        {"type": "turn", "player": "red"},
        {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
        {"type": "turn", "player": "blue"},
        {"type": "turn", "player": "red"},
        {"type": "pyramid", "feature": "a1"}
    ])";
    {
        // Rules example: 5 per acrobat, you 2 * 5 = 10, Blue 5; the acrobats go home.
        TestRecord r = game("red blue", "bigtop");
        add(r, redBlueRedPyramid);
        QTest::addRow("pyramid example: you score 10, Blue 5")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 5},
                          "ledger": [{"event": 8, "player": "red", "points": 10, "rule": "pyramid.scored", "detail": {"acrobats": 2}},
                                     {"event": 8, "player": "blue", "points": 5, "rule": "pyramid.scored", "detail": {"acrobats": 1}}],
                          "supplies": {"red": {"meeple": 7}, "blue": {"meeple": 7}},
                          "board": {"features": {"a1": null}, "figures": {"r1": null, "r2": null, "b1": null}}})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, redBlueRedPyramid);
        add(r, R"([
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "a1", "featureType": "acrobats"}
        ])");
        QTest::addRow("a new pyramid may start on the same space after scoring")
            << r.json() << object(R"({"board": {"features": {"a1": {"type": "acrobats", "figures": ["b2"]}}}})");
    }
    {
        // Green has no acrobat in it and may still score it: Red 10, Blue 5, Green 0.
        TestRecord r = game("red blue green", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "green"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "green"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("a player with no acrobat in the pyramid may score it")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 5, "green": 0}})");
    }
    {
        // One colour: 3 * 5 = 15.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("a pyramid of one colour: 3 * 5 = 15") << r.json() << object(R"({"scores": {"red": 15}})");
    }
    {
        // Two ghosts on r1: Red 2 * 5 - 2 * 2 = 6, Blue 5; the ghosts go back (15).
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "r1", "reason": "limit"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("ghosts on acrobats: -2 each in the pyramid")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 5}, "generalSupply": {"ghosts": 15},
                          "ledger": [{"player": "red", "points": 6, "detail": {"acrobats": 2, "ghosts": 2}},
                                     {"player": "blue", "points": 5}]})");
    }
    {
        // A guard is placed "as any other meeple", acrobat included: Red 2 * 5 = 10, Blue 5; the guard goes home.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "g1", "player": "red", "kind": "guard", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("a guard may be an acrobat")
            << r.json()
            << object(R"({"scores": {"red": 10, "blue": 5}, "supplies": {"red": {"guard": 2, "meeple": 5}}})");
    }
    {
        // At the end 5 per acrobat whatever the pyramid: a1 holds r1 alone, a2 is full but unscored (b1, r2, b2).
        // Red 2 * 5 = 10, Blue 2 * 5 = 10.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a2", "featureType": "acrobats"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a2"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "a2"},
            {"type": "turn", "player": "red"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("acrobats score 5 each at the end, whatever the pyramid's size")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 10}, "finished": true})");
    }
    {
        // At the end the acrobat scores 5, then -1 for its ghost: 4.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "r1", "reason": "expand"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("a ghost on an acrobat costs 1 at the end") << r.json() << object(R"({"scores": {"red": 4}})");
    }
    {
        // Red 4 (city of 2) with Blue's robber on 4; the pyramid of three red acrobats pays 15 (4 -> 19): the
        // robber steals half of 15, rounded up, 8.
        TestRecord r = game("red blue", "bigtop robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r4", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 2, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 4},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r3", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "pyramid", "feature": "a1"}
        ])");
        QTest::addRow("a pyramid is a batch: a robber steals from it")
            << r.json() << object(R"({"scores": {"red": 19, "blue": 8}, "robbers": {"blue": null}})");
    }
    {
        // A tower may take any acrobat of a full pyramid, the bottom ones included: b1 goes, r1 and r2 stay.
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1", "capture": "b1"}
        ])");
        QTest::addRow("a tower may capture any acrobat of a full pyramid")
            << r.json() << object(R"({"board": {"features": {"a1": {"figures": ["r1", "r2"]}}},
                          "prisoners": {"red": [{"figure": "b1", "owner": "blue", "kind": "meeple"}]}})");
    }
}

void BigTopTest::ringmaster_data()
{
    outcomeColumns();
    {
        // Rules example: the road 5, then 4 circus and acrobat tiles * 2 = 8: 13 in all, in two payouts.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 5, "ringmaster": {"rm-red": 4}}
        ])");
        QTest::addRow("ringmaster example: road 5 + 4 circus and acrobat tiles * 2 = 13")
            << r.json() << object(R"({"scores": {"red": 13},
                          "ledger": [{"event": 4, "player": "red", "points": 5, "rule": "road.completed", "from": 0, "to": 5},
                                     {"event": 4, "player": "red", "points": 8, "rule": "ringmaster.bonus", "from": 5, "to": 13,
                                      "detail": {"ringmaster": "rm-red", "tiles": 4}}],
                          "supplies": {"red": {"ringmaster": 1}}})");
    }
    {
        // Blue's 2 meeples beat the ringmaster: Blue 4 for the road; the ringmaster still earns 3 * 2 = 6, after it.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "rd3", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["rd1", "rd2", "rd3"], "into": "rd1"},
            {"type": "score", "feature": "rd1", "tiles": 4, "ringmaster": {"rm-red": 3}}
        ])");
        QTest::addRow("the ringmaster bonus is paid without the majority, after the feature's payouts")
            << r.json() << object(R"({"scores": {"red": 6, "blue": 4},
                          "ledger": [{"player": "blue", "points": 4, "rule": "road.completed"},
                                     {"player": "red", "points": 6, "rule": "ringmaster.bonus"}]})");
    }
    {
        // Ringmaster against one Blue knight: a 1-1 tie, both score 3 tiles + 1 coat = 6 + 2 = 8; then Red's
        // bonus 2 * 2 = 4: Red 12, Blue 8.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "c2", "featureType": "city"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["c1", "c2"], "into": "c1"},
            {"type": "score", "feature": "c1", "tiles": 3, "coats": 1, "ringmaster": {"rm-red": 2}}
        ])");
        QTest::addRow("the ringmaster counts as one normal figure for the majority")
            << r.json() << object(R"({"scores": {"red": 12, "blue": 8},
                          "ledger": [{"player": "red", "points": 8, "rule": "city.completed"},
                                     {"player": "blue", "points": 8, "rule": "city.completed"},
                                     {"player": "red", "points": 4, "rule": "ringmaster.bonus"}]})");
    }
    {
        // Red 4 (city of 2), Blue's robber on 4. Road 5 then bonus 4 * 2 = 8: Red 4 + 5 + 8 = 17. The robber
        // takes the first movement of Red's meeple, the road: half of 5 rounded up = 3 (not 4 from the bonus).
        TestRecord r = game("red blue", "bigtop robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 2, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 4},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 5, "ringmaster": {"rm-red": 4}}
        ])");
        QTest::addRow("the bonus comes after the feature's payout: the robber steals from the road")
            << r.json() << object(R"({"scores": {"red": 17, "blue": 3}, "robbers": {"blue": null},
                          "ledger": [{"points": 4}, {"rule": "road.completed", "points": 5},
                                     {"rule": "ringmaster.bonus", "points": 8},
                                     {"rule": "robber.steal", "player": "blue", "points": 3, "detail": {"stolen": 5}}]})");
    }
    {
        // Red 4 with Blue's robber on 4; Blue's 2 meeples take the road (Blue 4), Red only gets the bonus
        // 3 * 2 = 6 (4 -> 10), a payout of the same batch: the robber steals 3 from it. Blue 4 + 3 = 7.
        TestRecord r = game("red blue", "bigtop robbers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"},
            {"type": "score", "feature": "c1", "tiles": 2, "coats": 0},
            {"type": "turn", "player": "blue"},
            {"type": "robber", "player": "blue", "space": 4},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd2", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "rd3", "featureType": "road"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["rd1", "rd2", "rd3"], "into": "rd1"},
            {"type": "score", "feature": "rd1", "tiles": 4, "ringmaster": {"rm-red": 3}}
        ])");
        QTest::addRow("a robber can steal from the ringmaster bonus")
            << r.json() << object(R"({"scores": {"red": 10, "blue": 7}, "robbers": {"blue": null}})");
    }
    {
        // One ghost on the ringmaster: road 5 - 2 = 3, the bonus untouched 4 * 2 = 8: 11.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "rm-red", "reason": "expand"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "rd1", "tiles": 5, "ringmaster": {"rm-red": 4}}
        ])");
        QTest::addRow("ghosts never reduce the ringmaster bonus")
            << r.json()
            << object(
                   R"({"scores": {"red": 11}, "ledger": [{"points": 3}, {"rule": "ringmaster.bonus", "points": 8}]})");
    }
    {
        // Monastery 9 + 2 tiles * 2 = 13.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "score", "feature": "m1", "ringmaster": {"rm-red": 2}}
        ])");
        QTest::addRow("a ringmaster monk: 9 + 2 * 2 = 13") << r.json() << object(R"({"scores": {"red": 13}})");
    }
    {
        // FAQ 1/2021: no bonus on other features; a castle pays 2 * 2 mist = 4 only, and needs no count.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "k1", "featureType": "castle"},
            {"type": "score", "feature": "k1", "mist": 2}
        ])");
        QTest::addRow("FAQ 1/2021: a ringmaster on a castle earns no bonus")
            << r.json() << object(R"({"scores": {"red": 4}, "ledger": [{"rule": "castle.completed", "points": 4}]})");
    }
    {
        // Final scoring: a field with 2 completed cities 2 * 3 = 6, then 3 tiles * 2 = 6: 12.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"f1": {"cities": 2, "ringmaster": {"rm-red": 3}}}}
        ])");
        QTest::addRow("a ringmaster farmer at the end: field 6 + bonus 6")
            << r.json() << object(R"({"scores": {"red": 12},
                          "ledger": [{"rule": "field.final", "points": 6}, {"rule": "ringmaster.final", "points": 6}]})");
    }
    {
        // Incomplete road of 3 at the end + 1 tile * 2 = 5.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"rd1": {"tiles": 3, "ringmaster": {"rm-red": 1}}}}
        ])");
        QTest::addRow("a ringmaster on an incomplete road at the end: 3 + 2 = 5")
            << r.json() << object(R"({"scores": {"red": 5}})");
    }
    {
        // Blue's 2 farmers take the field (1 city = 3); the ringmaster still earns 2 * 2 = 4.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "f1", "featureType": "field"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "f2", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "f3", "featureType": "field"},
            {"type": "turn", "player": "red"},
            {"type": "merge", "features": ["f1", "f2", "f3"], "into": "f1"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {"f1": {"cities": 1, "ringmaster": {"rm-red": 2}}}}
        ])");
        QTest::addRow("the ringmaster bonus at the end without the majority")
            << r.json() << object(R"({"scores": {"red": 4, "blue": 3}})");
    }
    {
        // A ringmaster on a tower scores nothing at the end and needs no count.
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "tower", "tower": "t1"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "t1"},
            {"type": "turn", "player": "blue"},
            {"type": "end", "values": {}}
        ])");
        QTest::addRow("a ringmaster on a tower scores nothing at the end")
            << r.json() << object(R"({"scores": {"red": 0}, "finished": true})");
    }
    {
        // Road 3 and bonus 4 * 2 = 8 both on the messenger: 11.
        TestRecord r = game("red blue", "bigtop messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 3, "ringmaster": {"rm-red": 4}, "movers": {"red": "messenger"}}
        ])");
        QTest::addRow("the bonus follows the player's movers entry by default")
            << r.json() << object(R"({"figures": {"red": {"meeple": 0, "messenger": 11}}})");
    }
    {
        // Road 3 on the meeple, bonus 8 on the messenger.
        TestRecord r = game("red blue", "bigtop messengers");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "score", "feature": "rd1", "tiles": 3, "ringmaster": {"rm-red": 4}, "movers": {"red": "meeple"},
             "bonusMovers": {"red": "messenger"}}
        ])");
        QTest::addRow("bonusMovers puts the bonus on another figure")
            << r.json() << object(R"({"figures": {"red": {"meeple": 3, "messenger": 8}}})");
    }
}

void BigTopTest::errors_data()
{
    errorColumns();
    const struct {
        const char *animal;
        int tokens;
    } stack[] = { { "flea", 1 }, { "monkey", 4 }, { "seal", 5 }, { "bear", 3 }, { "tiger", 2 }, { "elephant", 1 } };
    for (const auto &s : stack) {
        const TestRecord r = revealAnimals(repeated(QString::fromLatin1(s.animal), s.tokens + 1));
        QTest::addRow("revealing %s number %d (the stack has %d)", s.animal, s.tokens + 1, s.tokens)
            << r.json() << r.size() - 1;
    }
    {
        const TestRecord r = revealAnimals({ u"lion"_s });
        QTest::addRow("an animal that is not in the stack") << r.json() << r.size() - 1;
    }
    {
        const TestRecord r = revealAnimals(wholeStack + QStringList { u"flea"_s });
        QTest::addRow("a seventeenth circus after the whole stack") << r.json() << r.size() - 1;
    }
    {
        // Red has 2 figures on the board.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"}
        ])");
        QTest::addRow("a circus count above the player's figures on the board")
            << withRefused(r, R"({"type": "circus", "animal": "bear", "meeples": {"red": 3}})");
    }
    {
        // r1 is Blue's prisoner, so Red has only r2 on the board.
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "c1", "featureType": "city"}
        ])");
        QTest::addRow("a circus count that includes a prisoner")
            << withRefused(r, R"({"type": "circus", "animal": "bear", "meeples": {"red": 2}})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("a negative circus count")
            << withRefused(r, R"({"type": "circus", "animal": "bear", "meeples": {"red": -1}})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("a circus count for a player not in the game")
            << withRefused(r, R"({"type": "circus", "animal": "bear", "meeples": {"red": 1, "purple": 1}})");
    }
    {
        TestRecord r = game("red blue", "tower ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("a circus without the big top expansion")
            << withRefused(r, R"({"type": "circus", "animal": "bear", "meeples": {"red": 1}})");
    }
    {
        // The only elephant is gone: the last circus at the end cannot reveal another.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "circus", "animal": "elephant", "meeples": {"red": 1}},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a second elephant at the end") << withRefused(
            r,
            R"({"type": "end", "values": {"rd1": {"tiles": 2}}, "circus": {"animal": "elephant", "meeples": {"red": 1}}})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a last circus count above the figures on the board") << withRefused(
            r,
            R"({"type": "end", "values": {"rd1": {"tiles": 2}}, "circus": {"animal": "seal", "meeples": {"red": 1, "blue": 1}}})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("a fourth acrobat") << withRefused(
            r, R"({"type": "place", "figure": "b2", "player": "blue", "kind": "meeple", "feature": "a1"})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a pyramid of two acrobats") << withRefused(r, R"({"type": "pyramid", "feature": "a1"})");
    }
    {
        TestRecord r = game("red blue", "bigtop tower");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "tower", "tower": "t1", "capture": "r2"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a pyramid a tower has broken up") << withRefused(r, R"({"type": "pyramid", "feature": "a1"})");
    }
    {
        // The third ghost sends b1 home: two acrobats are left, not a pyramid.
        TestRecord r = game("red blue", "bigtop ghosts");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "b1", "reason": "expand"},
            {"type": "place", "figure": "r2", "player": "red", "kind": "meeple", "feature": "a1"},
            {"type": "turn", "player": "blue"},
            {"type": "ghost", "figure": "b1", "reason": "limit"},
            {"type": "turn", "player": "red"},
            {"type": "ghost", "figure": "b1", "reason": "expand"}
        ])");
        QTest::addRow("a pyramid a third ghost has broken up")
            << withRefused(r, R"({"type": "pyramid", "feature": "a1"})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("the ringmaster as an acrobat") << withRefused(
            r,
            R"({"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "a1", "featureType": "acrobats"})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("the ringmaster joining a pyramid") << withRefused(
            r, R"({"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "a1"})");
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("a pyramid on a road") << withRefused(r, R"({"type": "pyramid", "feature": "rd1"})");
    }
    {
        TestRecord r = game("red blue", "tower");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("an acrobat without the big top expansion") << withRefused(
            r,
            R"({"type": "place", "figure": "r1", "player": "red", "kind": "meeple", "feature": "a1", "featureType": "acrobats"})");
    }
    {
        TestRecord r = game("red blue", "tower ghosts");
        add(r, R"({"type": "turn", "player": "red"})");
        QTest::addRow("a ringmaster without the big top expansion") << withRefused(
            r,
            R"({"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"})");
    }
    {
        // One ringmaster per player.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("a second ringmaster") << withRefused(
            r,
            R"({"type": "place", "figure": "rm-red2", "player": "red", "kind": "ringmaster", "feature": "rd2", "featureType": "road"})");
    }
    for (int count : { 10, -1 }) {
        // Ringmaster counts are 0-9.
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("a ringmaster count of %d", count) << withRefused(
            r,
            u"{\"type\": \"score\", \"feature\": \"rd1\", \"tiles\": 3, \"ringmaster\": {\"rm-red\": %1}}"_s.arg(count)
                .toUtf8());
    }
}

void BigTopTest::rulesDecisions_data()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<int>("event");
    QTest::addColumn<QString>("named");
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("decision 4: a completed road with a ringmaster and no count is refused, naming it")
            << withRefused(r, R"({"type": "score", "feature": "rd1", "tiles": 3})") << u"rm-red"_s;
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "m1", "featureType": "monastery"},
            {"type": "turn", "player": "blue"},
            {"type": "turn", "player": "red"}
        ])");
        QTest::addRow("decision 4: a completed monastery with a ringmaster and no count is refused, naming it")
            << withRefused(r, R"({"type": "score", "feature": "m1"})") << u"rm-red"_s;
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "rd1", "featureType": "road"},
            {"type": "turn", "player": "blue"}
        ])");
        QTest::addRow("decision 4: a final scoring entry without its ringmaster's count is refused, naming it")
            << withRefused(r, R"({"type": "end", "values": {"rd1": {"tiles": 3}}})") << u"rm-red"_s;
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "r-red1", "player": "red", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("decision 4: a count for a normal meeple is refused")
            << withRefused(r, R"({"type": "score", "feature": "rd1", "tiles": 3, "ringmaster": {"r-red1": 2}})")
            << u"r-red1"_s;
    }
    {
        TestRecord r = game("red blue", "bigtop");
        add(r, R"([
            {"type": "turn", "player": "red"},
            {"type": "place", "figure": "rm-red", "player": "red", "kind": "ringmaster", "feature": "c1", "featureType": "city"},
            {"type": "turn", "player": "blue"},
            {"type": "place", "figure": "b1", "player": "blue", "kind": "meeple", "feature": "rd1", "featureType": "road"}
        ])");
        QTest::addRow("decision 4: a count for a ringmaster standing on another feature is refused")
            << withRefused(r, R"({"type": "score", "feature": "rd1", "tiles": 2, "ringmaster": {"rm-red": 2}})")
            << u"rm-red"_s;
    }
}

void BigTopTest::rulesDecisions()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    QFETCH(QString, named);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QCOMPARE(outcome.error.event, event);
    QVERIFY2(outcome.error.reason().contains(named), qPrintable(outcome.error.message()));
}

QTEST_GUILESS_MAIN(BigTopTest)
#include "tst_bigtop.moc"
