// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"

class QTranslator;

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

    // A window in a language of its own (the players' view, issue 22): while a Scope lives,
    // tr() and current() answer in `lang`, through `translator` (ours for that language, loaded
    // by the window; nullptr for English, the source language), so the game's own widgets it
    // reuses paint in its language. GUI thread only; scopes nest. Needs enableScopes().
    class Scope final
    {
    public:
        Scope(Lang lang, const QTranslator *translator);
        ~Scope();
        Scope(const Scope &) = delete;
        Scope &operator=(const Scope &) = delete;
        Lang lang() const { return m_lang; }
        const QTranslator *translator() const { return m_translator; }

    private:
        Lang m_lang;
        const QTranslator *m_translator;
        const Scope *m_previous;
    };
    // Installs, once, the translator through which a Scope answers before the UI language's
    // (Qt then retranslates every widget once, in the same language). install() keeps it first.
    static void enableScopes();
};

} // namespace kbz
