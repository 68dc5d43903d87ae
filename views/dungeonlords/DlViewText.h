// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "core/Lang.h"
#include "core/Message.h"
#include "dungeonlords/DlRules.h"
#include "dungeonlords/DlState.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace kbz::dl {

// The texts the Dungeon Lords game view and boards share, in the UI language of the moment:
// data names (DlRules' bilingual names), an adventurer's damage with pips, a player's stage in
// the round, a combat card in a few words.
class DlViewText final
{
    Q_DECLARE_TR_FUNCTIONS(kbz::dl::DlViewText)

public:
    static QString name(const LocalizedName &n);
    static QString message(const Message &m);
    static QString player(const DlState &s, int seat);

    // "2/4 ●●○○": the damage on it out of its hit points, a filled pip per damage counter.
    static QString damage(const DlAdventurer &a);
    // The symbols an adventurer carries, in words ("2 hearts"), or "" for none.
    static QString symbols(const DlAdventurer &a);
    // "Warrior L2" (the class and level).
    static QString adventurer(const DlAdventurer &a);
    // Where the player stands in the round ("planning", "resolving: step 3, monsters",
    // "out: every adventurer defeated").
    static QString stage(const DlState &s, int seat);
    // The fight's step name ("traps", "early magic" ...).
    static QString fightStep(Stage stage);
    static QString fightStep(FightStep step);
    // A combat card in one line ("fatigue 2, lightning, crystal, Heal 1").
    static QString card(const DlCombatCard &c);

    // A choice the tools offer although the rules say otherwise (the table is the truth): its
    // text in this colour, and this tooltip naming the rule ("Against the rules
    // [dl.step.monsters]: the goblin was not committed to this fight").
    static QColor againstRulesColor();
    static QString againstRulesTip(const QString &ruleId, const QString &why);

    static QColor damageColor();
    static QColor paladinColor();
    static QColor resolvingColor();
};

} // namespace kbz::dl
