// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Engine refusals in words: every refusal code in every language, the English of the command-line tool for real
// refused records, and the players named by name where names are known.

#include "gametest.h"
#include "refusaltext.h"
#include "translationcatalog.h"

#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

/** A refusal of @p code with a verbatim argument for each %N of its sentence and 2 for its count, if it has one. */
ml::Refusal sampleRefusal(ml::RefusalCode code)
{
    const QString source = QString::fromUtf8(ml::refusalSource(code));
    int texts = 0;
    for (const QRegularExpressionMatch &m : QRegularExpression(u"%([1-9])"_s).globalMatch(source))
        texts = std::max(texts, m.captured(1).toInt());
    ml::Refusal refusal { code, {} };
    const bool counted = source.contains(u"%n"_s);
    for (int i = 0; i < texts; ++i)
        refusal.args.append(u"arg%1"_s.arg(i + 1));
    if (counted) {
        // The count comes where the engine gives it; the sentence says where by leaving it out of %1, %2…
        for (int at = 0; at <= texts; ++at) {
            ml::Refusal withCount = refusal;
            withCount.args.insert(at, 2);
            if (!ml::refusalText(withCount).contains(u"%n"_s) && ml::refusalText(withCount).contains(u'2'))
                return withCount;
        }
    }
    return refusal;
}

/** The record a refusal test starts from. */
ml::ReplayOutcome replayed(const Game &game)
{
    return ml::replay(game.record());
}

} // namespace

class TestRefusals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCodeInEveryLanguage_data();
    void everyCodeInEveryLanguage();
    void englishIsTheEnginesMessage_data();
    void englishIsTheEnginesMessage();
    void argumentsInTheReadersLanguage();
    void jsonMistakesInEveryLanguage();
};

void TestRefusals::everyCodeInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : ml::TranslationCatalog::codes())
        QTest::newRow(qPrintable(code)) << code;
}

void TestRefusals::everyCodeInEveryLanguage()
{
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY2(ml::TranslationCatalog::load(translator, language), qPrintable(language));
    QTranslator english;
    QVERIFY(ml::TranslationCatalog::load(english, u"en"_s));
    const QRegularExpression placeholder(u"%[1-9n]"_s);
    for (int c = 0; c < ml::RefusalCodeCount; ++c) {
        const auto code = ml::RefusalCode(c);
        const ml::Refusal refusal = sampleRefusal(code);
        const QString text = ml::refusalText(refusal, {}, &translator);
        const QString where = language + u": "_s + ml::refusalName(code) + u": "_s + text;
        QVERIFY2(!text.trimmed().isEmpty(), qPrintable(where));
        QVERIFY2(!placeholder.match(text).hasMatch(), qPrintable(where));
        QVERIFY2(!text.contains(ml::refusalName(code)), qPrintable(where));
        for (qsizetype i = 0; i < refusal.args.size(); ++i) {
            if (const auto *s = std::get_if<QString>(&refusal.args[i]))
                QVERIFY2(text.contains(*s), qPrintable(where + u" lacks "_s + *s));
        }
        if (language != u"en")
            QVERIFY2(text != ml::refusalText(refusal, {}, &english), qPrintable(where + u" is the English"_s));
    }
}

void TestRefusals::englishIsTheEnginesMessage_data()
{
    // The lines meeple-ledger-cli printed for these records before refusals became codes.
    QTest::addColumn<QJsonObject>("record");
    QTest::addColumn<QString>("line");
    {
        Game g({ "red", "blue", "green" });
        g.turn("red").turn("green");
        QTest::addRow("turn out of order")
            << g.record() << u"error: event 1 (turn): it is blue's turn after red, not green"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("m1", "red", "c1", "city").turn("blue").place("b1", "blue", "c1");
        QTest::addRow("occupied feature")
            << g.record()
            << u"error: event 3 (place): feature \"c1\" is already occupied; players join features with `merge`"_s;
    }
    {
        Game g({ "red", "blue", "green" }, { "robbers" });
        g.turn("red").adjust("green", 2).robber("blue", 2).place("r1", "red", "rd", "road");
        g.score("rd", R"({"tiles": 4})").steal("blue", "red");
        QTest::addRow("steal with nothing to steal")
            << g.record() << u"error: event 5 (steal): the robber of blue has nothing to steal in this scoring"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("m1", "red", "rd", "road").score("rd", R"({"tiles": 2.5})");
        QTest::addRow("a field that is not a whole number")
            << g.record() << u"error: event 2 (score): `tiles` must be a whole number from 1 to 536870911, got 2.5"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("m1", "red", "c1", "city").end(R"({"c1": {"tiles": "x", "coats": 0}})");
        QTest::addRow("a nested field that is not a number")
            << g.record()
            << u"error: event 2 (end): `values.c1.tiles` must be a whole number from 1 to 536870911, got \"x\""_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("g1", "red", "c1", "city", "guard");
        QTest::addRow("a guard without the ghosts")
            << g.record()
            << u"error: event 1 (place): guard figures need the ghosts expansion, which this record does not enable"_s;
    }
    {
        Game g({ "red", "blue" });
        g.turn("red").place("m1", "red", "c1", "city").turn("blue").place("b1", "blue", "c1", "road");
        QTest::addRow("feature type mismatch")
            << g.record() << u"error: event 3 (place): feature \"c1\" is a city, not a road"_s;
    }
    {
        Game g({ "red", "blue" });
        g.event(R"({"type": "turn", "player": "black"})");
        QTest::addRow("not a player") << g.record()
                                      << u"error: event 0 (turn): `player`: \"black\" is not a player of this game"_s;
    }
    {
        Game g({ "red" });
        QTest::addRow("a setup error: one player")
            << g.record() << u"error: setup: a game has 2 to 6 players, this record has 1"_s;
    }
    {
        Game g({ "red", "blue" }, { "dragons" });
        QTest::addRow("a setup error: an unknown expansion")
            << g.record()
            << u"error: setup: unknown expansion \"dragons\": the known ones are tower, messengers, robbers, bigtop, "
               u"ghosts, abbot, inns and traders"_s;
    }
}

void TestRefusals::englishIsTheEnginesMessage()
{
    QFETCH(QJsonObject, record);
    QFETCH(QString, line);
    const ml::ReplayOutcome outcome = ml::replay(record);
    QVERIFY2(!outcome.ok, "the record was accepted");
    QCOMPARE(ml::refusalLine(outcome.error), line);
}

void TestRefusals::argumentsInTheReadersLanguage()
{
    QTranslator german;
    QVERIFY(ml::TranslationCatalog::load(german, u"de"_s));
    const ml::PlayerNames names { { u"red"_s, u"Ana"_s }, { u"blue"_s, u"Ben"_s }, { u"green"_s, u"Cleo"_s } };

    Game order({ "red", "blue", "green" });
    order.turn("red").turn("green");
    const ml::ReplayOutcome outOfOrder = replayed(order);
    QCOMPARE(outOfOrder.error.refusal.code, ml::RefusalCode::TurnOutOfOrder);
    // Names come between first-strong isolates, as on the screens: a right-to-left name keeps the sentence's order.
    QCOMPARE(ml::refusalLine(outOfOrder.error, names, &german),
             u"Fehler: Ereignis 1 (turn): nach \u2068Ana\u2069 ist \u2068Ben\u2069 am Zug, nicht \u2068Cleo\u2069"_s);
    // Without names (the command-line tool) the players are their ids.
    QCOMPARE(ml::refusalText(outOfOrder.error.refusal, {}, &german), u"nach red ist blue am Zug, nicht green"_s);

    // Feature types, figure kinds and expansions in the rulebook's words; record text stays as written.
    Game guard({ "red", "blue" });
    guard.turn("red").place("g1", "red", "c1", "city", "guard");
    QCOMPARE(ml::refusalText(replayed(guard).error.refusal, names, &german),
             u"Figuren der Art Wächter brauchen die Erweiterung „Geister, Schlösser und Friedhöfe“, die diese "
             u"Partieaufzeichnung nicht einschaltet"_s);
    const ml::Refusal castle { ml::RefusalCode::FeatureTypeMismatch,
                               { u"c1"_s, ml::FeatureType::Castle, ml::FeatureType::Road } };
    QCOMPARE(ml::refusalText(castle, names, &german),
             u"das Gebiet \"c1\" ist ein Gebiet der Art Spukschloss, nicht Straße"_s);
    // Record text with a newline or an escape in it stays escaped as the record writes it: the line stays one line.
    const ml::Refusal badId { ml::RefusalCode::PlayerIdInvalid, { u"red\n\u001b[2J\u202e"_s } };
    const QString said = ml::refusalText(badId, {}, nullptr);
    QVERIFY2(said.contains(u"\"red\\n\\u001b[2J\\u202e\""_s), qPrintable(said));
    QVERIFY(!said.contains(u'\n'));
    QCOMPARE(ml::refusalText(castle), u"feature \"c1\" is a castle, not a road"_s);

    // A count chooses the plural form; a wrong value is shown as the record has it.
    const ml::Refusal ransom { ml::RefusalCode::RansomBelowZero,
                               { ml::PlayerArg { 0, u"red"_s }, ml::ScoringFigure::Messenger, 1 } };
    QTranslator english; // the source language's file holds its plural forms
    QVERIFY(ml::TranslationCatalog::load(english, u"en"_s));
    QCOMPARE(ml::refusalText(ransom, {}, &english),
             u"red's messenger holds 1 point; a ransom of 3 would take it below 0"_s);
    QCOMPARE(ml::refusalText(ransom, names, &german),
             u"die Gefolgsfrau von \u2068Ana\u2069 steht bei 1 Punkt; ein Lösegeld von 3 brächte sie unter 0"_s);
    ml::Refusal ransomOf2 = ransom;
    ransomOf2.args[2] = 2;
    QCOMPARE(ml::refusalText(ransomOf2, {}, &english),
             u"red's messenger holds 2 points; a ransom of 3 would take it below 0"_s);
    const ml::Refusal array { ml::RefusalCode::FieldNotWholeNumber,
                              { u"tiles"_s, ml::RangeArg { 2, std::nullopt }, ml::JsonArg { QJsonArray { 1 } } } };
    QCOMPARE(ml::refusalText(array), u"`tiles` must be a whole number 2 or more, got an array"_s);
    QCOMPARE(ml::refusalText(array, {}, &german), u"`tiles` muss eine ganze Zahl ab 2 sein, gefunden: eine Liste"_s);
    // An argument that looks like a placeholder is not filled in again.
    const ml::Refusal percent { ml::RefusalCode::NoSuchFeature, { u"feature"_s, u"%2"_s } };
    QCOMPARE(ml::refusalText(percent), u"`feature`: no feature \"%2\" is on the board"_s);
}

void TestRefusals::jsonMistakesInEveryLanguage()
{
    // A text that is not JSON is said in the reader's words, whichever mistake it is: never the parser's English.
    QTranslator english;
    QVERIFY(ml::TranslationCatalog::load(english, u"en"_s));
    const QList<ml::JsonSyntax> mistakes {
        ml::JsonSyntax::EndsEarly,
        ml::JsonSyntax::TrailingText,
        ml::JsonSyntax::InvalidValue,
        ml::JsonSyntax::MissingName,
        ml::JsonSyntax::MissingColon,
        ml::JsonSyntax::MissingCommaOrBrace,
        ml::JsonSyntax::MissingCommaOrBracket,
        ml::JsonSyntax::InvalidUnicodeEscape,
        ml::JsonSyntax::InvalidEscape,
        ml::JsonSyntax::MissingQuote,
        ml::JsonSyntax::InvalidNumber,
        ml::JsonSyntax::ByteOrderMark,
        ml::JsonSyntax::Utf16,
        ml::JsonSyntax::Other,
    };
    QSet<QString> englishClauses;
    for (const ml::JsonSyntax mistake : mistakes) {
        const ml::Refusal refusal { ml::RefusalCode::NotJson, { 41, 2, 1, mistake } };
        const QString text = ml::refusalText(refusal, {}, &english);
        QVERIFY2(text.startsWith(u"not valid JSON at byte 41 (line 2, column 1): "_s), qPrintable(text));
        // One clause per mistake.
        QVERIFY2(!englishClauses.contains(text), qPrintable(text));
        englishClauses.insert(text);
        QVERIFY2(!text.contains(ml::toString(mistake)), qPrintable(text));
    }
    QCOMPARE(ml::refusalText({ ml::RefusalCode::NotJson, { 41, 2, 1, ml::JsonSyntax::EndsEarly } }),
             u"not valid JSON at byte 41 (line 2, column 1): the text ends before the record is complete (a file cut "
             u"short?)"_s);
    for (const QString &language : ml::TranslationCatalog::codes()) {
        if (language == u"en")
            continue;
        QTranslator translator;
        QVERIFY2(ml::TranslationCatalog::load(translator, language), qPrintable(language));
        QSet<QString> clauses;
        for (const ml::JsonSyntax mistake : mistakes) {
            const ml::Refusal refusal { ml::RefusalCode::NotJson, { 41, 2, 1, mistake } };
            const QString text = ml::refusalText(refusal, {}, &translator);
            const QString clause = text.section(u':', 1).trimmed();
            QVERIFY2(!clause.isEmpty(), qPrintable(language + u": "_s + text));
            QVERIFY2(!clauses.contains(clause), qPrintable(language + u": "_s + text));
            clauses.insert(clause);
            for (const QString &englishText : std::as_const(englishClauses))
                QVERIFY2(!text.contains(englishText.section(u':', 1).trimmed()),
                         qPrintable(language + u" says it in English: "_s + text));
        }
    }
}

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
