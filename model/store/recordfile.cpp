// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "recordfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace ml {

QJsonObject RecordFile::header(const QJsonObject &record)
{
    QJsonObject result = record;
    result.remove(u"events"_s);
    return result;
}

QJsonObject RecordFile::compose(const QJsonObject &header, const QJsonArray &events)
{
    QJsonObject record = header;
    record.insert(u"events"_s, events);
    return record;
}

QByteArray RecordFile::serialize(const QJsonObject &record)
{
    return QJsonDocument(record).toJson(QJsonDocument::Indented);
}

QByteArray RecordFile::compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject RecordFile::parseObject(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

Result<QByteArray> RecordFile::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return StoreError { StoreError::Code::Io, tr("Could not read %1: %2").arg(path, file.errorString()), {}, {} };
    QByteArray data = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return StoreError { StoreError::Code::Io, tr("Could not read %1: %2").arg(path, file.errorString()), {}, {} };
    return data;
}

Status RecordFile::write(const QString &path, const QByteArray &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return StoreError { StoreError::Code::Io, tr("Could not write %1: %2").arg(path, file.errorString()), {}, {} };
    return {};
}

} // namespace ml
