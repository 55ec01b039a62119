// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// The club's messages, made in one language, are said again in the language picked next: the club errors of an
// address that cannot be read, of a server that cannot be reached or refuses what was being done (itself said again),
// of a password that cannot be kept, of a club that is not set. Made in German, said again in French; the
// French written out here from translations/meeple-ledger_fr.ts. None needs a server.

#include "clubaddress.h"
#include "clubleague.h"
#include "clubschema.h"
#include "clubsecrets.h"
#include "clubsettings.h"
#include "clubsync.h"
#include "sayings.h"
#include "translationcatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUrl>
#include <QtTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

// The French typography of the .ts: a no-break space inside « » and before a colon.
const QString Nbsp = u"\u00a0"_s;

// « text », as the French .ts writes it.
QString guillemets(const QString &text)
{
    return u"«"_s + Nbsp + text + Nbsp + u"»"_s;
}

QString parseError(const QString &text)
{
    const ml::ClubResult<ml::ClubAddress> parsed = ml::ClubAddress::parse(text);
    return parsed.ok() ? QString() : parsed.error().message;
}

// A query on a connection to the club server that was never opened fails: what the club code was doing, in its words,
// and Qt's reason.
template<typename Result>
QString onClosedConnection(const std::function<Result(QSqlDatabase &)> &run)
{
    QString message;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"tst-clubwords-closed"_s);
        const Result result = run(db);
        message = result.ok() ? QString() : result.error().message;
    }
    QSqlDatabase::removeDatabase(u"tst-clubwords-closed"_s);
    return message;
}

// A server that cannot be reached: nothing listens on port 1.
QString unreachable()
{
    const ml::ClubResult<ml::ClubAddress> address =
        ml::ClubAddress::parse(u"host=127.0.0.1 port=1 dbname=club connect_timeout=3"_s);
    if (!address.ok())
        return address.error().message;
    QString message;
    {
        const ml::ClubResult<QSqlDatabase> opened = address.value().open(u"tst-clubwords-unreachable"_s);
        message = opened.ok() ? QString() : opened.error().message;
    }
    QSqlDatabase::removeDatabase(u"tst-clubwords-unreachable"_s);
    return message;
}

} // namespace

class TestClubWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_folder.isValid());
    }

    void cleanup()
    {
        for (QTranslator *translator : { &m_german, &m_french })
            QCoreApplication::removeTranslator(translator);
    }

    void saidAgainInFrench_data()
    {
        QTest::addColumn<std::function<QString()>>("make");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("french");
        const auto row = [](const char *name, const std::function<QString()> &make, const QString &german,
                            const QString &french) { QTest::newRow(name) << make << german << french; };
        const auto address = [&row](const char *name, const QString &text, const QString &german,
                                    const QString &french) {
            row(
                name, [text] { return parseError(text); }, german, french);
        };
        address("nothing given", u"  "_s, u"es wurde kein Server angegeben"_s, u"aucun serveur n’a été indiqué"_s);
        address("unknown keyword", u"dbname=club colour=red"_s, u"„colour“ ist kein Schlüsselwort einer Verbindung"_s,
                guillemets(u"colour"_s) + u" n’est pas un mot-clé de connexion"_s);
        address("port not a number", u"dbname=club port=nine"_s, u"der Port „nine“ ist keine Zahl von 1 bis 65535"_s,
                u"le port "_s + guillemets(u"nine"_s) + u" n’est pas un nombre de 1 à 65535"_s);
        address("value with a semicolon", u"dbname=club sslmode=require;x"_s,
                u"der Wert von sslmode darf kein „;“ enthalten"_s,
                u"la valeur de sslmode ne peut pas contenir "_s + guillemets(u";"_s));
        address("keyword without a value", u"dbname club"_s, u"„dbname“ fehlen „=“ und ein Wert"_s,
                guillemets(u"dbname"_s) + u" n’a ni "_s + guillemets(u"="_s) + u" ni valeur"_s);
        address("quote not closed", u"dbname='club night"_s,
                u"der Wert von dbname in Anführungszeichen ist nicht geschlossen"_s,
                u"la valeur entre guillemets de dbname n’est pas fermée"_s);
        address("no database", u"host=club.local"_s, u"der Name der Datenbank (dbname) fehlt"_s,
                u"le nom de la base de données (dbname) manque"_s);
        address("another scheme", u"mysql://club.local/club"_s,
                u"verstanden werden nur postgresql://-URLs und libpq-Verbindungszeichenketten"_s,
                u"seules les URL postgresql:// et les chaînes de connexion libpq sont comprises"_s);
        // Qt's reason why the URL cannot be read is Qt's words, kept as they were.
        const QString badPort = u"postgresql://club.local:99999/club"_s;
        const QString qtReason = QUrl(badPort, QUrl::StrictMode).errorString();
        address("URL with a bad port", badPort, u"die URL ist nicht lesbar: "_s + qtReason,
                u"l’URL est illisible"_s + Nbsp + u": "_s + qtReason);
        // What was being done is said again inside the sentence, and any reason the driver gives kept as it was.
        row(
            "seasons not read",
            [] { return onClosedConnection<ml::ClubResult<QList<ml::Season>>>(ml::ClubLeague::seasons); },
            u"der Clubserver hat „die Saisons des Clubs lesen“ abgelehnt: "_s,
            u"le serveur du club a refusé l’opération "_s + guillemets(u"lire les saisons du club"_s) + Nbsp + u": "_s);
        row(
            "schema version not read", [] { return onClosedConnection<ml::ClubResult<int>>(ml::ClubSchema::version); },
            u"der Clubserver hat „Schemaversion lesen“ abgelehnt: "_s,
            u"le serveur du club a refusé l’opération "_s + guillemets(u"lire la version du schéma"_s) + Nbsp
                + u": "_s);
        row(
            "games not read",
            [] {
                return onClosedConnection<ml::ClubResult<QList<ml::ClubSync::ServerGame>>>(
                    [](QSqlDatabase &db) { return ml::ClubSync::pull(db); });
            },
            u"der Clubserver hat „die Partien des Clubs lesen“ abgelehnt: "_s,
            u"le serveur du club a refusé l’opération "_s + guillemets(u"lire les parties du club"_s) + Nbsp + u": "_s);
        // The address and libpq's reason stay as they were.
        const QString shown = u"host=127.0.0.1 port=1 dbname=club connect_timeout=3"_s;
        row("server unreachable", unreachable, u"der Clubserver %1 ist nicht erreichbar: "_s.arg(shown),
            u"le serveur du club %1 est injoignable"_s.arg(shown) + Nbsp + u": "_s);
        const QString folder = m_folder.filePath(u"a-file"_s);
        row(
            "password folder",
            [folder] {
                QFile file(folder);
                if (!file.open(QIODevice::WriteOnly))
                    return u"cannot make %1"_s.arg(folder);
                file.close();
                // A folder inside a file cannot be made.
                return ml::ClubSecrets(folder + u"/secrets"_s).store(u"s3cret"_s).value_or(QString());
            },
            u"der Ordner %1 kann nicht angelegt werden"_s.arg(QDir::toNativeSeparators(folder + u"/secrets"_s)),
            u"le dossier %1 ne peut pas être créé"_s.arg(QDir::toNativeSeparators(folder + u"/secrets"_s)));
        const QString settingsFile = m_folder.filePath(u"club.ini"_s);
        const QString secretsFolder = m_folder.filePath(u"secrets"_s);
        row(
            "no club set",
            [settingsFile, secretsFolder] {
                const ml::ClubSettings settings(settingsFile, secretsFolder);
                const ml::ClubResult<ml::ClubAddress> kept = settings.keptAddress();
                return kept.ok() ? QString() : kept.error().message;
            },
            u"es ist kein Clubserver eingestellt (Schaltfläche „Club“ auf dem Startbildschirm)"_s,
            u"aucun serveur de club n’est réglé (bouton "_s + guillemets(u"Club"_s) + u" de l’écran d’accueil)"_s);
    }

    // @p german and @p french are the whole message, or its start when the rest is the server's or Qt's words, which
    // stay as they were.
    void saidAgainInFrench()
    {
        QFETCH(std::function<QString()>, make);
        QFETCH(QString, german);
        QFETCH(QString, french);
        QVERIFY(ml::TranslationCatalog::load(m_german, u"de"_s));
        QVERIFY(ml::TranslationCatalog::load(m_french, u"fr"_s));
        QVERIFY(QCoreApplication::installTranslator(&m_german));
        const QString made = make();
        QVERIFY2(made.startsWith(german), qPrintable(made));
        const QString kept = made.mid(german.size());
        QCoreApplication::removeTranslator(&m_german);
        QVERIFY(QCoreApplication::installTranslator(&m_french));
        const QString again = ml::Sayings::again(made);
        QCOMPARE(again, french + kept);
        QVERIFY(again != made);
    }

private:
    QTemporaryDir m_folder;
    QTranslator m_german;
    QTranslator m_french;
};

QTEST_GUILESS_MAIN(TestClubWords)
#include "tst_clubwords.moc"
