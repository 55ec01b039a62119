// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QList>

namespace ml {

/** @brief A player's skill as a normal distribution: mean mu, standard deviation sigma. */
struct Rating {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;

    /** @brief mu − 3·sigma, the rating shown: the skill the player has with 99.7 % certainty (OpenSkill's ordinal). */
    [[nodiscard]] double ordinal() const { return mu - 3.0 * sigma; }
};

/**
 * @brief The Weng–Lin Bayesian approximation with the Plackett–Luce model, as OpenSkill implements it.
 *
 * R. C. Weng and C.-J. Lin, "A Bayesian Approximation Method for Online Ranking", Journal of Machine Learning Research
 * 12 (2011), 267–300, Algorithm 4; with OpenSkill's defaults and additions (openskill.py 5, openskill.js 5:
 * `PlackettLuce` and `rate()`): mu 25, sigma 25/3, beta 25/6, kappa 0.0001, and tau 25/300 added to every sigma before
 * each game. Every player is a team of one, as at a Carcassonne table. docs/league.md gives the formulas.
 */
class PlackettLuce
{
public:
    /** @brief The model's constants, OpenSkill's defaults unless changed. */
    struct Parameters {
        /** @brief A new player's mean. */
        double mu = 25.0;
        /** @brief A new player's standard deviation. */
        double sigma = 25.0 / 3.0;
        /** @brief The spread of one game's performance around the skill. */
        double beta = 25.0 / 6.0;
        /** @brief The least factor a game may shrink a variance by, so that it stays positive. */
        double kappa = 0.0001;
        /** @brief Added (squared) to every player's variance before a game: skill drifts between games. */
        double tau = 25.0 / 300.0;
    };

    /** @brief A model with OpenSkill's default parameters. */
    PlackettLuce() = default;
    /** @brief A model with other parameters. */
    explicit PlackettLuce(const Parameters &parameters);

    /** @brief The rating of a player who has played no game. */
    [[nodiscard]] Rating initial() const;
    /**
     * @brief The ratings after one game: @p players[i] finished at place @p places[i] (1 is first; equal places are a
     * tie, as OpenSkill's ranks). Fewer than two players, or a place missing, change nothing.
     */
    [[nodiscard]] QList<Rating> rate(const QList<Rating> &players, const QList<int> &places) const;

private:
    Parameters m_parameters;
};

} // namespace ml
