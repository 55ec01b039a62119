// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QString>

/**
 * @brief Runs `meeple-ledger --club-screen`: the club screen alone, watching @p server, in @p language (empty for the
 * one picked last time or the desktop's); @p firstFrame quits on the first frame drawn. Returns the exit status.
 */
int runClubWindow(const QString &server, const QString &language, bool firstFrame);
