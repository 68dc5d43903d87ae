// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrGameOver.h"

#include "RrRules.h"
#include "RrState.h"

namespace kbz::rr {

namespace {

Message label(const char *source)
{
    return Message("kbz::rr::RrGameOver", source);
}

} // namespace

GameOverSummary gameOverSummary(const RrState &s)
{
    GameOverSummary out;
    QList<QVariant> threat;
    QList<QVariant> honour;
    QList<QVariant> gold;
    QList<QVariant> defeated;
    QList<QVariant> castle;
    QList<QVariant> out_;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const RrPlayer &p = s.players.at(seat);
        const std::optional<int> t = rules::threatTotal(s, seat);
        threat.append(t ? QVariant(*t) : QVariant());
        honour.append(p.honour);
        gold.append(p.gold);
        defeated.append(int(p.defeated.size()));
        castle.append(int(p.castle.size()));
        out_.append(p.out);
    }
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Threat")), threat, true));
    out.score.append(gameOverRow(
        label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Monsters defeated")), defeated));
    out.score.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Honour")), honour));
    out.score.append(gameOverRow(label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Gold")), gold));
    out.facts.append(gameOverRow(
        label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Monsters in the castle")), castle));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Out of the game")), out_));
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::rr::RrGameOver", "Rounds played")), {s.round}));
    return out;
}

} // namespace kbz::rr
