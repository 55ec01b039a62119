// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "season.h"

#include "nametext.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ml {

std::optional<QDate> Season::day(const QString &text)
{
    // QDate's ISO reader also takes other shapes ("2026-10-01T…"); a season's day is only this one.
    static const QRegularExpression shape(u"^\\d{4}-\\d{2}-\\d{2}$"_s);
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const QDate date = QDate::fromString(text, Qt::ISODate);
    if (!date.isValid())
        return std::nullopt;
    return date;
}

Season::Problem Season::problem() const
{
    if (isEveryGame())
        return Problem::None;
    if (!first.isValid() || !last.isValid())
        return Problem::OneDayMissing;
    if (last < first)
        return Problem::LastBeforeFirst;
    switch (nameProblem(name)) {
    case NameProblem::None:
        break;
    case NameProblem::Empty:
        return Problem::NoName;
    case NameProblem::Unprintable:
        return Problem::UnprintableName;
    case NameProblem::TooLong:
        return Problem::NameTooLong;
    }
    return Problem::None;
}

bool Season::contains(const QDateTime &finished) const
{
    if (isEveryGame())
        return true;
    if (!finished.isValid() || problem() != Problem::None)
        return false;
    const QDate day = finished.toUTC().date();
    return day >= first && day <= last;
}

} // namespace ml
