// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Meeple Ledger contributors

#pragma once

#include <QQuickWindow>

/**
 * @brief Draws every text of the windows made after it with the desktop's own font rasterizer, hinted to the pixel
 * grid, rather than with Qt Quick's distance fields.
 *
 * The screens never scale or turn their text, which is what distance fields are for. Hinted glyphs are the sharper ones
 * on the low-resolution screens of the laptops a club brings, and cheaper to make: a distance field is computed from
 * each glyph's outline, a native glyph is only rasterized, so a screen full of new words (a page of the game list)
 * reaches its first frame sooner. The app and the Qt Quick tests call it alike, so that the tests measure the text the
 * players see.
 */
inline void useDesktopTextRendering()
{
    QQuickWindow::setTextRenderType(QQuickWindow::NativeTextRendering);
}
