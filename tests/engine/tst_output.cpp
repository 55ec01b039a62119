// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The output object: ids and texts from the record come back exactly as written, whatever characters they hold, and
// the object reads the same however often and from however many copies it is read.

#include "ledgerrule.h"
#include "replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

namespace {

/** A two-player base game placing and scoring figures whose ids are @p figure on feature @p feature. */
QJsonObject record(const QString &figure, const QString &feature, const QString &reason)
{
    const auto event = [](std::initializer_list<std::pair<QString, QJsonValue>> fields) {
        QJsonObject e;
        for (const auto &[key, value] : fields)
            e.insert(key, value);
        return e;
    };
    const QJsonArray events {
        event(
            { { QStringLiteral("type"), QStringLiteral("turn") }, { QStringLiteral("player"), QStringLiteral("a") } }),
        event({ { QStringLiteral("type"), QStringLiteral("place") },
                { QStringLiteral("player"), QStringLiteral("a") },
                { QStringLiteral("figure"), figure },
                { QStringLiteral("kind"), QStringLiteral("meeple") },
                { QStringLiteral("feature"), feature },
                { QStringLiteral("featureType"), QStringLiteral("road") } }),
        event({ { QStringLiteral("type"), QStringLiteral("score") },
                { QStringLiteral("feature"), feature },
                { QStringLiteral("tiles"), 3 } }),
        event({ { QStringLiteral("type"), QStringLiteral("place") },
                { QStringLiteral("player"), QStringLiteral("a") },
                { QStringLiteral("figure"), figure },
                { QStringLiteral("kind"), QStringLiteral("meeple") },
                { QStringLiteral("feature"), feature },
                { QStringLiteral("featureType"), QStringLiteral("city") } }),
        event({ { QStringLiteral("type"), QStringLiteral("adjust") },
                { QStringLiteral("player"), QStringLiteral("a") },
                { QStringLiteral("points"), -2 },
                { QStringLiteral("reason"), reason } }),
    };
    QJsonObject r;
    r.insert(QStringLiteral("format"), QStringLiteral("meeple-ledger/1"));
    r.insert(QStringLiteral("players"),
             QJsonArray { QJsonObject { { QStringLiteral("id"), QStringLiteral("a") },
                                        { QStringLiteral("name"), QStringLiteral("A") } },
                          QJsonObject { { QStringLiteral("id"), QStringLiteral("b") },
                                        { QStringLiteral("name"), QStringLiteral("B") } } });
    r.insert(QStringLiteral("expansions"), QJsonArray {});
    r.insert(QStringLiteral("events"), events);
    return r;
}

} // namespace

class TestOutput : public QObject
{
    Q_OBJECT

private slots:
    void idsComeBackAsWritten_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << QStringLiteral("f1");
        QTest::newRow("quotes and backslashes") << QStringLiteral("a\"b\\c/d");
        QString control = QStringLiteral("tab\tnl\ncr\r");
        for (char16_t c : { u'\0', char16_t(7), char16_t(0x1f), char16_t(0x7f), char16_t(0x9f) })
            control += QChar(c);
        QTest::newRow("control characters") << control;
        QTest::newRow("accents and scripts")
            << QString::fromUtf16(u"Stra\u00dfe \u00e9t\u00e9 \u0645\u062f\u064a\u0646\u0629 \u57ce");
        QTest::newRow("outside the BMP") << QString::fromUtf16(u"meeple \U0001F3F0 \U0001F600");
        QString lone = QStringLiteral("x");
        lone += QChar(0xd800);
        lone += u'y';
        lone += QChar(0xdc00);
        QTest::newRow("lone surrogates") << lone;
    }

    void idsComeBackAsWritten()
    {
        QFETCH(QString, text);
        const QString figure = text + QStringLiteral("-figure");
        const QString feature = text + QStringLiteral("-feature");
        const QString reason = text + QStringLiteral("-reason");
        const ml::ReplayOutcome outcome = ml::replay(record(figure, feature, reason));
        QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
        const QJsonObject &out = outcome.output;

        const QJsonArray ledger = out.value(QStringLiteral("ledger")).toArray();
        QCOMPARE(ledger.size(), 2);
        QCOMPARE(ledger[0][QStringLiteral("feature")].toString(), feature);
        QCOMPARE(ledger[0][QStringLiteral("detail")][QStringLiteral("tiles")].toInt(), 3);
        QCOMPARE(ledger[1][QStringLiteral("detail")][QStringLiteral("reason")].toString(), reason);
        QCOMPARE(ledger[1][QStringLiteral("to")].toInt(), 1); // the road's 3, corrected by −2

        const QJsonObject board = out.value(QStringLiteral("board")).toObject();
        const QJsonObject figures = board.value(QStringLiteral("figures")).toObject();
        QCOMPARE(figures.keys(), QStringList { figure });
        QCOMPARE(figures.value(figure)[QStringLiteral("feature")].toString(), feature);
        const QJsonObject features = board.value(QStringLiteral("features")).toObject();
        QCOMPARE(features.keys(), QStringList { feature });
        QCOMPARE(features.value(feature)[QStringLiteral("figures")].toArray(), QJsonArray { figure });
        QCOMPARE(out.value(QStringLiteral("scores")).toObject(),
                 (QJsonObject { { QStringLiteral("a"), 1 }, { QStringLiteral("b"), 0 } }));
    }

    // Each ledger rule has one id, written as the record format's ledger lists it, and read back to the same rule.
    void ledgerRulesHaveOneIdEach()
    {
        QSet<QString> seen;
        for (int i = 0; i < ml::LedgerRuleCount; ++i) {
            const auto rule = ml::LedgerRule(i);
            const QString id = ml::toString(rule);
            QVERIFY2(!id.isEmpty() && !seen.contains(id), qPrintable(id));
            seen.insert(id);
            QCOMPARE(ml::ledgerRuleFrom(id), std::optional<ml::LedgerRule>(rule));
        }
        QCOMPARE(ml::ledgerRuleFrom(u"city.unknown"), std::nullopt);
        // The ids the output has always written [docs/engine-output.md, ledger].
        QCOMPARE(ml::toString(ml::completedRule(ml::FeatureType::City)), QStringLiteral("city.completed"));
        QCOMPARE(ml::toString(ml::completedRule(ml::FeatureType::Cemetery)), QStringLiteral("cemetery.completed"));
        QCOMPARE(ml::toString(ml::finalRule(ml::FeatureType::Field)), QStringLiteral("field.final"));
        QCOMPARE(ml::toString(ml::finalRule(ml::FeatureType::Castle)), QStringLiteral("castle.final"));
        QCOMPARE(ml::toString(ml::messageRule(5)), QStringLiteral("message.coats"));
        QCOMPARE(ml::toString(ml::messageRule(8)), QStringLiteral("message.meeple"));
        QCOMPARE(ml::toString(ml::LedgerRule::TowerRansomPaid), QStringLiteral("tower.ransom.paid"));
        QCOMPARE(ml::toString(ml::LedgerRule::Adjust), QStringLiteral("adjust"));
    }

    void outputIsTheSameFromEveryCopy()
    {
        const ml::ReplayOutcome outcome =
            ml::replay(record(QStringLiteral("m"), QStringLiteral("r"), QStringLiteral("x")));
        QVERIFY(outcome.ok);
        const ml::ReplayOutcome copy = outcome; // copied before the output was first read
        const QJsonObject first = outcome.output;
        QCOMPARE(copy.output.object(), first);
        QCOMPARE(&copy.output.object(), &outcome.output.object()); // built once, shared
        QCOMPARE(ml::replay(QJsonDocument(record(QStringLiteral("m"), QStringLiteral("r"), QStringLiteral("x")))
                                .toJson(QJsonDocument::Compact))
                     .output.object(),
                 first);
        QVERIFY(first.contains(QStringLiteral("choices")));
        QVERIFY(ml::ReplayOutcome {}.output.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOutput)
#include "tst_output.moc"
