// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwText.h"
#include "core/ListText.h"

#include "Translations.h"
#include "lightwars/LwState.h"

namespace kbz::lw {

QString LwText::side(int side)
{
    return side == 0 ? tr("Red") : side == 1 ? tr("Blue") : tr("The table");
}

QString LwText::army(int side)
{
    return side == 0 ? tr("Red army") : tr("Blue army");
}

QColor LwText::colour(int side)
{
    return side == 0 ? QColor(0xb0, 0x2a, 0x1e) : QColor(0x1f, 0x5f, 0xae);
}

QColor LwText::lightColour(int side)
{
    return side == 0 ? QColor(0xfb, 0xe9, 0xe6) : QColor(0xe6, 0xef, 0xfb);
}

QString LwText::figure(std::optional<int> value)
{
    return value ? QString::number(*value) : QStringLiteral("?");
}

QString LwText::skill(const QString &id)
{
    if (id == QLatin1String(kSkillShoot))
        return tr("Shoot");
    if (id == QLatin1String(kSkillPike))
        return tr("Pike");
    return id;
}

QString LwText::skills(const QStringList &ids)
{
    QStringList out;
    for (const QString &id : ids)
        out.append(skill(id));
    return out.isEmpty() ? QStringLiteral("—") : joinList(out);
}

QString LwText::facing(Facing f)
{
    switch (f) {
    case Facing::Front:
        return tr("front");
    case Facing::Side:
        return tr("side");
    case Facing::Rear:
        return tr("rear");
    }
    return {};
}

QString LwText::cardName(const LwCard &card)
{
    const QString name = card.name.text(Translations::current());
    return name.isEmpty() ? card.id : name;
}

const LwCard *LwText::unitCard(const LwState &state, int side, int unit)
{
    if (side < 0 || side >= kSides || unit < 0 || unit >= state.armies[side].units.size())
        return nullptr;
    return state.card(state.armies[side].units.at(unit).card);
}

QString LwText::unitName(const LwState &state, int side, int unit)
{
    if (side < 0 || side >= kSides || unit < 0 || unit >= state.armies[side].units.size())
        return tr("unit %1").arg(unit + 1);
    const QList<LwUnit> &units = state.armies[side].units;
    const QString id = units.at(unit).card;
    const LwCard *card = state.card(id);
    QString name = card ? cardName(*card) : state.cardName(id).text(Translations::current());
    if (name.isEmpty())
        name = id;
    int same = 0;
    int number = 0;
    for (int i = 0; i < units.size(); ++i) {
        if (units.at(i).card == id) {
            ++same;
            if (i == unit)
                number = same;
        }
    }
    if (same > 1)
        name = QStringLiteral("%1 %2").arg(name).arg(number); // "Infantry 2" in both languages
    return tr("%1 %2").arg(side == 0 ? tr("Red") : tr("Blue"), name);
}

} // namespace kbz::lw
