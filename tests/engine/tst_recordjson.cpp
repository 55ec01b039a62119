// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The strict reading of record text: what RapidJSON's checks and ours refuse, where the refusal says it is, and that
// every record that passes reads to exactly the object Qt's own parser makes of it.

#include "recordgenerator.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "replay.h"

#include <QBuffer>
#include <QDir>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray nested(int depth)
{
    return "{\"format\":" + QByteArray(depth - 1, '[') + "1" + QByteArray(depth - 1, ']') + "}";
}

} // namespace

/** A refusal in English words, as the command-line tool prints it. */
QString said(const ml::RecordJson &record)
{
    return ml::refusalText(record.refusal());
}

class TestRecordJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusals_data();
    void refusals();
    void namesBothPlacesOfADuplicateKey();
    void readsWhatQtReads_data();
    void readsWhatQtReads();
    void largestGeneratedGamesFitTheBound();
    void sizeBound();
    void readTextStopsAtTheBound();
};

void TestRecordJson::refusals_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("reason");
    QTest::addRow("a second events key")
        << QByteArray(R"({"events": [{"type": "turn"}], "format": "x", "events": []})")
        << u"the key \"events\" appears twice in one object: at byte 1 (line 1, column 2) and at byte 46 (line 1, column 47)"_s;
    QTest::addRow("a duplicate inside an event")
        << QByteArray(R"({"events": [{"type": "turn", "player": "a", "player": "b"}]})")
        << u"the key \"player\" appears twice in one object"_s;
    QTest::addRow("a duplicate in a large object")
        << QByteArray(R"({"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"c":11})")
        << u"the key \"c\" appears twice in one object: at byte 13 (line 1, column 14) and at byte 62 (line 1, column 63)"_s;
    QTest::addRow("keys equal once decoded")
        << QByteArray(R"({"id": 1, "\u0069d": 2})") << u"the key \"id\" appears twice"_s;
    QTest::addRow("a lone high surrogate")
        << QByteArray(R"({"name": "\ud800Ana"})")
        << u"not valid JSON at byte 10 (line 1, column 11): invalid Unicode: a lone high surrogate \\ud800"_s;
    QTest::addRow("a lone low surrogate")
        << QByteArray(R"({"name": "A\udc00na"})")
        << u"invalid Unicode at byte 11 (line 1, column 12): the escape \\udc00 is a lone low surrogate"_s;
    QTest::addRow("two high surrogates") << QByteArray(R"({"name": "\ud800\ud800"})") << u"lone high surrogate"_s;
    QTest::addRow("an escaped U+0000") << QByteArray(R"({"name": "A\u0000na"})")
                                       << u"a U+0000 (\\u0000) in a string at byte 11 (line 1, column 12)"_s;
    QTest::addRow("an escaped U+0000 in a key") << QByteArray(R"({"na\u0000me": "Ana"})") << u"a U+0000"_s;
    QTest::addRow("a raw NUL byte") << QByteArray("{\"name\": \"A\0na\"}", 16)
                                    << u"not valid JSON at byte 11 (line 1, column 12): a NUL byte"_s;
    QTest::addRow("a NUL byte after the object")
        << QByteArray("{}\0{", 4) << u"at byte 2 (line 1, column 3): a NUL byte"_s;
    QTest::addRow("a raw tab") << QByteArray("{\"name\": \"A\tna\"}")
                               << u"not valid JSON at byte 11 (line 1, column 12): a raw control character (U+0009)"_s;
    QTest::addRow("a raw line feed") << QByteArray("{\"name\":\n \"A\nna\"}")
                                     << u"at byte 12 (line 2, column 4): a raw control character (U+000a)"_s;
    QTest::addRow("a byte that is not UTF-8") << QByteArray("{\"name\": \"A\xffna\"}") << u"invalid UTF-8"_s;
    QTest::addRow("an overlong encoding") << QByteArray("{\"name\": \"\xc0\xaf\"}") << u"invalid UTF-8"_s;
    QTest::addRow("a surrogate in UTF-8") << QByteArray("{\"name\": \"\xed\xa0\x80\"}") << u"invalid UTF-8"_s;
    QTest::addRow("past U+10FFFF") << QByteArray("{\"name\": \"\xf4\x90\x80\x80\"}") << u"invalid UTF-8"_s;
    // RapidJSON takes the bytes a sequence's first byte announces, past the end of the text: none may be read there.
    QTest::addRow("a 4-byte sequence begun at the end of the text")
        << QByteArray("{\"forma\xf2\"") << u"invalid UTF-8"_s;
    QTest::addRow("a 3-byte sequence begun in the last byte") << QByteArray("{\"a\": \"\xe2") << u"invalid UTF-8"_s;
    QTest::addRow("65 deep") << nested(65) << u"nested deeper than 64 arrays and objects at byte 73"_s;
    QTest::addRow("very deep") << QByteArray(100000, '[') << u"nested deeper than 64"_s;
    QTest::addRow("empty") << QByteArray() << u"not valid JSON at byte 0 (line 1, column 1): the text is empty"_s;
    QTest::addRow("white space") << QByteArray(" \n ") << u"the text is empty or only white space"_s;
    // Each mistake in the vocabulary's words (JsonSyntax), not the parser's English.
    QTest::addRow("cut short") << QByteArray("{\"format\": ")
                               << u"not valid JSON at byte 11 (line 1, column 12): the text ends before the record is "
                                  u"complete"_s;
    QTest::addRow("cut short after a member, then white space")
        << QByteArray("{\"format\": \"meeple-ledger/1\"\n\n") << u"the text ends before the record is complete"_s;
    QTest::addRow("cut short in an array") << QByteArray("{\"events\": [{}, ") << u"the text ends before"_s;
    QTest::addRow("wrong at the first byte")
        << QByteArray("x\n{}\n") << u"not valid JSON at byte 0 (line 1, column 1): a value is missing, or is not one"_s;
    QTest::addRow("an unknown escape") << QByteArray(R"({"a": "\q"})")
                                       << u"not valid JSON at byte 7 (line 1, column 8): a backslash is followed by a "
                                          u"character that has no escape"_s;
    QTest::addRow("a \\u escape without its digits")
        << QByteArray(R"({"a": "\u12"})") << u"a \\u escape is not followed by four hexadecimal digits"_s;
    QTest::addRow("a column in characters") << QByteArray("{\n\"é\": x}") << u"(line 2, column 6)"_s;
    QTest::addRow("a number too big") << QByteArray(R"({"tiles": 1e400})")
                                      << u"not valid JSON at byte 10 (line 1, column 11): a number is too large or "
                                         u"incomplete"_s;
    QTest::addRow("two documents") << QByteArray("{} {}")
                                   << u"not valid JSON at byte 3 (line 1, column 4): more text follows the record's "
                                      u"closing brace"_s;
    QTest::addRow("no comma between members")
        << QByteArray(R"({"a": 1 "b": 2})") << u"a comma or the closing brace is missing after a member"_s;
    QTest::addRow("no comma between elements")
        << QByteArray(R"({"a": [1 2]})") << u"a comma or the closing bracket is missing after an element"_s;
    QTest::addRow("no colon") << QByteArray(R"({"a" 1})") << u"a member's name is not followed by a colon"_s;
    QTest::addRow("a name without quotes")
        << QByteArray(R"({a: 1})") << u"a member's name is missing (a name is written in double quotes)"_s;
    QTest::addRow("a word without quotes") << QByteArray(R"({"a": red})") << u"a value is missing, or is not one"_s;
    QTest::addRow("an array") << QByteArray("[1, 2]") << u"a record is one JSON object"_s;
}

void TestRecordJson::refusals()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, reason);
    const ml::RecordJson record(text);
    QVERIFY(!record.ok());
    QVERIFY(record.object().isEmpty());
    QVERIFY2(said(record).contains(reason), qPrintable(said(record)));
    // The engine gives the same reason as a setup refusal.
    const ml::ReplayOutcome outcome = ml::replay(text);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.event, -1);
    QCOMPARE(outcome.error.refusal.diagnostic(), record.refusal().diagnostic());
}

void TestRecordJson::namesBothPlacesOfADuplicateKey()
{
    const QByteArray text = "{\n  \"format\": \"meeple-ledger/1\",\n  \"events\": [],\n  \"events\": []\n}\n";
    const ml::RecordJson record(text);
    QCOMPARE(said(record),
             u"the key \"events\" appears twice in one object: at byte 35 (line 3, column 3) and at byte 51 (line 4, "
             u"column 3)"_s);
}

void TestRecordJson::readsWhatQtReads_data()
{
    QTest::addColumn<QByteArray>("text");
    const QDir examples(QStringLiteral(MEEPLE_EXAMPLES_DIR));
    for (const QString &name : examples.entryList({ u"*.json"_s }, QDir::Files)) {
        QFile file(examples.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::addRow("%s", qPrintable(name)) << file.readAll();
    }
    RecordGenerator::Options options;
    options.seed = 13;
    options.players = 6;
    options.turns = 200;
    QTest::addRow("generated") << QJsonDocument(RecordGenerator::generate(options)).toJson();
    QTest::addRow("a surrogate pair and escapes") << QByteArray(
        R"({"players": [{"id": "a", "name": "\ud83d\ude00 \"Ana\" \u00e9\t\n\\/ ÿ 中"}], "n": [-0, 1.5e3, 1e-2, 9007199254740993, -1], "b": [true, false, null], "o": {}})");
}

void TestRecordJson::readsWhatQtReads()
{
    QFETCH(QByteArray, text);
    const ml::RecordJson record(text);
    QVERIFY2(record.ok(), qPrintable(said(record)));
    QVERIFY(!record.object().isEmpty());
    QCOMPARE(record.object(), QJsonDocument::fromJson(text).object());
}

void TestRecordJson::largestGeneratedGamesFitTheBound()
{
    // The longest game the generator makes (5,862 events) with every expansion, indented as an export writes it: far
    // below 16 MiB.
    RecordGenerator::Options options;
    options.seed = 7;
    options.players = 6;
    options.turns = 4000; // about 2.7 events a turn
    const QJsonObject generated = RecordGenerator::generate(options);
    const QByteArray text = QJsonDocument(generated).toJson(QJsonDocument::Indented);
    const qsizetype events = generated.value(u"events"_s).toArray().size();
    QVERIFY2(events >= 5000, qPrintable(QString::number(events)));
    qDebug() << events << "events," << text.size() << "bytes";
    QVERIFY2(text.size() < ml::RecordJson::MaxBytes / 4, qPrintable(QString::number(text.size())));
    const ml::RecordJson record(text);
    QVERIFY2(record.ok(), qPrintable(said(record)));
    QCOMPARE(record.object(), generated);
}

void TestRecordJson::sizeBound()
{
    // Exactly the bound is read; one byte more is refused before any parsing.
    const QByteArray head = "{\"format\": \"";
    const QByteArray tail = "\"}";
    QByteArray text = head + QByteArray(ml::RecordJson::MaxBytes - head.size() - tail.size(), 'x') + tail;
    QCOMPARE(text.size(), ml::RecordJson::MaxBytes);
    QVERIFY2(ml::RecordJson(text).ok(), qPrintable(said(ml::RecordJson(text))));
    text.insert(head.size(), 'x');
    const ml::RecordJson refused(text);
    QCOMPARE(said(refused), u"the text is 16777217 bytes; a record is at most 16777216 bytes (16 MiB)"_s);
}

void TestRecordJson::readTextStopsAtTheBound()
{
    QByteArray big(ml::RecordJson::MaxBytes + 100, ' ');
    QBuffer buffer(&big);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QByteArray text = "left over";
    QCOMPARE(ml::RecordJson::readText(buffer, &text), ml::RecordJson::Read::TooLarge);
    QVERIFY(text.isEmpty());

    QByteArray small = "{}";
    QBuffer smallBuffer(&small);
    QVERIFY(smallBuffer.open(QIODevice::ReadOnly));
    QCOMPARE(ml::RecordJson::readText(smallBuffer, &text), ml::RecordJson::Read::Done);
    QCOMPARE(text, small);

    QFile zero(u"/dev/zero"_s);
    QVERIFY(zero.open(QIODevice::ReadOnly));
    QCOMPARE(ml::RecordJson::readText(zero, &text), ml::RecordJson::Read::TooLarge);

    QBuffer closed;
    QCOMPARE(ml::RecordJson::readText(closed, &text), ml::RecordJson::Read::Failed);
}

QTEST_GUILESS_MAIN(TestRecordJson)
#include "tst_recordjson.moc"
