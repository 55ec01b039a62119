// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The Plackett–Luce rating against OpenSkill's published values and against games worked out here from Weng & Lin
// (2011), Algorithm 4.

#include "rating.h"

#include <QtTest>

#include <cmath>

namespace {

using Ratings = QList<ml::Rating>;

// Ratings agree to 1e-12 of their size: the same formulas in another order of additions.
bool close(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

} // namespace

Q_DECLARE_METATYPE(ml::Rating)

class TestRating : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void openSkill_data();
    void openSkill();
    void workedOut_data();
    void workedOut();
    void tiesAreSymmetric();
    void orderOfSeatsDoesNotMatter();
    void winningRaisesLosingLowers();
    void tooFewPlayersChangeNothing();
};

void TestRating::defaults()
{
    // openskill.py 5.1.1 (github.com/OpenDebates/openskill.py, commit cc684f1) tests/models/weng_lin/
    // test_plackett_luce.py:19-29 (test_model_defaults: mu, sigma, beta, kappa; tau 25/300 is the default of
    // PlackettLuce.__init__ in openskill/models/weng_lin/plackett_luce.py) and openskill.js 5.0.1 (commit 0bf4361)
    // src/constants.ts:5-7: mu 25, sigma 25/3, beta 25/6, kappa 0.0001, tau 25/300.
    const ml::PlackettLuce::Parameters p;
    QCOMPARE(p.mu, 25.0);
    QCOMPARE(p.sigma, 25.0 / 3.0);
    QCOMPARE(p.beta, 25.0 / 6.0);
    QCOMPARE(p.kappa, 0.0001);
    QCOMPARE(p.tau, 25.0 / 300.0);
    const ml::Rating fresh = ml::PlackettLuce().initial();
    QCOMPARE(fresh.mu, 25.0);
    QCOMPARE(fresh.sigma, 25.0 / 3.0);
    QCOMPARE(fresh.ordinal(), 0.0);
}

void TestRating::openSkill_data()
{
    QTest::addColumn<double>("tau");
    QTest::addColumn<Ratings>("before");
    QTest::addColumn<QList<int>>("places");
    QTest::addColumn<Ratings>("after");
    const ml::Rating fresh;
    // openskill.js 5.0.1 (github.com/philihp/openskill.js, commit 0bf4361), src/__tests__/rate.test.ts: rate() of
    // single-player teams with the defaults (openskill.py rates the same way: plackett_luce.py rate() adds tau, sorts
    // by rank, _compute()). Line numbers are the test's `it(...)` to its last expected value.
    const double tau = 25.0 / 300.0;
    QTest::addRow("rate.test.ts:17-26 four players, default order")
        << tau << Ratings { { 29.182, 4.782 }, { 27.174, 4.922 }, { 16.672, 6.217 }, fresh }
        << QList<int> { 1, 2, 3, 4 }
        << Ratings { { 30.210227447000438, 4.765617924939384 },
                     { 27.644725221915632, 4.883479590134575 },
                     { 17.4036218889969, 6.101259408259549 },
                     { 19.21460876538932, 7.854669920480409 } };
    QTest::addRow("rate.test.ts:28-43 four players, tau 0.01")
        << 0.01 << Ratings { { 29.182, 4.782 }, { 27.174, 4.922 }, { 16.672, 6.217 }, fresh }
        << QList<int> { 1, 2, 3, 4 }
        << Ratings { { 30.20997558824299, 4.764909330988368 },
                     { 27.64461002009721, 4.882799245921361 },
                     { 17.403587237635527, 6.100731158882956 },
                     { 19.21478808745494, 7.854267281042293 } };
    QTest::addRow("rate.test.ts:124-133 reverses rank")
        << tau << Ratings { fresh, fresh } << QList<int> { 2, 1 }
        << Ratings { { 22.364610506859503, 8.06590141354368 }, { 27.635389493140497, 8.06590141354368 } };
    QTest::addRow("rate.test.ts:146-157 misordered ranks")
        << tau << Ratings { fresh, fresh, fresh, fresh } << QList<int> { 2, 1, 4, 3 }
        << Ratings { { 26.55291815138952, 8.17961798837266 },
                     { 27.795252672501135, 8.263571791259416 },
                     { 20.962412806387245, 8.084127880168786 },
                     { 24.689416369722096, 8.084127880168786 } };
    QTest::addRow("rate.test.ts:159-170 unequal ratings")
        << tau << Ratings { { 15, 25.0 / 3.0 }, { 20, 25.0 / 3.0 }, { 25, 25.0 / 3.0 }, { 30, 25.0 / 3.0 } }
        << QList<int> { 1, 3, 4, 2 }
        << Ratings { { 18.131120980297805, 8.283536573151807 },
                     { 20.405169039419135, 8.107860440531121 },
                     { 20.65583040714804, 8.082574596348321 },
                     { 30.80787957313502, 8.155100416275928 } };
    QTest::addRow("rate.test.ts:194-207 ties")
        << tau << Ratings { { 10, 8 }, { 5, 10 }, { 0, 12 } } << QList<int> { 1, 2, 2 }
        << Ratings { { 11.942996666741225, 7.926888197620324 },
                     { 2.9381178546315034, 9.653804487570165 },
                     { -1.4024317012198733, 11.323641575516767 } };
    QTest::addRow("rate.test.ts:223-234 four-way tie")
        << tau << Ratings { fresh, fresh, fresh, fresh } << QList<int> { 1, 1, 1, 1 }
        << Ratings { { 25, 8.263571791259416 },
                     { 25, 8.263571791259416 },
                     { 25, 8.263571791259416 },
                     { 25, 8.263571791259416 } };
    // The model alone, without tau: openskill.js src/models/__tests__/plackett-luce.test.ts:15-21 and 23-30.
    QTest::addRow("plackett-luce.test.ts:15-21 two players, no tau")
        << 0.0 << Ratings { fresh, fresh } << QList<int> { 1, 2 }
        << Ratings { { 27.63523138347365, 8.065506316323548 }, { 22.36476861652635, 8.065506316323548 } };
    QTest::addRow("plackett-luce.test.ts:23-30 three players, no tau")
        << 0.0 << Ratings { fresh, fresh, fresh } << QList<int> { 1, 2, 3 }
        << Ratings { { 27.868876552746237, 8.204837030780652 },
                     { 25.717219138186557, 8.057829747583874 },
                     { 21.413904309067206, 8.057829747583874 } };
}

void TestRating::openSkill()
{
    QFETCH(double, tau);
    QFETCH(Ratings, before);
    QFETCH(QList<int>, places);
    QFETCH(Ratings, after);
    ml::PlackettLuce::Parameters parameters;
    parameters.tau = tau;
    const Ratings rated = ml::PlackettLuce(parameters).rate(before, places);
    QCOMPARE(rated.size(), after.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        QVERIFY2(close(rated[i].mu, after[i].mu),
                 qPrintable(QStringLiteral("player %1: mu %2, expected %3")
                                .arg(i)
                                .arg(rated[i].mu, 0, 'g', 17)
                                .arg(after[i].mu, 0, 'g', 17)));
        QVERIFY2(close(rated[i].sigma, after[i].sigma),
                 qPrintable(QStringLiteral("player %1: sigma %2, expected %3")
                                .arg(i)
                                .arg(rated[i].sigma, 0, 'g', 17)
                                .arg(after[i].sigma, 0, 'g', 17)));
    }
}

void TestRating::workedOut_data()
{
    QTest::addColumn<QList<int>>("places");
    QTest::addColumn<Ratings>("after");
    // New players, defaults: mu = 25, sigma = 25/3, beta = 25/6, tau = 25/300, kappa = 0.0001.
    // Algorithm 4 of Weng & Lin (2011), each player a team of one:
    //   sigma_i^2 <- sigma_i^2 + tau^2                                  (OpenSkill's dynamics, before the update)
    //   c^2 = sum_i (sigma_i^2 + beta^2);  C_q = {i : r(i) >= r(q)};  A_q = |{s : r(s) = r(q)}|
    //   p_iq = e^(mu_i/c) / sum_{s in C_q} e^(mu_s/c)
    //   Omega_i = sigma_i^2/c * sum_{q : r(q) <= r(i)} ([q = i] - p_iq) / A_q
    //   Delta_i = gamma_i * sigma_i^2/c^2 * sum_{q : r(q) <= r(i)} p_iq (1 - p_iq) / A_q,  gamma_i = sigma_i / c
    //   mu_i <- mu_i + Omega_i;  sigma_i <- sigma_i * sqrt(max(1 - Delta_i, kappa))
    // Here sigma^2 = 625/9 + 1/144 = 10001/144 = 69.451388889, sigma = 8.333750; beta^2 = 625/36 = 17.361111.
    //
    // Two players, Ana first, Ben second:
    //   c^2 = 2 (69.451389 + 17.361111) = 173.625, c = 13.176684; equal mu, so p = 1/|C_q|: p_A1 = 1/2, p_B1 = 1/2,
    //   p_B2 = 1. gamma = 8.333750 / 13.176684 = 0.632462; sigma^2/c = 5.270779; sigma^2/c^2 = 0.400008.
    //   Ana: Omega = 5.270779 * (1 - 1/2) = +2.635389; Delta = 0.632462 * 0.400008 * (1/2 * 1/2) = 0.063247
    //   Ben: Omega = 5.270779 * (-1/2 + (1 - 1)) = -2.635389; Delta = 0.632462 * 0.400008 * (1/4 + 0) = 0.063247
    //   sigma = 8.333750 * sqrt(1 - 0.063247) = 8.065901 for both.
    QTest::addRow("two players") << QList<int> { 1, 2 }
                                 << Ratings { { 27.635389493140497, 8.06590141354368 },
                                              { 22.364610506859503, 8.06590141354368 } };
    // Three players, places 1, 2, 3:
    //   c^2 = 3 (69.451389 + 17.361111) = 260.4375, c = 16.138076; |C_1| = 3, |C_2| = 2, |C_3| = 1.
    //   gamma = 8.333750 / 16.138076 = 0.516403; sigma^2/c = 4.303573; sigma^2/c^2 = 0.266672.
    //   first:  sum Omega = 1 - 1/3 = 2/3;              sum Delta = 1/3 * 2/3 = 2/9
    //           Omega = +2.869049; Delta = 0.516403 * 0.266672 * 2/9 = 0.030602; sigma = 8.205243
    //   second: sum Omega = -1/3 + (1 - 1/2) = 1/6;     sum Delta = 2/9 + 1/4 = 17/36
    //           Omega = +0.717262; Delta = 0.516403 * 0.266672 * 17/36 = 0.065030; sigma = 8.058224
    //   third:  sum Omega = -1/3 - 1/2 + (1 - 1) = -5/6; sum Delta = 2/9 + 1/4 + 0 = 17/36
    //           Omega = -3.586311; Delta = 0.065030; sigma = 8.058224
    QTest::addRow("three players") << QList<int> { 1, 2, 3 }
                                   << Ratings { { 27.869048680749426, 8.205243377397993 },
                                                { 25.717262170187357, 8.058224222802378 },
                                                { 21.413689149063217, 8.058224222802378 } };
    // Three players, two sharing first place (places 1, 1, 3): A_1 = A_2 = 2, A_3 = 1; C_1 = C_2 = everyone (p = 1/3).
    //   first (each): sum Omega = (1 - 1/3)/2 + (-1/3)/2 = 1/6; sum Delta = 2 * (1/3 * 2/3)/2 = 2/9
    //                 Omega = 4.303573 / 6 = +0.717262; Delta = 0.030602; sigma = 8.205243
    //   third:        sum Omega = (-1/3)/2 + (-1/3)/2 + (1 - 1) = -1/3; sum Delta = 2/9 + 0
    //                 Omega = -1.434524; Delta = 0.030602; sigma = 8.205243
    QTest::addRow("shared first place") << QList<int> { 1, 1, 3 }
                                        << Ratings { { 25.717262170187357, 8.205243377397993 },
                                                     { 25.717262170187357, 8.205243377397993 },
                                                     { 23.565475659625285, 8.205243377397993 } };
}

void TestRating::workedOut()
{
    QFETCH(QList<int>, places);
    QFETCH(Ratings, after);
    const ml::PlackettLuce model;
    const Ratings rated = model.rate(Ratings(places.size(), model.initial()), places);
    QCOMPARE(rated.size(), after.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        QVERIFY2(close(rated[i].mu, after[i].mu), qPrintable(QString::number(rated[i].mu, 'g', 17)));
        QVERIFY2(close(rated[i].sigma, after[i].sigma), qPrintable(QString::number(rated[i].sigma, 'g', 17)));
    }
}

void TestRating::tiesAreSymmetric()
{
    // Two equal players who tie learn nothing about who is better: mu stays, sigma shrinks the same for both.
    const ml::PlackettLuce model;
    const Ratings rated = model.rate({ model.initial(), model.initial() }, { 1, 1 });
    QVERIFY(close(rated[0].mu, 25.0));
    QVERIFY(close(rated[1].mu, 25.0));
    QCOMPARE(rated[0].sigma, rated[1].sigma);
    QVERIFY(rated[0].sigma < 25.0 / 3.0);
}

void TestRating::orderOfSeatsDoesNotMatter()
{
    const ml::PlackettLuce model;
    const Ratings players { { 30, 6 }, { 22, 8 }, { 27, 5 }, { 18, 7 } };
    const Ratings seated = model.rate(players, { 3, 1, 1, 2 });
    const Ratings turned = model.rate({ players[3], players[2], players[1], players[0] }, { 2, 1, 1, 3 });
    for (qsizetype i = 0; i < players.size(); ++i) {
        QVERIFY(close(seated[i].mu, turned[3 - i].mu));
        QVERIFY(close(seated[i].sigma, turned[3 - i].sigma));
    }
}

void TestRating::winningRaisesLosingLowers()
{
    const ml::PlackettLuce model;
    const Ratings rated = model.rate({ { 20, 5 }, { 30, 5 } }, { 1, 2 });
    QVERIFY(rated[0].mu > 20);
    QVERIFY(rated[1].mu < 30);
    // An upset teaches more than the expected result.
    const Ratings expected = model.rate({ { 20, 5 }, { 30, 5 } }, { 2, 1 });
    QVERIFY(rated[0].mu - 20 > 30 - expected[1].mu);
}

void TestRating::tooFewPlayersChangeNothing()
{
    const ml::PlackettLuce model;
    const Ratings one { { 27, 4 } };
    QCOMPARE(model.rate(one, { 1 }).value(0).mu, 27.0);
    const Ratings two { { 27, 4 }, { 21, 6 } };
    QCOMPARE(model.rate(two, { 1 }).value(1).sigma, 6.0);
}

QTEST_GUILESS_MAIN(TestRating)
#include "tst_rating.moc"
