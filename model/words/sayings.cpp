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
    /** The texts kept, each once, in the order they were last said: the oldest first. */
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
    // A text said again (a sync failing at every pass) moves to the end rather than pushing the others out.
    if (k.words.contains(text))
        k.order.erase(std::find(k.order.begin(), k.order.end(), text));
    k.words.insert(text, std::move(words));
    k.order.push_back(text);
    if (k.order.size() > std::size_t(MaxKept)) {
        k.words.remove(k.order.front());
        k.order.pop_front();
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
    if (!words)
        return text;
    // Said outside the lock: the words may take other locks (the translators'). The new text is kept too, so that
    // whoever holds it can have it said again in the language after.
    const QString now = words();
    return now == text ? now : say(std::move(words));
}

} // namespace ml::Sayings
