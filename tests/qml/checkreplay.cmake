# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

# Replays each of FILES with the command-line tool CLI and checks the finished game's scores against SCORES
# ("player=points" items). Run with cmake -P.
foreach(file IN LISTS FILES)
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "${file} does not exist")
    endif()
    execute_process(COMMAND "${CLI}" replay "${file}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "replay ${file} exited with ${status}: ${errors}")
    endif()
    string(JSON finished GET "${output}" finished)
    if(NOT finished)
        message(FATAL_ERROR "${file}: the game is not finished")
    endif()
    foreach(entry IN LISTS SCORES)
        string(REPLACE "=" ";" pair "${entry}")
        list(GET pair 0 player)
        list(GET pair 1 expected)
        string(JSON actual ERROR_VARIABLE missing GET "${output}" scores ${player})
        if(missing)
            message(FATAL_ERROR "${file}: no score for ${player}: ${missing}")
        endif()
        if(NOT actual EQUAL expected)
            message(FATAL_ERROR "${file}: ${player} has ${actual} points, expected ${expected}")
        endif()
        message(STATUS "${file}: ${player} ${actual}")
    endforeach()
endforeach()
