// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// apply(): the state the table has after a step. Accepts any well-formed step, legal or not.
#include "RrRules.h"

#include <QJsonArray>

namespace kbz::rr::rules {

namespace {

QString who(const RrState &s, int seat)
{
    return s.players.at(seat).name;
}

int intOf(const QJsonObject &o, const char *key, int fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? v.toInt() : fallback;
}

void checkAllDefeated(Outcome &o)
{
    RrState &s = o.state;
    if (s.activePlayers() == 0 && !s.players.isEmpty()) {
        s.phase = Phase::Finished;
        s.how = QStringLiteral("all-defeated");
        s.winners.clear();
    }
}

// `announce`: say so (the engine worked it out); a player-defeated step says it itself.
void playerOut(Outcome &o, int seat, bool announce = true)
{
    RrPlayer &p = o.state.players[seat];
    if (p.out)
        return;
    p.out = true;
    p.declared = false;
    if (announce)
        o.infos.append(
            info("rr.defeat.castle",
                 rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is out of the game"),
                           {who(o.state, seat)})));
    checkAllDefeated(o);
}

// A monster entered the castle: a red one, or the second blue one, puts the player out.
void enterCastle(Outcome &o, int seat, const QString &card)
{
    RrState &s = o.state;
    RrPlayer &p = s.players[seat];
    p.castle.append(card);
    o.infos.append(info("rr.enemy.castle",
                        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 enters %2's castle"),
                                  {s.cardName(card), who(s, seat)})));
    const RrCard *c = s.card(card);
    int blue = 0;
    for (const QString &id : p.castle) {
        const RrCard *x = s.card(id);
        blue += x && x->colour == ThreatColour::Blue ? 1 : 0;
    }
    if (!c || c->colour == ThreatColour::Unknown)
        o.infos.append(info("rr.units.monsters",
                            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "The threat colour of %1 is not known: "
                                                        "enter it to see whether %2 is out"),
                                      {s.cardName(card), who(s, seat)})));
    else if (c->colour == ThreatColour::Red || blue >= 2)
        playerOut(o, seat);
}

void removeMonster(RrPlayer &p, int uid)
{
    p.monsters.removeIf([uid](const RrPiece &x) { return x.uid == uid; });
}

// Damage cubes on a monster; defeated at damage >= HP.
void damageMonster(Outcome &o, int seat, Square sq, int damage)
{
    RrState &s = o.state;
    RrPlayer &p = s.players[seat];
    RrPiece *m = monsterAt(p, sq);
    if (!m)
        return;
    m->damage += damage;
    const RrCard *c = s.card(m->card);
    if (!c || !monsterDefeated(*c, m->damage))
        return;
    const QString card = m->card;
    removeMonster(p, m->uid);
    p.defeated.append(card);
    ++p.honour;
    if (c->colour == ThreatColour::Red)
        ++p.medalsDue;
    o.infos.append(info(
        "rr.damage.monster-defeat",
        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is defeated: %2 keeps it as an honour "
                                                         "mark"),
                  {s.cardName(card), who(s, seat)})));
}

// Damage cubes on a unit; it faints (back to the hand) at damage > HP. True when it fainted.
bool damageUnit(Outcome &o, int seat, Square sq, int damage)
{
    RrState &s = o.state;
    RrPlayer &p = s.players[seat];
    RrPiece *u = unitAt(p, sq);
    if (!u)
        return false;
    u->damage += damage;
    const RrCard *c = s.card(u->card);
    if (!c || !unitFaints(*c, u->damage))
        return false;
    const QString card = u->card;
    if (s.bardTarget == u->uid)
        s.bardTarget = -1;
    const int uid = u->uid;
    p.units.removeIf([uid](const RrPiece &x) { return x.uid == uid; });
    p.hand.append(card);
    o.infos.append(info(
        "rr.damage.unit-faint",
        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 faints and goes back to %2's hand"),
                  {s.cardName(card), who(s, seat)})));
    return true;
}

// Units and monsters whose HP became known after their damage was recorded.
void settleDamage(Outcome &o)
{
    for (int seat = 0; seat < o.state.players.size(); ++seat) {
        const QList<RrPiece> monsters = o.state.players.at(seat).monsters;
        for (const RrPiece &m : monsters)
            damageMonster(o, seat, m.at, 0);
        const QList<RrPiece> units = o.state.players.at(seat).units;
        for (const RrPiece &u : units)
            damageUnit(o, seat, u.at, 0);
    }
}

// A skill's damage on `sq`: a monster as the rules say, or an ally the table hit against them.
void damageTarget(Outcome &o, int seat, Square sq, int damage)
{
    if (monsterAt(o.state.players[seat], sq))
        damageMonster(o, seat, sq, damage);
    else
        damageUnit(o, seat, sq, damage);
}

void placeUnit(Outcome &o, int seat, const QString &card, Square to)
{
    RrState &s = o.state;
    RrPlayer &p = s.players[seat];
    p.hand.removeOne(card);
    p.units.append(RrPiece{s.nextUid++, card, to, 0, false, false});
}

void endCommand(Outcome &o)
{
    RrState &s = o.state;
    s.commandRunning = false;
    s.commandAuto = false;
    s.commandPicker = -1;
    s.bardTarget = -1;
    s.recruited.clear();
    const QList<int> winners = declarationWinners(s);
    if (winners.isEmpty())
        return;
    int declarers = 0;
    for (const RrPlayer &p : s.players)
        declarers += p.declared && !p.out ? 1 : 0;
    s.winners = winners;
    s.phase = Phase::Finished;
    s.how = QStringLiteral("victory");
    QStringList names;
    for (int w : winners)
        names.append(who(s, w));
    if (declarers > 1)
        o.infos.append(info(
            "rr.victory.several",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Several players declared: %1 wins on "
                                                             "honour marks, then gold"),
                      {names.join(QStringLiteral(", "))})));
    else
        o.infos.append(
            info("rr.victory.declare", rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 wins"),
                                                 {names.join(QStringLiteral(", "))})));
}

void startRound(RrState &s)
{
    s.commandRow.clear();
    s.executed = 0;
    s.picks = 0;
    s.commandRunning = false;
    s.commandAuto = false;
    s.commandPicker = -1;
    s.summons = 0;
    s.bardTarget = -1;
    for (RrPlayer &p : s.players) {
        p.fatigueRemoved = 0;
        p.supported = false;
        for (RrPiece &m : p.monsters)
            m.acted = false;
    }
}

void applyMonsterMove(Outcome &o, int seat, int uid, const QJsonValue &to,
                      const std::optional<MonsterMove> &fallback)
{
    RrPlayer &p = o.state.players[seat];
    RrPiece *m = nullptr;
    for (RrPiece &x : p.monsters)
        if (x.uid == uid)
            m = &x;
    if (!m)
        return;
    if (to.toString().compare(QLatin1String("castle"), Qt::CaseInsensitive) == 0 ||
        (to.isUndefined() && fallback && fallback->kind == MonsterMove::Castle)) {
        const QString card = m->card;
        removeMonster(p, uid);
        enterCastle(o, seat, card);
        return;
    }
    std::optional<Square> dest;
    if (to.isString())
        dest = Square::parse(to.toString());
    else if (fallback && fallback->kind == MonsterMove::Square)
        dest = fallback->to;
    if (dest && !monsterAt(p, *dest) && !unitAt(p, *dest))
        m->at = *dest;
}

void applyMonsterAct(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const int seat = step.actor;
    const QJsonObject &pl = step.payload;
    if (s.phase == Phase::Command)
        s.phase = Phase::Enemy;
    const RrPiece *mp = monsterAt(s.players.at(seat), *squareOf(pl, "at"));
    if (!mp)
        return;
    const RrPiece m = *mp;
    const MonsterProposal prop = proposeMonster(s, seat, m);
    for (RrPiece &x : s.players[seat].monsters)
        if (x.uid == m.uid)
            x.acted = true;
    const QString action =
        pl.value(QStringLiteral("action"))
            .toString(prop.action == MonsterAction::Unknown ? QStringLiteral("stay")
                                                            : monsterActionCode(prop.action));
    if (action == QLatin1String("move")) {
        applyMonsterMove(o, seat, m.uid, pl.value(QStringLiteral("to")), prop.move);
        return;
    }
    if (action != QLatin1String("attack"))
        return;
    QList<Square> targets = prop.targets;
    if (pl.contains(QStringLiteral("targets"))) {
        targets.clear();
        for (const QJsonValue &v : pl.value(QStringLiteral("targets")).toArray())
            if (auto sq = Square::parse(v.toString()))
                targets.append(*sq);
    }
    const RrCard *card = s.card(m.card);
    const int damage = intOf(pl, "damage", card && card->damage ? *card->damage : 0);
    bool fainted = false;
    for (const Square sq : targets) {
        if (monsterAt(o.state.players[seat], sq)) // a monster attacked, as the table played it
            damageMonster(o, seat, sq, damage);
        else
            fainted = damageUnit(o, seat, sq, damage) || fainted;
    }
    if (!fainted)
        return;
    // The bonus move, on the board as it is after the faint.
    std::optional<MonsterMove> bonus;
    if (card && card->move)
        bonus = monsterMove(o.state.players.at(seat), m.at, *card->move);
    const QJsonValue to = pl.value(QStringLiteral("bonusTo"));
    if (!bonus && to.isUndefined())
        return;
    o.infos.append(info("rr.enemy.bonus-move",
                        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                    "%1 made a unit faint: it moves once more"),
                                  {o.state.cardName(m.card)})));
    applyMonsterMove(o, seat, m.uid, to, bonus);
}

void applySummon(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const QJsonObject &pl = step.payload;
    const QString monster = pl.value(QStringLiteral("monster")).toString();
    const int row = Square::parse(pl.value(QStringLiteral("chip")).toString())->row;
    if (s.phase != Phase::Setup)
        s.phase = Phase::Enemy;
    QHash<int, QString> overrides;
    for (const QJsonValue &v : pl.value(QStringLiteral("boards")).toArray())
        overrides.insert(v.toObject().value(QStringLiteral("seat")).toInt(),
                         v.toObject().value(QStringLiteral("to")).toString());
    for (int seat = 0; seat < s.players.size(); ++seat) {
        RrPlayer &p = s.players[seat];
        if (p.out)
            continue;
        std::optional<Square> to = summonPlacement(p, row);
        if (overrides.contains(seat)) {
            to = Square::parse(overrides.value(seat));
            if (to && !isFree(p, *to))
                to.reset();
        }
        if (to)
            p.monsters.append(RrPiece{s.nextUid++, monster, *to, 0, false, true});
        else
            p.waiting.append(monster);
    }
    ++s.summons;
    if (s.monsterDeck && *s.monsterDeck > 0)
        --*s.monsterDeck;
    if (pl.value(QStringLiteral("deckLeft")).isDouble())
        s.monsterDeck = pl.value(QStringLiteral("deckLeft")).toInt();
}

void applySetFigures(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const QJsonObject &pl = step.payload;
    const QString id = pl.value(QStringLiteral("card")).toString();
    RrCard card;
    if (const RrCard *c = s.card(id)) {
        card = *c;
    } else {
        QJsonObject def = pl;
        def.insert(QStringLiteral("id"), id);
        QString error;
        card = RrCard::fromJson(def, &error).value_or(RrCard{});
    }
    QString error;
    card.amend(pl, &error);
    if (pl.contains(QStringLiteral("name")))
        card.name = LocalizedName::fromJson(pl.value(QStringLiteral("name")));
    RrCardLibrary lib = s.cards ? *s.cards : RrCardLibrary();
    lib.put(card);
    s.cards = std::make_shared<const RrCardLibrary>(lib);
    settleDamage(o);
}

void applyUnitSkill(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const int seat = step.actor;
    const QJsonObject &pl = step.payload;
    const QString &k = step.kind;
    RrPiece *u = unitAt(s.players[seat], *squareOf(pl, "at"));
    if (!u)
        return;
    const RrCard *card = s.card(u->card);
    const bool viaBard = pl.value(QStringLiteral("bard")).toBool();
    if (viaBard)
        s.bardTarget = -1;
    else
        u->marker = true;
    if (k == QLatin1String("attack")) {
        if (pl.value(QStringLiteral("willpower")).toBool())
            --s.players[seat].honour;
        const QJsonArray dice = pl.value(QStringLiteral("dice")).toArray();
        const int d1 = dice.at(0).toInt();
        const int d2 = dice.at(1).toInt();
        const Square target = *squareOf(pl, "target");
        const int damage = attackDamage(s, seat, pl);
        if (diceCase(d1, d2) == DiceCase::Critical)
            o.infos.append(info("rr.attack.critical",
                                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                            "Double six: critical, 3 damage"))));
        else if (diceCase(d1, d2) == DiceCase::Fumble)
            o.infos.append(info("rr.attack.fumble",
                                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                            "Double one: fumble, no damage"))));
        damageTarget(o, seat, target, damage);
    } else if (k == QLatin1String("fixed-damage")) {
        const int amount = intOf(pl, "amount", card && card->amount ? *card->amount : 1);
        for (const QJsonValue &v : pl.value(QStringLiteral("hits")).toArray()) {
            const QJsonObject h = v.toObject();
            const int count = intOf(h, "count", 1);
            damageTarget(o, seat, *Square::parse(h.value(QStringLiteral("target")).toString()),
                         amount * count);
        }
    } else if (k == QLatin1String("heal")) {
        const int per = card && card->amount ? *card->amount : 1;
        for (const QJsonValue &v : pl.value(QStringLiteral("heals")).toArray()) {
            const QJsonObject h = v.toObject();
            const Square at = *Square::parse(h.value(QStringLiteral("target")).toString());
            // A monster healed against the rules loses its cubes as it did at the table.
            RrPiece *t = unitAt(s.players[seat], at);
            if (!t)
                t = monsterAt(s.players[seat], at);
            if (t)
                t->damage = qMax(0, t->damage - intOf(h, "amount", per));
        }
    } else if (k == QLatin1String("bard")) {
        const Square target = *squareOf(pl, "target");
        const RrPiece *ally = unitAt(s.players.at(seat), target);
        const int uid = ally ? ally->uid : -1;
        // Sung at a monster against the rules: it takes the cube the table put on it.
        if (!ally)
            damageMonster(o, seat, target, 1);
        if (!ally || !damageUnit(o, seat, target, 1))
            o.state.bardTarget = uid;
    }
}

void applyBoardStep(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const int seat = step.actor;
    RrPlayer &p = s.players[seat];
    const QJsonObject &pl = step.payload;
    const QString &k = step.kind;
    if (k == QLatin1String("setup-unit") || k == QLatin1String("recruit")) {
        placeUnit(o, seat, pl.value(QStringLiteral("card")).toString(), *squareOf(pl, "to"));
        if (k == QLatin1String("setup-unit"))
            s.players[seat].placedFirstUnit = true;
        else
            noteRecruit(s, step);
    } else if (k == QLatin1String("move-unit")) {
        if (pl.value(QStringLiteral("fullMove")).toBool())
            --p.honour;
        RrPiece *u = unitAt(p, *squareOf(pl, "from"));
        const Square to = *squareOf(pl, "to");
        if (u && (u->at == to || isFree(p, to)))
            u->at = to;
    } else if (k == QLatin1String("place-marker") || k == QLatin1String("remove-marker")) {
        const bool place = k == QLatin1String("place-marker");
        if (!place && (s.phase == Phase::End || (s.phase == Phase::Enemy && s.summons >= 2))) {
            s.phase = Phase::End;
            ++p.fatigueRemoved;
        }
        if (RrPiece *u = unitAt(p, *squareOf(pl, "at")))
            u->marker = place;
    } else if (k == QLatin1String("level-up")) {
        RrPiece *u = unitAt(p, *squareOf(pl, "at"));
        const RrCard *c = u ? s.card(u->card) : nullptr;
        const QString to = pl.value(QStringLiteral("card")).toString(c ? c->upgrade : QString());
        p.honour -= p.levelUps < 2 ? 2 : 3;
        ++p.levelUps;
        if (u && !to.isEmpty())
            u->card = to;
        settleDamage(o);
    } else if (k == QLatin1String("support")) {
        s.phase = Phase::End;
        p.supported = true;
        if (RrPiece *u = unitAt(p, *squareOf(pl, "at")))
            u->damage = qMax(0, u->damage - 1);
    } else if (k == QLatin1String("adjust-cubes")) {
        // The table corrects the cubes; the thresholds apply as after any damage.
        const Square sq = *squareOf(pl, "at");
        const int delta = pl.value(QStringLiteral("delta")).toInt();
        if (RrPiece *u = unitAt(p, sq)) {
            u->damage = qMax(0, u->damage + delta);
            damageUnit(o, seat, sq, 0);
        } else if (RrPiece *m = monsterAt(p, sq)) {
            m->damage = qMax(0, m->damage + delta);
            damageMonster(o, seat, sq, 0);
        }
    } else if (k == QLatin1String("take-medal")) {
        p.medals.append(pl.value(QStringLiteral("value")).toInt());
        p.medalsDue = qMax(0, p.medalsDue - 1);
    } else if (k == QLatin1String("declare-victory")) {
        p.declared = true; // resolved when the current command ends (see applyStep)
    } else if (k == QLatin1String("player-defeated")) {
        playerOut(o, seat, false);
    } else if (k == QLatin1String("gain-gold")) {
        p.gold = qMax(0, p.gold + pl.value(QStringLiteral("amount")).toInt());
    } else {
        applyUnitSkill(o, step);
    }
}

void applyCommandStep(Outcome &o, const Step &step)
{
    RrState &s = o.state;
    const QString &k = step.kind;
    if (k == QLatin1String("deal-commands")) {
        startRound(s);
        for (const QJsonValue &v : step.payload.value(QStringLiteral("row")).toArray())
            s.commandRow.append(v.toString());
        s.phase = Phase::Command;
        if (s.round == 0)
            s.round = 1;
        return;
    }
    if (k == QLatin1String("pick-command")) {
        const QString id = step.payload.value(QStringLiteral("command")).toString();
        if (s.commandRow.size() != 5) {
            s.commandRow = commandIds();
            s.executed = 0;
        }
        const qsizetype from = s.commandRow.indexOf(id);
        if (from >= s.executed) {
            s.commandRow.move(from, s.executed);
            ++s.executed;
        } else if (from >= 0) {
            // Carried out again against the rules: it is the command running now (the last of
            // the executed ones), as at the table.
            s.commandRow.move(from, s.executed - 1);
        }
        ++s.picks;
        s.commandRunning = true;
        s.commandAuto = false;
        s.commandPicker = step.actor;
        s.phase = Phase::Command;
        if (id == QLatin1String("rest")) {
            ++s.players[step.actor].honour;
            o.infos.append(info(
                "rr.honour.gain",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 picked Rest: +1 honour mark"),
                          {who(s, step.actor)})));
        }
        return;
    }
    if (k == QLatin1String("auto-command") && s.executed < s.commandRow.size()) {
        const QString id = s.commandRow.at(s.executed++);
        s.commandRunning = true;
        s.commandAuto = true;
        s.commandPicker = -1;
        o.infos.append(info("rr.command.auto",
                            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "%1 is carried out automatically, with no "
                                                        "bonus"),
                                      {commandName(id)})));
    }
}

} // namespace

Outcome applyStep(const RrState &s0, const Step &step)
{
    Outcome o{s0, {}};
    RrState &s = o.state;
    if (s.phase == Phase::Finished)
        return o;
    const QString &k = step.kind;
    // The running command ends when the next one starts, when it is closed, or when the enemy
    // phase or the next round begins; pending declarations of victory are resolved then.
    const bool closes = k == QLatin1String("command-done") || k == QLatin1String("pick-command") ||
                        k == QLatin1String("auto-command") || k == QLatin1String("end-round") ||
                        k == QLatin1String("deal-commands") ||
                        ((k == QLatin1String("monster-act") || k == QLatin1String("summon")) &&
                         s.phase == Phase::Command);
    if (closes) {
        endCommand(o);
        if (s.phase == Phase::Finished)
            return o;
    }
    if (k == QLatin1String("command-done"))
        return o;
    if (k == QLatin1String("deal-commands") || k == QLatin1String("pick-command") ||
        k == QLatin1String("auto-command")) {
        applyCommandStep(o, step);
    } else if (k == QLatin1String("monster-act")) {
        applyMonsterAct(o, step);
    } else if (k == QLatin1String("summon")) {
        applySummon(o, step);
    } else if (k == QLatin1String("set-figures")) {
        applySetFigures(o, step);
    } else if (k == QLatin1String("end-round")) {
        startRound(s);
        // ⑰: every mercenary is discarded and three new ones laid out; the row is followed
        // only when the table enters the new one.
        if (const QJsonValue row = step.payload.value(QStringLiteral("mercenaries")); row.isArray())
            s.mercenaries = mercenaryRow(row);
        else
            s.mercenaries.reset();
        s.phase = Phase::Command;
        ++s.round;
        const int n = int(s.players.size());
        for (int i = 1; i <= n; ++i) {
            const int seat = (s.startPlayer + i) % n;
            if (!s.players.at(seat).out) {
                s.startPlayer = seat;
                break;
            }
        }
    } else if (step.actor >= 0 && step.actor < s.players.size()) {
        applyBoardStep(o, step);
    }
    checkAllDefeated(o);
    return o;
}

} // namespace kbz::rr::rules
