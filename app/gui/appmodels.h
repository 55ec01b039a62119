// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

class AppState;
class QQmlEngine;

/**
 * @brief The app's models (the AppState singleton of the MeepleLedger.Models module) in @p engine, made now if no QML
 * has asked for them yet; null if the module cannot be loaded.
 *
 * The module is statically linked: its types are registered when QML first imports it, so before any window is
 * loaded a lookup by type finds nothing. The module is imported here first, so that the program can set the models
 * up (hold the statistics, keep the screen awake) before the window is made.
 */
[[nodiscard]] AppState *appModels(QQmlEngine &engine);
