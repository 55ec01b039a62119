// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Reading the club server's address: libpq connection strings and postgresql:// URLs, and what is refused.

#include "cluster.h"

#include "clubaddress.h"
#include "clubsync.h"

#include <QtTest>

#include <optional>

using namespace Qt::StringLiterals;

class TestClubAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A server that went away is "try later" (exit 69) whatever words libpq and OpenSSL chose; a refusal by the server
    // carries its SQLSTATE and stays a refusal (exit 2).
    void aServerGoneIsUnreachableWhateverLibpqSays()
    {
        const ml::Phrase what = [] { return u"push game x"_s; };
        for (const QString &text :
             { u"SSL SYSCALL error: EOF detected"_s, u"server closed the connection unexpectedly"_s,
               u"could not receive data from server: Connection reset by peer"_s,
               u"SSL error: decryption failed or bad record mac"_s, u"could not send data to server: Broken pipe"_s }) {
            const ml::ClubError error = ml::ClubSchema::sqlError(
                QSqlError(u"QPSQL: Unable to create query"_s, text, QSqlError::StatementError), what);
            QCOMPARE(error.kind, ml::ClubError::Kind::Unreachable);
            QVERIFY2(error.message.contains(u"went away while trying to push game x"_s), qPrintable(error.message));
        }
        for (const auto &[text, code] :
             { std::pair { u"permission denied for table games"_s, u"42501"_s },
               std::pair { u"duplicate key value violates unique constraint"_s, u"23505"_s } }) {
            const ml::ClubError error = ml::ClubSchema::sqlError(
                QSqlError(u"QPSQL: Unable to create query"_s, text, QSqlError::StatementError, code), what);
            QCOMPARE(error.kind, ml::ClubError::Kind::Refused);
        }
    }

    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<QString>("options");
        QTest::addRow("keywords")
            << u"host=club.local port=5433 dbname=club user=table3 password=s3cret sslmode=require"_s << u"club.local"_s
            << 5433 << u"club"_s << u"table3"_s << u"s3cret"_s << u"sslmode=require"_s;
        QTest::addRow("quoted password") << u"dbname='club night' password='it\\'s a secret' user = t"_s << QString()
                                         << -1 << u"club night"_s << u"t"_s << u"it's a secret"_s << QString();
        QTest::addRow("socket folder") << u"host=/run/postgresql dbname=club"_s << u"/run/postgresql"_s << -1
                                       << u"club"_s << QString() << QString() << QString();
        QTest::addRow("url")
            << u"postgresql://table3:p%40ss@club.local:5433/club?sslmode=verify-full&connect_timeout=3"_s
            << u"club.local"_s << 5433 << u"club"_s << u"table3"_s << u"p@ss"_s
            << u"sslmode=verify-full;connect_timeout=3"_s;
        QTest::addRow("url with socket") << u"postgresql:///club?host=/run/postgresql&user=t"_s << u"/run/postgresql"_s
                                         << -1 << u"club"_s << u"t"_s << QString() << QString();
    }

    void parses()
    {
        QFETCH(QString, text);
        const ml::ClubResult<ml::ClubAddress> parsed = ml::ClubAddress::parse(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.ok() ? QString() : parsed.error().message));
        const ml::ClubAddress &address = parsed.value();
        QTEST(address.host, "host");
        QTEST(address.port, "port");
        QTEST(address.database, "database");
        QTEST(address.user, "user");
        QTEST(address.password, "password");
        QTEST(address.options, "options");
        QVERIFY(!address.display().contains(u"password"_s));
        // What display() writes reads back the same, less the password.
        const ml::ClubResult<ml::ClubAddress> again = ml::ClubAddress::parse(address.display());
        QVERIFY2(again.ok(), qPrintable(address.display()));
        QCOMPARE(again.value().host, address.host);
        QCOMPARE(again.value().port, address.port);
        QCOMPARE(again.value().database, address.database);
        QCOMPARE(again.value().user, address.user);
        QCOMPARE(again.value().options, address.options);
        QVERIFY(again.value().password.isEmpty());
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::addRow("empty") << u"  "_s << u"no server"_s;
        QTest::addRow("unknown keyword") << u"dbname=club colour=red"_s << u"colour"_s;
        QTest::addRow("no value") << u"dbname"_s << u"dbname"_s;
        QTest::addRow("open quote") << u"dbname='club"_s << u"dbname"_s;
        QTest::addRow("bad port") << u"dbname=club port=99999"_s << u"99999"_s;
        QTest::addRow("no database") << u"host=club.local"_s << u"dbname"_s;
        QTest::addRow("other scheme") << u"mysql://club.local/club"_s << u"postgresql://"_s;
        QTest::addRow("semicolon") << u"dbname=club sslmode=require;x"_s << u"sslmode"_s;
    }

    // An unreadable URL is refused without its password ever reaching the message: not the password given, and not
    // Qt's diagnostic, which quotes the whole URL.
    void refusesWithoutThePassword_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("bad port") << u"postgresql://table_a:SECRET@club.local:99x/club"_s;
        QTest::addRow("space in host") << u"postgresql://table_a:SECRET@club local/club"_s;
        QTest::addRow("bad escape in password") << u"postgresql://table_a:SE%ZZCRET@club.local/club"_s;
        QTest::addRow("at sign in password") << u"postgresql://table_a:SECR@T@club local/club"_s;
        QTest::addRow("password option") << u"postgresql://club.local:7x/club?password=SECRET"_s;
        QTest::addRow("bad escape in options") << u"postgresql://club.local/club?password=SE%ZZCRET"_s;
    }

    void refusesWithoutThePassword()
    {
        QFETCH(QString, text);
        const ml::ClubResult<ml::ClubAddress> parsed = ml::ClubAddress::parse(text);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, ml::ClubError::Kind::BadAddress);
        const QString message = parsed.error().message;
        QVERIFY2(!message.contains(u"SECRET"_s) && !message.contains(u"SE%ZZ"_s) && !message.contains(u"SECR@T"_s),
                 qPrintable(message));
        QVERIFY2(message.contains(u"cannot be read"_s), qPrintable(message));
    }

    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        const ml::ClubResult<ml::ClubAddress> parsed = ml::ClubAddress::parse(text);
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error().kind, ml::ClubError::Kind::BadAddress);
        QVERIFY2(parsed.error().message.contains(named), qPrintable(parsed.error().message));
    }

    // The connect options reach libpq: a wrong sslmode is refused by it, naming it; on the test cluster's unix socket
    // libpq uses no TLS whatever sslmode says, and the server reports the session unencrypted.
    void connectOptionsReachLibpq()
    {
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ml::ClubAddress address = Cluster::address(u"postgres"_s, u"postgres"_s);
        {
            auto plain = address.open(u"club-test-plain"_s);
            QVERIFY(plain.ok());
            QSqlDatabase db = plain.value();
            QVERIFY(!ml::ClubSync::encrypted(db));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"club-test-plain"_s);
        address.options = u"sslmode=sometimes"_s;
        {
            const auto refused = address.open(u"club-test-ssl"_s);
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().message.contains(u"sslmode"_s), qPrintable(refused.error().message));
        }
        QSqlDatabase::removeDatabase(u"club-test-ssl"_s);
        address.options = u"sslmode=require"_s;
        {
            auto socket = address.open(u"club-test-socket"_s);
            QVERIFY2(socket.ok(), qPrintable(socket.ok() ? QString() : socket.error().message));
            QSqlDatabase db = socket.value();
            QVERIFY(!ml::ClubSync::encrypted(db));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"club-test-socket"_s);
    }

    // Over TCP the test cluster offers TLS (a self-signed certificate, scripts/pg-cluster.sh): sslmode=require gets an
    // encrypted session and the server says so; sslmode=disable gets a plain one; verify-full refuses the certificate
    // it cannot check.
    void tlsWhenTheServerOffersIt()
    {
        const QString problem = Cluster::problem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString port = qEnvironmentVariable("PGPORT");
        QVERIFY2(!port.isEmpty(), "PGPORT is not set: run the club tests through ctest");
        const auto sessionEncrypted = [&port](const QString &sslmode) -> std::optional<bool> {
            const ml::ClubAddress address =
                ml::ClubAddress::parse(
                    u"host=127.0.0.1 port=%1 dbname=postgres user=postgres sslmode=%2"_s.arg(port, sslmode))
                    .value();
            std::optional<bool> encrypted;
            {
                auto opened = address.open(u"club-test-tls"_s);
                if (opened.ok()) {
                    QSqlDatabase db = opened.value();
                    encrypted = ml::ClubSync::encrypted(db);
                    db.close();
                }
            }
            QSqlDatabase::removeDatabase(u"club-test-tls"_s);
            return encrypted;
        };
        QCOMPARE(sessionEncrypted(u"require"_s), std::optional<bool>(true));
        QCOMPARE(sessionEncrypted(u"prefer"_s), std::optional<bool>(true));
        QCOMPARE(sessionEncrypted(u"disable"_s), std::optional<bool>(false));
        QCOMPARE(sessionEncrypted(u"verify-full"_s), std::optional<bool>()); // no root certificate to check it against
    }
};

QTEST_GUILESS_MAIN(TestClubAddress)
#include "tst_clubaddress.moc"
