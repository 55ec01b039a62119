// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "testenvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUrl>

using namespace Qt::StringLiterals;

TestEnvironment::TestEnvironment(QObject *parent)
    : QObject(parent)
{
}

TestEnvironment *TestEnvironment::create(QQmlEngine *, QJSEngine *)
{
    return new TestEnvironment;
}

QString TestEnvironment::folder() const
{
    const QString fromTest = qEnvironmentVariable("MEEPLE_QML_TEST_DIR");
    return fromTest.isEmpty() ? m_temporary.path() : fromTest;
}

QString TestEnvironment::libraryPath(const QString &name)
{
    QDir dir(folder());
    dir.mkpath(u"."_s);
    // A fresh file each time: leftovers of an earlier run must not leak into this one.
    const QString path =
        dir.filePath(u"%1-%2-%3.sqlite"_s.arg(name).arg(QCoreApplication::applicationPid()).arg(++m_serial));
    QFile::remove(path);
    return path;
}

QString TestEnvironment::testFileUrl(const QString &relativePath) const
{
    return QUrl::fromLocalFile(QStringLiteral(MEEPLE_TESTS_SOURCE_DIR) + u'/' + relativePath).toString();
}

QString TestEnvironment::readTestFile(const QString &relativePath) const
{
    QFile file(QStringLiteral(MEEPLE_TESTS_SOURCE_DIR) + u'/' + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString TestEnvironment::fileUrl(const QString &name)
{
    QDir dir(folder());
    dir.mkpath(u"."_s);
    return QUrl::fromLocalFile(dir.filePath(name)).toString();
}

QString TestEnvironment::readFile(const QString &url) const
{
    QFile file(QUrl(url).toLocalFile());
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QSize TestEnvironment::imageSize(const QString &url) const
{
    return QImageReader(QUrl(url).toLocalFile()).size();
}

bool TestEnvironment::changeStoredEvent(const QString &libraryPath, int gameId, int seq, const QString &from,
                                        const QString &to)
{
    const QString connection = u"qml-test-change-event"_s;
    bool changed = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(libraryPath);
        if (db.open()) {
            QSqlQuery query(db);
            query.prepare(u"UPDATE events SET payload = replace(payload, ?, ?) WHERE game_id = ? AND seq = ?"_s);
            query.addBindValue(from);
            query.addBindValue(to);
            query.addBindValue(gameId);
            query.addBindValue(seq);
            changed = query.exec() && query.numRowsAffected() == 1;
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return changed;
}

QString TestEnvironment::writeFile(const QString &name, const QString &text)
{
    QDir dir(folder());
    dir.mkpath(u"."_s);
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text.toUtf8());
    return QUrl::fromLocalFile(path).toString();
}
