// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Lang.h"

#include <QString>

namespace kbz {

class GameEngine;

// The tooltip beside a game's name as the UI shows it (GameEngine::displayName: the name in the
// UI's language only, issue 29): the same name with the other language's spelling after it,
// "Lethal Checkmate (リーサルチェックメイト)" / "リーサルチェックメイト（Lethal Checkmate）"; just
// the name when both spellings are the same.
QString gameNameTooltip(const GameEngine &engine, Lang uiLang);

} // namespace kbz
