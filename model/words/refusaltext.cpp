// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "refusaltext.h"

#include "vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>

namespace ml {

namespace {

constexpr const char *Context = "Refusals";

/** A refusal's sentence: %1, %2… are its arguments in order, except the count (if any), which is %n. */
struct Sentence {
    RefusalCode code;
    const char *source;
    int countArg; ///< the index of the argument that chooses the plural form, or -1
};

// clang-format off
constexpr std::array<Sentence, RefusalCodeCount> Sentences { {
    //: %1, %2, %3 the byte, line and column in the record's text; %4 which mistake it is, as a clause ("the text ends
    //: before the record is complete")
    { RefusalCode::NotJson, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): %4"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text
    { RefusalCode::TextEmpty, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): the text is empty or only white space"), -1 },
    //: %1 the text's size in bytes; %2 the largest size allowed in bytes
    { RefusalCode::TextTooLarge, QT_TRANSLATE_NOOP("Refusals", "the text is %1 bytes; a record is at most %2 bytes (16 MiB)"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text
    { RefusalCode::NulByte, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): a NUL byte, which JSON text cannot hold"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text
    { RefusalCode::NulEscape, QT_TRANSLATE_NOOP("Refusals", "a U+0000 (\\u0000) in a string at byte %1 (line %2, column %3): no name or id can hold it"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text
    { RefusalCode::InvalidUtf8, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): invalid UTF-8 in a string"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text
    { RefusalCode::InvalidUnicodeString, QT_TRANSLATE_NOOP("Refusals", "invalid Unicode in the string at byte %1 (line %2, column %3)"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text; %4 the character's code in hexadecimal
    { RefusalCode::LoneHighSurrogate, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): invalid Unicode: a lone high surrogate \\u%4"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text; %4 the character's code in hexadecimal
    { RefusalCode::LoneLowSurrogate, QT_TRANSLATE_NOOP("Refusals", "invalid Unicode at byte %1 (line %2, column %3): the escape \\u%4 is a lone low surrogate"), -1 },
    //: %1, %2, %3 the byte, line and column in the record's text; %4 the character's code in hexadecimal
    { RefusalCode::RawControlCharacter, QT_TRANSLATE_NOOP("Refusals", "not valid JSON at byte %1 (line %2, column %3): a raw control character (U+%4) in a string; it must be written as an escape"), -1 },
    //: %1 an id or value exactly as written in the record; %2 the byte; %3 the line; %4 the column in the record's text; %5 the byte; %6 the line; %7 the column of its second appearance
    { RefusalCode::DuplicateKey, QT_TRANSLATE_NOOP("Refusals", "the key \"%1\" appears twice in one object: at byte %2 (line %3, column %4) and at byte %5 (line %6, column %7)"), -1 },
    //: %1 the deepest nesting allowed (a number); %2 the byte; %3 the line; %4 the column in the record's text
    { RefusalCode::NestedTooDeep, QT_TRANSLATE_NOOP("Refusals", "nested deeper than %1 arrays and objects at byte %2 (line %3, column %4)"), -1 },
    { RefusalCode::OutOfMemory, QT_TRANSLATE_NOOP("Refusals", "the record is too large to read in the memory available"), -1 },
    { RefusalCode::RecordNotObject, QT_TRANSLATE_NOOP("Refusals", "a record is one JSON object"), -1 },
    { RefusalCode::EventNotObject, QT_TRANSLATE_NOOP("Refusals", "an event must be a JSON object"), -1 },
    { RefusalCode::FormatUnknown, QT_TRANSLATE_NOOP("Refusals", "`format` must be \"meeple-ledger/1\""), -1 },
    { RefusalCode::PlayersNotArray, QT_TRANSLATE_NOOP("Refusals", "`players` must be an array of 2 to 6 players"), -1 },
    //: %1 the record's number of players
    { RefusalCode::PlayerCount, QT_TRANSLATE_NOOP("Refusals", "a game has 2 to 6 players, this record has %1"), -1 },
    //: %1 the player's place in the list, from 0
    { RefusalCode::PlayerNotObject, QT_TRANSLATE_NOOP("Refusals", "`players[%1]` must be an object"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::PlayerIdInvalid, QT_TRANSLATE_NOOP("Refusals", "player id \"%1\" must be 1 to 16 of a-z, 0-9, _ and -"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::PlayerIdTwice, QT_TRANSLATE_NOOP("Refusals", "player id \"%1\" is used twice"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::PlayerNameTooLong, QT_TRANSLATE_NOOP("Refusals", "the name of \"%1\" is longer than 40 characters"), -1 },
    { RefusalCode::ExpansionsNotArray, QT_TRANSLATE_NOOP("Refusals", "`expansions` must be an array (empty for the base game alone)"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::ExpansionUnknown, QT_TRANSLATE_NOOP("Refusals", "unknown expansion \"%1\": the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders"), -1 },
    { RefusalCode::ExpansionNotString, QT_TRANSLATE_NOOP("Refusals", "unknown expansion (not a string): the known ones are tower, messengers, robbers, bigtop, ghosts, abbot, inns and traders"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::ExpansionTwice, QT_TRANSLATE_NOOP("Refusals", "expansion \"%1\" is listed twice"), -1 },
    { RefusalCode::EventsNotArray, QT_TRANSLATE_NOOP("Refusals", "`events` must be an array"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::GameIdNotUuid, QT_TRANSLATE_NOOP("Refusals", "`game.id` must be a UUID such as \"3f2b8c1e-6d4a-4f7e-9b1a-2c5d8e0f4a61\", got \"%1\""), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::GameCreatedNotUtc, QT_TRANSLATE_NOOP("Refusals", "`game.created` must be a time in UTC such as \"2026-12-04T19:30:00Z\", got \"%1\""), -1 },
    //: %1 the name of a field of the record, as written there
    { RefusalCode::FieldMissing, QT_TRANSLATE_NOOP("Refusals", "`%1` is missing"), -1 },
    //: %1 the name of a field of the record, as written there; %2 the numbers allowed ("2 or more", "from 1 to 12"); %3 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldNotWholeNumber, QT_TRANSLATE_NOOP("Refusals", "`%1` must be a whole number %2, got %3"), -1 },
    //: %1 the name of a field of the record, as written there; %2 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldNotString, QT_TRANSLATE_NOOP("Refusals", "`%1` must be a non-empty string, got %2"), -1 },
    //: %1 the name of a field of the record, as written there; %2 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldNotObject, QT_TRANSLATE_NOOP("Refusals", "`%1` must be an object, got %2"), -1 },
    //: %1 the name of a field of the record, as written there; %2 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldNotStringArray, QT_TRANSLATE_NOOP("Refusals", "`%1` must be an array of strings, got %2"), -1 },
    //: %1 the name of a field of the record, as written there; %2 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldItemNotString, QT_TRANSLATE_NOOP("Refusals", "`%1` must hold non-empty strings, got %2"), -1 },
    //: %1 the name of a field of the record, as written there; %2 its value; %3 the name of a field of the record, as written there; %4 its value
    { RefusalCode::FieldExceedsField, QT_TRANSLATE_NOOP("Refusals", "`%1` (%2) cannot exceed `%3` (%4)"), -1 },
    //: %1 the name of a field of the record, as written there; %2 what the record has there (a value as written, "an array", "an object" or "nothing")
    { RefusalCode::FieldNotFlag, QT_TRANSLATE_NOOP("Refusals", "`%1` must be true or false, got %2"), -1 },
    //: %1 the name of a field of the record, as written there (`values.r1.inn`); %2 an expansion's name
    { RefusalCode::FlagNeedsExpansion, QT_TRANSLATE_NOOP("Refusals", "`%1` needs the %2 expansion, which this record does not enable"), -1 },
    { RefusalCode::GameEnded, QT_TRANSLATE_NOOP("Refusals", "the game has ended: no event may follow `end`"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::EventTypeUnknown, QT_TRANSLATE_NOOP("Refusals", "unknown event type \"%1\""), -1 },
    //: %1 an event type as written in the record (tower, robber…); %2 an expansion's name
    { RefusalCode::EventNeedsExpansion, QT_TRANSLATE_NOOP("Refusals", "`%1` events need the %2 expansion, which this record does not enable"), -1 },
    //: %1 an expansion's name
    { RefusalCode::MessengerNeedsExpansion, QT_TRANSLATE_NOOP("Refusals", "the messenger needs the %1 expansion, which this record does not enable"), -1 },
    //: %1 a kind of figure (meeple, guard meeple, ringmaster); %2 an expansion's name
    { RefusalCode::FigureKindNeedsExpansion, QT_TRANSLATE_NOOP("Refusals", "%1 figures need the %2 expansion, which this record does not enable"), -1 },
    //: %1 a kind of feature (road, city, tower…); %2 an expansion's name
    { RefusalCode::FeatureTypeNeedsExpansion, QT_TRANSLATE_NOOP("Refusals", "%1 features need the %2 expansion, which this record does not enable"), -1 },
    //: %1 an expansion's name
    { RefusalCode::RingmasterCountsNeedExpansion, QT_TRANSLATE_NOOP("Refusals", "ringmaster counts need the %1 expansion, which this record does not enable"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::NotAPlayer, QT_TRANSLATE_NOOP("Refusals", "`%1`: \"%2\" is not a player of this game"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::ScoringFigureUnknown, QT_TRANSLATE_NOOP("Refusals", "`%1` must be \"meeple\" or \"messenger\", got \"%2\""), -1 },
    { RefusalCode::NoTurnBegun, QT_TRANSLATE_NOOP("Refusals", "no turn has begun: the record must start with a `turn` event"), -1 },
    //: %1 a player's name; %2 a player's name; %3 a player's name
    { RefusalCode::TurnOutOfOrder, QT_TRANSLATE_NOOP("Refusals", "it is %1's turn after %2, not %3"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::NoSuchFeature, QT_TRANSLATE_NOOP("Refusals", "`%1`: no feature \"%2\" is on the board"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::NoSuchFigure, QT_TRANSLATE_NOOP("Refusals", "`%1`: no figure \"%2\" is on the board"), -1 },
    //: %1 a player's name; %2 a player's name
    { RefusalCode::PlacedByOtherPlayer, QT_TRANSLATE_NOOP("Refusals", "only the active player (%1) places figures, not %2"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::FigureKindUnknown, QT_TRANSLATE_NOOP("Refusals", "`kind` must be meeple, guard or ringmaster, got \"%1\""), -1 },
    //: %1 a player's name; %2 a kind of figure
    { RefusalCode::SupplyEmpty, QT_TRANSLATE_NOOP("Refusals", "%1 has no %2 left in their supply"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::FigureIdInUse, QT_TRANSLATE_NOOP("Refusals", "figure id \"%1\" is already on the board or held as a prisoner"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::FeatureTypeUnknown, QT_TRANSLATE_NOOP("Refusals", "unknown `featureType` \"%1\""), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a kind of feature (road, city…) or of figure
    { RefusalCode::FeatureTypeMismatch, QT_TRANSLATE_NOOP("Refusals", "feature \"%1\" is a %2, not a %3"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::FeatureTypeRequired, QT_TRANSLATE_NOOP("Refusals", "feature \"%1\" is new, so `featureType` is required"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::FeatureOccupied, QT_TRANSLATE_NOOP("Refusals", "feature \"%1\" is already occupied; players join features with `merge`"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::TowerHasNoFloor, QT_TRANSLATE_NOOP("Refusals", "tower \"%1\" has no floor yet: towers are built with `tower` events"), -1 },
    { RefusalCode::MergeNeedsTwoFeatures, QT_TRANSLATE_NOOP("Refusals", "`features` must name at least two different features, each once"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure
    { RefusalCode::MergeTypeNotMergeable, QT_TRANSLATE_NOOP("Refusals", "only roads, cities and fields are merged; \"%1\" is a %2"), -1 },
    //: %1 a kind of feature (road, city…) or of figure; %2 a kind of feature (road, city…) or of figure
    { RefusalCode::MergeTypesDiffer, QT_TRANSLATE_NOOP("Refusals", "cannot merge a %1 with a %2"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::MergeIntoOtherFeature, QT_TRANSLATE_NOOP("Refusals", "`into`: \"%1\" is another feature on the board"), -1 },
    { RefusalCode::FieldScoredDuringGame, QT_TRANSLATE_NOOP("Refusals", "fields are never scored during the game; they score at `end`"), -1 },
    //: %1 a kind of feature (road, city…) or of figure
    { RefusalCode::FeatureNotCompletable, QT_TRANSLATE_NOOP("Refusals", "a %1 is not a feature that is completed and scored"), -1 },
    { RefusalCode::AdjustmentOfZero, QT_TRANSLATE_NOOP("Refusals", "an adjustment of 0 points changes nothing"), -1 },
    //: %1 a player's name; %2 that player's scoring figure (scoring meeple or messenger); %n its points; %3 the correction (a negative number)
    { RefusalCode::AdjustmentBelowZero, QT_TRANSLATE_N_NOOP("Refusals", "%1's %2 holds %n point(s); a correction of %3 would take it below 0"), 2 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::EndValueNotOnBoard, QT_TRANSLATE_NOOP("Refusals", "`values` has an entry for \"%1\", which is not on the board"), -1 },
    //: %1 the name of a field of the record, as written there; %2 a kind of feature (road, city…) or of figure
    { RefusalCode::EndValueNotScoredAtEnd, QT_TRANSLATE_NOOP("Refusals", "`values.%1`: a %2 is not scored at the end; give `{}` or no entry"), -1 },
    //: %1 a kind of feature (road, city…); %2 an id or value exactly as written in the record
    { RefusalCode::EndValueMissing, QT_TRANSLATE_NOOP("Refusals", "`values` has no entry for %1 \"%2\", which has figures on it"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record; %3 a kind of feature (road, city…); %4 an id or value exactly as written in the record
    { RefusalCode::NotABonusRingmaster, QT_TRANSLATE_NOOP("Refusals", "`%1`: \"%2\" is not a ringmaster on %3 \"%4\" that takes a bonus"), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::RingmasterCountMissing, QT_TRANSLATE_NOOP("Refusals", "`%1` needs the number of circus and acrobat tiles around ringmaster \"%2\""), -1 },
    //: %1 the name of a field of the record, as written there; %2 an id or value exactly as written in the record
    { RefusalCode::AnimalUnknown, QT_TRANSLATE_NOOP("Refusals", "`%1`: unknown animal \"%2\" (flea, monkey, seal, bear, tiger, elephant)"), -1 },
    //: %n the tokens of that animal in the game; %1 the animal (flea, monkey…)
    { RefusalCode::AnimalTokensGone, QT_TRANSLATE_N_NOOP("Refusals", "all %n %1 token(s) have been revealed already"), 0 },
    //: %1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure
    { RefusalCode::NotAnAcrobatSpace, QT_TRANSLATE_NOOP("Refusals", "\"%1\" is a %2, not an acrobat space"), -1 },
    //: %1 the acrobat space's id as written in the record; %n the acrobats on it
    { RefusalCode::PyramidIncomplete, QT_TRANSLATE_N_NOOP("Refusals", "the pyramid on \"%1\" has %n acrobat(s); it is scored with exactly 3"), 1 },
    { RefusalCode::RingmasterNeverAcrobat, QT_TRANSLATE_NOOP("Refusals", "the ringmaster is never an acrobat"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::PyramidComplete, QT_TRANSLATE_NOOP("Refusals", "the pyramid on \"%1\" is complete with 3 acrobats"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::GhostOnGuard, QT_TRANSLATE_NOOP("Refusals", "ghosts are never added to guard meeples; \"%1\" is a guard"), -1 },
    { RefusalCode::NoGhostLeft, QT_TRANSLATE_NOOP("Refusals", "the general supply has no ghost left"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a player's name
    { RefusalCode::ExpandOnOwnFigure, QT_TRANSLATE_NOOP("Refusals", "expanding the mist haunts another player's figure; \"%1\" is %2's own"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a player's name
    { RefusalCode::LimitOnOtherFigure, QT_TRANSLATE_NOOP("Refusals", "limiting the mist haunts one of the active player's own figures; \"%1\" belongs to %2"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::GhostReasonUnknown, QT_TRANSLATE_NOOP("Refusals", "`reason` must be \"expand\" or \"limit\", got \"%1\""), -1 },
    //: %1 a kind of feature (road, city…); %2 an id or value exactly as written in the record; %3 a player's name
    { RefusalCode::MessageValueMissing, QT_TRANSLATE_NOOP("Refusals", "`values` has no entry for %1 \"%2\", where %3 has a figure"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure; %3 a player's name
    { RefusalCode::MessageValueNotListed, QT_TRANSLATE_NOOP("Refusals", "`values` names \"%1\", which is not a %2 with a figure of %3"), -1 },
    //: %1 a player's name
    { RefusalCode::NoMessageOwed, QT_TRANSLATE_NOOP("Refusals", "no message is owed: none of %1's scoring figures ended a forward move from points on a dark space since the last message or the start of the turn"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::MessageTakeUnknown, QT_TRANSLATE_NOOP("Refusals", "`take` must be \"points\" or \"action\", got \"%1\""), -1 },
    //: %1 a player's name; %2 a kind of feature (road, city…) or of figure; %3 the message tile's number
    { RefusalCode::MessageWithoutFigure, QT_TRANSLATE_NOOP("Refusals", "%1 has no figure on a %2: message %3 must be taken as 2 points"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a player's name
    { RefusalCode::MessageEightOtherFigure, QT_TRANSLATE_NOOP("Refusals", "message 8 scores one of the active player's own figures; \"%1\" belongs to %2"), -1 },
    { RefusalCode::MessageRingmasterValue, QT_TRANSLATE_NOOP("Refusals", "`values.ringmaster` is only for a ringmaster on a road, city, monastery or field"), -1 },
    //: %1 a player's name; %2 a space of the scoring track (a number)
    { RefusalCode::RobberMovedByOther, QT_TRANSLATE_NOOP("Refusals", "only the active player may move a robber that is already on the track; %1's robber stands on space %2"), -1 },
    //: %1 a space of the scoring track (a number)
    { RefusalCode::RobberSpaceEmpty, QT_TRANSLATE_NOOP("Refusals", "space %1 holds no scoring figure of another player"), -1 },
    { RefusalCode::StealWithoutScoring, QT_TRANSLATE_NOOP("Refusals", "a `steal` must follow the scoring it robs"), -1 },
    //: %1 a player's name
    { RefusalCode::RobberChoseTwice, QT_TRANSLATE_NOOP("Refusals", "the robber of %1 already chose whom to rob"), -1 },
    //: %1 a player's name
    { RefusalCode::RobberNotOnTrack, QT_TRANSLATE_NOOP("Refusals", "the robber of %1 is not on the track when this scoring began"), -1 },
    //: %1 a player's name
    { RefusalCode::NothingToSteal, QT_TRANSLATE_NOOP("Refusals", "the robber of %1 has nothing to steal in this scoring"), -1 },
    //: %1 a player's name; %2 a player's name; %3 a space of the scoring track (a number)
    { RefusalCode::StealNotCandidate, QT_TRANSLATE_NOOP("Refusals", "the robber of %1 cannot steal from %2: only a first forward movement of a figure that stood on space %3 can be robbed"), -1 },
    //: %1 a player's name; %2 a player's name; %3 the robbed player's scoring figure (scoring meeple or messenger); %4 a space of the scoring track (a number)
    { RefusalCode::StealNotCandidateFigure, QT_TRANSLATE_NOOP("Refusals", "the robber of %1 cannot steal from %2's %3: only a first forward movement of a figure that stood on space %4 can be robbed"), -1 },
    //: %1 a player's name; %2 an id or value exactly as written in the record; %3 a player's name
    { RefusalCode::ExchangeNoSuchPrisoner, QT_TRANSLATE_NOOP("Refusals", "`exchange`: %1 holds no prisoner \"%2\" of %3"), -1 },
    //: %1 a player's name
    { RefusalCode::NoFloorLeft, QT_TRANSLATE_NOOP("Refusals", "%1 has no tower floor left in their supply"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of feature (road, city…) or of figure
    { RefusalCode::NotATower, QT_TRANSLATE_NOOP("Refusals", "\"%1\" is a %2, not a tower"), -1 },
    //: %1 an id or value exactly as written in the record; %2 an id or value exactly as written in the record
    { RefusalCode::TowerClosed, QT_TRANSLATE_NOOP("Refusals", "tower \"%1\" is closed by figure \"%2\""), -1 },
    { RefusalCode::ExchangeWithoutCapture, QT_TRANSLATE_NOOP("Refusals", "`exchange` without a capture: no prisoners change hands"), -1 },
    { RefusalCode::ExchangeAfterOwnCapture, QT_TRANSLATE_NOOP("Refusals", "`exchange` after capturing one's own figure: no prisoners change hands"), -1 },
    //: %1 a player's name; %2 a player's name
    { RefusalCode::ExchangeNoPrisoner, QT_TRANSLATE_NOOP("Refusals", "`exchange`: no exchange happens, %1 holds no prisoner of %2"), -1 },
    //: %1 a player's name
    { RefusalCode::ExchangeNotTakingPart, QT_TRANSLATE_NOOP("Refusals", "`exchange`: %1 takes no part in this exchange"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::NotAPrisoner, QT_TRANSLATE_NOOP("Refusals", "figure \"%1\" is not held as a prisoner"), -1 },
    //: %1 a player's name; %2 an id or value exactly as written in the record
    { RefusalCode::RansomNotOwner, QT_TRANSLATE_NOOP("Refusals", "only its owner (%1) buys back \"%2\", during their own turn"), -1 },
    { RefusalCode::RansomOncePerTurn, QT_TRANSLATE_NOOP("Refusals", "a ransom is paid at most once per turn"), -1 },
    //: %1 the prisoner's owner's name; %2 that player's scoring figure (scoring meeple or messenger); %n its points
    { RefusalCode::RansomBelowZero, QT_TRANSLATE_N_NOOP("Refusals", "%1's %2 holds %n point(s); a ransom of 3 would take it below 0"), 2 },
    //: %1 a kind of feature (road, city…)
    { RefusalCode::AbbotOnlyOnMonastery, QT_TRANSLATE_NOOP("Refusals", "an abbot stands only on a monastery or a garden, not on a %1"), -1 },
    //: %1 a kind of figure (meeple, large meeple…)
    { RefusalCode::GardenOnlyForAbbot, QT_TRANSLATE_NOOP("Refusals", "only an abbot stands on a garden, not a %1"), -1 },
    { RefusalCode::LargeMeepleNeverAcrobat, QT_TRANSLATE_NOOP("Refusals", "the large meeple is never an acrobat: a pyramid takes only meeples and guard meeples"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of figure (meeple, large meeple…)
    { RefusalCode::RecallNotAbbot, QT_TRANSLATE_NOOP("Refusals", "only an abbot is returned early; \"%1\" is a %2"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a player's name
    { RefusalCode::RecallOtherPlayer, QT_TRANSLATE_NOOP("Refusals", "abbot \"%1\" belongs to %2: only its owner returns it, during their own turn"), -1 },
    //: %1 a player's name
    { RefusalCode::RecallTwice, QT_TRANSLATE_NOOP("Refusals", "%1 already returned an abbot in this part of the turn"), -1 },
    //: %1 a kind of figure (builder, pig); %2 a kind of feature (road, city…)
    { RefusalCode::BuilderPlacement, QT_TRANSLATE_NOOP("Refusals", "a %1 cannot stand on a %2: a builder joins a road or a city, a pig a field"), -1 },
    //: %1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player's name
    { RefusalCode::BuilderNeedsOwnFigure, QT_TRANSLATE_NOOP("Refusals", "a %1 joins only a feature where its owner already has a figure; %3 has none on \"%2\""), -1 },
    //: %1 a kind of figure (builder, pig); %2 an id or value exactly as written in the record; %3 a player's name
    { RefusalCode::BuilderOrPigAlreadyThere, QT_TRANSLATE_NOOP("Refusals", "%3's %1 already stands on \"%2\""), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)
    { RefusalCode::NeverCaptured, QT_TRANSLATE_NOOP("Refusals", "\"%1\" is a %2, which a tower never captures"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)
    { RefusalCode::NeverHaunted, QT_TRANSLATE_NOOP("Refusals", "\"%1\" is a %2, which never takes a ghost"), -1 },
    //: %1 an id or value exactly as written in the record; %2 a kind of figure (builder, pig)
    { RefusalCode::MessageEightNotFollower, QT_TRANSLATE_NOOP("Refusals", "message 8 scores a meeple; \"%1\" is a %2, which is never scored on its own"), -1 },
    //: %1 a player's name
    { RefusalCode::BuilderNotOnBoard, QT_TRANSLATE_NOOP("Refusals", "%1's builder did not stand on the board when this part of the turn began: it earns no second tile"), -1 },
    //: %1 a player's name
    { RefusalCode::BuilderTileTaken, QT_TRANSLATE_NOOP("Refusals", "%1 already took every builder's tile this turn earned: a builder's tile never earns another"), -1 },
    { RefusalCode::GoodsNone, QT_TRANSLATE_NOOP("Refusals", "`goods` takes at least one token of wine, grain or cloth"), -1 },
    //: %1 an id or value exactly as written in the record
    { RefusalCode::GoodsUnknown, QT_TRANSLATE_NOOP("Refusals", "unknown goods \"%1\" (wine, grain, cloth)"), -1 },
    //: %1 a kind of goods (wine, grain, cloth); %2 how many tokens the event takes; %n how many are left in the general supply
    { RefusalCode::GoodsTokensGone, QT_TRANSLATE_N_NOOP("Refusals", "only %n %1 token(s) left in the general supply; this takes %2"), 2 },
} };
// clang-format on

constexpr bool inCodeOrder()
{
    for (std::size_t i = 0; i < Sentences.size(); ++i) {
        if (std::size_t(Sentences[i].code) != i)
            return false;
    }
    return true;
}
static_assert(inCodeOrder(), "one sentence per refusal code, in the order of the codes");

/** Each argument in words: ids in this language, players by name, record text as the record has it. */
struct ArgText {
    const Vocabulary &words;
    const PlayerNames &names;

    // Record text as the record writes it: a control character or a bidi override stays escaped as in JSON, so a
    // refusal is one line and reads in its order whatever an id holds ("red\n" is "red\\n").
    QString operator()(const QString &s) const
    {
        QString text;
        text.reserve(s.size());
        for (const QChar c : s) {
            const char16_t u = c.unicode();
            if (u == u'\n')
                text += u"\\n";
            else if (u == u'\t')
                text += u"\\t";
            else if (u == u'\r')
                text += u"\\r";
            else if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e))
                text += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
            else
                text += c;
        }
        return text;
    }
    QString operator()(int n) const { return QString::number(n); }
    QString operator()(const PlayerArg &p) const
    {
        // A name between first-strong isolates (U+2068 … U+2069), as the screens and the explanations embed it, so
        // that a right-to-left name does not reorder the sentence around it; an id without a name stays as written.
        const auto name = names.constFind(p.id);
        return name == names.cend() ? p.id : QString(QChar(0x2068)) + *name + QChar(0x2069);
    }
    QString operator()(FeatureType t) const { return words.featureTypeWord(t); }
    QString operator()(FigureKind k) const { return words.figureKindWord(k); }
    QString operator()(ScoringFigure f) const { return words.scoringFigureWord(f); }
    QString operator()(Expansion e) const { return words.expansionWord(e); }
    QString operator()(Animal a) const { return words.animalWord(a); }
    QString operator()(Goods g) const { return words.goodsWord(g); }
    QString operator()(const JsonArg &j) const
    {
        if (const auto literal = jsonLiteral(j.value))
            return *literal;
        if (j.value.isArray())
            //: What a record has where another kind of value belongs ("`tiles` must be a whole number, got …").
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "an array"));
        if (j.value.isObject())
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "an object"));
        return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "nothing"));
    }
    QString operator()(JsonSyntax j) const
    {
        switch (j) {
        case JsonSyntax::EndsEarly:
            //: Why a record's text is not valid JSON, after "not valid JSON at byte 41 (line 2, column 1): "
            return words.text(
                Context,
                QT_TRANSLATE_NOOP("Refusals", "the text ends before the record is complete (a file cut short?)"));
        case JsonSyntax::TrailingText:
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "more text follows the record's closing brace"));
        case JsonSyntax::InvalidValue:
            return words.text(
                Context,
                QT_TRANSLATE_NOOP("Refusals", "a value is missing, or is not one (text must be in double quotes)"));
        case JsonSyntax::MissingName:
            return words.text(
                Context,
                QT_TRANSLATE_NOOP("Refusals", "a member's name is missing (a name is written in double quotes)"));
        case JsonSyntax::MissingColon:
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "a member's name is not followed by a colon"));
        case JsonSyntax::MissingCommaOrBrace:
            return words.text(Context,
                              QT_TRANSLATE_NOOP("Refusals", "a comma or the closing brace is missing after a member"));
        case JsonSyntax::MissingCommaOrBracket:
            return words.text(
                Context, QT_TRANSLATE_NOOP("Refusals", "a comma or the closing bracket is missing after an element"));
        case JsonSyntax::InvalidUnicodeEscape:
            return words.text(Context,
                              QT_TRANSLATE_NOOP("Refusals", "a \\u escape is not followed by four hexadecimal digits"));
        case JsonSyntax::InvalidEscape:
            return words.text(
                Context, QT_TRANSLATE_NOOP("Refusals", "a backslash is followed by a character that has no escape"));
        case JsonSyntax::MissingQuote:
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "a string has no closing double quote"));
        case JsonSyntax::InvalidNumber:
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "a number is too large or incomplete"));
        case JsonSyntax::ByteOrderMark:
            return words.text(Context,
                              QT_TRANSLATE_NOOP("Refusals",
                                                "the text begins with a byte order mark (EF BB BF), which "
                                                "some editors add: save the record as UTF-8 without it"));
        case JsonSyntax::Utf16:
            return words.text(Context,
                              QT_TRANSLATE_NOOP("Refusals",
                                                "the text is UTF-16 (it begins with FF FE or FE "
                                                "FF): save the record as UTF-8"));
        case JsonSyntax::Other:
            break;
        }
        return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "the text does not follow JSON's syntax"));
    }
    QString operator()(const RangeArg &r) const
    {
        if (!r.max)
            //: The range of a whole number: "`tiles` must be a whole number 2 or more".
            return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "%1 or more")).arg(r.min);
        //: The range of a whole number: "`tile` must be a whole number from 1 to 12".
        return words.text(Context, QT_TRANSLATE_NOOP("Refusals", "from %1 to %2")).arg(r.min).arg(*r.max);
    }
};

/** @p text with %1…%9 replaced by @p args at once, so that an argument holding "%2" stays as it is. */
QString fill(const QString &text, const QStringList &args)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'%' && i + 1 < text.size() && text[i + 1] >= u'1' && text[i + 1] <= u'9') {
            const qsizetype index = text[i + 1].unicode() - u'1';
            if (index < args.size()) {
                out += args[index];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

PlayerNames playerNames(const QJsonObject &record)
{
    PlayerNames names;
    for (const QJsonValue &p : record.value(QLatin1String("players")).toArray())
        names.insert(p[QLatin1String("id")].toString(), p[QLatin1String("name")].toString());
    return names;
}

const char *refusalSource(RefusalCode code)
{
    return Sentences[std::size_t(code)].source;
}

QString refusalText(const Refusal &refusal, const PlayerNames &names, const QTranslator *translator)
{
    const Vocabulary words(translator);
    const Sentence &sentence = Sentences[std::size_t(refusal.code)];
    int count = -1;
    QStringList args;
    for (qsizetype i = 0; i < refusal.args.size(); ++i) {
        const RefusalArg &arg = refusal.args[i];
        if (i == sentence.countArg && std::holds_alternative<int>(arg))
            count = std::get<int>(arg);
        else
            args.append(std::visit(ArgText { words, names }, arg));
    }
    return fill(words.text(Context, sentence.source, count), args);
}

QString refusalPlace(const ReplayError &error, const PlayerNames &names, const QTranslator *translator)
{
    const Vocabulary words(translator);
    const QString reason = refusalText(error.refusal, names, translator);
    if (error.event < 0)
        //: Where a refused record went wrong, inside a sentence such as "game.json was not imported: setup: …".
        return fill(words.text(Context, QT_TRANSLATE_NOOP("Refusals", "setup: %1")), { reason });
    //: %1 is the event's index in the record, %2 its type ("place", "score"), %3 why it was refused; inside a
    //: sentence such as "game.json was not imported: event 3 (place): …".
    return fill(words.text(Context, QT_TRANSLATE_NOOP("Refusals", "event %1 (%2): %3")),
                { QString::number(error.event), error.type.isEmpty() ? QStringLiteral("?") : error.type, reason });
}

QString refusalLine(const ReplayError &error, const PlayerNames &names, const QTranslator *translator)
{
    const Vocabulary words(translator);
    const QString reason = refusalText(error.refusal, names, translator);
    if (error.event < 0)
        //: A refused record's line on the command line: %1 why the record's setup (its players and expansions) was refused
        return fill(words.text(Context, QT_TRANSLATE_NOOP("Refusals", "error: setup: %1")), { reason });
    //: %1 is the event's index in the record, %2 its type ("place", "score"), %3 why it was refused.
    return fill(words.text(Context, QT_TRANSLATE_NOOP("Refusals", "error: event %1 (%2): %3")),
                { QString::number(error.event), error.type.isEmpty() ? QStringLiteral("?") : error.type, reason });
}

} // namespace ml
