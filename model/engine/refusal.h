// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "types.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>
#include <variant>

namespace ml {

/**
 * The engine's refusals, one per rule it checks, in the order of the files that check them. The engine gives a code
 * and its arguments; the words library (model/words) puts them into a sentence in the reader's language. A code's
 * name is stable: it appears in ReplayError::message(), the line for logs and tests.
 */
#define ML_REFUSALS(X)                                                                                                 \
  /* the record as a whole (replay.cpp, engine.cpp) */                                                                 \
  X(NotJson) /* byte, line, column, which mistake (JsonSyntax) */                                                      \
  X(TextEmpty) /* byte, line, column */                                                                                \
  X(TextTooLarge) /* bytes, the most */                                                                                \
  X(NulByte) /* byte, line, column */                                                                                  \
  X(NulEscape) /* byte, line, column */                                                                                \
  X(InvalidUtf8) /* byte, line, column */                                                                              \
  X(InvalidUnicodeString) /* byte, line, column */                                                                     \
  X(LoneHighSurrogate) /* byte, line, column, the escape's 4 hex digits */                                             \
  X(LoneLowSurrogate) /* byte, line, column, the escape's hex digits */                                                \
  X(RawControlCharacter) /* byte, line, column, its code point as 4 hex digits */                                      \
  X(DuplicateKey) /* the key, then byte, line, column of the first and of the second */                                \
  X(NestedTooDeep) /* the most, byte, line, column */                                                                  \
  X(OutOfMemory)                                                                                                       \
  X(RecordNotObject)                                                                                                   \
  X(EventNotObject)                                                                                                    \
  X(FormatUnknown)                                                                                                     \
  X(PlayersNotArray)                                                                                                   \
  X(PlayerCount) /* count */                                                                                           \
  X(PlayerNotObject) /* index */                                                                                       \
  X(PlayerIdInvalid) /* id */                                                                                          \
  X(PlayerIdTwice) /* id */                                                                                            \
  X(PlayerNameTooLong) /* id */                                                                                        \
  X(ExpansionsNotArray)                                                                                                \
  X(ExpansionUnknown) /* text */                                                                                       \
  X(ExpansionNotString)                                                                                                \
  X(ExpansionTwice) /* expansion */                                                                                    \
  X(EventsNotArray)                                                                                                    \
  X(GameIdNotUuid) /* text */                                                                                          \
  X(GameCreatedNotUtc) /* text */                                                                                      \
  /* fields of an event (eventreader.cpp, featurevalue.cpp) */                                                         \
  X(FieldMissing) /* field */                                                                                          \
  X(FieldNotWholeNumber) /* field, range, value */                                                                     \
  X(FieldNotString) /* field, value */                                                                                 \
  X(FieldNotObject) /* field, value */                                                                                 \
  X(FieldNotStringArray) /* field, value */                                                                            \
  X(FieldItemNotString) /* field, value */                                                                             \
  X(FieldExceedsField) /* field, number, field, number */                                                              \
  X(FieldNotFlag) /* field, value */                                                                                   \
  X(FlagNeedsExpansion) /* field, expansion */                                                                         \
  /* events and turns (engine.cpp) */                                                                                  \
  X(GameEnded)                                                                                                         \
  X(EventTypeUnknown) /* type */                                                                                       \
  X(EventNeedsExpansion) /* type, expansion */                                                                         \
  X(MessengerNeedsExpansion) /* expansion */                                                                           \
  X(FigureKindNeedsExpansion) /* figure kind, expansion */                                                             \
  X(FeatureTypeNeedsExpansion) /* feature type, expansion */                                                           \
  X(RingmasterCountsNeedExpansion) /* expansion */                                                                     \
  X(NotAPlayer) /* field, id */                                                                                        \
  X(ScoringFigureUnknown) /* field, text */                                                                            \
  X(NoTurnBegun)                                                                                                       \
  X(TurnOutOfOrder) /* next player, active player, player */                                                           \
  X(NoSuchFeature) /* field, id */                                                                                     \
  X(NoSuchFigure) /* field, id */                                                                                      \
  /* place, merge, score, adjust, end (engine.cpp, featurevalue.cpp) */                                                \
  X(PlacedByOtherPlayer) /* active player, player */                                                                   \
  X(FigureKindUnknown) /* text */                                                                                      \
  X(SupplyEmpty) /* player, figure kind */                                                                             \
  X(FigureIdInUse) /* id */                                                                                            \
  X(FeatureTypeUnknown) /* text */                                                                                     \
  X(FeatureTypeMismatch) /* id, feature type, feature type */                                                          \
  X(FeatureTypeRequired) /* id */                                                                                      \
  X(FeatureOccupied) /* id */                                                                                          \
  X(TowerHasNoFloor) /* id */                                                                                          \
  X(MergeNeedsTwoFeatures)                                                                                             \
  X(MergeTypeNotMergeable) /* id, feature type */                                                                      \
  X(MergeTypesDiffer) /* feature type, feature type */                                                                 \
  X(MergeIntoOtherFeature) /* id */                                                                                    \
  X(FieldScoredDuringGame)                                                                                             \
  X(FeatureNotCompletable) /* feature type */                                                                          \
  X(AdjustmentOfZero)                                                                                                  \
  X(AdjustmentBelowZero) /* player, scoring figure, count, number */                                                   \
  X(EndValueNotOnBoard) /* id */                                                                                       \
  X(EndValueNotScoredAtEnd) /* id, feature type */                                                                     \
  X(EndValueMissing) /* feature type, id */                                                                            \
  /* the big top (bigtopmodule.cpp) */                                                                                 \
  X(NotABonusRingmaster) /* field, figure, feature type, feature */                                                    \
  X(RingmasterCountMissing) /* field, figure */                                                                        \
  X(AnimalUnknown) /* field, text */                                                                                   \
  X(AnimalTokensGone) /* count, animal */                                                                              \
  X(NotAnAcrobatSpace) /* id, feature type */                                                                          \
  X(PyramidIncomplete) /* id, count */                                                                                 \
  X(RingmasterNeverAcrobat)                                                                                            \
  X(PyramidComplete) /* id */                                                                                          \
  /* ghosts (ghostsmodule.cpp) */                                                                                      \
  X(GhostOnGuard) /* figure */                                                                                         \
  X(NoGhostLeft)                                                                                                       \
  X(ExpandOnOwnFigure) /* figure, player */                                                                            \
  X(LimitOnOtherFigure) /* figure, player */                                                                           \
  X(GhostReasonUnknown) /* text */                                                                                     \
  /* messages (messengersmodule.cpp) */                                                                                \
  X(MessageValueMissing) /* feature type, id, player */                                                                \
  X(MessageValueNotListed) /* id, feature type, player */                                                              \
  X(NoMessageOwed) /* player */                                                                                        \
  X(MessageTakeUnknown) /* text */                                                                                     \
  X(MessageWithoutFigure) /* player, feature type, tile */                                                             \
  X(MessageEightOtherFigure) /* figure, player */                                                                      \
  X(MessageRingmasterValue)                                                                                            \
  /* robbers (robbersmodule.cpp) */                                                                                    \
  X(RobberMovedByOther) /* player, space */                                                                            \
  X(RobberSpaceEmpty) /* space */                                                                                      \
  X(StealWithoutScoring)                                                                                               \
  X(RobberChoseTwice) /* player */                                                                                     \
  X(RobberNotOnTrack) /* player */                                                                                     \
  X(NothingToSteal) /* player */                                                                                       \
  X(StealNotCandidate) /* robber, player, space */                                                                     \
  X(StealNotCandidateFigure) /* robber, player, scoring figure, space */                                               \
  /* the tower (towermodule.cpp) */                                                                                    \
  X(ExchangeNoSuchPrisoner) /* holder, figure, owner */                                                                \
  X(NoFloorLeft) /* player */                                                                                          \
  X(NotATower) /* id, feature type */                                                                                  \
  X(TowerClosed) /* tower, figure */                                                                                   \
  X(ExchangeWithoutCapture)                                                                                            \
  X(ExchangeAfterOwnCapture)                                                                                           \
  X(ExchangeNoPrisoner) /* player, player */                                                                           \
  X(ExchangeNotTakingPart) /* player */                                                                                \
  X(NotAPrisoner) /* figure */                                                                                         \
  X(RansomNotOwner) /* owner, figure */                                                                                \
  X(RansomOncePerTurn)                                                                                                 \
  X(RansomBelowZero) /* player, scoring figure, count */                                                               \
  /* the abbot, inns and cathedrals, traders and builders (abbotmodule.cpp, innsmodule.cpp, tradersmodule.cpp) */      \
  X(AbbotOnlyOnMonastery) /* feature type */                                                                           \
  X(GardenOnlyForAbbot) /* figure kind */                                                                              \
  X(LargeMeepleNeverAcrobat)                                                                                           \
  X(RecallNotAbbot) /* figure, figure kind */                                                                          \
  X(RecallOtherPlayer) /* figure, player */                                                                            \
  X(RecallTwice) /* player */                                                                                          \
  X(BuilderPlacement) /* figure kind, feature type */                                                                  \
  X(BuilderNeedsOwnFigure) /* figure kind, feature, player */                                                          \
  X(BuilderOrPigAlreadyThere) /* figure kind, feature, player */                                                       \
  X(NeverCaptured) /* figure, figure kind */                                                                           \
  X(NeverHaunted) /* figure, figure kind */                                                                            \
  X(MessageEightNotFollower) /* figure, figure kind */                                                                 \
  X(BuilderNotOnBoard) /* player */                                                                                    \
  X(BuilderTileTaken) /* player */                                                                                     \
  X(GoodsNone)                                                                                                         \
  X(GoodsUnknown) /* text */                                                                                           \
  X(GoodsTokensGone) /* goods, count, count */

/** @brief What rule a record broke; its arguments come in a Refusal. */
enum class RefusalCode {
#define ML_REFUSAL_ENUM(name) name,
    ML_REFUSALS(ML_REFUSAL_ENUM)
#undef ML_REFUSAL_ENUM
};

/** @brief How many refusal codes there are. */
inline constexpr int RefusalCodeCount = 0
#define ML_REFUSAL_COUNT(name) +1
    ML_REFUSALS(ML_REFUSAL_COUNT)
#undef ML_REFUSAL_COUNT
    ;

/** @brief A player a refusal names: shown by name where the names are known (the app), else by id (the CLI). */
struct PlayerArg {
    int index = -1;
    QString id;
};

/** @brief Which mistake of JSON's syntax a NotJson refusal found (the parser's own words are English only). */
enum class JsonSyntax {
    /** The text ends before its last object or array is closed (a file cut short). */
    EndsEarly,
    /** Something follows the record's closing brace. */
    TrailingText,
    /** Where a value belongs there is none, or something that is not one (a word without quotes). */
    InvalidValue,
    /** Where a member's name belongs there is none: a name is a string in double quotes. */
    MissingName,
    /** A member's name is not followed by a colon. */
    MissingColon,
    /** A member is followed by neither a comma nor the closing brace. */
    MissingCommaOrBrace,
    /** An element is followed by neither a comma nor the closing bracket. */
    MissingCommaOrBracket,
    /** A \\u escape not followed by four hexadecimal digits. */
    InvalidUnicodeEscape,
    /** A backslash followed by a character JSON has no escape for. */
    InvalidEscape,
    /** A string without its closing double quote. */
    MissingQuote,
    /** A number too large, or without digits after its point or its exponent. */
    InvalidNumber,
    /** The text begins with UTF-8's byte order mark (EF BB BF), which some editors write: a record is UTF-8 without. */
    ByteOrderMark,
    /** The text begins with a UTF-16 byte order mark (FF FE or FE FF): a record is UTF-8. */
    Utf16,
    /** Any other mistake. */
    Other,
};

/** @brief The name of @p syntax ("EndsEarly"), for diagnostics. */
[[nodiscard]] QString toString(JsonSyntax syntax);

/** @brief The range a whole number must lie in; no @c max means "min or more". */
struct RangeArg {
    int min = 0;
    std::optional<int> max;
};

/** @brief A value of the record that has the wrong kind, shown as the record has it (Undefined: nothing). */
struct JsonArg {
    QJsonValue value;
};

/**
 * @brief One argument of a refusal. A QString is verbatim text (a record id, a field path such as `values.c1.tiles`,
 * a parser's message); an int is a number; the enums are ids put into words in the reader's language.
 */
using RefusalArg = std::variant<QString, int, PlayerArg, FeatureType, FigureKind, ScoringFigure, Expansion, Animal,
                                JsonArg, RangeArg, JsonSyntax, Goods>;

/** @brief Why the engine refused a record: a code and its arguments, no words. */
struct Refusal {
    RefusalCode code = RefusalCode::NotJson;
    QList<RefusalArg> args;

    /** @brief The code's name ("TurnOutOfOrder"). */
    [[nodiscard]] QString name() const;
    /** @brief The name and the arguments as the record writes them, for logs and tests: `FeatureOccupied("c1")`. */
    [[nodiscard]] QString diagnostic() const;
};

/** @brief A string, number, true, false or null as the record writes it; nothing for an array, object or nothing. */
[[nodiscard]] std::optional<QString> jsonLiteral(const QJsonValue &value);

/** @brief The name of @p code ("TurnOutOfOrder"). */
[[nodiscard]] QString refusalName(RefusalCode code);

} // namespace ml
