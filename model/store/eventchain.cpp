// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "eventchain.h"

#include <QCryptographicHash>

namespace ml {

QByteArray EventChain::start()
{
    return QByteArray(32, '\0');
}

QByteArray EventChain::next(QByteArrayView previous, QByteArrayView payload)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(previous);
    hash.addData(payload);
    return hash.result();
}

bool EventChain::take(QByteArrayView payload, QByteArrayView stored)
{
    QByteArray expected = next(m_head, payload);
    if (expected != stored)
        return false;
    m_head = std::move(expected);
    ++m_length;
    return true;
}

} // namespace ml
