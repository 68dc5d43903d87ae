// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcGameOver.h"

#include "LcState.h"

namespace kbz::lc {

namespace {

Message label(const char *source)
{
    return Message("kbz::lc::LcGameOver", source);
}

} // namespace

GameOverSummary gameOverSummary(const LcState &s)
{
    GameOverSummary out;
    QList<QVariant> taken;
    QList<QVariant> dealt;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        taken.append(s.players.at(seat).hits);
        dealt.append(s.players.size() == 2 ? s.players.at(1 - seat).hits : 0);
    }
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lc::LcGameOver", "Hits dealt")), dealt, true));
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lc::LcGameOver", "Hits taken")), taken));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::lc::LcGameOver", "Turns played")), {s.turn}));
    return out;
}

} // namespace kbz::lc
