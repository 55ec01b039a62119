// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/**
 * @brief The numbers the rules fix (ml::rules, model/engine/rules.h) for QML, as `Rules`: the screens draw and bound
 * what they show with these, and take what is possible now from GameSession::options.
 */
class TableRules : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Rules)
    QML_SINGLETON

    /** @brief Spaces on the scoring track; a lap every this many points. */
    Q_PROPERTY(int trackSpaces READ trackSpaces CONSTANT)
    /** @brief Every this many spaces one is dark (0, 5, 10, …: The Messengers). */
    Q_PROPERTY(int darkSpaceEvery READ darkSpaceEvery CONSTANT)
    /** @brief Acrobats in a full pyramid. */
    Q_PROPERTY(int pyramidSize READ pyramidSize CONSTANT)
    /** @brief Message tiles of The Messengers, numbered 1 to this. */
    Q_PROPERTY(int messageTiles READ messageTiles CONSTANT)
    /** @brief Points for a message taken as points. */
    Q_PROPERTY(int messagePoints READ messagePoints CONSTANT)
    /** @brief The longest name a player or a feature may be given, in characters. */
    Q_PROPERTY(int maxNameLength READ maxNameLength CONSTANT)
    /** @brief The most circus and acrobat tiles a ringmaster counts. */
    Q_PROPERTY(int ringmasterCountMax READ ringmasterCountMax CONSTANT)
    /** @brief The animal tokens of the big top: `{animal, value, tokens}` in the record's order. */
    Q_PROPERTY(QVariantList animals READ animals CONSTANT)
    /** @brief Every expansion's id, as the record writes them, in the engine's order (ml::Expansion). */
    Q_PROPERTY(QStringList expansions READ expansions CONSTANT)
    /**
     * @brief The expansions the Big Box holds beside the base game (The Abbot, Inns and Cathedrals, Traders and
     * Builders), in the order of `expansions`: what the setup screen's preset turns on.
     */
    Q_PROPERTY(QStringList bigBox READ bigBox CONSTANT)

public:
    /** @brief What keeps a typed name from being one (ml::NameProblem), for the screen to say. */
    enum NameProblem { NameOk, NameEmpty, NameTooLong, NameUnprintable };
    Q_ENUM(NameProblem)

    /** @brief The instance QML uses, owned by the engine. */
    static TableRules *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    [[nodiscard]] static int trackSpaces();
    [[nodiscard]] static int darkSpaceEvery();
    [[nodiscard]] static int pyramidSize();
    [[nodiscard]] static int messageTiles();
    [[nodiscard]] static int maxNameLength();
    [[nodiscard]] static int messagePoints();
    [[nodiscard]] static int ringmasterCountMax();
    [[nodiscard]] static QVariantList animals();
    [[nodiscard]] static QStringList expansions();
    [[nodiscard]] static QStringList bigBox();
    /** @brief The problem of @p name as someone typed it (ml::nameProblem()). */
    Q_INVOKABLE [[nodiscard]] static NameProblem nameProblem(const QString &name);

private:
    explicit TableRules(QObject *parent = nullptr);
};
