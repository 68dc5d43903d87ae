// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

namespace kbz {

namespace {

Lang g_current = Lang::En;

const Translations::Scope *g_override = nullptr; // the innermost scope alive

// First among the application's translators: answers for a Scope's language while one lives,
// and lets the UI language's translators answer otherwise (a null string falls through).
class ScopeTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        if (!g_override)
            return {};
        QString t;
        if (const QTranslator *translator = g_override->translator())
            t = translator->translate(context, sourceText, disambiguation, n);
        return t.isEmpty() ? QString::fromUtf8(sourceText) : t;
    }
    bool isEmpty() const override { return false; }
};

std::unique_ptr<QTranslator> &scopeTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

std::unique_ptr<QTranslator> &appTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}

void remove(std::unique_ptr<QTranslator> &t)
{
    if (t) {
        QCoreApplication::removeTranslator(t.get());
        t.reset();
    }
}

// The translators installed last are asked first: the scope translator goes back in front.
void keepScopesFirst()
{
    if (QTranslator *t = scopeTranslator().get()) {
        QCoreApplication::removeTranslator(t);
        QCoreApplication::installTranslator(t);
    }
}

} // namespace

Lang Translations::current()
{
    return g_override ? g_override->lang() : g_current;
}

bool Translations::install(Lang lang)
{
    remove(appTranslator());
    remove(qtTranslator());
    g_current = lang;
    if (lang == Lang::En) {
        // No translator: English is the source language. Removing translators still sends
        // QEvent::LanguageChange, so every widget retranslates.
        keepScopesFirst();
        return true;
    }
    bool ok = true;
    const QString code = langCode(lang);
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/kibitzer_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(app.get());
        appTranslator() = std::move(app);
    } else {
        ok = false;
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    keepScopesFirst();
    return ok;
}

void Translations::enableScopes()
{
    if (scopeTranslator())
        return;
    scopeTranslator() = std::make_unique<ScopeTranslator>();
    QCoreApplication::installTranslator(scopeTranslator().get());
}

Translations::Scope::Scope(Lang lang, const QTranslator *translator)
    : m_lang(lang)
    , m_translator(translator)
    , m_previous(g_override)
{
    g_override = this;
}

Translations::Scope::~Scope()
{
    g_override = m_previous;
}

Lang Translations::systemDefault()
{
    return QLocale::system().language() == QLocale::Japanese ? Lang::Ja : Lang::En;
}

} // namespace kbz
