// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "testrecord.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

// What the rules tests share: events and expectations written as JSON text, records built from it, and the tables of
// accepted and refused records. gametest.h adds the Game builder and its own comparison on top.

/** @brief Parses JSON text written in a test: an object or an array. */
inline QJsonValue parseJson(const QByteArray &text)
{
    // A typo in a test's JSON is a bug in the test, never a finding about the engine: stop at once.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("invalid JSON in a test (%s at %d): %s", qPrintable(error.errorString()), error.offset,
               text.constData());
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

/** @brief Parses a JSON object written in a test. */
inline QJsonObject object(const QByteArray &text)
{
    const QJsonValue value = parseJson(text);
    if (!value.isObject())
        qFatal("a JSON object expected in a test: %s", text.constData());
    return value.toObject();
}

/** @brief The record in the file @p path (a whole game kept beside the tests); stops the test when it cannot. */
inline QJsonObject loadRecordFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s is not valid JSON: %s", qPrintable(path), qPrintable(error.errorString()));
    return document.object();
}

/** @brief @p record as the table had it after its first @p count events. */
inline QJsonObject firstEvents(QJsonObject record, int count)
{
    const QJsonArray all = record.value(QStringLiteral("events")).toArray();
    QJsonArray kept;
    for (int i = 0; i < count; ++i)
        kept.append(all.at(i));
    record.insert(QStringLiteral("events"), kept);
    return record;
}

/**
 * @brief "rule player points figure" for every payout of an output's @p ledger, sorted: a game's payouts whatever
 * order the ledger lists them in. Combining the messenger into the meeple moves points between figures: no payout.
 */
inline QStringList payouts(const QJsonArray &ledger)
{
    QStringList list;
    for (const QJsonValue &v : ledger) {
        const QJsonObject e = v.toObject();
        const QString rule = e.value(QStringLiteral("rule")).toString();
        if (rule == QLatin1String("messengers.combined"))
            continue;
        list << rule + u' ' + e.value(QStringLiteral("player")).toString() + u' '
                + QString::number(e.value(QStringLiteral("points")).toInt()) + u' '
                + e.value(QStringLiteral("figure")).toString();
    }
    list.sort();
    return list;
}

/** @brief A JSON value as compact text, for a mismatch's message. */
inline QString show(const QJsonValue &value)
{
    if (value.isUndefined())
        return QStringLiteral("(missing)");
    // A document holds only an array or an object: wrap the value in an array and cut the brackets off again.
    const QByteArray text = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

/** @brief A record without events; players and expansions are ids separated by spaces. */
inline TestRecord game(const char *players, const char *expansions)
{
    return TestRecord(QString::fromLatin1(players).split(u' ', Qt::SkipEmptyParts),
                      QString::fromLatin1(expansions).split(u' ', Qt::SkipEmptyParts));
}

/** @brief Appends one event (a JSON object) or several (a JSON array). */
inline TestRecord &add(TestRecord &record, const QByteArray &events)
{
    const QJsonValue value = parseJson(events);
    if (value.isArray()) {
        for (const QJsonValue &e : value.toArray())
            record.event(e.toObject());
    } else {
        record.event(value.toObject());
    }
    return record;
}

/**
 * @brief Adds to @p problems every difference between @p got and what @p want names, each under its @p path.
 *
 * Only what the expectation names is compared: other keys of an object may be anything. `null` there means "absent
 * or empty" (a figure gone from the board, no prisoners left); arrays must match in length and element by element.
 */
inline void compareJson(const QJsonValue &want, const QJsonValue &got, const QString &path, QStringList &problems)
{
    if (want.isNull()) {
        const bool empty = got.isUndefined() || got.isNull() || (got.isArray() && got.toArray().isEmpty())
            || (got.isObject() && got.toObject().isEmpty());
        if (!empty)
            problems << path + QStringLiteral(": expected nothing, got ") + show(got);
    } else if (want.isObject()) {
        if (!got.isObject()) {
            problems << path + QStringLiteral(": expected an object, got ") + show(got);
            return;
        }
        const QJsonObject w = want.toObject();
        const QJsonObject g = got.toObject();
        for (auto it = w.begin(); it != w.end(); ++it)
            compareJson(it.value(), g.value(it.key()), path + u'.' + it.key(), problems);
    } else if (want.isArray()) {
        const QJsonArray w = want.toArray();
        const QJsonArray g = got.toArray();
        if (!got.isArray() || w.size() != g.size()) {
            problems << path + QStringLiteral(": expected ") + show(want) + QStringLiteral(", got ") + show(got);
            return;
        }
        for (qsizetype i = 0; i < w.size(); ++i)
            compareJson(w.at(i), g.at(i), path + u'[' + QString::number(i) + u']', problems);
    } else if (want.isDouble()) {
        if (!got.isDouble() || got.toDouble() != want.toDouble())
            problems << path + QStringLiteral(": expected ") + show(want) + QStringLiteral(", got ") + show(got);
    } else if (want != got) {
        problems << path + QStringLiteral(": expected ") + show(want) + QStringLiteral(", got ") + show(got);
    }
}

/** @brief The columns of a table of accepted records: `record` and the `expected` part of its output. */
inline void outcomeColumns()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QJsonObject>("expected");
}

/** @brief The test of an outcomeColumns() row: the record replays and its output has what compareJson() names. */
inline void checkOutcome()
{
    QFETCH(QJsonObject, record);
    QFETCH(QJsonObject, expected);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QStringList problems;
    compareJson(expected, outcome.output, QStringLiteral("output"), problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
}

/** @brief The columns of a table of refused records: `record` and the index of the `event` it must stop at. */
inline void errorColumns()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<int>("event");
}

/** @brief The test of an errorColumns() row: the record is refused at that event, named by its type. */
inline void checkError()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QCOMPARE(outcome.error.event, event);
    const QJsonObject refused = record.value(QStringLiteral("events")).toArray().at(event).toObject();
    QCOMPARE(outcome.error.type, refused.value(QStringLiteral("type")).toString());
}

/**
 * @brief The columns of a table of refused records that also names the reason: `record`, the `event` it stops at (-1:
 * the setup) and the `refusal` expected there, either a code's name ("RecallTwice") or its whole diagnostic
 * ("ExpansionUnknown(\"abbots\")").
 */
inline void refusalColumns()
{
    errorColumns();
    QTest::addColumn<QString>("refusal");
}

/** @brief The test of a refusalColumns() row: refused at that event, named by its type, for that reason. */
inline void checkRefusal()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    QFETCH(QString, refusal);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QVERIFY2(outcome.error.event == event,
             qPrintable(QStringLiteral("refused at event %1 instead of %2: ").arg(outcome.error.event).arg(event)
                        + outcome.error.message()));
    if (event >= 0) {
        const QJsonObject refused = record.value(QStringLiteral("events")).toArray().at(event).toObject();
        QCOMPARE(outcome.error.type, refused.value(QStringLiteral("type")).toString());
    }
    const ml::Refusal &got = outcome.error.refusal;
    QCOMPARE(refusal.contains(u'(') ? got.diagnostic() : got.name(), refusal);
}

/** @brief A record that ends in the event it must be refused at; a row streams it as its `record` and `event`. */
struct RefusedRecord {
    QJsonObject record;
    int event = -1;
};

/** @brief @p record with one more @p event, the one it must be refused at. */
inline RefusedRecord withRefused(TestRecord record, const QByteArray &event)
{
    const int index = record.size();
    add(record, event);
    return { record.json(), index };
}

/** @brief Fills two columns of a row, `record` and `event`, from one withRefused(). */
inline QTestData &operator<<(QTestData &row, const RefusedRecord &refused)
{
    return row << refused.record << refused.event;
}
