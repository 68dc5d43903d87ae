// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// guidance(), result() and describe() of the Rook & Raiders engine.
#include "RrEngine.h"

#include <QJsonArray>

namespace kbz::rr {

namespace {

using namespace rules;

const RrState &stateOf(const GameState &g)
{
    static const RrState empty;
    const auto *s = dynamic_cast<const RrState *>(&g);
    return s ? *s : empty;
}

QString who(const RrState &s, int seat)
{
    return seat >= 0 && seat < s.players.size() ? s.players.at(seat).name : QStringLiteral("-");
}

QString str(const QJsonObject &p, const char *key)
{
    return p.value(QLatin1String(key)).toString();
}

const RrPiece *pieceByUid(const QList<RrPiece> &pieces, int uid)
{
    for (const RrPiece &x : pieces)
        if (x.uid == uid)
            return &x;
    return nullptr;
}

// "Warrior★ on B2" for the piece of `seat` on `square` (a unit, else a monster), or just the
// square when none stands there.
MessageArg pieceOn(const RrState &s, int seat, const QString &square, bool monsterFirst = false)
{
    const auto sq = Square::parse(square);
    if (!sq || seat < 0 || seat >= s.players.size())
        return square.toUpper();
    const RrPlayer &p = s.players.at(seat);
    const RrPiece *x = monsterFirst ? monsterAt(p, *sq) : unitAt(p, *sq);
    if (!x)
        x = monsterFirst ? unitAt(p, *sq) : monsterAt(p, *sq);
    if (!x)
        return sq->name();
    const LocalizedName n = s.cardName(x->card);
    return LocalizedName{n.en + QStringLiteral(" (") + sq->name() + QLatin1Char(')'),
                         n.ja + QStringLiteral("（") + sq->name() + QStringLiteral("）")};
}

// What a step did to the boards, as sentences that follow its journal line (issue 13: a line
// says what happened, not only what was entered): pieces that moved (unless the step itself is
// the move), damage taken or healed with the total against the card's HP, units that fainted,
// monsters defeated or that entered the castle, players out.
QList<Message> boardChanges(const RrState &before, const RrState &after, bool sayMoves)
{
    QList<Message> out;
    const char *ctx = "kbz::rr::RrEngine";
    for (int seat = 0; seat < before.players.size() && seat < after.players.size(); ++seat) {
        const RrPlayer &b = before.players.at(seat);
        const RrPlayer &a = after.players.at(seat);
        for (const bool monsters : {true, false}) {
            const QList<RrPiece> &was = monsters ? b.monsters : b.units;
            const QList<RrPiece> &now = monsters ? a.monsters : a.units;
            for (const RrPiece &x : was) {
                const LocalizedName name = after.cardName(x.card);
                const RrPiece *y = pieceByUid(now, x.uid);
                if (!y) {
                    if (monsters && a.castle.size() > b.castle.size() && a.castle.contains(x.card))
                        out.append(Message(
                            ctx, QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 enters %2's castle"),
                            {name, a.name}));
                    else if (monsters)
                        out.append(Message(
                            ctx, QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 on %2 is defeated"),
                            {name, x.at.name()}));
                    else
                        out.append(
                            Message(ctx, QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 on %2 faints"),
                                    {name, x.at.name()}));
                    continue;
                }
                if (sayMoves && y->at != x.at)
                    out.append(Message(
                        ctx, QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 moves from %2 to %3"),
                        {name, x.at.name(), y->at.name()}));
                const int delta = y->damage - x.damage;
                if (delta == 0)
                    continue;
                const RrCard *card = after.card(x.card);
                const bool hpKnown = card && card->hp;
                // "1 cube", "2 cubes": one source per number, as Message has no plural forms.
                const bool one = y->damage == 1;
                if (delta > 0 && hpKnown)
                    out.append(Message(
                        ctx,
                        one ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                "%1 on %2 takes %3 damage (%4 cube, HP %5)")
                            : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                "%1 on %2 takes %3 damage (%4 cubes, HP %5)"),
                        {name, y->at.name(), arg(delta), arg(y->damage), arg(*card->hp)}));
                else if (delta > 0)
                    out.append(
                        Message(ctx,
                                one ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "%1 on %2 takes %3 damage (%4 cube)")
                                    : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "%1 on %2 takes %3 damage (%4 cubes)"),
                                {name, y->at.name(), arg(delta), arg(y->damage)}));
                else
                    // The healed card recovers (who healed it is the step's own sentence).
                    out.append(
                        Message(ctx,
                                one ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "%1 on %2 recovers %3 (%4 cube left)")
                                    : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                        "%1 on %2 recovers %3 (%4 cubes left)"),
                                {name, y->at.name(), arg(-delta), arg(y->damage)}));
            }
        }
        if (!b.out && a.out)
            out.append(Message(ctx, QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is out"), {a.name}));
    }
    return out;
}

// The enemy phase: the next monster to act and what Kibitzer proposes for it.
bool enemyGuidance(const RrState &s, Guidance &g)
{
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const RrPlayer &p = s.players.at(seat);
        const RrPiece *m = p.out ? nullptr : nextToAct(p);
        if (!m)
            continue;
        const MonsterProposal prop = proposeMonster(s, seat, *m);
        g.actor = seat;
        g.expected = {QStringLiteral("monster-act"), QStringLiteral("set-figures")};
        if (prop.action == MonsterAction::Attack)
            g.hints.append(
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1's board: %2 on %3 attacks %4"),
                          {who(s, seat), s.cardName(m->card), m->at.name(),
                           QStringList([&] {
                               QStringList n;
                               for (const Square sq : prop.targets)
                                   n.append(sq.name());
                               return n;
                           }())
                               .join(QStringLiteral(", "))}));
        else if (prop.action == MonsterAction::Move)
            g.hints.append(rrMessage(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1's board: %2 on %3 moves to %4"),
                {who(s, seat), s.cardName(m->card), m->at.name(),
                 destinationName(prop.move, m->at)}));
        else
            g.hints.append(
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1's board: %2 on %3 acts next"),
                          {who(s, seat), s.cardName(m->card), m->at.name()}));
        return true;
    }
    return false;
}

void commandGuidance(const RrState &s, Guidance &g)
{
    if (s.commandRow.size() != 5) {
        g.expected = {QStringLiteral("deal-commands")};
        g.hints.append(
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Lay out the five command cards")));
        return;
    }
    const QString running = s.runningCommand();
    if (!running.isEmpty()) {
        g.expected = {QStringLiteral("command-done")};
        if (running == QLatin1String("advance") || running == QLatin1String("ambush"))
            g.expected << QStringLiteral("move-unit") << QStringLiteral("attack")
                       << QStringLiteral("fixed-damage") << QStringLiteral("heal")
                       << QStringLiteral("bard");
        else if (running == QLatin1String("recruit")) {
            // Each player recruits once, in turn: the recruits first while someone has not
            // recruited, finishing the command once everybody has (issue 29).
            bool everybody = true;
            for (const int seat : recruitOrder(s))
                everybody = everybody && s.recruited.contains(seat);
            if (everybody)
                g.expected << QStringLiteral("recruit");
            else
                g.expected.prepend(QStringLiteral("recruit"));
        } else if (running == QLatin1String("rest"))
            g.expected << QStringLiteral("remove-marker");
        else
            g.expected << QStringLiteral("gain-gold");
        // The hint names the command to finish ("Finish the command" alone does not).
        g.hints.append(g.expected.first() == QLatin1String("command-done") &&
                               running == QLatin1String("recruit")
                           ? rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                         "Everybody has recruited: finish %1"),
                                       {commandName(running)})
                           : rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                         "Every player carries out %1, then "
                                                         "finishes it"),
                                       {commandName(running)}));
    }
    const int picker = nextPicker(s);
    if (picker >= 0) {
        g.actor = picker;
        g.expected.append(QStringLiteral("pick-command"));
        g.hints.append(rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 picks a command"),
                                 {who(s, picker)}));
    } else if (canAutoExecute(s)) {
        g.expected.append(QStringLiteral("auto-command"));
        g.hints.append(rrMessage(
            QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 in position %2 runs automatically"),
            {commandName(s.commandRow.at(s.executed)), arg(s.executed + 1)}));
    } else {
        g.expected.append(QStringLiteral("monster-act"));
        g.hints.append(rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                   "The fourth command is done: the monsters "
                                                   "invade")));
    }
}

} // namespace

Guidance RrEngine::guidance(const GameState &state) const
{
    const RrState &s = stateOf(state);
    Guidance g;
    g.phase = phaseCode(s.phase);
    switch (s.phase) {
    case Phase::Setup:
        g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Setup"));
        break;
    case Phase::Command:
        g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Command phase"));
        break;
    case Phase::Enemy:
        g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Enemy phase"));
        break;
    case Phase::End:
        g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "End phase"));
        break;
    case Phase::Finished:
        g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Game over"));
        g.finished = true;
        return g;
    }
    if (s.players.isEmpty())
        return g;
    switch (s.phase) {
    case Phase::Setup:
        for (int seat = 0; seat < s.players.size(); ++seat) {
            if (!s.players.at(seat).placedFirstUnit) {
                g.actor = seat;
                g.expected = {QStringLiteral("setup-unit")};
                g.hints.append(rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                           "%1 places one unit from the hand for "
                                                           "free"),
                                         {who(s, seat)}));
                return g;
            }
        }
        g.expected = {s.summons < 2 ? QStringLiteral("summon") : QStringLiteral("deal-commands")};
        g.hints.append(s.summons < 2
                           ? rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                         "Summon the two starting monsters"))
                           : rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                         "Lay out the commands of round 1")));
        break;
    case Phase::Command:
        commandGuidance(s, g);
        // The fourth command is done: the monsters' turn is what the table plays now, and the
        // header says so while the enemy-phase assistant is shown (issue 29).
        if (g.expected.value(0) == QLatin1String("monster-act"))
            g.phaseName = rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Enemy phase"));
        break;
    case Phase::Enemy:
    case Phase::End:
        if (s.phase == Phase::Enemy && enemyGuidance(s, g))
            break;
        if (s.summons < 2) {
            g.expected = {QStringLiteral("summon")};
            g.hints.append(
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Summon monster %1 of 2"),
                          {arg(s.summons + 1)}));
            break;
        }
        g.expected = {QStringLiteral("support"), QStringLiteral("remove-marker"),
                      QStringLiteral("end-round")};
        g.hints.append(rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                   "End phase: support, up to 2 markers off, new "
                                                   "mercenaries, then end the round")));
        break;
    case Phase::Finished:
        break;
    }
    return g;
}

std::optional<GameResult> RrEngine::result(const GameState &state) const
{
    const RrState &s = stateOf(state);
    if (s.phase != Phase::Finished)
        return std::nullopt;
    GameResult r;
    r.how = s.how;
    QStringList names;
    for (int w : s.winners)
        names.append(who(s, w));
    r.summary =
        s.winners.isEmpty()
            ? rrMessage(
                  QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Every player is out: the monsters win"))
            : rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 wins by declaring victory"),
                        {names.join(QStringLiteral(", "))});
    QJsonArray details;
    for (int seat = 0; seat < s.players.size(); ++seat) {
        const RrPlayer &p = s.players.at(seat);
        const bool won = s.winners.contains(seat);
        const int rank = won || s.winners.isEmpty() ? 1 : (p.out ? 3 : 2);
        r.players.append({seat, won ? 1.0 : 0.0, rank, won});
        const std::optional<int> threat = threatTotal(s, seat);
        details.append(QJsonObject{
            {QStringLiteral("threat"), threat ? QJsonValue(*threat) : QJsonValue()},
            {QStringLiteral("honour"), p.honour},
            {QStringLiteral("gold"), p.gold},
            {QStringLiteral("defeated"), int(p.defeated.size())},
            {QStringLiteral("out"), p.out},
        });
    }
    r.details =
        QJsonObject{{QStringLiteral("players"), details}, {QStringLiteral("round"), s.round}};
    return r;
}

Message RrEngine::describe(const GameState &before, const Step &step) const
{
    const Message line = describeEntry(before, step);
    if (malformed(before, step))
        return line;
    const RrState &s = stateOf(before);
    const StatePtr next = apply(before, step);
    const bool isMove = step.kind == QLatin1String("move-unit");
    return line.followedBy(boardChanges(s, stateOf(*next), !isMove));
}

Message RrEngine::describeEntry(const GameState &before, const Step &step) const
{
    const RrState &s = stateOf(before);
    const QString actor = who(s, step.actor);
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    if (k == QLatin1String("setup-unit") || k == QLatin1String("recruit"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 places %2 on %3"),
                         {actor, s.cardName(str(p, "card")), str(p, "to").toUpper()});
    if (k == QLatin1String("move-unit"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 moves a unit from %2 to %3"),
                         {actor, str(p, "from").toUpper(), str(p, "to").toUpper()});
    if (k == QLatin1String("attack")) {
        const QJsonArray d = p.value(QStringLiteral("dice")).toArray();
        Message m =
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: %2 attacks %3, dice %4 + %5"),
                      {actor, pieceOn(s, step.actor, str(p, "at")),
                       pieceOn(s, step.actor, str(p, "target"), true), arg(d.at(0).toInt()),
                       arg(d.at(1).toInt())});
        // Willpower: the rolls given up, so the journal shows both (rr.boon.willpower).
        for (const QJsonValue &v : p.value(QStringLiteral("rerolled")).toArray()) {
            const QJsonArray r = v.toArray();
            m.then.append(rrMessage(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "re-rolled by willpower from %1 + %2"),
                {arg(r.at(0).toInt()), arg(r.at(1).toInt())}));
        }
        return m;
    }
    const QString at = str(p, "at").toUpper();
    if (k == QLatin1String("fixed-damage"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: %2 deals fixed damage"),
                         {actor, pieceOn(s, step.actor, at)});
    if (k == QLatin1String("heal")) {
        // Who heals whom: "Ann: Cleric (A4) heals Sorcerer (A6)".
        LocalizedName whom;
        for (const QJsonValue &v : p.value(QStringLiteral("heals")).toArray()) {
            const MessageArg t = pieceOn(s, step.actor, str(v.toObject(), "target"));
            const LocalizedName n = std::holds_alternative<LocalizedName>(t)
                                        ? std::get<LocalizedName>(t)
                                        : LocalizedName{std::get<QString>(t), std::get<QString>(t)};
            whom.en += (whom.en.isEmpty() ? QString() : QStringLiteral(", ")) + n.en;
            whom.ja += (whom.ja.isEmpty() ? QString() : QStringLiteral("、")) + n.ja;
        }
        if (whom.en.isEmpty())
            return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: %2 heals"),
                             {actor, pieceOn(s, step.actor, at)});
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: %2 heals %3"),
                         {actor, pieceOn(s, step.actor, at), whom});
    }
    if (k == QLatin1String("bard"))
        return rrMessage(
            QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: %2 sings to %3"),
            {actor, pieceOn(s, step.actor, at), pieceOn(s, step.actor, str(p, "target"))});
    if (k == QLatin1String("place-marker"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: marker on the unit on %2"),
                         {actor, at});
    if (k == QLatin1String("remove-marker"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: marker off the unit on %2"),
                         {actor, at});
    if (k == QLatin1String("level-up"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 levels up the unit on %2"),
                         {actor, at});
    if (k == QLatin1String("support"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is supported"), {actor});
    if (k == QLatin1String("adjust-cubes")) {
        const int delta = p.value(QStringLiteral("delta")).toInt();
        const bool one = delta == 1 || delta == -1;
        if (delta < 0)
            return rrMessage(one ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                     "%1's board: %2 damage cube taken off the "
                                                     "card on %3")
                                 : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                     "%1's board: %2 damage cubes taken off the "
                                                     "card on %3"),
                             {actor, arg(-delta), at});
        return rrMessage(one ? QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                 "%1's board: %2 damage cube put on the card on %3")
                             : QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                 "%1's board: %2 damage cubes put on the card on "
                                                 "%3"),
                         {actor, arg(delta), at});
    }
    if (k == QLatin1String("pick-command"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 picks %2"),
                         {actor, commandName(str(p, "command"))});
    if (k == QLatin1String("monster-act")) {
        const auto sq = Square::parse(str(p, "at"));
        const RrPiece *m = sq && step.actor >= 0 && step.actor < s.players.size()
                               ? monsterAt(s.players.at(step.actor), *sq)
                               : nullptr;
        if (m)
            return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1's board: %2 on %3 acts"),
                             {actor, s.cardName(m->card), str(p, "at").toUpper()});
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1's board: the monster on %2 "
                                                                "acts"),
                         {actor, str(p, "at").toUpper()});
    }
    if (k == QLatin1String("summon"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is summoned at circle %2"),
                         {s.cardName(str(p, "monster")), str(p, "chip").toUpper()});
    if (k == QLatin1String("take-medal"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 takes a medal token"), {actor});
    if (k == QLatin1String("gain-gold"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1: gold %2"),
                         {actor, arg(p.value(QStringLiteral("amount")).toInt())});
    if (k == QLatin1String("declare-victory"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 declares victory"), {actor});
    if (k == QLatin1String("player-defeated"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is out"), {actor});
    if (k == QLatin1String("set-figures"))
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Figures of %1 entered"),
                         {s.cardName(str(p, "card"))});
    if (k == QLatin1String("command-done") && !s.runningCommand().isEmpty())
        return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "%1 is finished"),
                         {commandName(s.runningCommand())});
    if (k == QLatin1String("deal-commands") || k == QLatin1String("auto-command") ||
        k == QLatin1String("command-done") || k == QLatin1String("end-round"))
        return stepKindName(k);
    return rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Unknown step %1"), {k});
}

} // namespace kbz::rr
