// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords year-end score sheet as pure functions (DlScore.h): the counts from the
// state, the titles, the points and the ranks, the sheet's JSON and the game's result. The
// editable table over it is DlScoreModel.cpp.
#include "DlScore.h"

#include "DlEngine.h"
#include "DlScoreDetail.h"
#include "core/ListText.h"

#include <QJsonArray>
#include <algorithm>

namespace kbz::dl {

using namespace detail;

namespace {

// The count a title compares.
int titleCount(const DlScoreCounts &c, const QString &id)
{
    if (id == QLatin1String("evil"))
        return c.evil;
    if (id == QLatin1String("rooms"))
        return c.rooms;
    if (id == QLatin1String("tunnels"))
        return c.tunnels;
    if (id == QLatin1String("monsters"))
        return c.monsters;
    if (id == QLatin1String("imps"))
        return c.imps;
    if (id == QLatin1String("gold-food"))
        return c.goldFood;
    if (id == QLatin1String("unconquered"))
        return c.unconquered;
    return 0;
}

// Ranks: 1 + the number of players with more points; winners have rank 1.
void rankLines(QList<DlScoreLine> &lines)
{
    for (DlScoreLine &line : lines) {
        line.rank = 1 + int(std::count_if(lines.cbegin(), lines.cend(), [&](const DlScoreLine &o) {
                        return o.points > line.points;
                    }));
        line.winner = line.rank == 1;
    }
}

// The titles from every seat's counts, then the per-seat overrides ({} = none).
void assignTitles(QList<DlScoreLine> &lines, const QList<QJsonObject> &overrides)
{
    for (const QString &id : titleIds()) {
        int top = 0;
        for (const DlScoreLine &line : lines)
            top = std::max(top, titleCount(line.counts, id));
        if (top <= 0)
            continue; // nobody holds a title at 0
        QList<int> holders;
        for (int i = 0; i < lines.size(); ++i)
            if (titleCount(lines.at(i).counts, id) == top)
                holders.append(i);
        for (int i : holders)
            (holders.size() == 1 ? lines[i].titlesSole : lines[i].titlesTied).append(id);
    }
    for (int i = 0; i < lines.size() && i < overrides.size(); ++i) {
        const QJsonObject &o = overrides.at(i);
        if (o.isEmpty())
            continue;
        lines[i].titlesSole = titleList(o.value(kSole));
        lines[i].titlesTied = titleList(o.value(kTied));
    }
}

QString playerName(const DlState &s, int seat)
{
    const QString name = seat >= 0 && seat < s.players.size() ? s.players.at(seat).name : QString();
    return name.isEmpty() ? QStringLiteral("#%1").arg(seat + 1) : name;
}

} // namespace

namespace detail {

// Known title ids of a JSON list, in sheet order, without repeats.
QStringList titleList(const QJsonValue &v)
{
    QStringList given;
    for (const QJsonValue &id : v.toArray())
        given.append(id.toString());
    QStringList out;
    for (const QString &id : titleIds())
        if (given.contains(id))
            out.append(id);
    return out;
}

QJsonObject titlesJson(const QStringList &sole, const QStringList &tied)
{
    return {{kSole, QJsonArray::fromStringList(sole)}, {kTied, QJsonArray::fromStringList(tied)}};
}

DlScoreSheetData buildSheet(const QList<DlScoreCounts> &counts, const DlScoreValues &values,
                            const QList<QJsonObject> &titleOverrides)
{
    DlScoreSheetData sheet{values, {}};
    for (int seat = 0; seat < counts.size(); ++seat) {
        DlScoreLine line;
        line.seat = seat;
        line.counts = counts.at(seat);
        sheet.lines.append(line);
    }
    assignTitles(sheet.lines, titleOverrides);
    for (DlScoreLine &line : sheet.lines)
        line.points = linePoints(line, values);
    rankLines(sheet.lines);
    return sheet;
}

} // namespace detail

QStringList titleIds()
{
    return {QStringLiteral("evil"),       QStringLiteral("rooms"), QStringLiteral("tunnels"),
            QStringLiteral("monsters"),   QStringLiteral("imps"),  QStringLiteral("gold-food"),
            QStringLiteral("unconquered")};
}

LocalizedName titleName(const QString &id)
{
    if (id == QLatin1String("evil"))
        return {QStringLiteral("Most evil"), QStringLiteral("最も邪悪")};
    if (id == QLatin1String("rooms"))
        return {QStringLiteral("Most rooms"), QStringLiteral("部屋が最多")};
    if (id == QLatin1String("tunnels"))
        return {QStringLiteral("Most tunnels"), QStringLiteral("トンネルが最多")};
    if (id == QLatin1String("monsters"))
        return {QStringLiteral("Most monsters"), QStringLiteral("モンスターが最多")};
    if (id == QLatin1String("imps"))
        return {QStringLiteral("Most imps"), QStringLiteral("インプが最多")};
    if (id == QLatin1String("gold-food"))
        return {QStringLiteral("Most gold and food"), QStringLiteral("金と食料の合計が最多")};
    if (id == QLatin1String("unconquered"))
        return {QStringLiteral("Most unconquered tiles"), QStringLiteral("未征服タイルが最多")};
    return {};
}

QJsonObject DlScoreCounts::toJson() const
{
    return {{kRooms, rooms},
            {kTunnels, tunnels},
            {kMonsters, monsters},
            {kPrisoners, prisoners},
            {kPaladins, paladins},
            {kConquered, conquered},
            {kUnpaidTaxes, unpaidTaxes},
            {kEvil, evil},
            {kImps, imps},
            {kGoldFood, goldFood},
            {kUnconquered, unconquered},
            {kExtra, extra}};
}

DlScoreCounts DlScoreCounts::fromJson(const QJsonObject &o, const DlScoreCounts &defaults)
{
    DlScoreCounts c = defaults;
    const auto read = [&o](const QString &key, int &field) {
        const QJsonValue v = o.value(key);
        if (v.isDouble())
            field = v.toInt(field);
    };
    read(kRooms, c.rooms);
    read(kTunnels, c.tunnels);
    read(kMonsters, c.monsters);
    read(kPrisoners, c.prisoners);
    read(kPaladins, c.paladins);
    read(kConquered, c.conquered);
    read(kUnpaidTaxes, c.unpaidTaxes);
    read(kEvil, c.evil);
    read(kImps, c.imps);
    read(kGoldFood, c.goldFood);
    read(kUnconquered, c.unconquered);
    read(kExtra, c.extra);
    return c;
}

QJsonObject DlScoreSheetData::toJson() const
{
    QJsonArray players;
    for (const DlScoreLine &line : lines)
        players.append(QJsonObject{{QStringLiteral("seat"), line.seat},
                                   {QStringLiteral("counts"), line.counts.toJson()},
                                   {kTitles, titlesJson(line.titlesSole, line.titlesTied)},
                                   {QStringLiteral("points"), line.points},
                                   {QStringLiteral("rank"), line.rank},
                                   {QStringLiteral("winner"), line.winner}});
    return {{QStringLiteral("values"), values.toJson()}, {QStringLiteral("players"), players}};
}

DlScoreSheetData DlScoreSheetData::fromJson(const QJsonObject &o, const DlScoreValues &values)
{
    DlScoreSheetData sheet{values, {}};
    const QJsonObject v = o.value(QStringLiteral("values")).toObject();
    if (!v.isEmpty())
        sheet.values = DlScoreValues::fromJson(v);
    for (const QJsonValue &pv : o.value(QStringLiteral("players")).toArray()) {
        const QJsonObject p = pv.toObject();
        DlScoreLine line;
        line.seat = p.value(QStringLiteral("seat")).toInt(int(sheet.lines.size()));
        line.counts = DlScoreCounts::fromJson(p.value(QStringLiteral("counts")).toObject(), {});
        const QJsonObject t = p.value(kTitles).toObject();
        line.titlesSole = titleList(t.value(kSole));
        line.titlesTied = titleList(t.value(kTied));
        line.points = p.value(QStringLiteral("points")).toInt();
        line.rank = p.value(QStringLiteral("rank")).toInt();
        line.winner = p.value(QStringLiteral("winner")).toBool();
        sheet.lines.append(line);
    }
    return sheet;
}

DlScoreCounts countsFromState(const DlState &s, int seat)
{
    DlScoreCounts c;
    if (seat < 0 || seat >= s.players.size())
        return c;
    const DlPlayer &p = s.players.at(seat);
    for (const DlTile &t : p.tiles) {
        // Rooms score whether conquered or not; the conquest is scored apart.
        if (t.kind == TileKind::Room)
            ++c.rooms;
        else
            ++c.tunnels;
        if (t.conquered)
            ++c.conquered;
        else
            ++c.unconquered;
    }
    c.monsters = int(p.monsters.size()); // ghosts too, exhausted or not
    for (const DlAdventurer &a : p.prisoners)
        ++(a.cls == AdvClass::Paladin ? c.paladins : c.prisoners);
    c.unpaidTaxes = p.unpaidTaxes;
    c.evil = p.evil;
    c.imps = p.imps;
    c.goldFood = p.gold + p.food;
    return c;
}

DlScoreSheetData computeSheet(const DlState &s, const DlScoreValues &values,
                              const QJsonObject &scoreStepPayload)
{
    const QJsonArray given = scoreStepPayload.value(QStringLiteral("players")).toArray();
    QList<DlScoreCounts> counts;
    QList<QJsonObject> titles;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const QJsonObject p = seat < given.size() ? given.at(seat).toObject() : QJsonObject();
        counts.append(DlScoreCounts::fromJson(p, countsFromState(s, seat)));
        const QJsonValue t = p.value(kTitles);
        // An override replaces the computed titles, even when it holds none.
        titles.append(t.isObject() ? titlesJson(titleList(t.toObject().value(kSole)),
                                                titleList(t.toObject().value(kTied)))
                                   : QJsonObject());
    }
    return buildSheet(counts, values, titles);
}

int linePoints(const DlScoreLine &line, const DlScoreValues &v)
{
    const DlScoreCounts &c = line.counts;
    return c.rooms * v.room + c.monsters * v.monster + c.prisoners * v.prisoner +
           c.paladins * v.paladinPrisoner + c.conquered * v.conquered +
           c.unpaidTaxes * v.unpaidTax + int(line.titlesSole.size()) * v.titleSole +
           int(line.titlesTied.size()) * v.titleTied + c.extra;
}

GameResult resultFromSheet(const DlScoreSheetData &sheet, const DlState &s)
{
    GameResult r;
    r.how = QStringLiteral("score");
    QStringList winners;
    int best = 0;
    for (const DlScoreLine &line : sheet.lines) {
        r.players.append(PlayerResult{line.seat, double(line.points), line.rank, line.winner});
        if (line.winner) {
            winners.append(playerName(s, line.seat));
            best = line.points;
        }
    }
    if (winners.size() == 1)
        r.summary =
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 wins the score with %2 points"),
                      {arg(winners.first()), arg(best)});
    else if (winners.size() > 1)
        r.summary = dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1 share the win with %2 points each"),
            {arg(joinListBoth(winners)), arg(best)});
    r.details = sheet.toJson();
    return r;
}
} // namespace kbz::dl
