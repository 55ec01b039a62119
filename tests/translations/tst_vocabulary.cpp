// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The one vocabulary: every id of every kind has a word in every shipped language, and the same id gives the same
// word whichever way a screen asks for it (the QML singleton, the models and explanations through the installed
// translator, the dispute view through a translator of its own).

#include "pointsources.h"
#include "translationcatalog.h"
#include "vocabulary.h"
#include "words.h"

#include <QCoreApplication>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/** Every id of every kind, as the record and the ledger write them, with how each way of asking names it. */
struct Id {
    QString kind;
    QString id;
};

QList<Id> everyId()
{
    QList<Id> out;
    for (const QString &t : { u"road"_s, u"city"_s, u"monastery"_s, u"field"_s, u"castle"_s, u"cemetery"_s, u"tower"_s,
                              u"acrobats"_s, u"garden"_s })
        out.append({ u"featureType"_s, t });
    for (const QString &k : { u"meeple"_s, u"guard"_s, u"ringmaster"_s, u"messenger"_s, u"robber"_s, u"abbot"_s,
                              u"large"_s, u"builder"_s, u"pig"_s })
        out.append({ u"figure"_s, k });
    for (const QString &a : { u"flea"_s, u"monkey"_s, u"seal"_s, u"bear"_s, u"tiger"_s, u"elephant"_s })
        out.append({ u"animal"_s, a });
    for (const QString &e :
         { u"tower"_s, u"messengers"_s, u"robbers"_s, u"bigtop"_s, u"ghosts"_s, u"abbot"_s, u"inns"_s, u"traders"_s })
        out.append({ u"expansion"_s, e });
    for (const QString &f : ml::Vocabulary::fieldKeys())
        out.append({ u"field"_s, f });
    for (int tile = 1; tile <= 8; ++tile) {
        out.append({ u"messageName"_s, QString::number(tile) });
        out.append({ u"messageHint"_s, QString::number(tile) });
    }
    for (const QString &r : ml::Vocabulary::reasonIds())
        out.append({ u"reason"_s, r });
    for (const QString &r : ml::Vocabulary::ruleIds())
        out.append({ u"rule"_s, r });
    for (const QString &s : ml::Vocabulary::pointSourceIds())
        out.append({ u"pointSource"_s, s });
    return out;
}

/**
 * The word for @p id through @p words: ml::Vocabulary (the models', the explanations' and the dispute view's way) or
 * the Words singleton (QML's), which take the record's words alike.
 */
template<typename Vocabulary>
QString wordFor(const Vocabulary &words, const Id &id)
{
    if (id.kind == u"featureType")
        return words.featureTypeName(id.id);
    if (id.kind == u"figure")
        return words.figureKindName(id.id);
    if (id.kind == u"animal")
        return words.animalName(id.id);
    if (id.kind == u"expansion")
        return words.expansionName(id.id);
    if (id.kind == u"field")
        return words.fieldLabel(id.id);
    if (id.kind == u"messageName")
        return words.messageName(id.id.toInt());
    if (id.kind == u"messageHint")
        return words.messageHint(id.id.toInt());
    if (id.kind == u"reason")
        return words.reasonText(id.id);
    if (id.kind == u"rule")
        return words.ruleName(id.id);
    return words.pointSourceName(id.id);
}

} // namespace

class TestVocabulary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyIdHasAWordInEveryLanguage_data();
    void everyIdHasAWordInEveryLanguage();
    void pointSourcesAreTheStatisticsGroups();
    void theQmlWordsFollowTheLanguage();
    void oneNamePerId();
    void qtsOwnTextsInEveryLanguage();
};

void TestVocabulary::everyIdHasAWordInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &code : ml::TranslationCatalog::codes())
        QTest::addRow("%s", qPrintable(code)) << code;
}

void TestVocabulary::everyIdHasAWordInEveryLanguage()
{
    QFETCH(QString, language);
    // Installed, as AppState does: the models, the explanations and QML ask the installed translators.
    auto installed = std::make_unique<QTranslator>();
    QVERIFY(ml::TranslationCatalog::load(*installed, language));
    QVERIFY(QCoreApplication::installTranslator(installed.get()));
    // Not installed, as the dispute view's second language is.
    QTranslator own;
    QVERIFY(ml::TranslationCatalog::load(own, language));
    std::unique_ptr<Words> qml(Words::create(nullptr, nullptr));

    for (const Id &id : everyId()) {
        const QString word = wordFor(ml::Vocabulary(), id);
        const QString label = id.kind + u' ' + id.id;
        QVERIFY2(!word.isEmpty(), qPrintable(label));
        // An id no table knows is shown as it is: a rule or reason id shown so has no word.
        QVERIFY2(!id.id.contains(u'.') || word != id.id, qPrintable(label));
        QCOMPARE(wordFor(ml::Vocabulary(&own), id), word);
        QCOMPARE(wordFor(*qml, id), word);
    }
    QCoreApplication::removeTranslator(installed.get());
}

void TestVocabulary::pointSourcesAreTheStatisticsGroups()
{
    QStringList groups = ml::PointSources::groups();
    QStringList named = ml::Vocabulary::pointSourceIds();
    groups.sort();
    named.sort();
    QCOMPARE(named, groups);
}

void TestVocabulary::theQmlWordsFollowTheLanguage()
{
    std::unique_ptr<Words> words(Words::create(nullptr, nullptr));
    QSignalSpy changed(words.get(), &Words::revisionChanged);
    const int before = words->revision();
    const QString english = words->featureTypeName(u"castle"_s);
    QTranslator german;
    QVERIFY(ml::TranslationCatalog::load(german, u"de"_s));
    QVERIFY(QCoreApplication::installTranslator(&german));
    QVERIFY(changed.count() >= 1);
    QVERIFY(words->revision() != before);
    QCOMPARE(words->featureTypeName(u"castle"_s), u"Spukschloss"_s);
    QVERIFY(QCoreApplication::removeTranslator(&german));
    QCOMPARE(words->featureTypeName(u"castle"_s), english);
}

void TestVocabulary::oneNamePerId()
{
    // The words that disagreed between screens: the castle is the haunted castle everywhere, in the statistics too,
    // and the seal is the rulebook's animal in each language.
    for (const QString &code : ml::TranslationCatalog::codes()) {
        QTranslator translator;
        QVERIFY(ml::TranslationCatalog::load(translator, code));
        const ml::Vocabulary words(&translator);
        const QString castle = words.featureTypeName(ml::FeatureType::Castle);
        QVERIFY2(words.ruleName(u"castle.completed"_s).contains(castle, Qt::CaseInsensitive)
                     || words.ruleName(u"castle.completed"_s)
                            .contains(words.featureTypeWord(ml::FeatureType::Castle), Qt::CaseInsensitive),
                 qPrintable(code + u": "_s + words.ruleName(u"castle.completed"_s) + u" / "_s + castle));
        QCOMPARE(words.animalName(ml::Animal::Seal).toLower(), words.animalWord(ml::Animal::Seal).toLower());
    }
    const ml::Vocabulary english;
    QCOMPARE(english.featureTypeName(u"castle"_s), u"Haunted castle"_s);
    QCOMPARE(english.pointSourceName(u"castles"_s), u"Haunted castles"_s);
    QTranslator german;
    QVERIFY(ml::TranslationCatalog::load(german, u"de"_s));
    QCOMPARE(ml::Vocabulary(&german).animalName(ml::Animal::Seal), u"Seelöwe"_s);
    QCOMPARE(ml::Vocabulary(&german).pointSourceName(u"castles"_s), u"Spukschlösser"_s);
    QTranslator french;
    QVERIFY(ml::TranslationCatalog::load(french, u"fr"_s));
    QCOMPARE(ml::Vocabulary(&french).animalWord(ml::Animal::Seal), u"otarie"_s);
}

QTEST_GUILESS_MAIN(TestVocabulary)
// Qt's own texts (the dialogs' standard buttons, file dialogs, --help) come from Qt's catalogues, which the
// package qt6-translations-l10n installs: every language but English (Qt's own) has them.
void TestVocabulary::qtsOwnTextsInEveryLanguage()
{
    for (const QString &code : ml::TranslationCatalog::codes()) {
        QTranslator qt;
        const bool loaded = ml::TranslationCatalog::loadQt(qt, code);
        if (code == u"en"_s) {
            QVERIFY(!loaded);
            continue;
        }
        QVERIFY2(loaded, qPrintable(code));
        // The dispute dialog's button.
        const QString close = qt.translate("QPlatformTheme", "Close");
        QVERIFY2(!close.isEmpty() && close != u"Close"_s, qPrintable(code + u": "_s + close));
    }
    QTranslator none;
    QVERIFY(!ml::TranslationCatalog::loadQt(none, u"xx"_s));
}

#include "tst_vocabulary.moc"
