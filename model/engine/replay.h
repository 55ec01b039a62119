#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <QString>
#include <memory>
#include <optional>

namespace ml {

/** @brief Why a record was refused: the event it stopped at (-1 for setup) and the reason. */
struct ReplayError {
    int event = -1;
    QString type;
    QString reason;

    /** @brief The line the command-line tool prints: "error: event N (type): reason" or "error: setup: reason". */
    [[nodiscard]] QString message() const;
};

/** @brief The result of replaying a whole record: either the output object or the error that refused it. */
struct ReplayOutcome {
    bool ok = false;
    ReplayError error;
    /** @brief The `meeple-ledger/1` output object (scores, figures, robbers, owed, warnings, ledger, finished, …). */
    QJsonObject output;
};

/** @brief Replays a `meeple-ledger/1` record given as JSON text. */
[[nodiscard]] ReplayOutcome replay(const QByteArray &recordJson);

/** @brief Replays a `meeple-ledger/1` record given as a parsed object. */
[[nodiscard]] ReplayOutcome replay(const QJsonObject &record);

class Engine;

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

private:
    std::unique_ptr<Engine> m_engine;
    QStringList m_types; ///< each event's type, to name an earlier event in a refusal
    ReplayError m_error;
};

/**
 * @brief Which scoring figure @p playerId does best to move when taking @p points after the events of @p record:
 * `{"figure": "meeple"|"messenger", "reason": rule id, "landing": {"meeple": n, "messenger": n}}`; empty when the
 * record is refused.
 */
[[nodiscard]] QJsonObject adviseMover(const QJsonObject &record, const QString &playerId, int points);

} // namespace ml
