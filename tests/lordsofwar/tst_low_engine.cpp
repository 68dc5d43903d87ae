// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
#include "../support/GoldenJournal.h"
#include "LowEngineFixture.h"
#include "LowTestSupport.h"

#include <QJsonDocument>
#include <QtTest>

using namespace lowtest;

// The Lords of War engine through its GameEngine contract (setup, check, apply, guidance,
// result, describe), without a Session: every validator firing and not firing, the messages,
// malformed steps, guidance, describe and the golden journals. The turns are tst_low_turns.
class tst_low_engine : public EngineFixture
{
    Q_OBJECT

private Q_SLOTS:
    void setup_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QList<int>>("hands");
        QTest::addColumn<QList<int>>("piles");
        QTest::addColumn<QList<int>>("sides");
        QTest::addColumn<QList<int>>("turnOrder");
        QTest::addColumn<QList<int>>("openingOrder");
        QTest::addColumn<int>("cardsToWin");
        QTest::addColumn<int>("commandersToWin");
        QTest::addColumn<bool>("unlimited");
        QTest::addColumn<int>("teamGeneral");

        QTest::newRow("2") << 2 << QList<int>{6, 6} << QList<int>{30, 30} << QList<int>{0, 1}
                           << QList<int>{0, 1} << QList<int>{0, 1} << 20 << 4 << false << 0;
        QTest::newRow("3") << 3 << QList<int>{7, 3, 3} << QList<int>{29, 29, 29}
                           << QList<int>{0, 1, 1} << QList<int>{0, 1, 0, 2} << QList<int>{0, 1}
                           << 20 << 4 << false << 1;
        QTest::newRow("4") << 4 << QList<int>{6, 6, 6, 6} << QList<int>{30, 30, 30, 30}
                           << QList<int>{0, 1, 0, 1} << QList<int>{0, 1, 2, 3}
                           << QList<int>{0, 1, 2, 3} << 30 << 7 << true << 0;
        QTest::newRow("6") << 6 << QList<int>{6, 6, 6, 6, 6, 6}
                           << QList<int>{30, 30, 30, 30, 30, 30} << QList<int>{0, 1, 0, 1, 0, 1}
                           << QList<int>{0, 1, 2, 3, 4, 5} << QList<int>{0, 1, 2, 3, 4, 5} << 50
                           << 9 << true << 0;
    }

    void setup()
    {
        QFETCH(int, players);
        QFETCH(QList<int>, hands);
        QFETCH(QList<int>, piles);
        QFETCH(QList<int>, sides);
        QFETCH(QList<int>, turnOrder);
        QFETCH(QList<int>, openingOrder);
        QFETCH(int, cardsToWin);
        QFETCH(int, commandersToWin);
        QFETCH(bool, unlimited);
        QFETCH(int, teamGeneral);
        const StatePtr p = m_engine.setup(configFor(players));
        const LowState &s = typed(p);
        QCOMPARE(s.players.size(), players);
        QList<int> h, d, sd;
        for (const LowPlayer &pl : s.players) {
            h.append(pl.hand);
            d.append(pl.drawPile);
            sd.append(pl.side);
            QCOMPARE(pl.deck.size(), 36);
            QCOMPARE(pl.army, pl.side == 0 ? QStringLiteral("orc") : QStringLiteral("dwarf"));
        }
        QCOMPARE(h, hands);
        QCOMPARE(d, piles);
        QCOMPARE(sd, sides);
        QCOMPARE(s.turnOrder, turnOrder);
        QCOMPARE(s.openingOrder, openingOrder);
        QCOMPARE(s.cardsToWin, cardsToWin);
        QCOMPARE(s.commandersToWin, commandersToWin);
        QCOMPARE(s.unlimited, unlimited);
        QCOMPARE(s.teamGeneral, teamGeneral);
        QCOMPARE(s.phase, Phase::Opening);
        QCOMPARE(s.active, 0);
        if (players == 3)
            QCOMPARE(s.players.at(2).deckSeat, 1);
    }

    void setupOptions()
    {
        const LowState s = m_engine.initialState(configFor(
            4, {{QStringLiteral("mat"), QStringLiteral("standard")},
                {QStringLiteral("cardsToWin"), 10},
                {QStringLiteral("commandersToWin"), 2},
                {QStringLiteral("intermediate"), true},
                {QStringLiteral("opening"), QJsonArray{sq(1, 1), sq(4, 5)}},
                {QStringLiteral("decks"),
                 QJsonArray{QJsonObject{{QStringLiteral("army"), QStringLiteral("elf")}}}}}));
        QVERIFY(!s.unlimited);
        QVERIFY(s.intermediate);
        QCOMPARE(s.cardsToWin, 10);
        QCOMPARE(s.commandersToWin, 2);
        QCOMPARE(s.opening[0], QPoint(1, 1));
        QCOMPARE(s.opening[1], QPoint(4, 5));
        QCOMPARE(s.players.at(0).army, QStringLiteral("elf"));
        QCOMPARE(s.players.at(1).army, QStringLiteral("dwarf"));
        // Own deck lists.
        const LowState t = m_engine.initialState(configFor(
            2, {{QStringLiteral("decks"),
                 QJsonArray{QJsonObject{{QStringLiteral("cards"),
                                         QJsonArray{"orc-ravager", "orc-gonke-longtooth"}}}}}}));
        QCOMPARE(t.players.at(0).deck, (QStringList{"orc-ravager", "orc-gonke-longtooth"}));
        QCOMPARE(t.players.at(0).army, QStringLiteral("orc"));
        QCOMPARE(t.players.at(0).drawPile, 0);
    }

    void config()
    {
        QVERIFY(m_engine.checkConfig(m_engine.defaultConfig()).isEmpty());
        QCOMPARE(m_engine.defaultConfig().players.size(), 2);
        QVERIFY(m_engine.checkConfig(configFor(3)).isEmpty());
        QVERIFY(m_engine.checkConfig(configFor(6)).isEmpty());
        QCOMPARE(ruleIdsOf(m_engine.checkConfig(configFor(5))), QStringList{"low.variant.teams"});
        QCOMPARE(ruleIdsOf(m_engine.checkConfig(configFor(7))), QStringList{"low.variant.teams"});
        const QList<Finding> unknown = m_engine.checkConfig(configFor(
            2, {{QStringLiteral("decks"),
                 QJsonArray{QJsonObject{{QStringLiteral("cards"), QJsonArray{"no-such-card"}}}}}}));
        QVERIFY(ruleIdsOf(unknown).contains(QStringLiteral("low.deck.composition")));
        QVERIFY(englishOf(unknown).contains(QStringLiteral("no-such-card")));
        QCOMPARE(ruleIdsOf(m_engine.checkConfig(
                     configFor(2, {{QStringLiteral("mat"), QStringLiteral("round")}}))),
                 QStringList{"low.mat.unlimited"});
        QCOMPARE(ruleIdsOf(m_engine.checkConfig(configFor(2, {{QStringLiteral("cardsToWin"), 0}}))),
                 QStringList{"low.victory.time-limit"});
    }

    void contract()
    {
        QCOMPARE(m_engine.id(), QStringLiteral("lords-of-war"));
        QCOMPARE(m_engine.rulePrefix(), QStringLiteral("low"));
        QStringList kinds;
        for (const StepKind &k : m_engine.stepKinds()) {
            kinds.append(k.kind);
            QVERIFY(!k.name.isEmpty());
        }
        QCOMPARE(kinds, (QStringList{"place", "resolve", "berserker-move", "draw", "recall"}));
        for (const QString &id : m_engine.ruleIds())
            QVERIFY(id.startsWith(QLatin1String("low.")));
    }

    // Each row: a starting position, a step, the rule ids of its findings in order.
    void validators_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QJsonObject>("payload");
        QTest::addColumn<QStringList>("expected");

        auto row = [](const char *name, const char *scen, const Step &step,
                      const QStringList &expected) {
            QTest::newRow(name) << QString::fromLatin1(scen) << step.kind << step.actor
                                << step.payload << expected;
        };
        // Opening.
        row("opening square", "opening", place(0, "orc-ravager", 3, 4), {});
        row("opening elsewhere", "opening", place(0, "orc-ravager", 2, 2), {"low.place.opening"});
        row("opening out of turn", "opening", place(1, "dwarf-slugger", 3, 4),
            {"low.overview.turn"});
        row("not in deck", "opening", place(0, "dwarf-slugger", 3, 4), {"low.overview.turn"});
        row("resolve before placing", "opening", resolve(0), {"low.overview.turn"});
        // Placement.
        row("contact", "afterOpening", place(0, "orc-goblin-shanker", 2, 3), {});
        row("touches nothing", "afterOpening", place(0, "orc-goblin-shanker", 0, 0),
            {"low.place.contact"});
        row("arrows miss", "afterOpening", place(0, "orc-goblin-shanker", 3, 3),
            {"low.place.contact"});
        row("support alone", "afterOpening", place(0, "orc-goblin-spikeman", 0, 0),
            {"low.place.support-exception"});
        row("support by a friend", "afterOpening", place(0, "orc-goblin-spikeman", 3, 5), {});
        row("occupied", "afterOpening", place(0, "orc-goblin-shanker", 2, 2),
            {"low.place.contact"});
        row("off the mat", "afterOpening", place(0, "orc-goblin-shanker", 9, 9), {"low.mat.size"});
        row("one copy left", "afterOpening", place(0, "orc-ravager", 2, 3), {});
        row("all copies used", "allUsed", place(0, "orc-ravager", 2, 3), {"low.overview.turn"});
        row("empty hand", "emptyHand", place(0, "orc-goblin-shanker", 2, 3), {"low.overview.turn"});
        row("no enemy, touching a friend", "noEnemy", place(0, "orc-goblin-shanker", 1, 6), {});
        row("no enemy, alone", "noEnemy", place(0, "orc-goblin-shanker", 4, 4),
            {"low.place.no-enemy"});
        {
            Step shown = place(0, "orc-goblin-shanker-2", 1, 0);
            shown.payload.insert(QStringLiteral("shownHand"), QJsonArray{"orc-goblin-shanker-2"});
            row("shown hand, touching", "corner", shown, {});
            Step away = place(0, "orc-goblin-shanker-2", 3, 3);
            away.payload.insert(QStringLiteral("shownHand"), QJsonArray{"orc-goblin-shanker-2"});
            row("shown hand, not touching", "corner", away, {"low.place.no-legal-square"});
            Step wrong = place(0, "orc-goblin-shanker-2", 1, 0);
            wrong.payload.insert(QStringLiteral("shownHand"),
                                 QJsonArray{"orc-goblin-shanker-2", "orc-goblin-shanker"});
            row("shown hand had a legal card", "corner", wrong, {"low.place.no-legal-square"});
        }
        row("no legal square without a shown hand", "corner",
            place(0, "orc-goblin-shanker-2", 1, 0),
            {"low.place.contact", "low.place.no-legal-square"});
        row("place during reinforce", "reinforce", place(0, "orc-goblin-shanker-2", 5, 0),
            {"low.overview.turn", "low.place.no-enemy"});
        // Resolve.
        row("resolve", "resolve", resolve(0), {});
        row("resolve as recorded", "resolve", resolve(0, {}, QJsonArray{2}), {});
        row("destroyed missing", "resolve", resolve(0, {}, QJsonArray{}),
            {"low.combat.strictly-greater"});
        row("equal is not destroyed", "resolve", resolve(0, {}, QJsonArray{2, 3}),
            {"low.combat.strictly-greater"});
        row("resolve out of turn", "resolve", resolve(1), {"low.overview.turn"});
        row("the enemy general falls", "generalKill", resolve(0), {"low.general.extra-turn"});
        row("the general survives", "generalKill", resolve(0, {}, QJsonArray{3}),
            {"low.combat.strictly-greater"});
        row("shot", "ranged", resolve(0, {shot(1, 3)}), {});
        row("shot destroys", "ranged", resolve(0, {shot(1, 3)}, QJsonArray{3}), {});
        row("engaged shooter", "ranged", resolve(0, {shot(2, 4)}),
            {"low.ranged.engaged", "low.ranged.fire"});
        row("fires twice", "ranged", resolve(0, {shot(1, 3), shot(1, 3)}), {"low.ranged.fire"});
        row("not ranged", "ranged", resolve(0, {shot(6, 3)}), {"low.ranged.fire"});
        row("other side fires", "ranged", resolve(0, {shot(5, 6)}),
            {"low.ranged.fire", "low.ranged.fire"});
        row("friendly target", "ranged", resolve(0, {shot(1, 6)}), {"low.ranged.fire"});
        row("already fired", "rangedFired", resolve(0, {shot(1, 3)}), {"low.ranged.fire"});
        // Berserkers.
        row("berserker advances", "berserker",
            Step{QStringLiteral("berserker-move"), 0,
                 QJsonObject{{QStringLiteral("unit"), 1}, {QStringLiteral("to"), sq(3, 3)}}},
            {});
        row("berserker elsewhere", "berserker",
            Step{QStringLiteral("berserker-move"), 0,
                 QJsonObject{{QStringLiteral("unit"), 1}, {QStringLiteral("to"), sq(2, 3)}}},
            {"low.berserker.forced-move"});
        row("not a due berserker", "berserker",
            Step{QStringLiteral("berserker-move"), 0,
                 QJsonObject{{QStringLiteral("unit"), 3}, {QStringLiteral("to"), sq(3, 3)}}},
            {"low.berserker.forced-move"});
        row("draw skips the advance", "berserker", draw(0), {"low.berserker.forced-move"});
        // Reinforcement.
        row("draw", "reinforce", draw(0), {});
        row("draw past the limit", "reinforce", draw(0, 2), {"low.reinforce.draw"});
        row("empty deck", "emptyDeck", draw(0), {"low.reinforce.draw"});
        row("recall the new unit", "reinforce", recall(0, 3),
            {"low.recall.conditions", "low.recall.conditions"});
        row("recall a free unit", "reinforce", recall(0, 1), {});
        row("recall out of turn", "reinforce", recall(1, 1),
            {"low.overview.turn", "low.recall.conditions"});
        row("team general, no draw", "threeGeneral", draw(1, 0), {});
        row("team general, draw", "threeGeneral", draw(1), {"low.variant.three-player-team"});
        row("team general, recall", "threeGeneral", recall(1, 1),
            {"low.variant.three-player-team", "low.recall.conditions"});
        row("finished", "finished", draw(0), {"low.victory.thresholds"});
    }

    void validators()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QJsonObject, payload);
        QFETCH(QStringList, expected);
        const LowState s = this->scenario(scenario);
        const Step step{kind, actor, payload};
        QVERIFY(!m_engine.malformed(s, step));
        const QList<Finding> findings = m_engine.check(s, step);
        QVERIFY2(ruleIdsOf(findings) == expected, qPrintable(englishOf(findings)));
        const QStringList ids = m_engine.ruleIds();
        for (const Finding &f : findings) {
            QVERIFY(ids.contains(f.ruleId));
            const bool isInfo = f.ruleId == QLatin1String("low.general.extra-turn") ||
                                (f.ruleId == QLatin1String("low.place.no-legal-square") &&
                                 englishOf({f}).contains(QLatin1String("has no legal")));
            QCOMPARE(f.severity, isInfo ? Severity::Info : Severity::Warning);
            QVERIFY(!f.message.english().contains(QLatin1Char('%')));
        }
        // The table is the truth: apply() accepts the step anyway.
        QVERIFY(m_engine.apply(s, step));
    }

    void messages()
    {
        const LowState s = scenario(QStringLiteral("reinforce"));
        // Engaged unit: name the unit, its square and the enemy.
        LowState e = midGame();
        put(e, QStringLiteral("orc-ravager"), 0, 2, 3);
        put(e, QStringLiteral("dwarf-marauder"), 1, 3, 2); // NE2 on C4
        e.phase = Phase::Reinforce;
        e.players[0].hand = 5;
        QCOMPARE(englishOf(m_engine.check(e, recall(0, 1))),
                 QStringLiteral("Orc Ravager (C4) is engaged by Dwarf Marauder (D3): an engaged "
                                "unit cannot be recalled."));
        QCOMPARE(englishOf(m_engine.check(s, resolve(0))),
                 QStringLiteral("The turn ends with a draw or a recall: do that first."));
        const QString strict = englishOf(
            m_engine.check(scenario(QStringLiteral("resolve")), resolve(0, {}, QJsonArray{2, 3})));
        QVERIFY2(strict.contains(QLatin1String("3 against defence 3")), qPrintable(strict));
        QVERIFY(strict.contains(QLatin1String("C4")));
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QJsonObject>("payload");
        QTest::addColumn<bool>("bad");
        auto row = [](const char *name, const Step &step, bool bad) {
            QTest::newRow(name) << step.kind << step.actor << step.payload << bad;
        };
        row("good place", place(0, "orc-ravager", 3, 3), false);
        row("unknown kind", Step{QStringLiteral("move"), 0, {}}, true);
        row("actor out of range", place(2, "orc-ravager", 3, 3), true);
        row("no actor", place(-1, "orc-ravager", 3, 3), true);
        row("unknown card", place(0, "orc-nobody", 3, 3), true);
        row("no card", Step{QStringLiteral("place"), 0, {{QStringLiteral("at"), sq(1, 1)}}}, true);
        row("square as text",
            Step{QStringLiteral("place"),
                 0,
                 {{QStringLiteral("card"), QStringLiteral("orc-ravager")},
                  {QStringLiteral("at"), QStringLiteral("C4")}}},
            true);
        {
            Step st = place(0, "orc-ravager", 3, 3);
            st.payload.insert(QStringLiteral("shownHand"), QStringLiteral("all"));
            row("shown hand not a list", st, true);
        }
        row("good resolve", resolve(0, {shot(1, 2)}, QJsonArray{2}), false);
        row("empty resolve", Step{QStringLiteral("resolve"), 0, {}}, false);
        row("unknown shooter", resolve(0, {shot(9, 2)}), true);
        row("shot not an object", resolve(0, {QJsonValue(3)}), true);
        row("unknown destroyed", resolve(0, {}, QJsonArray{9}), true);
        row("destroyed not numbers", resolve(0, {}, QJsonArray{"x"}), true);
        row("good draw", draw(0, 0), false);
        row("negative draw", draw(0, -1), true);
        row("draw count text",
            Step{QStringLiteral("draw"), 0, {{QStringLiteral("count"), QStringLiteral("1")}}},
            true);
        row("good recall", recall(0, 1), false);
        row("unknown recall", recall(0, 9), true);
        row("berserker without square",
            Step{QStringLiteral("berserker-move"), 0, {{QStringLiteral("unit"), 1}}}, true);
    }

    void malformed()
    {
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QJsonObject, payload);
        QFETCH(bool, bad);
        LowState s = midGame();
        put(s, QStringLiteral("orc-ravager"), 0, 3, 4);
        put(s, QStringLiteral("dwarf-slugger"), 1, 3, 2);
        const Step step{kind, actor, payload};
        const auto m = m_engine.malformed(s, step);
        QCOMPARE(bool(m), bad);
        if (m) {
            QVERIFY(!m->english().isEmpty());
            QVERIFY(m_engine.check(s, step).isEmpty());
            QCOMPARE(typed(m_engine.apply(s, step)).toJson(), s.toJson());
        }
    }

    void guidance_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("phase");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("hint");
        QTest::newRow("opening") << "opening"
                                 << "opening" << 0 << QStringList{"place"}
                                 << "Place any card from your hand on the opening square D5.";
        QTest::newRow("place") << "afterOpening"
                               << "place" << 0 << QStringList{"place"}
                               << "Place a unit touching an enemy that one of its arrows points "
                                  "at.";
        QTest::newRow("no enemy") << "noEnemy"
                                  << "place" << 0 << QStringList{"place"}
                                  << "There is no enemy on the mat: place a unit touching one "
                                     "of yours.";
        QTest::newRow("resolve") << "resolve"
                                 << "resolve" << 0 << QStringList{"resolve"}
                                 << "Check the combat and confirm the destroyed units.";
        QTest::newRow("ranged") << "ranged"
                                << "resolve" << 0 << QStringList{"resolve"}
                                << "Choose a target for each ranged unit that may fire.";
        QTest::newRow("berserker") << "berserker"
                                   << "berserker" << 0 << QStringList{"berserker-move"}
                                   << "Orc Deathbringer (D5) must advance to D4.";
        QTest::newRow("reinforce") << "reinforce"
                                   << "reinforce" << 0 << QStringList{"draw", "recall"}
                                   << "Refill your hand to 6 or recall one unit.";
        QTest::newRow("finished") << "finished"
                                  << "finished" << -1 << QStringList{}
                                  << "P1 won by destroying 1 enemy cards.";
    }

    void guidance()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, phase);
        QFETCH(int, actor);
        QFETCH(QStringList, expected);
        QFETCH(QString, hint);
        const Guidance g = m_engine.guidance(this->scenario(scenario));
        QCOMPARE(g.phase, phase);
        QVERIFY(!g.phaseName.isEmpty());
        QCOMPARE(g.actor, actor);
        QCOMPARE(g.expected, expected);
        QCOMPARE(g.finished, phase == QLatin1String("finished"));
        QStringList hints;
        for (const Message &m : g.hints)
            hints.append(m.english());
        QVERIFY2(hints.contains(hint), qPrintable(hints.join(QLatin1Char('|'))));
    }

    void describe_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("actor");
        QTest::addColumn<QJsonObject>("payload");
        QTest::addColumn<QString>("line");
        auto row = [](const char *name, const char *scen, const Step &step, const char *line) {
            QTest::newRow(name) << QString::fromLatin1(scen) << step.kind << step.actor
                                << step.payload << QString::fromUtf8(line);
        };
        row("place", "afterOpening", place(0, "orc-goblin-shanker", 2, 3),
            "P1: Goblin Shanker placed on C4");
        row("resolve", "resolve", resolve(0),
            "Combat: Dwarf Slugger (C3, 4 > 3) destroyed; losses of P2: 1 of 20 cards, 0 of 4 "
            "commanders");
        row("resolve none", "resolve", resolve(0, {}, QJsonArray{}), "Combat: no unit destroyed");
        row("draw", "reinforce", draw(0),
            "P1 draws 1 card (6 in hand, 28 left in the deck); P2's turn");
        row("draw 2", "reinforce", draw(0, 2),
            "P1 draws 2 cards (7 in hand, 27 left in the deck); P2's turn");
        row("draw 0", "reinforce", draw(0, 0), "P1 draws no card; P2's turn");
        row("recall", "reinforce", recall(0, 1),
            "P1 recalls Orc Ravager from D5 to P1's hand; P2's turn");
        row("berserker", "berserker",
            Step{QStringLiteral("berserker-move"), 0,
                 QJsonObject{{QStringLiteral("unit"), 1}, {QStringLiteral("to"), sq(3, 3)}}},
            "Orc Deathbringer advanced from D5 to D4");
    }

    void describe()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, kind);
        QFETCH(int, actor);
        QFETCH(QJsonObject, payload);
        QFETCH(QString, line);
        const Message m = m_engine.describe(this->scenario(scenario), Step{kind, actor, payload});
        QCOMPARE(m.english(), line);
        QVERIFY(!m.text(Lang::Ja).isEmpty());
    }

    void describeInJapanese()
    {
        const Message m = m_engine.describe(scenario(QStringLiteral("afterOpening")),
                                            place(0, "orc-goblin-shanker", 2, 3));
        const QString ja = m.text(Lang::Ja);
        const LocalizedName name =
            LowCardLibrary::shipped().find(QStringLiteral("orc-goblin-shanker"))->name;
        QVERIFY2(ja.contains(name.text(Lang::Ja)), qPrintable(ja));
    }

    // The golden journals of tests/data/lords-of-war (made with tools/low_autoplay): every
    // step's findings, the result and the final state are pinned.
    void goldenJournals_data()
    {
        kbz::test::addGoldenJournalRows(QStringLiteral("lords-of-war"), 3);
    }

    void goldenJournals()
    {
        QFETCH(QString, path);
        kbz::test::verifyGoldenJournal(m_engine, path);
    }

    void toJsonIsDeterministic()
    {
        const LowState a = scenario(QStringLiteral("reinforce"));
        const LowState b = scenario(QStringLiteral("reinforce"));
        const QByteArray ja = QJsonDocument(a.toJson()).toJson(QJsonDocument::Compact);
        QCOMPARE(ja, QJsonDocument(b.toJson()).toJson(QJsonDocument::Compact));
        const QJsonObject o = a.toJson();
        QCOMPARE(o.value(QStringLiteral("phase")).toString(), QStringLiteral("reinforce"));
        QCOMPARE(o.value(QStringLiteral("turn")).toInt(), 3);
        const QJsonArray units = o.value(QStringLiteral("units")).toArray();
        QCOMPARE(units.size(), 2);
        QCOMPARE(units.at(0).toObject().value(QStringLiteral("at")).toString(),
                 QStringLiteral("D5"));
        const QJsonObject kills = o.value(QStringLiteral("kills")).toArray().at(0).toObject();
        QCOMPARE(kills.value(QStringLiteral("count")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("players"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("hand")),
                 QJsonValue(5));
        QVERIFY(a.toJson() != scenario(QStringLiteral("resolve")).toJson());
    }
};

QTEST_MAIN(tst_low_engine)
#include "tst_low_engine.moc"
