#include "ledgermodel.h"

#include "rulenames.h"
#include "translationcatalog.h"

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
    const QJsonObject &entry = m_entries.at(m_visible.at(index.row()));
    const QString player = entry.value(u"player"_s).toString();
    switch (role) {
    case Qt::DisplayRole:
    case ExplanationRole:
        return m_explainer.explain(entry);
    case EventRole:
        return entry.value(u"event"_s).toInt();
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
        return RuleNames::ruleName(entry.value(u"rule"_s).toString());
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

void LedgerModel::update(const QJsonObject &record, const QJsonObject &output)
{
    QList<QJsonObject> entries;
    for (const QJsonValue &value : output.value(u"ledger"_s).toArray())
        entries.append(value.toObject());

    const PlayerDirectory players(record);
    if (players.ids() != m_players.ids() || players.names() != m_players.names()) {
        m_players = players;
        m_explainer = ml::LedgerExplainer(m_players.names());
        resetTo(std::move(entries));
        return;
    }
    m_players = players;

    // Rows before the first difference stay; the rest is removed and inserted again, so an appended event
    // inserts its payouts and an undone one removes them.
    const QList<int> visible = visibleRows(entries);
    qsizetype same = 0;
    while (same < visible.size() && same < m_visible.size()
           && entries.at(visible.at(same)) == m_entries.at(m_visible.at(same)))
        ++same;
    const int before = rowCount();
    if (same < m_visible.size()) {
        beginRemoveRows({}, int(same), int(m_visible.size()) - 1);
        m_visible.resize(same);
        endRemoveRows();
    }
    m_entries = std::move(entries);
    // Rows kept point at the same entries: the ledger before the first difference is unchanged.
    m_visible = visible.first(same);
    if (same < visible.size()) {
        beginInsertRows({}, int(same), int(visible.size()) - 1);
        m_visible = visible;
        endInsertRows();
    }
    if (rowCount() != before)
        Q_EMIT countChanged();
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

QJsonObject LedgerModel::entry(int row) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    return m_entries.at(m_visible.at(row));
}

QString LedgerModel::explainIn(int row, const QString &language) const
{
    if (row < 0 || row >= m_visible.size())
        return {};
    // A translator of its own, never installed: the application's language stays as it is.
    QTranslator translator;
    const QString code = ml::TranslationCatalog::match(QLocale(language.isEmpty() ? u"en"_s : language));
    if (!ml::TranslationCatalog::load(translator, code))
        (void)ml::TranslationCatalog::load(translator, u"en"_s);
    return ml::LedgerExplainer(m_players.names(), &translator).explain(entry(row));
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

QList<int> LedgerModel::visibleRows(const QList<QJsonObject> &entries) const
{
    QList<int> rows;
    for (int i = 0; i < entries.size(); ++i) {
        if (m_playerFilter.isEmpty() || entries.at(i).value(u"player"_s).toString() == m_playerFilter)
            rows.append(i);
    }
    return rows;
}

void LedgerModel::resetTo(QList<QJsonObject> entries)
{
    const int before = rowCount();
    beginResetModel();
    m_entries = std::move(entries);
    m_visible = visibleRows(m_entries);
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}
