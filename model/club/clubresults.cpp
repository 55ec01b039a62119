// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubresults.h"

#include "clubschema.h"
#include "clubsync.h"
#include "sayings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

constexpr std::pair<ClubResults::Result::Outcome, const char16_t *> OutcomeWords[] = {
    { ClubResults::Result::Outcome::Finished, u"finished" },
    { ClubResults::Result::Outcome::InProgress, u"in-progress" },
    { ClubResults::Result::Outcome::Refused, u"refused" },
};

} // namespace

ClubResults::Result ClubResults::of(const QJsonObject &record, const ReplayOutcome &outcome)
{
    const FinishedGame::FromRecord read = FinishedGame::fromOutcome(record, outcome, {});
    switch (read.outcome) {
    case FinishedGame::FromRecord::Outcome::Finished:
        return { Result::Outcome::Finished, read.game.seats };
    case FinishedGame::FromRecord::Outcome::InProgress:
        return { Result::Outcome::InProgress, {} };
    case FinishedGame::FromRecord::Outcome::Refused:
        break;
    }
    return { Result::Outcome::Refused, {} };
}

ClubResults::Result ClubResults::of(const QJsonObject &record)
{
    return of(record, replay(record));
}

QString ClubResults::outcomeWord(Result::Outcome outcome)
{
    for (const auto &[value, word] : OutcomeWords) {
        if (value == outcome)
            return QString::fromUtf16(word);
    }
    return {};
}

std::optional<ClubResults::Result::Outcome> ClubResults::outcomeOf(const QString &word)
{
    for (const auto &[value, text] : OutcomeWords) {
        if (word == QStringView(text))
            return value;
    }
    return std::nullopt;
}

QByteArray ClubResults::seatsJson(const QList<FinishedSeat> &seats)
{
    FinishedGame game;
    game.seats = seats;
    QJsonArray array;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const FinishedSeat &seat = seats.at(i);
        QJsonObject sources;
        for (auto it = seat.pointsBySource.cbegin(); it != seat.pointsBySource.cend(); ++it)
            sources.insert(it.key(), it.value());
        // The place is the league's (tied players share the better one), kept for SQL that reads the rows.
        array.append(QJsonObject { { u"player"_s, seat.playerId },
                                   { u"name"_s, seat.name },
                                   { u"score"_s, seat.score },
                                   { u"place"_s, game.place(i) },
                                   { u"sources"_s, sources } });
    }
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

std::optional<QList<FinishedSeat>> ClubResults::seatsOf(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray())
        return std::nullopt;
    QList<FinishedSeat> seats;
    for (const QJsonValue &value : document.array()) {
        const QJsonObject seat = value.toObject();
        if (!seat.value(u"name"_s).isString() || !seat.value(u"score"_s).isDouble())
            return std::nullopt;
        FinishedSeat read {
            {}, seat.value(u"player"_s).toString(), seat.value(u"name"_s).toString(), seat.value(u"score"_s).toInt(), {}
        };
        const QJsonObject sources = seat.value(u"sources"_s).toObject();
        for (auto it = sources.constBegin(); it != sources.constEnd(); ++it)
            read.pointsBySource.insert(it.key(), it.value().toInt());
        seats.append(read);
    }
    return seats;
}

std::optional<ClubError> ClubResults::write(QSqlDatabase &db, const QString &game, const QString &device,
                                            qint64 revision, const QByteArray &chainHead, const Result &result)
{
    QSqlQuery query(db);
    query.prepare(u"INSERT INTO meeple.game_results (game, device, revision, outcome, seats, chain_head) "
                  u"VALUES (?::uuid, ?::uuid, ?, ?, ?::jsonb, decode(?, 'hex')) "
                  u"ON CONFLICT (game, device) DO UPDATE SET revision = EXCLUDED.revision, "
                  u"outcome = EXCLUDED.outcome, seats = EXCLUDED.seats, chain_head = EXCLUDED.chain_head, "
                  u"written_by = current_user, written_at = now() "
                  u"WHERE meeple.game_results.revision <= EXCLUDED.revision"_s);
    query.addBindValue(game);
    query.addBindValue(device);
    query.addBindValue(revision);
    query.addBindValue(outcomeWord(result.outcome));
    query.addBindValue(QString::fromUtf8(seatsJson(result.seats)));
    query.addBindValue(QString::fromLatin1(chainHead.toHex()));
    if (!query.exec())
        return ClubSchema::sqlError(query.lastError(), [game] {
            //: %1 the game's UUID
            return tr("keep the result of game %1").arg(game);
        });
    return std::nullopt;
}

ClubResult<ClubResults::Checked> ClubResults::check(QSqlDatabase &db, bool repair)
{
    if (repair) {
        QSqlQuery role(db);
        if (!role.exec(u"SELECT pg_has_role(current_user, 'meeple_organiser', 'MEMBER')"_s) || !role.next())
            return ClubSchema::sqlError(role.lastError(), [] { return tr("read the kept results"); });
        if (!role.value(0).toBool())
            return ClubError { ClubError::Kind::Refused, Sayings::say([] {
                                   return tr("only an organiser's role may repair the kept results; without --repair "
                                             "any role may check them");
                               }) };
    }
    ClubSync::Filter counted;
    counted.countedOnly = true;
    const ClubResult<QList<ClubSync::ServerGame>> games = ClubSync::pull(db, counted);
    if (!games.ok())
        return games.error();
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT game::text, device::text, revision, outcome, seats::text FROM meeple.game_results"_s))
        return ClubSchema::sqlError(query.lastError(), [] { return tr("read the kept results"); });
    struct Stored {
        qint64 revision = 0;
        std::optional<Result::Outcome> outcome;
        std::optional<QList<FinishedSeat>> seats;
    };
    QHash<QString, Stored> stored;
    while (query.next()) {
        stored.insert(query.value(0).toString() + u' ' + query.value(1).toString(),
                      { query.value(2).toLongLong(), outcomeOf(query.value(3).toString()),
                        seatsOf(query.value(4).toString().toUtf8()) });
    }
    Checked checked;
    for (const ClubSync::ServerGame &game : games.value()) {
        const QString id = game.record.value(u"game"_s).toObject().value(u"id"_s).toString();
        const Result replayed = of(game.record);
        ++checked.checked;
        const auto row = stored.constFind(id + u' ' + game.deviceId);
        Disagreement found { id,
                             game.deviceName.isEmpty() ? game.deviceId : game.deviceName,
                             game.deviceId,
                             game.revision,
                             false,
                             {},
                             replayed };
        if (row == stored.cend() || row->revision != game.revision) {
            found.missing = true;
        } else {
            found.stored = { row->outcome.value_or(Result::Outcome::Refused),
                             row->seats.value_or(QList<FinishedSeat>()) };
            if (row->outcome && row->seats && found.stored == replayed)
                continue;
        }
        if (repair) {
            if (!db.transaction())
                return ClubSchema::sqlError(db, [] { return tr("repair the kept results"); });
            if (std::optional<ClubError> error =
                    write(db, id, game.deviceId, game.revision, game.chainHead, replayed)) {
                if (db.isOpen())
                    db.rollback();
                return *error;
            }
            if (!db.commit())
                return ClubSchema::sqlError(db, [] { return tr("repair the kept results"); });
            ++checked.repaired;
        }
        checked.disagreements.append(found);
    }
    return checked;
}

} // namespace ml
