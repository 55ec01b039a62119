// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// libFuzzer target: the ledger of any accepted record is explained in every language built into the program,
// one non-empty sentence per entry, without a crash.

#include "ledgerexplainer.h"
#include "replay.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTranslator>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace {

struct Language {
    QString code;
    std::unique_ptr<QTranslator> translator;
};

/** Every language of the catalogue, loaded once; a language that does not load is a broken build. */
const std::vector<Language> &languages()
{
    static const std::vector<Language> loaded = [] {
        std::vector<Language> out;
        for (const QString &code : ml::TranslationCatalog::codes()) {
            auto translator = std::make_unique<QTranslator>();
            if (!ml::TranslationCatalog::load(*translator, code))
                __builtin_trap();
            out.push_back({ code, std::move(translator) });
        }
        if (out.size() < 2)
            __builtin_trap();
        return out;
    }();
    return loaded;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const ml::ReplayOutcome outcome = ml::replay(input);
    if (!outcome.ok)
        return 0;
    QHash<QString, QString> names;
    for (const QJsonValue &player : QJsonDocument::fromJson(input).object().value(QLatin1String("players")).toArray()) {
        const QJsonObject p = player.toObject();
        names.insert(p.value(QLatin1String("id")).toString(), p.value(QLatin1String("name")).toString());
    }
    const QJsonArray ledger = outcome.output.value(QLatin1String("ledger")).toArray();
    for (const Language &language : languages()) {
        const ml::LedgerExplainer explainer(names, language.translator.get());
        for (const QJsonValue &entry : ledger) {
            if (explainer.explain(entry.toObject()).trimmed().isEmpty())
                __builtin_trap();
        }
    }
    return 0;
}
