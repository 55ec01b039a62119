// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubsecrets.h"

#include "sayings.h"

#include <QDir>
#include <QEventLoop>
#include <QSaveFile>
#include <QStandardPaths>

#ifdef MEEPLE_HAVE_KEYCHAIN
#  include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace ml {

namespace {

const QString Service = u"meeple-ledger"_s;
const QString Key = u"club-password"_s;

#ifdef MEEPLE_HAVE_KEYCHAIN
// Runs a keychain job to its end; false when the keychain failed or has no such entry.
bool finish(QKeychain::Job &job)
{
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.setAutoDelete(false);
    job.start();
    loop.exec();
    return job.error() == QKeychain::NoError;
}
#endif

} // namespace

ClubSecrets::ClubSecrets(QString folder)
    : m_folder(std::move(folder))
    // Tests never touch the user's keychain (nor, headless, is there one).
    , m_keychain(!QStandardPaths::isTestModeEnabled())
{
}

bool ClubSecrets::keychainBuiltIn()
{
#ifdef MEEPLE_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString ClubSecrets::filePath() const
{
    return QDir(m_folder).filePath(Key);
}

std::optional<QString> ClubSecrets::store(const QString &password)
{
#ifdef MEEPLE_HAVE_KEYCHAIN
    if (m_keychain) {
        QKeychain::WritePasswordJob job(Service);
        job.setKey(Key);
        job.setTextData(password);
        if (finish(job)) {
            QFile::remove(filePath());
            m_place = u"keychain"_s;
            return std::nullopt;
        }
    }
#endif
    if (!QDir().mkpath(m_folder))
        return Sayings::say([folder = QDir::toNativeSeparators(m_folder)] {
            //: %1 a folder
            return tr("the folder %1 cannot be created").arg(folder);
        });
    QSaveFile file(filePath());
    // Created for the user alone before the password is in it.
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(password.toUtf8()) != password.toUtf8().size() || !file.commit())
        // Qt's reason is kept as it was given.
        return Sayings::say([path = QDir::toNativeSeparators(filePath()), why = file.errorString()] {
            //: %1 a file, %2 the reason
            return tr("the password cannot be kept in %1: %2").arg(path, why);
        });
    m_place = u"file"_s;
    return std::nullopt;
}

QString ClubSecrets::read() const
{
#ifdef MEEPLE_HAVE_KEYCHAIN
    if (m_keychain) {
        QKeychain::ReadPasswordJob job(Service);
        job.setKey(Key);
        if (finish(job)) {
            m_place = u"keychain"_s;
            return job.textData();
        }
    }
#endif
    QFile file(filePath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    m_place = u"file"_s;
    return QString::fromUtf8(file.readAll());
}

void ClubSecrets::remove()
{
#ifdef MEEPLE_HAVE_KEYCHAIN
    if (m_keychain) {
        QKeychain::DeletePasswordJob job(Service);
        job.setKey(Key);
        finish(job);
    }
#endif
    QFile::remove(filePath());
}

} // namespace ml
