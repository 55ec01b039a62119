// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "clubaddress.h"

#include "sayings.h"

#include <QSqlError>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace ml {

namespace {

// The libpq keywords passed on as connect options; any other is a mistake worth naming before connecting.
const QStringList PassedOn { u"sslmode"_s,
                             u"sslrootcert"_s,
                             u"sslcert"_s,
                             u"sslkey"_s,
                             u"sslcrl"_s,
                             u"sslsni"_s,
                             u"channel_binding"_s,
                             u"gssencmode"_s,
                             u"connect_timeout"_s,
                             u"application_name"_s,
                             u"keepalives"_s,
                             u"keepalives_idle"_s,
                             u"keepalives_interval"_s,
                             u"keepalives_count"_s,
                             u"tcp_user_timeout"_s,
                             u"target_session_attrs"_s,
                             u"options"_s };

// The reason said through Sayings, so that it is said again in the language picked next.
ClubError badAddress(std::function<QString()> reason)
{
    return { ClubError::Kind::BadAddress, Sayings::say(std::move(reason)) };
}

// Sets one keyword of the address; the error when it is not one.
std::optional<ClubError> assign(ClubAddress &address, QStringList &options, const QString &key, const QString &value)
{
    if (key == u"host"_s || key == u"hostaddr"_s)
        address.host = value;
    else if (key == u"port"_s) {
        bool ok = false;
        address.port = value.toInt(&ok);
        if (!ok || address.port < 1 || address.port > 65535)
            return badAddress([value] {
                //: %1 what was given as the port
                return ClubAddress::tr("the port \"%1\" is not a number from 1 to 65535").arg(value);
            });
    } else if (key == u"dbname"_s)
        address.database = value;
    else if (key == u"user"_s)
        address.user = value;
    else if (key == u"password"_s)
        address.password = value;
    else if (PassedOn.contains(key)) {
        if (value.contains(u';'))
            return badAddress([key] {
                //: %1 a connection keyword such as sslmode
                return ClubAddress::tr("the value of %1 may not contain \";\"").arg(key);
            });
        options.append(key + u'=' + value);
    } else
        return badAddress([key] {
            //: %1 the unknown keyword in the connection string
            return ClubAddress::tr("\"%1\" is not a connection keyword").arg(key);
        });
    return std::nullopt;
}

// @p text without its user name and password ("user:secret@") and without its options ("?…", which may hold a
// password): what a message about an unreadable URL may quote.
QString withoutSecrets(const QString &text)
{
    QString out = text;
    const qsizetype scheme = out.indexOf(u"://"_s);
    const qsizetype authority = scheme < 0 ? 0 : scheme + 3;
    const qsizetype options = out.indexOf(u'?', authority);
    const qsizetype at = out.lastIndexOf(u'@', options < 0 ? -1 : options);
    if (options >= 0)
        out.truncate(options);
    if (at >= authority)
        out.remove(authority, at + 1 - authority);
    return out;
}

ClubResult<ClubAddress> parseUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid()) {
        // Qt's diagnostic quotes the URL, password included: only the URL without its secrets is diagnosed.
        const QUrl bare(withoutSecrets(text), QUrl::StrictMode);
        if (bare.isValid())
            return badAddress([] {
                return ClubAddress::tr("the user name, the password or the options after \"?\" cannot be read: "
                                       "characters such as @, /, ? and # in them must be percent-encoded");
            });
        return badAddress([why = bare.errorString()] {
            //: %1 why the URL cannot be read (Qt's words, about the URL without its user name and password)
            return ClubAddress::tr("the URL cannot be read: %1").arg(why);
        });
    }
    ClubAddress address;
    QStringList options;
    address.host = url.host(QUrl::FullyDecoded);
    if (url.port() != -1)
        address.port = url.port();
    address.database = url.path(QUrl::FullyDecoded).mid(1);
    address.user = url.userName(QUrl::FullyDecoded);
    address.password = url.password(QUrl::FullyDecoded);
    const auto items = QUrlQuery(url).queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (auto error = assign(address, options, key, value))
            return *error;
    }
    address.options = options.join(u';');
    return address;
}

// key=value pairs separated by spaces; a value may be quoted with '…', with \' and \\ inside (libpq's rules).
ClubResult<ClubAddress> parseKeywords(const QString &text)
{
    ClubAddress address;
    QStringList options;
    qsizetype i = 0;
    const auto skipSpace = [&]() {
        while (i < text.size() && text.at(i).isSpace())
            ++i;
    };
    for (skipSpace(); i < text.size(); skipSpace()) {
        const qsizetype keyStart = i;
        while (i < text.size() && text.at(i) != u'=' && !text.at(i).isSpace())
            ++i;
        const QString key = text.mid(keyStart, i - keyStart);
        skipSpace();
        if (i >= text.size() || text.at(i) != u'=')
            return badAddress([key] {
                //: %1 a keyword of the connection string
                return ClubAddress::tr("\"%1\" has no \"=\" and value").arg(key);
            });
        ++i;
        skipSpace();
        QString value;
        if (i < text.size() && text.at(i) == u'\'') {
            ++i;
            bool closed = false;
            while (i < text.size()) {
                const QChar c = text.at(i++);
                if (c == u'\\' && i < text.size())
                    value.append(text.at(i++));
                else if (c == u'\'') {
                    closed = true;
                    break;
                } else
                    value.append(c);
            }
            if (!closed)
                return badAddress([key] {
                    //: %1 a keyword of the connection string
                    return ClubAddress::tr("the quoted value of %1 is not closed").arg(key);
                });
        } else {
            while (i < text.size() && !text.at(i).isSpace()) {
                const QChar c = text.at(i++);
                value.append(c == u'\\' && i < text.size() ? text.at(i++) : c);
            }
        }
        if (auto error = assign(address, options, key, value))
            return *error;
    }
    address.options = options.join(u';');
    return address;
}

} // namespace

ClubResult<ClubAddress> ClubAddress::parse(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return badAddress([] { return tr("no server was given"); });
    ClubResult<ClubAddress> parsed = trimmed.startsWith(u"postgresql://"_s) || trimmed.startsWith(u"postgres://"_s)
        ? parseUrl(trimmed)
        : trimmed.contains(u"://"_s) ? ClubResult<ClubAddress>(
              badAddress([] { return tr("only postgresql:// URLs and libpq connection strings are understood"); }))
                                     : parseKeywords(trimmed);
    if (parsed.ok() && parsed.value().database.isEmpty())
        return badAddress([] { return tr("the database name (dbname) is missing"); });
    return parsed;
}

QString ClubAddress::display() const
{
    // In libpq's own syntax, so that it reads back: a value with a space or a quote is quoted.
    const auto pair = [](const QString &key, const QString &value) -> QString {
        if (!value.isEmpty() && !value.contains(u' ') && !value.contains(u'\'') && !value.contains(u'\\'))
            return key + u'=' + value;
        QString escaped = value;
        escaped.replace(u"\\"_s, u"\\\\"_s).replace(u"'"_s, u"\\'"_s);
        return key + u"='"_s + escaped + u'\'';
    };
    QStringList parts;
    if (!host.isEmpty())
        parts.append(pair(u"host"_s, host));
    if (port != -1)
        parts.append(u"port="_s + QString::number(port));
    parts.append(pair(u"dbname"_s, database));
    if (!user.isEmpty())
        parts.append(pair(u"user"_s, user));
    for (const QString &option : options.split(u';', Qt::SkipEmptyParts))
        parts.append(pair(option.section(u'=', 0, 0), option.section(u'=', 1)));
    return parts.join(u' ');
}

ClubResult<QSqlDatabase> ClubAddress::open(const QString &name) const
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return ClubError { ClubError::Kind::Refused, Sayings::say([] {
                               return tr("the PostgreSQL driver of Qt Sql is not installed (Debian package "
                                         "libqt6sql6-psql)");
                           }) };
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setHostName(host);
    if (port != -1)
        db.setPort(port);
    db.setDatabaseName(database);
    db.setUserName(user);
    db.setPassword(password);
    // A server that does not answer is given up after a few seconds: the caller retries later.
    db.setConnectOptions(options.contains(u"connect_timeout="_s)
                             ? options
                             : (options.isEmpty() ? u""_s : options + u';') + u"connect_timeout=5"_s);
    if (db.open())
        return db;
    const QString reason = db.lastError().databaseText().trimmed();
    // libpq names no SQLSTATE for a server it never reached; a server that answered and refused says why.
    const bool answered = reason.contains(u"authentication"_s) || reason.contains(u"password"_s)
        || reason.contains(u"does not exist"_s) || reason.contains(u"pg_hba.conf"_s)
        || reason.contains(u"permission denied"_s) || reason.contains(u"SSL"_s);
    const QString why = reason.isEmpty() ? db.lastError().text() : reason;
    // The address and libpq's reason are the same in every language.
    if (answered)
        return ClubError { ClubError::Kind::Refused, Sayings::say([shown = display(), why] {
                               //: %1 the server's address (no password), %2 the driver's reason
                               return tr("the club server %1 refused the connection: %2").arg(shown, why);
                           }) };
    return ClubError { ClubError::Kind::Unreachable, Sayings::say([shown = display(), why] {
                           //: %1 the server's address (no password), %2 the driver's reason
                           return tr("the club server %1 cannot be reached: %2").arg(shown, why);
                       }) };
}

} // namespace ml
