// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The Dungeon Lords engine through its public interface: the end conditions, the round and
// year ends, the paladin's movement with its tie rule, the score step and the table's
// corrections.
#include "../support/GoldenJournal.h"
#include "DlEngineTestSupport.h"

#include <QtTest>

using namespace kbz;
using namespace kbz::dl;
using namespace kbz::dl::test;

class tst_dl_engine_rounds : public QObject
{
    Q_OBJECT

    DlEngine m_engine;

private Q_SLOTS:
    // ---- End conditions ----------------------------------------------------------------------

    // Seat 1's lone warrior falls to the first step: its phase ends at once, not at the
    // conquest, and the round goes on without it.
    void allDefeatedEndsAtOnce()
    {
        Driver d(kbz::dl::test::config(2, 1));
        QJsonObject y = richYear();
        y.remove(QStringLiteral("startPlayer")); // the config's start player stands
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().startPlayer, 1);
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0,"monsters":[0]})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QCOMPARE(d.s().resolving, 1);
        QVERIFY(d.play("attack", 1, R"({"monster":0,"hits":[{"target":0,"amount":4}]})"));
        QCOMPARE(d.player(1).stage, Stage::Out);
        QCOMPARE(d.player(1).out, OutReason::Defeated);
        QCOMPARE(d.player(1).party.size(), 0);
        QCOMPARE(d.player(1).prisoners.size(), 1);
        QVERIFY(hasInfo(d.last, "dl.end.conditions"));
        QCOMPARE(d.s().resolving, 0);
        QVERIFY(!d.player(1).tiles.at(0).conquered);
        // The next round: seat 1 stays out; only seat 0 plans.
        QVERIFY(d.play("conquest", 0));
        QCOMPARE(d.s().round, 2);
        QCOMPARE(d.player(1).stage, Stage::Out);
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QCOMPARE(d.s().phase, Phase::Reveal);
    }

    // Four rounds, then the year ends: the start player passes left, monsters are restored.
    void fourRoundsThenYearEnd()
    {
        Driver d;
        QVERIFY(d.record(step("year", -1, richYear())));
        for (int round = 1; round <= 4; ++round) {
            QCOMPARE(d.s().round, round);
            QCOMPARE(d.s().phase, Phase::Plan);
            QVERIFY(d.record(step("plan", 0, planPayload(round - 1, {}, {round == 1 ? 0 : 3}))));
            if (round == 1)
                QVERIFY(d.record(step("plan", 1, planPayload(0, {}, {}))));
            else if (round == 2)
                QVERIFY(d.record(step("plan", 1, planPayload(1, {}, {}))));
            // Rounds 3 and 4: seat 1 has no tile left and no prisoner: nothing to do.
            if (round >= 3)
                QCOMPARE(d.player(1).stage, Stage::Done);
            QVERIFY(d.record(step("reveal", -1, card(0))));
            QVERIFY(d.record(step(
                "attack", 0,
                json(round == 1 ? R"({"monster":0,"hits":[]})" : R"({"monster":3,"hits":[]})"))));
            QVERIFY(d.play("conquest", 0));
            if (round <= 2)
                QVERIFY(d.play("conquest", 1));
            if (round < 4) {
                QCOMPARE(d.s().round, round + 1);
                QVERIFY(hasInfo(d.last, "dl.round.structure"));
            }
        }
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().year, 2);
        QCOMPARE(d.s().round, 0);
        QCOMPARE(d.s().startPlayer, 1);
        QVERIFY(!d.player(0).monsters.at(0).used); // the goblin is ready again
        QVERIFY(hasInfo(d.last, "dl.year.end"));
        QVERIFY(hasInfo(d.last, "dl.exhausted.restore"));
        QCOMPARE(d.player(0).out, OutReason::Rounds);
        QCOMPARE(d.player(1).out, OutReason::NoTile);
        int conquered = 0;
        for (const DlTile &t : d.player(0).tiles)
            conquered += t.conquered ? 1 : 0;
        QCOMPARE(conquered, 4);

        // Year 2, then the score sheet.
        QJsonObject y2 = richYear();
        y2.insert(QStringLiteral("year"), 2);
        y2.insert(QStringLiteral("startPlayer"), 1);
        QVERIFY(d.record(step("year", -1, y2)));
        QCOMPARE(d.s().phase, Phase::Plan);
        QCOMPARE(d.s().year, 2);
        QCOMPARE(d.s().round, 1);
        QCOMPARE(d.s().cards.size(), 0);
        QCOMPARE(d.player(0).prisoners.size(), 0);
        for (int round = 1; round <= 4; ++round) {
            QVERIFY(d.record(step("plan", 0, planPayload(round - 1, {}, {}))));
            if (round <= 2)
                QVERIFY(d.record(step("plan", 1, planPayload(round - 1, {}, {}))));
            QVERIFY(d.record(step("reveal", -1, card(0))));
            QCOMPARE(d.s().resolving, round <= 2 ? 1 : 0);
            if (round <= 2)
                QVERIFY(d.play("conquest", 1));
            QVERIFY(d.play("conquest", 0));
        }
        QCOMPARE(d.s().phase, Phase::Scoring);
        QVERIFY(!m_engine.result(*d.state));
        QVERIFY(d.play("score", -1, R"({"values":{"room":3}})"));
        QCOMPARE(d.s().phase, Phase::Finished);
        QCOMPARE(d.s().values.room, 3);
        QCOMPARE(d.s().values.monster, 1);
        QVERIFY(!d.s().finalScore.isEmpty());
        QCOMPARE(d.s().scoreOverrides.value(QStringLiteral("values")).toObject(),
                 json(R"({"room":3})"));
        const auto r = m_engine.result(*d.state);
        QVERIFY(r);
        QCOMPARE(r->players.size(), 2);
        QVERIFY(!r->winners().isEmpty());
    }

    // No unconquered tile: each remaining round the player releases a prisoner instead.
    void noTileReleases()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        QJsonObject p1 = players.at(1).toObject();
        p1.insert(QStringLiteral("tiles"), QJsonArray{tile("tunnel", 1)});
        p1.insert(QStringLiteral("prisoners"),
                  QJsonArray{adv("thief", 1, 3, 1), adv("wizard", 1, 3, 1)});
        players.replace(1, p1);
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QVERIFY(d.play("conquest", 0));
        QVERIFY(d.play("conquest", 1));
        QVERIFY(d.player(1).tiles.at(0).conquered);
        QCOMPARE(d.s().round, 2);
        QVERIFY(hasInfo(d.last, "dl.end.no-tile"));
        QCOMPARE(d.player(1).stage, Stage::Plan);
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QCOMPARE(d.s().phase, Phase::Plan);
        QVERIFY(d.play("release", 1, R"({"prisoner":1})"));
        QCOMPARE(d.player(1).stage, Stage::Done);
        QCOMPARE(d.player(1).prisoners.size(), 1);
        QCOMPARE(d.player(1).prisoners.at(0).cls, AdvClass::Thief);
        QCOMPARE(d.player(1).fight.released, 1);
        QCOMPARE(d.s().phase, Phase::Reveal);
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QCOMPARE(d.s().resolving, 0);
        QVERIFY(d.play("conquest", 0));
        // Round 3: one prisoner left to release; round 4: none, nothing to do.
        QCOMPARE(d.s().round, 3);
        QCOMPARE(d.player(1).stage, Stage::Plan);
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        QVERIFY(d.play("plan", 0, R"({"tile":2})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("conquest", 0));
        QCOMPARE(d.s().round, 4);
        QCOMPARE(d.player(1).stage, Stage::Done);
        QCOMPARE(d.player(1).prisoners.size(), 0);
        QVERIFY(englishOf(d.last, "dl.end.no-tile").contains(QLatin1String("no prisoner")));
    }

    // Nobody fights a round (everyone released or out): the round ends with no card.
    void roundWithoutFights()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonArray players = y.value(QStringLiteral("players")).toArray();
        for (int seat = 0; seat < 2; ++seat) {
            QJsonObject p = players.at(seat).toObject();
            p.insert(QStringLiteral("tiles"), QJsonArray{tile("tunnel", 1, true)});
            p.insert(QStringLiteral("prisoners"), QJsonArray{adv("thief", 1, 3, 1)});
            players.replace(seat, p);
        }
        y.insert(QStringLiteral("players"), players);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("release", 0, R"({"prisoner":0})"));
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        // Round 1 ended without a card; rounds 2 to 4 have nothing to do: the year is over.
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().year, 2);
        QVERIFY(hasInfo(d.last, "dl.year.end"));
    }

    // ---- The paladin -------------------------------------------------------------------------

    void paladinTie_data()
    {
        QTest::addColumn<int>("startPlayer");
        QTest::addColumn<QList<int>>("evil");
        QTest::addColumn<int>("at");
        QTest::addColumn<int>("expect");
        QTest::addColumn<bool>("tie");
        QTest::newRow("highest evil") << 0 << QList<int>{1, 4, 2} << 0 << 1 << false;
        QTest::newRow("tie, start 0: seat 2 is later")
            << 0 << QList<int>{1, 3, 3} << 0 << 2 << true;
        QTest::newRow("tie, start 2: seat 1 is later")
            << 2 << QList<int>{1, 3, 3} << 0 << 1 << true;
        QTest::newRow("tie, start 1: seat 0 is later")
            << 1 << QList<int>{3, 1, 3} << 1 << 0 << true;
        QTest::newRow("stays") << 0 << QList<int>{5, 1, 1} << 0 << 0 << false;
    }

    void paladinTie()
    {
        QFETCH(int, startPlayer);
        QFETCH(QList<int>, evil);
        QFETCH(int, at);
        QFETCH(int, expect);
        QFETCH(bool, tie);
        Driver d(kbz::dl::test::config(3, startPlayer));
        QJsonArray players;
        for (int seat = 0; seat < 3; ++seat)
            players.append(playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                                      QJsonArray{adv("warrior", 2, 4)}, {}, {}, evil.at(seat)));
        QJsonObject y = yearPayload(players, 1, startPlayer);
        QJsonObject paladin = adv("paladin", 5, 6, 1);
        paladin.insert(QStringLiteral("at"), at);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QCOMPARE(d.s().paladinSeat, at);
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(d.play("plan", seat, R"({"tile":0})"));
        // Fatigue 1 on the paladin at the front: it keeps that damage when it moves.
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        for (int seat : d.s().seatOrder())
            QVERIFY(d.play("conquest", seat));
        QCOMPARE(d.s().round, 2);
        QCOMPARE(d.s().paladinSeat, expect);
        QCOMPARE(d.player(expect).party.at(0).cls, AdvClass::Paladin);
        QCOMPARE(d.player(expect).party.at(0).damage, 1);
        if (expect != at)
            QCOMPARE(d.player(at).party.size(), 1);
        QVERIFY(hasInfo(d.last, "dl.paladin.move"));
        QCOMPARE(englishOf(d.last, "dl.paladin.move").contains(QLatin1String("tied")), tie);
        QCOMPARE(englishOf(d.last, "dl.paladin.move").contains(QLatin1String("moves")),
                 expect != at);
    }

    // A board with no unconquered tile no longer fights (dl.end.no-tile): the paladin does not
    // go there however evil it is (dl.paladin.move), and moving it there by hand is warned.
    void paladinSkipsBoardWithoutTile()
    {
        Driver d;
        QJsonObject p0 = playerYear(QJsonArray{tile("tunnel", 1), tile("tunnel", 2)},
                                    QJsonArray{adv("warrior", 2, 4)}, {}, {}, 2);
        QJsonObject p1 =
            playerYear(QJsonArray{tile("tunnel", 1)}, QJsonArray{adv("warrior", 2, 4)}, {}, {}, 6);
        p1.insert(QStringLiteral("prisoners"), QJsonArray{adv("thief", 1, 3, 1)});
        QJsonObject y = yearPayload(QJsonArray{p0, p1});
        QJsonObject paladin = adv("paladin", 5, 6, 1);
        paladin.insert(QStringLiteral("at"), 0);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("plan", 0, R"({"tile":0})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":1})"));
        QVERIFY(d.play("conquest", 0));
        QVERIFY(d.play("conquest", 1));
        QCOMPARE(d.s().round, 2);
        QVERIFY(!d.player(1).hasUnconqueredTile());
        QCOMPARE(d.player(1).stage, Stage::Plan); // releases a prisoner this round
        QCOMPARE(paladinTarget(d.s()), 0);
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                 QStringLiteral("The paladin stays with P1: the highest evil still fighting (2)"));
        const QList<Finding> byHand =
            m_engine.check(*d.state, step("paladin", -1, json(R"({"to":1})")));
        QCOMPARE(kbz::test::ruleIdsOf(byHand), QStringList{QStringLiteral("dl.paladin.move")});
        // Once seat 0 has no tile either, nobody is in combat: the paladin stays.
        QVERIFY(d.play("plan", 0, R"({"tile":1})"));
        QVERIFY(d.play("release", 1, R"({"prisoner":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("conquest", 0));
        // Rounds 3 and 4 have nothing to do: the year ends.
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                 QStringLiteral("The paladin stays with P1: no board is still fighting"));
    }

    // Our reading: the paladin moves at the end of rounds 1 to 3 only; after round 4 the year
    // ends and it stays where it fought, even if another board became the most evil.
    void paladinStillAfterRoundFour()
    {
        Driver d;
        QJsonArray tiles{tile("tunnel", 1), tile("tunnel", 2), tile("tunnel", 3), tile("tunnel", 4),
                         tile("tunnel", 5)};
        QJsonObject y =
            yearPayload(QJsonArray{playerYear(tiles, QJsonArray{adv("warrior", 3, 9)}, {}, {}, 2),
                                   playerYear(tiles, QJsonArray{adv("warrior", 3, 9)}, {}, {}, 3)});
        QJsonObject paladin = adv("paladin", 5, 9, 1);
        paladin.insert(QStringLiteral("at"), 1);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        for (int round = 1; round <= 4; ++round) {
            QCOMPARE(d.s().round, round);
            for (int seat = 0; seat < 2; ++seat)
                QVERIFY(d.record(step("plan", seat, planPayload(round - 1, {}, {}))));
            QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
            if (round == 4) // an event makes seat 0 the most evil
                QVERIFY(d.play("adjust", 0, R"({"evil":5})"));
            QVERIFY(d.play("conquest", 0));
            if (round == 4)
                QCOMPARE(paladinTarget(d.s()), 0);
            QVERIFY(d.play("conquest", 1));
            if (round < 4)
                QCOMPARE(englishOf(d.last, "dl.paladin.move"),
                         QStringLiteral("The paladin stays with P2: the highest evil still "
                                        "fighting (3)"));
        }
        QCOMPARE(d.s().phase, Phase::YearSetup);
        QVERIFY(hasInfo(d.last, "dl.year.end"));
        QVERIFY(!d.lastRules().contains(QStringLiteral("dl.paladin.move")));
        QCOMPARE(d.s().paladinSeat, 1);
        QCOMPARE(d.player(1).party.at(0).cls, AdvClass::Paladin);
        QCOMPARE(d.player(0).party.size(), 1);
    }

    // A defeated paladin goes to prison and moves no more; the manual step moves it by hand.
    void paladinByHandAndDefeated()
    {
        Driver d;
        QJsonObject y = richYear();
        QJsonObject paladin = adv("paladin", 5, 4, 1);
        paladin.insert(QStringLiteral("at"), 1);
        y.insert(QStringLiteral("paladin"), paladin);
        QVERIFY(d.record(step("year", -1, y)));
        QVERIFY(d.play("paladin", -1, R"({"to":0})"));
        QCOMPARE(d.s().paladinSeat, 0);
        QCOMPARE(d.player(0).party.size(), 4);
        QCOMPARE(d.player(1).party.size(), 1);
        QVERIFY(d.play("plan", 0, R"({"tile":0,"trap":"rolling-boulder","monsters":[0]})"));
        QVERIFY(d.play("plan", 1, R"({"tile":0})"));
        QVERIFY(d.play("reveal", -1, R"({"fatigue":0})"));
        QVERIFY(d.play("trap", 0, R"({"hits":[{"target":0,"amount":4}]})"));
        QCOMPARE(d.s().paladinSeat, -1);
        QCOMPARE(d.player(0).prisoners.size(), 1);
        QCOMPARE(d.player(0).prisoners.at(0).cls, AdvClass::Paladin);
        QVERIFY(m_engine.malformed(*d.state, step("paladin", -1, json(R"({"to":1})"))));
    }

    void adjustStep()
    {
        Driver d;
        startFight(d, planPayload(0, {}, {}));
        QVERIFY(d.play("adjust", 0,
                       R"({"hits":[{"target":1,"amount":2}],"gold":-1,"food":2,"imps":1,"evil":1,)"
                       R"("unpaidTaxes":1,"note":"forgot the ring"})"));
        const DlPlayer &p = d.player(0);
        QCOMPARE(damages(p), (QList<int>{0, 2, 0}));
        QCOMPARE(p.gold, 2);
        QCOMPARE(p.food, 5);
        QCOMPARE(p.imps, 5);
        QCOMPARE(p.evil, 4);
        QCOMPARE(p.unpaidTaxes, 1);
        QCOMPARE(p.stage, Stage::Traps); // a correction does not move the checklist
        // The table's note is its own words: quoted in Japanese, not an English fragment.
        const Step noted = step("adjust", 0, json(R"({"evil":1,"note":"event card"})"));
        const QString ja = m_engine.describe(*d.state, noted).text(Lang::Ja);
        QVERIFY2(ja.contains(QStringLiteral("メモ「event card」")), qPrintable(ja));
        QVERIFY(
            m_engine.describe(*d.state, noted).english().endsWith(QStringLiteral("event card")));
    }
};

QTEST_GUILESS_MAIN(tst_dl_engine_rounds)
#include "tst_dl_engine_rounds.moc"
