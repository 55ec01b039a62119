// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "outbox.h"

#include "database.h"
#include "gamelibrary.h"

namespace ml {

namespace {

ClubError libraryError(const StoreError &error)
{
    return { ClubError::Kind::Library, error.message };
}

} // namespace

Outbox::Outbox(const QString &path)
    : m_database(std::make_unique<Database>(path))
{
}

Outbox::~Outbox() = default;

ClubResult<bool> Outbox::open()
{
    if (Status status = m_database->open(); !status.ok())
        return libraryError(status.error());
    return true;
}

ClubResult<std::pair<QString, QString>> Outbox::device() const
{
    const Result<GameLibrary::Identity> identity =
        GameLibrary::identityOf(*m_database, [] { return tr("read the library's device id"); });
    if (!identity.ok())
        return libraryError(identity.error());
    return std::pair { identity.value().deviceId, identity.value().name };
}

ClubResult<QList<Outbox::Owed>> Outbox::owed() const
{
    const Result<QList<Owed>> games =
        OutboxTable::owed(*m_database, [] { return tr("read what the club server is owed"); });
    if (!games.ok())
        return libraryError(games.error());
    return games.value();
}

ClubResult<bool> Outbox::markPushed(const Owed &owed)
{
    const Result<bool> cleared =
        OutboxTable::clear(*m_database, owed, [] { return tr("note what the club server holds"); });
    if (!cleared.ok())
        return libraryError(cleared.error());
    return cleared.value();
}

ClubResult<int> Outbox::oweWhatTheServerLacks(const QHash<QString, qint64> &held)
{
    const Result<int> owed =
        OutboxTable::oweWhatIsLacking(*m_database, held, [] { return tr("note what the club server is owed"); });
    if (!owed.ok())
        return libraryError(owed.error());
    return owed.value();
}

} // namespace ml
