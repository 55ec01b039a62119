// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "types.h"

#include <array>

/**
 * @brief Every number the rules fix, defined once: the engine applies them and the layers above read them here.
 *
 * Each constant names, in brackets, the published rules it comes from (the rulebook of the base game or of an
 * expansion) or the section of the record format (docs/record-format.md) that states it.
 */
namespace ml::rules {

// The table [record format, Top level].
inline constexpr int MinPlayers = 2;
inline constexpr int MaxPlayers = 6;
inline constexpr int MaxNameLength = 40;

// The scoring track: 50 spaces; positions are absolute points, a lap every 50 [base game rules].
inline constexpr int TrackSpaces = 50;
/** The Messengers: every fifth space is dark (0, 5, 10, …) [The Messengers rules]. */
inline constexpr int DarkSpaceEvery = 5;
/** The track space a scoring figure holding @p points stands on. */
[[nodiscard]] constexpr int trackSpace(int points)
{
    return points % TrackSpaces;
}
/** How many times a scoring figure holding @p points went round the track. */
[[nodiscard]] constexpr int trackLaps(int points)
{
    return points / TrackSpaces;
}

// Supplies [record format, Figures, features and supplies].
inline constexpr int StartingMeeples = 7;
/** With Ghosts, Castles and Cemeteries: 5 meeples and 2 guards, 3 more guards of each colour in the general supply. */
inline constexpr int GhostsMeeples = 5;
inline constexpr int GhostsGuards = 2;
inline constexpr int SpareGuards = 3;
inline constexpr int GhostSupply = 15;
/** The third ghost on a figure scares it off the board [Ghosts, Castles and Cemeteries rules]. */
inline constexpr int GhostsThatScare = 3;
/** Each ghost on a scoring figure costs 2 when its feature is completed or scored by message 8. */
inline constexpr int GhostPenalty = 2;
/** Each ghost still on the board costs 1 at the end. */
inline constexpr int FinalGhostPenalty = 1;

/** The Tower: floors per player by player count, index = players [The Tower rules, Preparation]. */
inline constexpr std::array<int, MaxPlayers + 1> TowerFloors { 0, 0, 10, 9, 7, 6, 5 };
inline constexpr int RansomPoints = 3;

/** The Messengers: a message taken as points scores 2; messages 5–7 pay 2 per coat of arms, knight or farmer. */
inline constexpr int MessagePoints = 2;
inline constexpr int MessagePointsPerItem = 2;
inline constexpr int MessageTiles = 8;

/** The Robbers: a robber still on the track at the end pays its owner 3 [The Robbers rules]. */
inline constexpr int RobberEndPoints = 3;
/** The Robbers: a robber takes half the points the robbed scoring figure moved, rounded up [The Robbers rules]. */
[[nodiscard]] constexpr int robberShare(int points)
{
    return (points + 1) / 2;
}

// Under the Big Top [Under the Big Top rules, Contents; record format, Figures, features and supplies].
/** Points per figure of each animal token, and how many tokens of each the game has, in Animal's order. */
inline constexpr std::array<int, AnimalCount> AnimalValues { 1, 3, 4, 5, 6, 7 };
inline constexpr std::array<int, AnimalCount> AnimalTokens { 1, 4, 5, 3, 2, 1 };
inline constexpr int AcrobatPoints = 5;
inline constexpr int PyramidSize = 3;
inline constexpr int RingmasterPointsPerTile = 2;
/** A ringmaster counts the circus and acrobat tiles among its feature's tile and the 8 around it. */
inline constexpr int RingmasterCountMax = 9;

// Feature values [base game rules; record format, Scoring a completed feature and Final scoring].
inline constexpr int RoadPointsPerTile = 1;
inline constexpr int CityPointsPerTile = 2;
inline constexpr int CityPointsPerCoat = 2;
/** No city is completed on one tile; a road may be (from a city to a house) [record format, Errors]. */
inline constexpr int CompletedCityMinTiles = 2;
inline constexpr int FinalCityPointsPerTile = 1;
inline constexpr int FinalCityPointsPerCoat = 1;
inline constexpr int MonasteryTiles = 9;
inline constexpr int CastlePointsPerMist = 2;
inline constexpr int FinalCastlePointsPerMist = 1;
inline constexpr int FieldPointsPerCity = 3;
/** Mist is counted among the castle tile and its 8 neighbours; a monastery's tiles likewise. */
inline constexpr int NeighbourhoodTiles = 9;

// The Abbot [The Abbot rules; record format, The Abbot, Inns and Cathedrals, Traders and Builders].
/** Each player has one abbot. */
inline constexpr int Abbots = 1;
/** A garden scores as a monastery: 9 completed, 1 per tile of its neighbourhood at the end. */
inline constexpr int GardenTiles = MonasteryTiles;
/** The abbot is taken back from an incomplete monastery or garden: at most its tile and 7 of its 8 neighbours. */
inline constexpr int RecallTilesMax = NeighbourhoodTiles - 1;

// Inns and Cathedrals [Inns and Cathedrals rules].
/** Each player has one large meeple, which weighs 2 in a majority (types.h, majorityWeight()). */
inline constexpr int LargeMeeples = 1;
/** A completed road with an inn: 2 per tile; open at the end it scores 0. */
inline constexpr int InnRoadPointsPerTile = 2;
/** A completed city with a cathedral: 3 per tile and 3 per coat of arms; open at the end it scores 0. */
inline constexpr int CathedralPointsPerTile = 3;
inline constexpr int CathedralPointsPerCoat = 3;
/** A road with an inn or a city with a cathedral still open at the end (or for messages 1, 2 and 8) scores this. */
inline constexpr int OpenInnOrCathedralPoints = 0;

// Traders and Builders [Traders and Builders rules, Contents].
/** Each player has one builder and one pig. */
inline constexpr int Builders = 1;
inline constexpr int Pigs = 1;
/** The goods tokens in the general supply, in Goods' order: 9 wine, 6 grain, 5 cloth. */
inline constexpr std::array<int, GoodsCount> GoodsTokens { 9, 6, 5 };
/** At the end the players holding the most tokens of a kind (at least 1) score 10 each. */
inline constexpr int GoodsMajorityPoints = 10;
/** A scoring farmer whose pig stands in the field scores 4 per city instead of 3. */
inline constexpr int PigFieldPointsPerCity = FieldPointsPerCity + 1;

} // namespace ml::rules
