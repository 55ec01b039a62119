// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QElapsedTimer>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

/**
 * @brief A measurement against its baseline in the same run: the two take turns, so that both see the same load from
 * whatever else runs on the machine; each is run once first so that both find their files in the page cache.
 */
struct AlternatingRuns {
    double baseline = 0; ///< median of the baseline's times
    double measured = 0; ///< median of the measured times
    double pairRatio = 0; ///< median of the runs' measured / baseline

    [[nodiscard]] static double median(std::vector<double> times)
    {
        std::sort(times.begin(), times.end());
        return times[times.size() / 2];
    }

    /** @brief The median wall time of @p work in ms over @p runs runs; negative when it failed. */
    [[nodiscard]] static double medianMs(int runs, const std::function<bool()> &work)
    {
        std::vector<double> times;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            if (!work())
                return -1;
            times.push_back(double(t.nsecsElapsed()) / 1e6);
        }
        return median(times);
    }

    /** @brief @p runs turns of each; each function returns its time, negative when it failed (then nothing). */
    [[nodiscard]] static std::optional<AlternatingRuns> run(int runs, const std::function<double()> &baseline,
                                                            const std::function<double()> &measured)
    {
        if (baseline() < 0 || measured() < 0)
            return std::nullopt;
        std::vector<double> baselineTimes;
        std::vector<double> measuredTimes;
        std::vector<double> ratios;
        for (int i = 0; i < runs; ++i) {
            const double b = baseline();
            const double m = measured();
            if (b < 0 || m < 0)
                return std::nullopt;
            baselineTimes.push_back(b);
            measuredTimes.push_back(m);
            ratios.push_back(m / b);
        }
        return AlternatingRuns { median(baselineTimes), median(measuredTimes), median(ratios) };
    }
};
