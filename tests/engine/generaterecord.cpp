// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

// Writes a generated game record to standard output: generate-record [seed] [players] [turns] [expansions,…|none|all]
// Without expansions the game has the first five; `all` is all eight.

#include "recordgenerator.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    RecordGenerator::Options o;
    if (args.size() > 0)
        o.seed = args[0].toUInt();
    if (args.size() > 1)
        o.players = std::clamp(args[1].toInt(), 2, 6);
    if (args.size() > 2)
        o.turns = std::max(0, args[2].toInt());
    if (args.size() > 3) {
        if (args[3] == QLatin1String("none"))
            o.expansions.clear();
        else if (args[3] == QLatin1String("all"))
            o.expansions = RecordGenerator::allExpansions();
        else
            o.expansions = args[3].split(u',');
    }
    const QByteArray json = QJsonDocument(RecordGenerator::generate(o)).toJson(QJsonDocument::Indented);
    std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    return 0;
}
