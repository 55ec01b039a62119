// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

// What the parts of GameLibrary share (gamelibrary.cpp, gamelist.cpp, libraryprofiles.cpp, gamestatistics.cpp,
// recordimport.cpp, librarymaintenance.cpp) and the store's other readers of games; not part of the store's API.

#include "gamelibrary.h"
#include "recordfile.h"
#include "result.h"
#include "rules.h"

#include <QByteArrayView>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QString>
#include <QTime>
#include <QVariant>

#include <optional>

class QSqlDatabase;

// The games' order in every list: the one touched last first (a game changed or opened comes to the top).
#define ML_GAMES_ORDER " ORDER BY g.touched_at DESC, g.id DESC"

namespace ml {

class Database;

namespace storeinternal {

/** @brief The longest name of a player, a profile or the library, in characters (code points): a player's in a record.
 */
inline constexpr int MaxNameLength = rules::MaxNameLength;

/**
 * @brief Whether @p text is a time as Database::now() writes it, "2026-12-04T19:30:00.123Z": read by position, which is
 * many times faster than the general ISO 8601 parser when a thousand games are listed.
 */
inline bool inStoredForm(QByteArrayView text)
{
    return text.size() == 24 && text[4] == '-' && text[7] == '-' && text[10] == 'T' && text[13] == ':'
        && text[16] == ':' && text[19] == '.' && text[23] == 'Z';
}

/** @brief A stored time; any text not in the stored form takes the general parser. */
inline QDateTime storedTime(QByteArrayView text)
{
    const auto digits = [&text](qsizetype at, qsizetype count) {
        int n = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const char c = text[i];
            if (c < '0' || c > '9')
                return -1;
            n = n * 10 + int(c - '0');
        }
        return n;
    };
    if (inStoredForm(text)) {
        const QDate date(digits(0, 4), digits(5, 2), digits(8, 2));
        const QTime time(digits(11, 2), digits(14, 2), digits(17, 2), digits(20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(QString::fromUtf8(text), Qt::ISODateWithMs);
}

inline QDateTime storedTime(const QVariant &value)
{
    return storedTime(QByteArrayView(value.toString().toUtf8()));
}

/** @brief InvalidInput, in @p words. */
[[nodiscard]] StoreError invalid(const Phrase &words);
/** @brief NotFound, in @p words. */
[[nodiscard]] StoreError notFound(const Phrase &words);
/** @brief NotFound: the library has no game @p gameId. */
[[nodiscard]] StoreError noSuchGame(qint64 gameId);
/**
 * @brief Refuses a name someone typed (a player's, the library's) that holds a control character or a text-direction
 * override (NameProblem::Unprintable); the caller says its own words for an empty or a long one.
 */
[[nodiscard]] std::optional<StoreError> checkPrintable(const QString &name);
/**
 * @brief Damaged: game @p gameId's event @p event is not as it was stored in the library at @p path (its hash breaks
 * the chain), so the game is kept as it is; its events before that one are intact (GameLibrary::keepIntact()).
 */
[[nodiscard]] StoreError changedOutside(qint64 gameId, int event, const QString &path);
/** @brief Refuses a language that is not a code such as "de" or "pt_BR" (empty: none). */
[[nodiscard]] std::optional<StoreError> checkLanguage(const QString &language);

/** @brief Stores @p events from the @p from-th on as game @p gameId's events of those indexes, on @p db's transaction.
 */
[[nodiscard]] Status insertEvents(const Database &database, QSqlDatabase &db, qint64 gameId, const QJsonArray &events,
                                  qsizetype from);

/** @brief Reads the events in effect of one game after another through one prepared statement, on @p db's transaction.
 */
class EventsInEffect
{
public:
    EventsInEffect(const Database &database, QSqlDatabase &db);
    /** @brief The events of game @p gameId below @p head, in order; an error names @p what. */
    [[nodiscard]] Result<QJsonArray> of(qint64 gameId, int head, const Phrase &what);
    /** @brief The hash chain's head after the events the last of() read (EventChain): the game's history in a value. */
    [[nodiscard]] const QByteArray &chainHead() const { return m_chainHead; }

private:
    const Database &m_database;
    QSqlQuery m_query;
    QByteArray m_chainHead;
};

} // namespace storeinternal

/** @brief A game as stored: its record's header, its events in effect, its times and who it is. */
struct GameLibrary::StoredGame {
    qint64 id = 0;
    QJsonObject header;
    QJsonArray events;
    int redoCount = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime touchedAt;
    QString uuid;
    QString device;

    [[nodiscard]] QJsonObject record() const { return RecordFile::compose(header, events); }
};

/** @brief Who a game being stored is: its UUID, when it started (empty: now), the library that made it, what it forks.
 */
struct GameLibrary::Origin {
    QString uuid;
    QString created;
    QString device;
    QString forkOf;
};

} // namespace ml
