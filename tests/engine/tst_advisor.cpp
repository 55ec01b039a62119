// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The advice the table gets when a player chooses a scoring figure or a robber chooses whom to rob.

#include "replay.h"
#include "testrecord.h"

#include <QJsonArray>
#include <QTest>

namespace {

QJsonObject ev(std::initializer_list<std::pair<QString, QJsonValue>> fields)
{
    return QJsonObject(fields);
}

QJsonObject adjust(const QString &player, int points, const QString &mover = QStringLiteral("meeple"))
{
    return ev({ { QStringLiteral("type"), QStringLiteral("adjust") },
                { QStringLiteral("player"), player },
                { QStringLiteral("points"), points },
                { QStringLiteral("reason"), QStringLiteral("set up the track") },
                { QStringLiteral("mover"), mover } });
}

} // namespace

class TestAdvisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mover_data();
    void mover();
    void robberChoiceSuggestsTheMessage();
};

void TestAdvisor::mover_data()
{
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QString>("player");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("figure");
    QTest::addColumn<QString>("reason");

    const QStringList both { QStringLiteral("messengers"), QStringLiteral("robbers") };
    {
        // Red (active) stands at 7 with the meeple and 3 with the messenger: 7 + 3 = 10 is dark, 3 + 3 = 6 is not.
        TestRecord r({ QStringLiteral("red"), QStringLiteral("blue") }, both);
        r.turn(QStringLiteral("red"))
            .event(adjust(QStringLiteral("red"), 7))
            .event(adjust(QStringLiteral("red"), 3, QStringLiteral("messenger")));
        QTest::addRow("landing on a dark space brings a message") << r.json() << "red" << 3 << "meeple"
                                                                  << "mover.darkSpace";
    }
    {
        // Blue's robber stands with Red's meeple on 4; Red's messenger is on 2: moving it leaves Blue nothing to rob.
        TestRecord r({ QStringLiteral("red"), QStringLiteral("blue") }, both);
        r.turn(QStringLiteral("red"))
            .event(adjust(QStringLiteral("red"), 4))
            .event(adjust(QStringLiteral("red"), 2, QStringLiteral("messenger")));
        r.turn(QStringLiteral("blue"))
            .event(ev({ { QStringLiteral("type"), QStringLiteral("robber") },
                        { QStringLiteral("player"), QStringLiteral("blue") },
                        { QStringLiteral("space"), 4 } }));
        QTest::addRow("dodge another player's robber") << r.json() << "red" << 3 << "messenger"
                                                       << "mover.dodgeRobber";
    }
    {
        // Red's meeple ended on 10 from points this turn: a message is owed; moving the meeple again would lose it.
        TestRecord r({ QStringLiteral("red"), QStringLiteral("blue") }, both);
        r.turn(QStringLiteral("red"))
            .place(QStringLiteral("r1"), QStringLiteral("red"), QStringLiteral("meeple"), QStringLiteral("c1"),
                   QStringLiteral("city"));
        r.score(QStringLiteral("c1"),
                { { QStringLiteral("tiles"), 4 }, { QStringLiteral("coats"), 1 } }); // 4 × 2 + 1 × 2 = 10
        QTest::addRow("keep the message already earned") << r.json() << "red" << 2 << "messenger"
                                                         << "mover.keepMessage";
    }
    {
        // Minus 4 from a meeple on 10 costs 4; from a messenger on 2 it costs 2, because the track stops at 0.
        TestRecord r({ QStringLiteral("red"), QStringLiteral("blue") }, both);
        r.turn(QStringLiteral("red"))
            .event(adjust(QStringLiteral("red"), 10))
            .event(adjust(QStringLiteral("red"), 2, QStringLiteral("messenger")));
        QTest::addRow("negative points: the lower figure loses less") << r.json() << "red" << -4 << "messenger"
                                                                      << "mover.clampAtZero";
    }
    {
        TestRecord r({ QStringLiteral("red"), QStringLiteral("blue") });
        r.turn(QStringLiteral("red"));
        QTest::addRow("without messengers only the meeple scores") << r.json() << "red" << 5 << "meeple"
                                                                   << "mover.only";
    }
}

void TestAdvisor::mover()
{
    QFETCH(QJsonObject, record);
    QFETCH(QString, player);
    QFETCH(int, points);
    QFETCH(QString, figure);
    QFETCH(QString, reason);
    const QJsonObject advice = ml::adviseMover(record, player, points);
    QCOMPARE(advice[QStringLiteral("figure")].toString(), figure);
    QCOMPARE(advice[QStringLiteral("reason")].toString(), reason);
}

void TestAdvisor::robberChoiceSuggestsTheMessage()
{
    // The Robbers rules, detailed example 4, option 1: "Why choose to take fewer points? If yellow is the active player
    // and can receive a message, this makes more sense." Green's messenger (3) and Red's meeple (2) move from the
    // yellow robber's space 6; Yellow's meeple stands on 4. Half of 3 is 2 (4 → 6), half of 2 is 1 (4 → 5, dark).
    TestRecord r({ QStringLiteral("yellow"), QStringLiteral("green"), QStringLiteral("red") },
                 { QStringLiteral("messengers"), QStringLiteral("robbers") });
    r.turn(QStringLiteral("yellow"));
    r.turn(QStringLiteral("green"))
        .place(QStringLiteral("g1"), QStringLiteral("green"), QStringLiteral("meeple"), QStringLiteral("ga"),
               QStringLiteral("road"));
    r.turn(QStringLiteral("red"))
        .place(QStringLiteral("r1"), QStringLiteral("red"), QStringLiteral("meeple"), QStringLiteral("ra"),
               QStringLiteral("road"));
    r.turn(QStringLiteral("yellow"));
    r.event(adjust(QStringLiteral("green"), 6)).event(adjust(QStringLiteral("green"), 6, QStringLiteral("messenger")));
    r.event(adjust(QStringLiteral("red"), 6)).event(adjust(QStringLiteral("yellow"), 4));
    r.event(ev({ { QStringLiteral("type"), QStringLiteral("robber") },
                 { QStringLiteral("player"), QStringLiteral("yellow") },
                 { QStringLiteral("space"), 6 } }));
    r.score(QStringLiteral("ga"),
            { { QStringLiteral("tiles"), 3 },
              { QStringLiteral("movers"), QJsonObject { { QStringLiteral("green"), QStringLiteral("messenger") } } } });
    r.score(QStringLiteral("ra"), { { QStringLiteral("tiles"), 2 } });

    const ml::ReplayOutcome out = r.replay();
    QVERIFY2(out.ok, qPrintable(out.error.message()));
    const QJsonArray choices = out.output[QStringLiteral("choices")].toArray();
    QCOMPARE(choices.size(), 1);
    const QJsonObject choice = choices[0].toObject();
    QCOMPARE(choice[QStringLiteral("robber")].toString(), QStringLiteral("yellow"));
    QCOMPARE(choice[QStringLiteral("candidates")].toArray().size(), 2);
    const QJsonObject suggested = choice[QStringLiteral("suggested")].toObject();
    QCOMPARE(suggested[QStringLiteral("from")].toString(), QStringLiteral("red"));
    QCOMPARE(suggested[QStringLiteral("mover")].toString(), QStringLiteral("meeple"));
    QCOMPARE(suggested[QStringLiteral("reason")].toString(), QStringLiteral("steal.message"));
    // Without a `steal` event the robber takes the largest: half of Green's 3, rounded up = 2, so Yellow 4 → 6.
    QCOMPARE(out.output[QStringLiteral("scores")][QStringLiteral("yellow")].toInt(), 6);
}

QTEST_GUILESS_MAIN(TestAdvisor)
#include "tst_advisor.moc"
