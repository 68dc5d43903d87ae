// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlEngine.h"
#include "DlRules.h"
#include "core/Finding.h"
#include "core/ListText.h"
#include "core/Step.h"

#include <optional>

// The internal entry points of the Dungeon Lords engine (DlMalformed, DlCheck, DlApply,
// DlGuidance, DlDescribe) and the helpers they share. Everything here is pure.
namespace kbz::dl {

inline Finding warning(const char *ruleId, Message message)
{
    return Finding{Severity::Warning, QString::fromLatin1(ruleId), std::move(message)};
}

inline Finding info(const char *ruleId, Message message)
{
    return Finding{Severity::Info, QString::fromLatin1(ruleId), std::move(message)};
}

namespace rules {

struct Outcome
{
    DlState state;
    QList<Finding> infos; // what the engine worked out (defeats, round end, paladin, year end...)
};

// DlMalformed.cpp: structural problems of a step (unknown kind, mistyped or out-of-range
// payload: an index outside the party/tiles/monsters, an unknown monster or trap code).
std::optional<Message> malformedStep(const DlState &s, const Step &step);
// DlCheck.cpp: rule warnings (and infos) for a well-formed step.
QList<Finding> checkStep(const DlState &s, const Step &step);
// DlCheckReveal.cpp: a reveal's "from" names the end of the row of combat cards the card was
// taken from; the rule reveals from the side with fewer crystals (dl.combat-card.reveal).
void checkRevealSide(const DlState &s, const Step &step, QList<Finding> &out);
// DlApply.cpp: the state after a well-formed step, with the engine's infos.
Outcome applyStep(const DlState &s, const Step &step);
// DlGuidance.cpp
Guidance guidanceFor(const DlState &s);
// DlDescribe.cpp
Message describeStep(const DlState &before, const Step &step);
// DlDescribe.cpp, shared with DlCheck.cpp: "2 to Warrior 1, 1 to Thief 2" (heals: "1 from
// Warrior 1").
LocalizedName hitsText(const QList<DlAdventurer> &party, const QList<Hit> &hits, bool heals);

// DlApply.cpp, shared with DlCheck.cpp and DlDescribe.cpp: what a "conquest" step does to
// `seat`'s fight: the fatigue hits (the step's, else the card's front first with spill-over,
// none when the conquest is skipped) and whether the tile is conquered (the step's "conquered",
// else unless skipped or nobody is left standing after the fatigue; never without a tile).
struct ConquestOutcome
{
    QList<Hit> hits;
    bool skipped = false;   // slime, demon, trap door, cursed ring (dl.step.conquest)
    bool standing = false;  // someone is left standing after the fatigue
    bool onTile = false;    // the fight has a tile of the dungeon
    bool conquered = false; // the tile is conquered by the step
};
ConquestOutcome conquestOutcome(const DlState &s, int seat, const QJsonObject &payload);

} // namespace rules
} // namespace kbz::dl
