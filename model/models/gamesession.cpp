// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "gamesession.h"

#include "advisor.h"
#include "featuresmodel.h"
#include "ledgerexplainer.h"
#include "ledgermodel.h"
#include "playerdirectory.h"
#include "playersmodel.h"
#include "refusaltext.h"
#include "replay.h"
#include "robbersmodule.h"
#include "rules.h"
#include "sayings.h"
#include "turnmodel.h"
#include "vocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A ledger entry as QML reads it: the engine's keys plus the words for them.
QVariantMap describe(const ml::GameState &table, const ml::LedgerEntry &entry, const PlayerDirectory &players,
                     const ml::LedgerExplainer &explainer)
{
    QVariantMap out = ledgerEntryMap(table, entry);
    const QString player = out.value(u"player"_s).toString();
    out.insert(u"playerId"_s, player);
    out.insert(u"playerName"_s, players.name(player));
    out.insert(u"color"_s, players.color(player));
    out.insert(u"symbol"_s, players.symbol(player));
    out.insert(u"figureName"_s, explainer.figureName(ml::toString(entry.figure)));
    out.insert(u"ruleName"_s, ml::Vocabulary().ruleName(entry.rule));
    out.insert(u"explanation"_s, explainer.explain(entry));
    return out;
}

} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_players(new PlayersModel(this))
    , m_features(new FeaturesModel(this))
    , m_ledger(new LedgerModel(this))
{
    m_commands = new TurnCommands(this);
    m_turn = new TurnModel(this);
}

GameSession::~GameSession() = default;

void GameSession::load(const ml::GameLog &log)
{
    if (!log.isValid()) {
        close();
        return;
    }
    m_log = log;
    setLastError({});
    m_usedIds.clear();
    for (const QJsonValue &event : m_log.events())
        m_usedIds.count(event.toObject(), 1);
    refresh();
}

void GameSession::close()
{
    if (!m_log.isValid())
        return;
    m_log = {};
    m_header = {};
    m_directory = {};
    m_usedIds.clear();
    showNames({});
    showMarks({});
    m_options.reset();
    m_players->clear();
    m_features->clear();
    m_ledger->clear();
    setLastError({});
    announce(true);
}

void GameSession::retranslate()
{
    m_features->retranslate();
    m_ledger->retranslate();
    // Choices and warnings carry translated texts.
    Q_EMIT tableChanged();
    Q_EMIT changed();
}

void GameSession::announce(bool newGame)
{
    if (newGame)
        Q_EMIT gameChanged();
    const QStringList turn { activePlayer(), activePlayerName(), nextPlayer(), QString::number(turnNumber()) };
    if (newGame || turn != m_turnShown) {
        m_turnShown = turn;
        Q_EMIT turnChanged();
    }
    Q_EMIT tableChanged();
    Q_EMIT changed();
}

void GameSession::refresh(const std::optional<ml::TableChange> &change)
{
    const ml::GameState &table = m_log.table();
    m_options.reset();
    if (!change) {
        m_header = m_log.header();
        m_directory = PlayerDirectory(m_header);
    }
    // A game newly shown: everything changed; after an append, undo or redo only what the log says.
    const ml::TableChange shown = change ? *change : ml::TableChange::wholeTable(table);
    m_players->update(m_directory, table, shown);
    m_features->update(m_directory, table, shown);
    m_ledger->update(m_directory, table, shown);
    if (!change) {
        const ml::Result<QHash<int, ml::FeatureName>> names = m_log.featureNames();
        // A library that cannot read them still shows the game: the features keep their sentences.
        showNames(names.ok() ? names.value() : QHash<int, ml::FeatureName> {});
        const ml::Result<QSet<int>> marks = m_log.featureMarks();
        showMarks(marks.ok() ? marks.value() : QSet<int> {});
    }
    // A join or its undo moves a mark from one feature id to another.
    m_features->setMarked(markedFeatures());
    announce(!change);
}

void GameSession::showNames(QHash<int, ml::FeatureName> names)
{
    if (names == m_names)
        return;
    m_names = std::move(names);
    m_features->setNames(m_names);
    ++m_namesRevision;
    Q_EMIT namesChanged();
}

bool GameSession::nameFeature(const QString &featureId, const QString &name)
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    const auto feature = m_log.table().features.constFind(featureId);
    if (feature == m_log.table().features.cend())
        return fail(ml::Sayings::say([] { return tr("That feature is no longer on the board: nothing was named."); }));
    const int order = feature->order;
    if (const ml::Status named = m_log.nameFeature(order, featureId, name); !named.ok())
        return fail(named.error());
    QHash<int, ml::FeatureName> names = m_names;
    const QString given = name.simplified();
    if (given.isEmpty())
        names.remove(order);
    else
        names.insert(order, { featureId, given, m_log.eventCount() });
    setLastError({});
    showNames(std::move(names));
    return true;
}

void GameSession::showMarks(QSet<int> marks)
{
    if (marks == m_marks)
        return;
    m_marks = std::move(marks);
    m_features->setMarked(markedFeatures());
    m_options.reset();
}

QSet<QString> GameSession::markedFeatures() const
{
    QSet<QString> out;
    if (m_marks.isEmpty())
        return out;
    for (const ml::Feature &feature : m_log.table().features) {
        if (std::any_of(m_marks.cbegin(), m_marks.cend(), [&feature](int order) { return feature.holds(order); }))
            out.insert(feature.id);
    }
    return out;
}

bool GameSession::markFeature(const QString &featureId, bool marked)
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    const auto feature = m_log.table().features.constFind(featureId);
    if (feature == m_log.table().features.cend())
        return fail(ml::Sayings::say([] { return tr("That feature is no longer on the board: nothing was noted."); }));
    if (const ml::Status noted = m_log.markFeature(featureId, marked); !noted.ok())
        return fail(noted.error());
    // What the library now holds: the note, or none on the feature and the features joined into it.
    const ml::Result<QSet<int>> marks = m_log.featureMarks();
    if (!marks.ok())
        return fail(marks.error());
    setLastError({});
    showMarks(marks.value());
    // The options' flags start from the marks: the screens read them again.
    Q_EMIT tableChanged();
    return true;
}

QString GameSession::givenNameAt(const QString &featureId, int event) const
{
    if (featureId.isEmpty())
        return {};
    const QJsonArray events = m_log.events();
    for (auto it = m_names.cbegin(); it != m_names.cend(); ++it) {
        if (it->featureId != featureId || event < it->namedAt)
            continue;
        // The named feature lasts until it is scored, or until a figure starts a new feature under its id.
        bool over = false;
        for (int i = it->namedAt; i < event && i < events.size() && !over; ++i) {
            const QJsonObject e = events.at(i).toObject();
            if (e.value(u"feature"_s).toString() != featureId)
                continue;
            const QString type = e.value(u"type"_s).toString();
            over = type == u"score" || (type == u"place" && e.contains(u"featureType"_s));
        }
        if (!over)
            return it->name;
    }
    return {};
}

int GameSession::gameId() const
{
    return m_log.isValid() ? int(m_log.gameId()) : -1;
}

bool GameSession::isOpen() const
{
    return m_log.isValid();
}

QStringList GameSession::expansions() const
{
    QStringList out;
    for (const QJsonValue &value : m_header.value(u"expansions"_s).toArray())
        out.append(value.toString());
    return out;
}

bool GameSession::has(const QString &expansion) const
{
    return m_header.value(u"expansions"_s).toArray().contains(expansion);
}

bool GameSession::hasTower() const
{
    return has(u"tower"_s);
}

bool GameSession::hasMessengers() const
{
    return has(u"messengers"_s);
}

bool GameSession::hasRobbers() const
{
    return has(u"robbers"_s);
}

bool GameSession::hasBigTop() const
{
    return has(u"bigtop"_s);
}

bool GameSession::hasGhosts() const
{
    return has(u"ghosts"_s);
}

QString GameSession::activePlayer() const
{
    const ml::GameState &table = m_log.table();
    return table.active < 0 ? QString() : table.players.value(table.active).id;
}

QString GameSession::activePlayerName() const
{
    const QString active = activePlayer();
    return active.isEmpty() ? QString() : m_directory.name(active);
}

QString GameSession::nextPlayer() const
{
    const QStringList ids = m_directory.ids();
    if (ids.isEmpty())
        return {};
    const qsizetype active = ids.indexOf(activePlayer());
    return active < 0 ? ids.constFirst() : ids.at((active + 1) % ids.size());
}

int GameSession::turnNumber() const
{
    return m_log.table().turns;
}

int GameSession::eventCount() const
{
    return m_log.isValid() ? m_log.eventCount() : 0;
}

bool GameSession::finished() const
{
    return m_log.table().finished;
}

TurnOptions GameSession::options() const
{
    if (!m_log.isValid())
        return {};
    if (!m_options)
        m_options = turnOptions(m_log.options(), m_directory.ids(), markedFeatures());
    return *m_options;
}

QVariantList GameSession::choices() const
{
    return m_log.isValid() ? choiceMaps(m_log.options().pending, m_log.table()) : QVariantList {};
}

QVariantList GameSession::warnings() const
{
    const PlayerDirectory &players = m_directory;
    QVariantList out;
    for (const QVariant &value : engineWarnings()) {
        QVariantMap entry = value.toMap();
        const QString name = players.name(entry.value(u"player"_s).toString());
        entry.insert(u"playerName"_s, name);
        entry.insert(u"text"_s, ml::Vocabulary().warning(entry.value(u"rule"_s).toString(), name));
        out.append(entry);
    }
    return out;
}

bool GameSession::canUndo() const
{
    return m_log.isValid() && m_log.canUndo();
}

bool GameSession::canRedo() const
{
    return m_log.isValid() && m_log.canRedo();
}

QString GameSession::lastError() const
{
    return m_lastError;
}

int GameSession::ghostsInSupply() const
{
    return m_log.table().ghostSupply;
}

PlayersModel *GameSession::players() const
{
    return m_players;
}

FeaturesModel *GameSession::features() const
{
    return m_features;
}

LedgerModel *GameSession::ledger() const
{
    return m_ledger;
}

QJsonObject GameSession::record() const
{
    return m_log.isValid() ? m_log.record() : QJsonObject();
}

QJsonObject GameSession::state() const
{
    return m_log.isValid() ? m_log.state() : QJsonObject();
}

const ml::GameState &GameSession::table() const
{
    return m_log.table();
}

QVariantList GameSession::choiceMaps(const QList<ml::PendingChoice> &pending, const ml::GameState &table) const
{
    // What the output's `choices` holds: each robber's candidates and the engine's suggestion.
    const auto id = [&table](int player) { return table.players.value(player).id; };
    QVariantList out;
    for (const ml::PendingChoice &choice : pending) {
        QVariantList candidates;
        for (const ml::RobberCandidate &c : choice.candidates)
            candidates.append(QVariantMap { { u"player"_s, id(c.player) },
                                            { u"playerName"_s, m_directory.name(id(c.player)) },
                                            { u"figure"_s, ml::toString(c.figure) },
                                            { u"points"_s, c.points },
                                            { u"rogue"_s, ml::rules::robberShare(c.points) } });
        const ml::StealAdvice &advice = choice.suggested;
        out.append(QVariantMap { { u"type"_s, u"steal"_s },
                                 { u"robber"_s, id(choice.robber) },
                                 { u"robberName"_s, m_directory.name(id(choice.robber)) },
                                 { u"space"_s, choice.space },
                                 { u"candidates"_s, candidates },
                                 { u"suggested"_s,
                                   QVariantMap { { u"from"_s, id(advice.candidate.player) },
                                                 { u"figure"_s, ml::toString(advice.candidate.figure) },
                                                 { u"mover"_s, ml::toString(advice.mover) },
                                                 { u"reason"_s, advice.reason } } },
                                 { u"reasonText"_s, ml::Vocabulary().reasonText(advice.reason) } });
    }
    return out;
}

QVariantList GameSession::engineWarnings() const
{
    const ml::GameState &table = m_log.table();
    QVariantList out;
    for (const ml::Warning &warning : table.warnings)
        out.append(QVariantMap { { u"event"_s, warning.event },
                                 { u"rule"_s, warning.rule },
                                 { u"player"_s, table.players.value(warning.player).id } });
    return out;
}

void GameSession::setLastError(const QString &message)
{
    if (m_lastError == message)
        return;
    m_lastError = message;
    Q_EMIT lastErrorChanged();
}

bool GameSession::fail(const QString &message)
{
    setLastError(message);
    return false;
}

bool GameSession::fail(const ml::StoreError &error)
{
    return fail(error.code == ml::StoreError::Code::Refused ? refusalMessage(error.replayError) : error.message);
}

QString GameSession::noGameOpen()
{
    return ml::Sayings::say([] { return tr("No game is open."); });
}

QString GameSession::refusalMessage(const ml::ReplayError &error) const
{
    // Said again in the next language, with the same players' names.
    return ml::Sayings::say(
        [error, names = ml::playerNames(m_header)] { return ml::refusalText(error.refusal, names); });
}

void GameSession::succeed(const ml::TableChange &change)
{
    setLastError({});
    refresh(change);
    Q_EMIT recordChanged(gameId());
}

bool GameSession::store(const QJsonObject &event)
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    ml::TableChange change;
    const bool endsRedo = m_log.canRedo();
    const int nextOrder = m_log.table().nextFeatureOrder;
    const ml::Result<int> stored = m_log.append(event, &change);
    if (!stored.ok())
        return refuse(stored.error());
    m_usedIds.count(m_log.events().last().toObject(), 1);
    if (endsRedo) {
        // The library forgot the names of the features the undone events had created (GameLog::append).
        QHash<int, ml::FeatureName> names = m_names;
        names.removeIf([nextOrder](const auto &name) { return name.key() >= nextOrder; });
        showNames(std::move(names));
        QSet<int> marks = m_marks;
        marks.removeIf([nextOrder](int order) { return order >= nextOrder; });
        showMarks(std::move(marks));
    }
    succeed(change);
    return true;
}

bool GameSession::refuse(const ml::StoreError &error)
{
    // Another window changed this game: show what is stored now, and say why this change was not made.
    if (error.code == ml::StoreError::Code::Conflict && m_log.reload().ok()) {
        m_usedIds.clear();
        for (const QJsonValue &event : m_log.events())
            m_usedIds.count(event.toObject(), 1);
        refresh();
        Q_EMIT recordChanged(gameId());
    }
    return fail(error);
}

ml::TurnStamp GameSession::stamp() const
{
    return m_log.isValid() ? ml::TurnStamp::of(m_log.table()) : ml::TurnStamp {};
}

ml::CommandBuilder GameSession::builder() const
{
    return { m_log.table(), m_directory.ids(), m_usedIds };
}

bool GameSession::apply(const ml::Command &command)
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    if (!command.isValid())
        return fail(ml::Sayings::say([] { return tr("Nothing to enter yet: answer the questions first."); }));
    if (command.stamp() != stamp())
        return refuseStale(command.stamp());
    return store(command.event());
}

bool GameSession::refuseStale(const ml::TurnStamp &made)
{
    const ml::TurnStamp now = stamp();
    const QString active = activePlayerName();
    if (made.turn != now.turn)
        return fail(ml::Sayings::say([made, now, active] {
            //: %1 the turn a dialog or button was for, %2 the turn now, %3 the player whose turn it is
            return tr("This was asked in turn %1, which is over; it is turn %2 now, %3's. Nothing was entered.")
                .arg(made.turn)
                .arg(now.turn)
                .arg(active);
        }));
    return fail(ml::Sayings::say([active] {
        //: %1 the player whose turn it is; message 4 gave them an extra tile, which is a new part of the turn
        return tr("This was asked in another part of %1's turn (message 4's extra tile). Nothing was entered.")
            .arg(active);
    }));
}

bool GameSession::beginTurn()
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    return apply(builder().turn());
}

bool GameSession::placeFigure(const QString &player, const QString &kind, const QString &feature,
                              const QString &featureType)
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    if (feature.isEmpty() && featureType.isEmpty())
        return fail(ml::Sayings::say([] { return tr("Choose the feature the figure stands on."); }));
    return apply(builder().place(player, kind, feature, featureType));
}

bool GameSession::scoreFeature(const QString &feature, const QVariantMap &values, const QVariantMap &movers)
{
    QVariantMap numbers = values;
    const QVariantMap ringmasters = numbers.take(u"ringmaster"_s).toMap();
    return apply(builder().score(feature, numbers, ringmasters).withMovers(movers));
}

bool GameSession::merge(const QStringList &features)
{
    return apply(builder().merge(features));
}

bool GameSession::addGhost(const QString &figure)
{
    return apply(builder().ghost(figure));
}

bool GameSession::addFloor(const QString &tower, const QString &capture, const QVariantMap &exchange)
{
    return apply(builder().tower(tower, capture, exchange));
}

bool GameSession::ransom(const QString &figure, const QString &mover, const QString &captorMover)
{
    return apply(builder().ransom(figure).withMover(mover).withCaptorMover(captorMover));
}

bool GameSession::placeRobber(const QString &player, int space)
{
    return apply(builder().robber(player, space));
}

bool GameSession::steal(const QString &robber, const QString &from, const QString &figure, const QString &mover)
{
    return apply(builder().steal(robber, from, figure).withMover(mover));
}

bool GameSession::drawMessage(int tile, const QString &take, const QVariantMap &fields)
{
    return apply(builder().message(tile, take, fields));
}

bool GameSession::scoreCircus(const QString &animal, const QVariantMap &meeples, const QVariantMap &movers)
{
    return apply(builder().circus(animal, meeples).withMovers(movers));
}

bool GameSession::scorePyramid(const QString &feature, const QVariantMap &movers)
{
    return apply(builder().pyramid(feature).withMovers(movers));
}

bool GameSession::removeFigure(const QString &figure, const QString &reason)
{
    return apply(builder().remove(figure, reason));
}

bool GameSession::adjust(const QString &player, int points, const QString &reason, const QString &mover)
{
    return apply(builder().adjust(player, points, reason).withMover(mover));
}

bool GameSession::endGame(const QVariantMap &values, const QVariantMap &circus, const QVariantMap &movers)
{
    return apply(builder().end(values, circus).withMovers(movers));
}

bool GameSession::undo()
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    ml::TableChange change;
    const ml::Result<QJsonObject> undone = m_log.undo(&change);
    if (!undone.ok())
        return refuse(undone.error());
    m_usedIds.count(undone.value(), -1);
    succeed(change);
    return true;
}

bool GameSession::redo()
{
    if (!m_log.isValid())
        return fail(noGameOpen());
    ml::TableChange change;
    const ml::Result<QJsonObject> redone = m_log.redo(&change);
    if (!redone.ok())
        return refuse(redone.error());
    m_usedIds.count(redone.value(), 1);
    succeed(change);
    return true;
}

QVariantList GameSession::preview(const ml::Command &command)
{
    m_previewedChoices.clear();
    if (!m_log.isValid()) {
        setLastError(noGameOpen());
        return {};
    }
    if (!command.isValid()) {
        setLastError({});
        return {};
    }
    if (command.stamp() != stamp()) {
        (void)refuseStale(command.stamp());
        return {};
    }
    // The command is tried once on a copy of the table: nothing is replayed.
    const ml::GameLog::Trial trial = m_log.tryAppend(command.event());
    if (trial.refusal) {
        setLastError(refusalMessage(*trial.refusal));
        return {};
    }
    setLastError({});
    m_previewedChoices = choiceMaps(trial.pending, *trial.table);

    // What the event adds: the ledger from its first difference with the current one. A scoring that joins a
    // batch can change how the batch's robbers steal, so the entries after the difference are all new.
    const ml::GameState &after = *trial.table;
    const int same = trial.change.firstLedgerRow;
    const ml::LedgerExplainer explainer(m_directory.names());
    QVariantList out;
    // A robber whose choice the command leaves open (previewedChoices) is shown with that choice, not with the
    // suggestion's payout that closing the batch would give.
    QSet<int> choosing;
    for (const ml::PendingChoice &choice : trial.pending)
        choosing.insert(choice.robber);
    for (qsizetype i = same; i < after.ledger.size(); ++i) {
        const ml::LedgerEntry &entry = after.ledger.at(i);
        if (choosing.contains(entry.player) && entry.rule == ml::LedgerRule::RobberSteal)
            continue;
        out.append(describe(after, entry, m_directory, explainer));
    }
    return out;
}

QVariantMap GameSession::adviseMover(const QString &player, int points) const
{
    if (!m_log.isValid())
        return {};
    // Advised on the table as it stands, as the engine keeps it: nothing is replayed.
    const int seat = int(m_directory.ids().indexOf(player));
    if (seat < 0)
        return {};
    const ml::MoverAdvice advice = ml::adviseMover(m_log.table(), seat, points);
    return { { u"figure"_s, ml::toString(advice.figure) },
             { u"reason"_s, advice.reason },
             { u"reasonText"_s, ml::Vocabulary().reasonText(advice.reason) },
             { u"landing"_s,
               QVariantMap { { u"meeple"_s, advice.landing[0] }, { u"messenger"_s, advice.landing[1] } } } };
}

QString GameSession::exportRecordJson() const
{
    if (!m_log.isValid())
        return {};
    return QString::fromUtf8(QJsonDocument(record()).toJson(QJsonDocument::Indented));
}
