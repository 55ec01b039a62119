// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/**
 * @brief The club server of a Qt Quick test: a fresh club database in the cluster CTest's fixture club_cluster
 * started (tests/club), and a table's library that stores games and pushes them, as a laptop at the club does.
 */
class ClubTestServer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    static ClubTestServer *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /** @brief Why the cluster cannot be used, or empty when it can (the test fails on it, never skips). */
    Q_INVOKABLE QString problem() const;
    /**
     * @brief Makes the club database @p name afresh (its roles, its schema by the organiser's first connection);
     * returns the address the club screen watches it by, or empty (and problem() says why) when that failed.
     */
    Q_INVOKABLE QString freshClub(const QString &name);
    /**
     * @brief Starts a two-player game in the library at @p libraryPath (named @p table), with its first @p events
     * events of the test game, and pushes it to the club as the role table_a; the error, or empty.
     */
    Q_INVOKABLE QString startGame(const QString &libraryPath, const QString &table, int events);
    /** @brief Stores event number @p index of the test game in that library's game and pushes it; the error, or empty.
     */
    Q_INVOKABLE QString playEvent(const QString &libraryPath, int index);

    /** @brief Ends that library's game (the end event) and pushes it; the error, or empty. */
    Q_INVOKABLE QString finishGame(const QString &libraryPath);
    /**
     * @brief Another laptop's version of the game in @p fromLibrary: its first 3 events, then the test game's next 3
     * and the end, stored in @p toLibrary (named @p table) and pushed as table_a; the error, or empty.
     */
    Q_INVOKABLE QString continueElsewhere(const QString &fromLibrary, const QString &toLibrary, const QString &table);
    /** @brief The address of the club database for the role organiser. */
    Q_INVOKABLE QString organiserAddress() const;
    /** @brief Sets the season @p name from @p first to @p last (YYYY-MM-DD) as the organiser; the error, or empty. */
    Q_INVOKABLE QString setSeason(const QString &name, const QString &first, const QString &last);

private:
    QString push(const QString &libraryPath);
    QString append(const QString &libraryPath, const QJsonObject &event);

    QString m_database;
    mutable QString m_problem;
};
