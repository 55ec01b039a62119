// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

#include <optional>

namespace ml {

/** @brief Reads typed fields from a record object and throws RuleError naming the field when one is missing or wrong.
 */
class EventReader
{
public:
    /** @brief @p path names the object in messages ("values.c1"); empty for an event itself. */
    explicit EventReader(QJsonObject object, QString path = {});

    [[nodiscard]] bool has(const QString &key) const;
    /** @brief A required non-empty string. */
    [[nodiscard]] QString string(const QString &key) const;
    [[nodiscard]] std::optional<QString> optionalString(const QString &key) const;
    /** @brief A required whole number within [min, max]. */
    [[nodiscard]] int integer(const QString &key, int min, int max) const;
    [[nodiscard]] std::optional<int> optionalInteger(const QString &key, int min, int max) const;
    /** @brief `true` or `false`; none when absent; throws when it is anything else. */
    [[nodiscard]] std::optional<bool> optionalFlag(const QString &key) const;
    [[nodiscard]] QJsonObject object(const QString &key) const;
    [[nodiscard]] std::optional<QJsonObject> optionalObject(const QString &key) const;
    /** @brief A required array of non-empty strings. */
    [[nodiscard]] QStringList stringList(const QString &key) const;
    /** @brief A reader for the object at @p key, its messages prefixed with the path. */
    [[nodiscard]] EventReader child(const QString &key) const;

    [[nodiscard]] const QJsonObject &json() const { return m_object; }
    /** @brief Calls @p fn with each key, in the object's (sorted) order. */
    template<typename Fn>
    void forEachKey(Fn &&fn) const
    {
        if (m_flat) {
            for (const Field &f : m_fields)
                fn(f.key);
        } else {
            for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
                fn(it.key());
        }
    }
    [[nodiscard]] QString fieldName(const QString &key) const;

private:
    /** @brief The value at @p key, or Undefined. */
    [[nodiscard]] QJsonValue value(const QString &key) const;
    /** @brief @p v as a whole number within [min, max]; the field's name is only spelled out for the error. */
    [[nodiscard]] int number(const QJsonValue &v, const QString &key, int min, int max) const;

    /** Objects of a few keys (events) are read once into a flat list: a lookup is then a comparison of short strings
        instead of a search through the object, and every later `has` or read of the same key costs as little. */
    static constexpr qsizetype FlatLimit = 8;
    struct Field {
        QString key;
        QJsonValue value;
    };
    QJsonObject m_object;
    QString m_path;
    QVarLengthArray<Field, FlatLimit> m_fields;
    bool m_flat = false;
};

/** @brief Checks a number read from JSON is whole and within range; throws RuleError naming @p field otherwise. */
int wholeNumber(const QJsonValue &value, const QString &field, int min, int max);

} // namespace ml
