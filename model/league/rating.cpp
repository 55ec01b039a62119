// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "rating.h"

#include <algorithm>
#include <cmath>

namespace ml {

PlackettLuce::PlackettLuce(const Parameters &parameters)
    : m_parameters(parameters)
{
}

Rating PlackettLuce::initial() const
{
    return { m_parameters.mu, m_parameters.sigma };
}

// Weng & Lin (2011), Algorithm 4, each player a team of one (so the player's share of the team's variance is 1), with
// the tie handling OpenSkill adds: A_q, the number of players sharing q's place, divides q's terms.
QList<Rating> PlackettLuce::rate(const QList<Rating> &players, const QList<int> &places) const
{
    const qsizetype k = players.size();
    if (k < 2 || places.size() != k)
        return players;
    const double tauSquared = m_parameters.tau * m_parameters.tau;
    const double betaSquared = m_parameters.beta * m_parameters.beta;
    QList<double> variance(k);
    double cSquared = 0;
    for (qsizetype i = 0; i < k; ++i) {
        variance[i] = players[i].sigma * players[i].sigma + tauSquared;
        cSquared += variance[i] + betaSquared;
    }
    const double c = std::sqrt(cSquared);
    QList<double> strength(k); // e^(mu_i / c)
    for (qsizetype i = 0; i < k; ++i)
        strength[i] = std::exp(players[i].mu / c);
    // sumQ[q]: the strengths of everyone placed at q's place or below it (C_q); tied[q]: A_q.
    QList<double> sumQ(k, 0.0);
    QList<int> tied(k, 0);
    for (qsizetype q = 0; q < k; ++q) {
        for (qsizetype s = 0; s < k; ++s) {
            if (places[s] >= places[q])
                sumQ[q] += strength[s];
            if (places[s] == places[q])
                ++tied[q];
        }
    }
    QList<Rating> rated(k);
    for (qsizetype i = 0; i < k; ++i) {
        double omega = 0;
        double delta = 0;
        for (qsizetype q = 0; q < k; ++q) {
            if (places[q] > places[i])
                continue;
            const double p = strength[i] / sumQ[q]; // p̂_{i,q}
            omega += ((q == i ? 1.0 : 0.0) - p) / tied[q];
            delta += p * (1.0 - p) / tied[q];
        }
        const double sigma = std::sqrt(variance[i]);
        const double gamma = sigma / c;
        omega *= variance[i] / c;
        delta *= gamma * variance[i] / cSquared;
        rated[i].mu = players[i].mu + omega;
        rated[i].sigma = sigma * std::sqrt(std::max(1.0 - delta, m_parameters.kappa));
    }
    return rated;
}

} // namespace ml
