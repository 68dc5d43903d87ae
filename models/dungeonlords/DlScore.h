// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#pragma once

#include "DlState.h"
#include "core/GameResult.h"

#include <QJsonObject>
#include <QStringList>

namespace kbz::dl {

// The year-end score sheet (dl.score.*): counts per player (from the state, each editable),
// the titles (sole holder / tied), the values per item (DlScoreValues, editable), the totals and
// the ranks. Pure functions; the Qt table model the score-sheet view edits is DlScoreModel
// (DlScoreModel.h).

// Title ids, in sheet order: "evil", "rooms", "tunnels", "monsters", "imps", "gold-food",
// "unconquered" (dl.score.titles).
QStringList titleIds();
LocalizedName titleName(const QString &id);

struct DlScoreCounts
{
    int rooms = 0;     // rooms built (conquered ones too: the conquest is scored apart)
    int tunnels = 0;   // for the title only
    int monsters = 0;  // monsters and ghosts still in the dungeon
    int prisoners = 0; // imprisoned adventurers other than paladins
    int paladins = 0;  // imprisoned paladins
    int conquered = 0; // conquered tiles
    int unpaidTaxes = 0;
    int evil = 0;        // for the title only
    int imps = 0;        // for the title only
    int goldFood = 0;    // for the title only
    int unconquered = 0; // for the title only
    int extra = 0;       // points the table adds by hand (other scoring, tie-breaks)
    QJsonObject toJson() const;
    static DlScoreCounts fromJson(const QJsonObject &o, const DlScoreCounts &defaults);
    friend bool operator==(const DlScoreCounts &, const DlScoreCounts &) = default;
};

struct DlScoreLine
{
    int seat = 0;
    DlScoreCounts counts;
    QStringList titlesSole; // title ids held alone
    QStringList titlesTied; // title ids shared
    int points = 0;
    int rank = 0;
    bool winner = false;
};

// (Named apart from the view DlScoreSheet, the widget in the same namespace.)
struct DlScoreSheetData
{
    DlScoreValues values;
    QList<DlScoreLine> lines; // seat order
    QJsonObject toJson() const;
    // Reads what toJson() wrote (a recorded sheet, state.finalScore); values missing from the
    // JSON keep `values`.
    static DlScoreSheetData fromJson(const QJsonObject &o, const DlScoreValues &values = {});
};

// The counts as the state has them.
DlScoreCounts countsFromState(const DlState &s, int seat);
// Titles from the counts: the highest count holds it; a sole holder or everyone tied at the top
// (nobody holds a title at 0). `overrides` per seat as in the score step ("titles").
DlScoreSheetData computeSheet(const DlState &s, const DlScoreValues &values,
                              const QJsonObject &scoreStepPayload = {});
// Points of one line with the values (titles included).
int linePoints(const DlScoreLine &line, const DlScoreValues &values);
// The game's result from a sheet ("score"; winners = rank 1, ties share it).
GameResult resultFromSheet(const DlScoreSheetData &sheet, const DlState &s);

} // namespace kbz::dl
