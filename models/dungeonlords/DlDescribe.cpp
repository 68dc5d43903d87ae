// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// describe(): one journal line per step, from the state before it ("Round 2 — Priya plans
// Room 3: pendulum, troll + ghost", "Troll (fed) hits Warrior 1 for 4 — defeated").
#include "DlInternal.h"

#include <QJsonArray>
#include <QMap>
#include <algorithm>

namespace kbz::dl::rules {

namespace {

LocalizedName join(const QList<LocalizedName> &parts, const QString &enSep, const QString &jaSep)
{
    LocalizedName out;
    for (int i = 0; i < parts.size(); ++i) {
        if (i > 0) {
            out.en += enSep;
            out.ja += jaSep;
        }
        out.en += parts.at(i).en;
        out.ja += parts.at(i).ja;
    }
    return out;
}

// The table's own words, shown as they were typed: quoted in Japanese, so an English note does
// not read as an untranslated fragment of the sentence.
LocalizedName tableNote(const QString &note)
{
    return {note, QStringLiteral("メモ「%1」").arg(note)};
}

QMap<int, int> perTarget(const QList<Hit> &hits)
{
    QMap<int, int> m;
    for (const Hit &h : hits)
        if (h.amount != 0)
            m[h.target] += h.amount;
    return m;
}

// "Warrior 1 for 4 (defeated), Thief 2 for 1"
LocalizedName damageText(const QList<DlAdventurer> &party, const QList<Hit> &hits)
{
    const QMap<int, int> m = perTarget(hits);
    if (m.isEmpty())
        return {QStringLiteral("nobody"), QStringLiteral("誰にも当たらず")};
    QList<LocalizedName> parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        const LocalizedName a = adventurerName(party, it.key());
        const QString n = QString::number(it.value());
        LocalizedName part{a.en + QStringLiteral(" for ") + n, a.ja + QStringLiteral("に") + n};
        if (it.key() >= 0 && it.key() < party.size()) {
            const DlAdventurer &adv = party.at(it.key());
            if (!adv.isDefeated() && adv.damage + it.value() >= adv.hp) {
                part.en += QStringLiteral(" — defeated");
                part.ja += QStringLiteral("（撃破）");
            }
        }
        parts.append(part);
    }
    return join(parts, QStringLiteral(", "), QStringLiteral("、"));
}

const DlPlayer *actorOf(const DlState &s, const Step &step)
{
    return step.actor >= 0 && step.actor < s.players.size() ? &s.players.at(step.actor) : nullptr;
}

QList<int> intList(const QJsonValue &v)
{
    QList<int> out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toInt());
    return out;
}

Message describeYear(const DlState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const int start = p.value(QStringLiteral("startPlayer")).toInt(s.startPlayer);
    const int n = static_cast<int>(p.value(QStringLiteral("players")).toArray().size());
    return dlMessage(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                          "Year %1 begins: %2 dungeons, %3 is the start player"),
        {arg(p.value(QStringLiteral("year")).toInt(s.year)), arg(n), arg(playerName(s, start))});
}

Message describePlan(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    const QJsonObject &pl = step.payload;
    QList<LocalizedName> parts;
    if (const auto trap = trapKindFromCode(pl.value(QStringLiteral("trap")).toString())) {
        LocalizedName t = trapName(*trap);
        t.en = t.en.toLower();
        parts.append(t);
    }
    QList<LocalizedName> monsters;
    for (int m : intList(pl.value(QStringLiteral("monsters"))))
        if (m >= 0 && m < p->monsters.size()) {
            LocalizedName n = monsterName(p->monsters.at(m).kind);
            n.en = n.en.toLower();
            monsters.append(n);
        }
    if (!monsters.isEmpty())
        parts.append(join(monsters, QStringLiteral(" + "), QStringLiteral("＋")));
    if (parts.isEmpty())
        parts.append({QStringLiteral("nothing committed"), QStringLiteral("配置なし")});
    const int round = s.phase == Phase::Plan ? s.round : s.round + 1;
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Round %1 — %2 plans %3: %4"),
                     {arg(round), arg(playerName(s, step.actor)),
                      tileName(*p, pl.value(QStringLiteral("tile")).toInt(-1)),
                      join(parts, QStringLiteral(", "), QStringLiteral("、"))});
}

Message describeRelease(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    return dlMessage(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                          "%1 has no unconquered tile and releases %2 from prison"),
        {arg(playerName(s, step.actor)),
         adventurerName(p->prisoners, step.payload.value(QStringLiteral("prisoner")).toInt(-1))});
}

Message describeReveal(const DlState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    QList<LocalizedName> parts;
    parts.append(
        {QStringLiteral("fatigue ") + QString::number(p.value(QStringLiteral("fatigue")).toInt()),
         QStringLiteral("疲労ダメージ") +
             QString::number(p.value(QStringLiteral("fatigue")).toInt())});
    if (p.value(QStringLiteral("lightning")).toBool())
        parts.append({QStringLiteral("lightning"), QStringLiteral("稲妻")});
    if (p.value(QStringLiteral("crystal")).toBool())
        parts.append({QStringLiteral("green crystal"), QStringLiteral("緑色のクリスタル")});
    const QString spell = p.value(QStringLiteral("spell")).toString();
    if (!spell.isEmpty()) {
        const LocalizedName name = spellNames(spell);
        parts.append({QStringLiteral("spell: ") + name.en, QStringLiteral("魔法：") + name.ja});
    }
    const int round = s.phase == Phase::Plan || s.phase == Phase::Reveal ? s.round : s.round + 1;
    return dlMessage(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Round %1 combat card: %2"),
        {arg(std::max(round, 1)), join(parts, QStringLiteral(", "), QStringLiteral("、"))});
}

Message describeTrap(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p || !p->fight.trap)
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1: trap (none was committed)"),
                         {arg(playerName(s, step.actor))});
    const QJsonObject &pl = step.payload;
    // The dart's target as apply reads it.
    const int target =
        pl.value(QStringLiteral("target")).toInt(pl.value(QStringLiteral("silence")).toInt(-1));
    const TrapEffect e = proposeTrap(s, step.actor, target);
    const QList<Hit> hits = pl.contains(QStringLiteral("hits"))
                                ? hitsFromJson(pl.value(QStringLiteral("hits")))
                                : e.hits;
    const QList<Hit> delayed = pl.contains(QStringLiteral("delayed"))
                                   ? hitsFromJson(pl.value(QStringLiteral("delayed")))
                                   : e.delayed;
    QList<Message> then;
    // The damage the trap symbols cancelled, credited to whoever holds them (a thief, or the
    // paladin), when the table recorded the damage they leave.
    if (perTarget(hits) == perTarget(e.hits))
        for (const SymbolUse &u : e.cancelledBy)
            then.append(dlMessage(
                QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's trap symbols cancel %2 damage"),
                {adventurerName(p->party, u.adventurer), arg(u.amount)}));
    if (!perTarget(delayed).isEmpty())
        then.append(
            dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "poison: %1 after the conquest"),
                      {hitsText(p->party, delayed, false)}));
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's %2 hits %3"),
                     {arg(playerName(s, step.actor)), trapName(*p->fight.trap),
                      damageText(p->party, hits)})
        .followedBy(then);
}

Message describeMagic(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    const QJsonObject &pl = step.payload;
    const bool early = pl.value(QStringLiteral("when")).toString() != QLatin1String("late");
    QList<LocalizedName> parts;
    // As apply reads it: with the card's amount, what the spell's kind does with it.
    const int amount = pl.value(QStringLiteral("amount")).toInt(-1);
    const SpellEffect spell = amount >= 0 ? proposeSpell(s, step.actor, amount) : SpellEffect{};
    const QList<Hit> heals = pl.contains(QStringLiteral("heals"))
                                 ? hitsFromJson(pl.value(QStringLiteral("heals")))
                                 : spell.heals;
    int healed = 0;
    for (const Hit &h : heals)
        healed += std::max(0, h.amount);
    if (!perTarget(heals).isEmpty()) {
        // How much was healed, then from whom.
        const LocalizedName who = hitsText(p->party, heals, true);
        const QString n = QString::number(healed);
        parts.append(
            {QStringLiteral("healed ") + n + QStringLiteral(" (") + who.en + QLatin1Char(')'),
             QStringLiteral("治癒") + n + QStringLiteral("（") + who.ja + QStringLiteral("）")});
    }
    const QList<Hit> hits = pl.contains(QStringLiteral("hits"))
                                ? hitsFromJson(pl.value(QStringLiteral("hits")))
                                : spell.hits;
    if (!perTarget(hits).isEmpty())
        parts.append(hitsText(p->party, hits, false));
    if (amount >= 0 && perTarget(heals).isEmpty() && perTarget(hits).isEmpty()) {
        const QString n = QString::number(amount);
        parts.append({QStringLiteral("the spell's ") + n + QStringLiteral(" changes nothing"),
                      QStringLiteral("魔法の数値") + n + QStringLiteral("：変化なし")});
    }
    QList<LocalizedName> cancelled;
    for (int m : intList(pl.value(QStringLiteral("cancel"))))
        if (m >= 0 && m < p->monsters.size())
            cancelled.append(monsterName(p->monsters.at(m).kind));
    if (!cancelled.isEmpty()) {
        const LocalizedName c = join(cancelled, QStringLiteral(", "), QStringLiteral("、"));
        parts.append(
            {c.en + QStringLiteral(" cannot attack"), c.ja + QStringLiteral("は攻撃不可")});
    }
    const QString note = pl.value(QStringLiteral("note")).toString();
    if (!note.isEmpty())
        parts.append(tableNote(note));
    if (parts.isEmpty())
        parts.append({QStringLiteral("no effect"), QStringLiteral("効果なし")});
    const LocalizedName what = join(parts, QStringLiteral("; "), QStringLiteral("。"));
    return early ? dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Early magic at %1's: %2"),
                             {arg(playerName(s, step.actor)), what})
                 : dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Late magic at %1's: %2"),
                             {arg(playerName(s, step.actor)), what});
}

Message describeAttack(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    const QJsonObject &pl = step.payload;
    const int m = pl.value(QStringLiteral("monster")).toInt(-1);
    if (!p || m < 0 || m >= p->monsters.size())
        return {};
    const MonsterKind kind = p->monsters.at(m).kind;
    const QString option = pl.value(QStringLiteral("option")).toString();
    const QList<int> targets = intList(pl.value(QStringLiteral("targets")));
    const AttackEffect e = proposeAttack(s, step.actor, m, option, targets);
    if (!e.attacked)
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine",
                                           "%1's %2 makes no attack: this round's conquest is "
                                           "skipped"),
                         {arg(playerName(s, step.actor)), monsterName(kind)});
    const QList<Hit> hits = pl.contains(QStringLiteral("hits"))
                                ? hitsFromJson(pl.value(QStringLiteral("hits")))
                                : e.hits;
    LocalizedName who = monsterName(kind);
    if (kind == MonsterKind::Troll && option == QLatin1String("fed")) {
        who.en += QStringLiteral(" (fed)");
        who.ja += QStringLiteral("（食料1）");
    } else if (kind == MonsterKind::Vampire && option == QLatin1String("reuse")) {
        who.en += QStringLiteral(" (reusable)");
        who.ja += QStringLiteral("（再利用）");
    } else if (kind == MonsterKind::Witch && option == QLatin1String("two-chosen")) {
        who.en += QStringLiteral(" (two chosen)");
        who.ja += QStringLiteral("（選択2回）");
    }
    // Whose dungeon the monster fights in, the monster, whom it hits and for how much.
    const MessageArg owner = arg(playerName(s, step.actor));
    Message line = dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's %2 hits %3"),
                             {owner, who, damageText(p->party, hits)});
    if (e.skipConquest)
        line = dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's %2 hits %3; no conquest this round"),
            {owner, who, damageText(p->party, hits)});
    else if (e.skipHealing)
        line = dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "%1's %2 hits %3; no healing this round"),
            {owner, who, damageText(p->party, hits)});
    return line;
}

Message describeHeal(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    const QJsonObject &pl = step.payload;
    const QList<Hit> heals = pl.contains(QStringLiteral("heals"))
                                 ? hitsFromJson(pl.value(QStringLiteral("heals")))
                                 : healFrontFirst(p->party, s.hearts(step.actor));
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Healing at %1's: %2"),
                     {arg(playerName(s, step.actor)), hitsText(p->party, heals, true)});
}

Message describeConquest(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    // Exactly what apply does: the same fatigue, the same conquered tile (or none).
    const ConquestOutcome o = conquestOutcome(s, step.actor, step.payload);
    int total = 0;
    for (const Hit &h : o.hits)
        total += h.amount;
    const LocalizedName tile = tileName(*p, p->fight.tile);
    // After the conquest the poisoned dart's damage falls due on whoever still stands (as
    // apply does it): a sentence of its own, with the adventurers it defeats.
    const QMap<int, int> fatigue = perTarget(o.hits);
    QList<DlAdventurer> standing = p->party;
    QList<Hit> poison;
    for (int i = 0; i < standing.size(); ++i) {
        standing[i].damage += fatigue.value(i);
        if (i < p->fight.delayed.size() && p->fight.delayed.at(i) > 0 &&
            !standing.at(i).isDefeated())
            poison.append(Hit{i, p->fight.delayed.at(i)});
    }
    QList<Message> then;
    if (!poison.isEmpty())
        then.append(dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "the poisoned dart hits %1"),
                              {damageText(standing, poison)}));
    if (!o.conquered && fatigue.isEmpty())
        return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Conquest skipped: %1 holds"),
                         {tile})
            .followedBy(then);
    if (!o.conquered)
        return dlMessage(
                   QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Conquest: %1 fatigue (%2), %3 holds"),
                   {arg(total), damageText(p->party, o.hits), tile})
            .followedBy(then);
    return dlMessage(
               QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Conquest: %1 fatigue (%2), %3 conquered"),
               {arg(total), damageText(p->party, o.hits), tile})
        .followedBy(then);
}

Message describeAdjust(const DlState &s, const Step &step)
{
    const DlPlayer *p = actorOf(s, step);
    if (!p)
        return {};
    const QJsonObject &pl = step.payload;
    QList<LocalizedName> parts;
    const QList<Hit> hits = hitsFromJson(pl.value(QStringLiteral("hits")));
    if (!perTarget(hits).isEmpty())
        parts.append(hitsText(p->party, hits, false));
    const QList<Hit> heals = hitsFromJson(pl.value(QStringLiteral("heals")));
    if (!perTarget(heals).isEmpty())
        parts.append(hitsText(p->party, heals, true));
    const struct
    {
        const char *key;
        const char *en;
        const char *ja;
    } resources[] = {{"gold", "gold", "金"},
                     {"food", "food", "食料"},
                     {"imps", "imps", "インプ"},
                     {"evil", "evil", "邪悪度"},
                     {"unpaidTaxes", "unpaid taxes", "未払いの税金"}};
    for (const auto &r : resources) {
        const int d = pl.value(QLatin1String(r.key)).toInt();
        if (d == 0)
            continue;
        const QString n = (d > 0 ? QStringLiteral("+") : QString()) + QString::number(d);
        parts.append({QString::fromUtf8(r.en) + QLatin1Char(' ') + n, QString::fromUtf8(r.ja) + n});
    }
    const QString note = pl.value(QStringLiteral("note")).toString();
    if (!note.isEmpty())
        parts.append(tableNote(note));
    if (parts.isEmpty())
        parts.append({QStringLiteral("no change"), QStringLiteral("変更なし")});
    return dlMessage(
        QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Correction at %1's: %2"),
        {arg(playerName(s, step.actor)), join(parts, QStringLiteral("; "), QStringLiteral("。"))});
}

Message describePaladin(const DlState &s, const Step &step)
{
    const int to = step.payload.value(QStringLiteral("to")).toInt(-1);
    const int evil = to >= 0 && to < s.players.size() ? s.players.at(to).evil : 0;
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Paladin to %1 (evil %2)"),
                     {arg(playerName(s, to)), arg(evil)});
}

} // namespace

LocalizedName hitsText(const QList<DlAdventurer> &party, const QList<Hit> &hits, bool heals)
{
    const QMap<int, int> m = perTarget(hits);
    if (m.isEmpty())
        return heals ? LocalizedName{QStringLiteral("nothing"), QStringLiteral("なし")}
                     : LocalizedName{QStringLiteral("no damage"), QStringLiteral("ダメージなし")};
    QList<LocalizedName> parts;
    for (auto it = m.cbegin(); it != m.cend(); ++it) {
        const LocalizedName a = adventurerName(party, it.key());
        const QString n = QString::number(it.value());
        if (heals)
            parts.append({n + QStringLiteral(" from ") + a.en, a.ja + QStringLiteral("から") + n});
        else
            parts.append({n + QStringLiteral(" to ") + a.en, a.ja + QStringLiteral("に") + n});
    }
    return join(parts, QStringLiteral(", "), QStringLiteral("、"));
}

Message describeStep(const DlState &before, const Step &step)
{
    const QString &k = step.kind;
    if (k == QLatin1String("year"))
        return describeYear(before, step);
    if (k == QLatin1String("plan"))
        return describePlan(before, step);
    if (k == QLatin1String("release"))
        return describeRelease(before, step);
    if (k == QLatin1String("reveal"))
        return describeReveal(before, step);
    if (k == QLatin1String("trap"))
        return describeTrap(before, step);
    if (k == QLatin1String("magic"))
        return describeMagic(before, step);
    if (k == QLatin1String("attack"))
        return describeAttack(before, step);
    if (k == QLatin1String("heal"))
        return describeHeal(before, step);
    if (k == QLatin1String("conquest"))
        return describeConquest(before, step);
    if (k == QLatin1String("adjust"))
        return describeAdjust(before, step);
    if (k == QLatin1String("paladin"))
        return describePaladin(before, step);
    if (k == QLatin1String("score"))
        return dlMessage(
            QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Score sheet confirmed: the game is over"));
    return dlMessage(QT_TRANSLATE_NOOP("kbz::dl::DlEngine", "Step %1"), {arg(k)});
}

} // namespace kbz::dl::rules
