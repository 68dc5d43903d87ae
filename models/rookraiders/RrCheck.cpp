// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// check(): the rule warnings for recording a step. Never blocks; apply() records it anyway.
#include "RrRules.h"

#include <QJsonArray>

namespace kbz::rr::rules {

namespace {

QString who(const RrState &s, int seat)
{
    return s.players.at(seat).name;
}

QString squareList(const QList<Square> &list)
{
    QStringList names;
    for (const Square sq : list)
        names.append(sq.name());
    return names.isEmpty() ? QStringLiteral("-") : names.join(QStringLiteral(", "));
}

// A recorded destination ("castle" or a square) as the sentence names it.
MessageArg recordedDestination(const QJsonValue &to)
{
    const QString text = to.toString();
    if (text.compare(QLatin1String("castle"), Qt::CaseInsensitive) == 0)
        return castleName();
    const std::optional<Square> sq = Square::parse(text);
    return sq ? sq->name() : text;
}

// `figure`: a figure code of figureName().
void needFigure(const RrState &s, const QString &card, const QString &figure, QList<Finding> &out)
{
    const RrCard *c = s.card(card);
    out.append(info(c && c->isMonster() ? "rr.units.monsters" : "rr.units.card",
                    rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                "The %1 of %2 is not known: enter it from the "
                                                "card so Kibitzer can check this step"),
                              {figureName(figure), s.cardName(card)})));
}

// A unit taking an action or using its skill: the command, the marker, the Bard's ally.
void checkActing(const RrState &s, const Step &step, const RrPiece &u, QList<Finding> &out)
{
    const bool viaBard = step.payload.value(QStringLiteral("bard")).toBool();
    if (viaBard) {
        if (s.bardTarget != u.uid)
            out.append(warning("rr.attack.bard",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 was not targeted by the Bard: it "
                                                           "cannot use its skill through the "
                                                           "Bard's song"),
                                         {s.cardName(u.card)})));
        return;
    }
    const QString cmd = s.runningCommand();
    if (cmd != QLatin1String("advance") && cmd != QLatin1String("ambush"))
        out.append(warning(
            "rr.command.cards",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Units act only while an Advance or "
                                                             "Ambush command is carried out"))));
    if (u.marker)
        out.append(warning("rr.action.marker",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 has an action marker: it has already "
                                                       "acted"),
                                     {s.cardName(u.card)})));
}

void checkInRange(const RrState &s, const RrPiece &u, const QList<Square> &targets,
                  QList<Finding> &out)
{
    const RrCard *c = s.card(u.card);
    if (!c || !c->range) {
        needFigure(s, u.card, QStringLiteral("range"), out);
        return;
    }
    const QList<Square> range = rangeSquares(*c->range, u.at);
    for (const Square t : targets)
        if (!range.contains(t))
            out.append(warning("rr.units.range",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 is outside the range of %2 on %3"),
                                         {t.name(), s.cardName(u.card), u.at.name()})));
}

void checkMove(const RrState &s, const Step &step, QList<Finding> &out)
{
    const RrPlayer &p = s.players.at(step.actor);
    const RrPiece &u = *unitAt(p, *squareOf(step.payload, "from"));
    const Square to = *squareOf(step.payload, "to");
    const bool full = step.payload.value(QStringLiteral("fullMove")).toBool();
    checkActing(s, step, u, out);
    if (full && p.honour < 1)
        out.append(warning("rr.boon.full-move",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "Full move costs 1 honour mark; %1 has "
                                                       "none"),
                                     {who(s, step.actor)})));
    const int len = unitPathLength(p, u.at, to);
    if (len < 0) {
        out.append(warning("rr.move.path",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 cannot reach %2: units stop only on "
                                                       "free squares, never pass monsters and "
                                                       "never enter a circle"),
                                     {s.cardName(u.card), to.name()})));
        return;
    }
    const RrCard *c = s.card(u.card);
    if (!c || !c->move) {
        needFigure(s, u.card, QStringLiteral("move"), out);
        return;
    }
    const int allowed = *c->move + (full ? 1 : 0);
    if (len <= allowed)
        return;
    if (full)
        out.append(warning(
            "rr.move.full-move",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%2 is %1 steps away: full move gives "
                                                             "exactly +1 (MOVE %3 + 1)"),
                      {arg(len), to.name(), arg(*c->move)})));
    else
        out.append(warning(
            "rr.move.path",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%2 is %1 steps away; %3 has MOVE %4"),
                      {arg(len), to.name(), s.cardName(u.card), arg(*c->move)})));
}

// A skill aimed at the wrong kind of target: the table did it, so it is recorded; on an empty
// square it has no effect, on a card of the other side it does what the table did to it.
void checkTargetKind(const RrState &s, const Step &step, Square t, bool wantAlly,
                     QList<Finding> &out)
{
    const RrPlayer &p = s.players.at(step.actor);
    const bool bard = step.kind == QLatin1String("bard");
    if (wantAlly ? unitAt(p, t) != nullptr : monsterAt(p, t) != nullptr)
        return;
    const char *rule = bard ? "rr.attack.bard" : "rr.units.range";
    if (const RrPiece *other = wantAlly ? monsterAt(p, t) : unitAt(p, t)) {
        if (wantAlly)
            out.append(warning(rule, rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                                 "%1 on %2 is a monster, not an "
                                                                 "ally: the skill works on it as "
                                                                 "the table played it"),
                                               {s.cardName(other->card), t.name()})));
        else
            out.append(warning(rule, rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                                 "%1 on %2 is an ally, not a "
                                                                 "monster: it takes the damage "
                                                                 "as the table played it"),
                                               {s.cardName(other->card), t.name()})));
        return;
    }
    if (wantAlly)
        out.append(
            warning(rule, rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                      "There is no ally on %1: the skill has no "
                                                      "effect there"),
                                    {t.name()})));
    else
        out.append(warning("rr.units.range",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "There is no monster on %1: the attack "
                                                       "has no effect there"),
                                     {t.name()})));
}

void checkSkill(const RrState &s, const Step &step, QList<Finding> &out)
{
    const RrPlayer &p = s.players.at(step.actor);
    const QJsonObject &pl = step.payload;
    const RrPiece &u = *unitAt(p, *squareOf(pl, "at"));
    const RrCard *c = s.card(u.card);
    const SkillKind skill = c ? c->skill : SkillKind::Unknown;
    const QString &k = step.kind;
    checkActing(s, step, u, out);
    QList<Square> targets;
    if (k == QLatin1String("attack")) {
        targets.append(*squareOf(pl, "target"));
        checkTargetKind(s, step, targets.first(), false, out);
        if (skill != SkillKind::Dice && skill != SkillKind::Attack && skill != SkillKind::Unknown)
            out.append(warning(
                "rr.attack.dice",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 has no dice attack skill"),
                          {s.cardName(u.card)})));
        if (pl.value(QStringLiteral("willpower")).toBool() && p.honour < 1)
            out.append(warning("rr.boon.willpower",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Willpower costs 1 honour mark; %1 "
                                                           "has none"),
                                         {who(s, step.actor)})));
        checkWillpower(s, step, out);
        const RrPiece *m = monsterAt(p, targets.first());
        const RrCard *mc = m ? s.card(m->card) : nullptr;
        const QJsonArray dice = pl.value(QStringLiteral("dice")).toArray();
        const int modifier =
            pl.value(QStringLiteral("modifier")).toInt(c && c->modifier ? *c->modifier : 0);
        const int defence =
            pl.value(QStringLiteral("defence")).toInt(mc && mc->defence ? *mc->defence : 0);
        const int expected = diceDamage(dice.at(0).toInt(), dice.at(1).toInt(), modifier, defence);
        if (m && pl.contains(QStringLiteral("damage")) &&
            pl.value(QStringLiteral("damage")).toInt() != expected)
            out.append(warning("rr.attack.dice",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Dice %1 + %2 with modifier %3 against "
                                                           "defence %4 deal %5 damage"),
                                         {arg(dice.at(0).toInt()), arg(dice.at(1).toInt()),
                                          arg(modifier), arg(defence), arg(expected)})));
    } else if (k == QLatin1String("fixed-damage")) {
        int hits = 0;
        for (const QJsonValue &v : pl.value(QStringLiteral("hits")).toArray()) {
            targets.append(*Square::parse(v.toObject().value(QStringLiteral("target")).toString()));
            checkTargetKind(s, step, targets.last(), false, out);
            hits += v.toObject().value(QStringLiteral("count")).toInt(1);
        }
        if (skill != SkillKind::Fixed && skill != SkillKind::Attack && skill != SkillKind::Unknown)
            out.append(warning(
                "rr.attack.fixed",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 has no fixed-damage skill"),
                          {s.cardName(u.card)})));
        else if (c && c->times && hits > *c->times)
            out.append(warning(
                "rr.attack.fixed",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 hits %2 times, not %3"),
                          {s.cardName(u.card), arg(*c->times), arg(hits)})));
    } else if (k == QLatin1String("heal")) {
        int total = 0;
        for (const QJsonValue &v : pl.value(QStringLiteral("heals")).toArray()) {
            targets.append(*Square::parse(v.toObject().value(QStringLiteral("target")).toString()));
            checkTargetKind(s, step, targets.last(), true, out);
            total +=
                v.toObject().value(QStringLiteral("amount")).toInt(c && c->amount ? *c->amount : 1);
        }
        if (skill != SkillKind::Heal && skill != SkillKind::Unknown)
            out.append(
                warning("rr.attack.heal",
                        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 has no healing skill"),
                                  {s.cardName(u.card)})));
        else if (c && c->amount && c->times && total > *c->amount * *c->times)
            out.append(
                warning("rr.attack.heal",
                        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                    "%1 heals at most %2 cubes, not %3"),
                                  {s.cardName(u.card), arg(*c->amount * *c->times), arg(total)})));
    } else if (k == QLatin1String("bard")) {
        targets.append(*squareOf(pl, "target"));
        checkTargetKind(s, step, targets.first(), true, out);
        if (skill != SkillKind::Bard && skill != SkillKind::Unknown)
            out.append(warning("rr.attack.bard",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 does not have the Bard's skill"),
                                         {s.cardName(u.card)})));
        else if (targets.first() == u.at)
            out.append(warning(
                "rr.attack.bard",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The Bard's song targets another "
                                                                 "ally, not the Bard itself"))));
    }
    checkInRange(s, u, targets, out);
}

void checkPlace(const RrState &s, const Step &step, QList<Finding> &out)
{
    const Square to = *squareOf(step.payload, "to");
    if (step.kind == QLatin1String("setup-unit")) {
        if (s.phase != Phase::Setup || s.players.at(step.actor).placedFirstUnit)
            out.append(warning("rr.setup.first-unit",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Each player places one free unit, "
                                                           "before the first round"))));
    } else {
        if (s.runningCommand() != QLatin1String("recruit"))
            out.append(warning("rr.command.cards",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Units are recruited while a Recruit "
                                                           "command is carried out"))));
        else if (s.commandAuto && step.payload.value(QStringLiteral("from")).toString() ==
                                      QLatin1String("mercenary"))
            out.append(warning("rr.command.recruit-source",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Recruit was carried out automatically: "
                                                           "recruit from the hand, not from the "
                                                           "mercenaries"))));
        checkRecruit(s, step, out);
    }
    if (to.isCircle())
        out.append(warning("rr.board.layout",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "%1 is a magic circle: units never stand "
                                                       "on a circle"),
                                     {to.name()})));
}

void checkMarker(const RrState &s, const Step &step, QList<Finding> &out)
{
    const RrPlayer &p = s.players.at(step.actor);
    const RrPiece &u = *unitAt(p, *squareOf(step.payload, "at"));
    if (step.kind == QLatin1String("place-marker")) {
        if (u.marker)
            out.append(warning(
                "rr.action.marker",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 already has an action marker"),
                          {s.cardName(u.card)})));
        return;
    }
    const bool endPhase = s.phase == Phase::End || (s.phase == Phase::Enemy && s.summons >= 2);
    if (!u.marker)
        out.append(warning(
            "rr.action.marker",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 has no action marker to remove"),
                      {s.cardName(u.card)})));
    else if (endPhase && p.fatigueRemoved >= 2)
        out.append(warning(
            "rr.end.fatigue",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Fatigue recovery removes at most 2 "
                                                             "action markers; %1 has removed %2"),
                      {who(s, step.actor), arg(p.fatigueRemoved)})));
    else if (!endPhase && s.runningCommand() != QLatin1String("rest"))
        out.append(warning("rr.action.marker",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "Action markers come off through a Rest "
                                                       "command or fatigue recovery"))));
}

// The recorded move of a monster against the computed one.
void checkMonsterMove(const RrPlayer &p, const RrPiece &m, const QJsonValue &to,
                      const MonsterMove &want, const char *ruleId, QList<Finding> &out)
{
    const bool castle = to.toString().compare(QLatin1String("castle"), Qt::CaseInsensitive) == 0;
    const std::optional<Square> sq = castle ? std::nullopt : Square::parse(to.toString());
    auto warn = [&](const char *id, Message msg) {
        out.append(warning(id, std::move(msg)));
    };
    const Message expected =
        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The monster on %1 should go to %2, "
                                                         "not %3"),
                  {m.at.name(), destinationName(want, m.at), recordedDestination(to)});
    if (castle != (want.kind == MonsterMove::Castle)) {
        warn("rr.enemy.castle", expected);
        return;
    }
    if (castle || (sq && want.kind == MonsterMove::Square && *sq == want.to) ||
        (sq && *sq == m.at && want.kind == MonsterMove::Stay))
        return;
    if (!sq || sq->row != m.at.row || sq->col <= m.at.col) {
        warn(ruleId, expected);
        return;
    }
    for (int c = m.at.col + 1; c <= sq->col; ++c) {
        if (unitAt(p, Square{sq->row, c})) {
            warn("rr.enemy.blocked", expected);
            return;
        }
    }
    if (monsterAt(p, *sq))
        warn("rr.enemy.jump", expected);
    else if (want.jumped)
        warn("rr.enemy.jump", expected);
    else if (want.blocked)
        warn("rr.enemy.blocked", expected);
    else
        warn(ruleId, expected);
}

void checkMonsterAct(const RrState &s, const Step &step, QList<Finding> &out)
{
    const RrPlayer &p = s.players.at(step.actor);
    const QJsonObject &pl = step.payload;
    const RrPiece &m = *monsterAt(p, *squareOf(pl, "at"));
    if (s.phase == Phase::Setup || s.phase == Phase::End ||
        (s.phase == Phase::Command && s.executed < 4) || (s.phase == Phase::Enemy && s.summons > 0))
        out.append(warning("rr.enemy.phase",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "Monsters invade in the enemy phase, after "
                                                       "the fourth command and before "
                                                       "summoning"))));
    const RrPiece *next = nextToAct(p);
    if (m.acted || !next || next->uid != m.uid)
        out.append(warning("rr.enemy.invasion-order",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The monster on %1 acts next, not the one "
                                                       "on %2"),
                                     {next ? next->at.name() : QStringLiteral("-"), m.at.name()})));
    const MonsterProposal prop = proposeMonster(s, step.actor, m);
    for (const QString &f : prop.missing)
        needFigure(s, m.card, f, out);
    if (!pl.contains(QStringLiteral("action")) || prop.action == MonsterAction::Unknown)
        return;
    const QString action = pl.value(QStringLiteral("action")).toString();
    const bool attacks = prop.action == MonsterAction::Attack;
    if ((action == QLatin1String("attack")) != attacks) {
        const char *text =
            attacks ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                        "The monster on %1 should attack: a unit is in its range")
            : prop.action == MonsterAction::Move
                ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                    "The monster on %1 should move: no unit is in its range")
                : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                    "The monster on %1 should stay where it is: no unit is in its "
                                    "range and it cannot move");
        out.append(warning("rr.enemy.choice", rrMessage(text, {m.at.name()})));
        return;
    }
    const RrCard *card = s.card(m.card);
    if (!attacks) {
        if (pl.contains(QStringLiteral("to")) && card && card->move)
            checkMonsterMove(p, m, pl.value(QStringLiteral("to")), prop.move, "rr.enemy.move", out);
        return;
    }
    const char *rule = card && card->targeting == Targeting::Area ? "rr.enemy.attack-area"
                                                                  : "rr.enemy.attack-single";
    if (pl.contains(QStringLiteral("targets")) && card && card->targeting != Targeting::Unknown) {
        QList<Square> got;
        for (const QJsonValue &v : pl.value(QStringLiteral("targets")).toArray())
            got.append(*Square::parse(v.toString()));
        bool same = got.size() == prop.targets.size();
        for (const Square sq : got)
            same = same && prop.targets.contains(sq);
        if (!same)
            out.append(warning(
                rule,
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The monster on %1 attacks %2, "
                                                                 "not %3"),
                          {m.at.name(), squareList(prop.targets), squareList(got)})));
    }
    if (pl.contains(QStringLiteral("damage")) && card && card->damage &&
        pl.value(QStringLiteral("damage")).toInt() != *card->damage)
        out.append(warning(rule, rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                             "%1 deals a fixed %2 damage, not %3"),
                                           {s.cardName(m.card), arg(*card->damage),
                                            arg(pl.value(QStringLiteral("damage")).toInt())})));
    if (!pl.contains(QStringLiteral("bonusTo")))
        return;
    // Work out the attack to know whether a unit fainted, then compare the bonus move.
    QList<Square> targets = prop.targets;
    if (pl.contains(QStringLiteral("targets"))) {
        targets.clear();
        for (const QJsonValue &v : pl.value(QStringLiteral("targets")).toArray())
            targets.append(*Square::parse(v.toString()));
    }
    const int damage =
        pl.value(QStringLiteral("damage")).toInt(card && card->damage ? *card->damage : 0);
    RrPlayer after = p;
    for (const Square sq : targets) {
        const RrPiece *u = unitAt(p, sq);
        const RrCard *uc = u ? s.card(u->card) : nullptr;
        if (uc && unitFaints(*uc, u->damage + damage))
            after.units.removeIf([sq](const RrPiece &x) { return x.at == sq; });
    }
    if (after.units.size() == p.units.size()) {
        out.append(warning("rr.enemy.bonus-move",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "No unit fainted: the monster on %1 gets "
                                                       "no bonus move"),
                                     {m.at.name()})));
        return;
    }
    if (!card || !card->move)
        return;
    checkMonsterMove(after, m, pl.value(QStringLiteral("bonusTo")),
                     monsterMove(after, m.at, *card->move), "rr.enemy.bonus-move", out);
}

void checkSummon(const RrState &s, const Step &step, QList<Finding> &out)
{
    const QJsonObject &pl = step.payload;
    bool invading = false;
    for (const RrPlayer &p : s.players)
        invading = invading || (!p.out && nextToAct(p));
    if ((s.phase == Phase::Command && s.executed < 4) || s.phase == Phase::End ||
        (s.phase != Phase::Setup && invading))
        out.append(warning("rr.enemy.phase",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "Monsters are summoned in the enemy phase, "
                                                       "after every monster has acted"))));
    if (s.summons >= 2)
        out.append(warning(
            "rr.summon.twice",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Two monsters are summoned per round; "
                                                             "this would be summon %1"),
                      {arg(s.summons + 1)})));
    if (s.monsterDeck && *s.monsterDeck == 0)
        out.append(warning("rr.summon.procedure",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The face-down monster deck is empty"))));
    const int row = Square::parse(pl.value(QStringLiteral("chip")).toString())->row;
    for (const QJsonValue &v : pl.value(QStringLiteral("boards")).toArray()) {
        const QJsonObject b = v.toObject();
        const int seat = b.value(QStringLiteral("seat")).toInt();
        const std::optional<Square> want = summonPlacement(s.players.at(seat), row);
        const std::optional<Square> got = Square::parse(b.value(QStringLiteral("to")).toString());
        if (want != got)
            out.append(warning("rr.summon.placement",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "On %1's board the monster goes to "
                                                           "%2"),
                                         {who(s, seat), want ? MessageArg(want->name())
                                                             : MessageArg(waitingLineName())})));
    }
}

void checkBoardStep(const RrState &s, const Step &step, QList<Finding> &out)
{
    const QString &k = step.kind;
    const RrPlayer &p = s.players.at(step.actor);
    const bool endPhase = s.phase == Phase::End || (s.phase == Phase::Enemy && s.summons >= 2);
    if (k == QLatin1String("setup-unit") || k == QLatin1String("recruit")) {
        checkPlace(s, step, out);
    } else if (k == QLatin1String("move-unit")) {
        checkMove(s, step, out);
    } else if (k == QLatin1String("attack") || k == QLatin1String("fixed-damage") ||
               k == QLatin1String("heal") || k == QLatin1String("bard")) {
        checkSkill(s, step, out);
    } else if (k == QLatin1String("place-marker") || k == QLatin1String("remove-marker")) {
        checkMarker(s, step, out);
    } else if (k == QLatin1String("monster-act")) {
        checkMonsterAct(s, step, out);
    } else if (k == QLatin1String("level-up")) {
        const RrPiece &u = *unitAt(p, *squareOf(step.payload, "at"));
        const RrCard *c = s.card(u.card);
        const int cost = p.levelUps < 2 ? 2 : 3;
        if (c && !c->levelUp)
            out.append(warning("rr.boon.level-up",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Only a unit with ★ in its name can "
                                                           "level up, not %1"),
                                         {s.cardName(u.card)})));
        else if (p.honour < cost)
            out.append(warning("rr.boon.level-up",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "This level-up costs %1 honour marks; "
                                                           "%2 has %3"),
                                         {arg(cost), who(s, step.actor), arg(p.honour)})));
        if (c && c->levelUp)
            checkLevelUpCard(s, u, step, out);
    } else if (k == QLatin1String("support")) {
        if (!endPhase || p.supported || !supportEligible(s).contains(step.actor))
            out.append(warning("rr.end.support",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "In the end phase, the %1 player(s) "
                                                           "with the most monsters on the board "
                                                           "and waiting line each heal 1 cube "
                                                           "once"),
                                         {arg(s.supportCount)})));
    } else if (k == QLatin1String("adjust-cubes")) {
        const Square sq = *squareOf(step.payload, "at");
        const RrPiece *piece = unitAt(p, sq) ? unitAt(p, sq) : monsterAt(p, sq);
        const int delta = step.payload.value(QStringLiteral("delta")).toInt();
        if (piece->damage + delta < 0)
            out.append(warning(
                "rr.damage.cubes",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                            "The damage on %1 on %2 cannot go below 0: it is %3, "
                                            "and %4 would be taken off"),
                          {s.cardName(piece->card), sq.name(), arg(piece->damage), arg(-delta)})));
    } else if (k == QLatin1String("take-medal")) {
        if (p.medalsDue == 0)
            out.append(warning(
                "rr.threat.medal",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "A medal token is taken for each "
                                                                 "red-threat monster defeated"))));
    } else if (k == QLatin1String("declare-victory")) {
        const std::optional<int> threat = threatTotal(s, step.actor);
        if (!threat)
            out.append(info("rr.threat.total",
                            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "Some threat points are not known: "
                                                        "Kibitzer cannot total %1's threat"),
                                      {who(s, step.actor)})));
        else if (*threat > 8)
            out.append(warning("rr.victory.declare",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1's threat is %2: victory needs 8 "
                                                           "or less"),
                                         {who(s, step.actor), arg(*threat)})));
        if (s.monsterDeck && *s.monsterDeck > 0)
            out.append(warning("rr.victory.declare",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 card(s) are left in the face-down "
                                                           "monster deck: no one may declare "
                                                           "victory yet"),
                                         {arg(*s.monsterDeck)})));
    } else if (k == QLatin1String("player-defeated")) {
        int blue = 0;
        bool red = false;
        for (const QString &id : p.castle) {
            const RrCard *c = s.card(id);
            blue += c && c->colour == ThreatColour::Blue ? 1 : 0;
            red = red || (c && c->colour == ThreatColour::Red);
        }
        if (!red && blue < 2)
            out.append(warning("rr.defeat.castle",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1's castle holds no red monster and "
                                                           "fewer than two blue ones"),
                                         {who(s, step.actor)})));
    }
}

void checkCommandStep(const RrState &s, const Step &step, QList<Finding> &out)
{
    const QString &k = step.kind;
    if (k == QLatin1String("deal-commands")) {
        checkSetupComplete(s, step, out);
        if (s.phase == Phase::Command && !s.commandRow.isEmpty())
            out.append(warning(
                "rr.command.row",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The commands of this round are "
                                                                 "already laid out"))));
        return;
    }
    if (s.commandRow.size() != 5) {
        out.append(warning("rr.command.row",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "Lay out the five command cards first"))));
        return;
    }
    if (k == QLatin1String("pick-command")) {
        const QString id = step.payload.value(QStringLiteral("command")).toString();
        const int picker = nextPicker(s);
        if (s.commandRow.indexOf(id) < s.executed)
            out.append(warning("rr.command.pick",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 has already been carried out this "
                                                           "round"),
                                         {commandName(id)})));
        if (picker < 0)
            out.append(warning("rr.command.pick",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Every player has picked a command "
                                                           "this round"))));
        else if (picker != step.actor)
            out.append(
                warning("rr.command.pick",
                        rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 picks next, not %2"),
                                  {who(s, picker), who(s, step.actor)})));
    } else if (k == QLatin1String("auto-command")) {
        if (s.picks < picksPerRound(s))
            out.append(warning("rr.command.auto",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "Commands run automatically only after "
                                                           "every player has picked one"))));
        else if (s.executed >= 4)
            out.append(warning("rr.command.auto",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "The command in position 5 is never "
                                                           "carried out"))));
    }
}

} // namespace

QList<Finding> checkStep(const RrState &s, const Step &step)
{
    QList<Finding> out;
    const QString &k = step.kind;
    if (s.phase == Phase::Finished) {
        out.append(
            warning("rr.victory.declare",
                    rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The game is already over"))));
        return out;
    }
    const bool seatStep = !isTableStep(k) && k != QLatin1String("pick-command");
    if (step.actor >= 0 && seatStep && s.players.at(step.actor).out &&
        k != QLatin1String("player-defeated"))
        out.append(warning("rr.defeat.castle", rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                                           "%1 is out of the game"),
                                                         {who(s, step.actor)})));
    if (k == QLatin1String("deal-commands") || k == QLatin1String("pick-command") ||
        k == QLatin1String("auto-command")) {
        checkCommandStep(s, step, out);
    } else if (k == QLatin1String("summon")) {
        checkSummon(s, step, out);
    } else if (k == QLatin1String("end-round")) {
        if (s.summons < 2 || s.phase == Phase::Command || s.phase == Phase::Setup)
            out.append(warning("rr.summon.twice",
                               rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "The round ends after two monsters "
                                                           "have been summoned; %1 so far"),
                                         {arg(s.summons)})));
    } else if (seatStep && step.actor >= 0) {
        checkBoardStep(s, step, out);
    }
    return out;
}

} // namespace kbz::rr::rules
