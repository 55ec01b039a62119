// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Texts of Qt's own that the catalogues of Qt 6.4 (qt6-translations-l10n) leave in English in some of our
// languages: QCommandLineParser's descriptions of --help and --help-all. Named here, lupdate takes them into our
// catalogues; every program installs those, and QCoreApplication::translate() looks in every installed translator,
// so --help finds them where Qt's own catalogue has no translation. Nothing calls these: they are only read.

#include <QtGlobal>

namespace {

[[maybe_unused]] constexpr const char *QtCommandLineTexts[] = {
    //: The description of --help in the programs' --help (Qt's own text)
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    //: The description of --help-all in the programs' --help (Qt's own text)
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
};

} // namespace
