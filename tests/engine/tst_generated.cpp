// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Properties every legal game must keep (tableproperties.h), checked on long generated games with the five first
// expansions and with all eight; that the generator writes every figure, event and value the last three expansions
// added; and that on those games every option of the last three expansions the engine offers is an event it accepts.

#include "engine.h"
#include "options.h"
#include "recordgenerator.h"
#include "replay.h"
#include "ruleerror.h"
#include "tableproperties.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <map>

using namespace Qt::StringLiterals;
using namespace ml;

namespace {

QJsonObject cut(QJsonObject record, int events)
{
    QJsonArray all = record.value(QStringLiteral("events")).toArray();
    QJsonArray part;
    for (int i = 0; i < events; ++i)
        part.append(all[i]);
    record.insert(QStringLiteral("events"), part);
    return record;
}

RecordGenerator::Options options(quint32 seed, int players, int turns, const QStringList &expansions)
{
    RecordGenerator::Options o;
    o.seed = seed;
    o.players = players;
    o.turns = turns;
    o.expansions = expansions;
    return o;
}

/** What the generated games hold of the last three expansions: a count per thing the generator should write. */
class Coverage
{
public:
    /** Steps through @p record, counting what each event does on the table as it stands before it. */
    void add(const QJsonObject &record)
    {
        const QJsonArray events = record.value(u"events"_s).toArray();
        Engine engine(record);
        int extraTiles = 0; // message 4's extra tiles taken in the running turn
        bool builderPart = false;
        for (int i = 0; i < events.size(); ++i) {
            const QJsonObject e = events[i].toObject();
            const QString type = e[u"type"_s].toString();
            const GameState &s = engine.state();
            if (type == u"turn"_s) {
                extraTiles = 0;
                builderPart = false;
            }
            if (type == u"place"_s) {
                const QString kind = e[u"kind"_s].toString();
                count(u"place " + kind);
                if (e[u"featureType"_s].toString() == u"garden"_s)
                    count(u"place on a garden"_s);
                if (kind == u"abbot"_s && e[u"featureType"_s].toString() == u"monastery"_s)
                    count(u"abbot on a monastery"_s);
                if (kind == u"large"_s && s.features.value(e[u"feature"_s].toString()).type == FeatureType::Tower)
                    count(u"large meeple on a tower"_s);
            }
            if (type == u"recall"_s) {
                count(u"recall"_s);
                if (s.figures.value(e[u"figure"_s].toString()).ghosts > 0)
                    count(u"recall of an abbot with ghosts"_s);
                if (builderPart)
                    count(u"recall in a builder's part"_s);
            }
            if (type == u"goods"_s)
                goods(events, i, s);
            if (type == u"builder"_s) {
                count(u"builder"_s);
                if (extraTiles > 0)
                    count(u"builder in a turn with message 4's extra tile"_s);
                if (std::ranges::none_of(s.figures, [&](const Figure &f) {
                        return f.owner == s.active && f.kind == FigureKind::Builder;
                    }))
                    count(u"builder earned by a tile that sent the builder home"_s);
                builderPart = true;
            }
            if (type == u"message"_s && e[u"take"_s].toString() == u"action"_s) {
                const int tile = e[u"tile"_s].toInt();
                if (tile == 4 && builderPart)
                    count(u"message 4 in a builder's part"_s);
                if (tile == 4) {
                    ++extraTiles;
                    builderPart = false;
                }
                if (tile == 8 && s.figures.value(e[u"figure"_s].toString()).kind == FigureKind::Abbot)
                    count(u"message 8 on an abbot"_s);
                if (tile == 8 && s.figures.value(e[u"figure"_s].toString()).kind == FigureKind::Large)
                    count(u"message 8 on a large meeple"_s);
                const QJsonObject values = e[u"values"_s].toObject();
                if (tile == 8)
                    flags(u"message 8"_s, values);
                if (tile == 1 || tile == 2) {
                    for (const QJsonValue &v : values)
                        flags(u"message %1"_s.arg(tile), v.toObject());
                }
            }
            if (type == u"score"_s) {
                flags(u"score"_s, e);
                const Feature &f = s.features.value(e[u"feature"_s].toString());
                if (f.type == FeatureType::Garden)
                    count(u"score a garden"_s);
                majority(f, s, u"score"_s);
            }
            if (type == u"end"_s) {
                const QJsonObject values = e[u"values"_s].toObject();
                for (const QJsonValue &v : values)
                    flags(u"end"_s, v.toObject());
                for (const Feature *f : s.featuresInOrder()) {
                    majority(*f, s, u"end"_s);
                    if (f->type == FeatureType::Garden)
                        count(u"end with a garden"_s);
                }
            }
            engine.apply(i, e);
        }
        engine.finish();
        for (const LedgerEntry &entry : engine.state().ledger) {
            if (entry.rule == LedgerRule::FieldFinal && entry.detail.number(u"pig"_s) != 0
                && entry.detail.number(u"cities"_s) > 0)
                count(u"a pig makes a field 4 per city"_s);
            if (entry.rule == LedgerRule::GoodsMajority)
                count(u"goods majority"_s);
        }
    }

    /** The things of @p expected that no game held. */
    [[nodiscard]] QStringList missing(const QStringList &expected) const
    {
        QStringList out;
        for (const QString &what : expected) {
            if (!m_counts.contains(what))
                out.append(what);
        }
        return out;
    }

    [[nodiscard]] QString summary() const
    {
        QStringList lines;
        for (const auto &[what, n] : m_counts)
            lines.append(u"%1: %2"_s.arg(what).arg(n));
        return lines.join(u", "_s);
    }

private:
    void count(const QString &what) { ++m_counts[what]; }

    /** An inn or a cathedral, true or false, in the values @p where (a `score`, an `end` entry, a message) gives. */
    void flags(const QString &where, const QJsonObject &values)
    {
        for (const QString &key : { u"inn"_s, u"cathedral"_s }) {
            if (values.contains(key))
                count(u"%1 %2 %3"_s.arg(where, key, values[key].toBool() ? u"true"_s : u"false"_s));
        }
    }

    /** A large meeple outweighing another player's figure on a feature scored by @p where. */
    void majority(const Feature &f, const GameState &s, const QString &where)
    {
        const QList<int> winners = s.majority(f);
        for (const QString &id : f.figures) {
            const Figure &fig = s.figures[id];
            if (fig.kind == FigureKind::Large && winners.contains(fig.owner)) {
                for (int p = 0; p < s.playerCount(); ++p) {
                    if (!winners.contains(p) && s.figuresOf(f, p) > 0)
                        count(u"%1: a large meeple outweighs another player's figure"_s.arg(where));
                }
            }
            if (fig.kind == FigureKind::Pig && winners.contains(fig.owner))
                count(u"%1: a pig beside a scoring farmer"_s.arg(where));
            if (fig.kind == FigureKind::Builder && where == u"score"_s)
                count(u"score a feature with a builder"_s);
        }
    }

    /** Goods taken at event @p at: after a city the player held or not, or with no city scored by the tile. */
    void goods(const QJsonArray &events, int at, const GameState &s)
    {
        count(u"goods"_s);
        int before = at - 1;
        while (before >= 0 && events[before][u"type"_s].toString() == u"goods"_s)
            --before;
        if (before < 0 || events[before][u"type"_s].toString() != u"score"_s) {
            count(u"goods with no city scored before"_s);
            return;
        }
        bool paidActive = false;
        for (const LedgerEntry &e : s.ledger)
            paidActive = paidActive || (e.event == before && e.player == s.active);
        count(paidActive ? u"goods for a city the player held"_s : u"goods for a city another player held"_s);
    }

    std::map<QString, int> m_counts;
};

} // namespace

class TestGenerated : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void properties_data();
    void properties();
    void generatorIsReproducible();
    void fiveExpansionGamesWithoutTheOthers();
    void generatorCoversTheLastThreeExpansions();
    void optionsOfTheLastThreeExpansionsAreAccepted();
    void prefixesReplay_data();
    void prefixesReplay();
    void incrementalReplayMatchesReplay_data();
    void incrementalReplayMatchesReplay();
    void incrementalReplayRefusesWithoutChange();
};

void TestGenerated::properties_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("turns");
    QTest::addColumn<QStringList>("expansions");
    const QStringList five = RecordGenerator::fiveExpansions();
    const QStringList all = RecordGenerator::allExpansions();
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("five expansions, seed %u", seed) << seed << int(2 + seed % 5) << 150 << five;
    QTest::addRow("6 players, 200 turns") << 99u << 6 << 200 << five;
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("all eight expansions, seed %u", seed) << seed << int(2 + seed % 5) << 150 << all;
    QTest::addRow("all eight, 6 players, 200 turns") << 99u << 6 << 200 << all;
    QTest::addRow("base game alone") << 7u << 4 << 120 << QStringList {};
    QTest::addRow("messengers and robbers")
        << 8u << 3 << 120 << QStringList { QStringLiteral("messengers"), QStringLiteral("robbers") };
    QTest::addRow("abbot alone") << 21u << 3 << 120 << QStringList { u"abbot"_s };
    QTest::addRow("inns alone") << 22u << 4 << 120 << QStringList { u"inns"_s };
    QTest::addRow("traders alone") << 23u << 2 << 120 << QStringList { u"traders"_s };
    QTest::addRow("abbot, inns and traders") << 24u << 5 << 150 << QStringList { u"abbot"_s, u"inns"_s, u"traders"_s };
    QTest::addRow("traders and messengers: double turns with messages")
        << 25u << 3 << 200 << QStringList { u"traders"_s, u"messengers"_s };
    QTest::addRow("abbot, inns, tower, ghosts and bigtop")
        << 26u << 4 << 150 << QStringList { u"abbot"_s, u"inns"_s, u"tower"_s, u"ghosts"_s, u"bigtop"_s };
    QTest::addRow("traders, robbers and tower")
        << 27u << 4 << 150 << QStringList { u"traders"_s, u"robbers"_s, u"tower"_s };
}

void TestGenerated::properties()
{
    QFETCH(quint32, seed);
    QFETCH(int, players);
    QFETCH(int, turns);
    QFETCH(QStringList, expansions);
    const QJsonObject record = RecordGenerator::generate(options(seed, players, turns, expansions));
    const ml::ReplayOutcome first = ml::replay(record);
    QVERIFY2(first.ok, qPrintable(first.error.message()));

    // Replay is deterministic, also through the record's JSON text.
    const ml::ReplayOutcome again = ml::replay(QJsonDocument(record).toJson(QJsonDocument::Compact));
    QVERIFY(again.ok);
    QCOMPARE(again.output, first.output);

    const QStringList problems = tableProperties(record, first.output);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    QCOMPARE(first.output.value(QStringLiteral("finished")).toBool(), true);
}

void TestGenerated::generatorIsReproducible()
{
    const auto o = options(42, 5, 80, { QStringLiteral("tower"), QStringLiteral("ghosts"), QStringLiteral("bigtop") });
    QCOMPARE(RecordGenerator::generate(o), RecordGenerator::generate(o));
    const auto all = options(43, 4, 120, RecordGenerator::allExpansions());
    QCOMPARE(RecordGenerator::generate(all), RecordGenerator::generate(all));
}

void TestGenerated::fiveExpansionGamesWithoutTheOthers()
{
    // A game without the last three expansions uses none of their figures, feature types, events or values.
    const QJsonObject record = RecordGenerator::generate(options(44, 5, 150, RecordGenerator::fiveExpansions()));
    const QByteArray text = QJsonDocument(record).toJson(QJsonDocument::Compact);
    for (const char *word : { "\"abbot\"", "\"large\"", "\"builder\"", "\"pig\"", "\"garden\"", "\"recall\"",
                              "\"goods\"", "\"inn\"", "\"cathedral\"" })
        QVERIFY2(!text.contains(word), word);
}

void TestGenerated::generatorCoversTheLastThreeExpansions()
{
    // Games of every size with all eight expansions, until each thing has come up; the rarer ones (a message that
    // reads an inn, a message 4 in a builder's part) take a few hundred games.
    const QStringList expected {
        u"place abbot"_s,
        u"place large"_s,
        u"place builder"_s,
        u"place pig"_s,
        u"place on a garden"_s,
        u"abbot on a monastery"_s,
        u"large meeple on a tower"_s,
        u"recall"_s,
        u"recall of an abbot with ghosts"_s,
        u"recall in a builder's part"_s,
        u"score a garden"_s,
        u"end with a garden"_s,
        u"message 8 on an abbot"_s,
        u"message 8 on a large meeple"_s,
        u"goods"_s,
        u"goods for a city the player held"_s,
        u"goods for a city another player held"_s,
        u"goods with no city scored before"_s,
        u"goods majority"_s,
        u"builder"_s,
        u"builder earned by a tile that sent the builder home"_s,
        u"builder in a turn with message 4's extra tile"_s,
        u"message 4 in a builder's part"_s,
        u"score a feature with a builder"_s,
        u"score inn true"_s,
        u"score inn false"_s,
        u"score cathedral true"_s,
        u"score cathedral false"_s,
        u"end inn true"_s,
        u"end inn false"_s,
        u"end cathedral true"_s,
        u"end cathedral false"_s,
        u"message 1 inn true"_s,
        u"message 1 inn false"_s,
        u"message 2 cathedral true"_s,
        u"message 2 cathedral false"_s,
        u"message 8 inn true"_s,
        u"message 8 cathedral true"_s,
        u"score: a large meeple outweighs another player's figure"_s,
        u"end: a large meeple outweighs another player's figure"_s,
        u"end: a pig beside a scoring farmer"_s,
        u"a pig makes a field 4 per city"_s,
    };
    // Every other game has The Messengers with one of the last three only: fewer figures stuck in towers, castles
    // and fields leave more roads and cities for messages 1, 2 and 8 to value.
    const QList<QStringList> fewer { { u"messengers"_s, u"inns"_s },
                                     { u"messengers"_s, u"traders"_s },
                                     { u"messengers"_s, u"abbot"_s, u"inns"_s } };
    Coverage coverage;
    quint32 games = 0;
    while (games < 3000 && (games == 0 || !coverage.missing(expected).isEmpty())) {
        ++games;
        const QStringList expansions = games % 2 ? RecordGenerator::allExpansions() : fewer[(games / 2) % 3];
        coverage.add(
            RecordGenerator::generate(options(games, int(2 + games % 5), 40 + int(games % 4) * 30, expansions)));
    }
    const QStringList missing = coverage.missing(expected);
    qInfo("%u games: %s", games, qPrintable(coverage.summary()));
    QVERIFY2(missing.isEmpty(), qPrintable(u"never generated: "_s + missing.join(u"; "_s)));
}

void TestGenerated::optionsOfTheLastThreeExpansionsAreAccepted()
{
    // At every third event of generated games with all eight expansions: a placement of an abbot, a large meeple, a
    // builder or a pig, an abbot taken back and the builder's tile, written as the event a screen would send, is
    // accepted exactly when the engine offers it; the goods and the final values it offers are accepted.
    int tried = 0;
    for (quint32 seed = 1; seed <= 6; ++seed) {
        const QJsonObject record =
            RecordGenerator::generate(options(seed, int(2 + seed % 5), 60, RecordGenerator::allExpansions()));
        const QJsonArray events = record.value(u"events"_s).toArray();
        Engine engine(record);
        for (int n = 0; n + 1 < events.size(); ++n) {
            engine.apply(n, events[n].toObject());
            if (n % 3 != 2)
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
            if (!o.place)
                continue;
            // A placement of an abbot, a large meeple, a builder or a pig is offered exactly when it is accepted, on
            // each feature of the board and on a new feature of each type.
            const QString active = s.players[s.active].id;
            const auto offers = [](const QList<PlacementTarget> &targets, const QString &feature, FeatureType type,
                                   FigureKind kind) {
                return std::ranges::any_of(targets, [&](const PlacementTarget &t) {
                    return t.feature == feature && t.type == type && t.kinds.contains(kind);
                });
            };
            for (FigureKind kind : { FigureKind::Abbot, FigureKind::Large, FigureKind::Builder, FigureKind::Pig }) {
                if (s.players[s.active].supply[std::size_t(kind)] == 0)
                    continue;
                const auto tryPlace = [&](const QString &feature, std::optional<FeatureType> newType) {
                    QJsonObject place { { u"type"_s, u"place"_s },
                                        { u"figure"_s, u"fresh"_s },
                                        { u"player"_s, active },
                                        { u"kind"_s, toString(kind) },
                                        { u"feature"_s, feature } };
                    if (newType)
                        place.insert(u"featureType"_s, toString(*newType));
                    Engine copy(engine);
                    try {
                        copy.apply(n + 1, place);
                        ++tried;
                        return true;
                    } catch (const RuleError &) {
                        return false;
                    }
                };
                for (const Feature *f : s.featuresInOrder()) {
                    QVERIFY2(tryPlace(f->id, std::nullopt) == offers(o.place->sharedFeatures, f->id, f->type, kind),
                             qPrintable(u"seed %1, after event %2: a %3 on %4, a %5"_s.arg(seed).arg(n).arg(
                                 toString(kind), f->id, toString(f->type))));
                }
                for (FeatureType type :
                     { FeatureType::Road, FeatureType::City, FeatureType::Monastery, FeatureType::Field,
                       FeatureType::Castle, FeatureType::Cemetery, FeatureType::Acrobats, FeatureType::Garden }) {
                    QVERIFY2(tryPlace(u"fresh-feature"_s, type) == offers(o.place->newFeatures, {}, type, kind),
                             qPrintable(u"seed %1, after event %2: a %3 on a new %4"_s.arg(seed).arg(n).arg(
                                 toString(kind), toString(type))));
                }
            }
            QStringList offered;
            for (const RecallOption &r : o.recalls) {
                offered.append(r.figure);
                for (int tiles : { 1, r.maxTiles })
                    QVERIFY(accepts({ { u"type"_s, u"recall"_s }, { u"figure"_s, r.figure }, { u"tiles"_s, tiles } }));
            }
            for (const Figure &f : s.figures) {
                if (f.kind != FigureKind::Abbot || offered.contains(f.id))
                    continue;
                Engine copy(engine);
                QVERIFY_THROWS_EXCEPTION(
                    RuleError,
                    copy.apply(n + 1, { { u"type"_s, u"recall"_s }, { u"figure"_s, f.id }, { u"tiles"_s, 1 } }));
            }
            if (o.builderTile) {
                QVERIFY(accepts({ { u"type"_s, u"builder"_s } }));
            } else {
                Engine copy(engine);
                QVERIFY_THROWS_EXCEPTION(RuleError, copy.apply(n + 1, { { u"type"_s, u"builder"_s } }));
            }
            if (o.goods) {
                for (int g = 0; g < GoodsCount; ++g) {
                    const int left = o.goods->left[std::size_t(g)];
                    if (left > 0)
                        QVERIFY(accepts({ { u"type"_s, u"goods"_s }, { toString(Goods(g)), left } }));
                    Engine copy(engine);
                    QVERIFY_THROWS_EXCEPTION(
                        RuleError, copy.apply(n + 1, { { u"type"_s, u"goods"_s }, { toString(Goods(g)), left + 1 } }));
                }
            }
            // Final scoring with every value at its start and every inn and cathedral there.
            QJsonObject values;
            for (const FeatureOption &f : o.finalValues) {
                QJsonObject v;
                for (const ValueField &field : f.values)
                    v.insert(field.key, field.flag ? QJsonValue(true) : QJsonValue(field.start));
                QJsonObject counts;
                for (const QString &ringmaster : f.ringmasters)
                    counts.insert(ringmaster, 1);
                if (!counts.isEmpty())
                    v.insert(u"ringmaster"_s, counts);
                values.insert(f.feature, v);
            }
            QVERIFY(accepts({ { u"type"_s, u"end"_s }, { u"values"_s, values } }));
        }
    }
    qInfo("%d offered events accepted", tried);
    QVERIFY(tried > 100);
}

void TestGenerated::prefixesReplay_data()
{
    QTest::addColumn<QStringList>("expansions");
    QTest::addRow("five expansions") << RecordGenerator::fiveExpansions();
    QTest::addRow("all eight expansions") << RecordGenerator::allExpansions();
}

void TestGenerated::prefixesReplay()
{
    // Every property holds at every point of a game: no figure is ever in two places, no supply goes negative.
    QFETCH(QStringList, expansions);
    const QJsonObject record = RecordGenerator::generate(options(5, 4, 60, expansions));
    const int total = int(record.value(QStringLiteral("events")).toArray().size());
    for (int n = 0; n <= total; ++n) {
        const QJsonObject prefix = cut(record, n);
        const ml::ReplayOutcome r = ml::replay(prefix);
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        const QStringList problems = tableProperties(prefix, r.output);
        QVERIFY2(problems.isEmpty(), qPrintable(u"after %1 events: "_s.arg(n) + problems.join(u"; "_s)));
    }
}

void TestGenerated::incrementalReplayMatchesReplay_data()
{
    QTest::addColumn<QStringList>("expansions");
    QTest::addRow("five expansions") << RecordGenerator::fiveExpansions();
    QTest::addRow("all eight expansions") << RecordGenerator::allExpansions();
}

void TestGenerated::incrementalReplayMatchesReplay()
{
    // Appending events one by one gives what replaying the record gives, at every point of the game.
    QFETCH(QStringList, expansions);
    const QJsonObject record = RecordGenerator::generate(options(11, 5, 70, expansions));
    const QJsonArray events = record.value(QStringLiteral("events")).toArray();
    ml::IncrementalReplay incremental(cut(record, 0));
    QVERIFY(incremental.ok());
    for (int n = 0; n < events.size(); ++n) {
        QCOMPARE(incremental.append(events[n].toObject()), std::nullopt);
        if (n % 7 == 0 || n == events.size() - 1) {
            const ml::ReplayOutcome whole = ml::replay(cut(record, n + 1));
            QVERIFY(whole.ok);
            QCOMPARE(incremental.outcome().output, whole.output);
        }
    }
    QCOMPARE(incremental.eventCount(), int(events.size()));
    // Starting from the whole record gives the same as building it up.
    QCOMPARE(ml::IncrementalReplay(record).outcome().output, ml::replay(record).output);
}

void TestGenerated::incrementalReplayRefusesWithoutChange()
{
    const QJsonObject record =
        RecordGenerator::generate(options(12, 3, 30, { QStringLiteral("tower"), QStringLiteral("ghosts") }));
    const int n = int(record.value(QStringLiteral("events")).toArray().size()) - 1; // all but `end`
    ml::IncrementalReplay incremental(cut(record, n));
    QVERIFY(incremental.ok());
    const QJsonObject before = incremental.outcome().output;
    // A figure on an occupied feature is refused (base game rules: a feature must not already hold a meeple).
    QString occupied;
    const QJsonObject features = before[QStringLiteral("board")][QStringLiteral("features")].toObject();
    for (auto it = features.begin(); it != features.end() && occupied.isEmpty(); ++it) {
        const QString type = it.value()[QStringLiteral("type")].toString();
        if (type != QLatin1String("tower") && type != QLatin1String("acrobats"))
            occupied = it.key();
    }
    QVERIFY(!occupied.isEmpty());
    const QString active = before[QStringLiteral("activePlayer")].toString();
    const auto refused = incremental.append(QJsonObject { { QStringLiteral("type"), QStringLiteral("place") },
                                                          { QStringLiteral("figure"), QStringLiteral("new-one") },
                                                          { QStringLiteral("player"), active },
                                                          { QStringLiteral("kind"), QStringLiteral("meeple") },
                                                          { QStringLiteral("feature"), occupied } });
    QVERIFY(refused.has_value());
    QCOMPARE(refused->event, n);
    QCOMPARE(refused->type, QStringLiteral("place"));
    QCOMPARE(incremental.eventCount(), n);
    QCOMPARE(incremental.outcome().output, before);
}

QTEST_GUILESS_MAIN(TestGenerated)
#include "tst_generated.moc"
