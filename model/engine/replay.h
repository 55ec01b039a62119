// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "gamestate.h"
#include "refusal.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace ml {

/**
 * @brief Why a record was refused: the event it stopped at (-1 for setup), its type and the refusal (a code and its
 * arguments). ml::refusalText() and ml::refusalLine() (model/words) put it into words.
 */
struct ReplayError {
    int event = -1;
    QString type;
    Refusal refusal;

    /** @brief The refusal's code and arguments as text, for logs: `FeatureOccupied("c1")`. */
    [[nodiscard]] QString reason() const { return refusal.diagnostic(); }
    /** @brief Where and why, for logs and tests: "error: event N (type): reason" or "error: setup: reason". */
    [[nodiscard]] QString message() const;
};

/**
 * @brief The output object of a replay, read like a `const QJsonObject` (it converts to one).
 *
 * The replay keeps the table it ended with; the QJsonObject is built from it the first time the output is read, once,
 * and shared by every copy (the building is thread-safe). A replay whose output is never read, or read only in part
 * by a caller that needs the whole object anyway, costs no more than the rules.
 */
class ReplayOutput
{
public:
    /** @brief An empty object. */
    ReplayOutput() = default;
    /** @brief An object given ready-made. */
    ReplayOutput(QJsonObject object); // NOLINT: converts like the QJsonObject it stands for
    /** @brief An object @p build makes when the output is first read. */
    [[nodiscard]] static ReplayOutput deferred(std::function<QJsonObject()> build);

    /** @brief The whole object, built on the first call. */
    [[nodiscard]] const QJsonObject &object() const;
    operator const QJsonObject &() const { return object(); } // NOLINT: reads like a QJsonObject
    operator QJsonValue() const { return object(); } // NOLINT

    [[nodiscard]] QJsonValue value(const QString &key) const { return object().value(key); }
    [[nodiscard]] QJsonValue value(QStringView key) const { return object().value(key); }
    [[nodiscard]] QJsonValue value(QLatin1StringView key) const { return object().value(key); }
    QJsonValue operator[](const QString &key) const { return object().value(key); }
    QJsonValue operator[](QStringView key) const { return object().value(key); }
    QJsonValue operator[](QLatin1StringView key) const { return object().value(key); }
    [[nodiscard]] bool contains(const QString &key) const { return object().contains(key); }
    [[nodiscard]] bool contains(QStringView key) const { return object().contains(key); }
    [[nodiscard]] bool contains(QLatin1StringView key) const { return object().contains(key); }
    [[nodiscard]] bool isEmpty() const { return object().isEmpty(); }
    [[nodiscard]] qsizetype size() const { return object().size(); }
    [[nodiscard]] QStringList keys() const { return object().keys(); }
    [[nodiscard]] QVariantMap toVariantMap() const { return object().toVariantMap(); }
    [[nodiscard]] QJsonObject::const_iterator begin() const { return object().begin(); }
    [[nodiscard]] QJsonObject::const_iterator end() const { return object().end(); }
    [[nodiscard]] QJsonObject::const_iterator constBegin() const { return object().constBegin(); }
    [[nodiscard]] QJsonObject::const_iterator constEnd() const { return object().constEnd(); }

    friend bool operator==(const ReplayOutput &a, const ReplayOutput &b) { return a.object() == b.object(); }
    friend bool operator==(const ReplayOutput &a, const QJsonObject &b) { return a.object() == b; }

private:
    struct Lazy;
    std::shared_ptr<Lazy> m_lazy;
};

/** @brief The result of replaying a whole record: either the output object or the error that refused it. */
struct ReplayOutcome {
    bool ok = false;
    ReplayError error;
    /** @brief The `meeple-ledger/1` output object (scores, figures, robbers, owed, warnings, ledger, finished, …). */
    ReplayOutput output;
    /** @brief The table the output is written from, as typed values; null when the record was refused. */
    std::shared_ptr<const GameState> table;
};

/** @brief Replays a `meeple-ledger/1` record given as JSON text. */
[[nodiscard]] ReplayOutcome replay(const QByteArray &recordJson);

/** @brief Replays a `meeple-ledger/1` record given as a parsed object. */
[[nodiscard]] ReplayOutcome replay(const QJsonObject &record);

class Engine;
struct TableOptions;
struct PendingChoice;

/**
 * @brief A replay kept open for more events: each appended event is checked against the state so far, in a time that
 * does not grow with the game's length, and a refused event leaves the state as it was.
 *
 * outcome() gives exactly what replay() of the record with the same events gives.
 */
class IncrementalReplay
{
public:
    /** @brief Replays @p record (with its events); check error() before appending. */
    explicit IncrementalReplay(const QJsonObject &record);
    ~IncrementalReplay();
    IncrementalReplay(const IncrementalReplay &other);
    IncrementalReplay &operator=(const IncrementalReplay &other);
    IncrementalReplay(IncrementalReplay &&) noexcept;
    IncrementalReplay &operator=(IncrementalReplay &&) noexcept;

    /** @brief Whether the record replayed; when not, error() says why and nothing can be appended. */
    [[nodiscard]] bool ok() const;
    [[nodiscard]] const ReplayError &error() const;
    /** @brief How many events are in effect. */
    [[nodiscard]] int eventCount() const;
    /** @brief Applies one more event; returns the refusal (and changes nothing) when the rules refuse it. */
    [[nodiscard]] std::optional<ReplayError> append(const QJsonObject &event);
    /** @brief The output of the events so far, as replay() gives it. */
    [[nodiscard]] ReplayOutcome outcome() const;
    /** @brief What the table may do next (ml::tableOptions()); empty when the record did not replay. */
    [[nodiscard]] TableOptions options() const;
    /** @brief The open scoring batch's robber choices (ml::pendingChoices()), without the rest of options(). */
    [[nodiscard]] QList<PendingChoice> pending() const;

private:
    std::unique_ptr<Engine> m_engine;
    int m_eventCount = 0; ///< the events in effect
    ReplayError m_error;
};

/**
 * @brief Which scoring figure @p playerId does best to move when taking @p points after the events of @p record:
 * `{"figure": "meeple"|"messenger", "reason": rule id, "landing": {"meeple": n, "messenger": n}}`; empty when the
 * record is refused.
 */
[[nodiscard]] QJsonObject adviseMover(const QJsonObject &record, const QString &playerId, int points);

} // namespace ml
