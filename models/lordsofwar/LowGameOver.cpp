// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowGameOver.h"

#include "LowState.h"

namespace kbz::low {

namespace {

Message label(const char *source, QList<MessageArg> args = {})
{
    return Message("kbz::low::LowGameOver", source, std::move(args));
}

} // namespace

GameOverSummary gameOverSummary(const LowState &s)
{
    GameOverSummary out;
    QList<QVariant> cards;
    QList<QVariant> commanders;
    QList<QVariant> lost;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const int side = qBound(0, s.players.at(seat).side, 1);
        cards.append(int(s.kills[side].size()));
        commanders.append(s.commandersKilled(side));
        int n = 0;
        for (const QList<LowKill> &kills : s.kills)
            for (const LowKill &k : kills)
                n += k.owner == seat ? 1 : 0;
        lost.append(n);
    }
    out.score.append(gameOverRow(
        label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Enemy cards destroyed (of %1)"),
              {arg(s.cardsToWin)}),
        cards, true, label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Enemy cards destroyed"))));
    out.score.append(gameOverRow(
        label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Enemy commanders destroyed (of %1)"),
              {arg(s.commandersToWin)}),
        commanders, true,
        label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Enemy commanders destroyed"))));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Own cards lost")), lost));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::low::LowGameOver", "Turns played")), {s.turn}));
    return out;
}

} // namespace kbz::low
