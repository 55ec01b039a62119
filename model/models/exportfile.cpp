// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "exportfile.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace ExportFile {

QString folder(const QUrl &folder)
{
    if (folder.isLocalFile() && QFileInfo(folder.toLocalFile()).isDir())
        return folder.toLocalFile();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    return QDir::homePath();
}

QUrl suggested(const QUrl &folderUrl, const QString &name)
{
    return QUrl::fromLocalFile(QDir(folder(folderUrl)).filePath(name));
}

QString localPath(const QUrl &file)
{
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    // "folder//typed/absolute/path": the typed path is what the user meant.
    if (const qsizetype typed = path.lastIndexOf(u"//"_s); typed > 0)
        return QDir::cleanPath(path.mid(typed + 1));
    return path;
}

} // namespace ExportFile
