// Rules tests for The Messengers (shared/rules/the-messengers.md) as the record format states it
// (shared/spec/game-record.md, "Messages"): dark spaces and turn parts, chains, the eight message tiles,
// the final addition, the errors, and the rules decisions 1 and 9 of docs/rules-decisions.md.
// Every expected number is worked out by hand from the rules beside its row.

#include "testrecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <initializer_list>

using namespace Qt::StringLiterals;

namespace {

QString str(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QStringList strs(std::initializer_list<const char *> items)
{
    QStringList result;
    for (const char *item : items)
        result.append(str(item));
    return result;
}

// A typo in a test's JSON is a bug in the test, never a finding about the engine: stop at once.
QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("invalid JSON in a test (%s): %s", qPrintable(error.errorString()), text);
    return document.object();
}

/** A record under construction, written with plain literals. */
class Game
{
public:
    explicit Game(std::initializer_list<const char *> players, std::initializer_list<const char *> expansions = {})
        : m_record(strs(players), strs(expansions))
    {
    }

    Game &turn(const char *player)
    {
        m_record.turn(str(player));
        return *this;
    }

    Game &place(const char *figure, const char *player, const char *feature, const char *featureType = nullptr,
                const char *kind = "meeple")
    {
        m_record.place(str(figure), str(player), str(kind), str(feature), featureType ? str(featureType) : QString());
        return *this;
    }

    Game &score(const char *feature, const char *fields = "{}")
    {
        m_record.score(str(feature), json(fields));
        return *this;
    }

    Game &merge(std::initializer_list<const char *> features, const char *into)
    {
        return add({ { u"type"_s, u"merge"_s },
                     { u"features"_s, QJsonArray::fromStringList(strs(features)) },
                     { u"into"_s, str(into) } });
    }

    Game &adjust(const char *player, int points, const char *mover = nullptr)
    {
        QJsonObject e { { u"type"_s, u"adjust"_s },
                        { u"player"_s, str(player) },
                        { u"points"_s, points },
                        { u"reason"_s, u"the table agreed"_s } };
        if (mover)
            e.insert(u"mover"_s, str(mover));
        return add(e);
    }

    Game &remove(const char *figure)
    {
        return add({ { u"type"_s, u"remove"_s }, { u"figure"_s, str(figure) }, { u"reason"_s, u"misplaced"_s } });
    }

    Game &ghost(const char *figure, const char *reason)
    {
        return add({ { u"type"_s, u"ghost"_s }, { u"figure"_s, str(figure) }, { u"reason"_s, str(reason) } });
    }

    Game &robber(const char *player, int space)
    {
        return add({ { u"type"_s, u"robber"_s }, { u"player"_s, str(player) }, { u"space"_s, space } });
    }

    Game &steal(const char *robber, const char *from, const char *figure = nullptr, const char *mover = nullptr)
    {
        QJsonObject e { { u"type"_s, u"steal"_s }, { u"robber"_s, str(robber) }, { u"from"_s, str(from) } };
        if (figure)
            e.insert(u"figure"_s, str(figure));
        if (mover)
            e.insert(u"mover"_s, str(mover));
        return add(e);
    }

    Game &message(int tile, const char *take, const char *fields = "{}")
    {
        QJsonObject e = json(fields);
        e.insert(u"type"_s, u"message"_s);
        e.insert(u"tile"_s, tile);
        e.insert(u"take"_s, str(take));
        return add(e);
    }

    Game &end(const char *values = "{}", const char *fields = "{}")
    {
        QJsonObject e = json(fields);
        e.insert(u"type"_s, u"end"_s);
        e.insert(u"values"_s, json(values));
        return add(e);
    }

    /** Any event, written as JSON (for the malformed ones). */
    Game &event(const char *text) { return add(json(text)); }

    /** Index of the event added last. */
    [[nodiscard]] int last() const { return m_record.size() - 1; }

    [[nodiscard]] QJsonObject record() const { return m_record.json(); }

private:
    Game &add(const QJsonObject &e)
    {
        m_record.event(e);
        return *this;
    }

    TestRecord m_record;
};

QString show(const QJsonValue &value)
{
    if (value.isUndefined())
        return u"(missing)"_s;
    const QByteArray text = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            if (!same(it.value(), y.value(it.key())))
                return false;
        }
        return true;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i) {
            if (!same(x.at(i), y.at(i)))
                return false;
        }
        return true;
    }
    return a == b;
}

// `wanted` names a part of `actual`: objects by the keys it gives, everything else in full.
bool covers(const QJsonValue &actual, const QJsonValue &wanted)
{
    if (!wanted.isObject())
        return same(actual, wanted);
    if (!actual.isObject())
        return false;
    const QJsonObject a = actual.toObject();
    const QJsonObject w = wanted.toObject();
    for (auto it = w.begin(); it != w.end(); ++it) {
        if (!a.contains(it.key()) || !covers(a.value(it.key()), it.value()))
            return false;
    }
    return true;
}

// `scores`, `robbers`, `owed` and `finished` are compared in full, so a player or robber the row does not
// name is a mismatch. `figures` and `supplies` only for the players and figures named. `ledger`: every
// entry named must match some entry. `warnings`: same length, entry by entry. `onBoard`: the ids of all
// figures on the board.
QStringList mismatches(const QJsonObject &output, const QJsonObject &expected)
{
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QString key = it.key();
        const QJsonValue want = it.value();
        if (key == u"onBoard"_s) {
            QStringList got = output.value(u"board"_s).toObject().value(u"figures"_s).toObject().keys();
            QStringList wanted;
            for (const QJsonValue &id : want.toArray())
                wanted.append(id.toString());
            got.sort();
            wanted.sort();
            if (got != wanted)
                problems << u"board figures: expected ["_s + wanted.join(u", "_s) + u"], got ["_s + got.join(u", "_s)
                        + u']';
            continue;
        }
        const QJsonValue got = output.value(key);
        bool ok = true;
        if (key == u"figures"_s || key == u"supplies"_s) {
            ok = covers(got, want);
        } else if (key == u"ledger"_s) {
            for (const QJsonValue &entry : want.toArray()) {
                bool found = false;
                for (const QJsonValue &actual : got.toArray())
                    found = found || covers(actual, entry);
                if (!found)
                    problems << u"ledger: no entry like "_s + show(entry) + u" in "_s + show(got);
            }
            continue;
        } else if (key == u"warnings"_s) {
            const QJsonArray w = want.toArray();
            const QJsonArray g = got.toArray();
            ok = got.isArray() && w.size() == g.size();
            for (qsizetype i = 0; ok && i < w.size(); ++i)
                ok = covers(g.at(i), w.at(i));
        } else {
            ok = same(got, want);
        }
        if (!ok)
            problems << key + u": expected "_s + show(want) + u", got "_s + show(got);
    }
    return problems;
}

void addReplayColumns()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QJsonObject>("expected");
}

void verifyReplay()
{
    QFETCH(QJsonObject, record);
    QFETCH(QJsonObject, expected);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(outcome.ok, qPrintable(u"the record was refused: "_s + outcome.error.message()));
    const QStringList problems = mismatches(outcome.output, expected);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n   "_s)));
}

// A setup error names no event: `event` is -1 and the type is not compared.
void verifyRefused()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    QFETCH(QString, type);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QVERIFY2(outcome.error.event == event,
             qPrintable(u"refused at event %1 instead of %2: "_s.arg(outcome.error.event).arg(event)
                        + outcome.error.message()));
    if (event >= 0)
        QCOMPARE(outcome.error.type, type);
}

// The usual opening of a message row: red's scoring meeple stops on dark space 10 with a completed
// 10-tile road (its figure r0 goes back), so red owes one message.
Game &landOnTen(Game &g)
{
    return g.place("r0", "red", "rd0", "road").score("rd0", R"({"tiles": 10})");
}

} // namespace

class TestMessengers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void darkSpaces_data();
    void darkSpaces() { verifyReplay(); }
    void chains_data();
    void chains() { verifyReplay(); }
    void messageTiles_data();
    void messageTiles() { verifyReplay(); }
    void finalScoring_data();
    void finalScoring() { verifyReplay(); }
    void refused_data();
    void refused() { verifyRefused(); }
};

void TestMessengers::darkSpaces_data()
{
    addReplayColumns();

    {
        // messengers-owed.json with other numbers
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 20})");
        QTest::addRow("a forward landing on a dark space owes a message")
            << g.record()
            // 0 + 20 = 20, a multiple of 5
            << json(R"({"scores": {"red": 20, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        // messengers-dark-space.json with other numbers
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 15})");
        g.message(7, "points", R"({"mover": "messenger"})");
        QTest::addRow("a drawn message settles what was owed")
            << g.record()
            // meeple 15, messenger 0 + 2 = 2: 17
            << json(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"meeple": 15, "messenger": 2}},
                        "owed": []})");
    }

    Game twoFeatures({ "red", "blue" }, { "messengers" });
    twoFeatures.turn("red").place("r1", "red", "rd", "road");
    twoFeatures.turn("blue");
    twoFeatures.turn("red").place("r2", "red", "c1", "city");
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 5})").score("c1", R"({"tiles": 5, "coats": 0, "movers": {"red": "messenger"}})");
        QTest::addRow("both figures on dark spaces still owe one message")
            << g.record()
            // meeple 0 + 5 = 5, messenger 0 + 5 × 2 = 10: both dark, one message
            << json(R"({"scores": {"red": 15, "blue": 0}, "figures": {"red": {"meeple": 5, "messenger": 10}},
                        "owed": [{"type": "message", "player": "red"}]})");
        g.message(1, "points");
        QTest::addRow("one message settles both dark spaces")
            << g.record()
            // meeple 5 + 2 = 7
            << json(R"({"scores": {"red": 17, "blue": 0}, "owed": []})");
    }
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 5})").score("c1", R"({"tiles": 2, "coats": 0})");
        QTest::addRow("only the end position counts: a dark space stopped on in between owes nothing")
            << g.record()
            // meeple 0 → 5 (dark) → 5 + 4 = 9
            << json(R"({"scores": {"red": 9, "blue": 0}, "owed": []})");
    }
    {
        Game g = twoFeatures;
        g.score("rd", R"({"tiles": 3})").score("c1", R"({"tiles": 1, "coats": 0})");
        QTest::addRow("only the end position counts: ending on a dark space owes")
            << g.record()
            // meeple 0 → 3 → 3 + 2 = 5
            << json(R"({"scores": {"red": 5, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").score("rd", R"({"tiles": 5})");
        QTest::addRow("only the active player draws messages")
            << g.record()
            // blue 0 + 5 = 5 in red's turn
            << json(R"({"scores": {"red": 0, "blue": 5}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})");
        g.message(1, "points", R"({"mover": "messenger"})");
        g.turn("blue");
        g.turn("red").place("r2", "red", "c1", "city");
        g.score("c1", R"({"tiles": 2, "coats": 0, "movers": {"red": "messenger"}})");
        QTest::addRow("a figure left on a dark space in an earlier turn owes nothing")
            << g.record()
            // meeple still on 10 from the first turn; this turn only the messenger moved: 2 + 4 = 6
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 6}},
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").adjust("red", 11).place("r1", "red", "rd", "road").ghost("r1", "limit");
        g.score("rd", R"({"tiles": 1})");
        QTest::addRow("a backward last movement onto a dark space owes nothing")
            << g.record()
            // 1 − 2 × 1 = −1: 11 → 10
            << json(R"({"scores": {"red": 10, "blue": 0}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").adjust("red", 9).place("r1", "red", "rd", "road").ghost("r1", "limit");
        g.score("rd", R"({"tiles": 3})");
        QTest::addRow("a forward landing reduced by a ghost still owes")
            << g.record()
            // 3 − 2 × 1 = 1: 9 → 10
            << json(R"({"scores": {"red": 10, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 45).place("r1", "red", "rd", "road").score("rd", R"({"tiles": 5})");
        QTest::addRow("space 50 is the dark space 0 of the next lap")
            << g.record()
            // 45 + 5 = 50
            << json(R"({"scores": {"red": 50, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "robbers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").robber("red", 0).score("rd", R"({"tiles": 10})");
        QTest::addRow("rogue points landing on a dark space owe the active player a message")
            << g.record()
            // blue 0 + 10 = 10 (not active); red steals ⌈10 / 2⌉ = 5: 0 → 5
            << json(R"({"scores": {"red": 5, "blue": 10}, "robbers": {},
                        "owed": [{"type": "message", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "robbers" });
        g.turn("red");
        g.turn("blue").robber("blue", 0);
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 9})");
        QTest::addRow("rogue points of another player owe nothing")
            << g.record()
            // red 0 + 9 = 9; blue steals ⌈9 / 2⌉ = 5 and lands on 5 in red's turn
            << json(R"({"scores": {"red": 9, "blue": 5}, "robbers": {}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})");
        g.turn("blue");
        QTest::addRow("a turn that ends with a message owed leaves a warning")
            << g.record() << json(R"({"scores": {"red": 10, "blue": 0}, "owed": [],
                        "warnings": [{"event": 3, "rule": "message.notDrawn", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rd", "road").score("rd", R"({"tiles": 10})").end();
        QTest::addRow("a game that ends with a message owed leaves a warning")
            << g.record() << json(R"({"scores": {"red": 10, "blue": 0}, "owed": [], "finished": true,
                        "warnings": [{"event": 3, "rule": "message.notDrawn", "player": "red"}]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "tower" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").event(R"({"type": "tower", "tower": "t1", "capture": "r1"})");
        g.turn("red").place("r2", "red", "rd", "road").score("rd", R"({"tiles": 13})");
        g.event(R"({"type": "ransom", "figure": "r1"})");
        QTest::addRow("a ransom after the scoring makes the last movement backwards")
            << g.record()
            // red 0 + 13 = 13, then pays 3: 10 is dark but reached backwards; blue receives 3
            << json(R"({"scores": {"red": 10, "blue": 3}, "owed": []})");
    }
}

void TestMessengers::chains_data()
{
    addReplayColumns();

    Game chain({ "red", "blue" }, { "messengers" });
    chain.turn("red").adjust("red", 3, "messenger");
    landOnTen(chain).message(2, "points", R"({"mover": "messenger"})");
    QTest::addRow("a message's points landing on a dark space owe the next message")
        << chain.record()
        // meeple 10; the message moves the messenger 3 → 5
        << json(R"({"scores": {"red": 15, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 5}},
                    "owed": [{"type": "message", "player": "red"}]})");
    chain.message(6, "points", R"({"mover": "messenger"})");
    QTest::addRow("the chain ends when a message's points stop on a light space")
        << chain.record()
        // messenger 5 → 7
        << json(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 7}},
                    "owed": []})");
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(2, "points", R"({"mover": "messenger"})");
        QTest::addRow("only the message's own points count for the next message")
            << g.record()
            // the meeple still stands on 10, but the message only moved the messenger 0 → 2
            << json(R"({"scores": {"red": 12, "blue": 0}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 5}}})");
        QTest::addRow("a message action's points landing on a dark space owe the next message")
            << g.record()
            // meeple 10 + road rdA 5 = 15
            << json(R"({"scores": {"red": 15, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    }

    Game extraTile({ "red", "blue" }, { "messengers" });
    extraTile.turn("red");
    landOnTen(extraTile).message(4, "action");
    QTest::addRow("message 4: the extra tile scores nothing by itself")
        << extraTile.record() << json(R"({"scores": {"red": 10, "blue": 0}, "owed": [],
                    "ledger": [{"event": 3, "rule": "message.extraTile", "player": "red", "points": 0}]})");
    extraTile.place("r1", "red", "rd1", "road").score("rd1", R"({"tiles": 5})");
    QTest::addRow("message 4: the extra tile is a new turn part that owes again")
        << extraTile.record()
        // 10 + 5 = 15 in the extra tile's turn part
        << json(R"({"scores": {"red": 15, "blue": 0}, "owed": [{"type": "message", "player": "red"}]})");
    extraTile.message(5, "points").turn("blue");
    QTest::addRow("message 4: the extra tile's message is drawn in the same turn")
        << extraTile.record()
        // 15 + 2 = 17; nothing left for a warning
        << json(R"({"scores": {"red": 17, "blue": 0}, "owed": [], "warnings": []})");
}

void TestMessengers::messageTiles_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "points", R"({"mover": "messenger"})");
        QTest::addRow("take points: 2 points instead of the action")
            << g.record()
            << json(R"({"scores": {"red": 12, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 2}},
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red").place("r2", "red", "rdB", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action",
                             R"({"values": {"rdA": {"tiles": 4}, "rdB": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: the smallest of the player's roads, and the figures stay")
            << g.record()
            // min(4, 3) = 3; r1 and r2 stay: 7 − 2 = 5 in supply
            << json(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 3}},
                        "supplies": {"red": {"meeple": 5}}, "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").place("b1", "blue", "rdB", "road");
        g.turn("red");
        g.turn("blue").place("b2", "blue", "rdC", "road").merge({ "rdA", "rdB", "rdC" }, "rdA");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 6}}, "mover": "messenger"})");
        QTest::addRow("message 1: a road the player does not control counts")
            << g.record()
            // blue has 2 highwaymen to red's 1; red still scores 6 and blue nothing
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").place("r1", "red", "rdA", "road").ghost("r1", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: a ghost on the highwayman costs nothing")
            << g.record()
            // the feature only: 3, not 3 − 2
            << json(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "rdA", "road", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {"rdA": {"tiles": 3}}, "mover": "messenger"})");
        QTest::addRow("message 1: a ringmaster on the road adds no bonus")
            << g.record()
            // the feature only: 3; the ringmaster stays on the road
            << json(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}, "onBoard": ["rm"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "cB", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(
            2, "action",
            R"({"values": {"cA": {"tiles": 2, "coats": 2}, "cB": {"tiles": 3, "coats": 0}}, "mover": "messenger"})");
        QTest::addRow("message 2: the smallest city at 1 per tile and 1 per coat")
            << g.record()
            // cA 2 + 2 = 4, cB 3 + 0 = 3: 3
            << json(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}},
                        "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "mA", "monastery");
        g.turn("blue");
        g.turn("red").place("r2", "red", "mB", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action",
                             R"({"values": {"mA": {"tiles": 6}, "mB": {"tiles": 4}}, "mover": "messenger"})");
        QTest::addRow("message 3: the smallest monastery")
            << g.record()
            // min(6, 4) = 4
            << json(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["r1", "r2"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city");
        g.turn("blue").place("b2", "blue", "cD", "city").merge({ "cB", "cC", "cD" }, "cB");
        g.turn("red");
        landOnTen(g).message(5, "action",
                             R"({"values": {"cA": {"coats": 2}, "cB": {"coats": 1}}, "mover": "messenger"})");
        QTest::addRow("message 5: 2 per coat of arms in every city with the player's knight")
            << g.record()
            // (2 + 1) × 2 = 6; cB counts though blue controls it
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city").merge({ "cA", "cC" }, "cA");
        g.turn("blue");
        g.turn("red").place("r3", "red", "cD", "city");
        g.turn("blue");
        g.turn("red").place("r4", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 6: 2 per own figure in cities, the knights stay")
            << g.record()
            // knights r1, r2 (one city) and r3: 3 × 2 = 6; the highwayman r4 and blue's knight do not count
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}},
                        "onBoard": ["r1", "r2", "r3", "r4", "b1"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts", "bigtop" });
        g.turn("red").place("gd", "red", "cA", "city", "guard");
        g.turn("blue");
        g.turn("red").place("rm", "red", "cB", "city", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 6: a guard and a ringmaster in cities are knights too")
            << g.record()
            // every own figure in a city: 2 × 2 = 4
            << json(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "f1", "field");
        g.turn("blue").place("b1", "blue", "f2", "field");
        g.turn("red").place("r2", "red", "f3", "field");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(7, "action", R"({"mover": "messenger"})");
        QTest::addRow("message 7: 2 per own farmer, the farmers stay")
            << g.record()
            // 2 farmers × 2 = 4
            << json(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["r1", "r2", "b1"], "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red").place("r2", "red", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action",
                             R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}, "mover": "messenger"})");
        QTest::addRow("message 8: with the majority, the final value, and only that figure returns")
            << g.record()
            // red 2 knights to blue's 1: 3 + 1 = 4, for red only; r1 returns, r2 and b1 stay
            << json(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "supplies": {"red": {"meeple": 6}, "blue": {"meeple": 6}}, "onBoard": ["r2", "b1"],
                        "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue").place("b1", "blue", "rdB", "road").merge({ "rdA", "rdB" }, "rdA");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"tiles": 3}, "mover": "messenger"})");
        QTest::addRow("message 8: a tie is a majority, and only the drawing player scores")
            << g.record()
            // 1 highwayman each: red scores 3, blue nothing; b1 stays
            << json(R"({"scores": {"red": 13, "blue": 0}, "figures": {"red": {"messenger": 3}}, "onBoard": ["b1"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "f1", "field");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"cities": 2}, "mover": "messenger"})");
        QTest::addRow("message 8 on a farmer: 3 per completed city")
            << g.record()
            // 2 × 3 = 6
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}},
                        "supplies": {"red": {"meeple": 7}}, "onBoard": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "m1", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action", R"({"figure": "r1", "values": {"tiles": 7}, "mover": "messenger"})");
        QTest::addRow("message 8 on a monk: 1 per tile of the monastery and its neighbours")
            << g.record()
            // 7
            << json(R"({"scores": {"red": 17, "blue": 0}, "figures": {"red": {"messenger": 7}}, "onBoard": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "ghosts" });
        g.turn("red").place("r1", "red", "cA", "city").ghost("r1", "limit");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(8, "action",
                             R"({"figure": "r1", "values": {"tiles": 4, "coats": 0}, "mover": "messenger"})");
        QTest::addRow("message 8: minus 2 per ghost on that figure")
            << g.record()
            // 4 − 2 × 1 = 2
            << json(R"({"scores": {"red": 12, "blue": 0}, "figures": {"red": {"messenger": 2}}, "onBoard": []})");
    }

    Game outnumbered({ "red", "blue" }, { "messengers", "ghosts" });
    outnumbered.turn("red").place("r1", "red", "cA", "city");
    outnumbered.turn("blue").place("b1", "blue", "cB", "city");
    outnumbered.turn("red").ghost("r1", "limit");
    outnumbered.turn("blue").place("b2", "blue", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
    outnumbered.turn("red");
    landOnTen(outnumbered);
    {
        Game g = outnumbered;
        g.message(8, "action", R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}, "mover": "messenger"})");
        QTest::addRow("rules decision 1: message 8 without the majority pays nothing and the figure returns")
            << g.record()
            // blue 2 knights to red's 1: 0; r1 returns, blue's stay; with ghosts a supply holds 5 meeples
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"meeple": 10, "messenger": 0}},
                        "supplies": {"red": {"meeple": 5}}, "onBoard": ["b1", "b2"], "owed": []})");
    }
    {
        Game g = outnumbered;
        g.message(8, "action", R"({"figure": "r1", "values": {"tiles": 3, "coats": 1}})");
        QTest::addRow("rules decision 1: without the majority the ghost costs nothing")
            << g.record()
            // on the meeple at 10: 0, not 0 − 2
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"meeple": 10}}})");
    }
    {
        // Message 8 scores one figure, so `values.ringmaster` is that ringmaster's count of circus and acrobat
        // tiles, not the `{figureId: n}` map of an `end` entry.
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "cA", "city", "ringmaster");
        g.turn("blue").place("b1", "blue", "cB", "city");
        g.turn("red");
        g.turn("blue").place("b2", "blue", "cC", "city").merge({ "cA", "cB", "cC" }, "cA");
        g.turn("red");
        landOnTen(g).message(
            8, "action",
            R"({"figure": "rm", "values": {"tiles": 3, "coats": 0, "ringmaster": 2}, "mover": "messenger"})");
        QTest::addRow("rules decision 1: without the majority only the ringmaster bonus is paid")
            << g.record()
            // city 0 (blue 2 to 1) + ringmaster 2 × 2 = 4
            << json(R"({"scores": {"red": 14, "blue": 0}, "figures": {"red": {"messenger": 4}},
                        "onBoard": ["b1", "b2"]})");
    }
    {
        Game g({ "red", "blue" }, { "messengers", "bigtop" });
        g.turn("red").place("rm", "red", "cA", "city", "ringmaster");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(
            8, "action",
            R"({"figure": "rm", "values": {"tiles": 3, "coats": 1, "ringmaster": 1}, "mover": "messenger"})");
        QTest::addRow("message 8 with the majority adds the ringmaster bonus")
            << g.record()
            // city 3 + 1 = 4, ringmaster 2 × 1 = 2: 6
            << json(R"({"scores": {"red": 16, "blue": 0}, "figures": {"red": {"messenger": 6}}})");
    }

    Game nothingToCount({ "red", "blue" }, { "messengers" });
    nothingToCount.turn("red").place("r1", "red", "rdA", "road");
    nothingToCount.turn("blue").place("b1", "blue", "cB", "city");
    nothingToCount.turn("red");
    landOnTen(nothingToCount);
    {
        Game g = nothingToCount;
        g.message(5, "action", R"({"values": {}, "mover": "messenger"})");
        QTest::addRow("rules decision 9: message 5 without a city scores 0")
            << g.record()
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g = nothingToCount;
        g.message(6, "action", R"({"mover": "messenger"})");
        QTest::addRow("rules decision 9: message 6 without a knight scores 0")
            << g.record()
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g = nothingToCount;
        g.message(7, "action", R"({"mover": "messenger"})");
        QTest::addRow("rules decision 9: message 7 without a farmer scores 0")
            << g.record()
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(5, "action", R"({"values": {"cA": {"coats": 0}}, "mover": "messenger"})");
        QTest::addRow("rules decision 9: message 5 with cities but no coat of arms scores 0")
            << g.record()
            << json(R"({"scores": {"red": 10, "blue": 0}, "figures": {"red": {"messenger": 0}}, "owed": []})");
    }
}

void TestMessengers::finalScoring_data()
{
    addReplayColumns();

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 12).adjust("red", 7, "messenger").adjust("blue", 3).adjust("blue", 4, "messenger");
        g.end();
        QTest::addRow("the messenger's points are added to the scoring meeple at the end")
            << g.record()
            // red 12 + 7 = 19, blue 3 + 4 = 7; the messengers stand on 0
            << json(R"({"scores": {"red": 19, "blue": 7}, "finished": true,
                        "figures": {"red": {"meeple": 19, "messenger": 0}, "blue": {"meeple": 7, "messenger": 0}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 12).adjust("red", 7, "messenger").place("r1", "red", "rd", "road");
        g.end(R"({"rd": {"tiles": 3}})");
        QTest::addRow("final scoring goes on top of the added total")
            << g.record()
            // 12 + 7 + 3 = 22
            << json(R"({"scores": {"red": 22, "blue": 0}, "figures": {"red": {"meeple": 22, "messenger": 0}}})");
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").adjust("red", 7).place("r1", "red", "rd", "road");
        g.turn("blue").end(R"({"rd": {"tiles": 3}})");
        QTest::addRow("final scoring onto a dark space draws no message")
            << g.record()
            // 7 + 3 = 10
            << json(R"({"scores": {"red": 10, "blue": 0}, "owed": [], "warnings": [], "finished": true})");
    }
}

void TestMessengers::refused_data()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<int>("event");
    QTest::addColumn<QString>("type");

    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").message(1, "points");
        QTest::addRow("a message when nothing is owed") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(1, "points").message(2, "points");
        QTest::addRow("a second message for one landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        g.turn("blue").place("b1", "blue", "rd", "road");
        g.turn("red").score("rd", R"({"tiles": 5})").message(1, "points");
        QTest::addRow("a message for another player's landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).turn("blue").message(1, "points");
        QTest::addRow("a message in the next turn for an earlier landing") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(1, "action", R"({"values": {}})");
        QTest::addRow("message 1 as an action without a road") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {}})");
        QTest::addRow("message 2 as an action without a city") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action", R"({"values": {}})");
        QTest::addRow("message 3 as an action without a monastery") << g.record() << g.last() << u"message"_s;
    }

    Game twoRoads({ "red", "blue" }, { "messengers" });
    twoRoads.turn("red").place("r1", "red", "rdA", "road");
    twoRoads.turn("blue").place("b1", "blue", "rdB", "road");
    twoRoads.turn("red").place("r2", "red", "rdC", "road");
    twoRoads.turn("blue").place("b2", "blue", "cB", "city");
    twoRoads.turn("red");
    landOnTen(twoRoads);
    {
        Game g = twoRoads;
        g.message(1, "action", R"({"values": {"rdA": {"tiles": 3}}})");
        QTest::addRow("message 1 values missing one of the player's roads") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(1, "action", R"({"values": {"rdA": {"tiles": 3}, "rdC": {"tiles": 4}, "rdB": {"tiles": 2}}})");
        QTest::addRow("message 1 values naming another player's road") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(1, "action", R"({"values": {"rdA": {"tiles": 3}, "rdC": {"tiles": 4}, "rdZ": {"tiles": 2}}})");
        QTest::addRow("message 1 values naming a feature not on the board") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(1, "action", R"({"values": {"rdA": {"tiles": 0}, "rdC": {"tiles": 4}}})");
        QTest::addRow("message 1 values with a road of 0 tiles") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(8, "action", R"({"figure": "b1", "values": {"tiles": 3}})");
        QTest::addRow("message 8 on another player's figure") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(8, "action", R"({"figure": "r9", "values": {"tiles": 3}})");
        QTest::addRow("message 8 on a figure not on the board") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g = twoRoads;
        g.message(8, "action", R"({"figure": "r1", "values": {}})");
        QTest::addRow("message 8 without the feature's values") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "rdA", "road");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {"cA": {"tiles": 2, "coats": 0}, "rdA": {"tiles": 2}}})");
        QTest::addRow("message 2 values naming a road") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(2, "action", R"({"values": {"cA": {"tiles": 2, "coats": 3}}})");
        QTest::addRow("message 2 values with more coats than tiles") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "mA", "monastery");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(3, "action", R"({"values": {"mA": {"tiles": 10}}})");
        QTest::addRow("message 3 values with a monastery of 10 tiles") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red").place("r1", "red", "cA", "city");
        g.turn("blue");
        g.turn("red").place("r2", "red", "cB", "city");
        g.turn("blue");
        g.turn("red");
        landOnTen(g).message(5, "action", R"({"values": {"cA": {"coats": 1}}})");
        QTest::addRow("message 5 values missing one of the player's cities") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(0, "points");
        QTest::addRow("message tile 0") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(9, "points");
        QTest::addRow("message tile 9") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" }, { "messengers" });
        g.turn("red");
        landOnTen(g).message(1, "both");
        QTest::addRow("message taken neither as points nor as action") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red");
        landOnTen(g).message(1, "points");
        QTest::addRow("message without messengers") << g.record() << g.last() << u"message"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").adjust("red", 3, "messenger");
        QTest::addRow("adjust on the messenger without messengers") << g.record() << g.last() << u"adjust"_s;
    }
}

QTEST_GUILESS_MAIN(TestMessengers)
#include "tst_messengers.moc"
