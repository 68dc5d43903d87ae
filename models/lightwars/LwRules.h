// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LwEngine.h"
#include "core/Finding.h"
#include "core/ListText.h"
#include "core/Step.h"

#include <optional>

// The internal entry points of the Light Wars engine (LwCheck, LwApply, LwMalformed) and the
// helpers they share. Everything here is pure: functions of their arguments only.
namespace kbz::lw {

inline constexpr const char trContext[] = "kbz::lw::LwEngine";

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

namespace rules {

bool isInt(const QJsonValue &v);
LocalizedName sideName(int side); // Red / 赤軍, Blue / 青軍
// "Infantry 2" (numbered among the army's units of the same card when it holds several).
LocalizedName unitName(const LwState &s, int side, int unit);
// "Blue Infantry 2" / "青軍の歩兵2".
LocalizedName sideUnitName(const LwState &s, int side, int unit);
LocalizedName cardNames(const LwState &s, const QStringList &cards);

// The side a step's units belong to: the actor when it is a side, else the side whose turn it
// is (-1 before the first player is known).
int stepSide(const LwState &s, const Step &step);

// An attack step as read from its payload (well formed: see malformedStep).
struct AttackStep
{
    struct Unit
    {
        int unit = 0;
        Facing facing = Facing::Front;
        std::optional<int> attack; // from the step, else the card's
    };
    int side = -1; // the attacking side
    QList<Unit> attackers;
    int target = 0;
    std::optional<int> targetAttack; // from the step, else the card's
    int attackerDie = 0;
    int defenderDie = 0;
    bool shoot = false;
    int modifier = 0;
};
AttackStep readAttack(const LwState &s, const Step &step);
// The figures of the attack's units (the step's or the cards'; 0 when neither gives one).
AttackOutcome resolveStepAttack(const LwState &s, const AttackStep &a);

struct Outcome
{
    LwState state;
    QList<Finding> infos; // what the engine worked out (removals, countdown, victory...)
};

// The state after a well-formed step (LwApply.cpp) and the rule warnings (LwCheck.cpp).
Outcome applyStep(const LwState &s, const Step &step);
QList<Finding> checkStep(const LwState &s, const Step &step);
// An attack's `modifier` is a tactics effect: warned when the attacking side has no tactics
// tile active this turn (lw.tactics.effect; LwCheckTactics.cpp).
void checkTacticsEffect(const LwState &s, const AttackStep &a, QList<Finding> &out);
// Structural problems (LwMalformed.cpp).
std::optional<Message> malformedStep(const LwState &s, const Step &step);

} // namespace rules
} // namespace kbz::lw
