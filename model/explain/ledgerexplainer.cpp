// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "ledgerexplainer.h"

#include "gamestate.h"

#include <QLocale>
#include <QTranslator>

namespace ml {

namespace {

int num(const QJsonObject &d, const char *key)
{
    return d.value(QLatin1String(key)).toInt();
}
QString str(const QJsonObject &d, const char *key)
{
    return d.value(QLatin1String(key)).toString();
}

} // namespace

LedgerExplainer::LedgerExplainer(QHash<QString, QString> names, const QTranslator *translator)
    : m_names(std::move(names))
    , m_translator(translator)
    , m_words(translator)
{
}

QString LedgerExplainer::text(const char *source, int n) const
{
    if (!m_translator)
        return QCoreApplication::translate("LedgerExplainer", source, nullptr, n);
    QString out = m_translator->translate("LedgerExplainer", source, nullptr, n);
    if (out.isEmpty())
        out = QString::fromUtf8(source);
    if (n >= 0)
        out.replace(QLatin1String("%n"), QLocale(m_translator->language()).toString(n));
    return out;
}

QString LedgerExplainer::name(const QString &playerId) const
{
    // Between first-strong isolates (U+2068 … U+2069), as the screens embed names: a right-to-left name
    // ("مريم") keeps its own direction without reordering the numbers and words of the sentence around it.
    return QChar(0x2068) + m_names.value(playerId, playerId) + QChar(0x2069);
}

QString LedgerExplainer::figureName(const QString &figure) const
{
    const auto f = scoringFigureFromString(figure);
    return m_words.scoringFigureName(f.value_or(ScoringFigure::Meeple));
}

QString LedgerExplainer::animalName(const QString &animal) const
{
    const auto a = animalFromString(animal);
    return a ? m_words.animalWord(*a) : animal;
}

QString LedgerExplainer::tilesAndCoats(const char *withCoats, const char *withoutCoats, const QJsonObject &d) const
{
    const int tiles = num(d, "tiles");
    const int coats = num(d, "coats");
    if (coats == 0)
        return text(withoutCoats, tiles).arg(num(d, "value"));
    return text(withCoats)
        //: a city's tiles, put in for %1 of "City completed: %1 × 2 + %2 × 2 = %3"
        .arg(text(QT_TR_N_NOOP("%n tile(s)"), tiles),
             //: a city's coats of arms, put in for %2 of "City completed: %1 × 2 + %2 × 2 = %3"
             text(QT_TR_N_NOOP("%n coat(s) of arms"), coats))
        .arg(num(d, "value"));
}

QString LedgerExplainer::featureScore(const QString &rule, const QJsonObject &d, int points) const
{
    const bool final = rule.endsWith(QLatin1String(".final"));
    const int tiles = num(d, "tiles");
    QString sum;
    if (rule.startsWith(QLatin1String("road.")))
        //: %n the road's tiles, %1 the points
        sum = final ? text(QT_TR_N_NOOP("Incomplete road: %n tile(s) × 1 = %1"), tiles).arg(num(d, "value"))
                    //: %n the road's tiles, %1 the points
                    : text(QT_TR_N_NOOP("Road completed: %n tile(s) × 1 = %1"), tiles).arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("city.")))
        //: %1 the city's tiles ("5 tiles"), %2 its coats of arms ("2 coats of arms"), %3 the points
        sum = final ? tilesAndCoats(QT_TR_NOOP("Incomplete city: %1 × 1 + %2 × 1 = %3"),
                                    //: %n the city's tiles, %1 the points
                                    QT_TR_N_NOOP("Incomplete city: %n tile(s) × 1 = %1"), d)
                    //: %1 the city's tiles ("5 tiles"), %2 its coats of arms ("2 coats of arms"), %3 the points
                    : tilesAndCoats(QT_TR_NOOP("City completed: %1 × 2 + %2 × 2 = %3"),
                                    //: %n the city's tiles, %1 the points
                                    QT_TR_N_NOOP("City completed: %n tile(s) × 2 = %1"), d);
    else if (rule.startsWith(QLatin1String("monastery.")))
        //: %n the tiles around the monastery, %1 the points
        sum = final ? text(QT_TR_N_NOOP("Incomplete monastery: itself and %n neighbouring tile(s) = %1"), tiles - 1)
                          .arg(num(d, "value"))
                    : text(QT_TR_NOOP("Monastery completed: itself and 8 neighbouring tiles = 9"));
    else if (rule.startsWith(QLatin1String("field.")) && d.value(QLatin1String("pig")).toBool())
        //: %n the completed cities bordering the field, %1 the points; the player's pig stands in the field
        sum = text(QT_TR_N_NOOP("Field with your pig: %n completed cit(y/ies) × 4 = %1"), num(d, "cities"))
                  .arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("field.")))
        //: %n the completed cities bordering the field, %1 the points
        sum = text(QT_TR_N_NOOP("Field: %n completed cit(y/ies) × 3 = %1"), num(d, "cities")).arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("inn.")))
        sum = final ? text(QT_TR_NOOP("Road with an inn, left incomplete at the end: worth 0"))
                    //: %n the road's tiles, %1 the points
                    : text(QT_TR_N_NOOP("Road with an inn completed: %n tile(s) × 2 = %1"), tiles).arg(num(d, "value"));
    else if (rule.startsWith(QLatin1String("cathedral.")))
        sum = final ? text(QT_TR_NOOP("City with a cathedral, left incomplete at the end: worth 0"))
                    //: %1 the city's tiles ("5 tiles"), %2 its coats of arms ("2 coats of arms"), %3 the points
                    : tilesAndCoats(QT_TR_NOOP("City with a cathedral completed: %1 × 3 + %2 × 3 = %3"),
                                    //: %n the city's tiles, %1 the points
                                    QT_TR_N_NOOP("City with a cathedral completed: %n tile(s) × 3 = %1"), d);
    else if (rule.startsWith(QLatin1String("garden.")))
        //: %n the tiles around the garden, %1 the points
        sum = final ? text(QT_TR_N_NOOP("Incomplete garden: itself and %n neighbouring tile(s) = %1"), tiles - 1)
                          .arg(num(d, "value"))
                    : text(QT_TR_NOOP("Garden completed: itself and 8 neighbouring tiles = 9"));
    else if (rule.startsWith(QLatin1String("castle.")))
        //: %n the tiles with mist around the castle, %1 the points
        sum = final ? text(QT_TR_N_NOOP("Haunted castle at the end: %n tile(s) with mist × 1 = %1"), num(d, "mist"))
                          .arg(num(d, "value"))
                    //: %n the tiles with mist around the castle, %1 the points
                    : text(QT_TR_N_NOOP("Haunted castle completed: %n tile(s) with mist × 2 = %1"), num(d, "mist"))
                          .arg(num(d, "value"));
    else
        sum = text(QT_TR_NOOP("Cemetery completed: worth 0; its keeper brings a guard meeple back"));
    sum += ghostPenalty(d, points);
    if (d.contains(QLatin1String("strength")) && num(d, "strength") != num(d, "figures"))
        //: added after a feature's points: %n the strength that gave the majority, a large meeple counting 2
        sum += text(QT_TR_N_NOOP(" (majority with a strength of %n: the large meeple counts 2)"), num(d, "strength"));
    else if (num(d, "figures") > 1)
        //: added after a feature's points: %n the figures that gave the majority
        sum += text(QT_TR_N_NOOP(" (majority with %n figure(s))"), num(d, "figures"));
    return sum;
}

QString LedgerExplainer::ghostPenalty(const QJsonObject &d, int points) const
{
    const int ghosts = num(d, "ghosts");
    //: added after a feature's points: %n the ghosts on it, %1 the points left
    return ghosts > 0 ? text(QT_TR_N_NOOP(", minus %n ghost(s) × 2 = %1"), ghosts).arg(points) : QString();
}

QString LedgerExplainer::explain(const LedgerEntry &entry) const
{
    return explain(entry.rule, entry.detail.toJson(), entry.points);
}

QString LedgerExplainer::explain(const QJsonObject &entry) const
{
    const QString id = entry.value(QLatin1String("rule")).toString();
    const QJsonObject d = entry.value(QLatin1String("detail")).toObject();
    const int points = entry.value(QLatin1String("points")).toInt();
    if (const std::optional<LedgerRule> rule = ledgerRuleFrom(id))
        return explain(*rule, d, points);
    //: a rule this version does not know: %1 its id, %2 the points
    return text(QT_TR_NOOP("%1 = %2")).arg(id).arg(points);
}

QString LedgerExplainer::explain(LedgerRule rule, const QJsonObject &d, int points) const
{
    switch (rule) {
    case LedgerRule::RoadCompleted:
    case LedgerRule::CityCompleted:
    case LedgerRule::MonasteryCompleted:
    case LedgerRule::CastleCompleted:
    case LedgerRule::CemeteryCompleted:
    case LedgerRule::RoadFinal:
    case LedgerRule::CityFinal:
    case LedgerRule::MonasteryFinal:
    case LedgerRule::FieldFinal:
    case LedgerRule::CastleFinal:
    case LedgerRule::InnCompleted:
    case LedgerRule::CathedralCompleted:
    case LedgerRule::GardenCompleted:
    case LedgerRule::InnFinal:
    case LedgerRule::CathedralFinal:
    case LedgerRule::GardenFinal:
        return featureScore(toString(rule), d, points);
    case LedgerRule::AbbotRecall:
        if (str(d, "featureType") == QLatin1String("garden"))
            //: %n the tiles around the garden, %1 the points before any ghost penalty
            return text(QT_TR_N_NOOP("Abbot returned early from its garden: itself and %n neighbouring tile(s) = %1"),
                        num(d, "tiles") - 1)
                       .arg(num(d, "tiles"))
                + ghostPenalty(d, points);
        //: %n the tiles around the monastery, %1 the points before any ghost penalty
        return text(QT_TR_N_NOOP("Abbot returned early from its monastery: itself and %n neighbouring tile(s) = %1"),
                    num(d, "tiles") - 1)
                   .arg(num(d, "tiles"))
            + ghostPenalty(d, points);
    case LedgerRule::GoodsMajority: {
        const auto goods = goodsFromString(str(d, "goods"));
        //: %1 a kind of goods ("Wine"), %n the tokens of it the player holds, the most of anyone (ties all score)
        return text(QT_TR_N_NOOP("Most %1 tokens: %n token(s) = 10"), num(d, "tokens"))
            .arg(goods ? m_words.goodsWord(*goods) : str(d, "goods"));
    }
    case LedgerRule::RingmasterBonus:
    case LedgerRule::RingmasterFinal:
        //: %n the circus and acrobat tiles around the ringmaster, %1 the points
        return text(QT_TR_N_NOOP("Ringmaster bonus: %n circus or acrobat tile(s) × 2 = %1"), num(d, "tiles"))
            .arg(points);
    case LedgerRule::RobberSteal:
        //: %1 the number of the robber's space on the scoring track, %n the points the robbed player scored,
        //: %2 the robbed player's name, %3 the points the robber takes
        return text(QT_TR_N_NOOP("Robber on space %1 steals half of the %n point(s) %2 scored, rounded up = %3"),
                    num(d, "stolen"))
            .arg(num(d, "space"))
            .arg(name(str(d, "robbed")))
            .arg(points);
    case LedgerRule::RobberEnd:
        return text(QT_TR_NOOP("Robber still on the track at the end of the game = 3"));
    case LedgerRule::MessagePoints:
        //: %1 the number of the message tile (1 to 8)
        return text(QT_TR_NOOP("Message %1 taken as 2 points")).arg(num(d, "tile"));
    case LedgerRule::MessageRoad:
        //: %1 the points
        return text(QT_TR_NOOP("Message 1: your road worth the fewest points scores as at the end of the game = %1"))
            .arg(points);
    case LedgerRule::MessageCity:
        //: %1 the points
        return text(QT_TR_NOOP("Message 2: your city worth the fewest points scores as at the end of the game = %1"))
            .arg(points);
    case LedgerRule::MessageMonastery:
        //: %1 the points
        return text(QT_TR_NOOP(
                        "Message 3: your monastery worth the fewest points scores as at the end of the game = %1"))
            .arg(points);
    case LedgerRule::MessageExtraTile:
        return text(QT_TR_NOOP("Message 4: place an extra tile"));
    case LedgerRule::MessageCoats:
        //: %n the coats of arms in the player's cities, %1 the points
        return text(QT_TR_N_NOOP("Message 5: %n coat(s) of arms × 2 = %1"), num(d, "coats")).arg(points);
    case LedgerRule::MessageKnights:
        //: %n the player's figures in cities, %1 the points
        return text(QT_TR_N_NOOP("Message 6: %n knight(s) × 2 = %1"), num(d, "figures")).arg(points);
    case LedgerRule::MessageFarmers:
        //: %n the player's figures in fields, %1 the points
        return text(QT_TR_N_NOOP("Message 7: %n farmer(s) × 2 = %1"), num(d, "figures")).arg(points);
    case LedgerRule::MessageMeeple: {
        if (!d.value(QLatin1String("majority")).toBool(true))
            //: %1 the points
            return text(QT_TR_NOOP(
                            "Message 8: the meeple has no majority on its feature and returns to the supply = %1"))
                .arg(points);
        //: %1 the points of the feature, before any ghost penalty
        return text(QT_TR_NOOP("Message 8: your meeple's feature scores for you alone as at the end of the game = %1"))
                   .arg(num(d, "value"))
            + ghostPenalty(d, points);
    }
    case LedgerRule::TowerRansomPaid:
        //: %1 the name of the player who held the meeple prisoner
        return text(QT_TR_NOOP("Ransom paid to %1 to free your meeple = -3")).arg(name(str(d, "captor")));
    case LedgerRule::TowerRansomReceived:
        //: %1 the name of the player whose meeple was held prisoner
        return text(QT_TR_NOOP("Ransom received from %1 for their meeple = 3")).arg(name(str(d, "owner")));
    case LedgerRule::CircusScored:
    case LedgerRule::CircusFinal:
        //: %1 the animal of the big top's token, %2 the points it gives each figure (a plain number, which is why
        //: it is not followed by "points"), %n the player's figures around the big top, %3 the points
        return text(QT_TR_N_NOOP("Big top (%1, worth %2 per meeple): %n meeple(s) around it = %3"), num(d, "figures"))
            .arg(animalName(str(d, "animal")))
            .arg(num(d, "value"))
            .arg(points);
    case LedgerRule::PyramidScored: {
        if (num(d, "ghosts") == 0)
            //: %n the player's acrobats in the pyramid, %1 the points
            return text(QT_TR_N_NOOP("Acrobat pyramid: %n acrobat(s) × 5 = %1"), num(d, "acrobats")).arg(points);
        //: %1 the player's acrobats ("3 acrobats"), %2 the ghosts on the pyramid ("1 ghost"), %3 the points
        return text(QT_TR_NOOP("Acrobat pyramid: %1 × 5, minus %2 × 2 = %3"))
            //: the acrobats of a pyramid, put in for %1 of "Acrobat pyramid: %1 × 5, minus %2 × 2 = %3"
            .arg(text(QT_TR_N_NOOP("%n acrobat(s)"), num(d, "acrobats")),
                 //: the ghosts on a pyramid, put in for %2 of "Acrobat pyramid: %1 × 5, minus %2 × 2 = %3"
                 text(QT_TR_N_NOOP("%n ghost(s)"), num(d, "ghosts")))
            .arg(points);
    }
    case LedgerRule::AcrobatsFinal:
        //: %n the player's acrobats on an unfinished pyramid, %1 the points
        return text(QT_TR_N_NOOP("Acrobats at the end: %n acrobat(s) × 5 = %1"), num(d, "acrobats")).arg(points);
    case LedgerRule::GhostsFinal:
        //: %n the ghosts haunting the player's figures, %1 the points (negative)
        return text(QT_TR_N_NOOP("Ghosts at the end: %n ghost(s) × -1 = %1"), num(d, "ghosts")).arg(points);
    case LedgerRule::MessengersCombined:
        //: %n the points the messenger stood on
        return text(QT_TR_N_NOOP("The messenger's %n point(s) join the scoring meeple"), num(d, "messenger"));
    case LedgerRule::Adjust:
        //: %1 the reason the players typed, %2 the points
        return text(QT_TR_NOOP("Correction agreed by the table (%1) = %2")).arg(str(d, "reason")).arg(points);
    }
    return {};
}

} // namespace ml
