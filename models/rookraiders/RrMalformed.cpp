// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// malformed(): what is structurally wrong with a step (the only refusal).
#include "RrRules.h"

#include <QJsonArray>

namespace kbz::rr::rules {

namespace {

bool isInt(const QJsonValue &v, int min, int max)
{
    return v.isDouble() && v.toDouble() == double(v.toInt()) && v.toInt() >= min &&
           v.toInt() <= max;
}

bool optionalInt(const QJsonObject &o, const char *key, int min, int max)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() || isInt(v, min, max);
}

bool optionalBool(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() || v.isBool();
}

Message bad(const char *text, QList<MessageArg> args = {})
{
    return rrMessage(text, std::move(args));
}

const QStringList kSeatKinds = {
    QStringLiteral("setup-unit"),
    QStringLiteral("recruit"),
    QStringLiteral("move-unit"),
    QStringLiteral("attack"),
    QStringLiteral("fixed-damage"),
    QStringLiteral("heal"),
    QStringLiteral("bard"),
    QStringLiteral("place-marker"),
    QStringLiteral("remove-marker"),
    QStringLiteral("level-up"),
    QStringLiteral("pick-command"),
    QStringLiteral("monster-act"),
    QStringLiteral("support"),
    QStringLiteral("take-medal"),
    QStringLiteral("gain-gold"),
    QStringLiteral("declare-victory"),
    QStringLiteral("player-defeated"),
    QStringLiteral("adjust-cubes"),
};

const QStringList kTableKinds = {
    QStringLiteral("deal-commands"), QStringLiteral("auto-command"), QStringLiteral("command-done"),
    QStringLiteral("summon"),        QStringLiteral("end-round"),    QStringLiteral("set-figures"),
};

// The unit on payload square `key` of the actor's board.
std::optional<Message> needUnit(const RrState &s, const Step &step, const char *key,
                                const RrPiece **unit = nullptr)
{
    const auto sq = squareOf(step.payload, key);
    if (!sq)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"%1\" must be a square A1..C6"),
                   {QString::fromLatin1(key)});
    const RrPiece *u = unitAt(s.players.at(step.actor), *sq);
    if (!u)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "There is no unit on %1"), {sq->name()});
    if (unit)
        *unit = u;
    return std::nullopt;
}

// A skill's target: any square of the board. Whether a monster or an ally stands there is a
// rule (rr.units.range, rr.attack.bard), checked in check(), not a refusal.
std::optional<Message> needTarget(const QJsonValue &v)
{
    if (!v.isString() || !Square::parse(v.toString()))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "A target must be a square A..C6"));
    return std::nullopt;
}

std::optional<Message> needCard(const RrState &s, const QJsonValue &v, CardType type)
{
    const RrCard *c = v.isString() ? s.card(v.toString()) : nullptr;
    if (!c || c->type != type)
        return type == CardType::Unit
                   ? bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                           "\"card\" must be a unit card of this game's set"))
                   : bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                           "\"monster\" must be a monster card of this game's "
                                           "set"));
    return std::nullopt;
}

std::optional<Message> missingFigure(const RrState &s, const QString &card, const char *figure)
{
    return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                 "The %1 of %2 is not known: enter it (set-figures) or give it "
                                 "in the step"),
               {figureName(QString::fromLatin1(figure)), s.cardName(card)});
}

std::optional<Message> malformedSkill(const RrState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    const RrPiece *u = nullptr;
    if (auto m = needUnit(s, step, "at", &u))
        return m;
    const RrCard *c = s.card(u->card);
    if (!optionalBool(p, "bard"))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"bard\" must be true or false"));
    if (k == QLatin1String("attack")) {
        if (auto m = needTarget(p.value(QStringLiteral("target"))))
            return m;
        const QJsonArray dice = p.value(QStringLiteral("dice")).toArray();
        if (dice.size() != 2 || !isInt(dice.at(0), 1, 6) || !isInt(dice.at(1), 1, 6))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"dice\" must be the two dice rolled, [1..6, 1..6]"));
        if (const QJsonValue r = p.value(QStringLiteral("rerolled")); !r.isUndefined()) {
            bool pairs = r.isArray();
            for (const QJsonValue &roll : r.toArray()) {
                const QJsonArray d = roll.toArray();
                pairs = pairs && d.size() == 2 && isInt(d.at(0), 1, 6) && isInt(d.at(1), 1, 6);
            }
            if (!pairs)
                return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                             "\"rerolled\" must list the rolls given up by "
                                             "willpower, each [1..6, 1..6]"));
        }
        if (!optionalBool(p, "willpower") || !optionalInt(p, "modifier", -9, 9) ||
            !optionalInt(p, "defence", 0, 99) || !optionalInt(p, "damage", 0, 9))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"willpower\" must be true or false; \"modifier\", "
                                         "\"defence\" and \"damage\" whole numbers"));
        if (p.contains(QStringLiteral("damage")) ||
            diceCase(dice.at(0).toInt(), dice.at(1).toInt()) != DiceCase::Normal)
            return std::nullopt;
        if (!p.contains(QStringLiteral("modifier")) && (!c || !c->modifier))
            return missingFigure(s, u->card, "modifier");
        const RrPiece *m = monsterAt(s.players.at(step.actor), *squareOf(p, "target"));
        if (!m) // no monster there: the attack has no effect, no figure is needed
            return std::nullopt;
        const RrCard *mc = s.card(m->card);
        if (!p.contains(QStringLiteral("defence")) && (!mc || !mc->defence))
            return missingFigure(s, m->card, "defence");
    } else if (k == QLatin1String("fixed-damage") || k == QLatin1String("heal")) {
        const bool fixed = k == QLatin1String("fixed-damage");
        const QJsonValue list = p.value(fixed ? QStringLiteral("hits") : QStringLiteral("heals"));
        if (!list.isArray() || list.toArray().isEmpty())
            return fixed ? bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                 "\"hits\" must list {target, count}"))
                         : bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                 "\"heals\" must list {target, amount}"));
        for (const QJsonValue &v : list.toArray()) {
            const QJsonObject h = v.toObject();
            if (!v.isObject() || !optionalInt(h, fixed ? "count" : "amount", 1, 9))
                return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                             "Each entry needs a \"target\" and a count or "
                                             "amount of 1..9"));
            if (auto m = needTarget(h.value(QStringLiteral("target"))))
                return m;
        }
        if (fixed && !optionalInt(p, "amount", 0, 9))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"amount\" must be 0..9"));
        if (fixed && !p.contains(QStringLiteral("amount")) && (!c || !c->amount))
            return missingFigure(s, u->card, "damage");
    } else if (k == QLatin1String("bard")) {
        return needTarget(p.value(QStringLiteral("target")));
    }
    return std::nullopt;
}

std::optional<Message> malformedMonsterAct(const RrState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const auto at = squareOf(p, "at");
    const RrPiece *m = at ? monsterAt(s.players.at(step.actor), *at) : nullptr;
    if (!m)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                     "\"at\" must be the square of a monster on the board"));
    for (const char *key : {"to", "bonusTo"}) {
        const QJsonValue v = p.value(QLatin1String(key));
        if (!v.isUndefined() && v.toString().toLower() != QLatin1String("castle") &&
            !Square::parse(v.toString()))
            return bad(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"%1\" must be a square or \"castle\""),
                {QString::fromLatin1(key)});
    }
    const QJsonValue targets = p.value(QStringLiteral("targets"));
    if (!targets.isUndefined()) {
        bool ok = targets.isArray();
        for (const QJsonValue &v : targets.toArray())
            ok = ok && Square::parse(v.toString());
        if (!ok)
            return bad(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"targets\" must be a list of squares"));
    }
    if (!optionalInt(p, "damage", 0, 9))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"damage\" must be 0..9"));
    const QJsonValue action = p.value(QStringLiteral("action"));
    const QString a = action.toString();
    if (!action.isUndefined() && a != QLatin1String("attack") && a != QLatin1String("move") &&
        a != QLatin1String("stay"))
        return bad(
            QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"action\" must be attack, move or stay"));
    const MonsterProposal prop = proposeMonster(s, step.actor, *m);
    const RrCard *c = s.card(m->card);
    if (action.isUndefined() && prop.action == MonsterAction::Unknown)
        return missingFigure(s, m->card, "range");
    const bool attack =
        action.isUndefined() ? prop.action == MonsterAction::Attack : a == QLatin1String("attack");
    const bool move =
        action.isUndefined() ? prop.action == MonsterAction::Move : a == QLatin1String("move");
    if (attack && !p.contains(QStringLiteral("damage")) && (!c || !c->damage))
        return missingFigure(s, m->card, "damage");
    if (attack && !p.contains(QStringLiteral("targets")) && prop.action != MonsterAction::Attack)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                     "Say which units the monster attacks (\"targets\")"));
    if (move && !p.contains(QStringLiteral("to")) && (!c || !c->move))
        return missingFigure(s, m->card, "MOVE");
    // One card per square: a monster moved onto another card could not be shown on the board.
    const RrPlayer &board = s.players.at(step.actor);
    const auto to = move ? Square::parse(p.value(QStringLiteral("to")).toString()) : std::nullopt;
    const RrPiece *there = !to                  ? nullptr
                           : unitAt(board, *to) ? unitAt(board, *to)
                                                : monsterAt(board, *to);
    if (there && there->uid != m->uid)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                     "%1 holds %2: one card per square. Record the square the "
                                     "monster on %3 really went to"),
                   {to->name(), s.cardName(there->card), at->name()});
    // The bonus move after a faint lands on the board as it is after the attack: a unit
    // attacked in this step may have left its square, any other card is still there.
    const auto bonusTo =
        attack ? Square::parse(p.value(QStringLiteral("bonusTo")).toString()) : std::nullopt;
    QList<Square> attacked = prop.targets;
    if (!targets.isUndefined()) {
        attacked.clear();
        for (const QJsonValue &v : targets.toArray())
            attacked.append(*Square::parse(v.toString()));
    }
    const RrPiece *held = !bonusTo ? nullptr
                          : unitAt(board, *bonusTo) && !attacked.contains(*bonusTo)
                              ? unitAt(board, *bonusTo)
                              : monsterAt(board, *bonusTo);
    if (held && held->uid != m->uid)
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                     "%1 holds %2: one card per square. Record the square the "
                                     "monster on %3 really went to"),
                   {bonusTo->name(), s.cardName(held->card), at->name()});
    return std::nullopt;
}

std::optional<Message> malformedSummon(const RrState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const auto chip = Square::parse(p.value(QStringLiteral("chip")).toString());
    if (!chip || !chip->isCircle())
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"chip\" must be A, B or C"));
    if (auto m = needCard(s, p.value(QStringLiteral("monster")), CardType::Monster))
        return m;
    if (!optionalInt(p, "deckLeft", 0, 999))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"deckLeft\" must be 0 or more"));
    const QJsonValue boards = p.value(QStringLiteral("boards"));
    if (boards.isUndefined())
        return std::nullopt;
    for (const QJsonValue &v : boards.toArray()) {
        const QJsonObject b = v.toObject();
        const QString to = b.value(QStringLiteral("to")).toString();
        if (!isInt(b.value(QStringLiteral("seat")), 0, int(s.players.size()) - 1) ||
            (to != QLatin1String("waiting") && !Square::parse(to)))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "Each of \"boards\" needs a \"seat\" and \"to\" (a "
                                         "square or \"waiting\")"));
    }
    if (!boards.isArray())
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"boards\" must be a list"));
    return std::nullopt;
}

std::optional<Message> malformedSetFigures(const RrState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const QString id = p.value(QStringLiteral("card")).toString();
    QString error;
    if (const RrCard *c = s.card(id)) {
        RrCard copy = *c;
        if (copy.amend(p, &error))
            return std::nullopt;
    } else {
        QJsonObject def = p;
        def.insert(QStringLiteral("id"), id);
        if (RrCard::fromJson(def, &error))
            return std::nullopt;
    }
    return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The figures cannot be read: %1"), {error});
}

std::optional<Message> malformedSeatStep(const RrState &s, const Step &step)
{
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    if (k == QLatin1String("setup-unit") || k == QLatin1String("recruit")) {
        if (auto m = needCard(s, p.value(QStringLiteral("card")), CardType::Unit))
            return m;
        const auto to = squareOf(p, "to");
        if (!to)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"to\" must be a square A1..C6"));
        const RrPlayer &board = s.players.at(step.actor);
        if (const RrPiece *there = unitAt(board, *to) ? unitAt(board, *to) : monsterAt(board, *to))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "%1 holds %2: one card per square. Choose the square "
                                         "the new unit was really placed on"),
                       {to->name(), s.cardName(there->card)});
        const QJsonValue from = p.value(QStringLiteral("from"));
        if (!from.isUndefined() && from.toString() != QLatin1String("hand") &&
            from.toString() != QLatin1String("mercenary"))
            return bad(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"from\" must be hand or mercenary"));
    } else if (k == QLatin1String("move-unit")) {
        const RrPiece *u = nullptr;
        if (auto m = needUnit(s, step, "from", &u))
            return m;
        const auto to = squareOf(p, "to");
        if (!to)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"to\" must be a square A1..C6"));
        // The board holds one card per square: a move onto another card would leave the state
        // unlike the table (the unit stays where it was), so the table says where it went.
        const RrPlayer &board = s.players.at(step.actor);
        const RrPiece *there = unitAt(board, *to) ? unitAt(board, *to) : monsterAt(board, *to);
        if (there && there != u)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "%1 holds %2: one card per square. Move %2 off %1 "
                                         "first, or record the square %3 really went to"),
                       {to->name(), s.cardName(there->card), s.cardName(u->card)});
        if (!optionalBool(p, "fullMove"))
            return bad(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"fullMove\" must be true or false"));
    } else if (k == QLatin1String("attack") || k == QLatin1String("fixed-damage") ||
               k == QLatin1String("heal") || k == QLatin1String("bard")) {
        return malformedSkill(s, step);
    } else if (k == QLatin1String("place-marker") || k == QLatin1String("remove-marker") ||
               k == QLatin1String("support")) {
        return needUnit(s, step, "at");
    } else if (k == QLatin1String("level-up")) {
        const RrPiece *u = nullptr;
        if (auto m = needUnit(s, step, "at", &u))
            return m;
        const RrCard *c = s.card(u->card);
        if (p.contains(QStringLiteral("card")))
            return needCard(s, p.value(QStringLiteral("card")), CardType::Unit);
        if (!c || c->upgrade.isEmpty())
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "The level-up card of %1 is not known: give it as "
                                         "\"card\""),
                       {s.cardName(u->card)});
    } else if (k == QLatin1String("pick-command")) {
        if (!commandIds().contains(p.value(QStringLiteral("command")).toString()))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"command\" must be advance, ambush, rest, reward or "
                                         "recruit"));
    } else if (k == QLatin1String("monster-act")) {
        return malformedMonsterAct(s, step);
    } else if (k == QLatin1String("adjust-cubes")) {
        const auto at = squareOf(p, "at");
        if (!at)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"at\" must be a square A..C6"));
        const RrPlayer &board = s.players.at(step.actor);
        if (!unitAt(board, *at) && !monsterAt(board, *at))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "There is no unit or monster on %1"),
                       {at->name()});
        const QJsonValue delta = p.value(QStringLiteral("delta"));
        if (!isInt(delta, -99, 99) || delta.toInt() == 0)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"delta\" must be the cubes to add (negative to "
                                         "remove), a whole number other than 0"));
    } else if (k == QLatin1String("take-medal")) {
        if (!isInt(p.value(QStringLiteral("value")), 0, 99))
            return bad(
                QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "\"value\" must be the medal's number"));
    } else if (k == QLatin1String("gain-gold")) {
        if (!isInt(p.value(QStringLiteral("amount")), -99, 99))
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"amount\" must be a whole number (negative to pay)"));
    }
    return std::nullopt;
}

} // namespace

std::optional<Message> malformedStep(const RrState &s, const Step &step)
{
    const QString &k = step.kind;
    const bool table = kTableKinds.contains(k);
    if (!table && !kSeatKinds.contains(k))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Unknown step kind %1"), {k});
    const bool seatOk = step.actor >= 0 && step.actor < s.players.size();
    if (!seatOk && !(table && step.actor == -1))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Seat %1 is not a player seat"),
                   {arg(step.actor)});
    const QJsonObject &p = step.payload;
    if (k == QLatin1String("deal-commands")) {
        const QJsonArray row = p.value(QStringLiteral("row")).toArray();
        QStringList ids;
        for (const QJsonValue &v : row)
            if (commandIds().contains(v.toString()) && !ids.contains(v.toString()))
                ids.append(v.toString());
        if (ids.size() != 5 || row.size() != 5)
            return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                         "\"row\" must list the five commands (advance, ambush, "
                                         "rest, reward, recruit) in their dealt order"));
        return std::nullopt;
    }
    if (k == QLatin1String("summon"))
        return malformedSummon(s, step);
    if (k == QLatin1String("set-figures"))
        return malformedSetFigures(s, step);
    if (k == QLatin1String("end-round") && p.contains(QStringLiteral("mercenaries")) &&
        !mercenaryRow(p.value(QStringLiteral("mercenaries"))))
        return bad(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                     "\"mercenaries\" must list the card ids of the new "
                                     "mercenary row"));
    if (table)
        return std::nullopt;
    return malformedSeatStep(s, step);
}

} // namespace kbz::rr::rules
