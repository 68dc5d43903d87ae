// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "DlState.h"

#include <QJsonArray>

#include <array>
#include <cmath>
#include <utility>

namespace kbz::dl {

namespace {

// A code table: the enum value's index is its place in the list.
template <typename E, std::size_t N>
QString codeOf(const std::array<const char *, N> &codes, E value)
{
    const auto i = static_cast<std::size_t>(value);
    return i < N ? QString::fromLatin1(codes[i]) : QString();
}

template <typename E, std::size_t N>
std::optional<E> fromCode(const std::array<const char *, N> &codes, const QString &code)
{
    for (std::size_t i = 0; i < N; ++i)
        if (code == QLatin1String(codes[i]))
            return static_cast<E>(i);
    return std::nullopt;
}

constexpr std::array<const char *, 2> kTileKinds{"tunnel", "room"};
constexpr std::array<const char *, 5> kClasses{"warrior", "thief", "priest", "wizard", "paladin"};
constexpr std::array<const char *, kMonsterKinds> kMonsters{
    "goblin", "slime", "troll", "witch", "vampire", "golem", "dragon", "demon", "ghost"};
constexpr std::array<const char *, kTrapKinds> kTraps{
    "rolling-boulder", "pendulum",  "trap-door",    "poisoned-dart", "anti-magic-dart",
    "cursed-ring",     "fire-wall", "kamikaze-imp", "poisoned-meal"};
constexpr std::array<const char *, 10> kStages{"plan",     "planned",    "traps",   "early-magic",
                                               "monsters", "late-magic", "healing", "conquest",
                                               "done",     "out"};
constexpr std::array<const char *, 6> kPhases{"year-setup", "plan",    "reveal",
                                              "resolve",    "scoring", "finished"};
constexpr std::array<const char *, 4> kOutReasons{"none", "defeated", "rounds", "no-tile"};

QJsonArray intArray(const QList<int> &list)
{
    QJsonArray a;
    for (int v : list)
        a.append(v);
    return a;
}

QJsonArray partyToJson(const QList<DlAdventurer> &party)
{
    QJsonArray a;
    for (const DlAdventurer &adv : party)
        a.append(adventurerToJson(adv));
    return a;
}

QJsonObject fightToJson(const DlFight &f)
{
    return QJsonObject{
        {QStringLiteral("tile"), f.tile},
        {QStringLiteral("trap"), f.trap ? QJsonValue(trapKindCode(*f.trap)) : QJsonValue()},
        {QStringLiteral("monsters"), intArray(f.monsters)},
        {QStringLiteral("attacked"), intArray(f.attacked)},
        {QStringLiteral("cancelled"), intArray(f.cancelled)},
        {QStringLiteral("trapDone"), f.trapDone},
        {QStringLiteral("earlyDone"), f.earlyDone},
        {QStringLiteral("lateDone"), f.lateDone},
        {QStringLiteral("healDone"), f.healDone},
        {QStringLiteral("skipConquest"), f.skipConquest},
        {QStringLiteral("skipConquestBy"), f.skipConquestBy},
        {QStringLiteral("skipHealing"), f.skipHealing},
        {QStringLiteral("silenced"), f.silenced},
        {QStringLiteral("delayed"), intArray(f.delayed)},
        {QStringLiteral("released"), f.released},
    };
}

QJsonObject playerToJson(const DlPlayer &p)
{
    QJsonArray tiles;
    for (const DlTile &t : p.tiles) {
        QJsonObject o{{QStringLiteral("kind"), tileKindCode(t.kind)},
                      {QStringLiteral("distance"), t.distance},
                      {QStringLiteral("conquered"), t.conquered}};
        if (!t.name.isEmpty())
            o.insert(QStringLiteral("name"), t.name);
        tiles.append(o);
    }
    QJsonArray monsters;
    for (const DlMonster &m : p.monsters) {
        QJsonObject o{{QStringLiteral("kind"), monsterKindCode(m.kind)},
                      {QStringLiteral("used"), m.used}};
        if (!m.sacrificed.isEmpty())
            o.insert(QStringLiteral("sacrificed"), m.sacrificed);
        monsters.append(o);
    }
    QJsonArray traps;
    for (TrapKind t : p.traps)
        traps.append(trapKindCode(t));
    return QJsonObject{
        {QStringLiteral("name"), p.name},
        {QStringLiteral("tiles"), tiles},
        {QStringLiteral("party"), partyToJson(p.party)},
        {QStringLiteral("prisoners"), partyToJson(p.prisoners)},
        {QStringLiteral("monsters"), monsters},
        {QStringLiteral("traps"), traps},
        {QStringLiteral("gold"), p.gold},
        {QStringLiteral("food"), p.food},
        {QStringLiteral("imps"), p.imps},
        {QStringLiteral("evil"), p.evil},
        {QStringLiteral("unpaidTaxes"), p.unpaidTaxes},
        {QStringLiteral("stage"), stageCode(p.stage)},
        {QStringLiteral("out"), codeOf(kOutReasons, p.out)},
        {QStringLiteral("fight"), fightToJson(p.fight)},
    };
}

QJsonObject cardToJson(const DlCombatCard &c)
{
    QJsonObject o{{QStringLiteral("fatigue"), c.fatigue},
                  {QStringLiteral("lightning"), c.lightning},
                  {QStringLiteral("crystal"), c.crystal}};
    if (!c.spell.isEmpty())
        o.insert(QStringLiteral("spell"), c.spell);
    if (!c.text.isEmpty())
        o.insert(QStringLiteral("text"), c.text);
    if (c.amount >= 0)
        o.insert(QStringLiteral("amount"), c.amount);
    return o;
}

bool isWholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    // The range first: converting a double outside the integer's range (1e308) is undefined
    // behaviour; NaN fails both comparisons.
    const double d = v.toDouble();
    return d >= -1e9 && d <= 1e9 && d == std::trunc(d);
}

// The sum of the skills of the party members whose class counts (paladins count for every
// class) and leaving out the one the anti-magic dart silenced (dl.adventurer.skills).
int symbols(const DlState &s, int seat, AdvClass cls)
{
    if (seat < 0 || seat >= s.players.size())
        return 0;
    const DlPlayer &p = s.players.at(seat);
    int total = 0;
    for (int i = 0; i < p.party.size(); ++i) {
        const DlAdventurer &a = p.party.at(i);
        if (a.isDefeated() || i == p.fight.silenced)
            continue;
        if (a.cls == cls || a.cls == AdvClass::Paladin)
            total += a.skills;
    }
    return total;
}

} // namespace

QString tileKindCode(TileKind k)
{
    return codeOf(kTileKinds, k);
}

std::optional<TileKind> tileKindFromCode(const QString &code)
{
    return fromCode<TileKind>(kTileKinds, code);
}

QString advClassCode(AdvClass c)
{
    return codeOf(kClasses, c);
}

std::optional<AdvClass> advClassFromCode(const QString &code)
{
    return fromCode<AdvClass>(kClasses, code);
}

QString monsterKindCode(MonsterKind k)
{
    return codeOf(kMonsters, k);
}

std::optional<MonsterKind> monsterKindFromCode(const QString &code)
{
    return fromCode<MonsterKind>(kMonsters, code);
}

bool isGhost(MonsterKind k)
{
    return k == MonsterKind::Ghost;
}

QString trapKindCode(TrapKind k)
{
    return codeOf(kTraps, k);
}

std::optional<TrapKind> trapKindFromCode(const QString &code)
{
    return fromCode<TrapKind>(kTraps, code);
}

QString stageCode(Stage s)
{
    return codeOf(kStages, s);
}

QString phaseCode(Phase p)
{
    return codeOf(kPhases, p);
}

bool DlPlayer::hasUnconqueredTile() const
{
    for (const DlTile &t : tiles)
        if (!t.conquered)
            return true;
    return false;
}

QJsonObject DlScoreValues::toJson() const
{
    return QJsonObject{
        {QStringLiteral("room"), room},
        {QStringLiteral("monster"), monster},
        {QStringLiteral("prisoner"), prisoner},
        {QStringLiteral("paladinPrisoner"), paladinPrisoner},
        {QStringLiteral("conquered"), conquered},
        {QStringLiteral("unpaidTax"), unpaidTax},
        {QStringLiteral("titleSole"), titleSole},
        {QStringLiteral("titleTied"), titleTied},
    };
}

DlScoreValues DlScoreValues::fromJson(const QJsonObject &o)
{
    DlScoreValues v;
    const std::pair<const char *, int *> fields[] = {
        {"room", &v.room},           {"monster", &v.monster},
        {"prisoner", &v.prisoner},   {"paladinPrisoner", &v.paladinPrisoner},
        {"conquered", &v.conquered}, {"unpaidTax", &v.unpaidTax},
        {"titleSole", &v.titleSole}, {"titleTied", &v.titleTied},
    };
    for (const auto &[key, field] : fields) {
        const QJsonValue x = o.value(QLatin1String(key));
        if (isWholeNumber(x))
            *field = x.toInt();
    }
    return v;
}

const DlCombatCard *DlState::card() const
{
    if (round < 1 || round > cards.size())
        return nullptr;
    return &cards.at(round - 1);
}

QList<int> DlState::seatOrder() const
{
    QList<int> order;
    const int n = static_cast<int>(players.size());
    if (n == 0)
        return order;
    const int first = ((startPlayer % n) + n) % n;
    for (int i = 0; i < n; ++i)
        order.append((first + i) % n);
    return order;
}

int DlState::magicPoints(int seat) const
{
    return symbols(*this, seat, AdvClass::Wizard);
}

int DlState::hearts(int seat) const
{
    return symbols(*this, seat, AdvClass::Priest);
}

int DlState::thiefSymbols(int seat) const
{
    return symbols(*this, seat, AdvClass::Thief);
}

int DlState::paladinIndex(int seat) const
{
    if (seat < 0 || seat >= players.size())
        return -1;
    const QList<DlAdventurer> &party = players.at(seat).party;
    for (int i = 0; i < party.size(); ++i)
        if (party.at(i).cls == AdvClass::Paladin)
            return i;
    return -1;
}

QJsonObject DlState::toJson() const
{
    QJsonArray ps;
    for (const DlPlayer &p : players)
        ps.append(playerToJson(p));
    QJsonArray cs;
    for (const DlCombatCard &c : cards)
        cs.append(cardToJson(c));
    return QJsonObject{
        {QStringLiteral("game"), QStringLiteral("dungeon-lords")},
        {QStringLiteral("year"), year},
        {QStringLiteral("round"), round},
        {QStringLiteral("startPlayer"), startPlayer},
        {QStringLiteral("phase"), phaseCode(phase)},
        {QStringLiteral("cards"), cs},
        {QStringLiteral("paladinSeat"), paladinSeat},
        {QStringLiteral("resolving"), resolving},
        {QStringLiteral("players"), ps},
        {QStringLiteral("values"), values.toJson()},
        {QStringLiteral("scoreOverrides"), scoreOverrides},
        {QStringLiteral("finalScore"), finalScore},
    };
}

QJsonObject adventurerToJson(const DlAdventurer &a)
{
    return QJsonObject{{QStringLiteral("class"), advClassCode(a.cls)},
                       {QStringLiteral("level"), a.level},
                       {QStringLiteral("hp"), a.hp},
                       {QStringLiteral("damage"), a.damage},
                       {QStringLiteral("skills"), a.skills},
                       {QStringLiteral("year"), a.year}};
}

std::optional<DlAdventurer> adventurerFromJson(const QJsonObject &o)
{
    const auto cls = advClassFromCode(o.value(QStringLiteral("class")).toString());
    if (!cls)
        return std::nullopt;
    DlAdventurer a;
    a.cls = *cls;
    const std::pair<const char *, int *> fields[] = {
        {"level", &a.level},   {"hp", &a.hp},     {"damage", &a.damage},
        {"skills", &a.skills}, {"year", &a.year},
    };
    for (const auto &[key, field] : fields) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            continue;
        if (!isWholeNumber(v) || v.toInt() < 0)
            return std::nullopt;
        *field = v.toInt();
    }
    if (a.hp < 1)
        return std::nullopt;
    return a;
}

} // namespace kbz::dl
