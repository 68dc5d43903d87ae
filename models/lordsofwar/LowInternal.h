// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "LowEngine.h"
#include "LowRules.h"
#include "LowState.h"
#include "core/Finding.h"
#include "core/ListText.h"
#include "core/Step.h"

#include <optional>

// Internal entry points of the Lords of War engine (LowCheck, LowApply, LowMalformed,
// LowGuidance) and the detail the validators need beyond LowRules.h. Everything here is pure.
namespace kbz::low {

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

// The typed state behind a GameState (an empty state when it is not one).
const LowState &lowStateOf(const GameState &g);
bool isLowState(const GameState &g);

namespace rules {

// The attack a card of `side` on `from` deals through one of its arrows to the square `to`
// (0 when the squares do not touch or no arrow points there).
int cardArrowAt(const LowCard &card, int side, QPoint from, QPoint to);
// The touching enemies whose arrows point at `u`, in uid order (engaged by these).
QList<int> engagedBy(const LowState &s, const LowUnit &u);

// One reason why a unit cannot be recalled, with the unit that causes it (an engaging enemy).
struct RecallReason
{
    enum class What {
        NotOwn,          // another player's unit (2 players, the lone player, team battle)
        NotTeam,         // an enemy unit
        TeammateGeneral, // team battle: a teammate's general
        PlacedThisTurn,
        Engaged,
        EngagedBySpear, // intermediate cavalry
        Involved,
        GeneralPlayed // 3 players: the team member played the general this turn
    };
    What what = What::NotOwn;
    QString ruleId;
    int by = 0; // the engaging enemy's uid (Engaged, EngagedBySpear)
};
QList<RecallReason> recallReasons(const LowState &s, int seat, int uid);

// The seat whose hand a recalled unit of `owner` joins when `seat` recalls it.
int recallRecipient(const LowState &s, int seat, int owner);
// Team battle: two different players of one team who play the same race (army). They may
// recall each other's cards, the general excepted, into the recalling player's hand
// (low.variant.teams-rules).
bool sameRaceTeammates(const LowState &s, int a, int b);

} // namespace rules

// The validators, the state change and the structural check of one step.
QList<Finding> checkStep(const LowState &s, const Step &step);
LowState applyStep(const LowState &s, const Step &step);
std::optional<Message> malformedStep(const LowState &s, const Step &step);

// Payload readers (the payload is known to be well formed).
QList<rules::Shot> shotsOf(const QJsonObject &payload);
// The destroyed uids a resolve step records: its "destroyed" list, else the engine's result.
QList<int> destroyedOf(const QJsonObject &payload, const rules::CombatReport &engineResult);
int drawCountOf(const QJsonObject &payload);

// "Orc Ravager (C4)" style bilingual names for messages.
LocalizedName unitLabel(const LowState &s, const LowUnit &u);
QString playerName(const LowState &s, int seat);

} // namespace kbz::low
