.pragma library
// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

/* The entries of a payout preview that the previewed event itself adds. previewPayouts also repeats the
   previous batch's robber settling (it is settled again, with the new event's index, once another event
   ends that batch); those are already in the ledger and are left out. */
function ownPayouts(session, entries) {
    const next = session.eventCount;
    const ledger = session.ledger;
    const tail = [];
    for (let i = Math.max(0, ledger.count - 12); i < ledger.count; ++i)
        tail.push(ledger.get(i));
    return entries.filter(p => {
        if (p.event !== undefined && p.event < next)
            return false;
        if (!String(p.rule || "").startsWith("robber."))
            return true;
        return !tail.some(t => t.event === next - 1 && t.rule === p.rule && t.playerId === p.playerId
                          && t.points === p.points && t.from === p.from && t.to === p.to);
    });
}
