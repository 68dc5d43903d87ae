// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

// Lists in running text are joined the language's way: "a, b" in English and "a、b" in Japanese
// (translations/glossary.tsv: full-width punctuation in Japanese text). Views join strings in
// the current UI language with joinList(QStringList); the models, which do not know the UI
// language, build a LocalizedName that holds both forms.

#include "Lang.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace kbz {

inline QString listSeparator(Lang lang)
{
    return lang == Lang::Ja ? QStringLiteral("、") : QStringLiteral(", ");
}

// The current UI language's list separator (translated like Message's sentence separator).
inline QString listSeparator()
{
    return QCoreApplication::translate("kbz::Message", ", ");
}

inline QString joinList(const QStringList &items)
{
    return items.join(listSeparator());
}

// Names that read the same in both languages (player names, squares, card ids).
inline LocalizedName joinListBoth(const QStringList &items)
{
    return {items.join(listSeparator(Lang::En)), items.join(listSeparator(Lang::Ja))};
}

// Names joined with a separator of each language; a name missing in one language shows the other.
inline LocalizedName joinNames(const QList<LocalizedName> &items, const QString &enSeparator,
                               const QString &jaSeparator)
{
    LocalizedName out;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i > 0) {
            out.en += enSeparator;
            out.ja += jaSeparator;
        }
        const LocalizedName &n = items.at(i);
        out.en += n.en.isEmpty() ? n.ja : n.en;
        out.ja += n.ja.isEmpty() ? n.en : n.ja;
    }
    return out;
}

inline LocalizedName joinList(const QList<LocalizedName> &items)
{
    return joinNames(items, listSeparator(Lang::En), listSeparator(Lang::Ja));
}

} // namespace kbz
