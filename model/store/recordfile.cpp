// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "recordfile.h"

#include "recordjson.h"
#include "sayings.h"

#include <QFile>
#include <QFileInfo>
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

StoreError RecordFile::readError(const QString &path, const QString &reason)
{
    return { StoreError::Code::Io,
             Sayings::say([path, reason] {
                 //: %1 the record file, %2 the system's reason
                 return tr("Could not read %1: %2").arg(path, reason);
             }),
             {},
             {} };
}

Result<QByteArray> RecordFile::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return readError(path, file.errorString());
    QByteArray data;
    switch (RecordJson::readText(file, &data)) {
    case RecordJson::Read::Done:
        return data;
    case RecordJson::Read::TooLarge:
        return StoreError { StoreError::Code::InvalidInput,
                            Sayings::say([path] {
                                //: %1 is a file name, %2 the largest size of a record in MiB (16)
                                //: %1 the record file, %2 the largest size allowed, in MiB
                                return tr("%1 is larger than %2 MiB, the most a game record can be.")
                                    .arg(path)
                                    .arg(RecordJson::MaxBytes / (1024 * 1024));
                            }),
                            {},
                            {} };
    case RecordJson::Read::Failed:
        break;
    }
    return readError(path, file.errorString());
}

Status RecordFile::checkReplaceable(const QString &path)
{
    const QFileInfo info(path); // follows links: a link to a device is a device
    if (!info.exists() || info.isFile())
        return {};
    return StoreError {
        StoreError::Code::Io,
        Sayings::say([path] {
            //: %1 the output file the user named
            return tr("%1 is not a regular file (it is a folder, a device, a pipe or a socket): nothing "
                      "was written, and it was left as it was. Name a file.")
                .arg(path);
        }),
        {},
        {}
    };
}

Status RecordFile::write(const QString &path, const QByteArray &data)
{
    if (Status replaceable = checkReplaceable(path); !replaceable.ok())
        return replaceable;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return StoreError { StoreError::Code::Io,
                            Sayings::say([path, why = file.errorString()] {
                                //: %1 the record file, %2 the system's reason
                                return tr("Could not write %1: %2").arg(path, why);
                            }),
                            {},
                            {} };
    return {};
}

} // namespace ml
