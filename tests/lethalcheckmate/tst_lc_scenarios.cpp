// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// Tests of the Lethal Checkmate rule engine, part 2: scenarios from the rulebook and the golden
// journal fixtures (tests/data/lethal-checkmate/*.jsonl + *.expected.json).
#include "../support/GoldenJournal.h"
#include "tst_lc_engine.h"

#include "LcTestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

using namespace kbz;
using namespace kbz::lc;
using namespace lctest;

void TestLcEngine::fullGameThreeHits()
{
    QList<QStringList> fs;
    QList<Step> steps = faceToFace();
    steps << play(0, "t-front") << pass(1) << refill(1, 1); // hit 1
    StatePtr s = run(steps, {}, &fs);
    QCOMPARE(lcs(s).players.at(1).hits, 1);
    QCOMPARE(lcs(s).handLimit(1), 4);
    QCOMPARE(lcs(s).players.at(1).hand.size(), 4);
    QCOMPARE(lcs(s).turnPlayer, 1);
    QCOMPARE(lcs(s).turn, 2);
    steps << play(1, "t-side", "a3") << endTurn(1) << refill(0, 1);
    steps << play(0, "t-wide") << pass(1) << refill(1, 1); // hit 2: a3 is in Test Wide's range
    s = run(steps, {}, &fs);
    QCOMPARE(lcs(s).players.at(1).hits, 2);
    QCOMPARE(lcs(s).handLimit(1), 5);
    QCOMPARE(lcs(s).players.at(1).hand.size(), 5);
    QCOMPARE(lcs(s).players.at(0).field, (QStringList{"t-front", "t-wide"}));
    QVERIFY(!engine.result(*s));
    steps << play(1, "t-front") << endTurn(1) << refill(0, 1);
    // White's arms already cover a3, but only fire after White plays a card.
    s = run(steps, {}, &fs);
    QCOMPARE(lcs(s).phase, Phase::Attack);
    QCOMPARE(lcs(s).turn, 5);
    steps << play(0, "t-side", "a2"); // from a2 both arms cover a3
    s = run(steps, {}, &fs);
    QCOMPARE(lcs(s).hitBy, (QStringList{"t-front", "t-wide"}));
    steps << pass(1); // hit 3
    s = run(steps, {}, &fs);
    for (int i = 0; i < fs.size(); ++i) {
        for (const QString &id : fs.at(i))
            QVERIFY2(id == QLatin1String("lc.attack.trigger"),
                     qPrintable(QStringLiteral("step %1: %2").arg(i).arg(id)));
    }
    QCOMPARE(lcs(s).players.at(1).hits, 3);
    QCOMPARE(lcs(s).phase, Phase::Finished);
    const auto r = engine.result(*s);
    QVERIFY(r);
    QCOMPARE(r->how, QStringLiteral("hp-exhausted"));
    QCOMPARE(r->winners(), QList<int>{0});
    QCOMPARE(r->players.at(1).rank, 2);
    QCOMPARE(r->players.at(0).score, 3.0);
    QVERIFY(engine.guidance(*s).finished);
}

void TestLcEngine::lethalSuccess()
{
    // White on the last step, Black one hit from losing... after the lethal hit, Black has 2.
    QList<QStringList> fs;
    QList<Step> steps = faceToFace();
    steps << damage(0) << damage(0) << damage(1) << lethal(0);
    StatePtr s = run(steps, {}, &fs);
    QVERIFY(fs.last().contains("lc.lethal.last-step"));
    QCOMPARE(lcs(s).players.at(0).hits, 2); // the marker cannot go further
    QVERIFY(lcs(s).lethalOnLastStep);
    steps << play(0, "t-front") << pass(1);
    s = run(steps);
    QCOMPARE(lcs(s).players.at(1).hits, 2);
    QCOMPARE(lcs(s).phase, Phase::Attack); // lethal: back to the attack phase
    steps << play(0, "t-side", "a2");      // Test Front now attacks a3, not b3
    s = run(steps);
    QCOMPARE(lcs(s).phase, Phase::Attack);
    steps << play(0, "t-wide"); // a3, b3 (c3 is off to the right? no: b3 is covered)
    s = run(steps);
    QCOMPARE(lcs(s).phase, Phase::Escape);
    QCOMPARE(lcs(s).hitBy, QStringList{"t-wide"});
    steps << pass(1);
    s = run(steps);
    const auto r = engine.result(*s);
    QVERIFY(r);
    QCOMPARE(r->how, QStringLiteral("hp-exhausted"));
    QCOMPARE(r->winners(), QList<int>{0});

    // Lethal below the last step: 1 self-damage, the hand limit grows.
    s = run(opening() + QList<Step>{lethal(0)});
    QCOMPARE(lcs(s).players.at(0).hits, 1);
    QCOMPARE(lcs(s).handLimit(0), 4);
    QVERIFY(!lcs(s).lethalOnLastStep);
}

void TestLcEngine::lethalFailure()
{
    QList<Step> steps = faceToFace();
    steps << damage(0) << damage(0) << lethal(0) << play(0, "t-front") << pass(1);
    StatePtr s = run(steps);
    QCOMPARE(lcs(s).players.at(1).hits, 1);
    QVERIFY(!engine.result(*s));
    steps << endTurn(0);
    s = run(steps);
    const auto r = engine.result(*s);
    QVERIFY(r);
    QCOMPARE(r->how, QStringLiteral("lethal-failed"));
    QCOMPARE(r->winners(), QList<int>{1});
    QCOMPARE(lcs(s).phase, Phase::Finished);
    // The same via a refill that ends the turn implicitly.
    s = run(faceToFace() +
            QList<Step>{damage(0), damage(0), lethal(0), play(0, "t-side", "a2"), refill(0, 0)});
    QCOMPARE(engine.result(*s)->how, QStringLiteral("lethal-failed"));
    // Declared (late, with a warning) after the turn was ended: the refill still settles it.
    s = run(faceToFace() + QList<Step>{damage(0), damage(0), play(0, "t-side", "a2"), endTurn(0),
                                       lethal(0), refill(0, 0)});
    QVERIFY(engine.result(*s));
    QCOMPARE(engine.result(*s)->how, QStringLiteral("lethal-failed"));
    QCOMPARE(lcs(s).turn, 1);
}

void TestLcEngine::fieldPushToDiscard()
{
    QList<QStringList> fs;
    const StatePtr s =
        run(opening() + QList<Step>{play(0, "t-front"), play(0, "t-wide"), endTurn(0), refill(2, 0),
                                    play(1, "t-front"), endTurn(1), refill(0, 1),
                                    play(0, "t-side", "a1"), play(0, "pawn-step")},
            {}, &fs);
    for (int i = 0; i + 1 < fs.size(); ++i)
        QVERIFY2(fs.at(i).isEmpty(), qPrintable(fs.at(i).join(", ")));
    const LcPlayer &w = lcs(s).players.at(0);
    QCOMPARE(w.field, (QStringList{"t-wide", "t-side", "pawn-step"}));
    QCOMPARE(w.discard, QStringList{"t-front"});
    QCOMPARE(w.piece.name(), QStringLiteral("a2"));
    QCOMPARE(fs.last(), QStringList{"lc.field.limit"});
    QCOMPARE(lcs(s).cardsPlayed, 2);
    QCOMPARE(w.hand.size(), 1);
}

void TestLcEngine::pawnStepSwap()
{
    const StatePtr s =
        run(opening() + QList<Step>{play(0, "t-front"), play(0, "t-wide"),
                                    play(0, "pawn-step", nullptr, {{"swapWith", 0}})});
    const LcPlayer &w = lcs(s).players.at(0);
    QCOMPARE(w.field, (QStringList{"pawn-step", "t-wide"}));
    QCOMPARE(w.hand.known, QStringList{"t-front"}); // back to the hand
    QCOMPARE(w.hand.size(), 1);
    QCOMPARE(w.piece.name(), QStringLiteral("b2"));
    QVERIFY(w.discard.isEmpty());
    QCOMPARE(engine
                 .describe(*run(opening() + QList<Step>{play(0, "t-front")}),
                           play(0, "pawn-step", nullptr, {{"swapWith", 0}}))
                 .english(),
             QStringLiteral("White swaps Pawn Step in for field card 1 and moves to b2"));
}

void TestLcEngine::rotationAndNoChain()
{
    QList<QStringList> fs;
    QList<Step> steps = {place(0, "b3"), place(1, "a4"), play(0, "pawn-step")};
    StatePtr s = run(steps);
    QVERIFY(lcs(s).rotationDue);
    QCOMPARE(lcs(s).rotationMover, 0);
    QCOMPARE(lcs(s).players.at(0).piece.name(), QStringLiteral("b4"));
    Guidance g = engine.guidance(*s);
    QCOMPARE(g.expected, QStringList{"rotate"});
    steps << rotate();
    s = run(steps);
    QVERIFY(!lcs(s).rotationDue);
    QCOMPARE(lcs(s).rotations, 1);
    QCOMPARE(lcs(s).players.at(0).piece.name(), QStringLiteral("b1"));
    QCOMPARE(lcs(s).players.at(1).piece.name(), QStringLiteral("c1")); // Black's far row
    QVERIFY(lcs(s).toJson().value("boardTurned").toBool());
    // Black's piece sits on its far row, but nothing is due until Black plays a move card there;
    // White has played a card: the end of the turn is the likeliest step, another card next.
    QCOMPARE(engine.guidance(*s).expected,
             (QStringList{"end-turn", "play-card", "declare-lethal"}));
    steps << endTurn(0) << refill(1, 0) << play(1, "t-side", "b1");
    s = run(steps);
    QVERIFY(lcs(s).rotationDue); // moved along the far row: stays there, the board turns
    QCOMPARE(lcs(s).rotationMover, 1);
    // An arms card played on the far row does not turn the board (move cards only).
    s = run({place(0, "b3"), place(1, "a4"), play(0, "pawn-step"), rotate(), endTurn(0),
             refill(1, 0), play(1, "t-front")});
    QVERIFY(!lcs(s).rotationDue);
    // Skipping the rotation: the warning, and the board stays as the table has it.
    s = run({place(0, "b3"), place(1, "a4"), play(0, "pawn-step"), play(0, "t-front")}, {}, &fs);
    QVERIFY(fs.last().contains("lc.rotation.missing"));
    QVERIFY(!lcs(s).rotationDue);
    QCOMPARE(lcs(s).players.at(0).piece.name(), QStringLiteral("b4"));
    QCOMPARE(lcs(s).rotations, 0);
}

void TestLcEngine::attackResolvedAfterRotation()
{
    // White (b3) has Test Wide on the field; Pawn Step takes it to b4, the far row. Before the
    // rotation Test Wide points off the board; after it White is on b1 and Black, carried from
    // a3 to c2, is in range (a2, b2, c2): the attack is worked out after the rotation.
    QList<Step> steps = {place(0, "b3"), place(1, "a3"), play(0, "t-wide"), play(0, "pawn-step")};
    StatePtr s = run(steps);
    QVERIFY(lcs(s).rotationDue);
    QCOMPARE(lcs(s).phase, Phase::Attack);
    QCOMPARE(lcs(s).pending, Resolve::Attack);
    QList<QStringList> fs;
    steps << rotate();
    s = run(steps, {}, &fs);
    QCOMPARE(lcs(s).players.at(0).piece.name(), QStringLiteral("b1"));
    QCOMPARE(lcs(s).players.at(1).piece.name(), QStringLiteral("c2"));
    QCOMPARE(lcs(s).phase, Phase::Escape);
    QCOMPARE(fs.last(), QStringList{"lc.attack.trigger"});
    QCOMPARE(lcs(s).pending, Resolve::None);
    // Black carried from b1 to b4 stays out of range.
    steps = {place(0, "b3"), place(1, "b1"), play(0, "t-wide"), play(0, "pawn-step"), rotate()};
    s = run(steps);
    QCOMPARE(lcs(s).players.at(1).piece.name(), QStringLiteral("b4"));
    QCOMPARE(lcs(s).phase, Phase::Attack);
    // An escape onto the escaper's far row: the rotation comes first, then the escape is
    // judged. Black dashes from b3 to b1 (safe from Test Front on b2), the board turns, White is
    // carried to b3 and Black to b4, in range again: the escape fails.
    steps = attacked() + QList<Step>{esc(1, "t-dash", "b1")};
    s = run(steps);
    QVERIFY(lcs(s).rotationDue);
    QCOMPARE(lcs(s).rotationMover, 1);
    QCOMPARE(lcs(s).phase, Phase::Escape);
    QCOMPARE(lcs(s).pending, Resolve::Escape);
    // The journal says the escape waits for the rotation, and then that it failed (issue 13).
    QCOMPARE(engine.describe(*run(attacked()), esc(1, "t-dash", "b1")).english(),
             QStringLiteral("Black escapes with Test Dash to b1; whether it is out of reach is "
                            "known once the board is turned"));
    QCOMPARE(engine.describe(*run(steps), rotate()).english(),
             QStringLiteral("The board is turned 180 degrees: Black's escape fails, the piece "
                            "takes 1 damage (1 of 3) and the attack phase ends"));
    s = run(steps + QList<Step>{rotate()});
    QCOMPARE(lcs(s).players.at(1).piece.name(), QStringLiteral("b4"));
    QCOMPARE(lcs(s).players.at(1).hits, 1);
    QCOMPARE(lcs(s).phase, Phase::End);
    // Without the rotation the table's board is judged as it is: Black escaped.
    fs.clear();
    s = run(steps + QList<Step>{play(0, "t-side", "a2")}, {}, &fs);
    QVERIFY(fs.last().contains("lc.rotation.missing"));
    QCOMPARE(lcs(s).players.at(1).hits, 0);
    QCOMPARE(lcs(s).phase, Phase::Attack);
}

void TestLcEngine::escapeSuccess()
{
    QList<QStringList> fs;
    const StatePtr s = run(attacked() + QList<Step>{esc(1, "t-side", "a3")}, {}, &fs);
    QVERIFY(fs.last().isEmpty());
    const LcState &st = lcs(s);
    QCOMPARE(st.phase, Phase::Attack); // the turn player goes on
    QCOMPARE(st.turnPlayer, 0);
    QCOMPARE(st.players.at(1).hits, 0);
    QCOMPARE(st.players.at(1).piece.name(), QStringLiteral("a3"));
    QCOMPARE(st.players.at(1).field, QStringList{"t-side"});
    QCOMPARE(st.players.at(1).hand.size(), 2);
    QVERIFY(st.escapeUsed);
    QCOMPARE(engine.guidance(*s).actor, 0);
}

void TestLcEngine::escapeFailure()
{
    // Escaping sideways from b3 into a3 stays in Test Wide's range.
    const StatePtr s = run(faceToFace() + QList<Step>{play(0, "t-wide"), esc(1, "t-side", "a3")});
    const LcState &st = lcs(s);
    QCOMPARE(st.players.at(1).hits, 1);
    QCOMPARE(st.phase, Phase::End);
    QVERIFY(st.damageDealt);
    QCOMPARE(st.handLimit(1), 4);
    const Guidance g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("end"));
    QCOMPARE(g.expected, QStringList{"refill"});
    // White used 1 card (draws 1); Black used 1 and its limit rose to 4 (draws 2).
    QCOMPARE(g.hints.first().english(), QStringLiteral("Refill: White draws 1, Black draws 2"));
}

void TestLcEngine::refillAfterDamage()
{
    // The rulebook's example: the turn player used 2 cards and dealt damage -> draws 2; the
    // damaged player draws up to its new, larger limit.
    QList<QStringList> fs;
    QList<Step> steps = faceToFace();
    steps << play(0, "t-side", "a2") << play(0, "t-wide") << pass(1);
    StatePtr s = run(steps);
    QCOMPARE(lcs(s).phase, Phase::End);
    QCOMPARE(rules::refillNeed(lcs(s), 0), 2);
    QCOMPARE(rules::refillNeed(lcs(s), 1), 1);
    steps << mk("refill", -1,
                {{"players", QJsonArray{QJsonObject{{"cards", QJsonArray{"t-front", "t-leap"}}},
                                        QJsonObject{{"count", 1}}}}});
    s = run(steps, {}, &fs);
    QVERIFY2(fs.last().isEmpty(), qPrintable(fs.last().join(", ")));
    const LcState &st = lcs(s);
    QCOMPARE(st.players.at(0).hand.size(), 3);
    QCOMPARE(st.players.at(0).hand.known, (QStringList{"t-front", "t-leap"}));
    QCOMPARE(st.players.at(0).deck, 4);
    QCOMPARE(st.players.at(1).hand.size(), 4);
    QCOMPARE(st.players.at(1).deck, 5);
    QCOMPARE(st.turnPlayer, 1);
    QCOMPARE(st.phase, Phase::Attack);
    QCOMPARE(st.cardsPlayed, 0);
    QVERIFY(!st.damageDealt);
}

void TestLcEngine::deckRebuild()
{
    // Deck of 5, 3 in hand: 2 left. White empties the hand, then the deck, then needs the
    // discard pile.
    const QJsonObject small{{"deckSize", 5}};
    QList<QStringList> fs;
    QList<Step> steps = {place(0, "a1"),    place(1, "c4"),          play(0, "t-front"),
                         play(0, "t-wide"), play(0, "t-side", "b1"), endTurn(0),
                         refill(2, 0)};
    StatePtr s = run(steps, small, &fs);
    QVERIFY2(fs.last().isEmpty(), qPrintable(fs.last().join(", ")));
    QCOMPARE(lcs(s).players.at(0).deck, 0);
    QCOMPARE(lcs(s).players.at(0).hand.size(), 2);
    steps << play(1, "t-side", "b4") << endTurn(1) << refill(0, 1);
    s = run(steps, small, &fs);
    QVERIFY2(fs.last().isEmpty(), qPrintable(fs.last().join(", "))); // White cannot draw
    steps << play(0, "pawn-step") << endTurn(0);
    s = run(steps, small, &fs);
    QCOMPARE(lcs(s).players.at(0).discard, QStringList{"t-front"});
    QCOMPARE(rules::drawable(lcs(s), 0), 1);
    QCOMPARE(engine.guidance(*s).hints.first().english(),
             QStringLiteral("Refill: White draws 1, Black draws 0"));
    steps << refill(1, 0);
    s = run(steps, small, &fs);
    QCOMPARE(fs.last(), QStringList{"lc.end.rebuild"});
    QCOMPARE(lcs(s).players.at(0).deck, 0);
    QVERIFY(lcs(s).players.at(0).discard.isEmpty());
    QCOMPARE(lcs(s).players.at(0).hand.size(), 2);
    // A bigger rebuild: 3 discarded, 1 needed -> 2 stay in the new deck.
    LcState st = lcs(run(opening(), small));
    st.phase = Phase::End;
    st.players[0].deck = 0;
    st.players[0].hand = LcHand{{}, 2};
    st.players[0].discard = {"t-front", "t-wide", "t-leap"};
    const StatePtr after = engine.apply(st, refill(1, 0));
    QCOMPARE(lcs(after).players.at(0).deck, 2);
    QVERIFY(lcs(after).players.at(0).discard.isEmpty());
    // Drawing more than deck + discard pile: no crash, no negative deck, no empty rebuild.
    QList<QStringList> more;
    s = run(opening() + QList<Step>{play(0, "t-front"), endTurn(0), refill(9, 0)}, {}, &more);
    QCOMPARE(more.last(), QStringList{"lc.end.refill"});
    QCOMPARE(lcs(s).players.at(0).deck, 0);
    // Only the 6 cards of the deck are drawn: 2 in hand + 6, and Test Front on the field.
    QCOMPARE(lcs(s).players.at(0).hand.size(), 8);
}

namespace {

// Every card of the seat's deck as the state counts it: hand, field, deck and discard pile.
int cardsOf(const LcState &s, int seat)
{
    const LcPlayer &p = s.players.at(seat);
    return p.hand.size() + int(p.field.size()) + p.deck + int(p.discard.size());
}

} // namespace

void TestLcEngine::refillBeyondTheDeck()
{
    // Decks of 5, 3 in hand: 2 left. The table enters 7 and 9 cards drawn.
    const QJsonObject small{{"deckSize", 5}};
    const QList<Step> ended = opening() + QList<Step>{play(0, "t-front"), endTurn(0)};
    const StatePtr before = run(ended, small);
    QCOMPARE(rules::drawable(lcs(before), 0), 2);
    QCOMPARE(rules::drawable(lcs(before), 1), 2);
    const Step step = refill(7, 9);

    // The warning says that the deck holds fewer cards, for each seat, under lc.end.refill.
    const QList<Finding> findings = engine.check(*before, step);
    QStringList refillTexts;
    for (const Finding &f : findings)
        if (f.ruleId == QLatin1String("lc.end.refill"))
            refillTexts.append(f.message.english());
    QCOMPARE(refillTexts.size(), 2);
    QVERIFY2(refillTexts.at(0).contains(QLatin1String("not 7")) &&
                 refillTexts.at(0).contains(QLatin1String("hold only 2")),
             qPrintable(refillTexts.at(0)));
    QVERIFY2(refillTexts.at(1).contains(QLatin1String("not 9")) &&
                 refillTexts.at(1).contains(QLatin1String("hold only 2")),
             qPrintable(refillTexts.at(1)));

    // Recorded anyway: the hands take what the decks held, never more cards than the game has.
    const StatePtr after = engine.apply(*before, step);
    QCOMPARE(lcs(after).players.at(0).hand.size(), 4);
    QCOMPARE(lcs(after).players.at(1).hand.size(), 5);
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(lcs(after).players.at(seat).deck, 0);
        QCOMPARE(cardsOf(lcs(after), seat), 5);
    }
    // The journal line says what was drawn and what could not be.
    QCOMPARE(engine.describe(*before, step).english(),
             QStringLiteral("Refill: White draws 2, Black draws 2; White entered 7 but only 2 "
                            "could be drawn: the deck and the discard pile held no more; Black "
                            "entered 9 but only 2 could be drawn: the deck and the discard pile "
                            "held no more"));

    // Cards named beyond what the deck holds: the first ones are drawn, as many as there are.
    const Step named =
        mk("refill", -1,
           {{"players", QJsonArray{QJsonObject{{"cards", QJsonArray{"t-wide", "t-leap", "t-back"}}},
                                   QJsonObject{{"count", 2}}}}});
    const StatePtr namedAfter = engine.apply(*before, named);
    QCOMPARE(lcs(namedAfter).players.at(0).hand.known, (QStringList{"t-wide", "t-leap"}));
    QCOMPARE(cardsOf(lcs(namedAfter), 0), 5);
    // Within the deck: drawn as entered.
    QCOMPARE(lcs(engine.apply(*before, refill(1, 0))).players.at(0).hand.size(), 3);
}

void TestLcEngine::hiddenAndKnownCards()
{
    QList<Step> steps = {mk("reveal-top", 0, {{"card", "t-leap"}}), place(0, "b1"), place(1, "b4"),
                         identify(0, {"t-front"})};
    StatePtr s = run(steps);
    QCOMPARE(lcs(s).players.at(0).hand.known, QStringList{"t-front"});
    QCOMPARE(lcs(s).players.at(0).hand.unknown, 2);
    QCOMPARE(lcs(s).players.at(0).topCard, QStringLiteral("t-leap"));
    steps << play(0, "t-side", "a1") << endTurn(0) << refill(1, 0);
    s = run(steps);
    // The revealed top card is the one drawn.
    QCOMPARE(lcs(s).players.at(0).hand.known, (QStringList{"t-front", "t-leap"}));
    QCOMPARE(lcs(s).players.at(0).hand.unknown, 1);
    QVERIFY(lcs(s).players.at(0).topCard.isEmpty());
    const QJsonObject j = s->toJson().value("players").toArray().at(0).toObject();
    QCOMPARE(j.value("hand").toObject().value("size").toInt(), 3);
    QCOMPARE(j.value("piece").toString(), QStringLiteral("a1"));
}

void TestLcEngine::guidanceAndDescribe()
{
    StatePtr s = engine.setup(testConfig());
    Guidance g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("placement"));
    QCOMPARE(g.actor, 0);
    QCOMPARE(g.expected.first(), QStringLiteral("place-piece"));
    QCOMPARE(g.hints.first().english(), QStringLiteral("White places the piece on any square"));
    s = run({place(0, "b2")});
    QCOMPARE(engine.guidance(*s).hints.first().english(),
             QStringLiteral("Black places the piece on any square but b2"));
    s = run(faceToFace());
    g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("attack"));
    QCOMPARE(g.phaseName.english(), QStringLiteral("Attack phase"));
    QCOMPARE(g.expected.first(), QStringLiteral("play-card"));
    QVERIFY(g.hints.first().english().startsWith(QLatin1String("White must play a card")));
    QCOMPARE(engine.describe(*s, play(0, "pawn-step")).english(),
             QStringLiteral("White plays Pawn Step")); // b3 is taken: no square to go to
    QCOMPARE(engine.describe(*s, play(0, "t-side", "a2")).english(),
             QStringLiteral("White plays Test Side to a2"));
    // A card that starts an attack says whom it attacks.
    QCOMPARE(engine.describe(*s, play(0, "t-front")).english(),
             QStringLiteral("White plays Test Front: it attacks Black's piece on b3"));
    QCOMPARE(engine.describe(*s, endTurn(0, true)).english(),
             QStringLiteral("White reveals the hand and ends the turn"));
    QCOMPARE(engine.describe(*s, rotate()).english(),
             QStringLiteral("The board is turned 180 degrees"));
    s = run(attacked());
    g = engine.guidance(*s);
    QCOMPARE(g.phase, QStringLiteral("escape"));
    QCOMPARE(g.actor, 1);
    QCOMPARE(g.expected, (QStringList{"escape", "take-damage"}));
    QCOMPARE(engine.describe(*s, esc(1, "t-side", "a3")).english(),
             QStringLiteral("Black escapes with Test Side to a3 and is out of reach"));
    // Honest lines (issue 13): not escaping is a hit, and the hit ends the attack phase.
    QCOMPARE(engine.describe(*s, pass(1)).english(),
             QStringLiteral("Black does not escape: the piece takes 1 damage (1 of 3) and the "
                            "attack phase ends"));
    QCOMPARE(engine.describe(*s, damage(1)).english(),
             QStringLiteral("Black takes 1 damage (1 of 3) and the attack phase ends"));
    {
        // The third damage ends the game: the line says who lost.
        const StatePtr twoHits = engine.apply(*engine.apply(*s, damage(1)), damage(1));
        QCOMPARE(lcs(twoHits).players.at(1).hits, 2);
        QCOMPARE(engine.describe(*twoHits, damage(1)).english(),
                 QStringLiteral("Black takes 1 damage, the third: Black loses"));
    }
    QCOMPARE(engine.describe(*s, esc(1, "t-side", "a3")).args.at(1),
             MessageArg(LocalizedName{"Test Side", QStringLiteral("テスト横移動")}));
    s = run(attacked() + QList<Step>{esc(1, "t-side", "a3")});
    QCOMPARE(engine.guidance(*s).hints.first().english(),
             QStringLiteral("White may play a card, or end the turn"));
    // A play-card is never a pass, even with "pass": true in its payload.
    s = run(attacked());
    const Step stray = play(1, "t-side", "a3", {{"pass", true}});
    QCOMPARE(engine.describe(*s, stray).english(),
             QStringLiteral("Black escapes with Test Side to a3 and is out of reach"));
    QCOMPARE(lcs(engine.apply(*s, stray)).players.at(1).piece.name(), QStringLiteral("a3"));
    // Nothing in hand at the start of the turn: nothing to play or reveal.
    s = run({place(0, "a1"), place(1, "c4"), play(0, "t-front"), play(0, "t-wide"),
             play(0, "t-side", "b1"), endTurn(0), refill(0, 0), play(1, "t-front"), endTurn(1),
             refill(0, 0)},
            {{"deckSize", 3}});
    QCOMPARE(lcs(s).players.at(0).hand.size(), 0);
    QCOMPARE(engine.guidance(*s).hints.first().english(),
             QStringLiteral("White has no cards in hand: end the turn"));
}

void TestLcEngine::oddStepOrders()
{
    // Cards drawn during the placement (a warning) do not start a turn: the first player places
    // first and plays first.
    QList<QStringList> fs;
    StatePtr s = run({refill(1, 0)}, {}, &fs);
    QCOMPARE(fs.last(), (QStringList{"lc.end.phase", "lc.end.refill"}));
    QCOMPARE(lcs(s).phase, Phase::Placement);
    QCOMPARE(lcs(s).players.at(0).hand.size(), 4);
    fs.clear();
    s = run({refill(1, 0), place(0, "b1"), place(1, "b4")}, {}, &fs);
    for (const QStringList &f : fs.mid(1))
        QVERIFY2(f.isEmpty(), qPrintable(f.join(", ")));
    QCOMPARE(lcs(s).phase, Phase::Attack);
    QCOMPARE(lcs(s).turnPlayer, 0);
    QCOMPARE(lcs(s).turn, 1);
    // A card played after the turn was ended takes the table back to the attack phase.
    s = run(opening() + QList<Step>{play(0, "t-front"), endTurn(0), play(0, "t-wide")});
    QCOMPARE(lcs(s).phase, Phase::Attack);
    QCOMPARE(lcs(s).cardsPlayed, 2);
}

namespace {

// A small deterministic generator (the same sequence on every platform).
struct Lcg
{
    quint64 x;
    int next(int n)
    {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return int((x >> 33) % quint64(n));
    }
};

Step randomStep(Lcg &r)
{
    static const char *const kinds[] = {"place-piece",    "play-card", "escape",   "take-damage",
                                        "declare-lethal", "rotate",    "end-turn", "refill",
                                        "reveal-top",     "identify"};
    static const char *const cards[] = {"t-front", "t-wide", "t-side",   "t-leap",
                                        "t-back",  "t-dash", "pawn-step"};
    static const char *const squares[] = {"a1", "b1", "c1", "a2", "b2", "c2",
                                          "a3", "b3", "c3", "a4", "b4", "c4"};
    const QString kind = QString::fromLatin1(kinds[r.next(10)]);
    const int actor = r.next(3) - 1;
    auto someCards = [&] {
        QJsonArray c;
        for (int j = r.next(3); j > 0; --j)
            c.append(cards[r.next(7)]);
        return c;
    };
    QJsonObject p;
    if (kind == QLatin1String("place-piece")) {
        p.insert("square", squares[r.next(12)]);
    } else if (kind == QLatin1String("play-card") || kind == QLatin1String("escape")) {
        if (kind == QLatin1String("escape") && r.next(4) == 0) {
            p.insert("pass", true);
        } else {
            p.insert("card", cards[r.next(7)]);
            const int m = r.next(4);
            if (m == 1)
                p.insert("to", squares[r.next(12)]);
            else if (m == 2)
                p.insert("offset", QJsonArray{r.next(5) - 2, r.next(7) - 3});
            if (r.next(4) == 0)
                p.insert("swapWith", r.next(3));
        }
    } else if (kind == QLatin1String("take-damage") && r.next(2)) {
        p.insert("seat", r.next(2));
    } else if (kind == QLatin1String("end-turn") && r.next(2)) {
        p.insert("revealedHand", bool(r.next(2)));
    } else if (kind == QLatin1String("refill")) {
        QJsonArray a;
        for (int i = 0; i < 2; ++i)
            a.append(r.next(3) == 0 ? QJsonObject{{"cards", someCards()}}
                                    : QJsonObject{{"count", r.next(7)}});
        p.insert("players", a);
    } else if (kind == QLatin1String("reveal-top")) {
        p.insert("card", cards[r.next(7)]);
    } else if (kind == QLatin1String("identify")) {
        p.insert("cards", someCards());
    }
    return Step{kind, actor, p};
}

} // namespace

void TestLcEngine::randomStepsStayConsistent()
{
    // Steps in any order, by any seat: no crash, only declared rule ids, no unfilled
    // placeholders, and the state stays within its bounds.
    Lcg r{20240601};
    const QStringList ids = engine.ruleIds();
    for (int game = 0; game < 300; ++game) {
        StatePtr s = engine.setup(testConfig({{"deckSize", 3 + r.next(7)}}));
        for (int i = 0; i < 50; ++i) {
            const Step step = randomStep(r);
            if (engine.malformed(*s, step))
                continue;
            for (const Finding &f : engine.check(*s, step)) {
                QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
                QVERIFY(!f.message.english().contains(QLatin1Char('%')));
            }
            QVERIFY(!engine.describe(*s, step).english().contains(QLatin1Char('%')));
            s = engine.apply(*s, step);
            const LcState &st = lcs(s);
            for (const LcPlayer &p : st.players) {
                QVERIFY(p.hand.unknown >= 0);
                QVERIFY(p.deck >= 0);
                QVERIFY(p.field.size() <= 3);
                QVERIFY(p.hits >= 0 && p.hits <= (st.winner < 0 ? 2 : 3));
            }
            QCOMPARE(st.phase == Phase::Finished, st.winner >= 0);
            QVERIFY(!st.rotationDue || st.rotationMover == 0 || st.rotationMover == 1);
            const Guidance g = engine.guidance(*s);
            QCOMPARE(g.finished, st.winner >= 0);
            QVERIFY(g.finished || !g.expected.isEmpty());
            for (const Message &m : g.hints)
                QVERIFY(!m.english().contains(QLatin1Char('%')));
            QCOMPARE(bool(engine.result(*s)), st.winner >= 0);
        }
    }
}

void TestLcEngine::goldenJournals_data()
{
    kbz::test::addGoldenJournalRows(QStringLiteral("lethal-checkmate"), 3);
}

void TestLcEngine::goldenJournals()
{
    QFETCH(QString, path);
    kbz::test::verifyGoldenJournal(engine, path);
}

// What the step entry proposes (issue 13, forms follow the game): an escape's square out of
// reach, worked out after the board turns when the escape reaches the far row, and an escape
// card only when one known in the hand gets the piece out of reach.
void TestLcEngine::entryProposals()
{
    using namespace rules;
    const StatePtr frontState = run(attacked()); // Test Front on b2 covers b3
    const LcState &front = lcs(frontState);
    QVERIFY(escapeStillHit(front, 1, Square{1, 2}));
    QVERIFY(!escapeStillHit(front, 1, Square{0, 2}));
    const LcCard &side = *front.card(QStringLiteral("t-side"));
    QCOMPARE(proposedMoveSquare(front, 1, side, true), (Square{2, 2})); // c3, the first legal
    QCOMPARE(proposedEscapeCard(front), QString()); // the hand is unknown: take the hit
    QCOMPARE(proposedEscapeCard(lcs(run(attacked() + QList<Step>{identify(1, {"t-leap"})}))),
             QString()); // Test Leap may not escape
    QCOMPARE(proposedEscapeCard(lcs(run(attacked() + QList<Step>{identify(1, {"t-side"})}))),
             QStringLiteral("t-side"));

    // Test Wide covers a3, b3 and c3: Test Side stays in reach, Test Back gets out (b4).
    const QList<Step> wide = faceToFace() + QList<Step>{play(0, "t-wide")};
    const StatePtr wideState = run(wide);
    const LcState &w = lcs(wideState);
    QCOMPARE(proposedMoveSquare(w, 1, side, true), (Square{2, 2})); // none out of reach
    QVERIFY(escapeStillHit(w, 1, Square{2, 2}));
    QCOMPARE(proposedEscapeCard(lcs(run(wide + QList<Step>{identify(1, {"t-side", "t-back"})}))),
             QStringLiteral("t-back"));
    // Test Dash to b1, Black's far row: the board turns, White is carried to b3 and Black to b4,
    // and Test Wide covers b4: still hit, as the engine works it out after the rotation.
    QVERIFY(escapeStillHit(w, 1, Square{1, 0}));
    const StatePtr afterState = run(wide + QList<Step>{esc(1, "t-dash", "b1"), rotate()});
    const LcState &after = lcs(afterState);
    QCOMPARE(after.players.at(1).piece, (Square{1, 3}));
    QCOMPARE(after.players.at(1).hits, 1);
}
