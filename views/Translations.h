// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

namespace kbz {

// The UI language of the running app. install() swaps the application's translators (ours from
// :/i18n/kibitzer_<lang>.qm and Qt's own qtbase_<lang>); Qt then sends QEvent::LanguageChange to
// every widget, which re-reads its texts in retranslateUi(). Models and views that render
// Messages ask current() for the language of data names.
class Translations final
{
public:
    static Lang current();
    // Returns false when a translation file could not be loaded (the language is set anyway).
    static bool install(Lang lang);
    // The language a first start picks: ja on a Japanese system, else en.
    static Lang systemDefault();
};

} // namespace kbz
