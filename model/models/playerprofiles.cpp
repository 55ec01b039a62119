// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "playerprofiles.h"

#include "gamelibrary.h"
#include "sayings.h"

#include <QHash>

using namespace Qt::StringLiterals;

PlayerProfiles::PlayerProfiles(QObject *parent)
    : QObject(parent)
{
}

void PlayerProfiles::setLibrary(ml::GameLibrary *library)
{
    m_library = library;
    reload();
}

void PlayerProfiles::reload()
{
    QVariantList profiles;
    if (m_library && m_library->isOpen()) {
        const ml::Result<QList<ml::Profile>> stored = m_library->profiles();
        if (!stored.ok())
            Q_EMIT errorOccurred(stored.message());
        for (const ml::Profile &profile : stored.ok() ? stored.value() : QList<ml::Profile>()) {
            profiles.append(QVariantMap {
                { u"id"_s, int(profile.id) },
                { u"name"_s, profile.name },
                { u"color"_s, profile.color },
                { u"language"_s, profile.language },
            });
        }
    }
    if (profiles == m_profiles)
        return;
    m_profiles = profiles;
    Q_EMIT changed();
}

QVariantList PlayerProfiles::all() const
{
    return m_profiles;
}

int PlayerProfiles::add(const QString &name, const QString &color, const QString &language)
{
    if (!m_library || !m_library->isOpen()) {
        Q_EMIT errorOccurred(ml::Sayings::say([] { return tr("The game library is not open."); }));
        return -1;
    }
    ml::Profile profile;
    profile.name = name;
    profile.color = color;
    profile.language = language;
    const ml::Result<qint64> added = m_library->addProfile(profile);
    if (!added.ok()) {
        Q_EMIT errorOccurred(added.message());
        return -1;
    }
    reload();
    return int(added.value());
}

QVariantList PlayerProfiles::languagesOf(int gameId) const
{
    QVariantList languages;
    if (!m_library || !m_library->isOpen())
        return languages;
    const ml::Result<ml::GameSummary> game = m_library->game(gameId);
    if (!game.ok())
        return languages;
    // The profiles are in memory already: only the game's seats are read.
    QHash<qint64, QString> byProfile;
    for (const QVariant &value : m_profiles) {
        const QVariantMap profile = value.toMap();
        byProfile.insert(profile.value(u"id"_s).toLongLong(), profile.value(u"language"_s).toString());
    }
    for (const ml::GamePlayer &player : game.value().players) {
        const QString language = player.profileId > 0 ? byProfile.value(player.profileId) : QString();
        if (!language.isEmpty())
            languages.append(QVariantMap { { u"player"_s, player.id }, { u"language"_s, language } });
    }
    return languages;
}
