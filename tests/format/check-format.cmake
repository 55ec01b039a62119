# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

# Runs clang-format --dry-run --Werror over the C++ sources; the file list is taken when the test runs,
# so files added since the last configure are checked too.
# usage: cmake -DCLANG_FORMAT=/usr/bin/clang-format -DSOURCE_DIR=<repository> -P check-format.cmake

if(NOT CLANG_FORMAT)
    message(FATAL_ERROR "clang-format was not found when the project was configured; install it (scripts/install-deps.sh)")
endif()

file(GLOB_RECURSE sources
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/model/*.cpp ${SOURCE_DIR}/model/*.h
    ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
list(LENGTH sources count)
if(count EQUAL 0)
    message(FATAL_ERROR "no C++ sources found under ${SOURCE_DIR}")
endif()

execute_process(
    COMMAND ${CLANG_FORMAT} --dry-run --Werror ${sources}
    WORKING_DIRECTORY ${SOURCE_DIR}
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "clang-format: the files above differ from .clang-format; fix them with\n"
                        "  ${CLANG_FORMAT} -i FILE...")
endif()
message(STATUS "clang-format: ${count} files follow .clang-format")
