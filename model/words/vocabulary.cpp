// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "vocabulary.h"

#include "rules.h"

#include <QCoreApplication>
#include <QTranslator>

#include <algorithm>
#include <array>

namespace ml {

namespace {

/** One id's words: its name on its own and its word in a sentence. */
struct Term {
    const char *name;
    const char *word;
};

constexpr const char *FeatureTypes = "FeatureTypes";
constexpr std::array<Term, 9> FeatureTypeTerms { {
    { QT_TRANSLATE_NOOP("FeatureTypes", "Road"), QT_TRANSLATE_NOOP("FeatureTypes", "road") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "City"), QT_TRANSLATE_NOOP("FeatureTypes", "city") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Monastery"), QT_TRANSLATE_NOOP("FeatureTypes", "monastery") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Field"), QT_TRANSLATE_NOOP("FeatureTypes", "field") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Haunted castle"), QT_TRANSLATE_NOOP("FeatureTypes", "castle") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Cemetery"), QT_TRANSLATE_NOOP("FeatureTypes", "cemetery") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Tower"), QT_TRANSLATE_NOOP("FeatureTypes", "tower") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Acrobat space"), QT_TRANSLATE_NOOP("FeatureTypes", "acrobats") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Garden"), QT_TRANSLATE_NOOP("FeatureTypes", "garden") },
} };

constexpr const char *FigureKinds = "FigureKinds";
constexpr std::array<Term, FigureKindCount> FigureKindTerms { {
    { QT_TRANSLATE_NOOP("FigureKinds", "meeple"), QT_TRANSLATE_NOOP("FigureKinds", "meeple") },
    { QT_TRANSLATE_NOOP("FigureKinds", "guard meeple"), QT_TRANSLATE_NOOP("FigureKinds", "guard") },
    { QT_TRANSLATE_NOOP("FigureKinds", "ringmaster"), QT_TRANSLATE_NOOP("FigureKinds", "ringmaster") },
    { QT_TRANSLATE_NOOP("FigureKinds", "abbot"), QT_TRANSLATE_NOOP("FigureKinds", "abbot") },
    { QT_TRANSLATE_NOOP("FigureKinds", "large meeple"), QT_TRANSLATE_NOOP("FigureKinds", "large") },
    { QT_TRANSLATE_NOOP("FigureKinds", "builder"), QT_TRANSLATE_NOOP("FigureKinds", "builder") },
    { QT_TRANSLATE_NOOP("FigureKinds", "pig"), QT_TRANSLATE_NOOP("FigureKinds", "pig") },
} };
constexpr const char *RobberTerm = QT_TRANSLATE_NOOP("FigureKinds", "robber");

constexpr const char *ScoringFigures = "ScoringFigures";
constexpr std::array<Term, 2> ScoringFigureTerms { {
    { QT_TRANSLATE_NOOP("ScoringFigures", "scoring meeple"), QT_TRANSLATE_NOOP("ScoringFigures", "meeple") },
    { QT_TRANSLATE_NOOP("ScoringFigures", "messenger"), QT_TRANSLATE_NOOP("ScoringFigures", "messenger") },
} };

constexpr const char *Animals = "Animals";
constexpr std::array<Term, AnimalCount> AnimalTerms { {
    { QT_TRANSLATE_NOOP("Animals", "Flea"), QT_TRANSLATE_NOOP("Animals", "flea") },
    { QT_TRANSLATE_NOOP("Animals", "Monkey"), QT_TRANSLATE_NOOP("Animals", "monkey") },
    { QT_TRANSLATE_NOOP("Animals", "Seal"), QT_TRANSLATE_NOOP("Animals", "seal") },
    { QT_TRANSLATE_NOOP("Animals", "Bear"), QT_TRANSLATE_NOOP("Animals", "bear") },
    { QT_TRANSLATE_NOOP("Animals", "Tiger"), QT_TRANSLATE_NOOP("Animals", "tiger") },
    { QT_TRANSLATE_NOOP("Animals", "Elephant"), QT_TRANSLATE_NOOP("Animals", "elephant") },
} };

constexpr const char *GoodsKinds = "Goods";
constexpr std::array<Term, GoodsCount> GoodsTerms { {
    { QT_TRANSLATE_NOOP("Goods", "Wine"), QT_TRANSLATE_NOOP("Goods", "wine") },
    { QT_TRANSLATE_NOOP("Goods", "Grain"), QT_TRANSLATE_NOOP("Goods", "grain") },
    { QT_TRANSLATE_NOOP("Goods", "Cloth"), QT_TRANSLATE_NOOP("Goods", "cloth") },
} };

constexpr const char *Expansions = "Expansions";
constexpr std::array<Term, ExpansionCount> ExpansionTerms { {
    { QT_TRANSLATE_NOOP("Expansions", "The Tower"), QT_TRANSLATE_NOOP("Expansions", "tower") },
    { QT_TRANSLATE_NOOP("Expansions", "The Messengers"), QT_TRANSLATE_NOOP("Expansions", "messengers") },
    { QT_TRANSLATE_NOOP("Expansions", "The Robbers"), QT_TRANSLATE_NOOP("Expansions", "robbers") },
    { QT_TRANSLATE_NOOP("Expansions", "Under the Big Top"), QT_TRANSLATE_NOOP("Expansions", "bigtop") },
    { QT_TRANSLATE_NOOP("Expansions", "Ghosts, Castles and Cemeteries"), QT_TRANSLATE_NOOP("Expansions", "ghosts") },
    { QT_TRANSLATE_NOOP("Expansions", "The Abbot"), QT_TRANSLATE_NOOP("Expansions", "abbot") },
    { QT_TRANSLATE_NOOP("Expansions", "Inns and Cathedrals"), QT_TRANSLATE_NOOP("Expansions", "inns") },
    { QT_TRANSLATE_NOOP("Expansions", "Traders and Builders"), QT_TRANSLATE_NOOP("Expansions", "traders") },
} };

/** One id of a keyed table and the English source of its word. */
struct Keyed {
    const char *id;
    const char *source;
};

constexpr const char *ValueFields = "ValueFields";
constexpr std::array<Keyed, 7> ValueFieldTerms { {
    { "tiles", QT_TRANSLATE_NOOP("ValueFields", "Tiles") },
    { "coats", QT_TRANSLATE_NOOP("ValueFields", "Coats of arms") },
    { "mist", QT_TRANSLATE_NOOP("ValueFields", "Tiles with mist") },
    { "cities", QT_TRANSLATE_NOOP("ValueFields", "Completed cities bordering it") },
    { "ringmaster", QT_TRANSLATE_NOOP("ValueFields", "Circus and acrobat tiles around the ringmaster") },
    { "inn", QT_TRANSLATE_NOOP("ValueFields", "An inn on the road") },
    { "cathedral", QT_TRANSLATE_NOOP("ValueFields", "A cathedral in the city") },
} };

/** What the players may note on a feature before it is scored (ml::markOf()). */
constexpr const char *FeatureMarks = "FeatureMarks";
constexpr std::array<Keyed, 2> FeatureMarkTerms { {
    //: the inn by a lake on a road tile (Inns and Cathedrals), as the rulebook names it
    { "inn", QT_TRANSLATE_NOOP("FeatureMarks", "Inn") },
    //: the cathedral in a city (Inns and Cathedrals), as the rulebook names it
    { "cathedral", QT_TRANSLATE_NOOP("FeatureMarks", "Cathedral") },
} };

/** A message tile's name and what its action does. */
constexpr const char *MessageTiles = "MessageTiles";
constexpr std::array<Term, rules::MessageTiles> MessageTileTerms { {
    { QT_TRANSLATE_NOOP("MessageTiles", "Shortest road"),
      QT_TRANSLATE_NOOP("MessageTiles", "Score your smallest road as at the end of the game; the figures stay.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "Smallest city"),
      QT_TRANSLATE_NOOP("MessageTiles", "Score your smallest city as at the end of the game; the figures stay.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "Smallest monastery"),
      QT_TRANSLATE_NOOP("MessageTiles", "Score your smallest monastery as at the end of the game; the figure stays.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "Extra tile"),
      QT_TRANSLATE_NOOP("MessageTiles", "Draw and place another tile: a new part of this turn.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "2 points per coat of arms"),
      QT_TRANSLATE_NOOP("MessageTiles", "2 points for each coat of arms in cities where you have a knight.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "2 points per knight"),
      QT_TRANSLATE_NOOP("MessageTiles", "2 points for each of your figures in cities.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "2 points per farmer"),
      QT_TRANSLATE_NOOP("MessageTiles", "2 points for each of your figures in fields.") },
    { QT_TRANSLATE_NOOP("MessageTiles", "Score a meeple"),
      QT_TRANSLATE_NOOP("MessageTiles", "Score one of your figures as at the end of the game; it returns to you.") },
} };

/** The advisor's reasons, as the end of "Suggested: … — reason". */
constexpr const char *Reasons = "Reasons";
constexpr std::array<Keyed, 8> ReasonTerms { {
    { "steal.message", QT_TRANSLATE_NOOP("Reasons", "these points land its owner on a dark space: a message") },
    { "steal.mostPoints", QT_TRANSLATE_NOOP("Reasons", "the most points") },
    { "mover.only", QT_TRANSLATE_NOOP("Reasons", "the only scoring figure") },
    { "mover.clampAtZero", QT_TRANSLATE_NOOP("Reasons", "the lower figure loses less") },
    { "mover.keepMessage", QT_TRANSLATE_NOOP("Reasons", "the other figure already earned this turn's message") },
    { "mover.darkSpace", QT_TRANSLATE_NOOP("Reasons", "it lands on a dark space: a message") },
    { "mover.dodgeRobber", QT_TRANSLATE_NOOP("Reasons", "the other figure stands with a robber") },
    { "mover.either", QT_TRANSLATE_NOOP("Reasons", "either figure is as good") },
} };

constexpr const char *RuleIds = "RuleIds";
/** The rules' names, in the order of ml::LedgerRule (their ids are ml::toString()'s). */
constexpr std::array<const char *, LedgerRuleCount> RuleTerms { {
    QT_TRANSLATE_NOOP("RuleIds", "Road completed"), // road.completed
    QT_TRANSLATE_NOOP("RuleIds", "City completed"), // city.completed
    QT_TRANSLATE_NOOP("RuleIds", "Monastery completed"), // monastery.completed
    QT_TRANSLATE_NOOP("RuleIds", "Haunted castle completed"), // castle.completed
    QT_TRANSLATE_NOOP("RuleIds", "Cemetery completed"), // cemetery.completed
    QT_TRANSLATE_NOOP("RuleIds", "Ringmaster bonus"), // ringmaster.bonus
    QT_TRANSLATE_NOOP("RuleIds", "Robber steals"), // robber.steal
    QT_TRANSLATE_NOOP("RuleIds", "Robber at the end"), // robber.end
    QT_TRANSLATE_NOOP("RuleIds", "Message: 2 points"), // message.points
    QT_TRANSLATE_NOOP("RuleIds", "Message 1: road"), // message.road
    QT_TRANSLATE_NOOP("RuleIds", "Message 2: city"), // message.city
    QT_TRANSLATE_NOOP("RuleIds", "Message 3: monastery"), // message.monastery
    QT_TRANSLATE_NOOP("RuleIds", "Message 4: extra tile"), // message.extraTile
    QT_TRANSLATE_NOOP("RuleIds", "Message 5: coats of arms"), // message.coats
    QT_TRANSLATE_NOOP("RuleIds", "Message 6: knights"), // message.knights
    QT_TRANSLATE_NOOP("RuleIds", "Message 7: farmers"), // message.farmers
    QT_TRANSLATE_NOOP("RuleIds", "Message 8: score a meeple"), // message.meeple
    QT_TRANSLATE_NOOP("RuleIds", "Ransom paid"), // tower.ransom.paid
    QT_TRANSLATE_NOOP("RuleIds", "Ransom received"), // tower.ransom.received
    QT_TRANSLATE_NOOP("RuleIds", "Big top"), // circus.scored
    QT_TRANSLATE_NOOP("RuleIds", "Big top at the end"), // circus.final
    QT_TRANSLATE_NOOP("RuleIds", "Acrobat pyramid"), // pyramid.scored
    QT_TRANSLATE_NOOP("RuleIds", "Road at the end"), // road.final
    QT_TRANSLATE_NOOP("RuleIds", "City at the end"), // city.final
    QT_TRANSLATE_NOOP("RuleIds", "Monastery at the end"), // monastery.final
    QT_TRANSLATE_NOOP("RuleIds", "Field at the end"), // field.final
    QT_TRANSLATE_NOOP("RuleIds", "Haunted castle at the end"), // castle.final
    QT_TRANSLATE_NOOP("RuleIds", "Acrobats at the end"), // acrobats.final
    QT_TRANSLATE_NOOP("RuleIds", "Ringmaster at the end"), // ringmaster.final
    QT_TRANSLATE_NOOP("RuleIds", "Ghosts at the end"), // ghosts.final
    QT_TRANSLATE_NOOP("RuleIds", "Messenger joins the scoring meeple"), // messengers.combined
    QT_TRANSLATE_NOOP("RuleIds", "Road with an inn completed"), // inn.completed
    QT_TRANSLATE_NOOP("RuleIds", "City with a cathedral completed"), // cathedral.completed
    QT_TRANSLATE_NOOP("RuleIds", "Garden completed"), // garden.completed
    QT_TRANSLATE_NOOP("RuleIds", "Abbot returned early"), // abbot.recall
    QT_TRANSLATE_NOOP("RuleIds", "Road with an inn at the end"), // inn.final
    QT_TRANSLATE_NOOP("RuleIds", "City with a cathedral at the end"), // cathedral.final
    QT_TRANSLATE_NOOP("RuleIds", "Garden at the end"), // garden.final
    QT_TRANSLATE_NOOP("RuleIds", "Most goods"), // goods.majority
    QT_TRANSLATE_NOOP("RuleIds", "Correction"), // adjust
} };
static_assert(std::ranges::none_of(RuleTerms, [](const char *text) { return text == nullptr; }),
              "every ledger rule has its name");

/** The groups the statistics add points up by (the store's PointSources::groups()). */
constexpr const char *PointSources = "PointSources";
constexpr std::array<Keyed, 20> PointSourceTerms { {
    { "roads", QT_TRANSLATE_NOOP("PointSources", "Roads") },
    { "cities", QT_TRANSLATE_NOOP("PointSources", "Cities") },
    { "monasteries", QT_TRANSLATE_NOOP("PointSources", "Monasteries") },
    { "fields", QT_TRANSLATE_NOOP("PointSources", "Fields") },
    { "castles", QT_TRANSLATE_NOOP("PointSources", "Haunted castles") },
    { "cemeteries", QT_TRANSLATE_NOOP("PointSources", "Cemeteries") },
    { "messages", QT_TRANSLATE_NOOP("PointSources", "Messages") },
    { "robbers", QT_TRANSLATE_NOOP("PointSources", "Robbers") },
    { "towerRansoms", QT_TRANSLATE_NOOP("PointSources", "Tower ransoms") },
    { "circus", QT_TRANSLATE_NOOP("PointSources", "Big top") },
    { "acrobats", QT_TRANSLATE_NOOP("PointSources", "Acrobats") },
    { "ringmaster", QT_TRANSLATE_NOOP("PointSources", "Ringmaster") },
    { "ghosts", QT_TRANSLATE_NOOP("PointSources", "Ghosts") },
    { "inns", QT_TRANSLATE_NOOP("PointSources", "Roads with inns") },
    { "cathedrals", QT_TRANSLATE_NOOP("PointSources", "Cities with cathedrals") },
    { "gardens", QT_TRANSLATE_NOOP("PointSources", "Gardens") },
    { "abbot", QT_TRANSLATE_NOOP("PointSources", "Abbot returned early") },
    { "goods", QT_TRANSLATE_NOOP("PointSources", "Goods") },
    { "adjustments", QT_TRANSLATE_NOOP("PointSources", "Corrections") },
    { "other", QT_TRANSLATE_NOOP("PointSources", "Other") },
} };

constexpr const char *Warnings = "Warnings";
constexpr std::array<Keyed, 1> WarningTerms { {
    //: %1 is a player's name.
    { "message.notDrawn", QT_TRANSLATE_NOOP("Warnings", "%1 owed a message and did not draw one.") },
} };

template<std::size_t N>
const char *sourceOf(const std::array<Keyed, N> &table, const QString &id)
{
    for (const Keyed &k : table) {
        if (id == QLatin1String(k.id))
            return k.source;
    }
    return nullptr;
}

template<std::size_t N>
QStringList idsOf(const std::array<Keyed, N> &table)
{
    QStringList out;
    for (const Keyed &k : table)
        out.append(QString::fromLatin1(k.id));
    return out;
}

} // namespace

Vocabulary::Vocabulary(const QTranslator *translator)
    : m_translator(translator)
{
}

QString Vocabulary::text(const char *context, const char *source, int n) const
{
    if (!m_translator)
        return QCoreApplication::translate(context, source, nullptr, n);
    QString out = m_translator->translate(context, source, nullptr, n);
    if (out.isEmpty())
        out = QString::fromUtf8(source);
    if (n >= 0)
        out.replace(QLatin1String("%n"), QString::number(n));
    return out;
}

QString Vocabulary::featureTypeName(FeatureType type) const
{
    return text(FeatureTypes, FeatureTypeTerms[std::size_t(type)].name);
}

QString Vocabulary::featureTypeWord(FeatureType type) const
{
    return text(FeatureTypes, FeatureTypeTerms[std::size_t(type)].word);
}

QString Vocabulary::figureKindName(FigureKind kind) const
{
    return text(FigureKinds, FigureKindTerms[std::size_t(kind)].name);
}

QString Vocabulary::featureTypeName(const QString &type) const
{
    const auto t = featureTypeFromString(type);
    return t ? featureTypeName(*t) : type;
}

QString Vocabulary::figureKindName(const QString &kind) const
{
    if (const auto k = figureKindFromString(kind))
        return figureKindName(*k);
    if (kind == QLatin1String("messenger"))
        return scoringFigureName(ScoringFigure::Messenger);
    if (kind == QLatin1String("robber"))
        return text(FigureKinds, RobberTerm);
    return kind;
}

QString Vocabulary::figureKindWord(FigureKind kind) const
{
    return text(FigureKinds, FigureKindTerms[std::size_t(kind)].word);
}

QString Vocabulary::scoringFigureName(ScoringFigure figure) const
{
    return text(ScoringFigures, ScoringFigureTerms[std::size_t(figure)].name);
}

QString Vocabulary::scoringFigureWord(ScoringFigure figure) const
{
    return text(ScoringFigures, ScoringFigureTerms[std::size_t(figure)].word);
}

QString Vocabulary::animalName(Animal animal) const
{
    return text(Animals, AnimalTerms[std::size_t(animal)].name);
}

QString Vocabulary::animalName(const QString &animal) const
{
    const auto a = animalFromString(animal);
    return a ? animalName(*a) : animal;
}

QString Vocabulary::animalWord(Animal animal) const
{
    return text(Animals, AnimalTerms[std::size_t(animal)].word);
}

QString Vocabulary::goodsName(Goods goods) const
{
    return text(GoodsKinds, GoodsTerms[std::size_t(goods)].name);
}

QString Vocabulary::goodsWord(Goods goods) const
{
    return text(GoodsKinds, GoodsTerms[std::size_t(goods)].word);
}

QString Vocabulary::goodsName(const QString &goods) const
{
    const auto g = goodsFromString(goods);
    return g ? goodsName(*g) : goods;
}

QString Vocabulary::expansionName(Expansion expansion) const
{
    return text(Expansions, ExpansionTerms[std::size_t(expansion)].name);
}

QString Vocabulary::expansionName(const QString &expansion) const
{
    const auto e = expansionFromString(expansion);
    return e ? expansionName(*e) : expansion;
}

QString Vocabulary::expansionWord(Expansion expansion) const
{
    return text(Expansions, ExpansionTerms[std::size_t(expansion)].word);
}

QString Vocabulary::markName(const QString &mark) const
{
    const char *source = sourceOf(FeatureMarkTerms, mark);
    return source ? text(FeatureMarks, source) : mark;
}

QString Vocabulary::markNote(const QString &mark) const
{
    QString completed;
    if (mark == u"inn")
        //: what a road with an inn scores once completed; %n points per tile
        completed = text(FeatureMarks, QT_TRANSLATE_N_NOOP("FeatureMarks", "completed: %n point(s) per tile"),
                         rules::InnRoadPointsPerTile);
    else if (mark == u"cathedral")
        //: what a city with a cathedral scores once completed; %n points per tile and per coat of arms
        completed = text(FeatureMarks,
                         QT_TRANSLATE_N_NOOP("FeatureMarks", "completed: %n point(s) per tile and per coat of arms"),
                         rules::CathedralPointsPerTile);
    else
        return {};
    static_assert(rules::CathedralPointsPerTile == rules::CathedralPointsPerCoat,
                  "the sentence gives one number for a cathedral city's tiles and coats of arms");
    //: %1 what the feature scores once completed, %2 what it scores if still open at the end
    return text(FeatureMarks, QT_TRANSLATE_NOOP("FeatureMarks", "%1 · still open at the end: %2"))
        .arg(completed,
             //: what a road with an inn or a city with a cathedral still open at the end scores; %n points
             text(FeatureMarks, QT_TRANSLATE_N_NOOP("FeatureMarks", "%n point(s)"), rules::OpenInnOrCathedralPoints));
}

QString Vocabulary::fieldLabel(const QString &key) const
{
    const char *source = sourceOf(ValueFieldTerms, key);
    return source ? text(ValueFields, source) : key;
}

QString Vocabulary::messageName(int tile) const
{
    return tile >= 1 && tile <= rules::MessageTiles ? text(MessageTiles, MessageTileTerms[std::size_t(tile - 1)].name)
                                                    : QString();
}

QString Vocabulary::messageHint(int tile) const
{
    return tile >= 1 && tile <= rules::MessageTiles ? text(MessageTiles, MessageTileTerms[std::size_t(tile - 1)].word)
                                                    : QString();
}

QString Vocabulary::reasonText(const QString &reason) const
{
    const char *source = sourceOf(ReasonTerms, reason);
    return source ? text(Reasons, source) : reason;
}

QString Vocabulary::ruleName(LedgerRule rule) const
{
    return text(RuleIds, RuleTerms[std::size_t(rule)]);
}

QString Vocabulary::ruleName(const QString &rule) const
{
    const std::optional<LedgerRule> known = ledgerRuleFrom(rule);
    return known ? ruleName(*known) : rule;
}

QString Vocabulary::pointSourceName(const QString &source) const
{
    const char *english = sourceOf(PointSourceTerms, source);
    return english ? text(PointSources, english) : source;
}

QString Vocabulary::warning(const QString &rule, const QString &playerName) const
{
    const char *source = sourceOf(WarningTerms, rule);
    return source ? text(Warnings, source).arg(playerName) : rule;
}

QStringList Vocabulary::fieldKeys()
{
    return idsOf(ValueFieldTerms);
}

QStringList Vocabulary::reasonIds()
{
    return idsOf(ReasonTerms);
}

QStringList Vocabulary::ruleIds()
{
    QStringList out;
    for (int rule = 0; rule < LedgerRuleCount; ++rule)
        out.append(toString(LedgerRule(rule)));
    return out;
}

QStringList Vocabulary::pointSourceIds()
{
    return idsOf(PointSourceTerms);
}

QStringList Vocabulary::warningIds()
{
    return idsOf(WarningTerms);
}

QString Vocabulary::featureName(FeatureType type, const QString &number, const QStringList &owners, int floors) const
{
    // Whole sentences per type: the noun's case and the possessive differ by type in many languages.
    static constexpr const char *Context = "FeatureNames";
    if (type == FeatureType::Tower)
        //: %1 the tower's number, %2 its floors
        return text(Context, QT_TRANSLATE_NOOP("FeatureNames", "tower %1, height %2")).arg(number).arg(floors);
    if (owners.isEmpty())
        //: A feature nobody stands on: %1 its type, %2 its number
        return text(Context, QT_TRANSLATE_NOOP("FeatureNames", "%1 %2")).arg(featureTypeName(type), number);
    QString who = owners.constLast();
    if (owners.size() > 1)
        //: The players on one feature: %1 all but the last (joined by ", "), %2 the last
        who = text(Context, QT_TRANSLATE_NOOP("FeatureNames", "%1 and %2"))
                  .arg(owners.mid(0, owners.size() - 1).join(u", "), owners.constLast());
    const char *pattern = nullptr;
    switch (type) {
    case FeatureType::Road:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's road");
        break;
    case FeatureType::City:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's city");
        break;
    case FeatureType::Monastery:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's monastery");
        break;
    case FeatureType::Field:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's field");
        break;
    case FeatureType::Castle:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's haunted castle");
        break;
    case FeatureType::Cemetery:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's cemetery");
        break;
    case FeatureType::Acrobats:
        //: %1 the players on it ("Ana and Ben")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's acrobat space");
        break;
    case FeatureType::Garden:
        //: %1 the player on it ("Ana")
        pattern = QT_TRANSLATE_NOOP("FeatureNames", "%1's garden");
        break;
    case FeatureType::Tower:
        break;
    }
    return pattern ? text(Context, pattern).arg(who) : who;
}

} // namespace ml
