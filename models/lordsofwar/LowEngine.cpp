// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LowEngine.h"

#include "LowDeck.h"
#include "LowInternal.h"
#include "LowSchema.h"

#include <QJsonArray>

namespace kbz::low {

namespace {

constexpr char ctx[] = "kbz::low::LowEngine";

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

// The army a side plays by default: orcs for side 0, dwarves for side 1 (or the library's
// first two armies when it has no orcs or dwarves).
QString defaultArmy(const LowCardLibrary &lib, int side)
{
    const QStringList armies = lib.armies();
    const QString wanted = side == 0 ? QStringLiteral("orc") : QStringLiteral("dwarf");
    if (armies.contains(wanted))
        return wanted;
    return armies.value(qMin(side, int(armies.size()) - 1));
}

int sideOfSeat(int players, int seat)
{
    if (players == 3)
        return seat == 0 ? 0 : 1;
    return seat % 2;
}

} // namespace

Message lowMessage(const char *source, QList<MessageArg> args)
{
    return Message(ctx, source, std::move(args));
}

const LowState &lowStateOf(const GameState &g)
{
    static const LowState empty;
    const auto *s = dynamic_cast<const LowState *>(&g);
    return s ? *s : empty;
}

bool isLowState(const GameState &g)
{
    const auto *s = dynamic_cast<const LowState *>(&g);
    return s && !s->players.isEmpty();
}

QString LowEngine::id() const
{
    return QStringLiteral("lords-of-war");
}

LocalizedName LowEngine::name() const
{
    return {QStringLiteral("Lords of War: Orcs vs Dwarves"),
            QStringLiteral("ロード・オブ・ウォー：オーク VS ドワーフ")};
}

QString LowEngine::rulePrefix() const
{
    return QStringLiteral("low");
}

GameConfig LowEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("Player 1"), QStringLiteral("orc")},
                 {QStringLiteral("Player 2"), QStringLiteral("dwarf")}};
    // The mat and the thresholds are left out: setup() derives them from the player count
    // (a 4- or 6-player config made from this one gets the team battle's defaults).
    c.options = QJsonObject{{QStringLiteral("intermediate"), false}};
    return c;
}

QList<Finding> LowEngine::checkConfig(const GameConfig &config) const
{
    QList<Finding> out;
    const QJsonObject &o = config.options;
    const int n = int(config.players.size());
    if (n < 2 || n == 5 || n > 6)
        out.append(warning("low.variant.teams",
                           lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                        "Lords of War is played by 2, 3, 4 or 6 "
                                                        "players, not %1."),
                                      {arg(n)})));
    LowCardLibrary lib = LowCardLibrary::shipped();
    if (o.contains(QStringLiteral("cards"))) {
        QString error;
        const auto read = LowCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error);
        if (read)
            lib = *read;
        else
            out.append(warning("low.deck.composition",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "The card set cannot be read: %1"),
                                          {error})));
    }
    const QJsonArray decks = o.value(QStringLiteral("decks")).toArray();
    for (qsizetype seat = 0; seat < decks.size(); ++seat) {
        const QJsonObject d = decks.at(seat).toObject();
        if (!d.contains(QStringLiteral("cards")))
            continue;
        QStringList ids;
        QStringList unknown;
        for (const QJsonValue &v : d.value(QStringLiteral("cards")).toArray()) {
            ids.append(v.toString());
            if (!lib.find(v.toString()) && !unknown.contains(v.toString()))
                unknown.append(v.toString());
        }
        const QString who = seat < n && !config.players.at(seat).name.isEmpty()
                                ? config.players.at(seat).name
                                : QString::number(seat + 1);
        if (!unknown.isEmpty())
            out.append(warning("low.deck.composition",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "%1's deck holds cards that are not "
                                                            "in the card set: %2"),
                                          {who, unknown.join(QStringLiteral(", "))})));
        QString army = d.value(QStringLiteral("army")).toString();
        if (army.isEmpty() && !ids.isEmpty())
            if (const LowCard *c = lib.find(ids.first()))
                army = c->army;
        // Whose deck each finding is about: the config holds every player's.
        for (Finding f : checkDeck(lib, army, ids)) {
            f.message = lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "%1's deck (%2)"),
                                   {who, armyName(army)})
                            .followedBy({f.message});
            out.append(f);
        }
    }
    const QJsonValue mat = o.value(QStringLiteral("mat"));
    if (!mat.isUndefined() && mat.toString() != QLatin1String("standard") &&
        mat.toString() != QLatin1String("unlimited"))
        out.append(warning(
            "low.mat.unlimited",
            lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "The mat is \"standard\" or "
                                                                "\"unlimited\", not \"%1\"."),
                       {mat.toVariant().toString()})));
    for (const char *key : {"cardsToWin", "commandersToWin"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && (!isInt(v) || v.toInt() < 1))
            out.append(warning("low.victory.time-limit",
                               lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine",
                                                            "The number of cards or commanders "
                                                            "needed to win must be a whole "
                                                            "number of at least 1."))));
    }
    return out;
}

LowState LowEngine::initialState(const GameConfig &config) const
{
    LowState s;
    const QJsonObject &o = config.options;
    QString error;
    const auto lib = o.contains(QStringLiteral("cards"))
                         ? LowCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error)
                         : std::nullopt;
    s.cards = std::make_shared<const LowCardLibrary>(lib ? *lib : LowCardLibrary::shipped());
    const LowCardLibrary &cards = *s.cards;
    const int n = qBound(2, int(config.players.size()), 6);
    const QJsonArray decks = o.value(QStringLiteral("decks")).toArray();

    for (int seat = 0; seat < n; ++seat) {
        LowPlayer p;
        const bool given = seat < config.players.size();
        p.name = given && !config.players.at(seat).name.isEmpty()
                     ? config.players.at(seat).name
                     : QStringLiteral("Player %1").arg(seat + 1);
        p.side = sideOfSeat(n, seat);
        p.deckSeat = n == 3 && seat == 2 ? 1 : seat;
        p.handLimit = n == 3 ? (seat == 0 ? 7 : 3) : 6;
        if (p.deckSeat != seat) {
            p.deck = s.players.at(p.deckSeat).deck;
            p.army = s.players.at(p.deckSeat).army;
        } else {
            const QJsonObject d = decks.at(seat).toObject();
            if (d.contains(QStringLiteral("cards"))) {
                for (const QJsonValue &v : d.value(QStringLiteral("cards")).toArray())
                    p.deck.append(v.toString());
                p.army = d.value(QStringLiteral("army")).toString();
                if (p.army.isEmpty() && !p.deck.isEmpty())
                    if (const LowCard *c = cards.find(p.deck.first()))
                        p.army = c->army;
            } else {
                p.army = d.value(QStringLiteral("army")).toString();
                if (p.army.isEmpty() || cards.coreDeck(p.army).isEmpty())
                    p.army = defaultArmy(cards, p.side);
                p.deck = cards.coreDeck(p.army);
            }
        }
        s.players.append(p);
    }
    // Hands (low.setup.steps): the general and 5 drawn cards, 6 in all; 3 players: the lone
    // player holds 7, each team member 3, and the team's general lies between them.
    for (int seat = 0; seat < n; ++seat) {
        LowPlayer &p = s.players[seat];
        p.hand = p.handLimit;
        if (n == 3 && seat == 1) {
            bool hasGeneral = false;
            for (const QString &id : p.deck)
                if (const LowCard *c = cards.find(id); c && c->isGeneral())
                    hasGeneral = true;
            s.teamGeneral = hasGeneral ? 1 : 0;
        }
    }
    for (int seat = 0; seat < n; ++seat) {
        if (s.players.at(seat).deckSeat != seat)
            continue;
        int taken = 0;
        for (const LowPlayer &q : s.players)
            if (q.deckSeat == seat)
                taken += q.hand;
        if (n == 3 && seat == 1)
            taken += s.teamGeneral;
        const int pile = qMax(0, int(s.players.at(seat).deck.size()) - taken);
        for (LowPlayer &q : s.players)
            if (q.deckSeat == seat)
                q.drawPile = pile;
    }

    if (n == 2)
        s.turnOrder = {0, 1};
    else if (n == 3)
        s.turnOrder = {0, 1, 0, 2};
    else
        for (int seat = 0; seat < n; ++seat)
            s.turnOrder.append(seat);
    if (n <= 3)
        s.openingOrder = {0, 1};
    else
        s.openingOrder = s.turnOrder;

    s.cardsToWin = n >= 6 ? 50 : (n >= 4 ? 30 : 20);
    s.commandersToWin = n >= 6 ? 9 : (n >= 4 ? 7 : 4);
    const QJsonValue cardsToWin = o.value(QStringLiteral("cardsToWin"));
    if (isInt(cardsToWin) && cardsToWin.toInt() >= 1)
        s.cardsToWin = cardsToWin.toInt();
    const QJsonValue commandersToWin = o.value(QStringLiteral("commandersToWin"));
    if (isInt(commandersToWin) && commandersToWin.toInt() >= 1)
        s.commandersToWin = commandersToWin.toInt();
    const QString mat = o.value(QStringLiteral("mat")).toString();
    s.unlimited = mat == QLatin1String("unlimited") || (mat != QLatin1String("standard") && n >= 4);
    s.intermediate = o.value(QStringLiteral("intermediate")).toBool();
    const QJsonArray opening = o.value(QStringLiteral("opening")).toArray();
    for (int i = 0; i < 2; ++i)
        if (const auto sq = squareFromJson(opening.at(i)))
            s.opening[i] = *sq;

    s.phase = Phase::Opening;
    s.inOpening = true;
    s.turn = 1;
    s.orderIndex = 0;
    s.active = s.openingOrder.first();
    return s;
}

StatePtr LowEngine::setup(const GameConfig &config) const
{
    return std::make_shared<const LowState>(initialState(config));
}

QStringList LowEngine::ruleIds() const
{
    return {
        QStringLiteral("low.berserker.forced-move"),
        QStringLiteral("low.combat.simultaneous"),
        QStringLiteral("low.combat.strictly-greater"),
        QStringLiteral("low.deck.composition"),
        QStringLiteral("low.deck.customise"),
        QStringLiteral("low.deck.mercenary"),
        QStringLiteral("low.general.extra-turn"),
        QStringLiteral("low.mat.size"),
        QStringLiteral("low.mat.unlimited"),
        QStringLiteral("low.overview.turn"),
        QStringLiteral("low.place.contact"),
        QStringLiteral("low.place.empty-mat"),
        QStringLiteral("low.place.no-enemy"),
        QStringLiteral("low.place.no-legal-square"),
        QStringLiteral("low.place.opening"),
        QStringLiteral("low.place.support-exception"),
        QStringLiteral("low.ranged.engaged"),
        QStringLiteral("low.ranged.fire"),
        QStringLiteral("low.recall.cavalry"),
        QStringLiteral("low.recall.conditions"),
        QStringLiteral("low.reinforce.draw"),
        QStringLiteral("low.variant.teams"),
        QStringLiteral("low.variant.teams-rules"),
        QStringLiteral("low.variant.three-player-team"),
        QStringLiteral("low.victory.thresholds"),
        QStringLiteral("low.victory.time-limit"),
    };
}

QList<StepKind> LowEngine::stepKinds() const
{
    return {
        {QStringLiteral("place"),
         lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Place a unit"))},
        {QStringLiteral("resolve"),
         lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Resolve the combat"))},
        {QStringLiteral("berserker-move"),
         lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Advance a berserker"))},
        {QStringLiteral("draw"),
         lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Draw a card"))},
        {QStringLiteral("recall"),
         lowMessage(QT_TRANSLATE_NOOP("kbz::low::LowEngine", "Recall a unit"))},
    };
}

std::optional<Message> LowEngine::malformed(const GameState &state, const Step &step) const
{
    if (!isLowState(state))
        return lowMessage(
            QT_TRANSLATE_NOOP("kbz::low::LowEngine", "This is not a Lords of War game state"));
    // The shape first, against the kind's schema (issue 35): the same schemas the journal
    // format page, the CLI's `schema` and the "any step" form are built from.
    static const QList<StepSchema> schemas = low::stepSchemas();
    if (std::optional<Message> shape =
            schemaShapeProblem(schemas, step, int(lowStateOf(state).players.size())))
        return shape;
    return malformedStep(lowStateOf(state), step);
}

QList<Finding> LowEngine::check(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return {};
    return checkStep(lowStateOf(state), step);
}

StatePtr LowEngine::apply(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return isLowState(state) ? std::make_shared<const LowState>(lowStateOf(state))
                                 : setup(defaultConfig());
    return std::make_shared<const LowState>(applyStep(lowStateOf(state), step));
}

rules::CombatReport LowEngine::previewCombat(const GameState &state,
                                             const QList<rules::Shot> &shots) const
{
    if (!isLowState(state))
        return {};
    return rules::resolveCombat(lowStateOf(state), shots);
}

} // namespace kbz::low
