// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Player profiles shared across games: any Unicode name round-trips through the library, the records,
// export and import; names are checked and unique.

#include "gamelibrary.h"
#include "replay.h"
#include "storetestdata.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestProfiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void unicodeNamesRoundTrip();
    void profilesAreChecked();
    void profilesChangeAndGo();
    void playersLinkToProfiles();
    void languagesAreRememberedWithTheGame();

private:
    [[nodiscard]] QString libraryPath() const { return m_dir->filePath(u"library.sqlite"_s); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

const QStringList tableNames {
    u"O'Brien \"The Wall\""_s,
    u"Zoë 🎲🐉"_s,
    u"👩‍👩‍👧‍👦 family"_s,
    u"שרה כהן"_s,
    u"مريم"_s,
    u"Robert'); DROP TABLE games;--"_s,
    u"back\\slash  two spaces"_s, // a tab is a control character: refused (profilesAreChecked)
    u"李雷"_s,
};

ml::GamePlayer seat(const QString &name, const QString &color, qint64 profileId, const QString &language)
{
    ml::GamePlayer player;
    player.name = name;
    player.color = color;
    player.profileId = profileId;
    player.language = language;
    return player;
}

} // namespace

void TestProfiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestProfiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestProfiles::unicodeNamesRoundTrip()
{
    QList<qint64> ids;
    qint64 gameId = 0;
    {
        ml::GameLibrary library(libraryPath());
        QVERIFY(library.open().ok());
        for (qsizetype i = 0; i < tableNames.size(); ++i) {
            const auto added = library.addProfile({ 0, tableNames.at(i), u"colour %1"_s.arg(i), u"he_IL"_s, {} });
            QVERIFY2(added.ok(), qPrintable(added.message()));
            ids.append(added.value());
        }
        QList<ml::GamePlayer> seats;
        for (int i = 0; i < 6; ++i) {
            ml::GamePlayer seat;
            seat.profileId = ids.at(i);
            seats.append(seat);
        }
        const auto created = library.createGame(seats);
        QVERIFY2(created.ok(), qPrintable(created.message()));
        gameId = created.value();
    }

    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    for (qsizetype i = 0; i < tableNames.size(); ++i) {
        const auto profile = library.profile(ids.at(i));
        QVERIFY(profile.ok());
        QCOMPARE(profile.value().name, tableNames.at(i));
        QCOMPARE(profile.value().color, u"colour %1"_s.arg(i));
        QCOMPARE(profile.value().language, u"he_IL"_s);
        QCOMPARE(library.profileByName(tableNames.at(i)).value().id, ids.at(i));
    }
    // The seats took the profiles' names and colours into the record.
    const ml::GameSummary summary = library.game(gameId).value();
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(summary.players.at(i).name, tableNames.at(i));
        QCOMPARE(summary.players.at(i).color, u"colour %1"_s.arg(i));
        QCOMPARE(summary.players.at(i).profileId, ids.at(i));
        QCOMPARE(summary.players.at(i).id, u"colour-%1"_s.arg(i)); // from the colour
    }
    // Through a record file and back: the same names, linked to the same profiles.
    const QString file = m_dir->filePath(u"names.json"_s);
    QVERIFY(library.exportFile(gameId, file).ok());
    const QJsonObject exported = QJsonDocument::fromJson(StoreTestData::fileBytes(file)).object();
    QCOMPARE(exported.value(u"players"_s)[3][u"name"_s].toString(), u"שרה כהן"_s);
    QVERIFY(ml::replay(StoreTestData::fileBytes(file)).ok);
    const auto imported = library.importFile(file);
    QVERIFY2(imported.ok(), qPrintable(imported.message()));
    const ml::GameSummary copy = library.game(imported.value()).value();
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(copy.players.at(i).name, tableNames.at(i));
        QCOMPARE(copy.players.at(i).profileId, ids.at(i));
    }
    QCOMPARE(library.profiles().value().size(), tableNames.size());
}

void TestProfiles::profilesAreChecked()
{
    ml::GameLibrary library(libraryPath());
    QCOMPARE(library.addProfile({ 0, u"Ana"_s, {}, {}, {} }).error().code, ml::StoreError::Code::NotOpen);
    QVERIFY(library.open().ok());

    const auto empty = library.addProfile({ 0, u"   "_s, {}, {}, {} });
    QCOMPARE(empty.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY(empty.message().contains(u"empty"_s));

    // 40 characters are fine, 41 are not; an emoji is one character even though it takes two UTF-16 units.
    QVERIFY(library.addProfile({ 0, QString(40, u'x'), {}, {}, {} }).ok());
    QVERIFY(library.addProfile({ 0, QString(39, u'x') + u"🐉"_s, {}, {}, {} }).ok());
    const auto tooLong = library.addProfile({ 0, QString(41, u'y'), {}, {}, {} });
    QCOMPARE(tooLong.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY(tooLong.message().contains(u"longer than 40"_s));

    // A name is text a screen or a terminal shows as typed: no control character (a terminal escape, a newline, C1)
    // and no bidi embedding or override; nor a name of nothing visible (spaces, a zero-width space, a joiner).
    for (const QString &hostile : { u"Ana\u001b[2J"_s, u"Ana\nBen"_s, u"Ana\u009b31m"_s, u"\u202eanA"_s, u"Ana\u202a"_s,
                                    u"Ana\u007f"_s, u"Ana\tBen"_s }) {
        const auto refused = library.addProfile({ 0, hostile, {}, {}, {} });
        QCOMPARE(refused.error().code, ml::StoreError::Code::InvalidInput);
        QVERIFY2(refused.message().contains(u"control characters"_s), qPrintable(refused.message()));
    }
    for (const QString &invisible : { u"\u200b"_s, u" \u200d \u2060 "_s, u"\ufeff\u3000"_s }) {
        const auto refused = library.addProfile({ 0, invisible, {}, {}, {} });
        QCOMPARE(refused.error().code, ml::StoreError::Code::InvalidInput);
        QVERIFY2(refused.message().contains(u"empty"_s), qPrintable(refused.message()));
    }
    // Isolates and marks are text, and so are the scripts written right to left.
    QVERIFY(library.addProfile({ 0, u"\u2067אנה\u2069 Z"_s, {}, {}, {} }).ok());
    QVERIFY(library.addProfile({ 0, u"Zoë\u200e"_s, {}, {}, {} }).ok());
    // A new game's seats are checked as well, naming the seat.
    const auto seat = library.createGame(
        { { {}, u"Ana"_s, u"red"_s, 0, {}, 0 }, { {}, u"Ben\u001b]0;x\u0007"_s, u"blue"_s, 0, {}, 0 } });
    QCOMPARE(seat.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY2(seat.message().contains(u"control characters"_s), qPrintable(seat.message()));
    const auto blank =
        library.createGame({ { {}, u"Ana"_s, u"red"_s, 0, {}, 0 }, { {}, u"\u200b"_s, u"blue"_s, 0, {}, 0 } });
    QVERIFY2(blank.message().contains(u"seat 2"_s), qPrintable(blank.message()));

    const auto language = library.addProfile({ 0, u"Ana"_s, {}, u"not a language"_s, {} });
    QCOMPARE(language.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY(language.message().contains(u"not a language"_s));

    QVERIFY(library.addProfile({ 0, u"Ana"_s, u"red"_s, u"pt_BR"_s, {} }).ok());
    const auto twice = library.addProfile({ 0, u" Ana "_s, {}, {}, {} });
    QCOMPARE(twice.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY(twice.message().contains(u"already exists"_s));
    QCOMPARE(library.profileByName(u"Ana"_s).value().language, u"pt_BR"_s);
    QCOMPARE(library.profileByName(u"Nobody"_s).error().code, ml::StoreError::Code::NotFound);
}

void TestProfiles::profilesChangeAndGo()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 ana = library.addProfile({ 0, u"Ana"_s, u"red"_s, {}, {} }).value();
    const qint64 ben = library.addProfile({ 0, u"Ben"_s, u"blue"_s, {}, {} }).value();
    ml::Profile changed = library.profile(ana).value();
    changed.name = u"Ana María"_s;
    changed.language = u"es"_s;
    QVERIFY(library.updateProfile(changed).ok());
    QCOMPARE(library.profile(ana).value().name, u"Ana María"_s);
    changed.name = u"Ben"_s;
    QCOMPARE(library.updateProfile(changed).error().code, ml::StoreError::Code::InvalidInput);
    changed.id = 999;
    changed.name = u"Someone"_s;
    QCOMPARE(library.updateProfile(changed).error().code, ml::StoreError::Code::NotFound);

    ml::GamePlayer first;
    first.profileId = ana;
    ml::GamePlayer second;
    second.profileId = ben;
    const qint64 gameId = library.createGame({ first, second }).value();
    QVERIFY(library.removeProfile(ben).ok());
    QCOMPARE(library.removeProfile(ben).error().code, ml::StoreError::Code::NotFound);
    // The game keeps Ben's name; the seat is no longer linked.
    const ml::GameSummary summary = library.game(gameId).value();
    QCOMPARE(summary.players.at(1).name, u"Ben"_s);
    QCOMPARE(summary.players.at(1).profileId, 0);
    QCOMPARE(summary.players.at(0).name, u"Ana María"_s);
}

void TestProfiles::playersLinkToProfiles()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const auto imported = library.importRecord(StoreTestData::exampleBytes(u"base-final-scoring"_s));
    QVERIFY(imported.ok());
    const qint64 red = library.profileByName(u"Red"_s).value().id;
    QCOMPARE(library.profileByName(u"Red"_s).value().color, u"red"_s); // the record's default colour: the id
    QCOMPARE(library.game(imported.value()).value().players.at(0).profileId, red);

    // The table says "Red" was really Ana: relink the seat; statistics follow.
    const qint64 ana = library.addProfile({ 0, u"Ana"_s, {}, {}, {} }).value();
    QVERIFY(library.linkPlayer(imported.value(), u"red"_s, ana).ok());
    QCOMPARE(library.statistics(ana).value().wins, 1);
    QCOMPARE(library.statistics(red).value().gamesPlayed, 0);
    QCOMPARE(library.linkPlayer(imported.value(), u"purple"_s, ana).error().code, ml::StoreError::Code::NotFound);
    QCOMPARE(library.linkPlayer(imported.value(), u"red"_s, 999).error().code, ml::StoreError::Code::NotFound);
}

void TestProfiles::languagesAreRememberedWithTheGame()
{
    ml::GameLibrary library(libraryPath());
    QVERIFY(library.open().ok());
    const qint64 dora = library.addProfile({ 0, u"Dora"_s, u"yellow"_s, u"nl"_s, {} }).value();

    // A game that is refused (an expansion the record does not know) changes no profile, and makes none.
    const ml::GamePlayer ana = seat(u"Ana"_s, u"red"_s, 0, u"de"_s);
    const ml::GamePlayer doraSeat = seat({}, {}, dora, u"fr"_s);
    const auto refused = library.createGame({ ana, doraSeat }, { u"dragons"_s });
    QVERIFY(!refused.ok());
    QCOMPARE(library.profileByName(u"Dora"_s).value().language, u"nl"_s);
    QCOMPARE(library.profileByName(u"Ana"_s).error().code, ml::StoreError::Code::NotFound);

    // A bad language refuses the whole game too.
    ml::GamePlayer badLanguage = ana;
    badLanguage.language = u"not a language"_s;
    const auto bad = library.createGame({ badLanguage, doraSeat });
    QCOMPARE(bad.error().code, ml::StoreError::Code::InvalidInput);
    QVERIFY(bad.message().contains(u"not a language"_s));
    QCOMPARE(library.profileByName(u"Ana"_s).error().code, ml::StoreError::Code::NotFound);

    // The game is made: Ana's new profile reads German, Dora's now French; a seat without a language keeps its own.
    const ml::GamePlayer ben = seat(u"Ben"_s, u"blue"_s, 0, {});
    const auto created = library.createGame({ ana, doraSeat, ben });
    QVERIFY2(created.ok(), qPrintable(created.message()));
    QCOMPARE(library.profileByName(u"Ana"_s).value().language, u"de"_s);
    QCOMPARE(library.profileByName(u"Dora"_s).value().language, u"fr"_s);
    QCOMPARE(library.profileByName(u"Ben"_s).value().language, QString());
}

QTEST_GUILESS_MAIN(TestProfiles)
#include "tst_profiles.moc"
