// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#include "storeerror.h"

#include "refusaltext.h"
#include "sayings.h"

namespace ml {

StoreError StoreError::refused(const ReplayError &error)
{
    return { Code::Refused, Sayings::say([error] { return refusalLine(error); }), {}, error };
}

} // namespace ml
