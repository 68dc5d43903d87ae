// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "Message.h"

class QTranslator;

namespace kbz {

// `message` in a language other than the UI's: its sources translated by `translator` (null:
// English), its data names in `lang`. The phones' server speaks each phone's own language with
// it, whatever the laptop's (issue 36); Message::text uses the installed translators.
QString messageIn(const Message &message, Lang lang, const QTranslator *translator);

} // namespace kbz
