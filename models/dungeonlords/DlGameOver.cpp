// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlGameOver.h"

#include "DlScore.h"
#include "DlState.h"

#include <functional>

namespace kbz::dl {

namespace {

Message label(const char *source, QList<MessageArg> args = {})
{
    return Message("kbz::dl::DlGameOver", source, std::move(args));
}

} // namespace

GameOverSummary gameOverSummary(const DlState &s)
{
    GameOverSummary out;
    const DlScoreSheetData sheet = DlScoreSheetData::fromJson(s.finalScore, s.values);
    const DlScoreValues &v = sheet.values;
    // A label with a value of this game's (the points each) has a label of its own in the
    // statistics over many games.
    const auto row = [&](Message text, const std::function<int(const DlScoreLine &)> &value,
                         bool total = false, Message factLabel = {}) {
        QList<QVariant> values(s.players.size());
        for (const DlScoreLine &line : sheet.lines)
            if (line.seat >= 0 && line.seat < values.size())
                values[line.seat] = value(line);
        out.score.append(gameOverRow(std::move(text), values, total, std::move(factLabel)));
    };
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Rooms (%1 each)"), {arg(v.room)}),
        [](const DlScoreLine &l) { return l.counts.rooms; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Rooms")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Monsters (%1 each)"), {arg(v.monster)}),
        [](const DlScoreLine &l) { return l.counts.monsters; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Monsters")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Prisoners (%1 each)"), {arg(v.prisoner)}),
        [](const DlScoreLine &l) { return l.counts.prisoners; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Prisoners")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Imprisoned paladins (%1 each)"),
              {arg(v.paladinPrisoner)}),
        [](const DlScoreLine &l) { return l.counts.paladins; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Imprisoned paladins")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Conquered tiles (%1 each)"),
              {arg(v.conquered)}),
        [](const DlScoreLine &l) { return l.counts.conquered; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Conquered tiles")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Unpaid taxes (%1 each)"),
              {arg(v.unpaidTax)}),
        [](const DlScoreLine &l) { return l.counts.unpaidTaxes; }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Unpaid taxes")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Titles held alone (%1 each)"),
              {arg(v.titleSole)}),
        [](const DlScoreLine &l) { return int(l.titlesSole.size()); }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Titles held alone")));
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Titles shared (%1 each)"),
              {arg(v.titleTied)}),
        [](const DlScoreLine &l) { return int(l.titlesTied.size()); }, false,
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Titles shared")));
    row(label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Extra points")),
        [](const DlScoreLine &l) { return l.counts.extra; });
    row(
        label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Points")),
        [](const DlScoreLine &l) { return l.points; }, true);
    out.facts.append(
        gameOverRow(label(QT_TRANSLATE_NOOP("kbz::dl::DlGameOver", "Years played")), {s.year}));
    return out;
}

} // namespace kbz::dl
