// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "translationcatalog.h"

#include <QFile>
#include <QLibraryInfo>
#include <QTranslator>

namespace ml {

QStringList TranslationCatalog::codes()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("es"),
             QStringLiteral("it"), QStringLiteral("nl"), QStringLiteral("pl"), QStringLiteral("cs") };
}

bool TranslationCatalog::contains(const QString &code)
{
    return codes().contains(code);
}

QString TranslationCatalog::path(const QString &code)
{
    return QLatin1String(":/i18n/meeple-ledger_") + code + QLatin1String(".qm");
}

QString TranslationCatalog::match(const QLocale &locale)
{
    // "de-AT", "de_DE.UTF-8" and "de" all mean German; regional variants share one translation.
    for (const QString &language : locale.uiLanguages()) {
        const QString code = language.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (contains(code))
            return code;
    }
    return QStringLiteral("en");
}

bool TranslationCatalog::load(QTranslator &translator, const QString &code)
{
    return contains(code) && QFile::exists(path(code)) && translator.load(path(code));
}

bool TranslationCatalog::loadQt(QTranslator &translator, const QString &code)
{
    // qt_<code>.qm is a meta catalogue: loading it loads qtbase_<code>.qm and the other modules' files beside it.
    return contains(code) && code != QLatin1String("en")
        && translator.load(QLatin1String("qt_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace ml
