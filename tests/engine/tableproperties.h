// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QJsonObject>
#include <QStringList>

/**
 * @brief Every property the record format (docs/record-format.md) promises of a replayed table, checked on a record
 * and the output its replay gave: the ledger adds up to the track, every figure stands in one place, every supply
 * holds what it started with, builders and pigs never stand alone, turn parts stay within their bounds, and the
 * payouts of the last three expansions follow their formulas.
 *
 * The numbers are written from the record format's text rather than read from the engine, so that an engine constant
 * that drifted from the text shows. Returns one line per problem; empty when the table keeps them all.
 */
[[nodiscard]] QStringList tableProperties(const QJsonObject &record, const QJsonObject &output);
