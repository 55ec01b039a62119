// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "recordjson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonParseError>

#include <rapidjson/reader.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace ml {

namespace {

/** Where offset @p at of @p text is, as three refusal arguments: the byte, the line and the column (characters, from
 * 1). */
QList<RefusalArg> where(const QByteArray &text, qsizetype at)
{
    at = std::clamp<qsizetype>(at, 0, text.size());
    // lastIndexOf() from -1 would search from the end.
    const qsizetype lineStart = at == 0 ? 0 : text.lastIndexOf('\n', at - 1) + 1;
    const qsizetype line = text.first(lineStart).count('\n') + 1;
    qsizetype column = 1;
    for (qsizetype i = lineStart; i < at; ++i)
        column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 ? 1 : 0;
    return { int(at), int(line), int(column) };
}

Refusal refusalAt(RefusalCode code, const QByteArray &text, qsizetype at, QList<RefusalArg> more = {})
{
    return { code, where(text, at) + more };
}

unsigned hex4(const char *p)
{
    unsigned value = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = p[i];
        value = value * 16 + unsigned(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    }
    return value;
}

/**
 * The first \u escape in the string of @p text from @p start (its opening quote) that stands for U+0000 or for a low
 * surrogate with no high one before it, as an error naming it; RapidJSON 1.1.0 refuses a lone high surrogate itself.
 */
std::optional<Refusal> badEscape(const QByteArray &text, qsizetype start)
{
    for (qsizetype i = start + 1; i + 1 < text.size() && text[i] != '"'; ++i) {
        if (text[i] != '\\')
            continue;
        if (text[i + 1] != 'u') {
            ++i;
            continue;
        }
        const unsigned code = hex4(text.constData() + i + 2);
        if (code == 0)
            return refusalAt(RefusalCode::NulEscape, text, i);
        if (code >= 0xDC00 && code <= 0xDFFF)
            return refusalAt(RefusalCode::LoneLowSurrogate, text, i, { QString::number(code, 16) });
        // A high surrogate is followed by its low one (RapidJSON checked that): skip both.
        i += code >= 0xD800 && code <= 0xDBFF ? 11 : 5;
    }
    return std::nullopt;
}

struct KeyAt {
    std::string_view name;
    qsizetype start; ///< the offset of its opening quote
};

/**
 * Checks what RapidJSON's reader leaves to its handler: duplicate keys, depth, what \u escapes decode to. The reader
 * reads a string on a copy of the stream, so during Key() and String() the stream still stands at the string's
 * opening quote, and during StartObject() and StartArray() at the bracket.
 */
class Checker : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, Checker>
{
public:
    Checker(const QByteArray &text, rapidjson::InsituStringStream &stream)
        : m_text(text)
        , m_stream(stream)
    {
    }

    bool StartObject() { return enter(true); }
    bool StartArray() { return enter(false); }
    bool EndArray(rapidjson::SizeType) { return leave(); }
    bool EndObject(rapidjson::SizeType)
    {
        std::vector<KeyAt> &keys = m_keys[std::size_t(m_depth - 1)];
        // The second of two equal keys that comes first in the text is the one named.
        std::optional<std::pair<KeyAt, KeyAt>> duplicate;
        const auto found = [&duplicate](const KeyAt &first, const KeyAt &second) {
            if (!duplicate || second.start < duplicate->second.start)
                duplicate = std::pair(first, second);
        };
        if (keys.size() <= 8) {
            for (std::size_t i = 0; i < keys.size(); ++i)
                for (std::size_t j = i + 1; j < keys.size(); ++j)
                    if (keys[i].name == keys[j].name)
                        found(keys[i], keys[j]);
        } else {
            std::stable_sort(keys.begin(), keys.end(), [](const KeyAt &a, const KeyAt &b) { return a.name < b.name; });
            for (std::size_t i = 1; i < keys.size(); ++i)
                if (keys[i - 1].name == keys[i].name)
                    found(keys[i - 1], keys[i]);
        }
        if (duplicate) {
            const QString name =
                QString::fromUtf8(duplicate->first.name.data(), qsizetype(duplicate->first.name.size()));
            return fail({ RefusalCode::DuplicateKey,
                          QList<RefusalArg> { name.size() > 40 ? name.left(40) + QStringLiteral("…") : name }
                              + where(m_text, duplicate->first.start) + where(m_text, duplicate->second.start) });
        }
        keys.clear();
        return leave();
    }
    bool Key(const char *name, rapidjson::SizeType length, bool)
    {
        if (!checkString(name, length))
            return false;
        m_keys[std::size_t(m_depth - 1)].push_back({ { name, length }, qsizetype(m_stream.Tell()) });
        return true;
    }
    bool String(const char *text, rapidjson::SizeType length, bool) { return checkString(text, length); }
    bool Default() { return true; }

    [[nodiscard]] const std::optional<Refusal> &refusal() const { return m_refusal; }

private:
    bool enter(bool object)
    {
        if (m_depth == RecordJson::MaxDepth)
            return fail({ RefusalCode::NestedTooDeep,
                          QList<RefusalArg> { RecordJson::MaxDepth } + where(m_text, qsizetype(m_stream.Tell())) });
        ++m_depth;
        if (object && m_keys.size() < std::size_t(m_depth))
            m_keys.resize(std::size_t(m_depth));
        return true;
    }
    bool leave()
    {
        --m_depth;
        return true;
    }
    // The reader has checked the text's own UTF-8; a \u escape can still decode to U+0000 or a lone low surrogate
    // (UTF-8 ED B0..BF xx), which the decoded string shows without searching the text.
    bool checkString(const char *text, rapidjson::SizeType length)
    {
        const bool nul = std::memchr(text, 0, length) != nullptr;
        bool surrogate = false;
        for (const char *p = text;
             !surrogate && (p = static_cast<const char *>(std::memchr(p, '\xED', length - std::size_t(p - text))));) {
            surrogate = p + 1 < text + length && static_cast<unsigned char>(p[1]) >= 0xA0;
            ++p;
        }
        if (!nul && !surrogate)
            return true;
        const std::optional<Refusal> escape = badEscape(m_text, qsizetype(m_stream.Tell()));
        return fail(escape.value_or(refusalAt(RefusalCode::InvalidUnicodeString, m_text, qsizetype(m_stream.Tell()))));
    }
    bool fail(Refusal refusal)
    {
        m_refusal = std::move(refusal);
        return false;
    }

    const QByteArray &m_text;
    rapidjson::InsituStringStream &m_stream;
    int m_depth = 0;
    std::vector<std::vector<KeyAt>> m_keys; ///< the keys of the open object at each depth
    std::optional<Refusal> m_refusal;
};

/** Whether nothing but white space is left of @p text from @p at on: where a text cut short is found wanting. */
bool onlySpaceFrom(const QByteArray &text, qsizetype at)
{
    for (qsizetype i = at; i < text.size(); ++i) {
        const char c = text[i];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return false;
    }
    return true;
}

/** @p found as a reader should hear it: whatever was missing, a text that stops there was cut short. */
JsonSyntax asSaid(JsonSyntax found, const QByteArray &text, qsizetype at)
{
    // A byte order mark stops the parser at byte 0: said as what it is, not as a missing value.
    if (at <= 1 && text.startsWith("\xEF\xBB\xBF"))
        return JsonSyntax::ByteOrderMark;
    switch (found) {
    case JsonSyntax::TrailingText:
    case JsonSyntax::InvalidUnicodeEscape:
    case JsonSyntax::InvalidEscape:
    case JsonSyntax::InvalidNumber:
        return found;
    default:
        return onlySpaceFrom(text, at) ? JsonSyntax::EndsEarly : found;
    }
}

/** Which mistake RapidJSON's @p code is: the words are the vocabulary's, in every language. */
JsonSyntax syntaxOf(rapidjson::ParseErrorCode code)
{
    switch (code) {
    case rapidjson::kParseErrorDocumentRootNotSingular:
        return JsonSyntax::TrailingText;
    case rapidjson::kParseErrorStringUnicodeEscapeInvalidHex:
        return JsonSyntax::InvalidUnicodeEscape;
    case rapidjson::kParseErrorStringEscapeInvalid:
        return JsonSyntax::InvalidEscape;
    case rapidjson::kParseErrorNumberTooBig:
    case rapidjson::kParseErrorNumberMissFraction:
    case rapidjson::kParseErrorNumberMissExponent:
        return JsonSyntax::InvalidNumber;
    case rapidjson::kParseErrorValueInvalid:
        return JsonSyntax::InvalidValue;
    case rapidjson::kParseErrorObjectMissName:
        return JsonSyntax::MissingName;
    case rapidjson::kParseErrorObjectMissColon:
        return JsonSyntax::MissingColon;
    case rapidjson::kParseErrorObjectMissCommaOrCurlyBracket:
        return JsonSyntax::MissingCommaOrBrace;
    case rapidjson::kParseErrorArrayMissCommaOrSquareBracket:
        return JsonSyntax::MissingCommaOrBracket;
    case rapidjson::kParseErrorStringMissQuotationMark:
        return JsonSyntax::MissingQuote;
    default:
        return JsonSyntax::Other;
    }
}

/** The same for Qt's parser, which reads only text RapidJSON's checks passed (they agree on every record). */
JsonSyntax syntaxOf(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::GarbageAtEnd:
        return JsonSyntax::TrailingText;
    case QJsonParseError::IllegalEscapeSequence:
        return JsonSyntax::InvalidEscape;
    case QJsonParseError::IllegalNumber:
        return JsonSyntax::InvalidNumber;
    case QJsonParseError::IllegalValue:
        return JsonSyntax::InvalidValue;
    case QJsonParseError::MissingNameSeparator:
        return JsonSyntax::MissingColon;
    case QJsonParseError::UnterminatedObject:
    case QJsonParseError::MissingValueSeparator:
        return JsonSyntax::MissingCommaOrBrace;
    case QJsonParseError::UnterminatedArray:
        return JsonSyntax::MissingCommaOrBracket;
    case QJsonParseError::UnterminatedString:
        return JsonSyntax::MissingQuote;
    default:
        return JsonSyntax::Other;
    }
}

/** RapidJSON's reason, said for a record: what a raw control character or a missing value is. */
Refusal syntaxError(const QByteArray &text, const rapidjson::ParseResult &result)
{
    const qsizetype at = qsizetype(result.Offset());
    const unsigned char c = at < text.size() ? static_cast<unsigned char>(text[at]) : 0;
    switch (result.Code()) {
    case rapidjson::kParseErrorDocumentEmpty:
        return refusalAt(RefusalCode::TextEmpty, text, at);
    case rapidjson::kParseErrorStringEscapeInvalid:
        if (c < 0x20)
            return refusalAt(RefusalCode::RawControlCharacter, text, at,
                             { QStringLiteral("%1").arg(c, 4, 16, QLatin1Char('0')) });
        break;
    case rapidjson::kParseErrorStringInvalidEncoding:
        return refusalAt(RefusalCode::InvalidUtf8, text, at);
    case rapidjson::kParseErrorStringUnicodeSurrogateInvalid:
        return refusalAt(RefusalCode::LoneHighSurrogate, text, at,
                         { QString::fromLatin1(text.mid(at + 2, 4)).toLower() });
    default:
        break;
    }
    return refusalAt(RefusalCode::NotJson, text, at, { asSaid(syntaxOf(result.Code()), text, at) });
}

/** The first thing in @p text that refuses it, or nothing. */
std::optional<Refusal> check(const QByteArray &text)
{
    if (text.size() > RecordJson::MaxBytes)
        return Refusal { RefusalCode::TextTooLarge, { int(text.size()), int(RecordJson::MaxBytes) } };
    // A UTF-16 text is mostly NUL bytes: it is said as UTF-16 before its first NUL is.
    if (text.startsWith("\xFF\xFE") || text.startsWith("\xFE\xFF"))
        return refusalAt(RefusalCode::NotJson, text, 0, { JsonSyntax::Utf16 });
    // RapidJSON's streams end at a NUL byte: one inside the text would hide what follows it.
    if (const char *nul = static_cast<const char *>(std::memchr(text.constData(), 0, std::size_t(text.size()))))
        return refusalAt(RefusalCode::NulByte, text, nul - text.constData());
    // In-situ parsing decodes each string in place, so the keys stay in the copy until their object closes.
    // RapidJSON 1.1.0 validates a UTF-8 sequence by taking as many bytes as its first byte announces, even past the
    // NUL that ends the text: a string whose last byte starts a 4-byte sequence is read 3 bytes further. Padding
    // keeps that read inside the copy; the sequence is then refused as invalid UTF-8.
    constexpr std::size_t Padding = 4;
    const auto copy = std::make_unique<char[]>(std::size_t(text.size()) + Padding);
    std::memcpy(copy.get(), text.constData(), std::size_t(text.size()));
    std::memset(copy.get() + text.size(), 0, Padding);
    rapidjson::InsituStringStream stream(copy.get());
    Checker checker(text, stream);
    rapidjson::Reader reader;
    constexpr unsigned flags =
        rapidjson::kParseInsituFlag | rapidjson::kParseValidateEncodingFlag | rapidjson::kParseIterativeFlag;
    const rapidjson::ParseResult result = reader.Parse<flags>(stream, checker);
    if (checker.refusal())
        return checker.refusal();
    if (result.IsError())
        return syntaxError(text, result);
    return std::nullopt;
}

} // namespace

RecordJson::Read RecordJson::readText(QIODevice &device, QByteArray *text)
{
    text->clear();
    if (!device.isSequential() && device.size() > MaxBytes)
        return Read::TooLarge;
    if (!device.isSequential())
        text->reserve(qsizetype(device.size()) + 1);
    constexpr qsizetype chunk = 64 * 1024;
    for (;;) {
        const qsizetype had = text->size();
        text->resize(std::min(had + chunk, MaxBytes + 1));
        const qint64 got = device.read(text->data() + had, text->size() - had);
        if (got < 0) {
            text->clear();
            return Read::Failed;
        }
        text->resize(had + qsizetype(got));
        if (text->size() > MaxBytes) {
            text->clear();
            return Read::TooLarge;
        }
        if (got == 0) // a file's read blocks until there is more, so nothing read is its end
            return Read::Done;
    }
}

RecordJson::RecordJson(const QByteArray &text)
{
    if (std::optional<Refusal> refusal = check(text)) {
        m_refusal = std::move(*refusal);
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        m_refusal = refusalAt(RefusalCode::NotJson, text, parseError.offset,
                              { asSaid(syntaxOf(parseError.error), text, parseError.offset) });
    else if (!document.isObject())
        m_refusal = Refusal { RefusalCode::RecordNotObject, {} };
    else
        m_object = document.object();
}

} // namespace ml
