// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "turnoptions.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class GameSession;

/**
 * @brief The current turn part as its steps, in the rules' order (AppState.session.turn): what is owed, what is
 * offered, which step the turn is at, and what End turn needs.
 *
 * Everything here comes from the engine's options (GameSession::options()) and what the table did in this turn part;
 * the turn panel shows one file per step over it. A property announces a change only when its content changed, so a
 * change elsewhere never rebuilds the buttons under the keyboard focus.
 */
class TurnModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The turn is AppState.session.turn")

    /** @brief A turn is being played: a game is open, not finished, and a player is active. */
    Q_PROPERTY(bool running READ running NOTIFY stepsChanged)
    /** @brief The steps this turn part has, in the rules' order (TurnModel::Step values). */
    Q_PROPERTY(QList<int> steps READ steps NOTIFY stepsChanged)
    /** @brief The step the turn is at: what is owed first, then the placement, its joins, the scorings, a ransom;
     * NoStep when only End turn is left. */
    Q_PROPERTY(Step current READ current NOTIFY currentChanged)
    /** @brief What End turn needs first: an open robber's choice, then a message owed; NoStep when nothing. */
    Q_PROPERTY(Step owed READ owed NOTIFY currentChanged)
    /** @brief The player whose robber the table is moving on the track, or empty. */
    Q_PROPERTY(QString movingRobber READ movingRobber WRITE setMovingRobber NOTIFY movingRobberChanged)

    /** @brief The kinds of figure the active player may place. */
    Q_PROPERTY(QStringList kinds READ kinds NOTIFY placementChanged)
    /** @brief The kind the table chose to place (the first one offered when the chosen one runs out). */
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY placementChanged)
    /** @brief The new features a figure of the chosen kind may start, one per feature type. */
    Q_PROPERTY(QList<OfferedTarget> newFeatures READ newFeatures NOTIFY placementChanged)
    /** @brief The features on the board that take a figure of the chosen kind (open towers, acrobat spaces). */
    Q_PROPERTY(QList<OfferedTarget> sharedFeatures READ sharedFeatures NOTIFY placementChanged)
    /** @brief Whether a figure may be placed now at all. */
    Q_PROPERTY(bool canPlace READ canPlace NOTIFY placementChanged)
    /** @brief Whether this turn part has its action (a figure or a tower floor): another one asks first. */
    Q_PROPERTY(bool acted READ acted NOTIFY actedChanged)
    /** @brief Whether a figure or a tower floor now needs the table's "yes, another one" first. */
    Q_PROPERTY(bool secondActionAsks READ secondActionAsks NOTIFY actedChanged)
    /** @brief The feature this turn part's figure stands on, while it is this turn part's; empty otherwise. */
    Q_PROPERTY(QString placedFeature READ placedFeature NOTIFY placedChanged)
    Q_PROPERTY(QString placedKind READ placedKind NOTIFY placedChanged)
    /** @brief The occupied features a tile may have joined that feature to, newest first. */
    Q_PROPERTY(QStringList joins READ joins NOTIFY placedChanged)

    Q_PROPERTY(QList<OfferedFeature> scorable READ scorable NOTIFY scorableChanged)
    Q_PROPERTY(QStringList pyramids READ pyramids NOTIFY scorableChanged)
    /** @brief The robbers' victims still to choose, less those whose owner kept the suggestion. */
    Q_PROPERTY(QList<OpenChoice> pending READ pending NOTIFY pendingChanged)
    Q_PROPERTY(QList<OfferedRobber> robbers READ robbers NOTIFY robbersChanged)
    Q_PROPERTY(QList<OfferedRansom> ransoms READ ransoms NOTIFY ransomsChanged)
    /** @brief Figures a ghost may haunt now, for either reason. */
    Q_PROPERTY(int ghostTargets READ ghostTargets NOTIFY stepsChanged)

public:
    /** @brief The steps of a turn, in the rules' order. */
    enum Step { NoStep, Ghosts, Place, Score, BigTop, Choice, Message, Robbers, Ransom };
    Q_ENUM(Step)

    /** @brief The turn of @p session, which owns it. */
    explicit TurnModel(GameSession *session);

    [[nodiscard]] bool running() const { return m_running; }
    [[nodiscard]] QList<int> steps() const { return m_steps; }
    [[nodiscard]] Step current() const { return m_current; }
    [[nodiscard]] Step owed() const { return m_owed; }
    [[nodiscard]] QString movingRobber() const { return m_movingRobber; }
    void setMovingRobber(const QString &player);
    [[nodiscard]] QStringList kinds() const { return m_options.place.kinds; }
    [[nodiscard]] QString kind() const { return m_kind; }
    void setKind(const QString &kind);
    [[nodiscard]] QList<OfferedTarget> newFeatures() const { return m_newFeatures; }
    [[nodiscard]] QList<OfferedTarget> sharedFeatures() const { return m_sharedFeatures; }
    [[nodiscard]] bool canPlace() const { return m_running && m_options.hasPlace; }
    [[nodiscard]] bool acted() const { return m_options.actionsThisTurnPart > 0; }
    [[nodiscard]] bool secondActionAsks() const { return acted() && !m_secondActionConfirmed; }
    [[nodiscard]] QString placedFeature() const { return m_placedFeature; }
    [[nodiscard]] QString placedKind() const { return m_placedKind; }
    [[nodiscard]] QStringList joins() const { return m_joins; }
    [[nodiscard]] QList<OfferedFeature> scorable() const { return m_options.scorable; }
    [[nodiscard]] QStringList pyramids() const { return m_options.pyramids; }
    [[nodiscard]] QList<OpenChoice> pending() const { return m_pending; }
    [[nodiscard]] QList<OfferedRobber> robbers() const { return m_options.robbers; }
    [[nodiscard]] QList<OfferedRansom> ransoms() const { return m_options.ransoms; }
    [[nodiscard]] int ghostTargets() const { return int(m_options.ghostsExpand.size() + m_options.ghostsLimit.size()); }

    /** @brief The table answered "yes, another one": the next figure or floor needs no question until the table
     * changes (an event, an undo, a redo). */
    Q_INVOKABLE void confirmSecondAction();
    /**
     * @brief Places a figure of the chosen kind on @p feature (empty: a new feature of @p type); false when refused
     * (GameSession::lastError says why) or when a second action still needs the table's answer (secondActionAsks).
     */
    Q_INVOKABLE bool place(const QString &type, const QString &feature);
    /** @brief Joins this turn part's feature with @p other (a tile connected them). */
    Q_INVOKABLE bool join(const QString &other);
    /** @brief @p robber's owner keeps the engine's suggestion (the record then needs no `steal`), until the table
     * changes. */
    Q_INVOKABLE void keepSuggestion(const QString &robber);
    /** @brief Ends the turn when nothing is owed; false otherwise (owed says what). */
    Q_INVOKABLE bool endTurn();
    /** @brief Ends the turn as it stands, a message owed left as a warning in the record. */
    Q_INVOKABLE bool endTurnAnyway();

Q_SIGNALS:
    void stepsChanged();
    void currentChanged();
    void movingRobberChanged();
    void placementChanged();
    void actedChanged();
    void placedChanged();
    void scorableChanged();
    void pendingChanged();
    void robbersChanged();
    void ransomsChanged();

private:
    /** @brief Takes the session's options after a change of the table (@p tableChanged: an event, undo, redo, another
     * game). */
    void follow(bool tableChanged);
    void updatePlacement();
    void updatePlaced();
    void updateCurrent();

    GameSession *m_session;
    TurnOptions m_options;
    bool m_running = false;
    QList<int> m_steps;
    Step m_current = NoStep;
    Step m_owed = NoStep;
    QString m_movingRobber;
    QString m_kind;
    QList<OfferedTarget> m_newFeatures;
    QList<OfferedTarget> m_sharedFeatures;
    bool m_secondActionConfirmed = false;
    QString m_placedFeature;
    QString m_placedKind;
    QStringList m_joins;
    QString m_placedShown; ///< the placement placedChanged last announced
    QStringList m_lastKinds; ///< the kinds and canPlace placementChanged last announced
    bool m_lastCanPlace = false;
    QStringList m_kept; ///< robbers whose suggestion the table kept, since the last change
    QList<OpenChoice> m_pending;
};
