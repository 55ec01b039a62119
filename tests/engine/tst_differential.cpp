// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// A differential run of the engine, bounded in time: long legal records from the record generator must keep every
// property the record format promises (docs/record-format.md), and records mutated from them must either keep
// them too or be refused at their first offending event — the prefix before that event replays, the prefix up to it
// is refused with the same reason, and the app's incremental path refuses the same event for the same reason.
//
// The run lasts MEEPLE_DIFFERENTIAL_SECONDS (default 20) and starts from MEEPLE_DIFFERENTIAL_SEED (default 1); a
// failure names the seed and the mutation, so `MEEPLE_DIFFERENTIAL_SEED=N` repeats it.

#include "recordgenerator.h"
#include "replay.h"
#include "tableproperties.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

const QStringList AllExpansions = RecordGenerator::allExpansions();

QJsonObject withEvents(QJsonObject record, const QJsonArray &events)
{
    record.insert(u"events"_s, events);
    return record;
}

QJsonArray firstEvents(const QJsonArray &events, qsizetype n)
{
    QJsonArray out;
    for (qsizetype i = 0; i < n; ++i)
        out.append(events.at(i));
    return out;
}

/** The app's path: the events appended one by one to an incremental replay of the record without them. */
ml::ReplayOutcome appendedOneByOne(const QJsonObject &record)
{
    const QJsonArray events = record.value(u"events"_s).toArray();
    ml::IncrementalReplay incremental(withEvents(record, {}));
    if (!incremental.ok())
        return { false, incremental.error(), {}, {} };
    for (const QJsonValue &e : events) {
        if (auto refused = incremental.append(e.toObject()))
            return { false, *refused, {}, {} };
    }
    return incremental.outcome();
}

/** A random change to the events at index @p at or after it; @p what says which, for a failure's message. */
QJsonArray mutate(QJsonArray events, qsizetype at, QRandomGenerator &rng, QString &what)
{
    const auto roll = [&rng](int n) { return int(rng.bounded(quint32(n))); };
    QJsonObject event = events.at(at).toObject();
    const QStringList keys = event.keys();
    switch (roll(10)) {
    case 9: {
        // An inn or a cathedral, true or false, in the event's values or beside its other fields: `true` needs inns,
        // and only a road's `inn` and a city's `cathedral` change a value.
        const QString flag = roll(2) ? u"inn"_s : u"cathedral"_s;
        const bool set = roll(3) != 0;
        QJsonObject values = event.value(u"values"_s).toObject();
        const QStringList entries = values.keys();
        if (!entries.isEmpty() && values.value(entries.first()).isObject()) {
            const QString entry = entries.at(roll(int(entries.size())));
            QJsonObject inner = values.value(entry).toObject();
            inner.insert(flag, set);
            values.insert(entry, inner);
            event.insert(u"values"_s, values);
            what = u"event %1 with `values.%2.%3: %4`"_s.arg(at).arg(entry, flag).arg(set);
        } else if (event.contains(u"values"_s)) {
            values.insert(flag, set);
            event.insert(u"values"_s, values);
            what = u"event %1 with `values.%2: %3`"_s.arg(at).arg(flag).arg(set);
        } else {
            event.insert(flag, set);
            what = u"event %1 with `%2: %3`"_s.arg(at).arg(flag).arg(set);
        }
        break;
    }
    case 8: {
        // One or two `steal` events after this one, by any player's robber from any player: right after a scoring
        // they are judged against its candidates, elsewhere they are refused.
        const int steals = 1 + roll(2);
        for (int i = 0; i < steals; ++i)
            events.insert(at + 1 + i,
                          QJsonObject { { u"type"_s, u"steal"_s },
                                        { u"robber"_s, u"p%1"_s.arg(roll(6)) },
                                        { u"from"_s, u"p%1"_s.arg(roll(6)) } });
        what = u"%1 steal(s) after event %2"_s.arg(steals).arg(at);
        return events;
    }
    case 0:
        events.removeAt(at);
        what = u"event %1 removed"_s.arg(at);
        return events;
    case 1:
        events.insert(at + 1, event);
        what = u"event %1 doubled"_s.arg(at);
        return events;
    case 2:
        if (at + 1 < events.size()) {
            const QJsonValue next = events.at(at + 1);
            events.replace(at + 1, event);
            events.replace(at, next);
            what = u"events %1 and %2 swapped"_s.arg(at).arg(at + 1);
            return events;
        }
        [[fallthrough]];
    case 3: {
        const qsizetype from = roll(int(events.size()));
        events.insert(at, events.at(from));
        what = u"event %1 copied to %2"_s.arg(from).arg(at);
        return events;
    }
    case 4: {
        const QString key = keys.at(roll(int(keys.size())));
        event.remove(key);
        what = u"event %1 without `%2`"_s.arg(at).arg(key);
        break;
    }
    case 5: {
        // Another event's value for a key this one has: a player, figure, feature or count from elsewhere.
        const QString key = keys.at(roll(int(keys.size())));
        const QJsonObject other = events.at(roll(int(events.size()))).toObject();
        event.insert(key, other.contains(key) ? other.value(key) : QJsonValue(u"nobody"_s));
        what = u"event %1 with `%2` of another event"_s.arg(at).arg(key);
        break;
    }
    default: {
        // A number somewhere in the event, one level down at most, changed to a nearby, odd or wrong value.
        const QJsonValue changes[] = { -1, 0, 1, 2, 3.5, 10, 100, u"3"_s, QJsonValue::Null };
        const QJsonValue change = changes[roll(9)];
        for (const QString &key : keys) {
            QJsonValue v = event.value(key);
            if (v.isDouble()) {
                event.insert(key, roll(2) ? change : QJsonValue(v.toInt() + (roll(2) ? 1 : -1)));
                what = u"event %1 with `%2` changed"_s.arg(at).arg(key);
                break;
            }
            if (v.isObject()) {
                QJsonObject inner = v.toObject();
                if (inner.isEmpty())
                    continue;
                const QString innerKey = inner.keys().at(roll(int(inner.size())));
                inner.insert(innerKey, change);
                event.insert(key, inner);
                what = u"event %1 with `%2.%3` changed"_s.arg(at).arg(key, innerKey);
                break;
            }
        }
        if (what.isEmpty()) {
            event.insert(u"type"_s, events.at(roll(int(events.size())))[u"type"_s]);
            what = u"event %1 with the type of another event"_s.arg(at);
        }
        break;
    }
    }
    events.replace(at, event);
    return events;
}

/** A change to the record's top level that the spec refuses, with what it is. */
QJsonObject breakSetup(QJsonObject record, int which, QString &what)
{
    QJsonArray players = record.value(u"players"_s).toArray();
    QJsonObject first = players.at(0).toObject();
    switch (which % 8) {
    case 6: {
        // An expansion the format does not know: one of the three it gained last with a letter more.
        QJsonArray expansions = record.value(u"expansions"_s).toArray();
        expansions.append(QString(AllExpansions.at(5 + which % 3) + u's'));
        record.insert(u"expansions"_s, expansions);
        what = u"an unknown expansion"_s;
        return record;
    }
    case 7: {
        QJsonArray expansions = record.value(u"expansions"_s).toArray();
        const QString twice = AllExpansions.at(which % AllExpansions.size());
        if (!expansions.contains(twice))
            expansions.append(twice);
        expansions.append(twice);
        record.insert(u"expansions"_s, expansions);
        what = u"an expansion listed twice"_s;
        return record;
    }
    case 0:
        first.insert(u"id"_s, QString(first.value(u"id"_s).toString() + u'\n'));
        what = u"a player id with a trailing newline"_s;
        break;
    case 1:
        first.insert(u"id"_s, QString(first.value(u"id"_s).toString() + u' '));
        what = u"a player id with a trailing space"_s;
        break;
    case 2:
        first.insert(u"name"_s, QString());
        what = u"an empty name"_s;
        break;
    case 3:
        first.insert(u"color"_s, QString());
        what = u"an empty colour"_s;
        break;
    case 4:
        record.insert(u"game"_s,
                      QJsonObject { { u"id"_s, u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a6"_s },
                                    { u"created"_s, u"2026-12-04T19:30:00Z"_s } });
        what = u"a game id one digit short"_s;
        return record;
    default:
        record.insert(u"game"_s,
                      QJsonObject { { u"id"_s, u"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61"_s },
                                    { u"created"_s, u"2026-12-04 19:30:00"_s } });
        what = u"a game created without the ISO 8601 T and zone"_s;
        return record;
    }
    players.replace(0, first);
    record.insert(u"players"_s, players);
    return record;
}

} // namespace

class TestDifferential : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedAndMutatedRecords();
};

void TestDifferential::generatedAndMutatedRecords()
{
    const double seconds = qEnvironmentVariableIsSet("MEEPLE_DIFFERENTIAL_SECONDS")
        ? qEnvironmentVariable("MEEPLE_DIFFERENTIAL_SECONDS").toDouble()
        : 20.0;
    const quint32 firstSeed = qEnvironmentVariableIsSet("MEEPLE_DIFFERENTIAL_SEED")
        ? qEnvironmentVariable("MEEPLE_DIFFERENTIAL_SEED").toUInt()
        : 1;
    QElapsedTimer clock;
    clock.start();
    int games = 0, mutations = 0, refused = 0;
    // At least a few games however slow the build (the sanitizers), then as many as the time allows.
    for (quint32 seed = firstSeed; games < 5 || clock.elapsed() < qint64(seconds * 1000); ++seed, ++games) {
        QRandomGenerator rng(seed);
        RecordGenerator::Options options;
        options.seed = seed;
        options.players = 2 + int(rng.bounded(5u));
        options.turns = 10 + int(rng.bounded(140u));
        options.expansions.clear();
        for (const QString &e : AllExpansions) {
            if (rng.bounded(100u) < 60)
                options.expansions.append(e);
        }
        options.finish = rng.bounded(100u) < 70;
        const QJsonObject record = RecordGenerator::generate(options);
        const QString game = u"seed %1 (%2 players, %3 turns, %4)"_s.arg(seed)
                                 .arg(options.players)
                                 .arg(options.turns)
                                 .arg(options.expansions.join(u' '));

        const ml::ReplayOutcome legal = ml::replay(record);
        QVERIFY2(legal.ok, qPrintable(game + u": "_s + legal.error.message()));
        const QStringList problems = tableProperties(record, legal.output);
        QVERIFY2(problems.isEmpty(), qPrintable(game + u": "_s + problems.join(u"; "_s)));
        const ml::ReplayOutcome appended = appendedOneByOne(record);
        QVERIFY2(appended.ok && appended.output == legal.output,
                 qPrintable(game + u": appending the events one by one gives another table"_s));

        // The spec's setup errors are refused at setup, whatever the events; a valid `game` object changes nothing.
        QString broken;
        const ml::ReplayOutcome badSetup = ml::replay(breakSetup(record, int(seed), broken));
        QVERIFY2(!badSetup.ok && badSetup.error.event == -1,
                 qPrintable(game + u", "_s + broken + u": not refused at setup"_s));
        QJsonObject named = record;
        named.insert(
            u"game"_s,
            QJsonObject {
                { u"id"_s, QUuid::createUuidV5(QUuid(), QString::number(seed)).toString(QUuid::WithoutBraces) },
                { u"created"_s, u"2026-12-04T19:30:00Z"_s },
                { u"device"_s, u"Table %1"_s.arg(seed % 30) } });
        const ml::ReplayOutcome identified = ml::replay(named);
        QVERIFY2(identified.ok && identified.output == legal.output,
                 qPrintable(game + u": a `game` object changed the outcome"_s));

        const QJsonArray events = record.value(u"events"_s).toArray();
        for (int m = 0; m < 12 && !events.isEmpty(); ++m, ++mutations) {
            const qsizetype at = qsizetype(rng.bounded(quint32(events.size())));
            QString what;
            const QJsonObject mutated = withEvents(record, mutate(events, at, rng, what));
            const QString where = game + u", "_s + what;
            const ml::ReplayOutcome outcome = ml::replay(mutated);
            if (m % 4 == 0) { // the same through the record's JSON text
                const ml::ReplayOutcome text = ml::replay(QJsonDocument(mutated).toJson(QJsonDocument::Compact));
                QVERIFY2(text.ok == outcome.ok && text.error.message() == outcome.error.message(),
                         qPrintable(where + u": the record's text replays otherwise"_s));
            }
            const ml::ReplayOutcome incremental = appendedOneByOne(mutated);
            if (outcome.ok) {
                const QStringList mutatedProblems = tableProperties(mutated, outcome.output);
                QVERIFY2(mutatedProblems.isEmpty(), qPrintable(where + u": "_s + mutatedProblems.join(u"; "_s)));
                QVERIFY2(
                    incremental.ok && incremental.output == outcome.output,
                    qPrintable(where + u": the incremental path does not agree: "_s + incremental.error.message()));
                continue;
            }
            ++refused;
            // The events before the mutation are the legal game's: the refusal cannot come before it.
            const int n = outcome.error.event;
            QVERIFY2(n >= at, qPrintable(where + u": refused earlier: "_s + outcome.error.message()));
            const QJsonArray mutatedEvents = mutated.value(u"events"_s).toArray();
            const ml::ReplayOutcome before = ml::replay(withEvents(mutated, firstEvents(mutatedEvents, n)));
            QVERIFY2(before.ok,
                     qPrintable(where + u": refused at "_s + QString::number(n)
                                + u" but the events before it are refused too: "_s + before.error.message()));
            const ml::ReplayOutcome upTo = ml::replay(withEvents(mutated, firstEvents(mutatedEvents, n + 1)));
            QVERIFY2(!upTo.ok && upTo.error.message() == outcome.error.message(),
                     qPrintable(where + u": "_s + outcome.error.message() + u", but the events up to it give "_s
                                + (upTo.ok ? u"no error"_s : upTo.error.message())));
            QVERIFY2(!incremental.ok && incremental.error.message() == outcome.error.message(),
                     qPrintable(where + u": "_s + outcome.error.message() + u", but appending gives "_s
                                + (incremental.ok ? u"no error"_s : incremental.error.message())));
        }
    }
    qInfo("%d generated games, %d mutations (%d refused) in %.1f s, seeds %u to %u", games, mutations, refused,
          double(clock.elapsed()) / 1000.0, firstSeed, firstSeed + quint32(games) - 1);
    // A mutation run that refuses nothing or everything would test little: the mix must have both.
    QVERIFY(refused > 0 && refused < mutations);
}

QTEST_GUILESS_MAIN(TestDifferential)
#include "tst_differential.moc"
