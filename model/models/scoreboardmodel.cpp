// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "scoreboardmodel.h"

#include "recordfile.h"
#include "recordjson.h"
#include "refusaltext.h"
#include "replay.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

using namespace Qt::StringLiterals;

ScoreboardModel::ScoreboardModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int ScoreboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ScoreboardModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.name;
    case PlayerIdRole:
        return row.playerId;
    case ColorRole:
        return row.color;
    case ScoreRole:
        return row.score;
    case MeeplePositionRole:
        return row.meeplePosition;
    case MessengerPositionRole:
        return row.messengerPosition;
    case SpaceRole:
        return row.meeplePosition % TrackLength;
    case LapsRole:
        return row.meeplePosition / TrackLength;
    }
    return {};
}

QHash<int, QByteArray> ScoreboardModel::roleNames() const
{
    return {
        { PlayerIdRole, "playerId" },
        { NameRole, "name" },
        { ColorRole, "color" },
        { ScoreRole, "score" },
        { MeeplePositionRole, "meeplePosition" },
        { MessengerPositionRole, "messengerPosition" },
        { SpaceRole, "space" },
        { LapsRole, "laps" },
    };
}

QString ScoreboardModel::errorMessage() const
{
    return m_errorMessage;
}

bool ScoreboardModel::finished() const
{
    return m_finished;
}

bool ScoreboardModel::loadRecordFile(const QString &path)
{
    // QML file dialogs hand over URLs, the command line hands over paths.
    const QString localPath = path.startsWith(u"file:"_s) ? QUrl(path).toLocalFile() : path;
    const ml::Result<QByteArray> text = ml::RecordFile::read(localPath);
    if (!text.ok()) {
        setErrorMessage(text.message());
        return false;
    }
    return load(text.value());
}

bool ScoreboardModel::loadRecordJson(const QString &json)
{
    return load(json.toUtf8());
}

bool ScoreboardModel::load(const QByteArray &json)
{
    // The strict reading the library's import and the command-line tool use; its refusals are setup refusals.
    const ml::RecordJson text(json);
    const QJsonObject record = text.object();
    const ml::ReplayOutcome outcome =
        text.ok() ? ml::replay(record) : ml::ReplayOutcome { false, { -1, {}, text.refusal() }, {}, {} };
    if (!outcome.ok) {
        const ml::ReplayError &error = outcome.error;
        if (error.event < 0) {
            //: The record was refused before its first event; %1 is the rules engine's reason.
            setErrorMessage(tr("setup: %1").arg(ml::refusalText(error.refusal, ml::playerNames(record))));
        } else {
            //: %1 is the event's index in the record (from 0), %2 its type, %3 the rules engine's reason.
            setErrorMessage(tr("event %1 (%2): %3")
                                .arg(QString::number(error.event), error.type,
                                     ml::refusalText(error.refusal, ml::playerNames(record))));
        }
        return false;
    }

    // Names and colours are the record's; everything on the track is the engine's.
    const QJsonObject scores = outcome.output.value(u"scores"_s).toObject();
    const QJsonObject figures = outcome.output.value(u"figures"_s).toObject();
    QList<Row> rows;
    for (const QJsonValue &value : record.value(u"players"_s).toArray()) {
        const QJsonObject player = value.toObject();
        Row row;
        row.playerId = player.value(u"id"_s).toString();
        row.name = player.value(u"name"_s).toString();
        row.color = player.value(u"color"_s).toString(row.playerId);
        row.score = scores.value(row.playerId).toInt();
        const QJsonObject track = figures.value(row.playerId).toObject();
        row.meeplePosition = track.value(u"meeple"_s).toInt();
        row.messengerPosition = track.value(u"messenger"_s).toInt(-1);
        rows.append(row);
    }

    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    setErrorMessage({});
    setFinished(outcome.output.value(u"finished"_s).toBool());
    return true;
}

void ScoreboardModel::setErrorMessage(const QString &message)
{
    if (m_errorMessage == message)
        return;
    m_errorMessage = message;
    Q_EMIT errorMessageChanged();
}

void ScoreboardModel::setFinished(bool finished)
{
    if (m_finished == finished)
        return;
    m_finished = finished;
    Q_EMIT finishedChanged();
}
