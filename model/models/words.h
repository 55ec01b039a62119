// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/**
 * @brief ml::Vocabulary for QML: the words for the engine's ids, taken by the record's words ("castle", "guard").
 *
 * The words follow the installed translators. A binding that reads `revision` (Theme's wrappers do) is evaluated
 * again when the language changes, as a qsTr() binding is.
 */
class Words : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /** @brief Changes whenever the application's language does. */
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)

public:
    /** @brief The instance QML uses, owned by the engine. */
    static Words *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    [[nodiscard]] int revision() const;

    /** @brief "Road", "Haunted castle". */
    Q_INVOKABLE [[nodiscard]] QString featureTypeName(const QString &type) const;
    /** @brief A feature as the players see it (ml::Vocabulary::featureName): its type's id, its record id, the names
     * of the players on it in the order they came, and a tower's floors. */
    Q_INVOKABLE [[nodiscard]] QString featureName(const QString &type, const QString &featureId,
                                                  const QStringList &owners, int floors) const;
    /** @brief The number a feature's record id counts with ("tower-2" → "2"); empty when it has none. */
    Q_INVOKABLE [[nodiscard]] QString featureNumber(const QString &featureId) const;
    /** @brief "meeple", "guard meeple", "ringmaster", "messenger", "robber". */
    Q_INVOKABLE [[nodiscard]] QString figureKindName(const QString &kind) const;
    /** @brief A figure on the scoring track: "scoring meeple" for "meeple", "messenger"; any other kind as
     * figureKindName ("robber"). */
    Q_INVOKABLE [[nodiscard]] QString scoringFigureName(const QString &figure) const;
    /** @brief "Flea", "Seal". */
    Q_INVOKABLE [[nodiscard]] QString animalName(const QString &animal) const;
    /** @brief "Wine", "Cloth": a goods token as the record names it. */
    Q_INVOKABLE [[nodiscard]] QString goodsName(const QString &goods) const;
    /** @brief "The Tower", "Under the Big Top". */
    Q_INVOKABLE [[nodiscard]] QString expansionName(const QString &expansion) const;
    /** @brief What the players noted on a feature: "inn" → "Inn", "cathedral" → "Cathedral". */
    Q_INVOKABLE [[nodiscard]] QString markName(const QString &mark) const;
    /** @brief What a feature with the mark scores, completed and still open at the end (0). */
    Q_INVOKABLE [[nodiscard]] QString markNote(const QString &mark) const;
    /** @brief "Tiles", "Coats of arms", "Tiles with mist", "Completed cities bordering it". */
    Q_INVOKABLE [[nodiscard]] QString fieldLabel(const QString &key) const;
    /** @brief A message tile's name ("Shortest road"). */
    Q_INVOKABLE [[nodiscard]] QString messageName(int tile) const;
    /** @brief What a message tile's action does, in one sentence. */
    Q_INVOKABLE [[nodiscard]] QString messageHint(int tile) const;
    /** @brief A robber's or a mover's reason id in words. */
    Q_INVOKABLE [[nodiscard]] QString reasonText(const QString &reason) const;
    /** @brief The name of a ledger rule id. */
    Q_INVOKABLE [[nodiscard]] QString ruleName(const QString &rule) const;
    /** @brief The name of a group of points in the statistics. */
    Q_INVOKABLE [[nodiscard]] QString pointSourceName(const QString &source) const;

    /**
     * @brief A message on screen as it is said now: one the app said in another language (a refusal, a store's
     * failure, a notice) in the language installed since (ml::Sayings::again); any other text as it is. Bind it with
     * `revision`, so that it is said again when the language changes.
     */
    Q_INVOKABLE [[nodiscard]] QString said(const QString &text) const;
    /**
     * @brief A message of the QML itself, kept to be said again: @p source of the translation @p context (the QML
     * file's name, as qsTr() has it; mark the source with QT_TR_NOOP so that it is translated), its %1, %2… filled
     * with @p arguments in order (three at most), in one pass.
     */
    Q_INVOKABLE [[nodiscard]] QString say(const QString &context, const QString &source,
                                          const QStringList &arguments = {}) const;

Q_SIGNALS:
    /** @brief The language changed. */
    void revisionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit Words(QObject *parent = nullptr);

    int m_revision = 0;
};
