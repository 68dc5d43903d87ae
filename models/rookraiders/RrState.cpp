// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrState.h"

#include "RrRules.h"

#include <QJsonArray>

namespace kbz::rr {

QString Square::name() const
{
    if (!isValid())
        return QStringLiteral("-");
    const QString row = QString(QChar(u'A' + this->row));
    return col == 0 ? row : row + QString::number(col);
}

std::optional<Square> Square::parse(const QString &text)
{
    const QString t = text.trimmed().toUpper();
    if (t.isEmpty() || t.size() > 2)
        return std::nullopt;
    const int row = t.at(0).unicode() - u'A';
    int col = 0;
    if (t.size() == 2) {
        col = t.at(1).unicode() - u'0';
        if (col < 1)
            return std::nullopt;
    }
    const Square s{row, col};
    if (!s.isValid())
        return std::nullopt;
    return s;
}

QString phaseCode(Phase phase)
{
    switch (phase) {
    case Phase::Setup:
        return QStringLiteral("setup");
    case Phase::Command:
        return QStringLiteral("command");
    case Phase::Enemy:
        return QStringLiteral("enemy");
    case Phase::End:
        return QStringLiteral("end");
    case Phase::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

QStringList commandIds()
{
    return {QStringLiteral("advance"), QStringLiteral("ambush"), QStringLiteral("rest"),
            QStringLiteral("reward"), QStringLiteral("recruit")};
}

LocalizedName commandName(const QString &id)
{
    if (id == QLatin1String("advance"))
        return {QStringLiteral("Advance"), QStringLiteral("進撃")};
    if (id == QLatin1String("ambush"))
        return {QStringLiteral("Ambush"), QStringLiteral("奇襲")};
    if (id == QLatin1String("rest"))
        return {QStringLiteral("Rest"), QStringLiteral("休息")};
    if (id == QLatin1String("reward"))
        return {QStringLiteral("Reward"), QStringLiteral("報酬")};
    if (id == QLatin1String("recruit"))
        return {QStringLiteral("Recruit"), QStringLiteral("募兵")};
    return {id, id};
}

LocalizedName RrState::cardName(const QString &id) const
{
    const RrCard *c = card(id);
    return c ? c->name : LocalizedName{id, id};
}

QString RrState::runningCommand() const
{
    return commandRunning && executed > 0 && executed <= commandRow.size()
               ? commandRow.at(executed - 1)
               : QString();
}

int RrState::activePlayers() const
{
    int n = 0;
    for (const RrPlayer &p : players)
        n += p.out ? 0 : 1;
    return n;
}

namespace {

template <typename List> auto findAt(List &list, Square sq) -> decltype(&list.first())
{
    for (auto &x : list)
        if (x.at == sq)
            return &x;
    return nullptr;
}

QJsonArray piecesJson(const QList<RrPiece> &list, bool units)
{
    QJsonArray a;
    for (const RrPiece &x : list) {
        QJsonObject o{{QStringLiteral("uid"), x.uid},
                      {QStringLiteral("card"), x.card},
                      {QStringLiteral("at"), x.at.name()},
                      {QStringLiteral("damage"), x.damage}};
        if (units)
            o.insert(QStringLiteral("marker"), x.marker);
        else
            o.insert(QStringLiteral("acted"), x.acted);
        a.append(o);
    }
    return a;
}

QJsonObject playerJson(const RrPlayer &p)
{
    QJsonArray medals;
    for (int m : p.medals)
        medals.append(m);
    return QJsonObject{
        {QStringLiteral("name"), p.name},
        {QStringLiteral("colour"), p.colour},
        {QStringLiteral("units"), piecesJson(p.units, true)},
        {QStringLiteral("monsters"), piecesJson(p.monsters, false)},
        {QStringLiteral("waiting"), QJsonArray::fromStringList(p.waiting)},
        {QStringLiteral("castle"), QJsonArray::fromStringList(p.castle)},
        {QStringLiteral("defeated"), QJsonArray::fromStringList(p.defeated)},
        {QStringLiteral("hand"), QJsonArray::fromStringList(p.hand)},
        {QStringLiteral("medals"), medals},
        {QStringLiteral("honour"), p.honour},
        {QStringLiteral("gold"), p.gold},
        {QStringLiteral("levelUps"), p.levelUps},
        {QStringLiteral("placedFirstUnit"), p.placedFirstUnit},
        {QStringLiteral("out"), p.out},
        {QStringLiteral("declared"), p.declared},
        {QStringLiteral("medalsDue"), p.medalsDue},
        {QStringLiteral("fatigueRemoved"), p.fatigueRemoved},
        {QStringLiteral("supported"), p.supported},
    };
}

} // namespace

const RrPiece *unitAt(const RrPlayer &p, Square sq)
{
    return findAt(p.units, sq);
}

const RrPiece *monsterAt(const RrPlayer &p, Square sq)
{
    return findAt(p.monsters, sq);
}

RrPiece *unitAt(RrPlayer &p, Square sq)
{
    return findAt(p.units, sq);
}

RrPiece *monsterAt(RrPlayer &p, Square sq)
{
    return findAt(p.monsters, sq);
}

QJsonObject RrState::toJson() const
{
    QJsonArray ps;
    for (int seat = 0; seat < players.size(); ++seat) {
        QJsonObject p = playerJson(players.at(seat));
        // Derived, for readers of the state (kibitzer-cli replay): null while a figure is unknown.
        const std::optional<int> threat = rules::threatTotal(*this, seat);
        p.insert(QStringLiteral("threat"), threat ? QJsonValue(*threat) : QJsonValue());
        ps.append(p);
    }
    QJsonArray w;
    for (int s : winners)
        w.append(s);
    QJsonObject o{
        {QStringLiteral("game"), QStringLiteral("rook-raiders")},
        {QStringLiteral("phase"), phaseCode(phase)},
        {QStringLiteral("round"), round},
        {QStringLiteral("startPlayer"), startPlayer},
        {QStringLiteral("supportCount"), supportCount},
        {QStringLiteral("monsterDeck"), monsterDeck ? QJsonValue(*monsterDeck) : QJsonValue()},
        {QStringLiteral("commandRow"), QJsonArray::fromStringList(commandRow)},
        {QStringLiteral("executed"), executed},
        {QStringLiteral("picks"), picks},
        {QStringLiteral("runningCommand"), runningCommand()},
        {QStringLiteral("commandAuto"), commandAuto},
        {QStringLiteral("commandPicker"), commandPicker},
        {QStringLiteral("summons"), summons},
        {QStringLiteral("bardTarget"), bardTarget},
        {QStringLiteral("players"), ps},
        // The card set as amended by the table (set-figures): figures are part of the game.
        {QStringLiteral("cards"), cards ? cards->toJson() : QJsonArray()},
    };
    if (mercenaries)
        o.insert(QStringLiteral("mercenaries"), QJsonArray::fromStringList(*mercenaries));
    if (!recruited.isEmpty()) {
        QJsonArray r;
        for (int seat : recruited)
            r.append(seat);
        o.insert(QStringLiteral("recruited"), r);
    }
    if (phase == Phase::Finished) {
        o.insert(QStringLiteral("winners"), w);
        o.insert(QStringLiteral("how"), how);
    }
    return o;
}

} // namespace kbz::rr
