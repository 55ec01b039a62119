// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "command.h"
#include "commandbuilder.h"
#include "featuresmodel.h"
#include "gamelog.h"
#include "ledgermodel.h"
#include "playersmodel.h"
#include "turncommands.h"
#include "turnmodel.h"
#include "turnoptions.h"
#include "usedids.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

/**
 * @brief The open game: its state as the engine replays it, and every command the table gives.
 *
 * Every change is an ml::Command (made by `commands`), stored through ml::GameLog::append() once the engine accepted
 * it. A command made for a turn part that is over, or one the engine refuses, stores nothing, changes nothing and
 * sets lastError. After each change the models follow the new replay.
 */
class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The open game is AppState.session")

    /** @brief The game's id in the library; -1 when no game is open. */
    Q_PROPERTY(int gameId READ gameId NOTIFY gameChanged)
    /** @brief True while a game is open. */
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY gameChanged)
    /** @brief The expansions in play, as the record names them (Rules.expansions lists every one). */
    Q_PROPERTY(QStringList expansions READ expansions NOTIFY gameChanged)
    /** @brief The Tower is in play. */
    Q_PROPERTY(bool hasTower READ hasTower NOTIFY gameChanged)
    /** @brief The Messengers are in play. */
    Q_PROPERTY(bool hasMessengers READ hasMessengers NOTIFY gameChanged)
    /** @brief The Robbers are in play. */
    Q_PROPERTY(bool hasRobbers READ hasRobbers NOTIFY gameChanged)
    /** @brief Under the Big Top is in play. */
    Q_PROPERTY(bool hasBigTop READ hasBigTop NOTIFY gameChanged)
    /** @brief Ghosts, Castles and Cemeteries is in play. */
    Q_PROPERTY(bool hasGhosts READ hasGhosts NOTIFY gameChanged)
    /** @brief The player whose turn is running, empty before the first turn. */
    Q_PROPERTY(QString activePlayer READ activePlayer NOTIFY turnChanged)
    /** @brief The name of the active player. */
    Q_PROPERTY(QString activePlayerName READ activePlayerName NOTIFY turnChanged)
    /** @brief The player beginTurn() starts: the next in seating order (the first before any turn). */
    Q_PROPERTY(QString nextPlayer READ nextPlayer NOTIFY turnChanged)
    /** @brief How many turns have begun. */
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY turnChanged)
    /** @brief The turn part the table is in: a screen takes it when it asks, and stamps its command with it. */
    Q_PROPERTY(ml::TurnStamp stamp READ stamp NOTIFY tableChanged)
    /** @brief Makes the commands the screens give (preview() and apply() take them). */
    Q_PROPERTY(TurnCommands *commands READ commands CONSTANT)
    /** @brief How many events are in effect. */
    Q_PROPERTY(int eventCount READ eventCount NOTIFY tableChanged)
    /** @brief True once the game's `end` event is in effect. */
    Q_PROPERTY(bool finished READ finished NOTIFY tableChanged)
    /** @brief What the table may do next, as the engine says it (turnoptions.h; what each screen takes from it is in
     * docs/screens.md). */
    Q_PROPERTY(TurnOptions options READ options NOTIFY tableChanged)
    /** @brief The current turn part as its steps, from the options. */
    Q_PROPERTY(TurnModel *turn READ turn CONSTANT)
    /** @brief The engine's open decisions (`choices`: a robber that may choose another candidate). */
    Q_PROPERTY(QVariantList choices READ choices NOTIFY tableChanged)
    /** @brief The engine's warnings, each with `playerName` and a translated `text`. */
    Q_PROPERTY(QVariantList warnings READ warnings NOTIFY tableChanged)
    /** @brief An event can be taken back. */
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY tableChanged)
    /** @brief An undone event can be brought back. */
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY tableChanged)
    /** @brief Why the last command was refused; empty after a command that succeeded. */
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    /** @brief Ghosts left in the general supply. */
    Q_PROPERTY(int ghostsInSupply READ ghostsInSupply NOTIFY tableChanged)
    /** @brief Counts the changes of the players' feature names, for bindings that show them (givenNameAt()). */
    Q_PROPERTY(int namesRevision READ namesRevision NOTIFY namesChanged)
    /** @brief The players: scores, scoring figures, supplies. */
    Q_PROPERTY(PlayersModel *players READ players CONSTANT)
    /** @brief The features on the board. */
    Q_PROPERTY(FeaturesModel *features READ features CONSTANT)
    /** @brief Every payout. */
    Q_PROPERTY(LedgerModel *ledger READ ledger CONSTANT)

public:
    /** @brief A session with no game open. */
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    /** @brief Shows @p log's game (from ml::GameLibrary::openGame()); an invalid log closes the session. */
    void load(const ml::GameLog &log);
    /** @brief The language changed: the models and translated properties are asked again. */
    void retranslate();

    [[nodiscard]] int gameId() const;
    [[nodiscard]] bool isOpen() const;
    [[nodiscard]] QStringList expansions() const;
    [[nodiscard]] bool hasTower() const;
    [[nodiscard]] bool hasMessengers() const;
    [[nodiscard]] bool hasRobbers() const;
    [[nodiscard]] bool hasBigTop() const;
    [[nodiscard]] bool hasGhosts() const;
    [[nodiscard]] QString activePlayer() const;
    [[nodiscard]] QString activePlayerName() const;
    [[nodiscard]] QString nextPlayer() const;
    [[nodiscard]] int turnNumber() const;
    [[nodiscard]] int eventCount() const;
    [[nodiscard]] ml::TurnStamp stamp() const;
    [[nodiscard]] TurnCommands *commands() const { return m_commands; }
    /** @brief Makes commands for the current turn part (what `commands` gives QML). */
    [[nodiscard]] ml::CommandBuilder builder() const;
    [[nodiscard]] bool finished() const;
    [[nodiscard]] TurnOptions options() const;
    [[nodiscard]] TurnModel *turn() const { return m_turn; }
    [[nodiscard]] QVariantList choices() const;
    [[nodiscard]] QVariantList warnings() const;
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    [[nodiscard]] QString lastError() const;
    [[nodiscard]] int ghostsInSupply() const;
    [[nodiscard]] int namesRevision() const { return m_namesRevision; }
    [[nodiscard]] PlayersModel *players() const;
    [[nodiscard]] FeaturesModel *features() const;
    [[nodiscard]] LedgerModel *ledger() const;
    /** @brief The current record (header and events in effect). */
    [[nodiscard]] QJsonObject record() const;
    /** @brief The engine's replay output of record() as JSON (for export and checks; the models read table()). */
    [[nodiscard]] QJsonObject state() const;
    /** @brief The engine's table for record(), as typed values. */
    [[nodiscard]] const ml::GameState &table() const;

    /** @brief Closes the game: the models empty, isOpen turns false. */
    Q_INVOKABLE void close();

    /**
     * @brief Enters @p command; false, with lastError, if it was made for a turn part that is over, is empty, or the
     * engine refuses it. The shorthands below apply a command made now.
     */
    Q_INVOKABLE bool apply(const ml::Command &command);
    /** @brief The ledger entries @p command would add, each with `explanation`; nothing is stored. Sets lastError. */
    Q_INVOKABLE QVariantList preview(const ml::Command &command);
    /**
     * @brief The robber choices the last preview() would leave open (a scoring's batch), as `choices` gives them: a
     * dialog asks them with the scoring, so the robber's owner chooses before the table moves on.
     */
    Q_INVOKABLE [[nodiscard]] QVariantList previewedChoices() const { return m_previewedChoices; }
    /** @brief Begins the turn of nextPlayer. */
    Q_INVOKABLE bool beginTurn();
    /**
     * @brief Places a figure of @p player (empty: the active player) of @p kind (empty: "meeple") on @p feature.
     *
     * The figure id is generated (`<player>-<kind>-<n>`); an empty @p feature is a new feature of @p featureType
     * with a generated id (`<type>-<n>`).
     */
    Q_INVOKABLE bool placeFigure(const QString &player, const QString &kind, const QString &feature,
                                 const QString &featureType);
    /** @brief Scores a completed feature; @p values holds `tiles`, `coats`, `mist`, `ringmaster`, `bonusMovers`. */
    Q_INVOKABLE bool scoreFeature(const QString &feature, const QVariantMap &values, const QVariantMap &movers = {});
    /** @brief Joins features of one type; they continue as the one of them first occupied. */
    Q_INVOKABLE bool merge(const QStringList &features);
    /** @brief Adds a ghost to @p figure, for the reason the engine's table gives. */
    Q_INVOKABLE bool addGhost(const QString &figure);
    /** @brief Adds a floor to @p tower (empty: a new tower) and captures @p capture if not empty. */
    Q_INVOKABLE bool addFloor(const QString &tower, const QString &capture, const QVariantMap &exchange = {});
    /** @brief The active player buys back @p figure, paying 3 from @p mover (empty: the scoring meeple). */
    Q_INVOKABLE bool ransom(const QString &figure, const QString &mover, const QString &captorMover = {});
    /** @brief Puts (or moves) @p player's robber onto track space @p space. */
    Q_INVOKABLE bool placeRobber(const QString &player, int space);
    /** @brief The robber of @p robber robs @p from (and that player's @p figure, if given). */
    Q_INVOKABLE bool steal(const QString &robber, const QString &from, const QString &figure, const QString &mover);
    /** @brief The active player resolves message @p tile: @p take "points" or "action", @p fields per tile. */
    Q_INVOKABLE bool drawMessage(int tile, const QString &take, const QVariantMap &fields);
    /** @brief Scores the big top with @p animal and each player's figure count in @p meeples. */
    Q_INVOKABLE bool scoreCircus(const QString &animal, const QVariantMap &meeples, const QVariantMap &movers = {});
    /** @brief Scores the full acrobat pyramid on @p feature. */
    Q_INVOKABLE bool scorePyramid(const QString &feature, const QVariantMap &movers = {});
    /** @brief Takes @p figure off the board without scoring (a correction). */
    Q_INVOKABLE bool removeFigure(const QString &figure, const QString &reason = {});
    /** @brief A correction the table agreed on: @p points (±) for @p player. */
    Q_INVOKABLE bool adjust(const QString &player, int points, const QString &reason, const QString &mover = {});
    /** @brief Final scoring with @p values per feature (what `options.finalValues` asks for). */
    Q_INVOKABLE bool endGame(const QVariantMap &values, const QVariantMap &circus = {}, const QVariantMap &movers = {});
    /** @brief Takes back the last event (Ctrl+Z). */
    Q_INVOKABLE bool undo();
    /** @brief Brings back the last undone event (Ctrl+Shift+Z). */
    Q_INVOKABLE bool redo();
    /**
     * @brief Gives the feature @p featureId on the board a name of the players' own ("the river city"); an empty
     * @p name clears it. Kept in the library, not in the record.
     */
    Q_INVOKABLE bool nameFeature(const QString &featureId, const QString &name);
    /**
     * @brief The name the players gave the feature a ledger entry of event @p event names, or "": the one given to
     * @p featureId before that event, while that feature was on the board (up to its scoring).
     */
    Q_INVOKABLE [[nodiscard]] QString givenNameAt(const QString &featureId, int event) const;
    /**
     * @brief Notes an inn on the road or a cathedral in the city @p featureId (@p marked), or takes the note off; kept
     * in the library, not in the record. The feature's card says so, and its scoring starts with it ticked.
     */
    Q_INVOKABLE bool markFeature(const QString &featureId, bool marked);

    /** @brief Which scoring figure @p player does best to move for @p points: `{figure, reason, reasonText, landing}`.
     */
    Q_INVOKABLE QVariantMap adviseMover(const QString &player, int points) const;
    /** @brief The record as indented JSON text (events in effect). */
    Q_INVOKABLE QString exportRecordJson() const;

Q_SIGNALS:
    /** @brief Another game was opened, or the session closed: the game's identity and expansions. */
    void gameChanged();
    /** @brief Another turn is running (or the one before again, after an undo): whose turn, whose is next, its number.
     */
    void turnChanged();
    /** @brief An event was stored, undone or redone, or the game shown anew: everything the table offers and owes. */
    void tableChanged();
    /** @brief Any property but lastError changed (after gameChanged, turnChanged and tableChanged, as they apply). */
    void changed();
    /** @brief lastError changed. */
    void lastErrorChanged();
    /** @brief A feature was given a name, or lost one. */
    void namesChanged();
    /** @brief The stored events of game @p gameId changed (append, undo, redo). */
    void recordChanged(int gameId);

private:
    /** @brief Stores @p event, which the engine checks. */
    [[nodiscard]] bool store(const QJsonObject &event);
    /** @brief Refuses a command made for @p stamp, in words: the turn part it was made for is over. */
    [[nodiscard]] bool refuseStale(const ml::TurnStamp &stamp);
    [[nodiscard]] bool fail(const QString &message);
    /** @brief "No game is open.", kept to be said again in the next language (ml::Sayings). */
    [[nodiscard]] static QString noGameOpen();
    /** @brief Fails with @p error's message; after a Conflict the game is first read again, so the window shows it. */
    [[nodiscard]] bool refuse(const ml::StoreError &error);
    /** @brief Fails with @p error's message; an engine refusal in the app's language, the players by name. */
    [[nodiscard]] bool fail(const ml::StoreError &error);
    [[nodiscard]] QString refusalMessage(const ml::ReplayError &error) const;
    /** @brief The last event was added or taken back: the models compare only what follows the events kept. */
    void succeed(const ml::TableChange &change);
    /** @brief The models follow the log: they update what @p change names (everything when not given). */
    void refresh(const std::optional<ml::TableChange> &change = std::nullopt);
    /** Shows @p names as the players' feature names. */
    void showNames(QHash<int, ml::FeatureName> names);
    /** Shows @p marks (feature orders) as the inns and cathedrals the players noted; the options follow. */
    void showMarks(QSet<int> marks);
    /** The ids of the features on the table that hold a mark (ml::Feature::holds()). */
    [[nodiscard]] QSet<QString> markedFeatures() const;
    void setLastError(const QString &message);
    [[nodiscard]] bool has(const QString &expansion) const;
    /** @brief Emits the signals of the properties a change may have touched; @p newGame also gameChanged. */
    void announce(bool newGame);
    /** @brief @p pending, with the keys of the output's `choices` and, for the screens, `robberName` and
     * `reasonText`. */
    [[nodiscard]] QVariantList choiceMaps(const QList<ml::PendingChoice> &pending, const ml::GameState &table) const;
    /** @brief The engine's warnings, with the keys of the output's `warnings`. */
    [[nodiscard]] QVariantList engineWarnings() const;

    ml::GameLog m_log;
    /** The record without its events (players, expansions): the session keeps no copy of the events, so an append
     * never has to copy them. */
    QJsonObject m_header;
    PlayerDirectory m_directory;
    /** The figure and feature ids the events in effect use. */
    ml::UsedIds m_usedIds;
    TurnCommands *m_commands;
    TurnModel *m_turn = nullptr;
    /** The players' names for this game's features, by feature order (FeatureNotes). */
    QHash<int, ml::FeatureName> m_names;
    int m_namesRevision = 0;
    /** The orders of the features the players marked with an inn or a cathedral (FeatureNotes). */
    QSet<int> m_marks;
    /** options(), computed when first asked for after a change. */
    mutable std::optional<TurnOptions> m_options;
    /** The turn's properties as last announced: turnChanged is emitted when they differ. */
    QStringList m_turnShown;
    QString m_lastError;
    QVariantList m_previewedChoices;
    PlayersModel *m_players;
    FeaturesModel *m_features;
    LedgerModel *m_ledger;
};
