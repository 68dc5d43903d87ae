// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "LcEngine.h"

#include "LcRules.h"
#include "LcSchema.h"
#include "core/ListText.h"

#include <QJsonArray>

namespace kbz::lc {

namespace {

using namespace rules;

const LcState &stateOf(const GameState &g)
{
    static const LcState empty;
    const auto *s = dynamic_cast<const LcState *>(&g);
    return s ? *s : empty;
}

bool isLcState(const GameState &g)
{
    const auto *s = dynamic_cast<const LcState *>(&g);
    return s && s->players.size() == 2;
}

QString who(const LcState &s, int seat)
{
    return seat >= 0 && seat < s.players.size() ? s.players.at(seat).name : QStringLiteral("-");
}

LocalizedName cardName(const LcState &s, const QString &id)
{
    const LcCard *c = s.card(id);
    return c ? c->name : LocalizedName{id, id};
}

bool isInt(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == double(v.toInt());
}

// Hand limits from the options, std::nullopt when absent or unusable.
std::optional<QList<int>> handLimitsOf(const QJsonObject &options)
{
    const QJsonValue v = options.value(QStringLiteral("handLimits"));
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 3)
        return std::nullopt;
    QList<int> out;
    for (const QJsonValue &x : a) {
        if (!isInt(x) || x.toInt() < 1)
            return std::nullopt;
        out.append(x.toInt());
    }
    return out;
}

int intOption(const QJsonObject &options, const char *key, int fallback)
{
    const QJsonValue v = options.value(QLatin1String(key));
    return isInt(v) ? v.toInt() : fallback;
}

const QStringList kKinds = {
    QStringLiteral("place-piece"), QStringLiteral("play-card"),      QStringLiteral("escape"),
    QStringLiteral("take-damage"), QStringLiteral("declare-lethal"), QStringLiteral("rotate"),
    QStringLiteral("end-turn"),    QStringLiteral("refill"),         QStringLiteral("reveal-top"),
    QStringLiteral("identify"),
};

// A list of card ids that must all belong to the game's card set.
std::optional<Message> malformedCardList(const LcState &s, const QJsonValue &cards)
{
    if (!cards.isArray())
        return lcMessage(
            QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"cards\" must be a list of card ids"));
    for (const QJsonValue &c : cards.toArray())
        if (!c.isString() || !s.card(c.toString()))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "Unknown card %1: it is not in this game's "
                                               "card set"),
                             {c.toVariant().toString()});
    return std::nullopt;
}

std::optional<Message> malformedRefill(const LcState &s, const QJsonObject &payload)
{
    const QJsonValue players = payload.value(QStringLiteral("players"));
    if (!players.isArray() || players.toArray().size() != 2)
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                           "\"players\" must list the draws of both seats"));
    for (const QJsonValue &v : players.toArray()) {
        const QJsonObject d = v.toObject();
        const QJsonValue cards = d.value(QStringLiteral("cards"));
        const QJsonValue count = d.value(QStringLiteral("count"));
        if (!v.isObject() || (cards.isUndefined() && count.isUndefined()))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "Each draw needs \"cards\" (ids) or \"count\""));
        if (!count.isUndefined() && (!isInt(count) || count.toInt() < 0))
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"count\" must be a whole number >= 0"));
        if (!cards.isUndefined()) {
            if (auto problem = malformedCardList(s, cards))
                return problem;
            if (!count.isUndefined() && count.toInt() < cards.toArray().size())
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "\"count\" is smaller than the cards listed"));
        }
    }
    return std::nullopt;
}

} // namespace

QString LcEngine::id() const
{
    return QStringLiteral("lethal-checkmate");
}

LocalizedName LcEngine::name() const
{
    return {QStringLiteral("Lethal Checkmate"), QStringLiteral("リーサルチェックメイト")};
}

QString LcEngine::rulePrefix() const
{
    return QStringLiteral("lc");
}

GameConfig LcEngine::defaultConfig() const
{
    GameConfig c;
    c.players = {{QStringLiteral("White"), QStringLiteral("white")},
                 {QStringLiteral("Black"), QStringLiteral("black")}};
    c.options = QJsonObject{
        {QStringLiteral("handLimits"), QJsonArray{3, 4, 5}},
        {QStringLiteral("firstPlayer"), 0},
        {QStringLiteral("startingHand"), 3},
        {QStringLiteral("deckSize"), 9},
        {QStringLiteral("cards"), LcCardLibrary::shipped().toJson()},
    };
    return c;
}

QList<Finding> LcEngine::checkConfig(const GameConfig &config) const
{
    QList<Finding> out;
    const QJsonObject &o = config.options;
    if (config.players.size() != 2)
        out.append(warning("lc.config.players",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Lethal Checkmate is played by exactly 2 "
                                                       "players, not %1"),
                                     {arg(int(config.players.size()))})));
    if (o.contains(QStringLiteral("handLimits")) && !handLimitsOf(o))
        out.append(warning(
            "lc.config.hand-limits",
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "The hand limits must be three whole "
                                                             "numbers of at least 1 (default 3, 4, "
                                                             "5)"))));
    const QJsonValue first = o.value(QStringLiteral("firstPlayer"));
    if (!first.isUndefined() && (!isInt(first) || first.toInt() < 0 || first.toInt() > 1))
        out.append(warning("lc.config.first-player",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "The first player must be seat 0 or 1"))));
    const int deck = intOption(o, "deckSize", 9);
    const int hand = intOption(o, "startingHand", 3);
    if (deck < 1 || hand < 0 || hand > deck)
        out.append(warning("lc.config.deck",
                           lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "The deck size (%1) must be at least 1 "
                                                       "and the starting hand (%2) between 0 "
                                                       "and the deck size"),
                                     {arg(deck), arg(hand)})));
    if (o.contains(QStringLiteral("cards"))) {
        QString error;
        const auto lib = LcCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error);
        if (!lib)
            out.append(warning(
                "lc.config.cards",
                lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "The card set cannot be read: %1"),
                          {error})));
    }
    return out;
}

LcState LcEngine::initialState(const GameConfig &config) const
{
    LcState s;
    const QJsonObject &o = config.options;
    QString error;
    const auto lib = LcCardLibrary::fromJson(o.value(QStringLiteral("cards")), &error);
    s.cards = std::make_shared<const LcCardLibrary>(lib ? *lib : LcCardLibrary::shipped());
    s.handLimits = handLimitsOf(o).value_or(QList<int>{3, 4, 5});
    const int first = intOption(o, "firstPlayer", 0);
    s.southSeat = first == 1 ? 1 : 0;
    s.turnPlayer = s.southSeat;
    const int deck = qMax(0, intOption(o, "deckSize", 9));
    const int hand = qBound(0, intOption(o, "startingHand", 3), deck);
    const QStringList names = {QStringLiteral("White"), QStringLiteral("Black")};
    const QStringList colours = {QStringLiteral("white"), QStringLiteral("black")};
    for (int seat = 0; seat < 2; ++seat) {
        LcPlayer p;
        const bool given = seat < config.players.size();
        p.name = given && !config.players.at(seat).name.isEmpty() ? config.players.at(seat).name
                                                                  : names.at(seat);
        p.colour = given ? config.players.at(seat).colour : colours.at(seat);
        p.hand.unknown = hand;
        p.deck = deck - hand;
        s.players.append(p);
    }
    return s;
}

StatePtr LcEngine::setup(const GameConfig &config) const
{
    return std::make_shared<const LcState>(initialState(config));
}

QStringList LcEngine::ruleIds() const
{
    return {
        QStringLiteral("lc.attack.trigger"),     QStringLiteral("lc.board.edge"),
        QStringLiteral("lc.board.occupied"),     QStringLiteral("lc.card.not-in-hand"),
        QStringLiteral("lc.card.phase"),         QStringLiteral("lc.config.cards"),
        QStringLiteral("lc.config.deck"),        QStringLiteral("lc.config.first-player"),
        QStringLiteral("lc.config.hand-limits"), QStringLiteral("lc.config.players"),
        QStringLiteral("lc.damage.hp"),          QStringLiteral("lc.end.phase"),
        QStringLiteral("lc.end.rebuild"),        QStringLiteral("lc.end.refill"),
        QStringLiteral("lc.escape.move-only"),   QStringLiteral("lc.escape.not-attacked"),
        QStringLiteral("lc.escape.one-card"),    QStringLiteral("lc.escape.unresolved"),
        QStringLiteral("lc.field.limit"),        QStringLiteral("lc.game.over"),
        QStringLiteral("lc.lethal.last-step"),   QStringLiteral("lc.lethal.phase"),
        QStringLiteral("lc.move.pattern"),       QStringLiteral("lc.move.unplayable"),
        QStringLiteral("lc.pawn-step.swap"),     QStringLiteral("lc.rotation.chain"),
        QStringLiteral("lc.rotation.missing"),   QStringLiteral("lc.rotation.needless"),
        QStringLiteral("lc.setup.placement"),    QStringLiteral("lc.turn.after-damage"),
        QStringLiteral("lc.turn.must-play"),     QStringLiteral("lc.turn.order"),
        QStringLiteral("lc.turn.reveal-hand"),
    };
}

QList<StepKind> LcEngine::stepKinds() const
{
    const char *ctx = trContext;
    return {
        {QStringLiteral("place-piece"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Place a piece"))},
        {QStringLiteral("play-card"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Play a card"))},
        {QStringLiteral("escape"), Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Escape"))},
        {QStringLiteral("take-damage"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Take damage"))},
        {QStringLiteral("declare-lethal"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Declare lethal"))},
        {QStringLiteral("rotate"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Turn the board"))},
        {QStringLiteral("end-turn"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "End the turn"))},
        {QStringLiteral("refill"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Refill the hands"))},
        {QStringLiteral("reveal-top"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Reveal the top card"))},
        {QStringLiteral("identify"),
         Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Enter cards in hand"))},
    };
}

std::optional<Message> LcEngine::malformed(const GameState &state, const Step &step) const
{
    if (!isLcState(state))
        return lcMessage(
            QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "This is not a Lethal Checkmate game state"));
    // The shape first, against the kind's schema (issue 35): the same schemas the journal
    // format page, the CLI's `schema` and the "any step" form are built from.
    static const QList<StepSchema> schemas = lc::stepSchemas();
    if (std::optional<Message> shape =
            schemaShapeProblem(schemas, step, int(stateOf(state).players.size())))
        return shape;
    const LcState &s = stateOf(state);
    const QString &k = step.kind;
    if (!kKinds.contains(k))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Unknown step kind %1"), {k});
    const bool seatOptional = k == QLatin1String("rotate") || k == QLatin1String("refill") ||
                              k == QLatin1String("take-damage");
    const bool seatOk = step.actor == 0 || step.actor == 1;
    if (!seatOk && !(seatOptional && step.actor == -1))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Seat %1 is not a player seat"),
                         {arg(step.actor)});
    const QJsonObject &p = step.payload;
    if (k == QLatin1String("place-piece")) {
        const QJsonValue sq = p.value(QStringLiteral("square"));
        if (!sq.isString() || !Square::parse(sq.toString()))
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"square\" must be a square a1..c4"));
    } else if (k == QLatin1String("play-card") || k == QLatin1String("escape")) {
        Play play;
        if (auto m = decodePlay(s, step, &play))
            return m;
    } else if (k == QLatin1String("take-damage")) {
        const QJsonValue seat = p.value(QStringLiteral("seat"));
        if (seat.isUndefined() ? !seatOk : (!isInt(seat) || seat.toInt() < 0 || seat.toInt() > 1))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "\"seat\" must name the damaged seat, 0 or 1"));
    } else if (k == QLatin1String("end-turn")) {
        const QJsonValue r = p.value(QStringLiteral("revealedHand"));
        if (!r.isUndefined() && !r.isBool())
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "\"revealedHand\" must be true or false"));
        // The cards the revealed hand showed (revision 1.2), optional.
        if (const QJsonValue hand = p.value(QStringLiteral("hand")); !hand.isUndefined())
            if (auto problem = malformedCardList(s, hand))
                return problem;
    } else if (k == QLatin1String("refill")) {
        return malformedRefill(s, p);
    } else if (k == QLatin1String("reveal-top")) {
        const QJsonValue c = p.value(QStringLiteral("card"));
        if (!c.isString() || !s.card(c.toString()))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "\"card\" must be a card of this game's set"));
    } else if (k == QLatin1String("identify")) {
        if (auto problem = malformedCardList(s, p.value(QStringLiteral("cards"))))
            return problem;
    }
    return std::nullopt;
}

QList<Finding> LcEngine::check(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return {};
    const LcState &s = stateOf(state);
    QList<Finding> out = checkStep(s, step);
    if (s.winner < 0)
        out.append(applyStep(s, step).infos);
    return out;
}

StatePtr LcEngine::apply(const GameState &state, const Step &step) const
{
    if (malformed(state, step))
        return isLcState(state) ? std::make_shared<const LcState>(stateOf(state))
                                : setup(defaultConfig());
    return std::make_shared<const LcState>(applyStep(stateOf(state), step).state);
}

Guidance LcEngine::guidance(const GameState &state) const
{
    const LcState &s = stateOf(state);
    Guidance g;
    g.phase = phaseCode(s.phase);
    const char *ctx = trContext;
    switch (s.phase) {
    case Phase::Placement:
        g.phaseName = Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Placement"));
        break;
    case Phase::Attack:
        g.phaseName = Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Attack phase"));
        break;
    case Phase::Escape:
        g.phaseName = Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Escape phase"));
        break;
    case Phase::End:
        g.phaseName = Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "End phase"));
        break;
    case Phase::Finished:
        g.phaseName = Message(ctx, QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Game over"));
        break;
    }
    if (s.players.size() != 2)
        return g;
    if (s.winner >= 0) {
        g.finished = true;
        g.hints.append(
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 wins"), {who(s, s.winner)}));
        return g;
    }
    if (s.rotationDue) {
        g.expected = {QStringLiteral("rotate")};
        g.hints.append(lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1's piece reached the far row: turn the "
                                                   "board 180 degrees"),
                                 {who(s, s.rotationMover)}));
        return g;
    }
    switch (s.phase) {
    case Phase::Placement: {
        const int first = s.southSeat;
        const bool firstDone = s.players.at(first).piece.isValid();
        g.actor = firstDone ? s.opponent(first) : first;
        g.expected = {QStringLiteral("place-piece"), QStringLiteral("reveal-top"),
                      QStringLiteral("identify")};
        if (firstDone)
            g.hints.append(lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 places the piece on any square but "
                                                       "%2"),
                                     {who(s, g.actor), s.players.at(first).piece.name()}));
        else
            g.hints.append(lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 places the piece on any square"),
                {who(s, g.actor)}));
        break;
    }
    case Phase::Attack:
        g.actor = s.turnPlayer;
        // Most likely first: a card while none is played (the turn player must play one), the
        // end of the turn once one is (or with an empty hand). The entry opens on the first.
        if (s.cardsPlayed > 0 || s.players.at(s.turnPlayer).hand.size() == 0)
            g.expected = {QStringLiteral("end-turn"), QStringLiteral("play-card"),
                          QStringLiteral("declare-lethal")};
        else
            g.expected = {QStringLiteral("play-card"), QStringLiteral("end-turn"),
                          QStringLiteral("declare-lethal")};
        if (s.cardsPlayed == 0 && s.players.at(s.turnPlayer).hand.size() == 0)
            g.hints.append(lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 has no cards in hand: end the turn"),
                {who(s, s.turnPlayer)}));
        else if (s.cardsPlayed == 0)
            g.hints.append(lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "%1 must play a card (with none "
                                                       "playable: reveal the hand and end the "
                                                       "turn)"),
                                     {who(s, s.turnPlayer)}));
        else
            g.hints.append(lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 may play a card, or end the turn"),
                {who(s, s.turnPlayer)}));
        if (s.lethalDeclared)
            g.hints.append(lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                       "Lethal: %1 may go on attacking after "
                                                       "dealing damage"),
                                     {who(s, s.turnPlayer)}));
        break;
    case Phase::Escape:
        g.actor = s.defender();
        g.expected = {QStringLiteral("escape"), QStringLiteral("take-damage")};
        g.hints.append(lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 is attacked: play one move card to "
                                                   "escape, or take the hit"),
                                 {who(s, s.defender())}));
        break;
    case Phase::End: {
        g.actor = -1;
        g.expected = {QStringLiteral("refill")};
        const int a = qMin(refillNeed(s, 0), drawable(s, 0));
        const int b = qMin(refillNeed(s, 1), drawable(s, 1));
        g.hints.append(
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Refill: %1 draws %2, %3 draws %4"),
                      {who(s, 0), arg(a), who(s, 1), arg(b)}));
        break;
    }
    case Phase::Finished:
        break;
    }
    return g;
}

std::optional<GameResult> LcEngine::result(const GameState &state) const
{
    const LcState &s = stateOf(state);
    if (s.winner < 0 || s.players.size() != 2)
        return std::nullopt;
    GameResult r;
    r.how = s.how;
    const int loser = s.opponent(s.winner);
    if (s.how == QLatin1String("lethal-failed"))
        r.summary = lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                "%1 wins: %2 declared lethal on the last HP "
                                                "step and did not finish the opponent"),
                              {who(s, s.winner), who(s, loser)});
    else
        r.summary =
            lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 wins: %2 took the third hit"),
                      {who(s, s.winner), who(s, loser)});
    QJsonArray hits;
    for (int seat = 0; seat < 2; ++seat) {
        const bool won = seat == s.winner;
        r.players.append({seat, double(s.players.at(s.opponent(seat)).hits), won ? 1 : 2, won});
        hits.append(s.players.at(seat).hits);
    }
    r.details = QJsonObject{{QStringLiteral("hitsTaken"), hits}, {QStringLiteral("turn"), s.turn}};
    return r;
}

namespace {

// What a hit did to `seat` between `before` and `after`: nothing (nullopt), or the sentence's
// tail: the damage on the track, the attack phase ending, or the game lost.
enum class HitOutcome { None, Damage, DamageEndsAttacks, Defeated };

HitOutcome hitOutcome(const LcState &before, const LcState &after, int seat)
{
    if (seat < 0 || seat > 1 || after.players.at(seat).hits <= before.players.at(seat).hits)
        return HitOutcome::None;
    if (after.phase == Phase::Finished && after.winner == after.opponent(seat))
        return HitOutcome::Defeated;
    if (before.phase == Phase::Escape && after.phase == Phase::End)
        return HitOutcome::DamageEndsAttacks;
    return HitOutcome::Damage;
}

} // namespace

Message LcEngine::describe(const GameState &before, const Step &step) const
{
    const LcState &s = stateOf(before);
    const QString actor = who(s, step.actor);
    const QJsonObject &p = step.payload;
    const QString &k = step.kind;
    // The line says what happened at the table, consequences included (issue 13): the state
    // after the step tells whether an escape got out of reach, who took damage, whether the
    // attack phase ended or the game was lost.
    const bool wellFormed = !malformed(before, step);
    const LcState after = wellFormed ? applyStep(s, step).state : s;
    if (k == QLatin1String("place-piece"))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 places the piece on %2"),
                         {actor, p.value(QStringLiteral("square")).toString()});
    if (k == QLatin1String("play-card") || k == QLatin1String("escape")) {
        // Only an escape can be a pass; a play-card always plays its card.
        if (k == QLatin1String("escape") && p.value(QStringLiteral("pass")).toBool()) {
            switch (hitOutcome(s, after, step.actor)) {
            case HitOutcome::Defeated:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 does not escape: the piece takes its "
                                                   "third damage and %1 loses"),
                                 {actor});
            case HitOutcome::DamageEndsAttacks:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 does not escape: the piece takes 1 damage "
                                                   "(%2 of 3) and the attack phase ends"),
                                 {actor, arg(after.players.at(step.actor).hits)});
            case HitOutcome::Damage:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 does not escape: the piece takes 1 damage "
                                                   "(%2 of 3)"),
                                 {actor, arg(after.players.at(step.actor).hits)});
            case HitOutcome::None:
                break;
            }
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 does not escape"), {actor});
        }
        const LocalizedName card = cardName(s, p.value(QStringLiteral("card")).toString());
        Play play;
        std::optional<Square> to;
        if (step.actor >= 0 && step.actor < 2 && !decodePlay(s, step, &play) && play.card &&
            play.card->isMove()) {
            bool offBoard = false;
            to = moveTarget(s, step.actor, play, &offBoard);
        }
        const bool escape = isEscape(s, step);
        if (p.contains(QStringLiteral("swapWith")))
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "%1 swaps %2 in for field card %3 and moves to %4"),
                             {actor, card, arg(p.value(QStringLiteral("swapWith")).toInt() + 1),
                              to ? to->name() : QStringLiteral("-")});
        if (to && escape) {
            const QString square = to->name();
            if (wellFormed && after.pending == Resolve::Escape)
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 escapes with %2 to %3; whether it is out "
                                                   "of reach is known once the board is turned"),
                                 {actor, card, square});
            switch (hitOutcome(s, after, step.actor)) {
            case HitOutcome::Defeated:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 escapes with %2 to %3 but is still hit: "
                                                   "the piece takes its third damage and %1 "
                                                   "loses"),
                                 {actor, card, square});
            case HitOutcome::DamageEndsAttacks:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 escapes with %2 to %3 but is still hit: "
                                                   "the piece takes 1 damage (%4 of 3) and the "
                                                   "attack phase ends"),
                                 {actor, card, square, arg(after.players.at(step.actor).hits)});
            case HitOutcome::Damage:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 escapes with %2 to %3 but is still hit: "
                                                   "the piece takes 1 damage (%4 of 3)"),
                                 {actor, card, square, arg(after.players.at(step.actor).hits)});
            case HitOutcome::None:
                break;
            }
            if (wellFormed && s.phase == Phase::Escape && after.phase == Phase::Attack)
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 escapes with %2 to %3 and is out of reach"),
                                 {actor, card, square});
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 escapes with %2 to %3"),
                             {actor, card, square});
        }
        // A card of the turn player that starts an attack says whom it attacks.
        const bool attacks = wellFormed && step.actor == s.turnPlayer && s.phase != Phase::Escape &&
                             after.phase == Phase::Escape;
        if (attacks) {
            const int victim = after.defender();
            const QString target = after.players.at(victim).piece.name();
            if (to)
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "%1 plays %2 to %3: it attacks %4's piece on "
                                                   "%5"),
                                 {actor, card, to->name(), who(s, victim), target});
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 plays %2: it attacks %3's piece on %4"),
                {actor, card, who(s, victim), target});
        }
        if (to)
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 plays %2 to %3"),
                             {actor, card, to->name()});
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 plays %2"), {actor, card});
    }
    if (k == QLatin1String("take-damage")) {
        const int seat = p.value(QStringLiteral("seat")).toInt(step.actor);
        const QString victim = who(s, seat);
        switch (hitOutcome(s, after, seat)) {
        case HitOutcome::Defeated:
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 takes 1 damage, the third: %1 loses"),
                {victim});
        case HitOutcome::DamageEndsAttacks:
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "%1 takes 1 damage (%2 of 3) and the attack phase "
                                               "ends"),
                             {victim, arg(after.players.at(seat).hits)});
        case HitOutcome::Damage:
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 takes 1 damage (%2 of 3)"),
                             {victim, arg(after.players.at(seat).hits)});
        case HitOutcome::None:
            break;
        }
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 takes 1 damage"), {victim});
    }
    if (k == QLatin1String("declare-lethal"))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 declares lethal"), {actor});
    if (k == QLatin1String("rotate")) {
        // A rotation that was due settles the play that waited for it: say how.
        if (wellFormed && s.pending == Resolve::Escape) {
            const int seat = s.defender();
            switch (hitOutcome(s, after, seat)) {
            case HitOutcome::Defeated:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "The board is turned 180 degrees: %1's escape "
                                                   "fails, the piece takes its third damage and "
                                                   "%1 loses"),
                                 {who(s, seat)});
            case HitOutcome::DamageEndsAttacks:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "The board is turned 180 degrees: %1's escape "
                                                   "fails, the piece takes 1 damage (%2 of 3) and "
                                                   "the attack phase ends"),
                                 {who(s, seat), arg(after.players.at(seat).hits)});
            case HitOutcome::Damage:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "The board is turned 180 degrees: %1's escape "
                                                   "fails, the piece takes 1 damage (%2 of 3)"),
                                 {who(s, seat), arg(after.players.at(seat).hits)});
            case HitOutcome::None:
                return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                                   "The board is turned 180 degrees: %1 is out "
                                                   "of reach"),
                                 {who(s, seat)});
            }
        }
        if (wellFormed && s.pending == Resolve::Attack && after.phase == Phase::Escape)
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                  "The board is turned 180 degrees: %1's piece on "
                                  "%2 is attacked"),
                {who(s, after.defender()), after.players.at(after.defender()).piece.name()});
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "The board is turned 180 degrees"));
    }
    if (k == QLatin1String("end-turn")) {
        const QJsonArray hand = p.value(QStringLiteral("hand")).toArray();
        if (p.value(QStringLiteral("revealedHand")).toBool() && !hand.isEmpty()) {
            QList<LocalizedName> names;
            for (const QJsonValue &v : hand)
                names.append(cardName(s, v.toString()));
            return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine",
                                               "%1 reveals the hand (%2) and ends the turn"),
                             {actor, joinList(names)});
        }
        if (p.value(QStringLiteral("revealedHand")).toBool())
            return lcMessage(
                QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 reveals the hand and ends the turn"),
                {actor});
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 ends the turn"), {actor});
    }
    if (k == QLatin1String("refill")) {
        const QJsonArray d = p.value(QStringLiteral("players")).toArray();
        auto count = [&](int seat) {
            const QJsonObject o = d.at(seat).toObject();
            return o.value(QStringLiteral("count"))
                .toInt(int(o.value(QStringLiteral("cards")).toArray().size()));
        };
        // What was drawn: no more than the deck and the discard pile held (lc.end.refill).
        QList<Message> shortDraws;
        for (int seat = 0; seat < 2; ++seat)
            if (count(seat) > drawnCount(s, seat, count(seat)))
                shortDraws.append(lcMessage(
                    QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 entered %2 but only %3 could be "
                                                           "drawn: the deck and the discard pile "
                                                           "held no more"),
                    {who(s, seat), arg(count(seat)), arg(drawnCount(s, seat, count(seat)))}));
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Refill: %1 draws %2, %3 draws %4"),
                         {who(s, 0), arg(drawnCount(s, 0, count(0))), who(s, 1),
                          arg(drawnCount(s, 1, count(1)))})
            .followedBy(shortDraws);
    }
    if (k == QLatin1String("reveal-top"))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 reveals %2 on top of the deck"),
                         {actor, cardName(s, p.value(QStringLiteral("card")).toString())});
    if (k == QLatin1String("identify"))
        return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "%1 enters %2 card(s) in hand"),
                         {actor, arg(int(p.value(QStringLiteral("cards")).toArray().size()))});
    return lcMessage(QT_TRANSLATE_NOOP("kbz::lc::LcEngine", "Unknown step %1"), {k});
}

} // namespace kbz::lc
