// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Properties every legal game must keep, checked on long generated games with all expansions.

#include "recordgenerator.h"
#include "replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

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

} // namespace

class TestGenerated : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void properties_data();
    void properties();
    void generatorIsReproducible();
    void prefixesReplay();
    void incrementalReplayMatchesReplay();
    void incrementalReplayRefusesWithoutChange();
};

void TestGenerated::properties_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("turns");
    QTest::addColumn<QStringList>("expansions");
    const QStringList all { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                            QStringLiteral("bigtop"), QStringLiteral("ghosts") };
    for (quint32 seed = 1; seed <= 12; ++seed)
        QTest::addRow("all expansions, seed %u", seed) << seed << int(2 + seed % 5) << 150 << all;
    QTest::addRow("6 players, 200 turns") << 99u << 6 << 200 << all;
    QTest::addRow("base game alone") << 7u << 4 << 120 << QStringList {};
    QTest::addRow("messengers and robbers")
        << 8u << 3 << 120 << QStringList { QStringLiteral("messengers"), QStringLiteral("robbers") };
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

    // Every point on the track is explained by the ledger: each figure's movements chain from 0 to where it stands.
    const QJsonObject &out = first.output;
    QHash<QString, int> reached;
    for (const QJsonValue &v : out.value(QStringLiteral("ledger")).toArray()) {
        const QJsonObject e = v.toObject();
        const QString key = e[QStringLiteral("player")].toString() + u'/' + e[QStringLiteral("figure")].toString();
        QCOMPARE(e[QStringLiteral("from")].toInt(), reached.value(key, 0));
        QVERIFY(e[QStringLiteral("to")].toInt() >= 0);
        reached[key] = e[QStringLiteral("to")].toInt();
    }
    const QJsonObject figures = out.value(QStringLiteral("figures")).toObject();
    const QJsonObject scores = out.value(QStringLiteral("scores")).toObject();
    for (auto it = figures.begin(); it != figures.end(); ++it) {
        const QJsonObject track = it.value().toObject();
        int sum = 0;
        for (auto f = track.begin(); f != track.end(); ++f) {
            QCOMPARE(f.value().toInt(), reached.value(it.key() + u'/' + f.key(), 0));
            sum += f.value().toInt();
        }
        QCOMPARE(scores.value(it.key()).toInt(), sum);
    }
    QCOMPARE(out.value(QStringLiteral("finished")).toBool(), true);
}

void TestGenerated::generatorIsReproducible()
{
    const auto o = options(42, 5, 80, { QStringLiteral("tower"), QStringLiteral("ghosts"), QStringLiteral("bigtop") });
    QCOMPARE(RecordGenerator::generate(o), RecordGenerator::generate(o));
}

void TestGenerated::prefixesReplay()
{
    // No figure is ever in two places and no supply goes negative, at every point of a game.
    const QJsonObject record = RecordGenerator::generate(
        options(5, 4, 60,
                { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                  QStringLiteral("bigtop"), QStringLiteral("ghosts") }));
    const int total = int(record.value(QStringLiteral("events")).toArray().size());
    for (int n = 0; n <= total; ++n) {
        const ml::ReplayOutcome r = ml::replay(cut(record, n));
        QVERIFY2(r.ok, qPrintable(r.error.message()));
        const QJsonObject board = r.output[QStringLiteral("board")].toObject();
        const QJsonObject features = board[QStringLiteral("features")].toObject();
        const QJsonObject figures = board[QStringLiteral("figures")].toObject();
        QSet<QString> seen;
        for (const QJsonValue &f : features) {
            for (const QJsonValue &id : f[QStringLiteral("figures")].toArray()) {
                QVERIFY2(!seen.contains(id.toString()), qPrintable(id.toString()));
                seen.insert(id.toString());
                QVERIFY(figures.contains(id.toString()));
            }
        }
        QCOMPARE(seen.size(), figures.size());
        for (const QJsonValue &held : r.output[QStringLiteral("prisoners")].toObject()) {
            for (const QJsonValue &p : held.toArray())
                QVERIFY(!seen.contains(p[QStringLiteral("figure")].toString()));
        }
        int ghostsOnBoard = 0;
        for (const QJsonValue &f : figures)
            ghostsOnBoard += f[QStringLiteral("ghosts")].toInt();
        QCOMPARE(ghostsOnBoard + r.output[QStringLiteral("generalSupply")][QStringLiteral("ghosts")].toInt(), 15);
        for (const QJsonValue &supply : r.output[QStringLiteral("supplies")].toObject()) {
            for (const char *k : { "meeple", "guard", "ringmaster", "floors" })
                QVERIFY(supply[QLatin1String(k)].toInt() >= 0);
        }
    }
}

void TestGenerated::incrementalReplayMatchesReplay()
{
    // Appending events one by one gives what replaying the record gives, at every point of the game.
    const QJsonObject record = RecordGenerator::generate(
        options(11, 5, 70,
                { QStringLiteral("tower"), QStringLiteral("messengers"), QStringLiteral("robbers"),
                  QStringLiteral("bigtop"), QStringLiteral("ghosts") }));
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
