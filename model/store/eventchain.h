// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace ml {

/**
 * @brief Each game's events as a hash chain: every stored event keeps the SHA-256 of the previous event's hash followed
 * by its own stored text (the compact JSON the library holds), the first event's previous hash being 32 zero bytes.
 *
 * A byte changed in a stored event, by bit rot or by hand, breaks the chain at that event, and every reader that
 * walks a game's events (opening, exporting, syncing, listing) finds it; the last hash (the head) stands for the whole
 * game's history in one value.
 */
class EventChain
{
public:
    /** @brief The hash before the first event. */
    [[nodiscard]] static QByteArray start();
    /** @brief The hash of the event stored as @p payload after the event whose hash is @p previous. */
    [[nodiscard]] static QByteArray next(QByteArrayView previous, QByteArrayView payload);

    /** @brief Takes the next stored event; false when its stored hash is not the chain's (it was changed). */
    [[nodiscard]] bool take(QByteArrayView payload, QByteArrayView stored);
    /** @brief The hash of the last event taken: the head. */
    [[nodiscard]] const QByteArray &head() const { return m_head; }
    /** @brief How many events were taken. */
    [[nodiscard]] int length() const { return m_length; }

private:
    QByteArray m_head = start();
    int m_length = 0;
};

} // namespace ml
