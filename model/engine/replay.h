#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

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

/**
 * @brief Which scoring figure @p playerId does best to move when taking @p points after the events of @p record:
 * `{"figure": "meeple"|"messenger", "reason": rule id, "landing": {"meeple": n, "messenger": n}}`; empty when the
 * record is refused.
 */
[[nodiscard]] QJsonObject adviseMover(const QJsonObject &record, const QString &playerId, int points);

} // namespace ml
