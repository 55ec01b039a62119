// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "eventreader.h"

#include "ruleerror.h"
#include "types.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace ml {

int wholeNumber(const QJsonValue &value, const QString &field, int min, int max)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(d) != d || d < min || d > max) {
        const RangeArg range { min, max == std::numeric_limits<int>::max() ? std::nullopt : std::optional(max) };
        throw RuleError(RefusalCode::FieldNotWholeNumber, field, range, JsonArg { value });
    }
    return int(d);
}

EventReader::EventReader(QJsonObject object, QString path)
    : m_object(std::move(object))
    , m_path(std::move(path))
    , m_flat(m_object.size() <= FlatLimit)
{
    if (m_flat) {
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
            m_fields.append({ it.key(), it.value() });
    }
}

QJsonValue EventReader::value(const QString &key) const
{
    if (!m_flat)
        return m_object.value(key);
    for (const Field &f : m_fields) {
        if (sameString(f.key, key))
            return f.value;
    }
    return QJsonValue(QJsonValue::Undefined);
}

QString EventReader::fieldName(const QString &key) const
{
    return m_path.isEmpty() ? key : m_path + u'.' + key;
}

int EventReader::number(const QJsonValue &v, const QString &key, int min, int max) const
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::floor(d) == d && d >= min && d <= max)
            return int(d);
    }
    return wholeNumber(v, fieldName(key), min, max); // throws, naming the field
}

bool EventReader::has(const QString &key) const
{
    if (!m_flat)
        return m_object.contains(key);
    for (const Field &f : m_fields) {
        if (sameString(f.key, key))
            return true;
    }
    return false;
}

QString EventReader::string(const QString &key) const
{
    std::optional<QString> s = optionalString(key);
    if (!s)
        throw RuleError(RefusalCode::FieldMissing, fieldName(key));
    return *std::move(s);
}

std::optional<QString> EventReader::optionalString(const QString &key) const
{
    const QJsonValue v = value(key);
    if (v.isString()) {
        QString s = v.toString();
        if (!s.isEmpty())
            return s;
    } else if (v.isUndefined()) {
        return std::nullopt;
    }
    throw RuleError(RefusalCode::FieldNotString, fieldName(key), JsonArg { v });
}

int EventReader::integer(const QString &key, int min, int max) const
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        throw RuleError(RefusalCode::FieldMissing, fieldName(key));
    return number(v, key, min, max);
}

std::optional<int> EventReader::optionalInteger(const QString &key, int min, int max) const
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return std::nullopt;
    return number(v, key, min, max);
}

std::optional<bool> EventReader::optionalFlag(const QString &key) const
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool())
        throw RuleError(RefusalCode::FieldNotFlag, fieldName(key), JsonArg { v });
    return v.toBool();
}

QJsonObject EventReader::object(const QString &key) const
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        throw RuleError(RefusalCode::FieldMissing, fieldName(key));
    if (!v.isObject())
        throw RuleError(RefusalCode::FieldNotObject, fieldName(key), JsonArg { v });
    return v.toObject();
}

std::optional<QJsonObject> EventReader::optionalObject(const QString &key) const
{
    if (!has(key))
        return std::nullopt;
    return object(key);
}

QStringList EventReader::stringList(const QString &key) const
{
    const QJsonValue v = value(key);
    if (v.isUndefined())
        throw RuleError(RefusalCode::FieldMissing, fieldName(key));
    if (!v.isArray())
        throw RuleError(RefusalCode::FieldNotStringArray, fieldName(key), JsonArg { v });
    QStringList out;
    for (const QJsonValue &item : v.toArray()) {
        if (!item.isString() || item.toString().isEmpty())
            throw RuleError(RefusalCode::FieldItemNotString, fieldName(key), JsonArg { item });
        out.append(item.toString());
    }
    return out;
}

EventReader EventReader::child(const QString &key) const
{
    return EventReader(object(key), fieldName(key));
}

} // namespace ml
