// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// guidance(): the phase, who acts, the step kinds that fit now (most likely first) and what to
// do at the table, from the round's checklist.
#include "DlInternal.h"

#include <algorithm>

namespace kbz::dl::rules {

namespace {

QString kindFor(FightStep step)
{
    switch (step) {
    case FightStep::Traps:
        return QStringLiteral("trap");
    case FightStep::EarlyMagic:
    case FightStep::LateMagic:
        return QStringLiteral("magic");
    case FightStep::Monsters:
        return QStringLiteral("attack");
    case FightStep::Healing:
        return QStringLiteral("heal");
    case FightStep::Conquest:
        return QStringLiteral("conquest");
    }
    return QStringLiteral("conquest");
}

LocalizedName namesJoined(const QList<int> &tiles, const DlPlayer &p)
{
    LocalizedName out;
    for (int i = 0; i < tiles.size(); ++i) {
        const LocalizedName t = tileName(p, tiles.at(i));
        if (i > 0) {
            out.en += QStringLiteral(" or ");
            out.ja += QStringLiteral("か");
        }
        out.en += t.en;
        out.ja += t.ja;
    }
    return out;
}

void yearGuidance(const DlState &s, Guidance &g)
{
    g.phaseName =
        dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year %1: setting up"), {arg(s.year)});
    g.expected = {QStringLiteral("year")};
    const bool played = std::any_of(s.players.cbegin(), s.players.cend(), [](const DlPlayer &p) {
        return !p.tiles.isEmpty() || !p.party.isEmpty();
    });
    if (played)
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "Year 1 is over: monsters are turned face up "
                                                   "and %1 is the start player. Enter year 2's "
                                                   "dungeons, parties, monsters, traps and "
                                                   "resources."),
                                 {arg(playerName(s, s.startPlayer))}));
    else
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "Enter year %1's dungeons, parties, monsters, "
                                                   "traps and resources."),
                                 {arg(s.year)}));
}

void planGuidance(const DlState &s, Guidance &g)
{
    g.phaseName = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year %1, round %2: planning"),
                            {arg(s.year), arg(s.round)});
    for (int seat : s.seatOrder()) {
        const DlPlayer &p = s.players.at(seat);
        if (p.stage != Stage::Plan)
            continue;
        const QString name = playerName(s, seat);
        const QList<int> nearest = nearestTiles(p);
        if (g.actor < 0) {
            g.actor = seat;
            g.expected = nearest.isEmpty()
                             ? QStringList{QStringLiteral("release"), QStringLiteral("plan")}
                             : QStringList{QStringLiteral("plan")};
        }
        if (nearest.isEmpty())
            g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "%1: no unconquered tile left — release "
                                                       "a prisoner."),
                                     {arg(name)}));
        else if (nearest.size() == 1)
            g.hints.append(
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1: fight on %2 — the nearest "
                                                                 "unconquered tile."),
                          {arg(name), tileName(p, nearest.constFirst())}));
        else
            g.hints.append(
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1: fight on %2 — equally near, "
                                                                 "choose one."),
                          {arg(name), namesJoined(nearest, p)}));
    }
    if (g.expected.isEmpty())
        g.expected = {QStringLiteral("reveal")};
    g.expected.append(QStringLiteral("adjust"));
}

void resolveGuidance(const DlState &s, Guidance &g)
{
    g.phaseName =
        dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year %1, round %2: resolving the fights"),
                  {arg(s.year), arg(s.round)});
    int seat = s.resolving;
    if (seat < 0 || seat >= s.players.size()) {
        for (int o : s.seatOrder()) {
            const Stage st = s.players.at(o).stage;
            if (st >= Stage::Traps && st <= Stage::Conquest) {
                seat = o;
                break;
            }
        }
    }
    if (seat < 0 || seat >= s.players.size()) {
        g.expected = {QStringLiteral("adjust")};
        return;
    }
    g.actor = seat;
    const DlPlayer &p = s.players.at(seat);
    const QString name = playerName(s, seat);
    g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 resolves the fight on %2."),
                             {arg(name), tileName(p, p.fight.tile)}));

    const QList<ChecklistItem> items = checklist(s, seat);
    const ChecklistItem *next = nullptr;
    for (const ChecklistItem &it : items)
        if (it.status == ChecklistItem::Next) {
            next = &it;
            break;
        }
    QList<int> able;
    for (int m : p.fight.monsters)
        if (canAttack(s, seat, m))
            able.append(m);

    const FightStep step = next ? next->step : FightStep::Conquest;
    g.expected.append(kindFor(step));
    if (!able.isEmpty() && !g.expected.contains(QStringLiteral("attack")))
        g.expected.append(QStringLiteral("attack"));
    if (!g.expected.contains(QStringLiteral("conquest")))
        g.expected.append(QStringLiteral("conquest"));
    g.expected.append(QStringLiteral("adjust"));

    switch (step) {
    case FightStep::Traps:
        if (p.fight.trap)
            g.hints.append(
                dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Step 1: apply the %1."),
                          {trapName(*p.fight.trap)}));
        break;
    case FightStep::EarlyMagic:
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "Step 2: early magic — party magic %1, round "
                                                   "%2: follow the card's spell."),
                                 {arg(s.magicPoints(seat)), arg(s.round)}));
        break;
    case FightStep::Monsters:
        break; // the monsters' own hints follow
    case FightStep::LateMagic:
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "Step 4: late magic — party magic %1, round "
                                                   "%2: follow the card's spell."),
                                 {arg(s.magicPoints(seat)), arg(s.round)}));
        break;
    case FightStep::Healing:
        g.hints.append(dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Step 5: healing — %1 hearts, front first."),
            {arg(s.hearts(seat))}));
        break;
    case FightStep::Conquest:
        if (p.fight.skipConquest)
            g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                       "Step 6: the conquest is skipped; record "
                                                       "it to close the round.")));
        else
            g.hints.append(dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Step 6: %1 fatigue front first, then %2 "
                                                       "is conquered."),
                {arg(s.card() ? s.card()->fatigue : 0), tileName(p, p.fight.tile)}));
        break;
    }
    for (int m : able)
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 must still attack."),
                                 {monsterName(p.monsters.at(m).kind)}));
}

} // namespace

Guidance guidanceFor(const DlState &s)
{
    Guidance g;
    switch (s.phase) {
    case Phase::YearSetup:
        g.phase = QStringLiteral("year-setup");
        yearGuidance(s, g);
        break;
    case Phase::Plan:
        g.phase = QStringLiteral("plan");
        planGuidance(s, g);
        break;
    case Phase::Reveal:
        g.phase = QStringLiteral("reveal");
        g.phaseName =
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Year %1, round %2: the combat card"),
                      {arg(s.year), arg(s.round)});
        g.expected = {QStringLiteral("reveal"), QStringLiteral("adjust")};
        g.hints.append(
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Reveal the round %1 combat card."),
                      {arg(s.round)}));
        break;
    case Phase::Resolve:
        g.phase = QStringLiteral("resolve");
        resolveGuidance(s, g);
        break;
    case Phase::Scoring:
        g.phase = QStringLiteral("scoring");
        g.phaseName = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Final scoring"));
        g.expected = {QStringLiteral("score"), QStringLiteral("adjust")};
        g.hints.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                                   "Year 2 is over: check the score sheet and "
                                                   "confirm it.")));
        break;
    case Phase::Finished:
        g.phase = QStringLiteral("finished");
        g.phaseName = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Game over"));
        g.finished = true;
        break;
    }
    return g;
}

} // namespace kbz::dl::rules
