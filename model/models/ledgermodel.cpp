// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ledgermodel.h"

#include "eventprefix.h"
#include "translationcatalog.h"
#include "vocabulary.h"

#include <QJsonArray>
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
    const QJsonObject &entry = shown.object;
    const QString &player = shown.player;
    switch (role) {
    case Qt::DisplayRole:
    case ExplanationRole:
        return m_explainer.explain(entry);
    case EventRole:
        return shown.event;
    case PlayerIdRole:
        return player;
    case PlayerNameRole:
        return m_players.name(player);
    case ColorRole:
        return m_players.color(player);
    case SymbolRole:
        return m_players.symbol(player);
    case PointsRole:
        return entry.value(u"points"_s).toInt();
    case FigureRole:
        return entry.value(u"figure"_s).toString();
    case FigureNameRole:
        return m_explainer.figureName(entry.value(u"figure"_s).toString());
    case RuleRole:
        return entry.value(u"rule"_s).toString();
    case RuleNameRole:
        return ml::Vocabulary().ruleName(entry.value(u"rule"_s).toString());
    case FromRole:
        return entry.value(u"from"_s).toInt();
    case ToRole:
        return entry.value(u"to"_s).toInt();
    case FeatureRole:
        return entry.value(u"feature"_s).toString();
    case DetailRole:
        return entry.value(u"detail"_s).toObject().toVariantMap();
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

void LedgerModel::update(const QJsonObject &record, const QJsonObject &output, qsizetype sharedEvents)
{
    const QJsonArray events = record.value(u"events"_s).toArray();
    const QJsonArray ledger = output.value(u"ledger"_s).toArray();
    const PlayerDirectory players(record);
    if (players.ids() != m_players.ids() || players.names() != m_players.names()) {
        m_players = players;
        m_explainer = ml::LedgerExplainer(m_players.names());
        m_events = events;
        resetTo(ledger);
        return;
    }
    m_players = players;

    // The engine appends to the ledger and never changes an entry: the entries written while the events both
    // records share were replayed are the same. Closing the last scoring batch at the end of a replay writes
    // entries of the last event, so only entries of events before the last shared one are taken as they are;
    // from there on the entries are compared.
    const qsizetype shared =
        sharedEvents < 0 ? commonPrefix(m_events, events) : std::min({ sharedEvents, m_events.size(), events.size() });
    m_events = events;
    qsizetype same = m_entries.size();
    while (same > 0 && m_entries.at(same - 1).event >= shared - 1)
        --same;
    same = std::min(same, ledger.size());
    while (same < m_entries.size() && same < ledger.size() && ledger.at(same).toObject() == m_entries.at(same).object)
        ++same;

    // Rows of entries from the first difference on are removed and inserted again, so an appended event inserts
    // its payouts and an undone one removes them.
    const int before = rowCount();
    const qsizetype keptRows = std::lower_bound(m_visible.cbegin(), m_visible.cend(), int(same)) - m_visible.cbegin();
    if (keptRows < m_visible.size()) {
        beginRemoveRows({}, int(keptRows), int(m_visible.size()) - 1);
        m_visible.resize(keptRows);
        m_entries.resize(same);
        endRemoveRows();
    }
    m_entries.resize(same);
    m_entries.reserve(ledger.size());
    for (qsizetype i = same; i < ledger.size(); ++i)
        m_entries.append(entryOf(ledger.at(i)));
    const QList<int> added = visibleRows(m_entries, same);
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_visible.size()), int(m_visible.size() + added.size()) - 1);
        m_visible.append(added);
        endInsertRows();
    }
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void LedgerModel::clear()
{
    m_players = {};
    m_explainer = ml::LedgerExplainer();
    m_events = {};
    resetTo({});
}

void LedgerModel::retranslate()
{
    if (!m_visible.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_visible.size()) - 1),
                           { Qt::DisplayRole, ExplanationRole, RuleNameRole, FigureNameRole });
}

QJsonObject LedgerModel::entry(int row) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    return m_entries.at(m_visible.at(row)).object;
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
    return ml::LedgerExplainer(m_players.names(), &translator).explain(entry(row));
}

QString LedgerModel::ruleNameIn(int row, const QString &language) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    QTranslator translator;
    loadLanguage(translator, language);
    return ml::Vocabulary(&translator).ruleName(entry(row).value(u"rule"_s).toString());
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

LedgerModel::Entry LedgerModel::entryOf(const QJsonValue &value)
{
    Entry entry;
    entry.object = value.toObject();
    entry.event = entry.object.value(u"event"_s).toInt();
    entry.player = entry.object.value(u"player"_s).toString();
    return entry;
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

void LedgerModel::resetTo(const QJsonArray &ledger)
{
    const int before = rowCount();
    beginResetModel();
    m_entries.clear();
    m_entries.reserve(ledger.size());
    for (const QJsonValue &value : ledger)
        m_entries.append(entryOf(value));
    m_visible = visibleRows(m_entries);
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}
