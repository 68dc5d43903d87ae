// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "GameEngine.h"
#include "GameName.h"

namespace kbz {

QString GameEngine::displayName(Lang uiLang) const
{
    return name().text(uiLang);
}

QString gameNameTooltip(const GameEngine &engine, Lang uiLang)
{
    const LocalizedName n = engine.name();
    const QString shown = n.text(uiLang);
    const QString other = n.text(uiLang == Lang::Ja ? Lang::En : Lang::Ja);
    if (other == shown)
        return shown;
    // Japanese text takes full-width parentheses (translations/glossary.tsv).
    return (uiLang == Lang::Ja ? QStringLiteral("%1（%2）") : QStringLiteral("%1 (%2)"))
        .arg(shown, other);
}

Message GameEngine::stepKindName(const QString &kind) const
{
    const QList<StepKind> kinds = stepKinds();
    for (const StepKind &k : kinds)
        if (k.kind == kind)
            return k.name;
    Message m;
    m.source = kind;
    return m;
}

} // namespace kbz
