// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QLocale>
#include <QStringList>

class QTranslator;

namespace ml {

/**
 * @brief The languages Meeple Ledger is translated into, and their compiled translations under `:/i18n`.
 *
 * Linking the meeple_translations library puts `:/i18n/meeple-ledger_<code>.qm` into the program's resources.
 */
class TranslationCatalog
{
public:
    /** @brief The language codes with a translation, English (the source language) first. */
    [[nodiscard]] static QStringList codes();
    /** @brief Whether @p code is one of codes(). */
    [[nodiscard]] static bool contains(const QString &code);
    /** @brief The resource path of @p code's compiled translation. */
    [[nodiscard]] static QString path(const QString &code);
    /** @brief The first of @p locale's user interface languages that has a translation, else "en". */
    [[nodiscard]] static QString match(const QLocale &locale);
    /** @brief Loads @p code's compiled translation into @p translator; false when @p code has none. */
    static bool load(QTranslator &translator, const QString &code);
    /**
     * @brief Loads Qt's own translation of @p code (qt_<code>.qm: qtbase, qtdeclarative…, from the Debian package
     * qt6-translations-l10n in QLibraryInfo::TranslationsPath) into @p translator, for the texts Qt draws itself:
     * file dialogs, standard buttons, `--help`. False for English (Qt's source language) or when it is missing.
     */
    static bool loadQt(QTranslator &translator, const QString &code);
};

} // namespace ml
