// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamestate.h"

#include <algorithm>

namespace ml {

namespace {

template<typename Map>
Map detailAs(const Detail &detail)
{
    Map out;
    for (const Detail::Item &item : detail.items()) {
        switch (item.second.kind) {
        case DetailValue::Kind::Number:
            out.insert(item.first, item.second.number);
            break;
        case DetailValue::Kind::Flag:
            out.insert(item.first, item.second.number != 0);
            break;
        case DetailValue::Kind::Text:
            out.insert(item.first, item.second.text);
            break;
        }
    }
    return out;
}

} // namespace

QJsonObject Detail::toJson() const
{
    return detailAs<QJsonObject>(*this);
}

QVariantMap Detail::toVariantMap() const
{
    return detailAs<QVariantMap>(*this);
}

QList<const Feature *> GameState::featuresInOrder() const
{
    QList<const Feature *> out;
    out.reserve(features.size());
    for (const Feature &f : features)
        out.append(&f);
    std::sort(out.begin(), out.end(), [](const Feature *a, const Feature *b) { return a->order < b->order; });
    return out;
}

} // namespace ml
