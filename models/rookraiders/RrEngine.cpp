// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "RrEngine.h"

#include "RrSchema.h"

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

bool isRrState(const GameState &g)
{
    const auto *s = dynamic_cast<const RrState *>(&g);
    return s && !s->players.isEmpty();
}

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

int defaultSupport(int players)
{
    return players <= 2 ? 1 : 2;
}

Message kindName(const char *text)
{
    return rrMessage(text);
}

} // namespace

QString RrEngine::id() const
{
    return QStringLiteral("rook-raiders");
}

LocalizedName RrEngine::name() const
{
    return {QStringLiteral("Rook & Raiders"), QStringLiteral("ルーク&レイダース")};
}

QString RrEngine::rulePrefix() const
{
    return QStringLiteral("rr");
}

GameConfig RrEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("Red"), QStringLiteral("red")},
                 {QStringLiteral("Blue"), QStringLiteral("blue")}};
    c.options = QJsonObject{
        {QStringLiteral("gold"), 2},
        {QStringLiteral("supportCount"), defaultSupport(2)},
        {QStringLiteral("cards"), RrCardLibrary::shipped().toJson()},
    };
    return c;
}

QList<Finding> RrEngine::checkConfig(const GameConfig &config) const
{
    QList<Finding> out;
    const QJsonObject &o = config.options;
    const int n = int(config.players.size());
    if (n < 1 || n > 4)
        out.append(warning(
            "rr.overview.player-count",
            rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Rook & Raiders is played by 1 to 4 "
                                                             "players, not %1"),
                      {arg(n)})));
    const QJsonValue support = o.value(QStringLiteral("supportCount"));
    if (!support.isUndefined() && (!isInt(support) || support.toInt() < 0 || support.toInt() > n))
        out.append(warning("rr.setup.support-count",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The number of supported players must be "
                                                       "0 to the number of players"))));
    const QJsonValue gold = o.value(QStringLiteral("gold"));
    if (!gold.isUndefined() && (!isInt(gold) || gold.toInt() < 0))
        out.append(warning("rr.setup.gold",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The starting gold must be a whole number "
                                                       "of at least 0"))));
    const QJsonValue deck = o.value(QStringLiteral("monsterDeck"));
    if (!deck.isUndefined() && !deck.isNull() && (!isInt(deck) || deck.toInt() < 0))
        out.append(warning("rr.summon.procedure",
                           rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine",
                                                       "The monster deck size must be a whole "
                                                       "number of at least 0"))));
    if (o.contains(QStringLiteral("cards"))) {
        QString error;
        if (!RrCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error))
            out.append(warning(
                "rr.units.card",
                rrMessage(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "The card set cannot be read: %1"),
                          {error})));
    }
    return out;
}

RrState RrEngine::initialState(const GameConfig &config) const
{
    RrState s;
    const QJsonObject &o = config.options;
    QString error;
    const auto lib = RrCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error);
    s.cards = std::make_shared<const RrCardLibrary>(lib ? *lib : RrCardLibrary::shipped());
    const int n = qBound(1, int(config.players.size()), 4);
    const QStringList names = {QStringLiteral("Red"), QStringLiteral("Blue"),
                               QStringLiteral("Green"), QStringLiteral("Yellow")};
    const int gold = isInt(o.value(QStringLiteral("gold")))
                         ? qMax(0, o.value(QStringLiteral("gold")).toInt())
                         : 2;
    for (int seat = 0; seat < n; ++seat) {
        RrPlayer p;
        const bool given = seat < config.players.size();
        p.name = given && !config.players.at(seat).name.isEmpty() ? config.players.at(seat).name
                                                                  : names.at(seat);
        p.colour = given ? config.players.at(seat).colour : names.at(seat).toLower();
        p.gold = gold;
        s.players.append(p);
    }
    const QJsonValue support = o.value(QStringLiteral("supportCount"));
    s.supportCount = isInt(support) ? qBound(0, support.toInt(), n) : defaultSupport(n);
    const QJsonValue deck = o.value(QStringLiteral("monsterDeck"));
    if (isInt(deck) && deck.toInt() >= 0)
        s.monsterDeck = deck.toInt();
    s.mercenaries = rules::mercenaryRow(o.value(QStringLiteral("mercenaries")));
    return s;
}

StatePtr RrEngine::setup(const GameConfig &config) const
{
    return std::make_shared<const RrState>(initialState(config));
}

QStringList RrEngine::ruleIds() const
{
    return {
        QStringLiteral("rr.action.marker"),
        QStringLiteral("rr.attack.bard"),
        QStringLiteral("rr.attack.critical"),
        QStringLiteral("rr.attack.dice"),
        QStringLiteral("rr.attack.fixed"),
        QStringLiteral("rr.attack.fumble"),
        QStringLiteral("rr.attack.heal"),
        QStringLiteral("rr.board.layout"),
        QStringLiteral("rr.boon.full-move"),
        QStringLiteral("rr.boon.level-up"),
        QStringLiteral("rr.boon.level-up-card"),
        QStringLiteral("rr.boon.willpower"),
        QStringLiteral("rr.command.auto"),
        QStringLiteral("rr.command.cards"),
        QStringLiteral("rr.command.mercenary-row"),
        QStringLiteral("rr.command.pick"),
        QStringLiteral("rr.command.recruit-order"),
        QStringLiteral("rr.command.recruit-source"),
        QStringLiteral("rr.command.row"),
        QStringLiteral("rr.damage.cubes"),
        QStringLiteral("rr.damage.monster-defeat"),
        QStringLiteral("rr.damage.unit-faint"),
        QStringLiteral("rr.defeat.castle"),
        QStringLiteral("rr.end.fatigue"),
        QStringLiteral("rr.end.support"),
        QStringLiteral("rr.enemy.attack-area"),
        QStringLiteral("rr.enemy.attack-single"),
        QStringLiteral("rr.enemy.blocked"),
        QStringLiteral("rr.enemy.bonus-move"),
        QStringLiteral("rr.enemy.castle"),
        QStringLiteral("rr.enemy.choice"),
        QStringLiteral("rr.enemy.invasion-order"),
        QStringLiteral("rr.enemy.jump"),
        QStringLiteral("rr.enemy.move"),
        QStringLiteral("rr.enemy.phase"),
        QStringLiteral("rr.honour.gain"),
        QStringLiteral("rr.move.full-move"),
        QStringLiteral("rr.move.path"),
        QStringLiteral("rr.overview.player-count"),
        QStringLiteral("rr.setup.complete"),
        QStringLiteral("rr.setup.first-unit"),
        QStringLiteral("rr.setup.gold"),
        QStringLiteral("rr.setup.support-count"),
        QStringLiteral("rr.summon.placement"),
        QStringLiteral("rr.summon.procedure"),
        QStringLiteral("rr.summon.twice"),
        QStringLiteral("rr.threat.medal"),
        QStringLiteral("rr.threat.total"),
        QStringLiteral("rr.units.card"),
        QStringLiteral("rr.units.monsters"),
        QStringLiteral("rr.units.range"),
        QStringLiteral("rr.victory.declare"),
        QStringLiteral("rr.victory.several"),
    };
}

QList<StepKind> RrEngine::stepKinds() const
{
    return {
        {QStringLiteral("setup-unit"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Place the first unit"))},
        {QStringLiteral("summon"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Summon"))},
        {QStringLiteral("deal-commands"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Lay out the commands"))},
        {QStringLiteral("pick-command"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Pick a command"))},
        {QStringLiteral("auto-command"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Run the next command automatically"))},
        {QStringLiteral("command-done"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Finish the command"))},
        {QStringLiteral("move-unit"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Move a unit"))},
        {QStringLiteral("attack"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Dice attack"))},
        {QStringLiteral("fixed-damage"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Fixed damage"))},
        {QStringLiteral("heal"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Heal"))},
        {QStringLiteral("bard"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Bard's song"))},
        {QStringLiteral("recruit"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Recruit"))},
        {QStringLiteral("place-marker"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Place an action marker"))},
        {QStringLiteral("remove-marker"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Remove an action marker"))},
        {QStringLiteral("level-up"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Level up"))},
        {QStringLiteral("monster-act"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Monster acts"))},
        {QStringLiteral("support"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Support"))},
        {QStringLiteral("end-round"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "End the round"))},
        {QStringLiteral("take-medal"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Take a medal token"))},
        {QStringLiteral("gain-gold"), kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Gold"))},
        {QStringLiteral("declare-victory"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Declare victory"))},
        {QStringLiteral("player-defeated"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Player is out"))},
        {QStringLiteral("set-figures"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Enter card figures"))},
        {QStringLiteral("adjust-cubes"),
         kindName(QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "Correct damage cubes"))},
    };
}

std::optional<Message> RrEngine::malformed(const GameState &state, const Step &step) const
{
    if (!isRrState(state))
        return rrMessage(
            QT_TRANSLATE_NOOP("kbz::rr::RrEngine", "This is not a Rook & Raiders game state"));
    // The shape first, against the kind's schema (issue 35): the same schemas the journal
    // format page, the CLI's `schema` and the "any step" form are built from.
    static const QList<StepSchema> schemas = rr::stepSchemas();
    if (std::optional<Message> shape =
            schemaShapeProblem(schemas, step, int(stateOf(state).players.size())))
        return shape;
    return malformedStep(stateOf(state), step);
}

QList<Finding> RrEngine::check(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return {};
    const RrState &s = stateOf(state);
    QList<Finding> out = checkStep(s, step);
    if (s.phase != Phase::Finished)
        out.append(applyStep(s, step).infos);
    return out;
}

StatePtr RrEngine::apply(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return isRrState(state) ? std::make_shared<const RrState>(stateOf(state))
                                : setup(defaultConfig());
    return std::make_shared<const RrState>(applyStep(stateOf(state), step).state);
}

QList<BoardProposal> RrEngine::proposeEnemyPhase(const GameState &state) const
{
    if (!isRrState(state))
        return {};
    return rules::proposeEnemyPhase(stateOf(state));
}

} // namespace kbz::rr
