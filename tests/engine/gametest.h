// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "recordtest.h"

#include <initializer_list>

// Rules tests that build their records with Game, one call an event, and compare the output key by key by what
// each key means (mismatches()), rather than only the parts an expectation names.

/** @brief A UTF-8 literal as a QString. */
inline QString str(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

/** @brief UTF-8 literals as a QStringList. */
inline QStringList strs(std::initializer_list<const char *> items)
{
    QStringList result;
    for (const char *item : items)
        result.append(str(item));
    return result;
}

/** @brief A record under construction, written with plain literals. */
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

    /** @brief A `place` event; featureType is left out for a feature already on the board. */
    Game &place(const char *figure, const char *player, const char *feature, const char *featureType = nullptr,
                const char *kind = "meeple")
    {
        m_record.place(str(figure), str(player), str(kind), str(feature), featureType ? str(featureType) : QString());
        return *this;
    }

    /** @brief A `score` event; @p fields holds the feature type's values as a JSON object. */
    Game &score(const char *feature, const char *fields = "{}")
    {
        m_record.score(str(feature), object(fields));
        return *this;
    }

    Game &merge(std::initializer_list<const char *> features, const char *into)
    {
        return add({ { QStringLiteral("type"), QStringLiteral("merge") },
                     { QStringLiteral("features"), QJsonArray::fromStringList(strs(features)) },
                     { QStringLiteral("into"), str(into) } });
    }

    /** @brief An `adjust` event, on the scoring meeple unless @p mover names the other figure. */
    Game &adjust(const char *player, int points, const char *mover = nullptr)
    {
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("adjust") },
                        { QStringLiteral("player"), str(player) },
                        { QStringLiteral("points"), points },
                        { QStringLiteral("reason"), QStringLiteral("the table agreed") } };
        if (mover)
            e.insert(QStringLiteral("mover"), str(mover));
        return add(e);
    }

    Game &remove(const char *figure)
    {
        return add({ { QStringLiteral("type"), QStringLiteral("remove") },
                     { QStringLiteral("figure"), str(figure) },
                     { QStringLiteral("reason"), QStringLiteral("misplaced") } });
    }

    Game &ghost(const char *figure, const char *reason)
    {
        return add({ { QStringLiteral("type"), QStringLiteral("ghost") },
                     { QStringLiteral("figure"), str(figure) },
                     { QStringLiteral("reason"), str(reason) } });
    }

    Game &robber(const char *player, int space)
    {
        return add({ { QStringLiteral("type"), QStringLiteral("robber") },
                     { QStringLiteral("player"), str(player) },
                     { QStringLiteral("space"), space } });
    }

    /** @brief A `steal` event; @p figure and @p mover are left out unless given. */
    Game &steal(const char *robber, const char *from, const char *figure = nullptr, const char *mover = nullptr)
    {
        QJsonObject e { { QStringLiteral("type"), QStringLiteral("steal") },
                        { QStringLiteral("robber"), str(robber) },
                        { QStringLiteral("from"), str(from) } };
        if (figure)
            e.insert(QStringLiteral("figure"), str(figure));
        if (mover)
            e.insert(QStringLiteral("mover"), str(mover));
        return add(e);
    }

    /** @brief A `message` event; @p fields holds its other keys (values, figure, mover…) as a JSON object. */
    Game &message(int tile, const char *take, const char *fields = "{}")
    {
        QJsonObject e = object(fields);
        e.insert(QStringLiteral("type"), QStringLiteral("message"));
        e.insert(QStringLiteral("tile"), tile);
        e.insert(QStringLiteral("take"), str(take));
        return add(e);
    }

    /** @brief An `end` event with the final @p values of the features; @p fields holds its other keys. */
    Game &end(const char *values = "{}", const char *fields = "{}")
    {
        QJsonObject e = object(fields);
        e.insert(QStringLiteral("type"), QStringLiteral("end"));
        e.insert(QStringLiteral("values"), object(values));
        return add(e);
    }

    /** @brief Any event, written as JSON (for the malformed ones). */
    Game &event(const char *text) { return add(object(text)); }

    /** @brief Index of the event added last. */
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

/** @brief Whether two JSON values are equal, numbers by their value whether written as integers or not. */
inline bool same(const QJsonValue &a, const QJsonValue &b)
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

/** @brief Whether @p actual has @p wanted: objects by the keys it gives, everything else in full. */
inline bool covers(const QJsonValue &actual, const QJsonValue &wanted)
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

/**
 * @brief Where @p output differs from @p expected, one line each; each key of @p expected is compared by its meaning.
 *
 * `scores`, `robbers`, `owed` and `finished` are compared in full, so a player or robber the row does not name is a
 * mismatch. `figures` and `supplies` only for the players and figures named. `ledger`: every entry named must match
 * some entry. `warnings`: same length, entry by entry. `onBoard`: the ids of all figures on the board.
 */
inline QStringList mismatches(const QJsonObject &output, const QJsonObject &expected)
{
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QString key = it.key();
        const QJsonValue want = it.value();
        if (key == QStringLiteral("onBoard")) {
            QStringList got =
                output.value(QStringLiteral("board")).toObject().value(QStringLiteral("figures")).toObject().keys();
            QStringList wanted;
            for (const QJsonValue &id : want.toArray())
                wanted.append(id.toString());
            got.sort();
            wanted.sort();
            if (got != wanted)
                problems << QStringLiteral("board figures: expected [") + wanted.join(QStringLiteral(", "))
                        + QStringLiteral("], got [") + got.join(QStringLiteral(", ")) + u']';
            continue;
        }
        const QJsonValue got = output.value(key);
        bool ok = true;
        if (key == QStringLiteral("figures") || key == QStringLiteral("supplies")) {
            ok = covers(got, want);
        } else if (key == QStringLiteral("ledger")) {
            for (const QJsonValue &entry : want.toArray()) {
                bool found = false;
                for (const QJsonValue &actual : got.toArray())
                    found = found || covers(actual, entry);
                if (!found)
                    problems << QStringLiteral("ledger: no entry like ") + show(entry) + QStringLiteral(" in ")
                            + show(got);
            }
            continue;
        } else if (key == QStringLiteral("warnings")) {
            const QJsonArray w = want.toArray();
            const QJsonArray g = got.toArray();
            ok = got.isArray() && w.size() == g.size();
            for (qsizetype i = 0; ok && i < w.size(); ++i)
                ok = covers(g.at(i), w.at(i));
        } else {
            ok = same(got, want);
        }
        if (!ok)
            problems << key + QStringLiteral(": expected ") + show(want) + QStringLiteral(", got ") + show(got);
    }
    return problems;
}

/** @brief The columns of a table of accepted records: `record` and what mismatches() checks its output for. */
inline void addReplayColumns()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QJsonObject>("expected");
}

/** @brief The test of an addReplayColumns() row: the record replays, and mismatches() finds nothing. */
inline void verifyReplay()
{
    QFETCH(QJsonObject, record);
    QFETCH(QJsonObject, expected);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(outcome.ok, qPrintable(QStringLiteral("the record was refused: ") + outcome.error.message()));
    const QStringList problems = mismatches(outcome.output, expected);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n   "))));
}

/** @brief The columns of a table of refused records: `record`, the `event` it stops at and that event's `type`. */
inline void addRefusedColumns()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<int>("event");
    QTest::addColumn<QString>("type");
}

/** @brief The test of an addRefusedColumns() row; a setup error names no event: `event` -1, the type not compared. */
inline void verifyRefused()
{
    QFETCH(QJsonObject, record);
    QFETCH(int, event);
    QFETCH(QString, type);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QVERIFY2(outcome.error.event == event,
             qPrintable(QStringLiteral("refused at event %1 instead of %2: ").arg(outcome.error.event).arg(event)
                        + outcome.error.message()));
    if (event >= 0)
        QCOMPARE(outcome.error.type, type);
}
