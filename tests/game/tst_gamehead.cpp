// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamehead.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject header()
{
    return { { u"format"_s, u"meeple-ledger/1"_s },
             { u"expansions"_s, QJsonArray {} },
             { u"players"_s,
               QJsonArray { QJsonObject { { u"id"_s, u"red"_s }, { u"name"_s, u"Ana"_s } },
                            QJsonObject { { u"id"_s, u"blue"_s }, { u"name"_s, u"Ben"_s } } } } };
}

QJsonObject turn(const QString &player)
{
    return { { u"type"_s, u"turn"_s }, { u"player"_s, player } };
}

QJsonObject placeOnRoad(const QString &figure, const QString &player, const QString &road)
{
    return { { u"type"_s, u"place"_s },  { u"figure"_s, figure }, { u"player"_s, player },
             { u"kind"_s, u"meeple"_s }, { u"feature"_s, road },  { u"featureType"_s, u"road"_s } };
}

QJsonObject scoreRoad(const QString &road, int tiles)
{
    return { { u"type"_s, u"score"_s }, { u"feature"_s, road }, { u"tiles"_s, tiles } };
}

/** Where @p seat's scoring meeple stands: its points, as no other figure moved. */
int score(const ml::GameHead &head, int seat)
{
    return head.table().players.at(seat).position[int(ml::ScoringFigure::Meeple)];
}

} // namespace

class GameHeadTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTrialLeavesTheHeadAsItWas()
    {
        ml::GameHead head(header(), { turn(u"red"_s), placeOnRoad(u"r1"_s, u"red"_s, u"road-1"_s) });
        QCOMPARE(head.eventCount(), 2);
        // A completed road of 3 tiles scores 1 point per tile for its owner [base game rules].
        const ml::GameHead::Step step = head.tryAppend(scoreRoad(u"road-1"_s, 3));
        QVERIFY(!step.refusal);
        QVERIFY(step.outcome.table);
        QCOMPARE(step.outcome.table->players.at(0).position[int(ml::ScoringFigure::Meeple)], 3);
        QCOMPARE(head.eventCount(), 2);
        QCOMPARE(score(head, 0), 0);
        QVERIFY(head.table().features.contains(u"road-1"_s));
    }

    void aStepCommittedIsTheHead()
    {
        ml::GameHead head(header(), { turn(u"red"_s), placeOnRoad(u"r1"_s, u"red"_s, u"road-1"_s) });
        head.commit(head.tryAppend(scoreRoad(u"road-1"_s, 3)));
        QCOMPARE(head.eventCount(), 3);
        QCOMPARE(score(head, 0), 3);
        // The scored road is gone from the board and its meeple back in the supply.
        QVERIFY(!head.table().features.contains(u"road-1"_s));

        head.commit(head.tryUndo());
        QCOMPARE(head.eventCount(), 2);
        QCOMPARE(score(head, 0), 0);
        QVERIFY(head.table().features.contains(u"road-1"_s));
    }

    void aRefusedStepChangesNothing()
    {
        ml::GameHead head(header(), { turn(u"red"_s) });
        // A road that is not on the board cannot be scored [spec, Errors].
        const ml::GameHead::Step step = head.tryAppend(scoreRoad(u"road-9"_s, 2));
        QVERIFY(step.refusal);
        head.commit(step);
        QCOMPARE(head.eventCount(), 1);
        QVERIFY(head.table().features.isEmpty());
        // Nothing to undo is no step either.
        ml::GameHead empty(header(), {});
        const ml::GameHead::Step none = empty.tryUndo();
        QVERIFY(!none.replay);
        empty.commit(none);
        QCOMPARE(empty.eventCount(), 0);
    }

    void undoStepsBackFromTheNearestSnapshot()
    {
        // 2 × SnapshotInterval + 5 events: turns alone, so every prefix replays.
        QJsonArray events;
        const int count = 2 * ml::GameHead::SnapshotInterval + 5;
        for (int i = 0; i < count; ++i)
            events.append(turn(i % 2 == 0 ? u"red"_s : u"blue"_s));
        ml::GameHead head(header(), events);
        QVERIFY(head.snapshotCount() >= 1);
        QVERIFY(head.snapshotCount() <= count / ml::GameHead::SnapshotInterval + 1);
        for (int i = 0; i < 10; ++i)
            head.commit(head.tryUndo());
        QCOMPARE(head.eventCount(), count - 10);
        // The turn that runs now is the one of the last event in effect.
        QCOMPARE(head.table().active, (count - 11) % 2 == 0 ? 0 : 1);
    }
};

QTEST_GUILESS_MAIN(GameHeadTest)
#include "tst_gamehead.moc"
