// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gameplayer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

/** @brief The example records (tests/examples) and the small file and record functions the store tests share. */
class StoreTestData
{
public:
    /** @brief The folder of the example records. */
    static QString examplesDir() { return QStringLiteral(MEEPLE_EXAMPLES_DIR); }

    /** @brief Names (without .json) of the example records the engine accepts. */
    static QStringList validExamples()
    {
        QStringList names;
        const QStringList files = QDir(examplesDir()).entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            if (!file.endsWith(QLatin1String(".expected.json")) && !file.startsWith(QLatin1String("error-")))
                names.append(file.chopped(5));
        }
        return names;
    }

    /** @brief The bytes of an example record. */
    static QByteArray exampleBytes(const QString &name)
    {
        QFile file(examplesDir() + QLatin1Char('/') + name + QStringLiteral(".json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read example %s", qPrintable(file.fileName()));
        return file.readAll();
    }

    /** @brief An example record, parsed. */
    static QJsonObject example(const QString &name) { return QJsonDocument::fromJson(exampleBytes(name)).object(); }

    /** @brief The seats of a record, as GameLibrary::createGame() takes them. */
    static QList<ml::GamePlayer> playersOf(const QJsonObject &record)
    {
        QList<ml::GamePlayer> players;
        for (const QJsonValue &value : record.value(QStringLiteral("players")).toArray()) {
            ml::GamePlayer player;
            player.id = value[QStringLiteral("id")].toString();
            player.name = value[QStringLiteral("name")].toString();
            player.color = value[QStringLiteral("color")].toString();
            players.append(player);
        }
        return players;
    }

    /** @brief The expansions of a record. */
    static QStringList expansionsOf(const QJsonObject &record)
    {
        QStringList expansions;
        for (const QJsonValue &value : record.value(QStringLiteral("expansions")).toArray())
            expansions.append(value.toString());
        return expansions;
    }

    /** @brief The first count elements of an array. */
    static QJsonArray first(const QJsonArray &array, qsizetype count)
    {
        QJsonArray result;
        for (qsizetype i = 0; i < count && i < array.size(); ++i)
            result.append(array.at(i));
        return result;
    }

    /** @brief A record without its `game` object (who the game is), to compare what it says happened. */
    static QJsonObject withoutGame(QJsonObject record)
    {
        record.remove(QStringLiteral("game"));
        return record;
    }

    /** @brief A whole file's bytes (empty when missing). */
    static QByteArray fileBytes(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    /** @brief Writes bytes to a file, replacing it. */
    static bool writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
    }
};
