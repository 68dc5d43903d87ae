// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LwGameOver.h"

#include "LwState.h"

namespace kbz::lw {

namespace {

Message label(const char *source)
{
    return Message("kbz::lw::LwGameOver", source);
}

int removedUnits(const LwState &s, int side)
{
    int n = 0;
    for (const LwUnit &u : s.armies[side].units)
        n += u.removed ? 1 : 0;
    return n;
}

} // namespace

GameOverSummary gameOverSummary(const LwState &s)
{
    GameOverSummary out;
    for (int side = 0; side < kSides; ++side)
        out.columns.append(s.names.value(side));
    QList<QVariant> score;
    QList<QVariant> enemies;
    QList<QVariant> spare;
    QList<QVariant> lost;
    for (int side = 0; side < kSides; ++side) {
        score.append(s.score(side));
        enemies.append(removedUnits(s, 1 - side));
        spare.append(s.spareBases(side));
        lost.append(removedUnits(s, side));
    }
    out.score.append(gameOverRow(
        label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Enemy units removed")), enemies));
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Spare bases")), spare));
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Score")), score, true));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Own units lost")), lost));
    out.facts.append(gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Turns played")),
                                 {qMax(0, s.maxTurns - s.turnMarker + 1)}));
    out.facts.append(gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lw::LwGameOver", "Player turns")),
                                 {s.turnsTaken}));
    return out;
}

} // namespace kbz::lw
