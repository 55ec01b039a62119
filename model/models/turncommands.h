// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "command.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqml.h>

class GameSession;

/**
 * @brief The commands the screens may give, made for the open game's current turn part (AppState.session.commands).
 *
 * Each returns an ml::Command that GameSession::preview() shows and GameSession::apply() enters; the screens never
 * write a record event. A screen that asked its question earlier stamps the command with `madeFor(stamp)`, the
 * session's stamp it took then. See ml::CommandBuilder for what each command means.
 */
class TurnCommands : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The commands are AppState.session.commands")

public:
    /** @brief The commands of @p session, which owns them. */
    explicit TurnCommands(GameSession *session);

    Q_INVOKABLE [[nodiscard]] ml::Command turn() const;
    Q_INVOKABLE [[nodiscard]] ml::Command place(const QString &player, const QString &kind, const QString &feature,
                                                const QString &featureType) const;
    Q_INVOKABLE [[nodiscard]] ml::Command score(const QString &feature, const QVariantMap &values,
                                                const QVariantMap &ringmasters = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command merge(const QStringList &features) const;
    Q_INVOKABLE [[nodiscard]] ml::Command ghost(const QString &figure) const;
    Q_INVOKABLE [[nodiscard]] ml::Command tower(const QString &tower, const QString &capture,
                                                const QVariantMap &exchange = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command ransom(const QString &figure) const;
    Q_INVOKABLE [[nodiscard]] ml::Command robber(const QString &player, int space) const;
    Q_INVOKABLE [[nodiscard]] ml::Command steal(const QString &robber, const QString &from,
                                                const QString &figure = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command message(int tile, const QString &take, const QVariantMap &fields = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command circus(const QString &animal, const QVariantMap &meeples) const;
    Q_INVOKABLE [[nodiscard]] ml::Command pyramid(const QString &feature) const;
    Q_INVOKABLE [[nodiscard]] ml::Command remove(const QString &figure, const QString &reason = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command adjust(const QString &player, int points, const QString &reason) const;
    Q_INVOKABLE [[nodiscard]] ml::Command end(const QVariantMap &values, const QVariantMap &circus = {}) const;
    Q_INVOKABLE [[nodiscard]] ml::Command recall(const QString &figure, int tiles) const;
    Q_INVOKABLE [[nodiscard]] ml::Command goods(int wine, int grain, int cloth) const;
    Q_INVOKABLE [[nodiscard]] ml::Command builder() const;
    /** @brief The empty command: nothing to enter yet. */
    Q_INVOKABLE [[nodiscard]] ml::Command none() const { return {}; }

private:
    const GameSession *m_session;
};

/** @brief ml::Command in QML: a value the screens hold, preview and apply. */
struct CommandForeign {
    Q_GADGET
    QML_FOREIGN(ml::Command)
    QML_VALUE_TYPE(command)
};

/** @brief ml::TurnStamp in QML: the turn part a screen showed when it asked. */
struct TurnStampForeign {
    Q_GADGET
    QML_FOREIGN(ml::TurnStamp)
    QML_VALUE_TYPE(turnStamp)
};
