// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "refusal.h"

#include <QStringList>

#include <array>

namespace ml {

namespace {

constexpr std::array<const char *, RefusalCodeCount> RefusalNames {
#define ML_REFUSAL_NAME(name) #name,
    ML_REFUSALS(ML_REFUSAL_NAME)
#undef ML_REFUSAL_NAME
};

QString diagnosticOf(const QJsonValue &v)
{
    if (const auto literal = jsonLiteral(v))
        return *literal;
    return v.isArray() ? QStringLiteral("[…]") : v.isObject() ? QStringLiteral("{…}") : QStringLiteral("undefined");
}

struct ArgDiagnostic {
    QString operator()(const QString &s) const { return u'"' + s + u'"'; }
    QString operator()(int n) const { return QString::number(n); }
    QString operator()(const PlayerArg &p) const { return p.id; }
    QString operator()(FeatureType t) const { return toString(t); }
    QString operator()(FigureKind k) const { return toString(k); }
    QString operator()(ScoringFigure f) const { return toString(f); }
    QString operator()(Expansion e) const { return toString(e); }
    QString operator()(Animal a) const { return toString(a); }
    QString operator()(Goods g) const { return toString(g); }
    QString operator()(const JsonArg &j) const { return diagnosticOf(j.value); }
    QString operator()(const RangeArg &r) const
    {
        return QString::number(r.min) + QStringLiteral("..") + (r.max ? QString::number(*r.max) : QString());
    }
    QString operator()(JsonSyntax j) const { return toString(j); }
};

} // namespace

QString toString(JsonSyntax syntax)
{
    switch (syntax) {
    case JsonSyntax::EndsEarly:
        return QStringLiteral("EndsEarly");
    case JsonSyntax::TrailingText:
        return QStringLiteral("TrailingText");
    case JsonSyntax::InvalidValue:
        return QStringLiteral("InvalidValue");
    case JsonSyntax::MissingName:
        return QStringLiteral("MissingName");
    case JsonSyntax::MissingColon:
        return QStringLiteral("MissingColon");
    case JsonSyntax::MissingCommaOrBrace:
        return QStringLiteral("MissingCommaOrBrace");
    case JsonSyntax::MissingCommaOrBracket:
        return QStringLiteral("MissingCommaOrBracket");
    case JsonSyntax::InvalidUnicodeEscape:
        return QStringLiteral("InvalidUnicodeEscape");
    case JsonSyntax::InvalidEscape:
        return QStringLiteral("InvalidEscape");
    case JsonSyntax::MissingQuote:
        return QStringLiteral("MissingQuote");
    case JsonSyntax::InvalidNumber:
        return QStringLiteral("InvalidNumber");
    case JsonSyntax::ByteOrderMark:
        return QStringLiteral("ByteOrderMark");
    case JsonSyntax::Utf16:
        return QStringLiteral("Utf16");
    case JsonSyntax::Other:
        break;
    }
    return QStringLiteral("Other");
}

std::optional<QString> jsonLiteral(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return u'"' + v.toString() + u'"';
    case QJsonValue::Double:
        return QString::number(v.toDouble());
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Array:
    case QJsonValue::Object:
    case QJsonValue::Undefined:
        break;
    }
    return std::nullopt;
}

QString refusalName(RefusalCode code)
{
    return QLatin1String(RefusalNames[std::size_t(code)]);
}

QString Refusal::name() const
{
    return refusalName(code);
}

QString Refusal::diagnostic() const
{
    QStringList parts;
    for (const RefusalArg &arg : args)
        parts.append(std::visit(ArgDiagnostic {}, arg));
    return name() + u'(' + parts.join(QStringLiteral(", ")) + u')';
}

} // namespace ml
