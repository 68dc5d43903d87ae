// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// low-autoplay: plays a deterministic game of Lords of War through the engine and writes it as
// a journal file (docs/journal-format.md). The golden journals of tests/data/lords-of-war were
// made with it; their expected outcome is pinned by the tests, so a rule change shows up as a
// diff to review, not as a silently regenerated file.
//
//   low-autoplay OUT.jsonl [--players N] [--intermediate] [--seed S] [--title T]
//                          [--cards-to-win N] [--commanders-to-win N]
//
// Each player keeps a real (simulated) hand: the deck is shuffled with a fixed generator, the
// general goes to the hand, the rest is drawn from the top. A turn places the card and square
// that destroy the most (commanders first) and lose the least, resolves with the engine's
// proposed shots, and refills; every sixth turn a player recalls a unit when one may be
// recalled. The engine never sees the hands: only the steps.
#include "core/JournalFile.h"
#include "lordsofwar/LowEngine.h"
#include "lordsofwar/LowRules.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QTextStream>
#include <cstdio>
#include <random>

using namespace kbz;
using namespace kbz::low;

namespace {

struct Hands
{
    QList<QStringList> hand; // per deck seat
    QList<QStringList> pile; // per deck seat, top first
};

Step makeStep(const QString &kind, int actor, QJsonObject payload)
{
    Step s;
    s.kind = kind;
    s.actor = actor;
    s.payload = std::move(payload);
    return s;
}

QJsonArray shotsJson(const QList<rules::Shot> &shots)
{
    QJsonArray a;
    for (const rules::Shot &s : shots)
        a.append(
            QJsonObject{{QStringLiteral("from"), s.from}, {QStringLiteral("target"), s.target}});
    return a;
}

QJsonArray intsJson(const QList<int> &v)
{
    QJsonArray a;
    for (int i : v)
        a.append(i);
    return a;
}

// Score of a placement for the side `side`: what falls when the engine resolves it.
int evaluate(const LowEngine &engine, const LowState &s, int seat, const QString &card, QPoint at)
{
    Step place =
        makeStep(QStringLiteral("place"), seat,
                 {{QStringLiteral("card"), card}, {QStringLiteral("at"), squareToJson(at)}});
    const StatePtr after = engine.apply(s, place);
    const auto &a = static_cast<const LowState &>(*after);
    const rules::CombatReport r = rules::resolveCombat(a, rules::proposeShots(a));
    const int side = s.sideOf(seat);
    int score = 0;
    for (int uid : r.destroyed) {
        const LowUnit *u = a.unit(uid);
        const LowCard *c = u ? a.card(u->card) : nullptr;
        if (!u || !c)
            continue;
        const int value = 10 + (c->isCommander() ? 8 : 0) + (c->isGeneral() ? 20 : 0);
        score += a.sideOf(u->owner) == side ? -value : value;
    }
    return score;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: low-autoplay OUT.jsonl [--players N] [--intermediate] "
                             "[--seed S] [--title T] [--cards-to-win N] [--commanders-to-win N]\n");
        return 2;
    }
    const QString out = args.takeFirst();
    int players = 2;
    bool intermediate = false;
    unsigned seed = 7;
    QString title = QStringLiteral("Orcs against dwarves");
    int cardsToWin = 0;
    int commandersToWin = 0;
    for (int i = 0; i < args.size(); ++i) {
        const QString a = args.at(i);
        if (a == QLatin1String("--players"))
            players = args.value(++i).toInt();
        else if (a == QLatin1String("--intermediate"))
            intermediate = true;
        else if (a == QLatin1String("--seed"))
            seed = args.value(++i).toUInt();
        else if (a == QLatin1String("--title"))
            title = args.value(++i);
        else if (a == QLatin1String("--cards-to-win"))
            cardsToWin = args.value(++i).toInt();
        else if (a == QLatin1String("--commanders-to-win"))
            commandersToWin = args.value(++i).toInt();
    }

    const LowEngine engine;
    JournalFile file;
    file.game = engine.id();
    file.title = title;
    file.config = engine.defaultConfig();
    static const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Ben"),
                                      QStringLiteral("Cal"), QStringLiteral("Dee"),
                                      QStringLiteral("Eve"), QStringLiteral("Fay")};
    file.config.players.clear();
    for (int p = 0; p < players; ++p)
        file.config.players.append(PlayerInfo{names.at(p), {}});
    if (intermediate)
        file.config.options.insert(QStringLiteral("intermediate"), true);
    if (cardsToWin > 0)
        file.config.options.insert(QStringLiteral("cardsToWin"), cardsToWin);
    if (commandersToWin > 0)
        file.config.options.insert(QStringLiteral("commandersToWin"), commandersToWin);

    StatePtr state = engine.setup(file.config);
    const auto &s0 = static_cast<const LowState &>(*state);

    // The simulated hands: shuffle each deck, the general to the hand, fill from the top.
    std::mt19937 rng(seed);
    Hands h;
    h.hand.resize(players);
    h.pile.resize(players);
    for (int p = 0; p < players; ++p) {
        const LowPlayer &pl = s0.players.at(p);
        if (pl.deckSeat != p)
            continue;
        QStringList deck = pl.deck;
        const QString general = s0.cards->generalOf(pl.army);
        deck.removeOne(general);
        std::shuffle(deck.begin(), deck.end(), rng);
        h.pile[p] = deck;
    }
    for (int p = 0; p < players; ++p) {
        const LowPlayer &pl = s0.players.at(p);
        const int d = pl.deckSeat;
        if (d == p)
            h.hand[p].append(s0.cards->generalOf(pl.army));
        while (h.hand[p].size() < pl.handLimit && !h.pile[d].isEmpty())
            h.hand[p].append(h.pile[d].takeFirst());
    }

    auto record = [&](const Step &step) {
        if (const auto bad = engine.malformed(*state, step)) {
            std::fprintf(stderr, "malformed step %s: %s\n", qPrintable(step.kind),
                         qPrintable(bad->english()));
            std::exit(1);
        }
        file.steps.append(step);
        state = engine.apply(*state, step);
    };

    int turns = 0;
    while (turns < 400) {
        const auto &s = static_cast<const LowState &>(*state);
        const Guidance g = engine.guidance(s);
        if (g.finished)
            break;
        const int seat = s.active;
        const int deckSeat = s.players.at(seat).deckSeat;
        QStringList &hand = h.hand[seat];
        if (s.phase == Phase::Opening || s.phase == Phase::Place) {
            QString bestCard;
            QPoint bestAt;
            int best = -1000000;
            QStringList tried;
            for (const QString &card : hand) {
                if (tried.contains(card))
                    continue;
                tried.append(card);
                for (const rules::LegalSquare &l : rules::legalSquares(s, seat, card)) {
                    // Keep the general back while other cards can fight.
                    const LowCard *c = s.card(card);
                    int score = evaluate(engine, s, seat, card, l.at);
                    if (c && c->isGeneral())
                        score -= 3;
                    if (score > best) {
                        best = score;
                        bestCard = card;
                        bestAt = l.at;
                    }
                }
            }
            QJsonObject payload;
            if (bestCard.isEmpty()) {
                const QList<QPoint> touching = rules::touchingEnemySquares(s, seat);
                if (touching.isEmpty() || hand.isEmpty()) {
                    std::fprintf(stderr, "turn %d: %s cannot place\n", s.turn,
                                 qPrintable(s.players.at(seat).name));
                    break;
                }
                bestCard = hand.first();
                bestAt = touching.first();
                QJsonArray shown;
                for (const QString &c : hand)
                    shown.append(c);
                payload.insert(QStringLiteral("shownHand"), shown);
            }
            payload.insert(QStringLiteral("card"), bestCard);
            payload.insert(QStringLiteral("at"), squareToJson(bestAt));
            hand.removeOne(bestCard);
            record(makeStep(QStringLiteral("place"), seat, payload));
        } else if (s.phase == Phase::Resolve) {
            const QList<rules::Shot> shots = rules::proposeShots(s);
            const rules::CombatReport r = rules::resolveCombat(s, shots);
            record(makeStep(QStringLiteral("resolve"), seat,
                            {{QStringLiteral("shots"), shotsJson(shots)},
                             {QStringLiteral("destroyed"), intsJson(r.destroyed)}}));
        } else if (s.phase == Phase::Berserker) {
            record(makeStep(
                QStringLiteral("berserker-move"), seat,
                {{QStringLiteral("unit"), s.berserkers.first()},
                 {QStringLiteral("to"), squareToJson(s.berserkerSquares.first().first())}}));
        } else if (s.phase == Phase::Reinforce) {
            ++turns;
            int recall = 0;
            if (turns % 6 == 0 || h.pile[deckSeat].isEmpty()) {
                for (const LowUnit &u : s.units)
                    if (u.owner == seat && rules::recallProblems(s, seat, u.uid).isEmpty()) {
                        recall = u.uid;
                        break;
                    }
            }
            if (recall) {
                hand.append(s.unit(recall)->card);
                record(
                    makeStep(QStringLiteral("recall"), seat, {{QStringLiteral("unit"), recall}}));
            } else {
                const LowPlayer &pl = s.players.at(seat);
                int count = 0;
                while (hand.size() < pl.handLimit && !h.pile[deckSeat].isEmpty()) {
                    hand.append(h.pile[deckSeat].takeFirst());
                    ++count;
                }
                if (s.placedGeneral && players == 3 && seat != 0)
                    count = 0;
                record(makeStep(QStringLiteral("draw"), seat, {{QStringLiteral("count"), count}}));
            }
        } else {
            std::fprintf(stderr, "unexpected phase %s\n", qPrintable(phaseCode(s.phase)));
            return 1;
        }
    }

    QFile f(out);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    f.write(file.serialize());
    const auto &end = static_cast<const LowState &>(*state);
    std::printf("%lld steps, %d turns, winner side %d (%s)\n",
                static_cast<long long>(file.steps.size()), end.turn, end.winnerSide,
                qPrintable(end.how));
    return 0;
}
