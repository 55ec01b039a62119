// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>
#include <QUrl>

/** @brief Where an export goes: the folder a save dialog starts in and the file it hands over. */
namespace ExportFile {

/** @brief @p folder when it is an existing folder, else the user's documents folder when it exists, else home. */
[[nodiscard]] QString folder(const QUrl &folder);
/** @brief @p name (a file name without folder) in folder(@p folderUrl), as a file: URL for a save dialog. */
[[nodiscard]] QUrl suggested(const QUrl &folderUrl, const QString &name);
/**
 * @brief The local path a save dialog's @p file means. A path typed by hand comes as a relative URL; an absolute path
 * typed into a dialog that appends it to its folder ("/home/ana/Documents//tmp/x.csv") is that absolute path.
 */
[[nodiscard]] QString localPath(const QUrl &file);

} // namespace ExportFile
