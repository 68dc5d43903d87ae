// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The table's corrections in Light Wars (issue 35): a unit removed or put back otherwise than
// the dice of an attack gave (a tie read the other way, both units taken off, a king given
// up). Each is applied as recorded and warned (lw.overview.corrections); its journal line
// says who and why.
#include "LwTestSupport.h"
#include "lightwars/LwRules.h"

#include <QTest>

using namespace kbz;
using namespace kbz::lw;
using namespace kbz::lw::test;

class tst_lw_corrections : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Red's infantry attacks Blue's infantry and wins by the dice; the table took both off.
    void bothUnitsRemoved()
    {
        Game g = battle();
        g.play("attack", 0,
               R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[6,1]})");
        QVERIFY(g.s().armies[1].units.at(1).removed);
        QVERIFY(!g.s().armies[0].units.at(1).removed);
        const Step both = step("remove-unit", 0, R"({"unit":1,"note":"both fell"})");
        QCOMPARE(g.engine.describe(*g.state, both).english(),
                 QStringLiteral("Red: Infantry 1 is removed by the table (a correction: both "
                                "fell)"));
        QCOMPARE(g.play(both), QStringList{"lw.overview.corrections"});
        QCOMPARE(g.findings.first().severity, Severity::Warning);
        QVERIFY(g.s().armies[0].units.at(1).removed);
        QCOMPARE(g.s().score(1), 2); // Red's infantry counts for Blue
        QCOMPARE(g.s().phase, Phase::Action);
    }

    // The dice removed Blue's infantry; the table read the tie the other way: it is put back
    // on its square and Red's attacker removed.
    void misreadTie()
    {
        Game g = battle();
        g.play("attack", 0,
               R"({"attackers":[{"unit":1,"facing":"front"}],"target":1,"dice":[6,1]})");
        const Step back = step("restore-unit", 1, R"({"unit":1})");
        QCOMPARE(g.engine.describe(*g.state, back).english(),
                 QStringLiteral("Blue: Infantry is put back by the table (a correction)"));
        QCOMPARE(g.play(back), QStringList{"lw.overview.corrections"});
        QVERIFY(!g.s().armies[1].units.at(1).removed);
        QCOMPARE(g.s().armies[1].units.at(1).removedTurn, 0);
        QCOMPARE(g.s().score(0), 0);
        // Put back where it is not removed: warned, nothing changes.
        QCOMPARE(g.play(back), QStringList{"lw.overview.corrections"});
        QVERIFY(g.findings.first().message.english().contains(QLatin1String("not removed")));
        // Removed twice: warned, nothing changes.
        g.play("remove-unit", 0, R"({"unit":1})");
        QCOMPARE(g.play("remove-unit", 0, R"({"unit":1})"), QStringList{"lw.overview.corrections"});
        QVERIFY(g.findings.first().message.english().contains(QLatin1String("already removed")));
    }

    // A king given up: the game ends as when the king is removed by an attack.
    void kingConceded()
    {
        Game g = battle();
        const QStringList ids = g.play("remove-unit", 1, R"({"unit":0})");
        QCOMPARE(ids, (QStringList{"lw.overview.corrections", "lw.victory.king"}));
        QCOMPARE(g.s().phase, Phase::Finished);
        QCOMPARE(g.s().winnerSide, 0);
        QCOMPARE(g.s().how, QStringLiteral("king"));
    }

    // Put back on a square given by the table, with a facing; a unit that is not one of the
    // side's is malformed.
    void putBackOnASquare()
    {
        Game g(withMap(config(army({"king", "infantry"}), army({"king", "infantry"}))));
        g.play("deploy", -1, R"({"method":"screen"})");
        g.play("place", 1, R"({"unit":1,"at":"c7","facing":"s"})");
        g.play("remove-unit", 1, R"({"unit":1})");
        QVERIFY(g.s().armies[1].units.at(1).removed);
        g.play("restore-unit", 1, R"({"unit":1,"at":"e7","facing":"w"})");
        QCOMPARE(g.s().armies[1].units.at(1).at, *squareFromCode(QStringLiteral("e7")));
        QCOMPARE(g.s().armies[1].units.at(1).facing, Dir::W);
        QVERIFY(g.s().armies[1].units.at(1).onMap());
        QVERIFY(g.play("restore-unit", 1, R"({"unit":7})")
                    .first()
                    .startsWith(QLatin1String("malformed")));
        QVERIFY(g.play("restore-unit", 1, R"({"unit":1,"at":"z99"})")
                    .first()
                    .startsWith(QLatin1String("malformed")));
    }
};

QTEST_GUILESS_MAIN(tst_lw_corrections)
#include "tst_lw_corrections.moc"
