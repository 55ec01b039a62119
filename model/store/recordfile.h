// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace ml {

/** @brief A `meeple-ledger/1` record as stored and as a file: its header, its events, reading and writing. */
class RecordFile
{
    Q_DECLARE_TR_FUNCTIONS(RecordFile)

public:
    /** @brief The record without `events`: format, players, expansions and any other top-level key. */
    [[nodiscard]] static QJsonObject header(const QJsonObject &record);
    /** @brief A whole record: the header with these events. */
    [[nodiscard]] static QJsonObject compose(const QJsonObject &header, const QJsonArray &events);
    /** @brief The text of a record file, as the command-line tool reads it (indented UTF-8 JSON). */
    [[nodiscard]] static QByteArray serialize(const QJsonObject &record);
    /** @brief The compact text one event or header is stored as. */
    [[nodiscard]] static QByteArray compact(const QJsonObject &object);
    /** @brief Parses stored compact text back; an empty object when it is not a JSON object. */
    [[nodiscard]] static QJsonObject parseObject(const QByteArray &text);
    /** @brief Reads a whole file; the error names the file. */
    [[nodiscard]] static Result<QByteArray> read(const QString &path);
    /**
     * @brief Writes a whole file atomically (a temporary file renamed over it); the error names the file. Only a
     * regular file or a name not taken yet is written: see checkReplaceable().
     */
    [[nodiscard]] static Status write(const QString &path, const QByteArray &data);
    /**
     * @brief Refuses (StoreError::Code::Io) an output path that names something other than a regular file — a
     * folder, a device, a pipe, a socket, or a link to one — so that an output never replaces it.
     */
    [[nodiscard]] static Status checkReplaceable(const QString &path);

private:
    /** @brief The record file @p path could not be read, for @p reason (the system's words). */
    [[nodiscard]] static StoreError readError(const QString &path, const QString &reason);
};

} // namespace ml
