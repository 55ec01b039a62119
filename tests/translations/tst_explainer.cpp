// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The ledger explained in words: every rule id the engine writes has a sentence of its own, with the arithmetic
// worked out by hand below, plural forms for every count, and no record ids (figures, features, animals) shown
// to the players — in each of the eight languages.
#include "ledgerexplainer.h"
#include "translationcatalog.h"

#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

QJsonObject entry(const QString &rule, int points, const QJsonObject &detail)
{
    return { { u"rule"_s, rule }, { u"points"_s, points }, { u"detail"_s, detail }, { u"player"_s, u"red"_s } };
}

const QHash<QString, QString> names { { u"red"_s, u"Ana"_s }, { u"blue"_s, u"Ben"_s } };

/** One entry of each rule id of docs/engine-output.md, with record ids that must not reach the players. */
QList<QJsonObject> everyRule()
{
    return {
        entry(u"road.completed"_s, 4,
              { { u"tiles"_s, 4 }, { u"value"_s, 4 }, { u"figures"_s, 1 }, { u"ghosts"_s, 0 } }),
        entry(u"city.completed"_s, 12,
              { { u"tiles"_s, 5 }, { u"coats"_s, 1 }, { u"value"_s, 12 }, { u"figures"_s, 1 } }),
        entry(u"monastery.completed"_s, 9, { { u"tiles"_s, 9 }, { u"value"_s, 9 }, { u"figures"_s, 1 } }),
        entry(u"castle.completed"_s, 8, { { u"mist"_s, 4 }, { u"value"_s, 8 }, { u"figures"_s, 1 } }),
        entry(u"cemetery.completed"_s, 0, { { u"value"_s, 0 }, { u"figures"_s, 1 } }),
        entry(u"ringmaster.bonus"_s, 4, { { u"ringmaster"_s, u"red-rm"_s }, { u"tiles"_s, 2 } }),
        entry(u"robber.steal"_s, 2, { { u"space"_s, 8 }, { u"robbed"_s, u"blue"_s }, { u"stolen"_s, 4 } }),
        entry(u"robber.end"_s, 3, { { u"space"_s, 23 } }),
        entry(u"message.points"_s, 2, { { u"tile"_s, 3 } }),
        entry(u"message.road"_s, 3, { { u"tile"_s, 1 }, { u"chosen"_s, u"road-17"_s }, { u"value"_s, 3 } }),
        entry(u"message.city"_s, 5, { { u"tile"_s, 2 }, { u"chosen"_s, u"city-17"_s }, { u"value"_s, 5 } }),
        entry(u"message.monastery"_s, 6, { { u"tile"_s, 3 }, { u"chosen"_s, u"abbey-17"_s }, { u"value"_s, 6 } }),
        entry(u"message.extraTile"_s, 0, { { u"tile"_s, 4 } }),
        entry(u"message.coats"_s, 6, { { u"tile"_s, 5 }, { u"coats"_s, 3 } }),
        entry(u"message.knights"_s, 4, { { u"tile"_s, 6 }, { u"figures"_s, 2 } }),
        entry(u"message.farmers"_s, 2, { { u"tile"_s, 7 }, { u"figures"_s, 1 } }),
        entry(u"message.meeple"_s, 3,
              { { u"tile"_s, 8 },
                { u"figure"_s, u"red-m4"_s },
                { u"value"_s, 3 },
                { u"majority"_s, true },
                { u"ghosts"_s, 0 } }),
        entry(u"tower.ransom.paid"_s, -3, { { u"prisoner"_s, u"red-m7"_s }, { u"captor"_s, u"blue"_s } }),
        entry(u"tower.ransom.received"_s, 3, { { u"prisoner"_s, u"red-m7"_s }, { u"owner"_s, u"red"_s } }),
        entry(u"circus.scored"_s, 8, { { u"animal"_s, u"seal"_s }, { u"value"_s, 4 }, { u"figures"_s, 2 } }),
        entry(u"circus.final"_s, 6, { { u"animal"_s, u"tiger"_s }, { u"value"_s, 6 }, { u"figures"_s, 1 } }),
        entry(u"pyramid.scored"_s, 8, { { u"acrobats"_s, 2 }, { u"ghosts"_s, 1 } }),
        entry(u"road.final"_s, 3, { { u"tiles"_s, 3 }, { u"value"_s, 3 }, { u"figures"_s, 1 } }),
        entry(u"city.final"_s, 4, { { u"tiles"_s, 3 }, { u"coats"_s, 1 }, { u"value"_s, 4 }, { u"figures"_s, 1 } }),
        entry(u"monastery.final"_s, 4, { { u"tiles"_s, 4 }, { u"value"_s, 4 }, { u"figures"_s, 1 } }),
        entry(u"field.final"_s, 6, { { u"cities"_s, 2 }, { u"value"_s, 6 }, { u"figures"_s, 2 } }),
        entry(u"castle.final"_s, 3, { { u"mist"_s, 3 }, { u"value"_s, 3 }, { u"figures"_s, 1 } }),
        entry(u"acrobats.final"_s, 5, { { u"acrobats"_s, 1 } }),
        entry(u"ringmaster.final"_s, 4, { { u"ringmaster"_s, u"red-rm"_s }, { u"tiles"_s, 2 } }),
        entry(u"ghosts.final"_s, -2, { { u"ghosts"_s, 2 } }),
        entry(u"messengers.combined"_s, 5, { { u"messenger"_s, 5 } }),
        entry(u"inn.completed"_s, 8, { { u"tiles"_s, 4 }, { u"value"_s, 8 }, { u"figures"_s, 1 } }),
        entry(u"cathedral.completed"_s, 21,
              { { u"tiles"_s, 5 }, { u"coats"_s, 2 }, { u"value"_s, 21 }, { u"figures"_s, 1 } }),
        entry(u"garden.completed"_s, 9, { { u"tiles"_s, 9 }, { u"value"_s, 9 }, { u"figures"_s, 1 } }),
        entry(u"abbot.recall"_s, 6, { { u"featureType"_s, u"garden"_s }, { u"tiles"_s, 6 } }),
        entry(u"abbot.recall"_s, 4, { { u"featureType"_s, u"monastery"_s }, { u"tiles"_s, 4 } }),
        entry(u"inn.final"_s, 0, { { u"tiles"_s, 3 }, { u"value"_s, 0 }, { u"figures"_s, 1 } }),
        entry(u"cathedral.final"_s, 0,
              { { u"tiles"_s, 4 }, { u"coats"_s, 1 }, { u"value"_s, 0 }, { u"figures"_s, 1 } }),
        entry(u"garden.final"_s, 5, { { u"tiles"_s, 5 }, { u"value"_s, 5 }, { u"figures"_s, 1 } }),
        entry(u"goods.majority"_s, 10, { { u"goods"_s, u"cloth"_s }, { u"tokens"_s, 3 } }),
        entry(u"field.final"_s, 8, { { u"cities"_s, 2 }, { u"value"_s, 8 }, { u"figures"_s, 1 }, { u"pig"_s, true } }),
        entry(u"road.completed"_s, 5,
              { { u"tiles"_s, 5 }, { u"value"_s, 5 }, { u"figures"_s, 2 }, { u"strength"_s, 3 } }),
        entry(u"adjust"_s, 2, { { u"reason"_s, u"a coat missed"_s } }),
    };
}

/** A rule whose sentence counts something, and an entry of it with @p n things; the points never equal a count. */
struct CountedRule {
    QString rule;
    std::function<QJsonObject(int)> make;
};

QList<CountedRule> countedRules()
{
    const auto withCount = [](const QString &rule, const QString &key, QJsonObject detail, int offset = 0) {
        return CountedRule { rule, [rule, key, detail, offset](int n) {
                                QJsonObject d = detail;
                                d.insert(key, n + offset);
                                d.insert(u"value"_s, 97);
                                return entry(rule, 97, d);
                            } };
    };
    return {
        withCount(u"road.completed"_s, u"tiles"_s, {}),
        withCount(u"road.final"_s, u"tiles"_s, {}),
        withCount(u"city.completed"_s, u"tiles"_s, { { u"coats"_s, 0 } }),
        withCount(u"city.final"_s, u"tiles"_s, { { u"coats"_s, 3 } }),
        withCount(u"city.completed"_s, u"coats"_s, { { u"tiles"_s, 3 } }),
        withCount(u"monastery.final"_s, u"tiles"_s, {}, 1),
        withCount(u"field.final"_s, u"cities"_s, {}),
        withCount(u"castle.completed"_s, u"mist"_s, {}),
        withCount(u"castle.final"_s, u"mist"_s, {}),
        withCount(u"road.completed"_s, u"figures"_s, { { u"tiles"_s, 3 } }),
        withCount(u"city.completed"_s, u"ghosts"_s, { { u"tiles"_s, 3 } }),
        withCount(u"ringmaster.bonus"_s, u"tiles"_s, { { u"ringmaster"_s, u"red-rm"_s } }),
        withCount(u"ringmaster.final"_s, u"tiles"_s, { { u"ringmaster"_s, u"red-rm"_s } }),
        withCount(u"robber.steal"_s, u"stolen"_s, { { u"space"_s, 31 }, { u"robbed"_s, u"blue"_s } }),
        withCount(u"message.coats"_s, u"coats"_s, { { u"tile"_s, 5 } }),
        withCount(u"message.knights"_s, u"figures"_s, { { u"tile"_s, 6 } }),
        withCount(u"message.farmers"_s, u"figures"_s, { { u"tile"_s, 7 } }),
        withCount(u"message.meeple"_s, u"ghosts"_s, { { u"tile"_s, 8 }, { u"majority"_s, true } }),
        withCount(u"circus.scored"_s, u"figures"_s, { { u"animal"_s, u"bear"_s } }),
        withCount(u"circus.final"_s, u"figures"_s, { { u"animal"_s, u"flea"_s } }),
        withCount(u"pyramid.scored"_s, u"acrobats"_s, { { u"ghosts"_s, 0 } }),
        withCount(u"pyramid.scored"_s, u"ghosts"_s, { { u"acrobats"_s, 3 } }),
        withCount(u"acrobats.final"_s, u"acrobats"_s, {}),
        withCount(u"ghosts.final"_s, u"ghosts"_s, {}),
        withCount(u"messengers.combined"_s, u"messenger"_s, {}),
        withCount(u"inn.completed"_s, u"tiles"_s, {}),
        withCount(u"cathedral.completed"_s, u"tiles"_s, { { u"coats"_s, 0 } }),
        withCount(u"garden.final"_s, u"tiles"_s, {}, 1),
        withCount(u"field.final"_s, u"cities"_s, { { u"pig"_s, true } }),
        withCount(u"goods.majority"_s, u"tokens"_s, { { u"goods"_s, u"grain"_s } }),
    };
}

/** Which of the language's plural forms Qt Linguist picks for @p n (Polish and Czech have three). */
int pluralForm(const QString &code, int n)
{
    if (code == u"pl"_s)
        return n == 1 ? 0 : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) ? 1 : 2;
    if (code == u"cs"_s)
        return n == 1 ? 0 : (n >= 2 && n <= 4) ? 1 : 2;
    if (code == u"fr"_s)
        return n <= 1 ? 0 : 1;
    return n == 1 ? 0 : 1;
}

} // namespace

class TestExplainer : public QObject
{
    Q_OBJECT

private slots:
    void englishSentences_data()
    {
        QTest::addColumn<QJsonObject>("entry");
        QTest::addColumn<QString>("expected");
        // A city of 5 tiles and 1 coat of arms: 5 × 2 + 1 × 2 = 12 (base game, completed city).
        QTest::newRow("city with a coat")
            << entry(u"city.completed"_s, 12, { { u"tiles"_s, 5 }, { u"coats"_s, 1 }, { u"value"_s, 12 } })
            << u"City completed: 5 tiles × 2 + 1 coat of arms × 2 = 12"_s;
        // 2 coats: the plural of the second count is its own.
        QTest::newRow("city with coats") << entry(u"city.completed"_s, 14,
                                                  { { u"tiles"_s, 5 }, { u"coats"_s, 2 }, { u"value"_s, 14 } })
                                         << u"City completed: 5 tiles × 2 + 2 coats of arms × 2 = 14"_s;
        // No coat: 2 × 2 = 4, and no "0 coats" in the sentence.
        QTest::newRow("city without coats")
            << entry(u"city.completed"_s, 4, { { u"tiles"_s, 2 }, { u"coats"_s, 0 }, { u"value"_s, 4 } })
            << u"City completed: 2 tiles × 2 = 4"_s;
        // At the end a city is worth 1 per tile and coat: 3 + 1 = 4.
        QTest::newRow("incomplete city") << entry(u"city.final"_s, 4,
                                                  { { u"tiles"_s, 3 }, { u"coats"_s, 1 }, { u"value"_s, 4 } })
                                         << u"Incomplete city: 3 tiles × 1 + 1 coat of arms × 1 = 4"_s;
        // Ghosts FAQ: 2 points less per ghost on the scoring player's figures: 10 − 1 × 2 = 8.
        QTest::newRow("city with a ghost")
            << entry(u"city.completed"_s, 8,
                     { { u"tiles"_s, 4 }, { u"coats"_s, 1 }, { u"value"_s, 10 }, { u"ghosts"_s, 1 } })
            << u"City completed: 4 tiles × 2 + 1 coat of arms × 2 = 10, minus 1 ghost × 2 = 8"_s;
        // Two of the player's figures make the majority: said, so the table sees why.
        QTest::newRow("road majority")
            << entry(u"road.completed"_s, 3,
                     { { u"tiles"_s, 5 }, { u"value"_s, 5 }, { u"ghosts"_s, 1 }, { u"figures"_s, 2 } })
            << u"Road completed: 5 tiles × 1 = 5, minus 1 ghost × 2 = 3 (majority with 2 figures)"_s;
        QTest::newRow("one tile road") << entry(u"road.completed"_s, 1, { { u"tiles"_s, 1 }, { u"value"_s, 1 } })
                                       << u"Road completed: 1 tile × 1 = 1"_s;
        // The Robbers: half of 5, rounded up, is 3.
        QTest::newRow("robber")
            << entry(u"robber.steal"_s, 3, { { u"space"_s, 18 }, { u"robbed"_s, u"blue"_s }, { u"stolen"_s, 5 } })
            << u"Robber on space 18 steals half of the 5 points \u2068Ben\u2069 scored, rounded up = 3"_s;
        // Under the Big Top: a seal is worth 4 per meeple, 2 meeples = 8.
        QTest::newRow("big top") << entry(u"circus.scored"_s, 8,
                                          { { u"animal"_s, u"seal"_s }, { u"value"_s, 4 }, { u"figures"_s, 2 } })
                                 << u"Big top (seal, worth 4 per meeple): 2 meeples around it = 8"_s;
        QTest::newRow("big top one meeple")
            << entry(u"circus.final"_s, 6, { { u"animal"_s, u"tiger"_s }, { u"value"_s, 6 }, { u"figures"_s, 1 } })
            << u"Big top (tiger, worth 6 per meeple): 1 meeple around it = 6"_s;
        // A pyramid: 2 acrobats × 5 = 10, one ghost on them costs 2: 8.
        QTest::newRow("pyramid with a ghost")
            << entry(u"pyramid.scored"_s, 8, { { u"acrobats"_s, 2 }, { u"ghosts"_s, 1 } })
            << u"Acrobat pyramid: 2 acrobats × 5, minus 1 ghost × 2 = 8"_s;
        QTest::newRow("pyramid") << entry(u"pyramid.scored"_s, 5, { { u"acrobats"_s, 1 }, { u"ghosts"_s, 0 } })
                                 << u"Acrobat pyramid: 1 acrobat × 5 = 5"_s;
        QTest::newRow("ransom paid") << entry(u"tower.ransom.paid"_s, -3,
                                              { { u"prisoner"_s, u"red-m7"_s }, { u"captor"_s, u"blue"_s } })
                                     << u"Ransom paid to \u2068Ben\u2069 to free your meeple = -3"_s;
        QTest::newRow("message 2")
            << entry(u"message.city"_s, 5, { { u"tile"_s, 2 }, { u"chosen"_s, u"c7"_s }, { u"value"_s, 5 } })
            << u"Message 2: your city worth the fewest points scores as at the end of the game = 5"_s;
        // Message 8 with a ghost on the meeple: worth 5, minus 2 = 3.
        QTest::newRow("message 8")
            << entry(u"message.meeple"_s, 3,
                     { { u"tile"_s, 8 },
                       { u"figure"_s, u"r4"_s },
                       { u"value"_s, 5 },
                       { u"majority"_s, true },
                       { u"ghosts"_s, 1 } })
            << u"Message 8: your meeple's feature scores for you alone as at the end of the game = 5, minus 1 ghost × 2 = 3"_s;
        QTest::newRow("message 8 without majority")
            << entry(u"message.meeple"_s, 0,
                     { { u"tile"_s, 8 }, { u"figure"_s, u"r4"_s }, { u"value"_s, 4 }, { u"majority"_s, false } })
            << u"Message 8: the meeple has no majority on its feature and returns to the supply = 0"_s;
        QTest::newRow("messenger joins") << entry(u"messengers.combined"_s, 1, { { u"messenger"_s, 1 } })
                                         << u"The messenger's 1 point joins the scoring meeple"_s;
        // Inns and Cathedrals: an inn doubles a completed road's tiles, 5 × 2 = 10.
        QTest::newRow("inn") << entry(u"inn.completed"_s, 10, { { u"tiles"_s, 5 }, { u"value"_s, 10 } })
                             << u"Road with an inn completed: 5 tiles × 2 = 10"_s;
        // A cathedral makes tiles and coats worth 3 each: 5 × 3 + 2 × 3 = 21.
        QTest::newRow("cathedral") << entry(u"cathedral.completed"_s, 21,
                                            { { u"tiles"_s, 5 }, { u"coats"_s, 2 }, { u"value"_s, 21 } })
                                   << u"City with a cathedral completed: 5 tiles × 3 + 2 coats of arms × 3 = 21"_s;
        QTest::newRow("inn at the end") << entry(u"inn.final"_s, 0, { { u"tiles"_s, 3 }, { u"value"_s, 0 } })
                                        << u"Road with an inn, left incomplete at the end: worth 0"_s;
        // A large meeple and a meeple against two meeples: strength 3 against 2.
        QTest::newRow("large meeple")
            << entry(u"road.completed"_s, 3,
                     { { u"tiles"_s, 3 }, { u"value"_s, 3 }, { u"figures"_s, 2 }, { u"strength"_s, 3 } })
            << u"Road completed: 3 tiles × 1 = 3 (majority with a strength of 3: the large meeple counts 2)"_s;
        // The Abbot: a garden scores like a monastery; returned early, itself and its 5 neighbours = 6.
        QTest::newRow("garden") << entry(u"garden.final"_s, 4, { { u"tiles"_s, 4 }, { u"value"_s, 4 } })
                                << u"Incomplete garden: itself and 3 neighbouring tiles = 4"_s;
        QTest::newRow("abbot returned")
            << entry(u"abbot.recall"_s, 6, { { u"featureType"_s, u"garden"_s }, { u"tiles"_s, 6 } })
            << u"Abbot returned early from its garden: itself and 5 neighbouring tiles = 6"_s;
        // Traders and Builders: a pig makes each completed city worth 4, 2 × 4 = 8; the most cloth is worth 10.
        QTest::newRow("pig") << entry(u"field.final"_s, 8,
                                      { { u"cities"_s, 2 }, { u"value"_s, 8 }, { u"pig"_s, true } })
                             << u"Field with your pig: 2 completed cities × 4 = 8"_s;
        QTest::newRow("goods") << entry(u"goods.majority"_s, 10, { { u"goods"_s, u"cloth"_s }, { u"tokens"_s, 1 } })
                               << u"Most cloth tokens: 1 token = 10"_s;
    }

    void englishSentences()
    {
        QFETCH(QJsonObject, entry);
        QFETCH(QString, expected);
        QTranslator english;
        QVERIFY(ml::TranslationCatalog::load(english, u"en"_s));
        QCOMPARE(ml::LedgerExplainer(names, &english).explain(entry), expected);
    }

    void pluralFormsOfEachLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QJsonObject>("entry");
        QTest::addColumn<QString>("expected");
        const auto city = [](int tiles, int coats) {
            return entry(u"city.completed"_s, 2 * (tiles + coats),
                         { { u"tiles"_s, tiles }, { u"coats"_s, coats }, { u"value"_s, 2 * (tiles + coats) } });
        };
        // Polish: 1 płytka, 2–4 płytki, 5+ płytek; the coats' count declines on its own.
        QTest::newRow("pl 1/2") << u"pl"_s << city(1, 2) << u"Miasto ukończone: 1 płytka × 2 + 2 herby × 2 = 6"_s;
        QTest::newRow("pl 5/1") << u"pl"_s << city(5, 1) << u"Miasto ukończone: 5 płytek × 2 + 1 herb × 2 = 12"_s;
        QTest::newRow("pl 3/0") << u"pl"_s << city(3, 0) << u"Miasto ukończone: 3 płytki × 2 = 6"_s;
        QTest::newRow("cs 4/5") << u"cs"_s << city(4, 5) << u"Dokončené město: 4 kartičky × 2 + 5 erbů × 2 = 18"_s;
        QTest::newRow("de 2/1") << u"de"_s << city(2, 1)
                                << u"Stadt fertiggestellt: 2 Plättchen × 2 + 1 Wappen × 2 = 6"_s;
        QTest::newRow("fr 1/3") << u"fr"_s << city(1, 3) << u"Ville achevée\u00a0: 1 tuile × 2 + 3 blasons × 2 = 8"_s;
        QTest::newRow("de seal") << u"de"_s
                                 << entry(u"circus.scored"_s, 8,
                                          { { u"animal"_s, u"seal"_s }, { u"value"_s, 4 }, { u"figures"_s, 2 } })
                                 << u"Zirkuszelt (Seelöwe, Wert 4 je Gefolgsmann): 2 Gefolgsleute im Umkreis = 8"_s;
        // 22 ends in 2: Polish takes the form of 2–4, Czech the form of 5 and more.
        const auto road = [](int tiles) {
            return entry(u"road.completed"_s, tiles, { { u"tiles"_s, tiles }, { u"value"_s, tiles } });
        };
        QTest::newRow("pl 22") << u"pl"_s << road(22) << u"Droga ukończona: 22 płytki × 1 = 22"_s;
        QTest::newRow("pl 5") << u"pl"_s << road(5) << u"Droga ukończona: 5 płytek × 1 = 5"_s;
        QTest::newRow("cs 22") << u"cs"_s << road(22) << u"Dokončená cesta: 22 kartiček × 1 = 22"_s;
        QTest::newRow("cs 2") << u"cs"_s << road(2) << u"Dokončená cesta: 2 kartičky × 1 = 2"_s;
        // Goods: the Polish and Czech counts of tokens, and the rulebook's words of the goods.
        const auto goods = [](const QString &kind, int tokens) {
            return entry(u"goods.majority"_s, 10, { { u"goods"_s, kind }, { u"tokens"_s, tokens } });
        };
        QTest::newRow("pl goods 5") << u"pl"_s << goods(u"grain"_s, 5)
                                    << u"Najwięcej żetonów towaru „ziarno”: 5 żetonów = 10"_s;
        QTest::newRow("cs goods 3") << u"cs"_s << goods(u"cloth"_s, 3)
                                    << u"Nejvíce žetonů zboží „plátno“: 3 žetony = 10"_s;
        QTest::newRow("fr goods 2") << u"fr"_s << goods(u"wine"_s, 2)
                                    << u"Majorité de jetons vin\u00a0: 2 jetons = 10"_s;
        QTest::newRow("de inn") << u"de"_s << entry(u"inn.completed"_s, 8, { { u"tiles"_s, 4 }, { u"value"_s, 8 } })
                                << u"Straße mit Wirtshaus fertiggestellt: 4 Plättchen × 2 = 8"_s;
        QTest::newRow("pl pyramid") << u"pl"_s
                                    << entry(u"pyramid.scored"_s, 6, { { u"acrobats"_s, 2 }, { u"ghosts"_s, 2 } })
                                    << u"Piramida akrobatów: 2 akrobatów × 5, minus 2 duchy × 2 = 6"_s;
    }

    void pluralFormsOfEachLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QJsonObject, entry);
        QFETCH(QString, expected);
        QTranslator translator;
        QVERIFY(ml::TranslationCatalog::load(translator, language));
        QCOMPARE(ml::LedgerExplainer(names, &translator).explain(entry), expected);
    }

    // Every rule id has its own sentence in every language: it ends with the points (where it states a sum), shows
    // no placeholder, no record id and never the catch-all "rule = points".
    void everyRuleInEveryLanguage()
    {
        const QRegularExpression recordIds(u"red-m|red-rm|road-17|city-17|abbey-17|\\bseal\\b|\\btiger\\b|%\\d|%n"_s);
        for (const QString &code : ml::TranslationCatalog::codes()) {
            QTranslator translator;
            QVERIFY2(ml::TranslationCatalog::load(translator, code), qPrintable(code));
            const ml::LedgerExplainer explainer(names, &translator);
            for (const QJsonObject &e : everyRule()) {
                const QString rule = e.value(u"rule"_s).toString();
                const QString text = explainer.explain(e);
                const QString where = code + u" "_s + rule + u": "_s + text;
                QVERIFY2(!text.isEmpty(), qPrintable(where));
                QVERIFY2(!text.startsWith(rule), qPrintable(where));
                if (code != u"en"_s || (rule != u"circus.scored"_s && rule != u"circus.final"_s))
                    QVERIFY2(!recordIds.match(text).hasMatch(), qPrintable(where));
                const QString points = QString::number(e.value(u"points"_s).toInt());
                // These state a fact, not a sum.
                const QStringList noSum { u"message.extraTile"_s,  u"message.points"_s, u"messengers.combined"_s,
                                          u"cemetery.completed"_s, u"inn.final"_s,      u"cathedral.final"_s };
                if (!noSum.contains(rule))
                    QVERIFY2(text.endsWith(u"= "_s + points) || text.contains(u"= "_s + points + u" ("_s),
                             qPrintable(where));
                if (code != u"en"_s && rule != u"adjust"_s) {
                    QTranslator none;
                    QVERIFY2(text != ml::LedgerExplainer(names, &none).explain(e),
                             qPrintable(where + u" is English"_s));
                }
            }
        }
    }

    // Every rule that counts something, in every language, for the counts 1, 2, 5 and 22 (the boundaries of the
    // Polish and Czech forms): the count is shown in the language's digits, nothing is left as a placeholder, the
    // text is not English, and two counts the language's plural rule puts in the same form read alike.
    void everyCountInEveryLanguage()
    {
        const QList<int> counts { 1, 2, 5, 22 };
        for (const QString &code : ml::TranslationCatalog::codes()) {
            QTranslator translator;
            QVERIFY2(ml::TranslationCatalog::load(translator, code), qPrintable(code));
            const ml::LedgerExplainer explainer(names, &translator);
            QTranslator none;
            const ml::LedgerExplainer english(names, &none);
            const QLocale locale(code);
            // A count as a whole number (not a digit of a larger one) in the language's digits.
            const auto number = [&locale](int n) {
                return QRegularExpression(u"(?<![\\d.,])"_s + QRegularExpression::escape(locale.toString(n))
                                          + u"(?![\\d.,])"_s);
            };
            for (const CountedRule &counted : countedRules()) {
                QHash<int, QString> texts;
                for (const int n : counts) {
                    const QJsonObject e = counted.make(n);
                    const QString text = explainer.explain(e);
                    const QString where = code + u" "_s + counted.rule + u" "_s + QString::number(n) + u": "_s + text;
                    QVERIFY2(number(n).match(text).hasMatch(), qPrintable(where));
                    QVERIFY2(!text.contains(u'%'), qPrintable(where));
                    if (code != u"en"_s)
                        QVERIFY2(text != english.explain(e), qPrintable(where + u" is English"_s));
                    texts.insert(n, text);
                }
                // Two counts of one form: the same sentence once both numbers are masked (a "× 2" of the rule
                // itself is masked in both, so it cannot tell them apart).
                for (const int a : counts) {
                    for (const int b : counts) {
                        if (a >= b || pluralForm(code, a) != pluralForm(code, b))
                            continue;
                        const auto masked = [&](QString text) {
                            return text.replace(number(a), u"#"_s).replace(number(b), u"#"_s);
                        };
                        QVERIFY2(masked(texts.value(a)) == masked(texts.value(b)),
                                 qPrintable(code + u" "_s + counted.rule + u": "_s + texts.value(a) + u" / "_s
                                            + texts.value(b)));
                    }
                }
                // English tells one from many in every counted sentence.
                if (code == u"en"_s) {
                    const auto masked = [&](QString text) {
                        return text.replace(number(1), u"#"_s).replace(number(5), u"#"_s);
                    };
                    QVERIFY2(masked(texts.value(1)) != masked(texts.value(5)), qPrintable(counted.rule));
                }
            }
        }
    }

    // Player names in any script reach every sentence that names a player whole, between first-strong isolates
    // (U+2068 … U+2069), so a right-to-left name does not reorder the numbers around it.
    void namesInEveryScript_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("Latin") << u"Jonas"_s;
        QTest::newRow("Cyrillic") << u"Борис"_s;
        QTest::newRow("Chinese") << u"王芳"_s;
        QTest::newRow("Arabic") << u"مريم"_s;
    }

    void namesInEveryScript()
    {
        QFETCH(QString, name);
        const QHash<QString, QString> players { { u"red"_s, u"Ana"_s }, { u"blue"_s, name } };
        const QList<QJsonObject> naming {
            entry(u"robber.steal"_s, 3, { { u"space"_s, 8 }, { u"robbed"_s, u"blue"_s }, { u"stolen"_s, 5 } }),
            entry(u"tower.ransom.paid"_s, -3, { { u"prisoner"_s, u"red-m7"_s }, { u"captor"_s, u"blue"_s } }),
            entry(u"tower.ransom.received"_s, 3, { { u"prisoner"_s, u"blue-m7"_s }, { u"owner"_s, u"blue"_s } }),
        };
        const QString isolated = QChar(0x2068) + name + QChar(0x2069);
        for (const QString &code : ml::TranslationCatalog::codes()) {
            QTranslator translator;
            QVERIFY2(ml::TranslationCatalog::load(translator, code), qPrintable(code));
            const ml::LedgerExplainer explainer(players, &translator);
            for (const QJsonObject &e : naming) {
                const QString text = explainer.explain(e);
                QVERIFY2(text.count(isolated) == 1, qPrintable(code + u": "_s + text));
                // No letter glued to the name: the genitive of "Jonas" is not "Jonass".
                const qsizetype after = text.indexOf(isolated) + isolated.size();
                QVERIFY2(after >= text.size() || !text.at(after).isLetter(), qPrintable(code + u": "_s + text));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestExplainer)
#include "tst_explainer.moc"
