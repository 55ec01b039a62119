// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "vocabulary.h"

#include <QCoreApplication>
#include <QTranslator>

#include <array>

namespace ml {

namespace {

/** One id's words: its name on its own and its word in a sentence. */
struct Term {
    const char *name;
    const char *word;
};

constexpr const char *FeatureTypes = "FeatureTypes";
constexpr std::array<Term, 8> FeatureTypeTerms { {
    { QT_TRANSLATE_NOOP("FeatureTypes", "Road"), QT_TRANSLATE_NOOP("FeatureTypes", "road") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "City"), QT_TRANSLATE_NOOP("FeatureTypes", "city") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Monastery"), QT_TRANSLATE_NOOP("FeatureTypes", "monastery") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Field"), QT_TRANSLATE_NOOP("FeatureTypes", "field") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Haunted castle"), QT_TRANSLATE_NOOP("FeatureTypes", "castle") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Cemetery"), QT_TRANSLATE_NOOP("FeatureTypes", "cemetery") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Tower"), QT_TRANSLATE_NOOP("FeatureTypes", "tower") },
    { QT_TRANSLATE_NOOP("FeatureTypes", "Acrobat space"), QT_TRANSLATE_NOOP("FeatureTypes", "acrobats") },
} };

constexpr const char *FigureKinds = "FigureKinds";
constexpr std::array<Term, 3> FigureKindTerms { {
    { QT_TRANSLATE_NOOP("FigureKinds", "meeple"), QT_TRANSLATE_NOOP("FigureKinds", "meeple") },
    { QT_TRANSLATE_NOOP("FigureKinds", "guard meeple"), QT_TRANSLATE_NOOP("FigureKinds", "guard") },
    { QT_TRANSLATE_NOOP("FigureKinds", "ringmaster"), QT_TRANSLATE_NOOP("FigureKinds", "ringmaster") },
} };

constexpr const char *ScoringFigures = "ScoringFigures";
constexpr std::array<Term, 2> ScoringFigureTerms { {
    { QT_TRANSLATE_NOOP("ScoringFigures", "scoring meeple"), QT_TRANSLATE_NOOP("ScoringFigures", "meeple") },
    { QT_TRANSLATE_NOOP("ScoringFigures", "messenger"), QT_TRANSLATE_NOOP("ScoringFigures", "messenger") },
} };

constexpr const char *Animals = "Animals";
constexpr std::array<const char *, AnimalCount> AnimalTerms {
    QT_TRANSLATE_NOOP("Animals", "flea"),  QT_TRANSLATE_NOOP("Animals", "monkey"),
    QT_TRANSLATE_NOOP("Animals", "seal"),  QT_TRANSLATE_NOOP("Animals", "bear"),
    QT_TRANSLATE_NOOP("Animals", "tiger"), QT_TRANSLATE_NOOP("Animals", "elephant"),
};

constexpr const char *Expansions = "Expansions";
constexpr std::array<Term, 5> ExpansionTerms { {
    { QT_TRANSLATE_NOOP("Expansions", "The Tower"), QT_TRANSLATE_NOOP("Expansions", "tower") },
    { QT_TRANSLATE_NOOP("Expansions", "The Messengers"), QT_TRANSLATE_NOOP("Expansions", "messengers") },
    { QT_TRANSLATE_NOOP("Expansions", "The Robbers"), QT_TRANSLATE_NOOP("Expansions", "robbers") },
    { QT_TRANSLATE_NOOP("Expansions", "Under the Big Top"), QT_TRANSLATE_NOOP("Expansions", "bigtop") },
    { QT_TRANSLATE_NOOP("Expansions", "Ghosts, Castles and Cemeteries"), QT_TRANSLATE_NOOP("Expansions", "ghosts") },
} };

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
    return text(Animals, AnimalTerms[std::size_t(animal)]);
}

QString Vocabulary::expansionName(Expansion expansion) const
{
    return text(Expansions, ExpansionTerms[std::size_t(expansion)].name);
}

QString Vocabulary::expansionWord(Expansion expansion) const
{
    return text(Expansions, ExpansionTerms[std::size_t(expansion)].word);
}

} // namespace ml
