// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "sayings.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <deque>

namespace ml::Sayings {

namespace {

struct Kept {
    QMutex mutex;
    QHash<QString, std::function<QString()>> words;
    /** The texts in the order they were said, the oldest first (a text said twice is in it twice). */
    std::deque<QString> order;
};

Kept &kept()
{
    static Kept instance;
    return instance;
}

} // namespace

QString say(std::function<QString()> words)
{
    if (!words)
        return {};
    QString text = words();
    if (text.isEmpty())
        return text;
    Kept &k = kept();
    const QMutexLocker lock(&k.mutex);
    k.words.insert(text, std::move(words));
    k.order.push_back(text);
    while (k.order.size() > std::size_t(MaxKept)) {
        const QString oldest = std::move(k.order.front());
        k.order.pop_front();
        // Forgotten only when it was not said again since.
        if (std::find(k.order.cbegin(), k.order.cend(), oldest) == k.order.cend())
            k.words.remove(oldest);
    }
    return text;
}

QString again(const QString &text)
{
    if (text.isEmpty())
        return text;
    std::function<QString()> words;
    {
        Kept &k = kept();
        const QMutexLocker lock(&k.mutex);
        words = k.words.value(text);
    }
    // Said outside the lock: the words may take other locks (the translators').
    return words ? words() : text;
}

} // namespace ml::Sayings
