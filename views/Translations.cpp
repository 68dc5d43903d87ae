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

} // namespace

Lang Translations::current()
{
    return g_current;
}

bool Translations::install(Lang lang)
{
    remove(appTranslator());
    remove(qtTranslator());
    g_current = lang;
    if (lang == Lang::En) {
        // No translator: English is the source language. Removing translators still sends
        // QEvent::LanguageChange, so every widget retranslates.
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
    return ok;
}

Lang Translations::systemDefault()
{
    return QLocale::system().language() == QLocale::Japanese ? Lang::Ja : Lang::En;
}

} // namespace kbz
