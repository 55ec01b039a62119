// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ledgermodel.h"

#include "translationcatalog.h"
#include "vocabulary.h"

#include <QLocale>
#include <QTranslator>

using namespace Qt::StringLiterals;

LedgerModel::LedgerModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int LedgerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

QVariant LedgerModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Entry &shown = m_entries.at(m_visible.at(index.row()));
    const ml::LedgerEntry &entry = shown.entry;
    const QString &player = shown.player;
    switch (role) {
    case Qt::DisplayRole:
    case ExplanationRole:
        return m_explainer.explain(entry);
    case EventRole:
        return entry.event;
    case PlayerIdRole:
        return player;
    case PlayerNameRole:
        return m_players.name(player);
    case ColorRole:
        return m_players.color(player);
    case SymbolRole:
        return m_players.symbol(player);
    case PointsRole:
        return entry.points;
    case FigureRole:
        return ml::toString(entry.figure);
    case FigureNameRole:
        return m_explainer.figureName(ml::toString(entry.figure));
    case RuleRole:
        return ml::toString(entry.rule);
    case RuleNameRole:
        return ml::Vocabulary().ruleName(entry.rule);
    case FromRole:
        return entry.from;
    case ToRole:
        return entry.to;
    case FeatureRole:
        return entry.feature;
    case DetailRole:
        return entry.detail.toVariantMap();
    case EntryIndexRole:
        return m_visible.at(index.row());
    }
    return {};
}

QHash<int, QByteArray> LedgerModel::roleNames() const
{
    return {
        { EventRole, "event" },
        { PlayerIdRole, "playerId" },
        { PlayerNameRole, "playerName" },
        { ColorRole, "color" },
        { PointsRole, "points" },
        { FigureRole, "figure" },
        { FigureNameRole, "figureName" },
        { RuleRole, "rule" },
        { RuleNameRole, "ruleName" },
        { ExplanationRole, "explanation" },
        { FromRole, "from" },
        { ToRole, "to" },
        { FeatureRole, "feature" },
        { DetailRole, "detail" },
        { SymbolRole, "symbol" },
        { EntryIndexRole, "entryIndex" },
    };
}

QString LedgerModel::playerFilter() const
{
    return m_playerFilter;
}

void LedgerModel::setPlayerFilter(const QString &playerId)
{
    if (m_playerFilter == playerId)
        return;
    const int before = rowCount();
    beginResetModel();
    m_playerFilter = playerId;
    m_visible = visibleRows(m_entries);
    endResetModel();
    Q_EMIT playerFilterChanged();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void LedgerModel::update(const PlayerDirectory &players, const ml::GameState &table, const ml::TableChange &change)
{
    if (change.everything || players.ids() != m_players.ids() || players.names() != m_players.names()) {
        m_players = players;
        m_explainer = ml::LedgerExplainer(m_players.names());
        resetTo(table);
        return;
    }
    m_players = players;
    if (!change.ledgerChanged)
        return;
    const qsizetype same = std::clamp(qsizetype(change.firstLedgerRow), qsizetype(0), m_entries.size());
    const int before = rowCount();
    const qsizetype keptRows = std::lower_bound(m_visible.cbegin(), m_visible.cend(), int(same)) - m_visible.cbegin();
    if (keptRows < m_visible.size()) {
        beginRemoveRows({}, int(keptRows), int(m_visible.size()) - 1);
        m_visible.resize(keptRows);
        m_entries.resize(same);
        endRemoveRows();
    }
    m_entries.resize(same);
    appendEntries(table, same);
    const QList<int> added = visibleRows(m_entries, same);
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_visible.size()), int(m_visible.size() + added.size()) - 1);
        m_visible.append(added);
        endInsertRows();
    }
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void LedgerModel::appendEntries(const ml::GameState &table, qsizetype from)
{
    m_entries.reserve(table.ledger.size());
    for (qsizetype i = from; i < table.ledger.size(); ++i) {
        const ml::LedgerEntry &entry = table.ledger.at(i);
        m_entries.append({ entry, table.players.value(entry.player).id });
    }
}

void LedgerModel::clear()
{
    m_players = {};
    m_explainer = ml::LedgerExplainer();
    resetTo({});
}

void LedgerModel::retranslate()
{
    if (!m_visible.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_visible.size()) - 1),
                           { Qt::DisplayRole, ExplanationRole, RuleNameRole, FigureNameRole });
}

namespace {

/** A translator of its own for @p language, never installed: the application's language stays as it is. */
void loadLanguage(QTranslator &translator, const QString &language)
{
    const QString code = ml::TranslationCatalog::match(QLocale(language.isEmpty() ? u"en"_s : language));
    if (!ml::TranslationCatalog::load(translator, code))
        (void)ml::TranslationCatalog::load(translator, u"en"_s);
}

} // namespace

QString LedgerModel::explainIn(int row, const QString &language) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    QTranslator translator;
    loadLanguage(translator, language);
    return ml::LedgerExplainer(m_players.names(), &translator).explain(m_entries.at(m_visible.at(row)).entry);
}

QString LedgerModel::ruleNameIn(int row, const QString &language) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    QTranslator translator;
    loadLanguage(translator, language);
    return ml::Vocabulary(&translator).ruleName(m_entries.at(m_visible.at(row)).entry.rule);
}

QVariantMap LedgerModel::get(int row) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    QVariantMap out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

bool LedgerModel::shows(const Entry &entry) const
{
    return m_playerFilter.isEmpty() || entry.player == m_playerFilter;
}

QList<int> LedgerModel::visibleRows(const QList<Entry> &entries, qsizetype from) const
{
    QList<int> rows;
    for (qsizetype i = from; i < entries.size(); ++i) {
        if (shows(entries.at(i)))
            rows.append(int(i));
    }
    return rows;
}

void LedgerModel::resetTo(const ml::GameState &table)
{
    const int before = rowCount();
    beginResetModel();
    m_entries.clear();
    appendEntries(table, 0);
    m_visible = visibleRows(m_entries);
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

QVariantMap ledgerEntryMap(const ml::GameState &table, const ml::LedgerEntry &entry)
{
    QVariantMap out {
        { u"detail"_s, entry.detail.toVariantMap() },
        { u"event"_s, entry.event },
        { u"figure"_s, ml::toString(entry.figure) },
        { u"from"_s, entry.from },
        { u"player"_s, table.players.value(entry.player).id },
        { u"points"_s, entry.points },
        { u"rule"_s, ml::toString(entry.rule) },
        { u"to"_s, entry.to },
    };
    if (!entry.feature.isEmpty())
        out.insert(u"feature"_s, entry.feature);
    return out;
}
