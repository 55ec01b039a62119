// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include "phrase.h"
#include "replay.h"

#include <QString>

namespace ml {

/** @brief Why a library operation did not happen: a code to branch on and a message naming the problem. */
struct StoreError {
    /** @brief The kind of problem; the message says which file, game or event. */
    enum class Code {
        None,
        /** The library is not open (never opened, closed, or its opening failed). */
        NotOpen,
        /** A folder or file could not be created, read, written or renamed. */
        Io,
        /** The file is not a SQLite database at all; it was moved aside (see path). */
        NotADatabase,
        /** The file is a SQLite database whose pages are damaged; it was moved aside (see path). */
        Damaged,
        /** The file was written by a newer version of the application; it was left untouched. */
        TooNew,
        /** The file is a SQLite database of another program; it was left untouched. */
        Foreign,
        /** A schema migration failed and was rolled back; the library stays at its old version. */
        Migration,
        /** A query failed (disk full, file locked by another program, I/O error…). */
        Sql,
        /** No game or profile has that id. */
        NotFound,
        /** The rules engine refused the record or the event; message is its error line in the installed language. */
        Refused,
        /** An argument the caller passed is not acceptable (not JSON, an empty name…). */
        InvalidInput,
        /** Undo with no event left in the game. */
        NothingToUndo,
        /** Redo with no undone event waiting. */
        NothingToRedo,
        /** The game was changed by another window or program since it was loaded; reload it. */
        Conflict,
        /** The library is read-only (its file, folder or file system): games can be read, not changed. */
        ReadOnly,
        /** The disk holding the library is full; nothing was written. Trying again after freeing space works. */
        DiskFull,
    };

    /** @brief What kind of problem; None on success. */
    Code code = Code::None;
    /**
     * @brief One sentence for the user: what is wrong and with which file, game or event; said through Sayings, so that
     * Sayings::again() says it in the language installed since.
     */
    QString message;
    /** @brief For NotADatabase/Damaged: where the file was moved; for Migration: the backup copy. */
    QString path;
    /** @brief For Refused: the engine's error (event index, type, reason). */
    ReplayError replayError;

    /** @brief Refused: the engine's @p error, its line said in the installed language (and again in the next). */
    [[nodiscard]] static StoreError refused(const ReplayError &error);
};

} // namespace ml
