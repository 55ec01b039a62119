// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QSize>
#include <QString>
#include <QTemporaryDir>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/** @brief What a QML test needs from its surroundings: a fresh folder for its game library. */
class TestEnvironment : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    /** @brief The instance QML uses. */
    static TestEnvironment *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /**
     * @brief A library file path no other test uses: under MEEPLE_QML_TEST_DIR when the test sets it, else under a
     * temporary folder removed when the test ends.
     */
    Q_INVOKABLE QString libraryPath(const QString &name);
    /** @brief The path of a file of the source tree's tests (e.g. "engine/records/full-game.json") as a file: URL. */
    Q_INVOKABLE QString testFileUrl(const QString &relativePath) const;
    /** @brief The text of a file of the source tree's tests (e.g. "engine/records/full-game.json"); empty if
     * unreadable. */
    Q_INVOKABLE QString readTestFile(const QString &relativePath) const;
    /** @brief The file: URL of @p name in the test's folder for a file the app writes itself. */
    Q_INVOKABLE QString fileUrl(const QString &name);
    /** @brief Writes @p text to a new file in the test's folder and returns its file: URL. */
    Q_INVOKABLE QString writeFile(const QString &name, const QString &text);
    /** @brief The text of the file at the file: URL @p url (one the app wrote); empty if unreadable. */
    Q_INVOKABLE QString readFile(const QString &url) const;
    /**
     * @brief Replaces @p from by @p to in the stored text of event @p seq of game @p gameId in the library file
     * @p libraryPath, as a hand edit or a failing disk would, past the app; false when no row changed.
     */
    Q_INVOKABLE bool changeStoredEvent(const QString &libraryPath, int gameId, int seq, const QString &from,
                                       const QString &to);
    /** @brief The size of the picture at the file: URL @p url, or an invalid size when it is not a picture. */
    Q_INVOKABLE QSize imageSize(const QString &url) const;

private:
    explicit TestEnvironment(QObject *parent = nullptr);
    [[nodiscard]] QString folder() const;

    QTemporaryDir m_temporary;
    int m_serial = 0;
};
